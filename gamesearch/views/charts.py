"""matplotlib, the one optional package the charts need, imported only when a chart is drawn.

Everywhere but Pyodide it is a dependency of gamesearch. Under Pyodide (JupyterLite) it is
Pyodide's own compiled package, which no package registry serves: a JupyterLite kernel loads
the packages a cell imports itself, not those a library imports inside a function, so
:func:`require_matplotlib` asks Pyodide to load it (from wherever the site's Pyodide lock
says: its CDN) and then imports it. It asks once per session: where the CDN cannot be
reached (a classroom's firewall) the first chart waits for the browser to give up, and every
later one fails at once with the same :class:`~gamesearch.errors.ChartsUnavailableError`.

A chart function does not stop a notebook there: it draws on a :class:`NoChart`, a stand-in
Axes that draws nothing and remembers what it was told (titles, labels, series). When the
cell ends, as a figure would be shown then, the stand-ins are shown (:func:`show_pending`).
Where the host knows the charts this cell has as published (:data:`published_outputs`: the
course's site, for a chart cell its student has not changed), those are shown again, under
one short line saying why they were not redrawn. Otherwise each stand-in's figure prints one
line: what the chart would have shown (in the words of :func:`~gamesearch.views.figure_text.
figure_description`) and why it is not drawn.
"""

from __future__ import annotations

import importlib
import re
import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any

from IPython.display import display

from gamesearch.errors import ChartsUnavailableError
from gamesearch.views.figure_text import figure_description

#: Why matplotlib could not be loaded under Pyodide, once it has been tried and failed.
_unavailable: str | None = None

#: Set by a host that keeps the course's outputs as published (the course's site: its kernel
#: extension): the running cell's published outputs (nbformat dicts, those of its charts),
#: or [] where it has none (a cell that is not the course's, or that its student changed).
published_outputs: Callable[[], list[dict[str, Any]]] | None = None


def require_matplotlib(module: str = "matplotlib.pyplot") -> ModuleType:
    """``module`` of matplotlib, loaded into Pyodide first if need be (see above).

    Raises ImportError where it is not installed (outside Pyodide), ChartsUnavailableError
    (an ImportError) where Pyodide cannot load it: from the second time on at once.
    """
    global _unavailable
    try:
        return importlib.import_module(module)
    except ImportError as error:
        if sys.platform != "emscripten":
            raise  # a dependency of gamesearch: `pip install gamesearch` brings it
        if _unavailable is None:
            try:
                _load_in_pyodide()
                return importlib.import_module(module)
            except Exception as loading:  # no network, or a kernel that cannot wait for it
                _unavailable = str(loading)
        raise ChartsUnavailableError(_unavailable) from error


def _load_in_pyodide() -> None:
    """Ask Pyodide to load matplotlib; raise ImportError with what it reports (it reports a
    failed download to ``errorCallback``, a heading then the cause, and still resolves), or
    at once where a cell cannot wait for it (a browser without WebAssembly stack switching).
    It says first that it asks: behind a firewall that drops packets, the answer takes
    half a minute."""
    import pyodide_js
    from pyodide.ffi import can_run_sync, create_proxy, run_sync

    if not can_run_sync():  # else the download would go on, and report to a closed proxy
        raise ImportError("this browser cannot wait for a download inside a cell")
    print("Loading matplotlib for the charts, from Pyodide's CDN (once per kernel) ...")
    problems: list[str] = []
    report = create_proxy(problems.append)
    try:
        run_sync(pyodide_js.loadPackage("matplotlib", errorCallback=report))
    finally:
        report.destroy()
    if problems:
        raise ImportError(_causes(problems))


#: How Pyodide's loadPackage heads each failed package's cause, in its errorCallback.
_HEADING = re.compile(r"The following error occurred while loading (\S+?):")


def _causes(problems: list[str]) -> str:
    """What Pyodide reported, each cause once, with the packages it stopped:
    "Failed to fetch: matplotlib, Pillow" from a heading and a cause per package."""
    causes: dict[str, list[str]] = {}
    package = ""
    for problem in (text.strip() for text in problems):
        heading = _HEADING.fullmatch(problem)
        if heading:
            package = heading.group(1)
        elif problem:
            causes.setdefault(problem, []).append(package)
    return "; ".join(
        f"{cause}: {', '.join(filter(None, packages))}" if any(packages) else cause
        for cause, packages in causes.items()
    )


class _Label:
    """A series or tick label, as matplotlib's artists give theirs."""

    def __init__(self, text: str) -> None:
        self.text = text

    def get_label(self) -> str:
        return self.text

    def get_text(self) -> str:
        return self.text


class _Accept:
    """Any method of a stand-in, or anything reached from it (``ax.spines["top"].set_visible``):
    a call does nothing and returns None; a call with ``label=`` of a method that adds a line
    or bars is remembered by the stand-in Axes ``owner``."""

    def __init__(self, owner: NoChart | None, name: str) -> None:
        self.owner, self.name = owner, name

    def __call__(self, *args: Any, **kwargs: Any) -> None:
        label = kwargs.get("label")
        if self.owner is None or label is None:
            return
        if self.name in _LINES:
            self.owner.lines.append(_Label(str(label)))
        elif self.name in _BARS:
            self.owner.containers.append(_Label(str(label)))

    def __getattr__(self, name: str) -> _Accept:
        if name.startswith("__"):
            raise AttributeError(name)
        return _Accept(None, name)

    def __getitem__(self, key: Any) -> _Accept:
        return _Accept(None, str(key))


#: The Axes methods that add a line (``Axes.get_lines``) and bars (``Axes.containers``).
_LINES = {"plot", "step", "axhline", "axvline"}
_BARS = {"bar", "barh"}


class NoChart:
    """An Axes that draws nothing, where matplotlib cannot be loaded (see the module).

    Every method a chart calls is accepted and returns None; the ones that say what the
    chart shows (``set_title``, ``set_xlabel``, ``set_ylabel``, ``set_xticks`` with labels,
    ``set_yscale``, and the ``label=`` of ``plot``, ``step``, ``axhline``, ``axvline`` and
    ``bar``) are remembered and read back by the getters
    :func:`~gamesearch.views.figure_text.figure_description` uses. ``figure`` is its
    :class:`NoFigure`.
    """

    def __init__(self, figure: NoFigure) -> None:
        self.figure = figure
        self._text = {"title": "", "xlabel": "", "ylabel": ""}
        self._ticks: list[_Label] = []
        self._scale = "linear"
        self.lines: list[_Label] = []
        self.containers: list[_Label] = []

    def set_title(self, text: str, *args: Any, **kwargs: Any) -> None:
        self._text["title"] = str(text)

    def set_xlabel(self, text: str, *args: Any, **kwargs: Any) -> None:
        self._text["xlabel"] = str(text)

    def set_ylabel(self, text: str, *args: Any, **kwargs: Any) -> None:
        self._text["ylabel"] = str(text)

    def set_xticks(self, ticks: Any, labels: Any = None, **kwargs: Any) -> None:
        self._ticks = [_Label(str(label)) for label in labels or ()]

    def set_yscale(self, scale: str, **kwargs: Any) -> None:
        self._scale = scale

    def get_title(self) -> str:
        return self._text["title"]

    def get_xlabel(self) -> str:
        return self._text["xlabel"]

    def get_ylabel(self) -> str:
        return self._text["ylabel"]

    def get_xticklabels(self) -> list[_Label]:
        return self._ticks

    def get_yscale(self) -> str:
        return self._scale

    def get_lines(self) -> list[_Label]:
        return self.lines

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return _Accept(self, name)

    def __repr__(self) -> str:
        return "<chart not drawn: matplotlib could not be loaded>"


class NoFigure:
    """The figure of one or more :class:`NoChart`: accepts every method (``suptitle`` is
    remembered) and, when shown, prints the one line of :meth:`line`."""

    def __init__(self, count: int, reason: str) -> None:
        self.axes = [NoChart(self) for _ in range(count)]
        #: Why it is not drawn: the whole :class:`ChartsUnavailableError` message.
        self.reason = reason
        self._suptitle: _Label | None = None

    def suptitle(self, text: str, *args: Any, **kwargs: Any) -> None:
        self._suptitle = _Label(str(text))

    def get_axes(self) -> list[NoChart]:
        return self.axes

    def line(self) -> str:
        """What the figure would have shown, and why it is not drawn."""
        return f"Not drawn: {figure_description(self)} Why: {self.reason}"

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return _Accept(None, name)

    def __repr__(self) -> str:
        return "<figure not drawn: matplotlib could not be loaded>"


#: Stand-in figures made and not yet shown, in order.
_pending: list[NoFigure] = []


def no_chart(count: int, error: ChartsUnavailableError) -> NoFigure:
    """A stand-in figure of ``count`` Axes, shown (its line printed) when the IPython cell
    ends, or by :func:`show_pending`."""
    figure = NoFigure(count, str(error))
    _pending.append(figure)
    from IPython import get_ipython  # a chart is shown by IPython, when there is one

    shell = get_ipython()  # with none (a script), as pyplot's figures: on show_pending()
    if shell is not None and show_pending not in shell.events.callbacks["post_execute"]:
        shell.events.register("post_execute", show_pending)
    return figure


#: The line under a cell's published charts, shown again where they could not be redrawn.
NOT_REDRAWN = (
    "Not redrawn: Pyodide could not load matplotlib ({cause}); it needs the network. "
    "Above: the chart{s} as published with the course."
)


def show_pending() -> None:
    """Show every stand-in figure not shown yet: the cell's published charts and one line
    (:data:`NOT_REDRAWN`) where :data:`published_outputs` has them, else the line of each
    stand-in (:meth:`NoFigure.line`)."""
    if not _pending:
        return
    figures = _pending[:]
    _pending.clear()
    published = published_outputs() if published_outputs is not None else []
    if not published:
        for figure in figures:
            print(figure.line())
        return
    for output in published:
        display(output.get("data", {}), metadata=output.get("metadata", {}), raw=True)
    s = "s" if len(published) > 1 else ""
    print(NOT_REDRAWN.format(cause=_unavailable or "it is not installed", s=s))

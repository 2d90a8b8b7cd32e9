"""The step-through player: walk a class through a traced search, one event at a time.

:class:`Stepper` is an anywidget: Python hands the trace's numbers over once
(:func:`~gamesearch.widgets.stepper_data.stepper_data`: binary columns, each distinct board
once, declared in :mod:`gamesearch.widgets.payload`) to the player's front end
(``gamesearch/frontend/``, built into ``gamesearch/static/``: ``stepper.js`` for the widget,
``player.js`` for pages with no Jupyter), which makes each step's sentence, quiz question
and board picture from them, lays the tree out, draws it and steps in the browser; the plain
:class:`~gamesearch.widgets.stepper_model.StepperModel` stays the source of truth, its text
made when asked. A step costs no kernel round trip, so a player keeps working where no kernel runs:
a notebook exported with nbconvert (HTML or reveal.js slides), nbviewer, Jupyter Book, a
saved notebook opened later, or the standalone page :meth:`Stepper.save_html` writes. The
same front end runs in JupyterLab, Notebook 7, VS Code, Colab and JupyterLite; it needs no
Graphviz.

The tree view follows the current node at a readable size (its path from the root is
written above it), with pan (drag), zoom (buttons, Ctrl + wheel) and a "Whole tree" toggle.
"Quiz" asks the viewer to predict each result before it is shown (which bound a value
proves, whether a node cuts off, what a table probe answers, how an MTD(f) pass ends) and
keeps a score. "Strategy" shows the solution tree each finished null-window test or MTD(f)
pass proved (:attr:`StepperModel.solutions`), once its root has returned. Keys when the
player has the focus: → / Space / Page Down forward, ← / Page Up back, Home, End, P play,
W whole tree, S strategy, Q quiz, + / − zoom, I where am I, ? the keys, 1–5 answer, Esc
close the question (the notebook's single-key commands are held off meanwhile). A screen
reader hears what each step did, the quiz, and the nodes searched so far as a tree it can
walk.
"""

from __future__ import annotations

import html
import re
from collections.abc import Collection, Iterable, MutableMapping
from pathlib import Path
from typing import Any, cast

import anywidget
import traitlets

from gamesearch.assets import asset, inline_script
from gamesearch.errors import InvalidSearchError, NoTraceError
from gamesearch.search.api import SearchResult
from gamesearch.trace.model import Trace
from gamesearch.views.tree import TreeDiagram, render_tree
from gamesearch.widgets.page_data import pack
from gamesearch.widgets.payload import PlayerData
from gamesearch.widgets.stepper_data import stepper_data
from gamesearch.widgets.stepper_model import QUESTION_KINDS, StepperModel, step_number


def trace_of(source: Trace | SearchResult) -> Trace:
    """The trace of ``source``; NoTraceError (a ValueError) if it is a result searched
    without one."""
    if isinstance(source, Trace):
        return source
    if isinstance(source, SearchResult):
        if source.trace is None:
            raise NoTraceError("this result has no trace: search again with solve(..., trace=True)")
        return source.trace
    raise InvalidSearchError(
        f"a Stepper steps through a Trace or a SearchResult, not {type(source).__name__}: "
        'pass solve(..., trace=True), e.g. Stepper(solve("tictactoe", trace=True))'
    )


#: A saved page's style: light, or dark where the reader's system asks for it, with the
#: colours of JupyterLab's dark theme (nbconvert's ``theme-dark.css``), whose variables the
#: player draws with, as it does in JupyterLab.
SAVED_PAGE_STYLE = (
    ":root{color-scheme:light dark}"
    "body{margin:24px auto;max-width:1100px;padding:0 16px;font-family:system-ui,sans-serif;"
    "background:#fff;color:#111}"
    "@media (prefers-color-scheme:dark){"
    ":root{--jp-layout-color1:#212121;--jp-layout-color2:#424242;--jp-border-color1:#616161;"
    "--jp-ui-font-color0:#fff;--jp-ui-font-color1:rgba(255,255,255,.87);"
    "--jp-brand-color1:#2196f3}"
    "body{background:#111;color:#fff}}"
)
#: The attribute that marks the ``<script>`` carrying the player's code (the built
#: ``player.js``, which defines ``gamesearchPlayer``): a notebook keeps one such script, in its
#: first player (:func:`player_code_once`).
PLAYER_CODE = 'data-gamesearch-player="code"'
#: The class of the element a player mounts on (what marks an output as a player).
PLAYER_HOST = "gs-player-host"
_CODE_SCRIPT = re.compile(rf"<script {PLAYER_CODE}>\n.*?\n</script>\n", re.DOTALL)
#: How long a player without its code waits for a page to bring it, in tenths of a second.
_WAIT = 6000


def player_code_script() -> str:
    """The player's code as a marked ``<script>`` element, with a newline after it."""
    code = f"{asset('player.js')}\nglobalThis.gamesearchPlayer = gamesearchPlayer;"
    return inline_script(code, PLAYER_CODE) + "\n"


def player_html(data: PlayerData, cursor: int = 0) -> str:
    """An HTML fragment that plays ``data`` with no Jupyter and no network, from event
    ``cursor`` (where the notebook's player stood when it was shown).

    The player's code comes first (the built ``player.js``, a classic script marked
    :data:`PLAYER_CODE`), then the element it mounts on, then the script that mounts it.
    Without its code (:func:`player_code_once` keeps it in a notebook's first player only)
    the fragment waits, up to ten minutes, for an earlier one on the page to bring it. The
    data travels packed and compressed (:func:`~gamesearch.widgets.page_data.pack`); the
    page decompresses it with the browser's own ``DecompressionStream`` (Chrome 80+,
    Firefox 113+, Safari 16.4+; an older browser shows one line saying so). The fragment
    works in nbconvert's HTML and slides, in nbviewer, and from a file.
    """
    mount = (
        "(function () {\n"
        "  const el = document.currentScript.previousElementSibling;\n"
        f'  const data = "{pack(data)}";\n'
        "  let waited = 0;\n"
        "  (function go() {\n"
        "    const player = globalThis.gamesearchPlayer;\n"
        f"    if (player) player.mount(el, data, {int(cursor)});\n"
        f"    else if (waited++ < {_WAIT}) setTimeout(go, 100);\n"
        "  })();\n"
        "})();"
    )
    note = (  # shown only where scripts do not run: an untrusted notebook
        '<p style="font-size:15px">A step-by-step player of this search shows here once the '
        "notebook is trusted (in JupyterLab: Trust Notebook, in the command palette) or the "
        "cell is run.</p>"
    )
    host = f'<div class="{PLAYER_HOST}">{note}</div>\n{inline_script(mount)}'
    return player_code_script() + host


def player_code_once(outputs: Iterable[MutableMapping[str, Any]]) -> int:
    """Keep the player's code in the first of ``outputs`` (nbformat outputs, in the order a
    page shows them) that holds a player, and take it out of the others; the first gets
    today's code if it had none (a lecture deck may leave out the cell that had it).
    Returns the number of players found.

    A saved notebook then carries the 41 KB of code once, not once a player: each later
    player mounts once the page has run the first one's code, as JupyterLab, nbconvert's
    pages and decks, nbviewer and JupyterLite all run a notebook's outputs in order.
    """
    players = 0
    for output in outputs:
        data = output.get("data", {})
        text = data.get("text/html")
        if text is None:
            continue
        text = "".join(text) if isinstance(text, list) else text
        if PLAYER_HOST not in text:
            continue
        text = _CODE_SCRIPT.sub("", text)
        data["text/html"] = text if players else player_code_script() + text
        players += 1
    return players


class Stepper(anywidget.AnyWidget):
    """Play, pause, step back and forward through a traced search, in the browser.

    ``source`` is a :class:`Trace` or a :class:`SearchResult` searched with ``trace=True``.
    ``interval`` is the time between events while playing, in milliseconds; ``board_size``
    the width of the board picture in pixels; ``quiz`` starts in quiz mode, and ``ask``
    names the questions it asks (some of ``"bound"``, ``"cutoff"``, ``"probe"``,
    ``"pass"``; all by default; see :meth:`StepperModel.question`). Other keywords shape
    the whole tree as they do :func:`gamesearch.views.tree.render_tree`'s (``max_ply``,
    ``pv_only``, ``fold``, ``show_true``, ``node_types``, ``max_nodes``, here 1 000 by
    default). The whole-tree view is an overview of a search of any size: a tree of at most
    ``max_nodes`` nodes opens whole; a larger one opens its first plies only (no row wider
    than about a view: :func:`gamesearch.views.tree.opening_plan`), each subtree below
    folded into one mark that a click or Enter opens; the current node's path is always
    open. InvalidSearchError for an option it does not take.

    ``cursor`` (synced with the front end) is the number of events shown; ``model`` follows
    it, so Python code can read what is on screen and move it with :meth:`go`.
    """

    data = traitlets.Dict().tag(sync=True)
    cursor = traitlets.Int(0).tag(sync=True)
    quiz = traitlets.Bool(False).tag(sync=True)

    @property
    def _esm(self) -> str:
        """The front end, read when a Stepper is made (FrontEndMissingError if not built)."""
        return asset("stepper.js")

    def __init__(
        self,
        source: Trace | SearchResult,
        *,
        interval: int = 800,
        board_size: int = 150,
        quiz: bool = False,
        ask: Collection[str] = QUESTION_KINDS,
        **tree_options: Any,
    ) -> None:
        model = StepperModel(trace_of(source))
        data = stepper_data(
            model,
            interval=interval,
            board_size=board_size,
            ask=ask,
            quiz=quiz,
            tree_options=tree_options,
        )
        super().__init__(data=data, quiz=quiz)
        self.model = model
        self._tree_options = tree_options
        self.observe(lambda change: self.model.go(change["new"]), names="cursor")

    def go(self, cursor: int) -> None:
        """Show the step at ``cursor`` (clamped to ``0 .. len(model)``); InvalidArgumentError
        for anything but a whole number (:func:`~gamesearch.widgets.stepper_model.step_number`)."""
        steps = len(self.model)
        self.cursor = max(0, min(step_number(cursor, steps), steps))

    def frame(self, cursor: int | None = None) -> TreeDiagram:
        """The tree as it stands at ``cursor`` (default: the one shown), as a diagram.

        Nodes not entered yet are left out, open calls have no value yet, cutoffs not made
        yet are not drawn. Save it for slides with
        ``export(stepper.frame(), "figures/step")`` (SVG, PNG and PDF). Raises
        :class:`~gamesearch.errors.InvalidSearchError` at cursor 0 (nothing is drawn yet).
        """
        model = StepperModel(self.model.trace)
        model.go(self.cursor if cursor is None else cursor)
        if model.cursor == 0:
            raise InvalidSearchError("nothing is drawn before the first event: step forward first")
        return render_tree(model.snapshot(), **self._tree_options)

    def to_html(self) -> str:
        """This player as a self-contained HTML fragment (see :func:`player_html`), at the
        event it shows now (a notebook that calls :meth:`go` before showing it saves it there)."""
        data = cast(PlayerData, self.data)  # the Dict traitlet holds stepper_data's PlayerData
        return player_html({**data, "quiz": self.quiz}, self.cursor)

    def save_html(self, path: str | Path, title: str | None = None) -> Path:
        """Write a standalone page with this player; returns its path.

        The page needs no server, no kernel and no network: open it from a file or put it
        on a course site. It follows the reader's colour scheme, light or dark. Raises
        :class:`FileNotFoundError` (before writing anything) if the folder does not exist.
        """
        path = Path(path)
        if not path.parent.is_dir():
            raise FileNotFoundError(f"no folder {path.parent}: create it first, or save elsewhere")
        name = title or f"{self.model.trace.algorithm or 'search'}: step by step"
        page = (
            '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{html.escape(name)}</title>"
            f"<style>{SAVED_PAGE_STYLE}</style>"
            f"</head><body><main><h1 style='font-size:22px'>{html.escape(name)}</h1>\n"
            f"{self.to_html()}\n</main></body></html>\n"
        )
        path.write_text(page, encoding="utf-8")
        return path

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[Any, Any], dict[Any, Any]] | None:
        """The live widget, plus the standalone player for pages with no widget manager."""
        bundle = super()._repr_mimebundle_(**kwargs)  # (data, metadata); None with no view
        if bundle is not None:
            bundle[0]["text/html"] = self.to_html()
        return bundle

    def __repr__(self) -> str:
        trace = self.model.trace
        return (
            f"Stepper({trace.algorithm or 'trace'}, {len(trace.nodes)} nodes, "
            f"{len(self.model)} events, cursor={self.cursor})"
        )

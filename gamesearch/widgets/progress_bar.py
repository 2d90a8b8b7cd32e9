"""Progress for long work: an ``IntProgress`` bar that fills as the items are done
(:func:`progress`), and for searches run one after another, their live node counts too
(:class:`SearchProgress`)."""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Iterable, Iterator
from typing import TypeVar

import ipywidgets as widgets
from IPython.display import DisplayHandle

from gamesearch.search.stats import Stats

T = TypeVar("T")

#: How many :func:`progress` loops are running now: a host that shows a long cell's
#: progress itself (the course's site: scripts/site_kernel) stays quiet meanwhile.
running = 0


def progress(
    iterable: Iterable[T], description: str, bar: widgets.IntProgress | None = None
) -> Iterator[T]:
    """Yield the items of ``iterable`` while ``bar`` counts them done.

    The bar turns green at the end, red if the loop stops before it. Without a ``bar``,
    one is made and, in a notebook, shown while the work runs (elsewhere it fills unseen);
    then it gives way to one line, "``description``: 12 of 12 done in 7.3 s" (or "stopped
    after 3 of 12"), so that a saved notebook keeps no widget that needs a kernel.
    """
    global running
    items = list(iterable)
    shown = None
    if bar is None:
        bar = widgets.IntProgress(style={"description_width": "initial"})
        shown = _show(bar)
    bar.description, bar.bar_style = description, ""
    bar.min, bar.value, bar.max = 0, 0, max(len(items), 1)
    start = time.monotonic()
    running += 1
    try:
        for item in items:
            yield item
            bar.value += 1
    except BaseException:
        bar.bar_style = "danger"
        raise
    else:
        bar.bar_style = "success"
    finally:
        running -= 1
        if shown is not None:
            n, total = bar.value, len(items)
            said = f"{n} of {total} done" if n == total else f"stopped after {n} of {total}"
            seconds = time.monotonic() - start
            shown.update({"text/plain": f"{description}: {said} in {seconds:.1f} s"}, raw=True)
            bar.close()


def _show(bar: widgets.DOMWidget) -> DisplayHandle | None:
    """Display ``bar`` (or any widget) if a notebook kernel is running this code; its
    display's handle."""
    from IPython import get_ipython
    from IPython.display import display

    shell = get_ipython()
    if shell is not None and getattr(shell, "kernel", None) is not None:
        handle: DisplayHandle = display(bar, display_id=True)
        return handle
    return None


#: Seconds between two readings of a running search's counters.
PROGRESS_EVERY = 0.25


class SearchProgress:
    """Live progress of searches run one after another (a comparison's), in a notebook.

    ``bar`` counts the searches done (as :func:`progress` counts items) and ``text`` says
    which one runs and how far it got: "negascout (2 of 3): 45,312 nodes, 3.1 s". Hand
    :meth:`observe` to :func:`~gamesearch.search.solve` and wrap the loop in :meth:`each`,
    as the command line does with its progress display: a thread reads the search's live
    counters every :data:`PROGRESS_EVERY` seconds, so the search pays nothing. Where no
    thread can start (Python in the browser) the text changes between searches only.
    With ``show``, the bar and text are shown while the work runs (a widget not on the page
    yet) and then give way to one line, as :func:`progress` does.
    """

    def __init__(
        self,
        bar: widgets.IntProgress,
        text: widgets.Label,
        description: str = "Searching",
        show: bool = False,
    ) -> None:
        self.bar, self.text, self.description, self.show = bar, text, description, show
        self._stats: Stats | None = None
        self._now = ""  # the search running now, as "negascout (2 of 3)"
        self._began = time.monotonic()
        self._stop = threading.Event()

    def observe(self, stats: Stats) -> None:
        """Follow the counters of the search that is about to start."""
        self._stats, self._began = stats, time.monotonic()
        self._write()

    def each(self, names: Iterable[str]) -> Iterator[str]:
        """Yield ``names`` while the bar counts them done and the text follows each."""
        names = list(names)
        shown = _show(widgets.HBox([self.bar, self.text])) if self.show else None
        poller = threading.Thread(target=self._poll, daemon=True)
        with contextlib.suppress(RuntimeError):  # no threads (the browser's Python): no live counts
            poller.start()
        start = time.monotonic()
        try:
            for k, name in enumerate(progress(names, self.description, self.bar), 1):
                self._stats, self._now = None, f"{name} ({k} of {len(names)})"
                self._write()
                yield name
        finally:
            self._stop.set()
            if poller.is_alive():
                poller.join()
            seconds = time.monotonic() - start
            done = self.bar.value
            said = f"{done} of {len(names)} searches done in {seconds:.1f} s"
            self.text.value = said
            if shown is not None:
                shown.update({"text/plain": f"{self.description}: {said}"}, raw=True)

    def _poll(self) -> None:
        while not self._stop.wait(PROGRESS_EVERY):
            self._write()

    def _write(self) -> None:
        stats, now = self._stats, self._now
        if stats is None:
            self.text.value = now
        else:
            seconds = time.monotonic() - self._began
            self.text.value = f"{now}: {stats.nodes:,} nodes, {seconds:.1f} s"

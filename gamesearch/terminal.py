"""What the command line shows a person: aligned tables, numbers with thousands separators,
and a progress display on a terminal for work that takes more than a second.

The progress display is tqdm's, on standard error. It appears only after a second, only
when standard error is a terminal, and never when the caller turns it off (``--json``,
``--quiet``); it reads the search's live counters from a thread, so the search pays nothing.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator, Sequence
from typing import TypeVar

from tqdm import tqdm

from gamesearch.search.stats import Stats

#: Seconds of silence before a progress display appears, and between its updates.
PROGRESS_DELAY = 1.0
PROGRESS_EVERY = 0.2

T = TypeVar("T")


class Progress:
    """A progress display for one command (see the module docstring).

    ``observe`` is handed to :func:`~gamesearch.search.solve`: each search's counters add to
    the nodes shown. ``describe`` sets the words in front (e.g. whose move it is);
    ``rows`` wraps a sequence of steps, such as a table's rows.
    """

    def __init__(self, enabled: bool, label: str) -> None:
        # disable=None: tqdm turns itself off when standard error is not a terminal.
        self._bar = tqdm(
            file=sys.stderr,
            desc=label,
            unit=" nodes",
            unit_scale=True,
            delay=PROGRESS_DELAY,
            leave=False,
            disable=None if enabled else True,
            dynamic_ncols=True,
        )
        self._stats: Stats | None = None
        self._done = 0  # nodes of the searches before the current one
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._poll, daemon=True)

    @property
    def shown(self) -> bool:
        """False when the display is off (not a terminal, --json, --quiet)."""
        return not self._bar.disable

    def observe(self, stats: Stats) -> None:
        """Follow the counters of a search that is about to start."""
        if self._stats is not None:
            self._done += self._stats.nodes
        self._stats = stats

    def describe(self, text: str) -> None:
        self._bar.set_description_str(text, refresh=False)

    def rows(self, steps: Sequence[T]) -> Iterator[T]:
        """The steps, counting them as they go (``3/8 rows``)."""
        self._bar.unit, self._bar.unit_scale, self._bar.total = " rows", False, len(steps)
        for step in steps:
            yield step
            self._bar.update(1)

    def _poll(self) -> None:
        while not self._stop.wait(PROGRESS_EVERY):
            self._poll_once()

    def _poll_once(self) -> None:
        stats = self._stats
        if stats is not None and self._bar.unit == " nodes":
            self._bar.update(self._done + stats.nodes - self._bar.n)

    def __enter__(self) -> Progress:
        if self.shown:
            self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join()
        self._bar.close()

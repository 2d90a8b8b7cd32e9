"""When a search stops early: its node budget, its time limit, and the browser's time limit.

In the browser (Pyodide, ``sys.platform == "emscripten"``) a running search may be impossible
to interrupt: the kernel stops only if the page is cross-origin isolated and the kernel has
an interrupt buffer. There a search given no ``time_limit`` runs under
:data:`BROWSER_TIME_LIMIT` seconds and stops cleanly with its partial result, saying how to
go further. Set it with ``gamesearch.search.limits.BROWSER_TIME_LIMIT = 120`` (None: no
limit), or give one search its own ``time_limit``. The course's site, whose kernel can be
interrupted, sets it to None (``scripts/site_kernel``).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass

from gamesearch.search.context import TIME_LIMIT_REACHED

#: Seconds a search may run in the browser when the call gives no ``time_limit`` (None: no
#: limit). A module setting: change it here, and every later search follows it.
BROWSER_TIME_LIMIT: float | None = 30.0


def in_browser() -> bool:
    """Whether Python runs in the browser (Pyodide: JupyterLite, the course's site)."""
    return sys.platform == "emscripten"


@dataclass(frozen=True)
class Limits:
    """When to stop a search early: a node budget and a time limit (None: no limit).
    ``browser=True`` if the time limit is :data:`BROWSER_TIME_LIMIT`, not the call's."""

    node_budget: int | None = None
    time_limit: float | None = None
    browser: bool = False

    @classmethod
    def of_call(cls, node_budget: int | None, time_limit: float | None) -> Limits:
        """The limits of a call that gave these (checked already): in the browser, a call
        with no time limit gets :data:`BROWSER_TIME_LIMIT`."""
        if time_limit is None and in_browser() and BROWSER_TIME_LIMIT is not None:
            return cls(node_budget, BROWSER_TIME_LIMIT, browser=True)
        return cls(node_budget, time_limit)

    def stop_message(self, reason: str, done: str) -> str:
        """What a search these limits stopped for ``reason`` says: what happened, what it
        had completed (``done``) and how to go further."""
        if self.browser and reason == TIME_LIMIT_REACHED:
            return (
                f"search stopped: the browser's time limit of {self.time_limit:g} s reached"
                f"{done}. A search in the browser may not be interruptible, so one given no "
                "time_limit stops there: pass time_limit=SECONDS to search longer, or search "
                "less deeply."
            )
        return f"search stopped: {reason}{done}. Raise the limit or search less deeply."

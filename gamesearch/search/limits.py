"""When a search stops early: its node budget, its time limit, and the browser's time limit.

In the browser (Pyodide, ``sys.platform == "emscripten"``) a running search may be impossible
to interrupt: the kernel stops only if the page is cross-origin isolated and the kernel has
an interrupt buffer. There a search given no ``time_limit`` runs under
:data:`BROWSER_TIME_LIMIT` seconds and stops cleanly with its partial result, saying how to
go further. Set it with ``gamesearch.search.limits.BROWSER_TIME_LIMIT = 120`` (None: no
limit), or give one search its own ``time_limit``. The course's site, whose kernel can be
interrupted, sets it to None (``scripts/site_kernel``).

To see what a slow browser does without one, set the environment variable
``GAMESEARCH_BROWSER_TIME_LIMIT`` to a number of seconds before Python starts (before
``jupyter lab``, or in ``loadPyodide``'s ``env``): the browser's time limit then has that
value and applies outside the browser too. The course's tests run every notebook so at
0.5 s, under Pyodide (tests/site/test_site_pyodide.py).
"""

from __future__ import annotations

import math
import os
import sys
from dataclasses import dataclass

from gamesearch.errors import InvalidArgumentError
from gamesearch.search.context import TIME_LIMIT_REACHED

#: The environment variable that sets :data:`BROWSER_TIME_LIMIT` and applies it outside
#: the browser too (see the module docstring).
VARIABLE = "GAMESEARCH_BROWSER_TIME_LIMIT"


def _seconds_from_environment() -> float | None:
    """The seconds :data:`VARIABLE` gives (None if it is not set); a value that is not a
    positive number of seconds raises InvalidArgumentError naming it."""
    text = os.environ.get(VARIABLE)
    if text is None:
        return None
    try:
        seconds = float(text)
    except ValueError:
        seconds = math.nan
    if not (0 < seconds < math.inf):
        raise InvalidArgumentError(
            f"the environment variable {VARIABLE}={text!r} is not a number of seconds: set "
            "it to a positive number such as 0.5, or unset it for the usual limit (30 s, in "
            "the browser only)"
        )
    return seconds


#: Set from :data:`VARIABLE` when gamesearch is imported: the browser's time limit applies
#: outside the browser too.
EVERYWHERE: bool = VARIABLE in os.environ

#: Seconds a search may run in the browser when the call gives no ``time_limit`` (None: no
#: limit). A module setting: change it here, and every later search follows it.
BROWSER_TIME_LIMIT: float | None = _seconds_from_environment() or 30.0


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
        with no time limit gets :data:`BROWSER_TIME_LIMIT` (everywhere, if :data:`VARIABLE`
        is set)."""
        if time_limit is None and (in_browser() or EVERYWHERE) and BROWSER_TIME_LIMIT is not None:
            return cls(node_budget, BROWSER_TIME_LIMIT, browser=True)
        return cls(node_budget, time_limit)

    def stop_message(self, reason: str, done: str) -> str:
        """What a search these limits stopped for ``reason`` says: what happened, what it
        had completed (``done``) and how to go further."""
        if self.browser and reason == TIME_LIMIT_REACHED:
            return (
                f"search stopped: the browser's time limit of {self.time_limit:g} s reached"
                f"{done}. A search in the browser may not be interruptible, so one given no "
                "time_limit stops there: pass time_limit=SECONDS to search longer, set "
                "gamesearch.search.limits.BROWSER_TIME_LIMIT = SECONDS for every search (a "
                "check's own searches too), or search less deeply."
            )
        return f"search stopped: {reason}{done}. Raise the limit or search less deeply."

    def tell(self, reason: str, message: str) -> None:
        """Print ``message`` (:meth:`stop_message`) if the browser's time limit, which the
        call did not set, stopped the search: code that reads only the result's numbers
        would otherwise show a partial result as a whole one. A limit the call set is the
        caller's to tell."""
        if self.browser and reason == TIME_LIMIT_REACHED:
            print(message)

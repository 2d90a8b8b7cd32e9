"""Null-window search: alpha-beta as a yes/no test.

``nws(ctx, state, depth, gamma)`` runs fail-soft alpha-beta with the window
(gamma - 1, gamma). For integer scores nothing lies strictly inside it, so the result r is
always a bound: r >= gamma proves the true value is >= r (fail-high, "yes, at least gamma"),
r < gamma proves it is <= r (fail-low, "no").

``bisect_value`` finds an exact value with such tests alone, halving the interval of
possible values each time.
"""

from __future__ import annotations

from gamesearch.games.base import State
from gamesearch.search.alphabeta import alphabeta
from gamesearch.search.context import SearchContext
from gamesearch.search.mtdf import halve, mt_drive


def nws(ctx: SearchContext, state: State, depth: int | None, gamma: float) -> float:
    """Fail-soft alpha-beta with the null window (gamma - 1, gamma)."""
    ctx.stats.null_window_probes += 1
    return alphabeta(ctx, state, depth, gamma - 1, gamma, "null-window")


def bisect_value(
    ctx: SearchContext, state: State, depth: int | None, lower: float, upper: float
) -> float:
    """The exact integer value in [lower, upper], found by null-window tests only.

    This is MTD(bi) (Plaat et al. 1996), one driver of :func:`~gamesearch.search.mtdf.mt_drive`:
    only a test that fails high names a move worth the value; if none has when the interval
    closes (the value is the bottom of the range), one more test at it names one.
    """
    return mt_drive(ctx, state, depth, halve, lower, upper)

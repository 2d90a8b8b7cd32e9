"""The MT family (Plaat, Schaeffer, Pijls & de Bruin 1996): one test, different drivers.

The test, MT, is fail-soft alpha-beta with the null window (γ − 1, γ) on a transposition
table shared by every pass: it returns g with g >= γ proving the value >= g (fail-high) or
g < γ proving it <= g (fail-low). A *driver* keeps the bounds lower <= value <= upper the
passes have proved and chooses the next γ in (lower, upper]; it stops when the bounds meet.
:func:`mt_drive` is that one loop; the drivers differ only in their ``next_gamma``:

* MTD(f) (``mtdf``): γ at the last value (just above it after a fail-high), from a first guess;
* SSS* as MTD(+∞) (``sss``): γ = upper, starting at +∞: every pass but the last fails low;
* DUAL* as MTD(−∞) (``dual``): γ = lower + 1, starting at −∞: every pass but the last fails high;
* MTD(bi) (:func:`~gamesearch.search.nullwindow.bisect_value`, the course's bisection): γ
  halves the interval [lower, upper];
* MTD(step) (``mtd_step``), the course's variant: from a first guess, steps of ``step`` in the
  direction of the last failure until the value is bracketed, then bisection. (Plaat et al.'s
  MTD(step) starts at +∞ and lowers γ by a fixed step.)

**Infinite γ.** A test "value >= +∞?" would be the window (+∞, +∞), which is not a null
window. Every score lies in the game's ``score_range`` [lo, hi], so "value >= +∞?" and
"value >= hi + 1?" have the same answer and the same search (no node can reach either), and
likewise "value > −∞?" is "value >= lo?". The loop therefore runs (and records, in the trace's
:class:`~gamesearch.trace.MtdfPass`) γ = hi + 1 for +∞ and γ = lo for −∞: every window a
pass searches is finite and legal.

**Best move.** A pass that fails high proves its first move worth at least its value; the
driver's move is the last fail-high pass's. If no pass failed high (the value is the bottom
of what the bounds allowed), one more test at γ = value, which must fail high, names one.

``id_mtdf`` runs MTD(f) at depth 1, 2, …, each depth's value being the next depth's guess.

**Scores.** DUAL*'s γ = lower + 1 and the bisection of MTD(bi) and MTD(step) need integer
scores: with fractional ones a value inside (γ − 1, γ) comes back exact, as an upper bound,
and they test the same γ again for ever (they declare the need, and a search refuses a game
without it: :mod:`gamesearch.search.algorithms`). MTD(f) and SSS* end, exact, on any scores.
A game that declares integer scores and returns a fraction would still make them repeat a
test; :func:`mt_drive` stops then, naming the game's declaration, instead of running on.
"""

from __future__ import annotations

from collections.abc import Callable

from gamesearch.errors import InvalidSearchError
from gamesearch.games.base import State
from gamesearch.search.alphabeta import alphabeta
from gamesearch.search.context import SearchContext

INF = float("inf")

#: ``next_gamma(lower, upper, value)``: the next test value in (lower, upper], from the
#: bounds proved so far and the last pass's value (None before the first pass).
NextGamma = Callable[[float, float, float | None], float]


def mt_drive(
    ctx: SearchContext,
    state: State,
    depth: int | None,
    next_gamma: NextGamma,
    lower: float = -INF,
    upper: float = INF,
) -> float:
    """The exact value of ``state`` by MT passes at the γ ``next_gamma`` chooses.

    A driver that would test the same γ again with the same bounds, which would then go on
    for ever (DUAL* stepping by 1 on a game whose scores are fractions), raises
    InvalidSearchError instead."""
    lo, hi = ctx.game.score_range
    value, named, last = None, False, None
    while lower < upper or not named:
        gamma = next_gamma(lower, upper, value) if lower < upper else lower
        if (gamma, lower, upper) == last:
            raise _no_progress(ctx, gamma, lower, upper)
        last = (gamma, lower, upper)
        if gamma == INF:  # "value >= +inf?": no score reaches hi + 1 either
            gamma = hi + 1
        elif gamma == -INF:  # "value > -inf?": every score is >= lo
            gamma = lo
        ctx.begin_pass(gamma)
        ctx.stats.null_window_probes += 1
        value = alphabeta(ctx, state, depth, gamma - 1, gamma, "mtdf-pass")
        if value >= gamma:
            lower, named = value, True
        else:
            upper = value
        ctx.end_pass(state, gamma, value, lower, upper)  # the best move: last fail-high's
    return lower


def _no_progress(ctx: SearchContext, gamma: float, lower: float, upper: float) -> Exception:
    """The error of a driver about to repeat a test that left [lower, upper] as it was."""
    return InvalidSearchError(
        f"the test value >= {gamma} left the bounds proved so far at [{lower}, {upper}], "
        f"so this search would repeat it for ever: {ctx.game.name} "
        "declares integer scores but a value between two whole numbers was returned. Set "
        "integer_scores = False on the game (check_game finds where), or search with "
        "mtdf, sss or negascout, which end on any scores"
    )


def mtdf(ctx: SearchContext, state: State, depth: int | None, first_guess: float = 0) -> float:
    """The exact value of ``state``, by MTD(f) from ``first_guess``."""

    def next_gamma(lower: float, upper: float, value: float | None) -> float:
        if value is None:
            value = first_guess
        return value + 1 if value == lower else value

    return mt_drive(ctx, state, depth, next_gamma)


def sss(ctx: SearchContext, state: State, depth: int | None) -> float:
    """SSS* as MTD(+∞): test at the upper bound, from +∞ down."""
    return mt_drive(ctx, state, depth, lambda lower, upper, value: upper)


def dual(ctx: SearchContext, state: State, depth: int | None) -> float:
    """DUAL* as MTD(−∞): test just above the lower bound, from −∞ up."""
    return mt_drive(ctx, state, depth, lambda lower, upper, value: lower + 1)


def halve(lower: float, upper: float, value: float | None = None) -> float:
    """MTD(bi)'s γ: the middle of [lower, upper], rounded up."""
    return (lower + upper + 1) // 2


def mtd_step(
    ctx: SearchContext, state: State, depth: int | None, first_guess: float = 0, step: float = 8
) -> float:
    """The course's MTD(step): from ``first_guess``, steps of ``step`` towards the value, then
    bisection (Plaat et al.'s starts at +∞ and steps down; see the module docstring)."""
    lo, hi = ctx.game.score_range

    def next_gamma(lower: float, upper: float, value: float | None) -> float:
        if value is None:
            gamma = first_guess
        elif lower > -INF and upper < INF:  # bracketed: refine by bisection
            return halve(lower, upper, value)
        elif value == lower:  # failed high: step up
            gamma = value + step
        else:  # failed low: step down
            gamma = value + 1 - step
        return min(max(gamma, lower + 1, lo), upper, hi + 1)

    return mt_drive(ctx, state, depth, next_gamma)


def id_mtdf(ctx: SearchContext, state: State, depth: int, first_guess: float = 0) -> float:
    """Iterative-deepening MTD(f) to ``depth``: each depth's value guesses the next."""
    guess = first_guess
    for d in range(1, depth + 1):
        guess = mtdf(ctx, state, d, guess)
        ctx.depth_completed(d, guess)
    return guess

"""MTD(f) (Plaat et al.): the minimax value by null-window searches alone.

Starting from a first guess f, each pass runs fail-soft alpha-beta with a null window just
above the last value if that value was a lower bound, or at it if it was an upper bound.
A fail-high raises the known lower bound, a fail-low lowers the upper bound; the passes stop
when the bounds meet. Passes share one transposition table, which is what makes them cheap:
without it each pass would search the tree afresh. Scores must be integers.

``id_mtdf`` runs MTD(f) at depth 1, 2, …, each depth's value being the next depth's guess.
"""

from __future__ import annotations

from gamesearch.games.base import State
from gamesearch.search.alphabeta import alphabeta
from gamesearch.search.context import SearchContext

INF = float("inf")


def mtdf(ctx: SearchContext, state: State, depth: int | None, first_guess: float = 0) -> float:
    """The exact value of ``state``, by MTD(f) from ``first_guess``."""
    lower, upper = -INF, INF
    value = first_guess
    while lower < upper:
        gamma = value + 1 if value == lower else value
        ctx.begin_pass(gamma)
        ctx.stats.null_window_probes += 1
        value = alphabeta(ctx, state, depth, gamma - 1, gamma, "mtdf-pass")
        if value < gamma:
            upper = value
        else:
            lower = value
        ctx.end_pass(state, gamma, value, lower, upper)  # the best move: last fail-high's
    return value


def id_mtdf(ctx: SearchContext, state: State, depth: int, first_guess: float = 0) -> float:
    """Iterative-deepening MTD(f) to ``depth``: each depth's value guesses the next."""
    guess = first_guess
    for d in range(1, depth + 1):
        guess = mtdf(ctx, state, d, guess)
        ctx.depth_completed(d, guess)
    return guess

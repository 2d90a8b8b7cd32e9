"""Iterative deepening alpha-beta with aspiration windows.

Searches depth 1, 2, … up to ``depth``. From depth 2 on, the window is centred on the
previous depth's value, (v - delta, v + delta): if the value falls outside, the same depth
is searched again with that side opened to infinity (a re-search). Each finished depth is
reported to the context, so with a time or node budget the last completed depth's result
stands (see :func:`gamesearch.search.api.solve`).
"""

from __future__ import annotations

from gamesearch.games.base import State
from gamesearch.search.alphabeta import alphabeta
from gamesearch.search.context import SearchContext

INF = float("inf")


def id_alphabeta(ctx: SearchContext, state: State, depth: int, aspiration: float = 2) -> float:
    """The value at ``depth`` by iterative deepening with aspiration windows."""
    value = alphabeta(ctx, state, 1, -INF, INF)
    ctx.depth_completed(1, value)
    for d in range(2, depth + 1):
        alpha, beta = value - aspiration, value + aspiration
        value = alphabeta(ctx, state, d, alpha, beta)
        if value <= alpha or value >= beta:
            ctx.stats.researches += 1
            low, high = (-INF, beta) if value <= alpha else (alpha, INF)
            value = alphabeta(ctx, state, d, low, high, "re-search")
        ctx.depth_completed(d, value)
    return value

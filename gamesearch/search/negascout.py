"""NegaScout (Reinefeld), also known as principal variation search (PVS).

The first child is searched with the full window (alpha, beta); every later child is first
*scouted* with the null window (a, a + 1), where a = max(alpha, best so far), which only
answers "can this move beat a?". A fail-low (value <= a) means it cannot, and the move is
dropped; a fail-high at or above beta refutes the node at once; a value strictly between a
and beta means the move is better, and it is searched again with the window (value, beta)
to learn by how much (a *re-search*). Scores must be integers for (a, a + 1) to be a null
window.

``scout_first=True`` scouts the first child too (the source articles' variant, which suits
games searched without move ordering). A forced pass and an extra turn are never scouted:
a pass is searched with the node's full window and an extra turn with (a, beta), as the
source programs do. A null window around a = -inf would test nothing, so with an unbounded
alpha the first scouted child is searched with the full window instead.

Contract: fail-soft, as :func:`gamesearch.search.alphabeta.alphabeta`.
"""

from __future__ import annotations

from gamesearch.games.base import Move, State
from gamesearch.search.context import SearchContext, one_ply_less

INF = float("inf")


def negascout(
    ctx: SearchContext,
    state: State,
    depth: int | None,
    alpha: float,
    beta: float,
    why: str = "root",
    move: Move = None,
) -> float:
    """NegaScout value of ``state`` for the window (alpha, beta) (fail-soft contract)."""
    answer, alpha, beta, hint = ctx.enter(state, move, depth, alpha, beta, why)
    if answer is not None:
        return ctx.answer(answer, hint)
    moves = ctx.expand(state, depth, hint)
    if moves is None:
        return ctx.leave(state, depth, alpha, beta, ctx.evaluate(state, depth), leaf=True)

    scout_first = ctx.variant.scout_first
    game = ctx.game
    me = game.to_move(state)
    child_depth = one_ply_less(depth)
    best, best_move = -INF, None
    for i, m in enumerate(moves):
        child = ctx.child(state, m)
        a = max(alpha, best)
        if game.to_move(child) == me:
            value = negascout(ctx, child, depth, a, beta, "child", m)
        elif (i == 0 and not scout_first) or game.is_pass(m) or a == -INF:
            value = -negascout(ctx, child, child_depth, -beta, -a, "child", m)
        else:
            ctx.stats.null_window_probes += 1
            value = -negascout(ctx, child, child_depth, -(a + 1), -a, "null-window", m)
            if a < value < beta:
                ctx.stats.researches += 1
                value = -negascout(ctx, child, child_depth, -beta, -value, "re-search", m)
        if value > best:
            best, best_move = value, m
            ctx.improve(m)
        if best >= beta:
            ctx.cutoff(state, moves, i, depth)
            break
    return ctx.leave(state, depth, alpha, beta, best, best_move)

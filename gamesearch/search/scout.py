"""Pearl's SCOUT, in max/min form, with its two functions.

``scout_eval`` finds the exact value of a node: it evaluates the first child, then only
*tests* whether each later child can beat the value so far, and evaluates a child exactly
only when the test says it can. ``scout_test`` answers a yes/no question — is the value of
this node greater than v (``strict=True``), or at least v (``strict=False``)? — and can stop
at the first child that settles it.

MAX (player 0) asks "greater than v?" of its later children; MIN asks "at least v?" and
re-evaluates a child when the answer is no. Values are seen from MAX (the context's max
view); the trace records them from the player to move, a test as its question (at a MIN
node "> v?" becomes MIN's own "< −v?") answered by the bound it returns at v.
"""

from __future__ import annotations

from gamesearch.games.base import Move, State
from gamesearch.search.context import SearchContext

INF = float("inf")


def scout_eval(
    ctx: SearchContext, state: State, depth: int | None, why: str = "root", move: Move = None
) -> float:
    """The exact minimax value of ``state``, seen from player 0."""
    game = ctx.game
    maximizing = game.to_move(state) == 0
    ctx.enter(state, move, depth, -INF, INF, why)
    moves = ctx.expand(state)
    if moves is None:
        return ctx.leave_leaf(ctx.evaluate(state))
    first = ctx.child(state, moves[0])
    best, best_move = (
        scout_eval(ctx, first, ctx.child_depth(state, first), "child", moves[0]),
        moves[0],
    )
    ctx.improve(best_move)
    for m in moves[1:]:
        child = ctx.child(state, m)
        child_depth = ctx.child_depth(state, child)
        if maximizing:
            better = scout_test(ctx, child, child_depth, best, True, m)
        else:
            better = not scout_test(ctx, child, child_depth, best, False, m)
        if better:
            ctx.stats.researches += 1
            best, best_move = scout_eval(ctx, child, child_depth, "re-search", m), m
            ctx.improve(m)
    return ctx.leave(best, best_move)


def scout_test(
    ctx: SearchContext, state: State, depth: int | None, v: float, strict: bool, move: Move
) -> bool:
    """Whether the value of ``state`` (seen from player 0) is > v (strict) or >= v."""
    game = ctx.game
    maximizing = game.to_move(state) == 0
    ctx.stats.null_window_probes += 1
    ctx.enter(state, move, depth, v, v, "scout-test")
    ctx.test(v, strict)  # the trace records the question, not a window
    moves = ctx.expand(state)
    if moves is None:
        value = ctx.evaluate(state)
        result = value > v if strict else value >= v
    else:
        result = not maximizing  # MAX needs one child that passes, MIN one that fails
        for i, m in enumerate(moves):
            child = ctx.child(state, m)
            passed = scout_test(ctx, child, ctx.child_depth(state, child), v, strict, m)
            if passed == maximizing:
                result = passed
                ctx.cutoff(state, moves, i)
                break
    ctx.leave_bound(v, "lower" if result else "upper")  # the answer proves a bound at v
    return result

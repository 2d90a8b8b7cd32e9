"""Minimax in its two textbook forms.

``minimax`` is the max/min form: player 0 (MAX) picks the largest value seen from its side,
player 1 (MIN) the smallest. ``negamax`` is the same algorithm with one sign flip: every
node takes the largest of its children's values negated, each value being seen from the
player to move there. After an extra turn (the same player moves again) the child's value is
*not* negated: the sign follows the player to move, never the parity of the ply.

Both visit the whole tree (to the depth limit) and return the exact minimax value. With a
transposition table, negamax becomes a plain memo: each position is searched once.
``minimax`` runs in the context's max view (values seen from MAX); the context records
them, as every trace does, from the point of view of the player to move.
"""

from __future__ import annotations

from gamesearch.games.base import Move, State
from gamesearch.search.context import SearchContext, one_ply_less

INF = float("inf")


def negamax(
    ctx: SearchContext, state: State, depth: int | None, why: str = "root", move: Move = None
) -> float:
    """The exact value of ``state`` for the player to move, searched ``depth`` plies deep."""
    answer, _, _, hint = ctx.enter(state, move, depth, -INF, INF, why)
    if answer is not None:
        return ctx.answer(answer, hint)
    moves = ctx.expand(state, hint)
    if moves is None:
        return ctx.leave_leaf(ctx.evaluate(state))
    game = ctx.game
    me, below = game.to_move(state), one_ply_less(depth)
    best, best_move = -INF, None
    for m in moves:
        child = ctx.child(state, m)
        if game.to_move(child) == me:  # an extra turn: the same depth, unnegated
            value = negamax(ctx, child, depth, "child", m)
        else:  # the opponent's value: negate it
            value = -negamax(ctx, child, below, "child", m)
        if value > best:
            best, best_move = value, m
            ctx.improve(m)
    return ctx.leave(best, best_move)


def minimax(
    ctx: SearchContext, state: State, depth: int | None, why: str = "root", move: Move = None
) -> float:
    """The exact value of ``state`` seen from player 0 (MAX), searched ``depth`` plies deep."""
    game = ctx.game
    maximizing = game.to_move(state) == 0
    ctx.enter(state, move, depth, -INF, INF, why)
    moves = ctx.expand(state)
    if moves is None:
        return ctx.leave_leaf(ctx.evaluate(state))
    best, best_move = (-INF if maximizing else INF), None
    for m in moves:
        child = ctx.child(state, m)
        value = minimax(ctx, child, ctx.child_depth(state, child), "child", m)
        if (value > best) if maximizing else (value < best):
            best, best_move = value, m
            ctx.improve(m)
    return ctx.leave(best, best_move)

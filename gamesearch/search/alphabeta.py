"""Alpha-beta in negamax form ("nega-alpha"), with the variants the course compares.

``alphabeta(ctx, state, depth, alpha, beta)`` searches with the window (alpha, beta):
alpha is the value the player to move is already sure of elsewhere, beta the value the
opponent is sure of. Its contract, for the true value v of the position:

* fail-soft (``fail_soft=True``): returns a value r with
  r <= alpha  ⇒ v <= r (fail-low: an upper bound);
  alpha < r < beta ⇒ v == r (exact);
  r >= beta ⇒ v >= r (fail-high: a lower bound).
* fail-hard (``fail_soft=False``): the same, but r is clamped to [alpha, beta], leaves and
  transposition-table answers too (an answer beyond beta returns beta, a lower bound; one
  below alpha returns alpha, an upper bound).
* width 0 (alpha == beta): r < alpha is an upper bound, r > beta a lower bound and
  r == alpha == beta exact; a node cuts only when a child's value exceeds beta
  (``value > beta``), since a value equal to beta is exact, not a refutation.
  ``zero_width_cut="usual"`` keeps the usual ``value >= beta`` instead, to show what breaks.

Variants (``ctx.variant``, a :class:`~gamesearch.search.variant.Variant`):

* ``one_limit=True``: the source's first nega-alpha, which passes only one limit down:
  every node searches with alpha = -inf (children are told only the bound they can cut on).
* ``extra_turn="simplified"``: the source's simplified handling of an extra turn: a one-ply
  search picks the same player's follow-up moves, they are played, and the opponent's
  reply is searched one ply shallower.

An extra turn (the same player moves again) does not use up depth and is searched with the
window (max(alpha, best), beta), unnegated.
"""

from __future__ import annotations

from gamesearch.games.base import Move, State
from gamesearch.search.context import SearchContext, one_ply_less

INF = float("inf")


def alphabeta(
    ctx: SearchContext,
    state: State,
    depth: int | None,
    alpha: float,
    beta: float,
    why: str = "root",
    move: Move = None,
) -> float:
    """Alpha-beta value of ``state`` for the window (alpha, beta); see the module contract."""
    answer, alpha, beta, hint = ctx.enter(state, move, depth, alpha, beta, why)
    variant = ctx.variant
    fail_soft = variant.fail_soft
    if answer is not None:  # fail-hard clamps a table answer too
        return ctx.answer(answer, hint, clamp=not fail_soft)
    moves = ctx.expand(state, hint)
    if moves is None:  # fail-hard: even a leaf answers within the window
        return ctx.leave_leaf(ctx.evaluate(state), clamp=not fail_soft)

    one_limit = variant.one_limit
    strict_cut = alpha == beta and variant.strict_zero_width
    game = ctx.game
    me, below = game.to_move(state), one_ply_less(depth)
    best, best_move = (-INF if fail_soft else alpha), None
    for i, m in enumerate(moves):
        child = ctx.child(state, m)
        a = max(alpha, best)
        if game.to_move(child) == me:  # an extra turn: the same depth, unnegated
            if variant.simplified_extra_turn:
                value = _simplified_extra_turn(ctx, child, depth, a, beta, m)
            else:
                value = alphabeta(ctx, child, depth, -INF if one_limit else a, beta, "child", m)
        else:
            lower = -INF if one_limit else -beta
            value = -alphabeta(ctx, child, below, lower, -a, "child", m)
        if value > best:
            best, best_move = value, m
            ctx.improve(m)
        if best > beta if strict_cut else best >= beta:
            ctx.cutoff(state, moves, i)
            break
    if not fail_soft:
        best = min(best, beta)
    return ctx.leave(best, best_move)


def _simplified_extra_turn(
    ctx: SearchContext, state: State, depth: int | None, alpha: float, beta: float, move: Move
) -> float:
    """The source's simplified extra turn (see the module docstring), from the mover's view.

    ``state`` is the position after ``move`` earned an extra turn; (alpha, beta) is the
    window the move is searched with. The principal variation left for the caller is the
    follow-up moves, then the opponent's line.
    """
    game = ctx.game
    me = game.to_move(state)
    alphabeta(ctx, state, 1, -INF, INF, "extra-turn", move)
    follow_ups = ctx.line(ctx.ply + 1)
    for follow_up in follow_ups:
        state = game.apply(state, follow_up)
    child_depth = one_ply_less(depth)
    lower = -INF if ctx.variant.one_limit else None
    if game.to_move(state) == me:  # the game ended during the extra turn
        value = alphabeta(
            ctx, state, child_depth, alpha if lower is None else lower, beta, "child", move
        )
    else:
        value = -alphabeta(
            ctx, state, child_depth, -beta if lower is None else lower, -alpha, "child", move
        )
    ctx.prefix_child_line(follow_ups)
    return value

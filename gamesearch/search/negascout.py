"""NegaScout (Reinefeld 1983), its source articles' variant, and PVS as many engines write it.

**NegaScout** (``negascout``), as Reinefeld describes it: the first child is searched with
the full window (alpha, beta); every later child is *scouted* with the null window
(m, m + 1), m = max(alpha, best so far), which only answers "can this move beat m?". A
fail-low (t <= m) drops the move; a fail-high at or above beta refutes the node; a value
m < t < beta is a lower bound on a better move, searched again with (t, beta) (a
*re-search*), keeping max(t, re-search value).

*The depth rule.* At a node with at most 2 plies left the re-search is skipped, because
there a null-window value m < t < beta is already exact. **Precondition:** the probe is
fail-soft on both sides, every node's best starting at -inf (as here). The probed child
then has only leaves below it: it either cuts off (the probe fails low) or looks at every
leaf and returns their exact best. Started as Reinefeld's published C listing starts
(``a = alpha``), a child whose leaves all lie below its alpha returns alpha, a bound, and
skipping at 2 plies gives wrong root values (notebook 04 counts them on random trees);
that listing skips only at 1 ply left (``d < maxdepth-1``), where the children are leaves,
which is always safe. Followed: the rule with 2 plies as cited from Reinefeld, ICCA Journal
6(4) 1983, p. 7 (``depth >= d - 2``: no re-search), with the window test ``m < t < beta``
and ``max(t, re-search)`` of his corrected C listing (ZIB, "NegaScout - a minimax algorithm
faster than AlphaBeta"). The rule needs a depth limit and no table: searched to the end
(``depth=None``) or with a table, NegaScout always re-searches.

``scout_first=True`` (also by name, ``negascout-hiroi``) is the source articles' variant
(M. Hiroi's NegaScout): the first child is scouted too and every probe with m < t < beta is
re-searched, whatever the depth, with (t, beta), keeping the re-search value.

**PVS** (``pvs``), principal variation search as many engines write it: the first child with
(alpha, beta), the others with the null window (alpha, alpha + 1) where alpha has been raised
by the children so far, and a re-search with the whole (alpha, beta) when a probe fails high
inside the window. Fail-hard here (many engines write it fail-soft, returning the best value
found): the value is clamped to [alpha, beta]. A node searched with a null window is a *non-PV
node*: alpha < t < alpha + 1 cannot happen, so it never re-searches; only PV nodes do.
The PVS Marsland listed (ICCA Journal 9(1) 1986, p. 10, after Marsland & Campbell 1982)
differs: it is fail-soft, re-searches with (value, beta), value being the probe's fail-soft
result, as NegaScout does, and skips the re-search with at most 2 plies left.

Common to all: scores must be integers for (a, a + 1) to be a null window; a forced pass is
searched with the full window and an extra turn with (a, beta), unnegated and never scouted;
a null window around -inf tests nothing, so with an unbounded a the child gets the full
window. Contract: ``negascout`` fail-soft, as :func:`gamesearch.search.alphabeta.alphabeta`;
``pvs`` fail-hard (alpha <= value <= beta; exact inside the window).
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
    moves = ctx.expand(state, hint)
    if moves is None:
        return ctx.leave_leaf(ctx.evaluate(state))

    scout_first = ctx.variant.scout_first
    # Reinefeld: with at most 2 plies left, a fail-soft probe's value is exact.
    exact_probes = not scout_first and ctx.tt is None and depth is not None and depth <= 2
    game = ctx.game
    me, below = game.to_move(state), one_ply_less(depth)
    best, best_move = -INF, None
    for i, m in enumerate(moves):
        child = ctx.child(state, m)
        a = max(alpha, best)
        if game.to_move(child) == me:  # an extra turn: the same depth, unnegated
            value = negascout(ctx, child, depth, a, beta, "child", m)
        elif (i == 0 and not scout_first) or game.is_pass(m) or a == -INF:
            value = -negascout(ctx, child, below, -beta, -a, "child", m)
        else:
            ctx.stats.null_window_probes += 1
            value = -negascout(ctx, child, below, -(a + 1), -a, "null-window", m)
            if a < value < beta and not exact_probes:
                ctx.stats.researches += 1
                t = value
                value = -negascout(ctx, child, below, -beta, -t, "re-search", m)
                if not scout_first:
                    value = max(t, value)
        if value > best:
            best, best_move = value, m
            ctx.improve(m)
        if best >= beta:
            ctx.cutoff(state, moves, i)
            break
    return ctx.leave(best, best_move)


def pvs(
    ctx: SearchContext,
    state: State,
    depth: int | None,
    alpha: float,
    beta: float,
    why: str = "root",
    move: Move = None,
) -> float:
    """PVS value of ``state`` for the window (alpha, beta) (fail-hard contract)."""
    answer, alpha, beta, hint = ctx.enter(state, move, depth, alpha, beta, why)
    if answer is not None:  # fail-hard: a table answer and a leaf answer within the window
        return ctx.answer(answer, hint, clamp=True)
    moves = ctx.expand(state, hint)
    if moves is None:
        return ctx.leave_leaf(ctx.evaluate(state), clamp=True)

    game = ctx.game
    me, below = game.to_move(state), one_ply_less(depth)
    a, best_move = alpha, None  # a: alpha raised by the children so far
    for i, m in enumerate(moves):
        child = ctx.child(state, m)
        if game.to_move(child) == me:  # an extra turn: the same depth, unnegated
            value = pvs(ctx, child, depth, a, beta, "child", m)
        elif i == 0 or game.is_pass(m) or a == -INF:
            value = -pvs(ctx, child, below, -beta, -a, "child", m)
        else:
            ctx.stats.null_window_probes += 1
            value = -pvs(ctx, child, below, -(a + 1), -a, "null-window", m)
            if a < value < beta:  # only at a PV node (beta > a + 1)
                ctx.stats.researches += 1
                value = -pvs(ctx, child, below, -beta, -a, "re-search", m)
        if value > a:
            a, best_move = value, m
            ctx.improve(m)
        if a >= beta:
            ctx.cutoff(state, moves, i)
            break
    return ctx.leave(min(a, beta), best_move)

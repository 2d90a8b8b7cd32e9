"""True values for a trace, to check (or show) what every returned value proves.

:func:`annotate` computes, for every node of a trace, the exact value of its position at
its remaining depth (plain negamax with a memo) from the player to move's view, and stores
it in ``trace.true_values``. :func:`bound_violations` lists the nodes whose value does not
prove what its bound claims: an ``upper`` (fail-low) value must be >= the true value, a
``lower`` (fail-high) value <= it, an ``exact`` value equal to it; and the SCOUT tests
whose answer is wrong for the true value (``> 3?`` answered yes needs a true value above 3,
not just at least 3).
"""

from __future__ import annotations

from collections.abc import Hashable

from gamesearch.games.base import Game, Move, State
from gamesearch.trace.model import Trace


def exact_value(
    game: Game[State, Move],
    state: State,
    depth: int | None,
    memo: dict[tuple[Hashable, int | None], float],
) -> float:
    """The negamax value of ``state`` searched ``depth`` plies (None: to the end)."""
    key = (game.key(state), depth)
    if key in memo:
        return memo[key]
    if depth == 0:
        value = game.evaluate(state)
    else:
        moves = game.legal_moves(state)
        if not moves:
            value = game.score(state)
        else:
            me = game.to_move(state)
            value = -float("inf")
            for move in moves:
                child = game.apply(state, move)
                if game.to_move(child) == me:
                    value = max(value, exact_value(game, child, depth, memo))
                else:
                    lower = None if depth is None else depth - 1
                    value = max(value, -exact_value(game, child, lower, memo))
    memo[key] = value
    return value


def annotate(trace: Trace) -> list[float]:
    """Store and return the true value of every node of ``trace``."""
    memo: dict[tuple[Hashable, int | None], float] = {}
    values = [exact_value(trace.game, trace.state(i), node.depth, memo) for i, node in trace.walk()]
    trace.true_values = values
    return values


def bound_violations(trace: Trace) -> list[str]:
    """Descriptions of the nodes whose value does not prove its bound, or whose SCOUT test
    is answered wrongly (empty if all hold)."""
    values = trace.true_values if trace.true_values is not None else annotate(trace)
    bad = []
    for i, node in trace.walk():
        true, v = values[i], node.value
        if v is None or node.bound is None:
            continue
        ok = {"exact": v == true, "upper": true <= v, "lower": true >= v}[node.bound]
        if not ok:
            bad.append(
                f"node {i} (path {' '.join(trace.path(i)) or 'root'}): returned {v} as "
                f"{node.bound} bound but the true value is {true}"
            )
        test = node.test
        if test is not None and node.answer != test.holds(true):
            bad.append(
                f"node {i} (path {' '.join(trace.path(i)) or 'root'}): answered "
                f"{'yes' if node.answer else 'no'} to {test} but the true value is {true}"
            )
    return bad

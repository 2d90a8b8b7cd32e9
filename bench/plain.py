"""A plain fail-soft nega-alpha with no hooks: the baseline the instrumented search is
measured against (same game interface, same move order, same counts)."""

from __future__ import annotations

INF = float("inf")


def plain_alphabeta(game, state, alpha: float, beta: float, counts: list[int]) -> float:
    """Fail-soft alpha-beta to the end of the game; counts = [nodes, evaluations]."""
    counts[0] += 1
    moves = game.legal_moves(state)
    if not moves:
        counts[1] += 1
        return game.score(state)
    me = game.to_move(state)
    best = -INF
    for move in moves:
        child = game.apply(state, move)
        a = max(alpha, best)
        if game.to_move(child) == me:
            value = plain_alphabeta(game, child, a, beta, counts)
        else:
            value = -plain_alphabeta(game, child, -beta, -a, counts)
        if value > best:
            best = value
            if best >= beta:
                break
    return best

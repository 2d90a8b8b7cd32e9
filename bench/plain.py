"""A plain fail-soft nega-alpha with no hooks: the baseline the instrumented search is
measured against (same game interface, same move order, same counts); and the same search
making the listing's hook calls, each a no-op: what the calls alone cost, whatever they do."""

from __future__ import annotations

from gamesearch.search.context import one_ply_less

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


class NoHooks:
    """The search context's hooks that the alpha-beta listing calls at every node, each doing
    nothing but what plain_alphabeta does itself: the floor of the listing's own call cost."""

    def __init__(self, game, counts: list[int]) -> None:
        self.game, self.counts = game, counts

    def enter(self, state, move, depth, alpha, beta, why):
        self.counts[0] += 1
        return None, alpha, beta, None

    def expand(self, state, hint):
        return self.game.legal_moves(state) or None

    def child(self, state, move):
        return self.game.apply(state, move)

    def evaluate(self, state):
        self.counts[1] += 1
        return self.game.score(state)

    def improve(self, move) -> None:
        pass

    def cutoff(self, state, moves, index) -> None:
        pass

    def leave(self, value, best=None):
        return value

    def leave_leaf(self, value, clamp=False):
        return value


def hooked_alphabeta(
    hooks: NoHooks, state, depth, alpha: float, beta: float, why="root", move=None
):
    """plain_alphabeta with the listing's calls (gamesearch/search/alphabeta.py), to no-ops."""
    answer, alpha, beta, hint = hooks.enter(state, move, depth, alpha, beta, why)
    if answer is not None:
        return answer
    moves = hooks.expand(state, hint)
    if moves is None:
        return hooks.leave_leaf(hooks.evaluate(state), clamp=False)
    game = hooks.game
    me, below = game.to_move(state), one_ply_less(depth)
    best, best_move = -INF, None
    for i, m in enumerate(moves):
        child = hooks.child(state, m)
        a = max(alpha, best)
        if game.to_move(child) == me:
            value = hooked_alphabeta(hooks, child, depth, a, beta, "child", m)
        else:
            value = -hooked_alphabeta(hooks, child, below, -beta, -a, "child", m)
        if value > best:
            best, best_move = value, m
            hooks.improve(m)
        if best >= beta:
            hooks.cutoff(state, moves, i)
            break
    return hooks.leave(best, best_move)


class NullTracer:
    """A tracer that records nothing: the tracing layer's own calls, without a trace."""

    def enter(self, move, depth, to_move, alpha, beta, why) -> None:
        pass

    def test(self, test) -> None:
        pass

    def probe(self, outcome, low, high) -> None:
        pass

    def evaluate(self, kind, value) -> None:
        pass

    def improve(self, move) -> None:
        pass

    def cutoff(self, move, pruned) -> None:
        pass

    def store(self, lower, upper) -> None:
        pass

    def leave(self, value, bound) -> None:
        pass

    def begin_pass(self, number, gamma) -> None:
        pass

    def end_pass(self, gamma, value, lower, upper) -> None:
        pass

"""A plain fail-soft nega-alpha with no hooks: the baseline the instrumented search is
measured against (same game interface, same move order, same counts); and the same search
making the listing's hook calls, each a no-op: what the calls alone cost, whatever they do."""

from __future__ import annotations

from collections.abc import Sequence

from gamesearch.bounds import Bound, Test
from gamesearch.games.base import Game, Move, State
from gamesearch.search.context import one_ply_less

INF = float("inf")


def plain_alphabeta(
    game: Game[State, Move], state: State, alpha: float, beta: float, counts: list[int]
) -> float:
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

    def __init__(self, game: Game[State, Move], counts: list[int]) -> None:
        self.game, self.counts = game, counts

    def enter(
        self, state: State, move: Move, depth: int | None, alpha: float, beta: float, why: str
    ) -> tuple[float | None, float, float, Move]:
        self.counts[0] += 1
        return None, alpha, beta, None

    def expand(self, state: State, hint: Move) -> Sequence[Move] | None:
        return self.game.legal_moves(state) or None

    def child(self, state: State, move: Move) -> State:
        return self.game.apply(state, move)

    def evaluate(self, state: State) -> float:
        self.counts[1] += 1
        return self.game.score(state)

    def improve(self, move: Move) -> None:
        pass

    def cutoff(self, state: State, moves: Sequence[Move], index: int) -> None:
        pass

    def leave(self, value: float, best: Move = None) -> float:
        return value

    def leave_leaf(self, value: float, clamp: bool = False) -> float:
        return value


def hooked_alphabeta(
    hooks: NoHooks,
    state: State,
    depth: int | None,
    alpha: float,
    beta: float,
    why: str = "root",
    move: Move = None,
) -> float:
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

    def enter(
        self, move: Move, depth: int | None, to_move: int, alpha: float, beta: float, why: str
    ) -> None:
        pass

    def test(self, test: Test) -> None:
        pass

    def probe(self, outcome: str, low: float, high: float) -> None:
        pass

    def evaluate(self, kind: str, value: float) -> None:
        pass

    def improve(self, move: Move) -> None:
        pass

    def cutoff(self, move: Move, pruned: tuple[Move, ...]) -> None:
        pass

    def store(self, lower: float, upper: float) -> None:
        pass

    def leave(self, value: float, bound: Bound) -> None:
        pass

    def begin_pass(self, number: int, gamma: float) -> None:
        pass

    def end_pass(self, gamma: float, value: float, lower: float, upper: float) -> None:
        pass


class LeastRecorder(NullTracer):
    """A tracer that keeps the least a player could step through: each node's entry (its
    parent, move, depth, player, window and why) as one flat list, and its value and bound;
    nothing interned, no limit, no :class:`Trace` built. (The events need no recording: their
    order follows from the nodes, :func:`gamesearch.trace.model.derived_codes`.) It measures
    what recording costs at the least, under the tracing layer's calls."""

    def __init__(self) -> None:
        self.entries: list[object] = []  # seven fields a node, in order
        self.values: list[tuple[int, float, Bound]] = []
        self.stack = [-1]
        self.nodes = 0

    def enter(
        self, move: Move, depth: int | None, to_move: int, alpha: float, beta: float, why: str
    ) -> None:
        node = self.nodes
        self.nodes = node + 1
        self.entries.extend((self.stack[-1], move, depth, to_move, alpha, beta, why))
        self.stack.append(node)

    def leave(self, value: float, bound: Bound) -> None:
        self.values.append((self.stack.pop(), value, bound))

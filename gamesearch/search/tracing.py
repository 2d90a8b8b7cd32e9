"""Tracing as a layer: the search context that also tells a tracer what happens.

:class:`TracingContext` is a :class:`~gamesearch.search.context.SearchContext` whose hooks,
after the plain context's own work, tell a :class:`~gamesearch.search.tracer.Tracer` (the
:class:`~gamesearch.trace.recorder.Recorder` that writes a trace) what the node did, in the
order the tracer protocol states. Entering a node is the one hook recorded *before* the
plain work: the node is recorded, then the table is probed. The algorithms cannot tell the
two contexts apart; :func:`~gamesearch.search.api.solve` picks this one when asked to trace.

The tracer sees every value from the view of the player to move. A max/min page (minimax,
SCOUT) hands over values seen from MAX: at a node where MIN is to move they, their window,
bound and SCOUT question are mirrored for the tracer (such pages use no table).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from gamesearch.bounds import FLIPPED, Bound, Test, classify
from gamesearch.games.base import Move, State
from gamesearch.search.context import SearchContext
from gamesearch.search.tracer import Tracer
from gamesearch.search.ttable import Entry, Probe


class TracingContext(SearchContext):
    """A search context that records: the plain context's work, then ``tracer``'s call."""

    def __init__(self, *args: Any, tracer: Tracer, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.tracer = tracer
        # Per open node, root first: is its value mirrored for the tracer (MIN to move in
        # the max view)?
        self._mirrored: list[bool] = []

    def enter(
        self, state: State, move: Move, depth: int | None, alpha: float, beta: float, why: str
    ) -> tuple[float | None, float, float, Move]:
        if self.stats.nodes >= self._check_at:
            self._check_limits()  # a node the limits stop is not recorded
        to_move = self.game.to_move(state)
        mirrored = self.max_view and to_move == 1
        self._mirrored.append(mirrored)
        if mirrored:
            self.tracer.enter(move, depth, to_move, -beta, -alpha, why)
        else:
            self.tracer.enter(move, depth, to_move, alpha, beta, why)
        return super().enter(state, move, depth, alpha, beta, why)

    def test(self, v: float, strict: bool) -> None:
        """The question from the player to move's view: in the max view MIN's own question
        is its mirror, "< −v?" or "≤ −v?"."""
        test = Test(">" if strict else "≥", v)
        self.tracer.test(test.mirrored() if self._mirrored[-1] else test)

    def _probe(self, state: State, depth: int | None, alpha: float, beta: float) -> Probe | None:
        found = super()._probe(state, depth, alpha, beta)
        if found is not None:
            if found.outcome == "hit":
                self.tracer.probe(found.outcome, found.lower, found.upper)
            else:
                self.tracer.probe(found.outcome, found.alpha, found.beta)
        return found

    def evaluate(self, state: State, depth: int | None) -> float:
        value = super().evaluate(state, depth)
        kind = "static" if depth == 0 and not self.game.is_terminal(state) else "terminal"
        self.tracer.evaluate(kind, -value if self._mirrored[-1] else value)
        return value

    def improve(self, move: Move) -> None:
        super().improve(move)
        self.tracer.improve(move)

    def cutoff(self, state: State, moves: Sequence[Move], index: int, depth: int | None) -> None:
        super().cutoff(state, moves, index, depth)
        self.tracer.cutoff(moves[index], tuple(moves[index + 1 :]))

    def _store(
        self,
        key: Hashable,
        depth: int | None,
        alpha: float,
        beta: float,
        value: float,
        best: Move,
        leaf: bool,
    ) -> Entry:
        entry = super()._store(key, depth, alpha, beta, value, best, leaf)
        self.tracer.store(entry.lower, entry.upper)
        return entry

    def leave(
        self,
        state: State,
        depth: int | None,
        alpha: float,
        beta: float,
        value: float,
        best: Move = None,
        leaf: bool = False,
    ) -> float:
        super().leave(state, depth, alpha, beta, value, best, leaf)
        if self._mirrored.pop():  # the max view (no table): MIN sees it negated
            self.tracer.leave(-value, "exact" if leaf else classify(-value, -beta, -alpha))
        else:
            self.tracer.leave(value, "exact" if leaf else classify(value, alpha, beta))
        return value

    def leave_bound(self, value: float, bound: Bound) -> float:
        super().leave_bound(value, bound)
        if self._mirrored.pop():  # the max view: MIN sees it negated
            self.tracer.leave(-value, FLIPPED[bound])
        else:
            self.tracer.leave(value, bound)
        return value

    def begin_pass(self, gamma: float) -> None:
        super().begin_pass(gamma)
        self.tracer.begin_pass(len(self.stats.passes) + 1, gamma)

    def end_pass(
        self, state: State, gamma: float, value: float, lower: float, upper: float
    ) -> None:
        super().end_pass(state, gamma, value, lower, upper)
        self.tracer.end_pass(gamma, value, lower, upper)

"""Tracing as a layer: the search context that also tells a tracer what happens.

:class:`TracingContext` is a :class:`~gamesearch.search.context.SearchContext` whose public
hooks, after the plain context's own work, read what it did from the open node's
:class:`~gamesearch.search.context.Frame` (the probe, the store, the window) and tell a
:class:`~gamesearch.search.tracer.Tracer` (the :class:`~gamesearch.trace.recorder.Recorder`
that writes a trace), in the order the tracer protocol states. The algorithms cannot tell
the two contexts apart; :func:`~gamesearch.search.api.solve` makes this one
(:func:`tracing_context`) when asked to trace.

The tracer sees every value from the view of the player to move: in the max view (minimax,
SCOUT) the tracer is wrapped in :class:`~gamesearch.search.tracer.MaxView`, which mirrors
MIN's nodes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from gamesearch.bounds import Bound, Test, classify
from gamesearch.games.base import Game, Move, State
from gamesearch.search.context import SearchContext
from gamesearch.search.tracer import MaxView, Tracer


def tracing_context(game: Game[Any, Any], tracer: Tracer, **settings: Any) -> TracingContext:
    """A :class:`TracingContext` for ``game`` that tells ``tracer`` (mirrored in the max
    view); ``settings`` are :class:`~gamesearch.search.context.SearchContext`'s."""
    ctx = TracingContext(game, **settings)
    ctx.tracer = MaxView(tracer) if ctx.max_view else tracer
    return ctx


class TracingContext(SearchContext):
    """A search context that records: the plain context's work, then ``tracer``'s call.
    Made by :func:`tracing_context`, which sets the tracer (it has no ``__init__`` of its
    own: compiled, mypyc 2.4 passes ``**settings`` to a base's ``__init__`` as one
    positional argument; gamesearch.compiled).

    The plain hooks are called by their class (``SearchContext.enter(self, ...)``), not
    through ``super()``, which builds a proxy object per call: they run at every node."""

    tracer: Tracer

    def enter(
        self, state: State, move: Move, depth: int | None, alpha: float, beta: float, why: str
    ) -> tuple[float | None, float, float, Move]:
        """The node as it was entered (a node the limits stop is not recorded), then the
        table's probe, if there was one."""
        entered = SearchContext.enter(self, state, move, depth, alpha, beta, why)
        self.tracer.enter(move, depth, self.game.to_move(state), alpha, beta, why)
        frame = self.frame
        if frame.key is not None:
            found = frame.probe
            assert found is not None  # a node with a key was probed
            if found.outcome == "hit":  # the entry's interval, else the window after it
                self.tracer.probe(found.outcome, found.lower, found.upper)
            else:
                self.tracer.probe(found.outcome, found.alpha, found.beta)
        return entered

    def test(self, v: float, strict: bool) -> None:
        self.tracer.test(Test(">" if strict else "≥", v))

    def evaluate(self, state: State) -> float:
        value = SearchContext.evaluate(self, state)
        static = self.frame.depth == 0 and not self.game.is_terminal(state)
        self.tracer.evaluate("static" if static else "terminal", value)
        return value

    def improve(self, move: Move) -> None:
        SearchContext.improve(self, move)
        self.tracer.improve(move)

    def cutoff(self, state: State, moves: Sequence[Move], index: int) -> None:
        SearchContext.cutoff(self, state, moves, index)
        self.tracer.cutoff(moves[index], tuple(moves[index + 1 :]))

    def leave(self, value: float, best: Move = None, leaf: bool = False) -> float:
        """What the table stored, if it did, then the value and what it proves."""
        frame = self.frame
        SearchContext.leave(self, value, best, leaf)
        if frame.key is not None:
            stored = frame.stored
            assert stored is not None  # a node with a key is stored on leaving
            self.tracer.store(stored.lower, stored.upper)
        self.tracer.leave(value, "exact" if leaf else classify(value, frame.alpha, frame.beta))
        return value

    def leave_bound(self, value: float, bound: Bound) -> float:
        SearchContext.leave_bound(self, value, bound)
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

"""The tracer protocol: what a search tells whoever records it.

The search context calls these methods, in this order per node: ``enter`` (then ``test``
at a node that asks SCOUT's yes/no question rather than searching a window), then at most
one ``probe``, then ``evaluate`` or the children (with ``improve`` for each new best child
and ``cutoff`` when the rest are pruned), ``store`` if the table stored, and ``leave``.
Values are from the view of the player to move at the node. Only the tracing context
(:class:`~gamesearch.search.tracing.TracingContext`) calls a tracer: with tracing off the
search runs on the plain context, which has no tracer and no hook to test.
:class:`gamesearch.trace.recorder.Recorder` is the implementation that writes a trace.
"""

from __future__ import annotations

from typing import Any, Protocol

from gamesearch.bounds import FLIPPED, Bound, Test


class Tracer(Protocol):
    def enter(
        self, move: Any, depth: int | None, to_move: int, alpha: float, beta: float, why: str
    ) -> None:
        """A node is entered by ``move`` with the window (alpha, beta), for reason ``why``."""

    def test(self, test: Test) -> None:
        """The node just entered asks SCOUT's ``test`` (from the player to move's view, as
        all values here; :class:`~gamesearch.bounds.Test`): its ``leave`` answers it."""

    def probe(self, outcome: str, low: float, high: float) -> None:
        """The table was probed: the entry's interval on a hit, the window after it else."""

    def evaluate(self, kind: str, value: float) -> None:
        """The node was evaluated: ``terminal`` or ``static``."""

    def improve(self, move: Any) -> None:
        """The child just left is the best so far."""

    def cutoff(self, move: Any, pruned: tuple[Any, ...]) -> None:
        """The child just left, by ``move``, refuted the node; ``pruned`` were not searched."""

    def store(self, lower: float, upper: float) -> None:
        """The table now holds the interval (lower, upper) for the node."""

    def leave(self, value: float, bound: Bound) -> None:
        """The node returns ``value``, which proves ``bound``."""

    def begin_pass(self, number: int, gamma: float) -> None:
        """MTD(f) pass ``number`` with the null window (gamma - 1, gamma) begins."""

    def end_pass(self, gamma: float, value: float, lower: float, upper: float) -> None:
        """The pass returned ``value``; (lower, upper) are the bounds known after it."""


class MaxView:
    """A tracer for a max/min page: it hands ``tracer`` every value, window, interval, bound
    and SCOUT question of a node where MIN (player 1) is to move mirrored, from MIN's view
    (values negated, "> v?" asked as "< −v?"); at MAX's nodes, as they are."""

    def __init__(self, tracer: Tracer) -> None:
        self.tracer = tracer
        self.mirrored: list[bool] = []  # per open node, root first: is MIN to move there?

    def enter(
        self, move: Any, depth: int | None, to_move: int, alpha: float, beta: float, why: str
    ) -> None:
        mirrored = to_move == 1
        self.mirrored.append(mirrored)
        if mirrored:
            alpha, beta = -beta, -alpha
        self.tracer.enter(move, depth, to_move, alpha, beta, why)

    def test(self, test: Test) -> None:
        self.tracer.test(test.mirrored() if self.mirrored[-1] else test)

    def probe(self, outcome: str, low: float, high: float) -> None:
        if self.mirrored[-1]:
            low, high = -high, -low
        self.tracer.probe(outcome, low, high)

    def evaluate(self, kind: str, value: float) -> None:
        self.tracer.evaluate(kind, -value if self.mirrored[-1] else value)

    def improve(self, move: Any) -> None:
        self.tracer.improve(move)

    def cutoff(self, move: Any, pruned: tuple[Any, ...]) -> None:
        self.tracer.cutoff(move, pruned)

    def store(self, lower: float, upper: float) -> None:
        if self.mirrored[-1]:
            lower, upper = -upper, -lower
        self.tracer.store(lower, upper)

    def leave(self, value: float, bound: Bound) -> None:
        if self.mirrored.pop():
            value, bound = -value, FLIPPED[bound]
        self.tracer.leave(value, bound)

    def begin_pass(self, number: int, gamma: float) -> None:
        self.tracer.begin_pass(number, gamma)

    def end_pass(self, gamma: float, value: float, lower: float, upper: float) -> None:
        self.tracer.end_pass(gamma, value, lower, upper)

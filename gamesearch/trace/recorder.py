"""The recorder: the tracer that writes a :class:`~gamesearch.trace.model.Trace`.

The search context calls it only when tracing is on; with tracing off there is no recorder
at all. It keeps a stack of open nodes, so the algorithms never pass node ids around.
When the search enters a node past ``max_nodes`` the recorder stops recording altogether
(the search itself goes on) and says so in ``trace.truncated``: like a trace stopped by a
node budget, a time limit or an interrupt (``trace.stopped``), a truncated trace is the
search up to the point where the trace stops, every event in it complete (a cutoff names the
recorded child that caused it, an exit's value comes from recorded children), and the nodes
open there never return in it. Numbers and intervals are interned, so the many equal windows, values
and table intervals of a trace share one object each.

The recorder writes what happened at each node (its entry, what its probe found, its leaf,
cutoff, store, value and bound), not the events one by one: their order follows from those
(:func:`gamesearch.trace.model.derived_codes`), and the trace derives it when first read.
The trace says it is ``recording`` until the search's driver says otherwise.
"""

from __future__ import annotations

from typing import Any

from gamesearch.bounds import Bound, Test
from gamesearch.errors import argument
from gamesearch.games.base import Move
from gamesearch.trace.model import _CODE, MtdfPass, Trace

DEFAULT_MAX_NODES = 200_000


class Recorder:
    """Writes what a search does into ``self.trace``."""

    def __init__(self, trace: Trace, max_nodes: int = DEFAULT_MAX_NODES) -> None:
        self.trace = trace
        trace.recording = True
        self.max_nodes = max_nodes
        self.stack: list[int] = [-1]  # the open nodes' ids, above -1 (no node open)
        self.cut = False  # the node limit was passed: nothing more is recorded
        self.last_exited = -1  # the node that returned last: the child a parent just searched
        self.numbers: dict[Any, Any] = {}  # number or interval -> its one shared object
        self.questions: dict[Test, Test] = {}  # SCOUT's tests, interned like the numbers
        # The pruned moves, interned apart: moves (0, 1) are not the interval (0.0, 1.0)
        self.move_lists: dict[tuple[Move, ...], tuple[Move, ...]] = {}
        self.open_pass = 0  # the number of the MTD(f) pass under way, 0 between passes
        # The columns written after a node's entry, kept here (the same objects however much
        # room the trace reserves): this is the hot path of a full trace.
        self.value, self.bound, self.leaf = trace.value, trace.bound, trace.leaf
        self.tt, self.tt_interval, self.stored = trace.tt, trace.tt_interval, trace.stored
        self.best_child, self.cutoff_child = trace.best_child, trace.cutoff_child
        self.pruned = trace.pruned

    def _current(self) -> int:
        """The id of the open node, or -1 when it is not being recorded."""
        return -1 if self.cut else self.stack[-1]

    def enter(
        self, move: Move, depth: int | None, to_move: int, alpha: float, beta: float, why: str
    ) -> None:
        trace = self.trace
        if len(trace.parent) >= self.max_nodes:  # so it stays, once cut
            self._cut()
            return
        numbers, stack = self.numbers, self.stack
        node_id = trace.add_node(
            stack[-1],
            move,
            depth,
            to_move,
            numbers.setdefault(alpha, alpha),
            numbers.setdefault(beta, beta),
            why,
        )
        stack.append(node_id)
        if why == "mtdf-pass" and trace.passes:
            trace.passes[-1].root = node_id

    def _cut(self) -> None:
        """Stop recording at the node limit (the search goes on), and say so in the trace."""
        if not self.cut:
            self.cut = True
            self.trace.truncated = (
                f"the trace stopped recording at {self.max_nodes} nodes (the search went "
                "on); search a smaller position or depth, or pass a larger "
                + argument("trace_limit")
            )

    def test(self, test: Test) -> None:
        """The open node asks ``test`` (interned: a trace's tests share few questions)."""
        node_id = self._current()
        if node_id >= 0:
            self.trace.tests[node_id] = self.questions.setdefault(test, test)

    def probe(self, outcome: str, low: float, high: float) -> None:
        if self.cut:
            return
        node_id = self.stack[-1]
        self.tt[node_id] = _CODE[outcome]
        if outcome != "miss":
            interval = (low, high)
            self.tt_interval[node_id] = self.numbers.setdefault(interval, interval)

    def evaluate(self, kind: str, value: float) -> None:
        if self.cut:
            return
        self.leaf[self.stack[-1]] = _CODE[kind]

    def cutoff(self, move: Move, pruned: tuple[Move, ...]) -> None:
        if self.cut:
            return
        node_id = self.stack[-1]
        self.cutoff_child[node_id] = self.last_exited  # its move is the refuting move
        if pruned:
            self.pruned[node_id] = self.move_lists.setdefault(pruned, pruned)

    def improve(self, move: Move) -> None:
        """The child just searched is the best so far: its line is this node's line."""
        if not self.cut:
            self.best_child[self.stack[-1]] = self.last_exited

    def store(self, lower: float, upper: float) -> None:
        if self.cut:
            return
        interval = (lower, upper)
        self.stored[self.stack[-1]] = self.numbers.setdefault(interval, interval)

    def leave(self, value: float, bound: Bound) -> None:
        if self.cut:
            return
        node_id = self.last_exited = self.stack.pop()
        self.value[node_id] = self.numbers.setdefault(value, value)
        self.bound[node_id] = _CODE[bound]

    def begin_pass(self, number: int, gamma: float) -> None:
        if self.cut:
            return
        self.trace.passes.append(MtdfPass(number, gamma))
        self.open_pass = number

    def end_pass(self, gamma: float, value: float, lower: float, upper: float) -> None:
        """The open pass ended (passes never begun, such as bisection's, are not recorded)."""
        number, self.open_pass = self.open_pass, 0
        if number and not self.cut:
            record = self.trace.passes[-1]
            record.value, record.lower, record.upper = value, lower, upper

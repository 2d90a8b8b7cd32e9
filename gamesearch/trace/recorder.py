"""The recorder: the tracer that writes a :class:`~gamesearch.trace.model.Trace`.

The search context calls it only when tracing is on; with tracing off there is no recorder
at all. It keeps a stack of open nodes, so the algorithms never pass node ids around.
When ``max_nodes`` is reached it stops recording (the search itself goes on) and says so in
``trace.truncated``.
"""

from __future__ import annotations

from gamesearch.games.base import Move
from gamesearch.trace.model import EVENT_CODE, MtdfPass, NodeRecord, Trace

DEFAULT_MAX_NODES = 200_000
NEG_INF, POS_INF = float("-inf"), float("inf")
ENTER, PROBE, EVAL, CUTOFF, STORE, EXIT = (
    EVENT_CODE[k] for k in ("enter", "probe", "eval", "cutoff", "store", "exit")
)
PASS_BEGIN, PASS_END = EVENT_CODE["pass-begin"], EVENT_CODE["pass-end"]


class Recorder:
    """Writes what a search does into ``self.trace``."""

    def __init__(self, trace: Trace, max_nodes: int = DEFAULT_MAX_NODES) -> None:
        self.trace = trace
        self.max_nodes = max_nodes
        self.stack: list[int] = []
        self.skipped_depth = 0  # open nodes not recorded, once the cap is reached
        self.last_exited = -1  # the node that returned last: the child a parent just searched

    def _current(self) -> NodeRecord | None:
        if self.skipped_depth or not self.stack:
            return None
        return self.trace.nodes[self.stack[-1]]

    def enter(
        self, move: Move, depth: int | None, to_move: int, alpha: float, beta: float, why: str
    ) -> None:
        nodes = self.trace.nodes
        if self.skipped_depth or len(nodes) >= self.max_nodes:
            if not self.trace.truncated:
                self.trace.truncated = (
                    f"the trace stopped recording at {self.max_nodes} nodes (the search went on); "
                    "search a smaller position or depth, or pass a larger trace_limit"
                )
            self.skipped_depth += 1
            return
        node_id = len(nodes)
        parent = self.stack[-1] if self.stack else -1
        # Shared infinities: a negated inf is a new float object, 24 bytes a node.
        alpha = NEG_INF if alpha == NEG_INF else POS_INF if alpha == POS_INF else alpha
        beta = NEG_INF if beta == NEG_INF else POS_INF if beta == POS_INF else beta
        nodes.append(NodeRecord(parent, move, depth, to_move, alpha, beta, why))
        self.stack.append(node_id)
        self.trace.codes.append(node_id << 3 | ENTER)
        if self.trace.passes and why == "mtdf-pass":
            self.trace.passes[-1].root = node_id

    def probe(self, outcome: str, low: float, high: float) -> None:
        node = self._current()
        if node is None:
            return
        node.tt = outcome
        if outcome != "miss":
            node.set("tt_window" if outcome == "narrow" else "tt_entry", (low, high))
        self.trace.codes.append(self.stack[-1] << 3 | PROBE)

    def evaluate(self, kind: str, value: float) -> None:
        node = self._current()
        if node is None:
            return
        node.leaf = kind
        self.trace.codes.append(self.stack[-1] << 3 | EVAL)

    def cutoff(self, move: Move, pruned: tuple) -> None:
        node = self._current()
        if node is None:
            return
        node.set("cutoff_move", move)
        node.set("cutoff_child", self.last_exited)
        node.set("pruned", pruned)
        self.trace.codes.append(self.stack[-1] << 3 | CUTOFF)

    def improve(self, move: Move) -> None:
        """The child just searched is the best so far: its line is this node's line."""
        node = self._current()
        if node is not None:
            node.set("best_child", self.last_exited)

    def store(self, lower: float, upper: float) -> None:
        node = self._current()
        if node is None:
            return
        node.set("stored", (lower, upper))
        self.trace.codes.append(self.stack[-1] << 3 | STORE)

    def leave(self, value: float, bound: str) -> None:
        if self.skipped_depth:
            self.skipped_depth -= 1
            return
        node_id = self.stack.pop()
        node = self.trace.nodes[node_id]
        node.value, node.bound = value, bound
        self.last_exited = node_id
        self.trace.codes.append(node_id << 3 | EXIT)

    def begin_pass(self, number: int, gamma: float) -> None:
        self.trace.passes.append(MtdfPass(number, gamma))
        self.trace.codes.append(number << 3 | PASS_BEGIN)

    def end_pass(self, number: int, gamma: float, value: float, lower: float, upper: float) -> None:
        record = self.trace.passes[-1]
        record.value, record.lower, record.upper = value, lower, upper
        self.trace.codes.append(number << 3 | PASS_END)

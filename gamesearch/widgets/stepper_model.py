"""The step-through model: a cursor over a trace's events and all a view shows at it.

Plain Python, no widgets, so it is tested and timed without a front end. Cursor ``c``
means "the first ``c`` events have happened": 0 is before the search, ``len(model)`` is
the end. Everything shown at a cursor (:meth:`StepperModel.step`) is a pure function of
the cursor, read from tables built once in the constructor, so stepping forward and back
gives the same picture and a step costs a few small list operations per node at most.

Node ids are positions in ``trace.nodes``, assigned in the order nodes are entered, so
the nodes entered by cursor ``c`` are always ``range(entered)`` for some count.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from gamesearch.games.base import State
from gamesearch.search.ttable import classify
from gamesearch.trace.model import Trace
from gamesearch.trace.narrate import describe_event, describe_start
from gamesearch.views.style import STYLE

#: The outline of a node in the tree picture.
SHAPES = ":is(polygon,ellipse,path)"
#: A node's value line: the tree draws its name, its window, then its value.
VALUE_TEXT = "text:nth-of-type(3)"
#: The cut mark of an edge: Graphviz writes an edge's label, then its external label (✂).
CUT_MARK = "text:last-of-type"


@dataclass(frozen=True)
class Step:
    """What is shown at one cursor position.

    ``node`` is the node the last event touched (None before the first event and for an
    MTD(f) pass event); ``window`` is the window that call is searched with (the table's
    narrowed one once probed; a pass's null window for a pass event); ``value`` and
    ``bound`` what it returned, once it has; ``exited`` maps every node returned so far to
    its ``(value, bound)``; ``path`` runs from the root to ``node``.
    """

    cursor: int
    event: tuple[str, int] | None
    node: int | None
    entered: range
    exited: dict[int, tuple[float, str]]
    window: tuple[float, float] | None
    value: float | None
    bound: str | None
    path: tuple[int, ...]
    state: State
    sentence: str


class StepperModel:
    """A cursor over ``trace.events``; see the module docstring."""

    def __init__(self, trace: Trace) -> None:
        self.trace = trace
        self.events = trace.events
        count = len(self.events)
        never = count + 1
        nodes = trace.nodes
        self._probe_at = [never] * len(nodes)
        self._exit_at = [never] * len(nodes)
        self._cutoff_at: dict[int, int] = {}
        self._entered = [0] * (count + 1)  # nodes entered by each cursor
        for i, (kind, ident) in enumerate(self.events):
            self._entered[i + 1] = self._entered[i] + (kind == "enter")
            if kind == "probe":
                self._probe_at[ident] = i
            elif kind == "exit":
                self._exit_at[ident] = i
            elif kind == "cutoff":
                self._cutoff_at[ident] = i
        self._cut_child = {k: nodes[k].get("cutoff_child", -1) for k in self._cutoff_at}
        self._passes = {p.number: p for p in trace.passes}
        self._states: dict[int, State] = {}
        self._sentences: list[str | None] = [None] * (count + 1)
        # A node's elements: itself, the edge into it, the summary of its folded subtree.
        self._hide = [f"#n{k},#e{k},#c{k},#ce{k}" for k in range(len(nodes))]
        self.number_line = _number_line(trace)
        self.cursor = 0

    def __len__(self) -> int:
        return len(self.events)

    # -- moving ------------------------------------------------------------------------
    @property
    def at_end(self) -> bool:
        return self.cursor == len(self.events)

    def go(self, cursor: int) -> None:
        """Move to ``cursor``, clamped to ``0 .. len(self)``."""
        self.cursor = max(0, min(int(cursor), len(self.events)))

    def forward(self) -> None:
        self.go(self.cursor + 1)

    def back(self) -> None:
        self.go(self.cursor - 1)

    # -- what is shown -------------------------------------------------------------------
    @property
    def event(self) -> tuple[str, int] | None:
        return self.events[self.cursor - 1] if self.cursor else None

    @property
    def node(self) -> int | None:
        event = self.event
        return None if event is None or event[0].startswith("pass-") else event[1]

    @property
    def entered(self) -> range:
        return range(self._entered[self.cursor])

    @property
    def exited(self) -> dict[int, tuple[float, str]]:
        c, nodes = self.cursor, self.trace.nodes
        return {k: (nodes[k].value, nodes[k].bound) for k in self.entered if self._exit_at[k] < c}

    @property
    def window(self) -> tuple[float, float] | None:
        node, event = self.node, self.event
        if node is not None:
            record = self.trace.nodes[node]
            if self._probe_at[node] < self.cursor and record.tt == "narrow":
                return record.get("tt_window")
            return record.alpha, record.beta
        if event is None:
            return None
        gamma = self._passes[event[1]].gamma
        return gamma - 1, gamma

    @property
    def result(self) -> tuple[float | None, str | None]:
        """The value and bound the current call returned, or ``(None, None)`` before it has."""
        node, event = self.node, self.event
        if node is not None:
            record = self.trace.nodes[node]
            if self._exit_at[node] < self.cursor:
                return record.value, record.bound
        elif event is not None and event[0] == "pass-end":
            record = self._passes[event[1]]
            return record.value, classify(record.value, record.gamma - 1, record.gamma)
        return None, None

    @property
    def path(self) -> tuple[int, ...]:
        node = self.node
        return () if node is None else tuple(self.trace.ancestry(node))

    @property
    def state(self) -> State:
        """The position at the current node (the root position when there is none)."""
        node = self.node
        return self.trace.root if node is None else self.state_of(node)

    def state_of(self, node: int) -> State:
        """The position at ``node``, replayed once and cached."""
        states = self._states
        if node not in states:
            record = self.trace.nodes[node]
            states[node] = (
                self.trace.root
                if record.parent < 0
                else self.trace.game.apply(self.state_of(record.parent), record.move)
            )
        return states[node]

    @property
    def sentence(self) -> str:
        """What the last event did, in plain English (cached)."""
        c = self.cursor
        text = self._sentences[c]
        if text is None:
            text = describe_event(self.trace, c - 1) if c else describe_start(self.trace)
            note = self.trace.stopped or self.trace.truncated
            if c == len(self.events) and note:
                text = f"{text} {note[0].upper()}{note[1:].rstrip('.')}."
            self._sentences[c] = text
        return text

    def step(self) -> Step:
        """Everything shown at the cursor, as one comparable value."""
        value, bound = self.result
        return Step(
            self.cursor,
            self.event,
            self.node,
            self.entered,
            self.exited,
            self.window,
            value,
            bound,
            self.path,
            self.state,
            self.sentence,
        )

    def css(self, scope: str = "") -> str:
        """The style that turns the fixed tree picture into this step's picture.

        It hides the nodes not entered yet with their edges and summaries, and the
        pruned-move stubs and cut marks of cutoffs not made yet; it draws the open calls
        (entered, not returned) neutral with their value hidden, keeps the principal
        variation's bold lines for the end, outlines the path from the root and highlights
        the current node. ``scope`` is a selector for the picture's container, so that
        several steppers on one page do not restyle each other's trees. Element ids are
        those of :func:`gamesearch.views.tree.tree_svg`.
        """
        c = self.cursor
        hidden = self._hide[self._entered[c] :]
        pending = [k for k, at in self._cutoff_at.items() if at >= c]
        hidden += [f'[id^="p{k}_"],[id^="pe{k}_"]' for k in pending]
        uncut = ",".join(f"#e{self._cut_child[k]}" for k in pending if self._cut_child[k] >= 0)
        path = self.path
        running = ",".join(f"#n{k}" for k in path if self._exit_at[k] >= c)
        rules = []
        if c < len(self.events):
            rules.append(f"{scope} .node>{SHAPES},{scope} .edge>path{{stroke-width:{STYLE.pen}px}}")
        if hidden:
            rules.append(f"{scope} :is({','.join(hidden)}){{visibility:hidden}}")
        if running:
            rules.append(f"{scope} :is({running})>{SHAPES}{{fill:#fff;stroke:{STYLE.edge}}}")
            rules.append(f"{scope} :is({running})>{VALUE_TEXT}{{visibility:hidden}}")
        if uncut:
            rules.append(f"{scope} :is({uncut})>:is(path,polygon){{stroke:{STYLE.edge}}}")
            rules.append(f"{scope} :is({uncut})>polygon{{fill:{STYLE.edge}}}")
            rules.append(f"{scope} :is({uncut})>{CUT_MARK}{{visibility:hidden}}")
        if len(path) > 1:
            opened = ",".join(f"#n{k}" for k in path[:-1])
            rules.append(f"{scope} :is({opened})>{SHAPES}{{stroke-width:3px}}")
        if path:
            rules.append(f"{scope} #n{path[-1]}>{SHAPES}{{stroke-width:5px;fill:{STYLE.current}}}")
        return "\n".join(rule.strip() for rule in rules)


def _number_line(trace: Trace) -> tuple[float, float]:
    """A fixed range for the window number line: every finite number of the trace, padded."""
    numbers: list[Any] = [p.gamma for p in trace.passes]
    for node in trace.nodes:
        numbers += (node.alpha, node.beta, node.value)
        numbers += node.get("tt_window", ())
    finite = [x for x in numbers if x is not None and math.isfinite(x)]
    if not finite:
        return trace.game.score_range
    return min(finite) - 1, max(finite) + 1

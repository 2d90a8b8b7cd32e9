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
import operator
from dataclasses import dataclass, fields, replace
from functools import cached_property
from itertools import chain
from typing import Any

from gamesearch.bounds import Test, classify, number, value_text, window_text
from gamesearch.errors import (
    InvalidArgumentError,
    InvalidSearchError,
    NoSolutionTreeError,
    quote,
)
from gamesearch.games.base import State
from gamesearch.trace.model import EVENT_CODE, NONE, TT_OUTCOMES, NodeRecord, Trace
from gamesearch.trace.narrate import (
    describe_event,
    describe_start,
    describe_stop,
    effective_window,
    node_name,
    stop_reason,
)
from gamesearch.trace.proof import SIDES, SolutionTree, pass_solution_trees, solution_tree
from gamesearch.views.style import answer_text, test_text


@dataclass(frozen=True)
class Step:
    """What is shown at one cursor position.

    ``node`` is the node the last event touched (None before the first event and for an
    MTD(f) pass event); ``window`` is the window that call is searched with (the table's
    narrowed one once probed; a pass's null window for a pass event; None at a SCOUT test,
    which searches no window but asks ``test``, the node's question); ``value`` and
    ``bound`` what it returned, once it has; ``exited`` maps every node returned so far to
    its ``(value, bound)``; ``path`` runs from the root to ``node``.
    """

    cursor: int
    event: tuple[str, int] | None
    node: int | None
    entered: range
    exited: dict[int, tuple[float, str | None]]
    window: tuple[float, float] | None
    value: float | None
    bound: str | None
    path: tuple[int, ...]
    state: State
    sentence: str
    test: Test | None = None


#: The answers to "what will this value prove?", in the order of the number line.
BOUND_CHOICES = {
    "upper": "fail-low: ≤ v, an upper bound",
    "exact": "exact: = v",
    "lower": "fail-high: ≥ v, a lower bound",
}
#: The answers to "the table has an entry: what will it do?".
PROBE_CHOICES = {
    "shallow": "nothing: it is of another depth",
    "hit": "hit: the entry answers",
    "narrow": "it narrows the window",
    "inconclusive": "inconclusive: neither",
}
#: The kinds of question, as :class:`Question` names them.
QUESTION_KINDS = ("bound", "cutoff", "probe", "pass")
#: The answers to "does the parent cut off now?".
CUTOFF_CHOICES = {False: "no: the search goes on", True: "yes: a cutoff"}
#: The answers to "how does this MTD(f) pass end?" (does the value reach γ?).
PASS_CHOICES = {
    False: "fail-low: v < γ, a new upper bound",
    True: "fail-high: v ≥ γ, a new lower bound",
}


@dataclass(frozen=True)
class Question:
    """A prediction asked before an event is shown (the player's quiz mode).

    ``kind`` is ``bound`` (what a returned value proves), ``cutoff`` (does the parent cut
    off now), ``probe`` (what the table answers) or ``pass`` (how an MTD(f) pass ends);
    ``choices[answer]`` is right, and ``reveal`` is the event's own sentence.
    """

    kind: str
    prompt: str
    choices: tuple[str, ...]
    answer: int
    reveal: str


class StepperModel:
    """A cursor over ``trace.events``; see the module docstring."""

    def __init__(self, trace: Trace) -> None:
        if not isinstance(trace, Trace):
            raise InvalidSearchError(
                f"a StepperModel steps through a Trace, not {type(trace).__name__}: "
                "pass solve(..., trace=True).trace"
            )
        self.trace = trace
        count = len(trace.codes)
        never = count + 1
        self._probe_at = [never] * len(trace)
        self._exit_at = [never] * len(trace)
        self._cutoff_at: dict[int, int] = {}
        self._entered = [0] * (count + 1)  # nodes entered by each cursor
        enter, probe, exit_, cutoff = (EVENT_CODE[k] for k in ("enter", "probe", "exit", "cutoff"))
        entered = 0
        for i, code in enumerate(trace.codes):
            kind, ident = code & 7, code >> 3
            if kind == enter:
                entered += 1
            elif kind == probe:
                self._probe_at[ident] = i
            elif kind == exit_:
                self._exit_at[ident] = i
            elif kind == cutoff:
                self._cutoff_at[ident] = i
            self._entered[i + 1] = entered
        self._cut_child = {k: trace.cutoff_child[k] for k in self._cutoff_at}
        self._passes = {p.number: p for p in trace.passes}
        self._states: dict[int, State] = {}
        self._sentences: list[str | None] = [None] * (count + 1)
        self.number_line = _number_line(trace)
        self.cursor = 0

    @cached_property
    def events(self) -> list[tuple[str, int]]:
        """The trace's events, ``(kind, node)`` (made when first asked)."""
        return self.trace.events

    def __len__(self) -> int:
        return len(self.trace.codes)

    # -- moving ------------------------------------------------------------------------
    @property
    def at_end(self) -> bool:
        return self.cursor == len(self.events)

    def go(self, cursor: int) -> None:
        """Move to ``cursor``, clamped to ``0 .. len(self)``; InvalidArgumentError (a
        ValueError) for anything but a whole number (:func:`step_number`)."""
        self.cursor = max(0, min(step_number(cursor, len(self.events)), len(self.events)))

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
    def exited(self) -> dict[int, tuple[float, str | None]]:
        c, nodes = self.cursor, self.trace.nodes
        return {k: (nodes[k].value, nodes[k].bound) for k in self.entered if self._exit_at[k] < c}

    @property
    def test(self) -> Test | None:
        """The current node's SCOUT test, if it is a test node (it has no window then)."""
        node = self.node
        return None if node is None else self.trace.nodes[node].test

    @property
    def window(self) -> tuple[float, float] | None:
        node, event = self.node, self.event
        if node is not None:
            record = self.trace.nodes[node]
            if record.test is not None:
                return None
            if self._probe_at[node] < self.cursor and record.tt == "narrow":
                return record.tt_window
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
            mtdf_pass = self._passes[event[1]]
            value, gamma = mtdf_pass.value, mtdf_pass.gamma
            assert value is not None  # a pass has its value when it ends
            return value, classify(value, gamma - 1, gamma)
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
        return self.sentence_at(self.cursor)

    def sentence_at(self, c: int) -> str:
        """The sentence shown at cursor ``c`` (cached), wherever the model's cursor is."""
        text = self._sentences[c]
        if text is None:
            text = describe_event(self.trace, c - 1) if c else describe_start(self.trace)
            stop = describe_stop(self.trace)
            if c == len(self.events) and stop:  # where a cut trace stops: its last event
                text = f"{text} {stop}"
            self._sentences[c] = text
        return text

    @property
    def status(self) -> str:
        """The player's status line at the cursor (see :meth:`status_at`)."""
        return self.status_at(self.cursor)

    def status_at(self, c: int) -> str:
        """The status line at cursor ``c``: ``Event 5 of 24: exit · window (4, 5) · returned
        ≥ 5``, a SCOUT test's ``· SCOUT test > 3? · answered no: ≤ 3``; at the last event of a
        trace that stops before its search ended, ``· the trace stops here: node limit of
        200 nodes reached`` (:func:`~gamesearch.trace.narrate.stop_reason`). The front end
        (``frame.js``) writes the same line."""
        saved, self.cursor = self.cursor, c
        try:
            event, node, window = self.event, self.node, self.window
            value, bound = self.result
        finally:
            self.cursor = saved
        text = f"Event {c:,} of {len(self.events):,}"
        if event is not None:
            text += f": {event[0]}"
        record = None if node is None else self.trace.nodes[node]
        if record is not None and record.test is not None:
            text += f" · SCOUT test {entry_text(record)}"
            if value is not None:
                text += f" · answered {outcome_text(record)}"
        elif window is not None:
            text += f" · window {window_text(*window)}"
            if value is not None:
                text += f" · returned {value_text(value, bound)}"
        if c == len(self.events) and stop_reason(self.trace):
            text += f" · the trace stops here: {stop_reason(self.trace)}"
        return text

    def question(self, cursor: int | None = None) -> Question | None:
        """The prediction to ask before the event at ``cursor`` (default: the next one).

        Asked before: an interior node searched with a window other than (−∞, ∞) returns
        (``bound``; before the table stores it, if it does, since the store tells); the event
        after a child returns, while its parent is still open
        (``cutoff``: does the parent cut off now?); a table probe that finds an entry
        (``probe``: a miss is nothing to predict); the end of an MTD(f) pass (``pass``).
        None elsewhere, and at the end.
        """
        c = self.cursor if cursor is None else cursor
        if not 0 <= c < len(self.events):
            return None
        trace, (kind, ident) = self.trace, self.events[c]
        reveal = describe_event(trace, c)
        if kind == "pass-end":
            record = self._passes[ident]
            prompt = (
                f"MTD(f) pass {ident} tests γ = {number(record.gamma)} with the null window "
                f"{window_text(record.gamma - 1, record.gamma)}. How does it end?"
            )
            assert record.value is not None  # a pass has its value when it ends
            return _ask("pass", prompt, PASS_CHOICES, record.value >= record.gamma, reveal)
        if kind.startswith("pass-"):
            return None
        node = trace.nodes[ident]
        name = node_name(trace, ident)
        test = node.test
        if test is not None and kind == "exit" and node.leaf is None and node.bound is not None:
            prompt = f"{name[0].upper()}{name[1:]} asks SCOUT's test {test}. What will it answer?"
            choices = {answer: _test_choice(test, answer) for answer in (False, True)}
            return _ask("bound", prompt, choices, node.answer, reveal)
        alpha, beta = effective_window(node)
        full = (alpha, beta) == (-math.inf, math.inf)  # nothing to predict: it is exact
        # A store just before the exit already says what the value proves: ask before it.
        returns = kind == "exit" and (c == 0 or self.events[c - 1] != ("store", ident))
        returns |= kind == "store" and self._exit_at[ident] == c + 1
        if returns and node.leaf is None and node.bound is not None and not full:
            prompt = (
                f"{name[0].upper()}{name[1:]} was searched with the window "
                f"{window_text(alpha, beta)}. What will its value prove?"
            )
            return _ask("bound", prompt, BOUND_CHOICES, node.bound, reveal)
        if kind == "probe" and node.tt in PROBE_CHOICES:
            prompt = (
                f"The table has an entry for {name}, entered with the window "
                f"{window_text(node.alpha, node.beta)}. What will the entry do?"
            )
            return _ask("probe", prompt, PROBE_CHOICES, node.tt, reveal)
        if c == 0 or self.events[c - 1][0] != "exit":
            return None
        child = trace.nodes[self.events[c - 1][1]]
        parent = child.parent
        if parent < 0 or child.value is None or self._exit_at[parent] < c:
            return None
        if kind == "exit" and ident == parent:
            return None  # the bound question above covers it
        cuts = kind == "cutoff" and ident == parent
        prompt = (
            f"{node_name(trace, child.id)} returned {number(child.value)}. "
            f"Does {node_name(trace, parent)} cut off now?"
        )
        return _ask("cutoff", prompt[0].upper() + prompt[1:], CUTOFF_CHOICES, cuts, reveal)

    @cached_property
    def solutions(self) -> tuple[SolutionTree, ...]:
        """The proofs the trace holds of the bounds its searches proved, in the order they
        finished: each MTD(f) pass's solution tree (SSS*, DUAL*, MTD(bi), …:
        :func:`~gamesearch.trace.proof.pass_solution_trees`), or, for a trace with no passes,
        that of each root whose value is a bound (a null-window test's; a root whose value is
        exact proves no bound but two, and has none here). None from a trace that holds no
        proof (truncated, or stopped before its root returned)."""
        trace = self.trace
        try:
            if trace.passes:
                return tuple(pass_solution_trees(trace))
            roots = [k for k in range(len(trace)) if trace.parent[k] < 0]
            bounds = [(k, trace.nodes[k].bound) for k in roots if trace.value[k] is not None]
            return tuple(solution_tree(trace, k, b) for k, b in bounds if b in SIDES)
        except NoSolutionTreeError:
            return ()

    def proved(self, cursor: int | None = None) -> tuple[SolutionTree, ...]:
        """The solution trees shown at ``cursor`` (default: the model's): those whose root
        has returned, the search having proved their bound. The player shows them so: a
        proof is there only once its search has finished (while it runs, which move will
        prove the bound is not known, and showing it would answer the quiz)."""
        c = self.cursor if cursor is None else cursor
        return tuple(tree for tree in self.solutions if self._exit_at[tree.root] < c)

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
            self.test,
        )

    def snapshot(self) -> Trace:
        """The search as it stood at the cursor, as a trace of its own (to draw or save).

        It holds the nodes entered so far and the events so far. A node still open has no
        value, bound or kept child yet; a cutoff not made yet has no refuting child and no
        pruned moves; a probe not made yet has no outcome.
        """
        c, trace = self.cursor, self.trace
        k = self._entered[c]
        never = len(self.events) + 1
        shot = replace(
            trace,
            passes=[p for p in trace.passes if 0 <= p.root < k],
            given_codes=trace.codes[:c],
            true_values=None if trace.true_values is None else trace.true_values[:k],
            extras={i: dict(v) for i, v in trace.extras.items() if i < k},
            tests={i: t for i, t in trace.tests.items() if i < k},
            **{name: getattr(trace, name)[:k] for name in _COLUMNS},
        )
        for i in range(k):
            if self._exit_at[i] >= c:
                shot.value[i], shot.bound[i], shot.best_child[i] = None, NONE, NONE
                shot.stored[i] = None
            if self._cutoff_at.get(i, never) >= c:
                shot.cutoff_child[i], shot.pruned[i] = NONE, None
            if self._probe_at[i] >= c:
                shot.tt[i], shot.tt_interval[i] = NONE, None
        shot.stopped = shot.truncated = ""
        return shot

    def replay(self) -> dict[str, list[Any]]:
        """The tables a front end replays to draw the tree at any cursor, as JSON lists.

        ``entered[c]``: nodes entered by cursor ``c`` (they are ``range(entered[c])``);
        ``parent[k]``; ``exit_at[k]`` / ``probe_at[k]``: the index of the node's exit / probe
        event (``len(self) + 1`` if never); ``cutoffs``: ``[node, event index]`` pairs;
        ``cut_child[k]``: the child that caused ``k``'s cutoff, or -1. At cursor ``c`` a node
        ``k < entered[c]`` is drawn; it has returned when ``exit_at[k] < c``; a cutoff is made
        when its index is ``< c``. This is exactly what :meth:`step` reports.
        """
        return {
            "entered": list(self._entered),
            "parent": list(self.trace.parent),
            "exit_at": list(self._exit_at),
            "probe_at": list(self._probe_at),
            "cutoffs": [[k, at] for k, at in self._cutoff_at.items()],
            "cut_child": [self._cut_child.get(k, -1) for k in range(len(self.trace.nodes))],
        }


#: The per-node columns of a trace (see :class:`~gamesearch.trace.model.Trace`).
_COLUMNS = tuple(
    f.name
    for f in fields(Trace)
    if f.name
    not in {"game", "root", "algorithm", "options", "passes", "stats", "truncated", "stopped"}
    | {"true_values", "given_codes", "recording", "extras", "tests"}
)


def entry_text(node: NodeRecord) -> str:
    """How ``node`` was entered, as the player writes it: its window ``(−∞, 3)``, or a
    SCOUT test's question ``> 3?``."""
    test = node.test
    return window_text(node.alpha, node.beta) if test is None else test_text(test.relation, test.v)


def outcome_text(node: NodeRecord) -> str:
    """What ``node`` returned, as the player writes it: ``≥ 3``, a test's ``no: ≤ 3``;
    ``…`` if it never returned."""
    test, answer = node.test, node.answer
    if test is None:
        return value_text(node.value, node.bound)
    holds = None if answer is None else test.proves(answer)[0]
    return answer_text(answer, holds, test.v)


def step_number(cursor: Any, events: int) -> int:
    """``cursor`` as a step: a whole number of events shown (an ``int``, or a float with no
    fractional part), 0 before the first event and ``events`` at the end. Anything else (text,
    a bool, NaN, ∞, 2.5) raises InvalidArgumentError, saying what a step is."""
    if isinstance(cursor, float) and cursor.is_integer():
        return int(cursor)
    if not isinstance(cursor, bool):
        try:
            return operator.index(cursor)  # int, and integer types such as numpy's
        except TypeError:
            pass
    raise InvalidArgumentError(
        f"a step is a whole number of events shown, from 0 (before the first event) to "
        f"{events} (the end), not {quote(cursor)}"
    )


def _ask(kind: str, prompt: str, choices: dict[Any, str], right: Any, reveal: str) -> Question:
    return Question(kind, prompt, tuple(choices.values()), list(choices).index(right), reveal)


def _test_choice(test: Test, answer: bool) -> str:
    """An answer to a test with what it proves: ``no: ≤ 3, an upper bound``."""
    relation, bound = test.proves(answer)
    proof = "a lower bound" if bound == "lower" else "an upper bound"
    return f"{'yes' if answer else 'no'}: {relation} {number(test.v)}, {proof}"


def _number_line(trace: Trace) -> tuple[float, float]:
    """A fixed range for the window number line: every finite number of the trace, padded."""
    narrow = TT_OUTCOMES.index("narrow")
    narrowed = [
        end
        for code, window in zip(trace.tt, trace.tt_interval, strict=True)
        if code == narrow and window is not None
        for end in window
    ]
    numbers = chain((p.gamma for p in trace.passes), trace.alpha, trace.beta, trace.value, narrowed)
    finite = [x for x in numbers if x is not None and math.isfinite(x)]
    if not finite:
        return trace.game.score_range
    return min(finite) - 1, max(finite) + 1

"""The trace: every node a search entered and every event, in the order they happened.

A :class:`Trace` holds one :class:`NodeRecord` per node entered (ids are positions in
``nodes``, the root is 0) and the list of events. All numbers are from the point of view of
the player to move at that node (negamax convention), whatever form the algorithm uses
inside. Unbounded window ends are ``-inf``/``inf`` in Python and ``null`` in JSON.

Event kinds (``Trace.events`` lists ``(kind, node_id)``; ``Trace.codes`` packs each in one
integer). A search's events are not recorded one by one: their order follows from the nodes
(:func:`derived_codes`), and ``Trace.codes`` derives them on first read:

``enter``   the node is entered with its window (``alpha``, ``beta``) because of ``why``;
``probe``   the transposition table was probed (``tt``): ``miss`` (no entry), ``shallow`` (an
            entry searched to another depth, which cannot answer; its move is tried first),
            ``hit`` (the entry answers),
            ``narrow`` (it narrows the window to ``tt_window``) or ``inconclusive`` (it does
            neither);
``eval``    the node was evaluated (``leaf``: terminal / static);
``cutoff``  a child refuted the node (``cutoff_move``, ``cutoff_child`` node id; ``pruned``
            moves left unsearched, possibly none);
``store``   the table stored the interval ``stored`` for the node;
``exit``    the node returned ``value``, which proves ``bound`` (exact / lower / upper);
            ``best_child`` is the id of the child whose value it kept (its principal line);
            at a SCOUT test node (``test``) the bound at v is the test's answer;
``pass-begin`` / ``pass-end``  an MTD(f) pass (node_id is the pass number; see ``passes``).
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from itertools import chain
from typing import Any, ClassVar, Generic, TypeVar, overload

from gamesearch.bounds import BOUNDS, WHY, Bound, Test, number
from gamesearch.games.base import Game, Move, State
from gamesearch.trace.html import html_table

INF = float("inf")

EVENT_KINDS = ("enter", "probe", "eval", "cutoff", "store", "exit", "pass-begin", "pass-end")
EVENT_CODE = {kind: code for code, kind in enumerate(EVENT_KINDS)}


def pack_event(kind: str, node_id: int) -> int:
    """One event as one integer: the node id shifted left by 3, the kind's code below."""
    return node_id << 3 | EVENT_CODE[kind]


def unpack_event(code: int) -> tuple[str, int]:
    return EVENT_KINDS[code & 7], code >> 3


_ENTER, _PROBE, _EVAL, _CUTOFF, _STORE, _EXIT, _PASS_BEGIN, _PASS_END = range(len(EVENT_KINDS))


WHY_CODES = tuple(WHY)
LEAVES = ("terminal", "static")
TT_OUTCOMES = ("miss", "hit", "narrow", "inconclusive", "shallow")
_CODE = {
    name: i for names in (WHY_CODES, BOUNDS, LEAVES, TT_OUTCOMES) for i, name in enumerate(names)
}
NONE = -1  # "no value" in the integer columns
_MISS, _NARROW = _CODE["miss"], _CODE["narrow"]


_DETAILS = (
    "best_child",
    "cutoff_child",
    "cutoff_move",
    "pruned",
    "stored",
    "tt_window",
    "tt_entry",
)


class NodeRecord:
    """One node of a trace: a light view on the trace's columns (see :class:`Trace`; a
    node reads its entry of the later-written ones directly, whatever room is reserved)."""

    __slots__ = ("id", "trace")

    def __init__(self, trace: Trace, node_id: int) -> None:
        self.trace, self.id = trace, node_id

    parent = property(lambda self: self.trace.parent[self.id])
    move = property(lambda self: self.trace.move[self.id])
    to_move = property(lambda self: self.trace.to_move[self.id])
    alpha = property(lambda self: self.trace.alpha[self.id])
    beta = property(lambda self: self.trace.beta[self.id])
    value = property(lambda self: self.trace._value[self.id])

    @property
    def depth(self) -> int | None:
        depth = self.trace.depth[self.id]
        return None if depth == NONE else depth

    @property
    def why(self) -> str:
        return WHY_CODES[self.trace.why[self.id]]

    @property
    def bound(self) -> Bound | None:
        code = self.trace._bound[self.id]
        return None if code == NONE else BOUNDS[code]

    @property
    def leaf(self) -> str | None:
        code = self.trace._leaf[self.id]
        return None if code == NONE else LEAVES[code]

    @property
    def tt(self) -> str | None:
        code = self.trace._tt[self.id]
        return None if code == NONE else TT_OUTCOMES[code]

    @property
    def best_child(self) -> int | None:
        """The id of the child whose value the node kept (its principal line), if recorded."""
        child = self.trace._best_child[self.id]
        return None if child == NONE else child

    @property
    def cutoff_child(self) -> int | None:
        """The id of the child that refuted the node, if any (and recorded)."""
        child = self.trace._cutoff_child[self.id]
        return None if child == NONE else child

    @property
    def cutoff_move(self) -> Move | None:
        """The refuting move, if the node was cut off."""
        child = self.cutoff_child
        return None if child is None else self.trace.move[child]

    @property
    def pruned(self) -> tuple[Any, ...] | None:
        """The moves a cutoff left unsearched (None if there was no cutoff)."""
        return self.trace._pruned[self.id]

    @property
    def stored(self) -> tuple[float, float] | None:
        """The table's interval for the node after its store, if it stored."""
        return self.trace._stored[self.id]

    @property
    def tt_window(self) -> tuple[float, float] | None:
        """The window after the table narrowed it, if it did."""
        code = self.trace._tt[self.id]
        return self.trace._tt_interval[self.id] if code == _NARROW else None

    @property
    def tt_entry(self) -> tuple[float, float] | None:
        """The entry's interval when the table answered (or was consulted)."""
        code = self.trace._tt[self.id]
        return None if code in (NONE, _MISS, _NARROW) else self.trace._tt_interval[self.id]

    @property
    def test(self) -> Test | None:
        """SCOUT's question at a test node ("is the value > v?", from the player to move's
        view: :class:`~gamesearch.bounds.Test`), None at a node that searched a window."""
        return self.trace.tests.get(self.id)

    @property
    def answer(self) -> bool | None:
        """A test node's answer (from the bound it returned), None before it returned or
        at a node that is not a test."""
        test, bound = self.test, self.bound
        return None if test is None or bound is None else test.answer(bound)

    def get(self, name: str, default: Any = None) -> Any:
        """The detail ``name`` (one of the properties above, or a rare extra), else
        ``default``; kept for code written before the properties."""
        if name in _DETAILS:
            value = getattr(self, name)
        else:
            value = self.trace.extras.get(self.id, {}).get(name)
        return default if value is None else value

    def _fields(self) -> tuple[Any, ...]:
        """Everything the trace records of the node, for equality."""
        return (
            self.id,
            self.parent,
            self.move,
            self.to_move,
            self.depth,
            self.alpha,
            self.beta,
            self.why,
            self.value,
            self.bound,
            self.leaf,
            self.tt,
            self.test,
            *(getattr(self, name) for name in _DETAILS),
            self.trace.extras.get(self.id),
        )

    def __eq__(self, other: object) -> bool:
        """Value equality: the same id and everything recorded of it alike (two traces of
        the same search have equal nodes), whichever trace holds it."""
        if not isinstance(other, NodeRecord):
            return NotImplemented
        return other is self or self._fields() == other._fields()

    def __hash__(self) -> int:  # of what a node keeps from its entry on (its value may come later)
        return hash((self.id, self.parent, self.to_move))

    def __repr__(self) -> str:
        entry = f"window=({self.alpha}, {self.beta})" if self.test is None else f"test={self.test}"
        return (
            f"NodeRecord(id={self.id}, parent={self.parent}, move={self.move!r}, "
            f"{entry}, value={self.value}, bound={self.bound}, why={self.why})"
        )


class NodeList(Sequence[NodeRecord]):
    """The nodes of a trace, as :class:`NodeRecord` views, in the order they were entered."""

    def __init__(self, trace: Trace) -> None:
        self.trace = trace

    def __len__(self) -> int:
        return len(self.trace.parent)

    @overload
    def __getitem__(self, index: int) -> NodeRecord: ...
    @overload
    def __getitem__(self, index: slice) -> list[NodeRecord]: ...
    def __getitem__(self, index: int | slice) -> NodeRecord | list[NodeRecord]:
        if isinstance(index, slice):
            return [NodeRecord(self.trace, i) for i in range(len(self))[index]]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError("node id out of range")
        return NodeRecord(self.trace, index)


#: The columns written after a node is entered, each with a block of "none" (see
#: :meth:`Trace._reserve`).
_BLOCK = 1024
_LATER = (
    ("_value", [None] * _BLOCK),
    ("_bound", array("b", [NONE]) * _BLOCK),
    ("_leaf", array("b", [NONE]) * _BLOCK),
    ("_tt", array("b", [NONE]) * _BLOCK),
    ("_best_child", array("i", [NONE]) * _BLOCK),
    ("_cutoff_child", array("i", [NONE]) * _BLOCK),
    ("_pruned", [None] * _BLOCK),
    ("_stored", [None] * _BLOCK),
    ("_tt_interval", [None] * _BLOCK),
)


C = TypeVar("C")


class _Settled(Generic[C]):
    """A later-written column of :class:`Trace`, read as one entry per node: ``trace.value``
    settles the trace (drops the room reserved past its last node), then gives its column
    ``_value``, the same object each time, so a writer may keep it. Read-only."""

    def __init__(self, doc: str) -> None:
        self.__doc__ = doc
        self.column = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.column = "_" + name

    @overload
    def __get__(self, trace: None, owner: type | None = None) -> _Settled[C]: ...
    @overload
    def __get__(self, trace: Trace, owner: type | None = None) -> C: ...
    def __get__(self, trace: Trace | None, owner: type | None = None) -> C | _Settled[C]:
        if trace is None:
            return self
        trace._settle()
        column: C = getattr(trace, self.column)
        return column

    def __set__(self, trace: Trace, value: Any) -> None:
        raise AttributeError(f"{self.column[1:]} is written node by node: use set_detail")


@dataclass
class MtdfPass:
    """One MTD(f) pass: the null window (gamma - 1, gamma), the value, the bounds after."""

    number: int
    gamma: float
    value: float | None = None
    lower: float = -INF
    upper: float = INF
    root: int = -1


@dataclass(eq=False, repr=False)
class Trace:
    """A recorded search: the game, the root position, the nodes and the events.

    Nodes are stored in columns, one entry per node (compact: ``make bench`` measures a full
    trace at about 80 bytes a node as recorded, and 105-115 once its events are derived);
    ``trace.nodes[i]`` reads node ``i`` as a
    :class:`NodeRecord`. Integer columns use -1 for "none". Intervals (``stored``,
    ``tt_interval``) are pairs, shared between the nodes that hold the same one.
    The columns a node's entry fills are appended to at once; the ones filled later (its
    value, its bound, what its probe, cutoff or store did), at some nodes only, have room
    reserved in blocks, and their properties show one entry per node.
    """

    game: Game[State, Move]
    root: State
    algorithm: str = ""
    options: dict[str, Any] = field(default_factory=dict)
    passes: list[MtdfPass] = field(default_factory=list)
    stats: dict[str, Any] = field(default_factory=dict)
    truncated: str = ""
    stopped: str = ""
    true_values: list[float] | None = None
    #: The events as given (a snapshot's, a loaded file's), packed; None: derived from the
    #: nodes (see :attr:`codes`).
    given_codes: array[int] | None = None
    #: A recorder is still writing the trace: its events are derived afresh at each read.
    recording: bool = False
    # -- the columns ---------------------------------------------------------------------
    # Written when a node is entered: appended one entry per node.
    parent: array[int] = field(default_factory=lambda: array("i"))
    move: list[Any] = field(default_factory=list)
    depth: array[int] = field(default_factory=lambda: array("i"))
    to_move: array[int] = field(default_factory=lambda: array("b"))
    alpha: list[float] = field(default_factory=list)
    beta: list[float] = field(default_factory=list)
    why: array[int] = field(default_factory=lambda: array("b"))
    # Written later, at some nodes: reserved in blocks of "none" (see _reserve), read through
    # the properties of the same names below, which see one entry per node.
    _value: list[float | None] = field(default_factory=list)
    _bound: array[int] = field(default_factory=lambda: array("b"))
    _leaf: array[int] = field(default_factory=lambda: array("b"))
    _tt: array[int] = field(default_factory=lambda: array("b"))
    _best_child: array[int] = field(default_factory=lambda: array("i"))
    _cutoff_child: array[int] = field(default_factory=lambda: array("i"))
    _pruned: list[tuple[Any, ...] | None] = field(default_factory=list)
    _stored: list[tuple[float, float] | None] = field(default_factory=list)
    _tt_interval: list[tuple[float, float] | None] = field(default_factory=list)
    extras: dict[int, dict[str, Any]] = field(default_factory=dict)  # rare details, by node
    tests: dict[int, Test] = field(default_factory=dict)  # SCOUT's test at a test node, by id

    def __post_init__(self) -> None:
        self._states: dict[int, State] = {}  # positions already replayed (see state())
        self._derived: array[int] | None = None  # the events derived once recorded (codes)

    def add_node(
        self,
        parent: int,
        move: Move,
        depth: int | None,
        to_move: int,
        alpha: float,
        beta: float,
        why: str,
    ) -> int:
        """Append a node entered with window (alpha, beta); returns its id."""
        node_id = len(self.parent)
        if node_id >= len(self._value):
            self._reserve()
        self.parent.append(parent)
        self.move.append(move)
        self.depth.append(NONE if depth is None else depth)
        self.to_move.append(to_move)
        self.alpha.append(alpha)
        self.beta.append(beta)
        self.why.append(_CODE[why])
        return node_id

    def _reserve(self) -> None:
        """Make room in the later-written columns for the next ``_BLOCK`` nodes, each "none"
        until set: one step per column per block, not one per node (a search enters many
        nodes, and most of these details are set at some of them only)."""
        for name, none in _LATER:
            getattr(self, name).extend(none)

    def _settle(self) -> None:
        """Drop the room reserved past the last node, so each column has one entry per node."""
        count = len(self.parent)
        if len(self._value) > count:
            for name, _ in _LATER:
                del getattr(self, name)[count:]

    def set_detail(self, node_id: int, name: str, value: Any) -> None:
        """Record a detail of a node (``value``, ``bound``, or one of the names of
        :meth:`NodeRecord.get`)."""
        if name in ("value", "best_child", "cutoff_child", "stored", "pruned"):
            getattr(self, "_" + name)[node_id] = value
        elif name in ("tt_window", "tt_entry"):  # which one it is, the node's ``tt`` says
            self._tt_interval[node_id] = None if value is None else tuple(value)
        elif name in ("bound", "leaf", "tt"):
            getattr(self, "_" + name)[node_id] = NONE if value is None else _CODE[value]
        else:
            self.extras.setdefault(node_id, {})[name] = value

    # The later-written columns, one entry per node (see _Settled).
    value: ClassVar[_Settled[list[float | None]]] = _Settled(
        "The value each node returned, or None (it never returned)."
    )
    bound: ClassVar[_Settled[array[int]]] = _Settled(
        "What each node's value proves, a code of ``BOUNDS``, or -1."
    )
    leaf: ClassVar[_Settled[array[int]]] = _Settled(
        "Each node's kind of leaf, a code of ``LEAVES``, or -1 (not a leaf)."
    )
    tt: ClassVar[_Settled[array[int]]] = _Settled(
        "What the table's probe found at each node, a code of ``TT_OUTCOMES``, or -1."
    )
    best_child: ClassVar[_Settled[array[int]]] = _Settled(
        "The id of the child whose value each node kept, or -1."
    )
    cutoff_child: ClassVar[_Settled[array[int]]] = _Settled(
        "The id of the child that refuted each node, or -1."
    )
    pruned: ClassVar[_Settled[list[tuple[Any, ...] | None]]] = _Settled(
        "The moves a cutoff left unsearched at each node, or None."
    )
    stored: ClassVar[_Settled[list[tuple[float, float] | None]]] = _Settled(
        "The table's interval after each node's store, or None."
    )
    tt_interval: ClassVar[_Settled[list[tuple[float, float] | None]]] = _Settled(
        "What each probe saw (by ``tt``): the narrowed window, the entry's interval, or None."
    )

    @property
    def nodes(self) -> NodeList:
        return NodeList(self)

    def __len__(self) -> int:
        return len(self.parent)

    @property
    def codes(self) -> array[int]:
        """Every event in order, packed (:func:`pack_event`): the given ones, else derived
        from the nodes (:func:`derived_codes`) once the recording is over, and kept."""
        if self.given_codes is not None:
            return self.given_codes
        if self._derived is not None:
            return self._derived
        codes = derived_codes(self)
        if not self.recording:
            self._derived = codes
        return codes

    @property
    def events(self) -> list[tuple[str, int]]:
        """All events, in order, as ``(kind, node_id)``."""
        return [unpack_event(code) for code in self.codes]

    def event(self, index: int) -> tuple[str, int]:
        return unpack_event(self.codes[index])

    def children(self, node_id: int) -> list[int]:
        """The ids of the nodes entered from ``node_id``, in order."""
        return [i for i, p in enumerate(self.parent) if p == node_id]

    def children_map(self) -> dict[int, list[int]]:
        """Parent id -> ids of its children, for the whole trace at once."""
        out: dict[int, list[int]] = {}
        for i, p in enumerate(self.parent):
            out.setdefault(p, []).append(i)
        return out

    def ancestry(self, node_id: int) -> list[int]:
        """Node ids from the root down to ``node_id``."""
        chain = []
        while node_id >= 0:
            chain.append(node_id)
            node_id = self.parent[node_id]
        return chain[::-1]

    def moves_to(self, node_id: int) -> list[Move]:
        """The moves from the root to ``node_id``."""
        return [self.move[i] for i in self.ancestry(node_id)[1:]]

    def path(self, node_id: int) -> list[str]:
        """The moves from the root to ``node_id``, in the game's notation."""
        return [self.game.format_move(m) for m in self.moves_to(node_id)]

    def ply(self, node_id: int) -> int:
        return len(self.ancestry(node_id)) - 1

    def state(self, node_id: int) -> State:
        """The position at ``node_id``: replayed from its nearest ancestor already asked
        for (the root at first), and remembered."""
        states = self._states
        chain = []
        while node_id not in states:
            if self.parent[node_id] < 0:  # a root (MTD(f) passes have one each)
                states[node_id] = self.root
                break
            chain.append(node_id)
            node_id = self.parent[node_id]
        state = states[node_id]
        for i in reversed(chain):
            state = states[i] = self.game.apply(state, self.move[i])
        return state

    @property
    def call(self) -> str:
        """The :func:`~gamesearch.search.solve` call that recorded this trace (run it again
        with :func:`gamesearch.search.api.rerun`)."""
        options = "".join(f", {k}={v!r}" for k, v in self.options.items())
        return f"solve({self.game.name!r}, {self.root!r}, {self.algorithm!r}{options})"

    def __repr__(self) -> str:
        status = ", truncated" if self.truncated else ", stopped" if self.stopped else ""
        return (
            f"<Trace of {self.algorithm} on {self.game.name}: {len(self):,} nodes, "
            f"{len(self.codes):,} events{status}>"
        )

    def _repr_html_(self) -> str:
        root_value = self.value[0] if len(self) and self.value[0] is not None else None
        rows = {
            "call": self.call,
            "nodes": f"{len(self):,}",
            "events": f"{len(self.codes):,}",
            "root value": "—" if root_value is None else number(root_value),
        }
        if self.passes:
            rows["MTD(f) passes"] = str(len(self.passes))
        for name in ("truncated", "stopped"):
            if getattr(self, name):
                rows[name] = getattr(self, name)
        return html_table(f"Trace of {self.algorithm} on {self.game.name}", rows)

    def walk(self) -> Iterator[tuple[int, NodeRecord]]:
        """``(id, node)`` for every node, in the order they were entered."""
        for i in range(len(self.parent)):
            yield i, NodeRecord(self, i)


def derived_codes(trace: Trace) -> array[int]:
    """The events of a recorded search, in order, from its nodes alone.

    A search enters its nodes depth first, in the order of their ids, and at each node the
    events come in one order: ``enter``, the table's ``probe`` (if ``tt`` is set), ``eval``
    (a ``leaf``), the children's events, the ``cutoff`` (a ``cutoff_child``), the ``store``
    (``stored``) and the ``exit`` (a ``bound``). An MTD(f) pass begins just before its root
    is entered and ends just after the root's exit, if it has a value; a pass whose root was
    never entered (the search stopped there) only begins, last. A node the trace stopped
    inside never exits: nothing follows it. So the recorder writes facts, not events.
    """
    trace._settle()
    parent, count = trace.parent, len(trace.parent)
    tt, leaf, bound = trace._tt, trace._leaf, trace._bound
    cutoff, stored = trace._cutoff_child, trace._stored
    begins = {p.root: p for p in trace.passes if p.root >= 0}
    ends: dict[int, MtdfPass] = {}  # a begun pass, by its root
    codes: array[int] = array("q")
    add = codes.append
    stack = [-1]  # the open nodes, above -1 (none)
    pop, push = stack.pop, stack.append
    # one step past the last node, at the top level: it closes every node still open
    for node, above in enumerate(chain(parent, (-1,))):
        while stack[-1] != above:
            closed = pop()
            if cutoff[closed] != NONE:
                add(closed << 3 | _CUTOFF)
            if stored[closed] is not None:
                add(closed << 3 | _STORE)
            if bound[closed] != NONE:
                add(closed << 3 | _EXIT)
            if ends and closed in ends and ends[closed].value is not None:
                add(ends.pop(closed).number << 3 | _PASS_END)
        if node == count:
            break
        if begins and node in begins:
            ends[node] = begins[node]
            add(begins[node].number << 3 | _PASS_BEGIN)
        add(node << 3 | _ENTER)
        if tt[node] != NONE:
            add(node << 3 | _PROBE)
        if leaf[node] != NONE:
            add(node << 3 | _EVAL)
        push(node)
    for unrooted in trace.passes:
        if unrooted.root < 0:
            add(unrooted.number << 3 | _PASS_BEGIN)
    return codes

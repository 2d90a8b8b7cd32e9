"""The trace: every node a search entered and every event, in the order they happened.

A :class:`Trace` holds one :class:`NodeRecord` per node entered (ids are positions in
``nodes``, the root is 0) and the list of events. All numbers are from the point of view of
the player to move at that node (negamax convention), whatever form the algorithm uses
inside. Unbounded window ends are ``-inf``/``inf`` in Python and ``null`` in JSON.

Event kinds (``Trace.events`` lists ``(kind, node_id)``; they are kept packed in
``Trace.codes``, one integer each, so a trace stays small):

``enter``   the node is entered with its window (``alpha``, ``beta``) because of ``why``;
``probe``   the transposition table was probed (``tt``: miss / hit / narrow);
``eval``    the node was evaluated (``leaf``: terminal / static);
``cutoff``  a child refuted the node (``cutoff_move``, ``cutoff_child`` node id; ``pruned``
            moves left unsearched, possibly none);
``store``   the table stored the interval ``stored`` for the node;
``exit``    the node returned ``value``, which proves ``bound`` (exact / lower / upper);
            ``best_child`` is the id of the child whose value it kept (its principal line);
``pass-begin`` / ``pass-end``  an MTD(f) pass (node_id is the pass number; see ``passes``).
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from gamesearch.games.base import Game, Move, State

INF = float("inf")

EVENT_KINDS = ("enter", "probe", "eval", "cutoff", "store", "exit", "pass-begin", "pass-end")
EVENT_CODE = {kind: code for code, kind in enumerate(EVENT_KINDS)}


def pack_event(kind: str, node_id: int) -> int:
    return node_id << 3 | EVENT_CODE[kind]


def unpack_event(code: int) -> tuple[str, int]:
    return EVENT_KINDS[code & 7], code >> 3


#: Why a node was entered.
WHY = {
    "root": "the root of the search",
    "child": "a child searched with the window its parent passed down",
    "null-window": "a null-window probe: can this move beat the best so far?",
    "re-search": "a re-search with a wider window after the probe failed high",
    "scout-test": "a SCOUT test: is the value above (or at least) v?",
    "mtdf-pass": "the root of an MTD(f) pass",
    "extra-turn": "the one-ply search of the simplified extra turn",
}


class NodeRecord:
    """One node of a trace. Rarely used details live in ``extra`` (None when empty)."""

    __slots__ = (
        "alpha",
        "beta",
        "bound",
        "depth",
        "extra",
        "leaf",
        "move",
        "parent",
        "to_move",
        "tt",
        "value",
        "why",
    )

    def __init__(
        self,
        parent: int,
        move: Move,
        depth: int | None,
        to_move: int,
        alpha: float,
        beta: float,
        why: str,
    ) -> None:
        self.parent = parent
        self.move = move
        self.depth = depth
        self.to_move = to_move
        self.alpha = alpha
        self.beta = beta
        self.why = why
        self.value: float | None = None
        self.bound: str | None = None
        self.leaf: str | None = None
        self.tt: str | None = None
        self.extra: dict[str, Any] | None = None

    def get(self, name: str, default: Any = None) -> Any:
        """A detail from ``extra``: ``tt_window`` (narrowed window), ``tt_entry`` (the
        entry's interval on a hit), ``cutoff_move``, ``cutoff_child``, ``pruned``,
        ``best_child``, ``stored`` (the interval after the store)."""
        return default if self.extra is None else self.extra.get(name, default)

    def set(self, name: str, value: Any) -> None:
        if self.extra is None:
            self.extra = {}
        self.extra[name] = value

    def __repr__(self) -> str:
        return (
            f"NodeRecord(parent={self.parent}, move={self.move!r}, window=({self.alpha}, "
            f"{self.beta}), value={self.value}, bound={self.bound}, why={self.why})"
        )


@dataclass
class MtdfPass:
    """One MTD(f) pass: the null window (gamma - 1, gamma), the value, the bounds after."""

    number: int
    gamma: float
    value: float | None = None
    lower: float = -INF
    upper: float = INF
    root: int = -1


@dataclass
class Trace:
    """A recorded search: the game, the root position, the nodes and the events."""

    game: Game
    root: State
    algorithm: str = ""
    options: dict[str, Any] = field(default_factory=dict)
    nodes: list[NodeRecord] = field(default_factory=list)
    codes: array = field(default_factory=lambda: array("q"))
    passes: list[MtdfPass] = field(default_factory=list)
    stats: dict[str, Any] = field(default_factory=dict)
    truncated: str = ""
    stopped: str = ""
    true_values: list[float] | None = None

    def __len__(self) -> int:
        return len(self.nodes)

    @property
    def events(self) -> list[tuple[str, int]]:
        """All events, in order, as ``(kind, node_id)``."""
        return [unpack_event(code) for code in self.codes]

    def event(self, index: int) -> tuple[str, int]:
        return unpack_event(self.codes[index])

    def children(self, node_id: int) -> list[int]:
        """The ids of the nodes entered from ``node_id``, in order."""
        return [i for i, n in enumerate(self.nodes) if n.parent == node_id]

    def children_map(self) -> dict[int, list[int]]:
        """Parent id -> ids of its children, for the whole trace at once."""
        out: dict[int, list[int]] = {}
        for i, node in enumerate(self.nodes):
            out.setdefault(node.parent, []).append(i)
        return out

    def ancestry(self, node_id: int) -> list[int]:
        """Node ids from the root down to ``node_id``."""
        chain = []
        while node_id >= 0:
            chain.append(node_id)
            node_id = self.nodes[node_id].parent
        return chain[::-1]

    def moves_to(self, node_id: int) -> list[Move]:
        """The moves from the root to ``node_id``."""
        return [self.nodes[i].move for i in self.ancestry(node_id)[1:]]

    def path(self, node_id: int) -> list[str]:
        """The moves from the root to ``node_id``, in the game's notation."""
        return [self.game.format_move(m) for m in self.moves_to(node_id)]

    def ply(self, node_id: int) -> int:
        return len(self.ancestry(node_id)) - 1

    def state(self, node_id: int) -> State:
        """The position at ``node_id`` (replayed from the root)."""
        state = self.root
        for move in self.moves_to(node_id):
            state = self.game.apply(state, move)
        return state

    def walk(self) -> Iterator[tuple[int, NodeRecord]]:
        yield from enumerate(self.nodes)

"""What Python hands the player's front end: the one declaration of the player's data.

:func:`~gamesearch.widgets.stepper_data.stepper_data` builds a :class:`PlayerData` from a
trace; the front end (``gamesearch/frontend/player/``) reads it and draws every step with no
kernel. This module is the contract between the two: ``scripts/player_schema.py`` exports
these types as a JSON Schema and a JSDoc typedef (``gamesearch/frontend/player/payload.
schema.json`` and ``payload.types.js``), the Python tests check real payloads against the
schema, the front end's tests check their data against it, and the front end refuses data
of another :data:`VERSION`.

**Numbers, not sentences.** What crosses is data: per node and per event, numbers in
columns; the sentences, the quiz's questions and the boards' pictures are made in the
browser from them (``narrate.js``, ``questions.js``, ``board.js``), with the words of
:class:`Words`. :class:`~gamesearch.widgets.stepper_model.StepperModel` stays the reference
for what every cursor shows and says (the tests compare the two at every cursor).

**Columns are binary.** A :data:`Column` holds one number per node (or per event) as a
little-endian typed array: ``nodes.parent[k]`` is node ``k``'s parent (node ids are
positions in ``trace.nodes``, in the order the search entered them). The widget sends each
column as a binary buffer (the front end gets a ``DataView``); a page with no kernel
(:meth:`~gamesearch.widgets.stepper.Stepper.save_html`) carries the same bytes packed and
compressed (:func:`gamesearch.widgets.page_data.pack`); the plain JSON form (the schema's)
writes them in base64 (:func:`json_ready`). ``payload.js`` reads each into the same typed
arrays. The type of each column is in ``PlayerData.types``: the narrowest that holds its
numbers exactly (:data:`COLUMNS` says which hold whole numbers). Floats keep their
infinities (a window's open end) and write "no value" as NaN; int columns write "none" as
-1; a code column (``why``, ``bound``, …) indexes its table in :class:`Codes`. Strings per
node (names, moves) are indices into ``texts``, each distinct string sent once.

Cursor ``c`` means "the first ``c`` events have happened" (0 before the first, ``n`` at the
end), as in :class:`~gamesearch.widgets.stepper_model.StepperModel`. The few JSON numbers
(sparse tables) follow :mod:`gamesearch.jsonnum`: a window's open end is null.

Adding a field: declare it here, run ``python scripts/player_schema.py``, and raise
:data:`VERSION` if the front end cannot read older data the same way.
"""

from __future__ import annotations

import base64
from collections.abc import Mapping
from typing import Any, Final, Literal, TypedDict

#: The format of the data; the front end refuses others, saying which it reads.
VERSION: Final = 5  # Final: the type Literal[5], as PlayerData's version says

#: One number per node or per event, a little-endian typed array (see the module docstring):
#: bytes in Python and in the widget, base64 in a page (:func:`json_ready`).
Column = bytes
#: The typed arrays a column is sent as.
ColumnType = Literal["Int8", "Int16", "Int32", "Float32", "Float64"]
#: Each typed array's code in Python's :mod:`array` module (each of the same size).
ARRAY_CODES: Final[Mapping[ColumnType, str]] = {
    "Int8": "b",
    "Int16": "h",
    "Int32": "i",
    "Float32": "f",
    "Float64": "d",
}
#: What each column holds, by part: whole numbers ("int") or any numbers ("float"). Each is
#: sent as the narrowest typed array that holds its numbers exactly (PlayerData.types).
COLUMNS: Final[Mapping[str, Mapping[str, Literal["int", "float"]]]] = {
    "nodes": {
        **dict.fromkeys(("parent", "name", "move", "to_move", "why", "depth"), "int"),
        **dict.fromkeys(("alpha", "beta", "value"), "float"),
        **dict.fromkeys(("bound", "leaf", "tt"), "int"),
        **dict.fromkeys(("tt_lo", "tt_hi", "stored_lo", "stored_hi"), "float"),
        **dict.fromkeys(("exit_at", "probe_at", "cut_child", "board"), "int"),
    },
    "events": {"kind": "int", "id": "int", "entered": "int"},
    "positions": {"cells": "int", "status": "int"},
}

#: A window's lower end: null for −∞ (:mod:`gamesearch.jsonnum`).
Lower = float | None
#: A window's upper end: null for +∞.
Upper = float | None
#: What a returned value proves (:data:`gamesearch.bounds.BOUNDS`).
Bound = Literal["exact", "lower", "upper"]
#: The side a solution tree proves (:data:`gamesearch.trace.proof.SIDES`).
Side = Literal["lower", "upper"]
#: The kinds of quiz question (:data:`~gamesearch.widgets.stepper_model.QUESTION_KINDS`).
QuestionKind = Literal["bound", "cutoff", "probe", "pass"]


class Nodes(TypedDict):
    """Per node ``k`` of the trace, one entry in each column (:data:`COLUMNS`)."""

    parent: Column  # its parent's id; -1 for a root
    name: Column  # its textbook label, or the move that led to it ("root"): in texts
    move: Column  # the move that led to it, in the game's notation, in texts; -1 at a root
    to_move: Column  # the player to move there: 0 (MAX, moves first) or 1 (MIN)
    why: Column  # why it was entered: in Codes.why
    depth: Column  # the depth it was searched to; -1: to the end of the game
    alpha: Column  # the window it was entered with (−∞ and +∞ as themselves)
    beta: Column
    value: Column  # what it returned; NaN if it never returned
    bound: Column  # what its value proves: in Codes.bound; -1 if it never returned
    leaf: Column  # why it is a leaf: in Codes.leaf; -1 if it is not one
    tt: Column  # what its table probe found: in Codes.tt; -1 if it was not probed
    tt_lo: Column  # the window the table narrowed it to (tt "narrow"), or the entry's
    tt_hi: Column  # interval the probe saw (other outcomes); NaN for none
    stored_lo: Column  # the interval the table stored for it; NaN if it stored none
    stored_hi: Column
    exit_at: Column  # the index of its exit event; n + 1 if it never returned
    probe_at: Column  # the index of its probe event; n + 1 if it was not probed
    cut_child: Column  # the child whose value cut it off; -1 if none
    board: Column  # its position in PlayerData.positions (or boards); -1 for none


class Events(TypedDict):
    """Per event (``kind[i]``, ``id[i]``: event ``i``, shown from cursor ``i + 1`` on) and
    per cursor (``entered[c]``: ``n + 1`` entries, cursor 0 included)."""

    kind: Column  # the event's kind, as its index in PlayerData.kinds
    id: Column  # the node it happened at; an MTD(f) pass's number for a pass event
    entered: Column  # how many nodes were entered: nodes 0 .. entered[c] - 1


class Codes(TypedDict):
    """The tables the code columns index (gamesearch.trace.model)."""

    why: list[str]  # why a node was entered: keys of gamesearch.bounds.WHY
    bound: list[Bound]
    leaf: list[str]  # "terminal", "static"
    tt: list[str]  # "miss", "hit", "narrow", "inconclusive", "shallow"


#: A SCOUT test node: ``[node, relation, v, answer, holds, bound, question, verdict]``: it
#: asks "t ``relation`` v?"; its ``answer`` (True: yes) proves ``t holds v``, a ``bound``;
#: the number line's words for it are ``question`` ("test: is t > 3?") and ``verdict``
#: ("yes: t > 3"). Before it answers (or if it never does), answer, holds and bound are null
#: and verdict is "".
TestNode = tuple[int, str, float, bool | None, str | None, Bound | None, str, str]
#: An MTD(f) pass: ``[number, root node, γ, "(γ − 1, γ)", value, bound, "≥ 3", lower,
#: upper]``; value and bound are None (and the text "…") if it never ended; ``[lower,
#: upper]``: where the value lies after it (null: −∞, +∞).
Pass = tuple[int, int, float, str, float | None, Bound | None, str, Lower, Upper]
#: A cutoff's moves left unsearched, in the game's notation: ``[node, ["c2", "d1"]]``.
Pruned = tuple[int, list[str]]
#: A node's small lines under its label in the whole tree: ``[node, ["true 3", "CUT"]]``.
Notes = tuple[int, list[str]]


class Proof(TypedDict):
    """A solution tree the search proved (gamesearch.trace.proof): what its root (a search's
    root, an MTD(f) pass's) returned proves a bound, and these nodes prove it, a strategy
    for one player. The player shows it once its root has returned."""

    root: int
    bound: Side  # "lower" (at least: a strategy of the player to move at the root), "upper"
    prover: int  # whose strategy it is: 0 (MAX) or 1 (MIN)
    tag: str  # its name on the picture and in the node list: "MAX's strategy"
    said: str  # what it proved: "pass 2 proved ≥ 3: a strategy for MAX of 7 nodes"
    nodes: list[int]  # its nodes, the root included, ascending


class Board(TypedDict):
    """A position's picture (SVG) and the same position in words, square by square, each
    written as pieces of PlayerData.pieces, joined: the boards of one search share most of
    their tags and words, so each piece is sent once."""

    svg: list[int]
    text: list[int]


class BoardStyle(TypedDict):
    """How the front end draws a game's positions (gamesearch.widgets.board_data): the
    same picture as the game's render_svg, the same words as its describe."""

    kind: Literal["tictactoe", "reversi", "kalah"]
    rows: int  # squares down (Kalah: its two rows of pits)
    cols: int  # squares across (Kalah: pits a side)
    letters: str  # the columns' letters, a1 at the top left
    glyphs: list[str]  # what a cell of each value shows: a mark ("X"), a disc's fill
    words: list[str]  # a cell of each value in words: "empty", "black"
    colours: dict[str, str]  # the board's colours, by part: "board", "line", "pit", …
    players: list[str]  # the players' names, first to move first


class Positions(TypedDict):
    """The nodes' boards as cells, each distinct position once (Nodes.board indexes them),
    for a game the front end draws (style); else style is null and PlayerData.boards holds
    the game's own pictures."""

    style: BoardStyle | None
    size: int  # cells a position
    cells: Column  # position b's cells are cells[b * size .. (b + 1) * size - 1]
    status: Column  # position b's status line ("X to move"), in texts


class Tree(TypedDict):
    """The whole tree's plan (the browser lays it out and draws it): what is drawn."""

    hidden: list[tuple[int, int]]  # [node, number of nodes hidden below it] (max_ply, fold, …)
    pv: list[int]  # the principal variation from the root down, bold once the search ended
    top: str  # the label joining several roots (MTD(f) passes, depths); "" for one root
    root_tags: list[tuple[int, list[str]]]  # [root, its edge's tags]: "pass 1", "γ = 3"
    # [node, the moves its cutoff left unsearched, as a textbook tree labels them]; None:
    # as the data's ``pruned`` says them (a tree without labels: the same list, sent once)
    pruned: list[tuple[int, list[str]]] | None  # by label; None: the data's pruned
    cutoffs: list[tuple[int, int]]  # [node, the index of its cutoff event]
    note: str  # why the whole tree is not drawn (too large), or ""


class Line(TypedDict):
    """The number line's fixed range and ticks, and its size (gamesearch.views.window)."""

    lo: float
    hi: float
    ticks: list[tuple[float, str]]  # [value, its text]
    width: int  # widest, in CSS px at zoom 1
    height: int
    margin: int
    font: int  # text size at full width
    axis: int  # y of the axis
    band: tuple[int, int]  # top and bottom of the window band
    proof: int  # y of the proved region


class Style(TypedDict):
    """Colours, lines and shapes (gamesearch.views.style.STYLE): the one copy of them."""

    bound: dict[str, str]  # line colour of a value, by bound
    ink: dict[str, str]  # text colour of a value, by bound (at least 4.5 : 1 on every fill)
    fill: dict[str, str]  # a node's fill, by bound
    unfinished: str  # a node with no value yet: its line, fill and text
    unfinished_fill: str
    unfinished_ink: str
    edge: str  # edges, and the number line's axis and text
    cutoff: str  # the edge to the child that cut off
    pruned: str  # pruned moves and hidden subtrees: lines and text
    window: str  # the number line's window band
    current: str  # the current node's fill
    solution: str  # a solution tree's ring around its nodes and band under its edges
    solution_ink: str  # its tag ("MAX's strategy"), 4.5 : 1 on the paper and every fill
    paper: str  # what every picture is drawn on
    verdict: dict[str, str]  # the quiz's verdict text: "right", "wrong"
    shape: list[str]  # a node's shape by player to move: "house" (0), "invhouse" (1)
    edge_line: dict[str, str]  # an edge's line by why its child was entered: dotted, …
    edge_tag: dict[str, str]  # an edge's tag by why its child was entered: "re-search"
    pen: float  # line widths: ordinary, principal variation, cutoff edge
    pv_pen: float
    cutoff_pen: float


class Choices(TypedDict):
    """The answers the quiz offers, by kind of question (gamesearch.widgets.stepper_model);
    a SCOUT test's two answers are made from its question."""

    bound: dict[str, str]  # what a value proves, by bound, in the number line's order
    probe: dict[str, str]  # what a table entry does, by probe outcome
    cutoff: list[str]  # does the parent cut off now: no, yes
    passes: list[str]  # how an MTD(f) pass ends: fail-low, fail-high


class Words(TypedDict):
    """The course's words (gamesearch.bounds, gamesearch.trace.narrate) for what the player
    says in text: its sentences and questions are made from these and the numbers."""

    bound: dict[str, str]  # "fail-low, an upper bound", by bound
    outcome: dict[Bound, str]  # "fail-low", by bound
    symbol: dict[Bound, str]  # "≤", by bound
    claim: dict[Bound, str]  # "at most ", by bound ("" for exact)
    flipped: dict[Bound, Bound]  # the bound seen by the other player: "lower" → "upper"
    proof: dict[Bound, str]  # "an upper bound", by bound ("exact")
    why: dict[str, str]  # why a node was entered, by key (the keys the nodes have)
    exit_head: dict[str, str]  # how an exit names the search, by why: "null-window probe"
    probe: dict[str, str]  # what a table probe found, by outcome (those the nodes have)
    tag: dict[str, str]  # the tag a node's label carries for it: "table hit", "narrowed"
    relation: dict[str, str]  # a test's relation in words: "more than", by relation
    mirror: dict[str, str]  # the relation from the other player's view: ">" → "<"
    negation: dict[str, str]  # the relation that holds when the answer is no: ">" → "≤"
    choices: Choices
    players: list[str]  # "MAX", "MIN"


class PlayerData(TypedDict):
    """Everything the player shows at every cursor of one trace."""

    version: Literal[5]
    title: str  # the player's name: "null-window search of R"
    n: int  # the number of events
    algorithm: str  # the search's name ("" if it has none), as the sentences say it
    labelled: bool  # nodes are named by their textbook labels, else by the moves to them
    stop: str  # why the trace stops at its last event, if before its search's end; else ""
    stop_said: str  # the sentences added at the last event of a trace that stops early
    kinds: list[str]  # the event kinds (gamesearch.trace.model.EVENT_KINDS)
    codes: Codes
    types: dict[str, dict[str, ColumnType]]  # each column's typed array, by part and name
    texts: list[str]  # the distinct names and moves the nodes' columns index
    nodes: Nodes
    events: Events
    tests: list[TestNode]
    passes: list[Pass]
    pruned: list[Pruned]  # the moves each cutoff left unsearched, as the sentences say them
    notes: list[Notes]  # the nodes that have small lines under their label
    proofs: list[Proof]  # the solution trees its root or its passes proved; [] if none
    ask: list[QuestionKind]  # the kinds of quiz question asked
    positions: Positions
    boards: list[Board]  # the pictures of a game the front end does not draw, else []
    pieces: list[str]  # the boards' pieces of SVG and of words
    tree: Tree
    line: Line
    style: Style
    words: Words
    interval: int  # milliseconds between events while playing
    board_width: int  # the board's width, CSS px at zoom 1
    view_height: int  # the tree view's tallest, CSS px
    quiz: bool  # start in quiz mode


def json_ready(data: Mapping[str, Any]) -> dict[str, Any]:
    """``data`` (a PlayerData, or any part of it) with each :data:`Column` written in base64:
    plain JSON, the form the schema describes (the widget sends the bytes themselves, a page
    packs them: :func:`gamesearch.widgets.page_data.pack`)."""
    return {key: _json_value(value) for key, value in data.items()}


def _json_value(value: Any) -> Any:
    if isinstance(value, bytes | bytearray | memoryview):
        return base64.b64encode(value).decode("ascii")
    if isinstance(value, Mapping):
        return json_ready(value)
    return value

"""What Python hands the player's front end: the one declaration of the player's data.

:func:`~gamesearch.widgets.stepper_data.stepper_data` builds a :class:`PlayerData` from a
trace; the front end (``gamesearch/frontend/player/``) reads it and draws every step with no
kernel. This module is the contract between the two: ``scripts/player_schema.py`` exports
these types as a JSON Schema and a JSDoc typedef (``gamesearch/frontend/player/payload.
schema.json`` and ``payload.types.js``), the Python tests check real payloads against the
schema, the front end's tests check their data against it, and the front end refuses data
of another :data:`VERSION`.

Everything is plain JSON. Lists are columns: ``nodes.name[k]`` is node ``k``'s name (node ids
are positions in ``trace.nodes``, in the order the search entered them). Cursor ``c`` means
"the first ``c`` events have happened" (0 before the first, ``n`` at the end), as in
:class:`~gamesearch.widgets.stepper_model.StepperModel`, which stays the reference for what
every cursor shows. Text that belongs to a node (its name, window, value) is sent once per
node; only the sentence is sent once per event. Numbers follow :mod:`gamesearch.jsonnum`,
as in a trace file: every number is finite but a window's open end (:data:`Lower`,
:data:`Upper`), which is null.

Adding a field: declare it here, run ``python scripts/player_schema.py``, and raise
:data:`VERSION` if the front end cannot read older data the same way.
"""

from __future__ import annotations

from typing import Final, Literal, TypedDict

#: The format of the data; the front end refuses others, saying which it reads.
VERSION: Final = 4  # Final: the type Literal[4], as PlayerData's version says

#: A window's lower end: null for −∞ (:mod:`gamesearch.jsonnum`).
Lower = float | None
#: A window's upper end: null for +∞.
Upper = float | None
#: What a returned value proves (:data:`gamesearch.bounds.BOUNDS`).
Bound = Literal["exact", "lower", "upper"]
#: The side a solution tree proves (:data:`gamesearch.trace.proof.SIDES`).
Side = Literal["lower", "upper"]
#: What a table probe found (:data:`gamesearch.trace.model.TT_OUTCOMES`).
Probe = Literal["miss", "hit", "narrow", "inconclusive", "shallow"]
#: The kinds of quiz question (:data:`~gamesearch.widgets.stepper_model.QUESTION_KINDS`).
QuestionKind = Literal["bound", "cutoff", "probe", "pass"]


class Nodes(TypedDict):
    """Per node ``k`` of the trace, one entry in each column."""

    parent: list[int]  # its parent's id; -1 for a root
    name: list[str]  # its textbook label, or the move that led to it ("root" at the root)
    to_move: list[int]  # the player to move there: 0 (MAX, moves first) or 1 (MIN)
    why: list[str]  # why it was entered: a key of gamesearch.bounds.WHY
    entry: list[str]  # how it was entered: its window "(−∞, 3)", or a SCOUT test "> 3?"
    outcome: list[str]  # what it returned: "≥ 3", a test's "no: ≤ 3"; "…" if never
    bound: list[Bound | None]  # what its value proves; null if it never returned
    alpha: list[Lower]  # the window it was entered with (null: −∞)
    beta: list[Upper]  # (null: +∞)
    value: list[float | None]  # what it returned; null if it never returned
    tt: list[Probe | None]  # what its table probe found; null if it was not probed
    exit_at: list[int]  # the index of its exit event; n + 1 if it never returned
    probe_at: list[int]  # the index of its probe event; n + 1 if it was not probed
    cut_child: list[int]  # the child whose value cut it off; -1 if none
    board: list[int]  # its position's picture in PlayerData.boards; -1 for none
    notes: list[list[str]]  # small lines under its label in the whole tree ("true 3", "CUT")


class Events(TypedDict):
    """Per event (``kind[i]``, ``id[i]``: event ``i``, shown from cursor ``i + 1`` on) and
    per cursor (``sentence[c]``, ``entered[c]``: ``n + 1`` entries, cursor 0 included)."""

    kind: list[int]  # the event's kind, as its index in PlayerData.kinds
    id: list[int]  # the node it happened at; an MTD(f) pass's number for a pass event
    sentence: list[str]  # what the last event did, in plain English
    entered: list[int]  # how many nodes were entered: nodes 0 .. entered[c] - 1


#: A table probe that narrowed a node's window: ``[node, alpha, beta, "(α, β)"]``.
Narrowed = tuple[int, Lower, Upper, str]
#: A SCOUT test node: ``[node, relation, v, answer, holds, bound, question, verdict]``: it
#: asks "t ``relation`` v?"; its ``answer`` (True: yes) proves ``t holds v``, a ``bound``;
#: the number line's words for it are ``question`` ("test: is t > 3?") and ``verdict``
#: ("yes: t > 3"). Before it answers (or if it never does), answer, holds and bound are null
#: and verdict is "".
TestNode = tuple[int, str, float, bool | None, str | None, Bound | None, str, str]
#: An MTD(f) pass: ``[number, root node, γ, "(γ − 1, γ)", value, bound, "≥ 3"]``; value and
#: bound are None (and the text "…") if it never ended.
Pass = tuple[int, int, float, str, float | None, Bound | None, str]


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


class Question(TypedDict):
    """A prediction asked before stepping past cursor ``at`` (the quiz)."""

    at: int
    kind: QuestionKind
    prompt: str
    choices: int  # its answers: PlayerData.choices[choices]
    answer: int  # the index of the right one


class Board(TypedDict):
    """A position's picture (SVG) and the same position in words, square by square, each
    written as pieces of PlayerData.pieces, joined: the boards of one search share most of
    their tags and words, so each piece is sent once."""

    svg: list[int]
    text: list[int]


class Tree(TypedDict):
    """The whole tree's plan (the browser lays it out and draws it): what is drawn."""

    hidden: list[tuple[int, int]]  # [node, number of nodes hidden below it] (max_ply, fold, …)
    pv: list[int]  # the principal variation from the root down, bold once the search ended
    top: str  # the label joining several roots (MTD(f) passes, depths); "" for one root
    root_tags: list[tuple[int, list[str]]]  # [root, its edge's tags]: "pass 1", "γ = 3"
    pruned: list[tuple[int, list[str]]]  # [node, the moves its cutoff left unsearched]
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


class Words(TypedDict):
    """The course's words (gamesearch.bounds) for what the player says in text."""

    bound: dict[str, str]  # "fail-low, an upper bound", by bound
    why: dict[str, str]  # why a node was entered, by key (the keys the nodes have)
    probe: dict[str, str]  # what a table probe found, by outcome (those the nodes have)
    tag: dict[str, str]  # the tag a node's label carries for it: "table hit", "narrowed"
    players: list[str]  # "MAX", "MIN"


class PlayerData(TypedDict):
    """Everything the player shows at every cursor of one trace."""

    version: Literal[4]
    title: str  # the player's name: "null-window search of R"
    n: int  # the number of events
    stop: str  # why the trace stops at its last event, if before its search's end; else ""
    kinds: list[str]  # the event kinds (gamesearch.trace.model.EVENT_KINDS)
    nodes: Nodes
    events: Events
    narrowed: list[Narrowed]
    tests: list[TestNode]
    passes: list[Pass]
    proofs: list[Proof]  # the solution trees its root or its passes proved; [] if none
    questions: list[Question]
    choices: list[list[str]]  # the distinct lists of answers questions offer
    boards: list[Board]
    pieces: list[str]  # the boards' pieces of SVG and of words
    tree: Tree
    line: Line
    style: Style
    words: Words
    interval: int  # milliseconds between events while playing
    board_width: int  # the board's width, CSS px at zoom 1
    view_height: int  # the tree view's tallest, CSS px
    quiz: bool  # start in quiz mode

"""What the player's front end needs, computed once from a :class:`StepperModel`.

The front end steps with no kernel: it gets, once, the :class:`~gamesearch.widgets.payload.
PlayerData` this module builds (declared in :mod:`gamesearch.widgets.payload`). Numbers,
not sentences: the trace's own columns become the payload's binary columns almost as they
are, each node's name and move are written once as text, and the boards once per distinct
position; the sentences and quiz questions are made in the browser from these numbers and
the words of :func:`_words` (the model keeps the same text, made when asked, as the
reference). Then the tables of the layers below: the whole tree's plan from
:mod:`gamesearch.views.tree`, the colours of :mod:`gamesearch.views.style`. The browser lays
out and draws the trees and the number line itself, from numbers.
"""

from __future__ import annotations

import math
import re
import sys
from array import array
from collections.abc import Collection, Iterable
from typing import Any

from gamesearch.bounds import (
    BOUND_NAME,
    BOUND_OUTCOME,
    BOUND_SYMBOL,
    BOUND_WORDS,
    BOUNDS,
    FLIPPED,
    MIRROR,
    NEGATION,
    WHY,
    classify,
    number,
    value_text,
    window_text,
)
from gamesearch.errors import InvalidSearchError, suggestion
from gamesearch.games.base import Game, State
from gamesearch.jsonnum import end_to_json
from gamesearch.trace.annotate import annotate
from gamesearch.trace.model import EVENT_KINDS, LEAVES, TT_OUTCOMES, WHY_CODES, Trace
from gamesearch.trace.narrate import (
    EXIT_HEAD,
    PROBE_OUTCOME,
    PROBE_TAG,
    PROOF,
    RELATION_WORDS,
    describe_stop,
    stop_reason,
)
from gamesearch.views import window
from gamesearch.views.style import STYLE, answer_text
from gamesearch.views.tree import (
    node_type_lines,
    opening_plan,
    principal_variation,
    root_tags,
    strategy_lines,
)
from gamesearch.widgets.board_data import board_cells, board_style, status_line
from gamesearch.widgets.payload import (
    ARRAY_CODES,
    COLUMNS,
    VERSION,
    Board,
    BoardStyle,
    Column,
    ColumnType,
    Events,
    Line,
    Nodes,
    Notes,
    Pass,
    PlayerData,
    Positions,
    Proof,
    Pruned,
    Style,
    TestNode,
    Tree,
    Words,
)
from gamesearch.widgets.stepper_model import (
    BOUND_CHOICES,
    CUTOFF_CHOICES,
    PASS_CHOICES,
    PROBE_CHOICES,
    QUESTION_KINDS,
    StepperModel,
)

#: The options of :func:`~gamesearch.views.tree.render_tree` the player's whole tree takes.
TREE_OPTIONS = ("max_ply", "pv_only", "fold", "show_true", "node_types", "max_nodes")
#: The int typed arrays a column may be sent as, narrowest first, with their ``array`` codes.
_INTS = tuple((kind, ARRAY_CODES[kind]) for kind in ("Int8", "Int16", "Int32"))
_NAN = math.nan


def stepper_data(
    model: StepperModel,
    *,
    interval: int = 800,
    board_size: int = 150,
    view_height: int = 420,
    ask: Collection[str] = QUESTION_KINDS,
    quiz: bool = False,
    tree_options: dict[str, Any] | None = None,
) -> PlayerData:
    """Everything the front end shows at every cursor of ``model`` (its cursor is not moved).

    ``interval``: milliseconds between events while playing; ``board_size``: the board's
    width in pixels; ``view_height``: the tree view's tallest, in pixels; ``ask``: the kinds
    of quiz question to ask (:data:`QUESTION_KINDS`); ``quiz``: start in quiz mode;
    ``tree_options``: some of :data:`TREE_OPTIONS`, as :func:`~gamesearch.views.tree.
    render_tree` takes them (``max_nodes``: 1 000 by default, the most nodes the whole tree
    opens at the start: :func:`~gamesearch.views.tree.opening_plan`). InvalidSearchError
    for a kind of question or an option that does not exist.
    """
    unknown = sorted(set(ask) - set(QUESTION_KINDS))
    if unknown:
        raise InvalidSearchError(
            f"no quiz questions of kind {unknown}: ask for some of {', '.join(QUESTION_KINDS)}"
        )
    options = {"max_nodes": 1000, **(tree_options or {})}
    for name in options:
        if name not in TREE_OPTIONS:
            raise InvalidSearchError(
                f"the player's tree has no option {name!r} (its options: "
                f"{', '.join(TREE_OPTIONS)}){suggestion(name, TREE_OPTIONS)}"
            )
    trace, replay = model.trace, model.replay()
    notes = _notes(trace, options.pop("show_true", False), options.pop("node_types", False))
    labelled = trace.game.node_label(trace.root) is not None
    texts, columns, states = _Texts(), _Columns(), _states(trace)
    nodes, positions, (boards, pieces) = _nodes(
        trace, replay, states, board_size, labelled, texts, columns
    )
    pruned = _pruned(trace)
    return {
        "version": VERSION,
        "title": _title(trace),
        "n": len(model),
        "algorithm": trace.algorithm,
        "labelled": labelled,
        "stop": stop_reason(trace),
        "stop_said": describe_stop(trace),
        "kinds": list(EVENT_KINDS),
        "codes": {
            "why": list(WHY_CODES),
            "bound": list(BOUNDS),
            "leaf": list(LEAVES),
            "tt": list(TT_OUTCOMES),
        },
        "types": columns.types,
        "texts": texts.items,
        "nodes": nodes,
        "events": _events(model, replay["entered"], columns),
        "tests": _tests(trace),
        "passes": _passes(trace),
        "pruned": pruned,
        "notes": notes,
        "proofs": _proofs(model),
        "ask": [kind for kind in QUESTION_KINDS if kind in ask],  # type: ignore[misc]
        "positions": positions,
        "boards": boards,
        "pieces": pieces,
        "tree": _tree(
            trace, replay["cutoffs"], _tree_pruned(trace, states, pruned, labelled), options
        ),
        "line": _line(*model.number_line),
        "style": _style(),
        "words": _words(trace),
        "interval": interval,
        "board_width": board_size,
        "view_height": view_height,
        "quiz": quiz,
    }


class _Columns:
    """Packs columns (:data:`~gamesearch.widgets.payload.COLUMNS`), each as the narrowest
    typed array that holds its numbers exactly; ``types`` records which."""

    def __init__(self) -> None:
        self.types: dict[str, dict[str, ColumnType]] = {}

    def pack(self, part: str, name: str, values: Iterable[Any]) -> Column:
        """``values`` as the bytes of the column ``part.name`` (little-endian)."""
        if COLUMNS[part][name] == "int":
            ints = array("q", values)
            low, high = (min(ints), max(ints)) if ints else (0, 0)
            kind, code = next(
                (kind, code)
                for kind, code in _INTS
                if -(1 << (8 * array(code).itemsize - 1)) <= low
                and high < 1 << (8 * array(code).itemsize - 1)
            )
            packed = array(code, ints)
        else:
            packed = array("d", values)
            narrow = array("f", packed)
            if array("d", narrow).tobytes() == packed.tobytes():  # NaN and ±∞ included
                kind, packed = "Float32", narrow
            else:
                kind = "Float64"
        self.types.setdefault(part, {})[name] = kind  # type: ignore[assignment]
        if sys.byteorder == "big":
            packed.byteswap()
        return packed.tobytes()


class _Texts:
    """Distinct strings, each stored once; ``of`` gives a string's index."""

    def __init__(self) -> None:
        self.items: list[str] = []
        self._at: dict[str, int] = {}

    def of(self, text: str) -> int:
        at = self._at.get(text)
        if at is None:
            at = self._at[text] = len(self.items)
            self.items.append(text)
        return at


#: Where a board's SVG is cut into pieces (before each tag) and its words (after each
#: square's comma or semicolon): the pieces repeat from one board to the next.
_TAGS, _WORDS = re.compile(r"(?=<)"), re.compile(r"(?<=[,;] )")


def _title(trace: Trace) -> str:
    """The player's name: ``nws search of R``, or of a game's position."""
    label = trace.game.node_label(trace.root)
    what = label if label is not None else f"this {trace.game.name or 'game'} position"
    return f"{trace.algorithm or 'a'} search of {what}"


def _notes(trace: Trace, show_true: bool, node_types: bool) -> list[Notes]:
    """The small lines under the labels of the nodes that have some: true values, types."""
    notes: dict[int, list[str]] = {}
    if show_true:
        if trace.true_values is None:
            annotate(trace)
        assert trace.true_values is not None
        for k, true in enumerate(trace.true_values):
            notes.setdefault(k, []).append(f"true {number(true)}")
    if node_types:
        for k, lines in enumerate(node_type_lines(trace)):
            if lines:
                notes.setdefault(k, []).extend(lines)
    return sorted(notes.items())


def _states(trace: Trace) -> list[State]:
    """Every node's position, in one pass down (a parent is entered before its children)."""
    game, root = trace.game, trace.root
    states: list[State] = []
    for parent, move in zip(trace.parent, trace.move, strict=True):
        states.append(root if parent < 0 else game.apply(states[parent], move))
    return states


def _nodes(
    trace: Trace,
    replay: dict[str, list[Any]],
    states: list[State],
    board_size: int,
    labelled: bool,
    texts: _Texts,
    packer: _Columns,
) -> tuple[Nodes, Positions, tuple[list[Board], list[str]]]:
    """The nodes' columns, from the trace's own, and the boards (each distinct position
    once; a textbook tree's nodes are their labels: none). A node's name and move are
    written once each as text."""
    game = trace.game
    move_text: dict[Any, int] = {}

    def move_at(move: Any) -> int:
        try:
            at = move_text.get(move)
        except TypeError:  # a move that is not hashable
            return texts.of(game.format_move(move))
        if at is None:
            at = move_text[move] = texts.of(game.format_move(move))
        return at

    moves = [-1 if p < 0 else move_at(m) for p, m in zip(trace.parent, trace.move, strict=True)]
    if labelled:
        names = [texts.of(game.node_label(state) or "") for state in states]
    else:
        root = texts.of("root")
        names = [root if m < 0 else m for m in moves]
    style = None if labelled else board_style(game)
    positions: Positions = {
        "style": style,
        "size": 0,
        "cells": packer.pack("positions", "cells", []),
        "status": packer.pack("positions", "status", []),
    }
    boards: tuple[list[Board], list[str]] = ([], [])
    board: list[int] = []
    if style is not None:
        board, positions = _positions(game, states, style, texts, packer)
    elif not labelled:
        board, pictures, pieces = _boards(game, states, board_size)
        boards = (pictures, pieces)
    count = len(trace)
    tt_lo, tt_hi = [_NAN] * count, [_NAN] * count
    for k, interval in enumerate(trace.tt_interval):
        if interval is not None:
            tt_lo[k], tt_hi[k] = interval
    stored_lo, stored_hi = [_NAN] * count, [_NAN] * count
    for k, interval in enumerate(trace.stored):
        if interval is not None:
            stored_lo[k], stored_hi[k] = interval
    columns: dict[str, Iterable[Any]] = {
        "parent": trace.parent,
        "name": names,
        "move": moves,
        "to_move": trace.to_move,
        "why": trace.why,
        "depth": trace.depth,
        "alpha": trace.alpha,
        "beta": trace.beta,
        "value": [_NAN if v is None else v for v in trace.value],
        "bound": trace.bound,
        "leaf": trace.leaf,
        "tt": trace.tt,
        "tt_lo": tt_lo,
        "tt_hi": tt_hi,
        "stored_lo": stored_lo,
        "stored_hi": stored_hi,
        "exit_at": replay["exit_at"],
        "probe_at": replay["probe_at"],
        "cut_child": replay["cut_child"],
        "board": board if board else [-1] * count,
    }
    nodes = {name: packer.pack("nodes", name, columns[name]) for name in Nodes.__annotations__}
    return nodes, positions, boards  # type: ignore[return-value]


def _positions(
    game: Game[Any, Any],
    states: list[State],
    style: BoardStyle,
    texts: _Texts,
    packer: _Columns,
) -> tuple[list[int], Positions]:
    """Each node's position (an index), and each distinct position's cells and status (a
    position, not its cells: the same discs with the other player to move, after a pass,
    have a status of their own)."""
    at: dict[State, int] = {}
    cells: list[int] = []
    status: list[int] = []
    board = []
    for state in states:
        b = at.get(state)
        if b is None:
            b = at[state] = len(status)
            cells.extend(board_cells(game, state))
            status.append(texts.of(status_line(game, state)))
        board.append(b)
    size = len(cells) // len(status) if status else 0
    return board, {
        "style": style,
        "size": size,
        "cells": packer.pack("positions", "cells", cells),
        "status": packer.pack("positions", "status", status),
    }


def _boards(
    game: Game[Any, Any], states: list[State], board_size: int
) -> tuple[list[int], list[Board], list[str]]:
    """Each node's board (an index), and each distinct position's picture, drawn once."""
    boards: list[Board] = []
    pieces = _Pieces()
    picture_at: dict[Any, int] = {}
    board = []
    for state in states:
        try:
            at = picture_at.get(state)
            key: Any = state
        except TypeError:  # a position that is not hashable: known by its picture
            key = game.render_svg(state, board_size)
            at = picture_at.get(key)
        if at is None:
            at = picture_at[key] = len(boards)
            svg = game.render_svg(state, board_size)
            text = game.describe(state)
            boards.append({"svg": pieces.of(svg, _TAGS), "text": pieces.of(text, _WORDS)})
        board.append(at)
    return board, boards, pieces.items


class _Pieces:
    """Distinct pieces of text, each stored once; ``of`` writes a text as their indices."""

    def __init__(self) -> None:
        self.items: list[str] = []
        self._at: dict[str, int] = {}

    def of(self, text: str, cut: re.Pattern[str]) -> list[int]:
        out = []
        for piece in filter(None, cut.split(text)):
            if piece not in self._at:
                self._at[piece] = len(self.items)
                self.items.append(piece)
            out.append(self._at[piece])
        return out


def _events(model: StepperModel, entered: list[int], packer: _Columns) -> Events:
    """The events' columns: each event's kind and node (or pass), and the nodes entered by
    each cursor."""
    codes = model.trace.codes
    return {
        "kind": packer.pack("events", "kind", (code & 7 for code in codes)),
        "id": packer.pack("events", "id", (code >> 3 for code in codes)),
        "entered": packer.pack("events", "entered", entered),
    }


def _tests(trace: Trace) -> list[TestNode]:
    """The SCOUT test nodes: each one's question and, once it answered, its answer."""
    tests: list[TestNode] = []
    for k, test in sorted(trace.tests.items()):
        answer = trace.nodes[k].answer
        holds, proves = (None, None) if answer is None else test.proves(answer)
        verdict = "" if holds is None else answer_text(answer, f"t {holds}", test.v)
        question = f"test: is t {test.relation} {number(test.v)}?"
        tests.append((k, test.relation, test.v, answer, holds, proves, question, verdict))
    return tests


def _pruned(trace: Trace) -> list[Pruned]:
    """The moves each cutoff left unsearched, in the game's notation."""
    fmt = trace.game.format_move
    return [(k, [fmt(m) for m in moves]) for k, moves in enumerate(trace.pruned) if moves]


def _passes(trace: Trace) -> list[Pass]:
    passes: list[Pass] = []
    for p in trace.passes:
        window_of = window_text(p.gamma - 1, p.gamma)
        bound = None if p.value is None else classify(p.value, p.gamma - 1, p.gamma)
        passes.append(
            (
                p.number,
                p.root,
                p.gamma,
                window_of,
                p.value,
                bound,
                value_text(p.value, bound),
                end_to_json(p.lower, "lower"),
                end_to_json(p.upper, "upper"),
            )
        )
    return passes


def _tree_pruned(
    trace: Trace, states: list[State], pruned: list[Pruned], labelled: bool
) -> list[Pruned] | None:
    """The pruned moves as the whole tree names them, if it names them otherwise than the
    sentences (``pruned``) do: by a textbook tree's labels; else None."""
    if not labelled:
        return None
    game = trace.game
    label = game.node_label
    return [
        (k, [label(game.apply(states[k], m)) or "" for m in trace.pruned[k] or ()])
        for k, _ in pruned
    ]


def _proofs(model: StepperModel) -> list[Proof]:
    """The solution trees the model shows (:attr:`StepperModel.solutions`), each with whose
    strategy it is and what it proved, in words (its claim is for the player to move at its
    root, as every value the player shows)."""
    trace = model.trace
    names = trace.game.player_names
    passes = {p.root: p.number for p in trace.passes}
    proofs: list[Proof] = []
    for tree in model.solutions:
        who = f"pass {passes[tree.root]}" if tree.root in passes else "the search"
        prover = names[tree.prover]
        table = len(tree.table)
        answered = f", {table} answered by the table" if table else ""
        said = f"{who} proved {tree.claim}: a strategy for {prover} of {len(tree)} nodes{answered}"
        proofs.append(
            {
                "root": tree.root,
                "bound": tree.bound,
                "prover": tree.prover,
                "tag": " ".join(strategy_lines(prover)),
                "said": said,
                "nodes": sorted(tree.nodes),
            }
        )
    return proofs


def _tree(
    trace: Trace,
    cutoffs: list[Any],
    pruned: list[tuple[int, list[str]]] | None,
    options: dict[str, Any],
) -> Tree:
    """The whole tree's plan: what the overview opens at the start (opening_plan)."""
    roots = [k for k, node in enumerate(trace.nodes) if node.parent < 0]
    passes = {p.root: p for p in trace.passes}
    tree: Tree = {
        "hidden": [],
        "pv": principal_variation(trace),
        "top": (trace.algorithm or "search") if len(roots) > 1 else "",
        "root_tags": [(k, root_tags(trace.nodes[k], passes.get(k))) for k in roots],
        "pruned": pruned,
        "cutoffs": [(k, at) for k, at in cutoffs],
        "note": "",
    }
    tree["hidden"] = list(opening_plan(trace, **options).hidden_below.items())
    return tree


def _line(lo: float, hi: float) -> Line:
    return {
        "lo": lo,
        "hi": hi,
        "ticks": [(tick, number(tick)) for tick in window.ticks(lo, hi)],
        "width": window.WIDTH,
        "height": window.HEIGHT,
        "margin": window.MARGIN,
        "font": window.FONT,
        "axis": window.AXIS_Y,
        "band": window.BAND,
        "proof": window.PROOF_Y,
    }


def _style() -> Style:
    s = STYLE
    return {
        "bound": dict(s.bound),
        "ink": dict(s.ink),
        "fill": dict(s.fill),
        "unfinished": s.unfinished,
        "unfinished_fill": s.unfinished_fill,
        "unfinished_ink": s.unfinished_ink,
        "edge": s.edge,
        "cutoff": s.cutoff,
        "pruned": s.pruned,
        "window": s.window,
        "current": s.current,
        "solution": s.solution,
        "solution_ink": s.solution_ink,
        "paper": s.background,
        "verdict": dict(s.verdict),
        "shape": [s.shape[0], s.shape[1]],
        "edge_line": dict(s.edge_line),
        "edge_tag": dict(s.edge_tag),
        "pen": s.pen,
        "pv_pen": s.pv_pen,
        "cutoff_pen": s.cutoff_pen,
    }


def _words(trace: Trace) -> Words:
    """The words the player says, for the reasons and probe outcomes this trace has."""
    whys = {WHY_CODES[code] for code in set(trace.why)}
    probes = {TT_OUTCOMES[code] for code in set(trace.tt) if code >= 0}
    return {
        "bound": {b: f"{BOUND_OUTCOME[b]}, {BOUND_NAME[b]}" for b in BOUNDS},
        "outcome": dict(BOUND_OUTCOME),
        "symbol": dict(BOUND_SYMBOL),
        "claim": dict(BOUND_WORDS),
        "flipped": dict(FLIPPED),
        "proof": dict(PROOF),
        "why": {why: text for why, text in WHY.items() if why in whys},
        "exit_head": dict(EXIT_HEAD),
        "probe": {tt: text for tt, text in PROBE_OUTCOME.items() if tt in probes},
        "tag": {tt: text for tt, text in PROBE_TAG.items() if tt in probes},
        "relation": dict(RELATION_WORDS),
        "mirror": dict(MIRROR),
        "negation": dict(NEGATION),
        "choices": {
            "bound": dict(BOUND_CHOICES),
            "probe": dict(PROBE_CHOICES),
            "cutoff": [CUTOFF_CHOICES[False], CUTOFF_CHOICES[True]],
            "passes": [PASS_CHOICES[False], PASS_CHOICES[True]],
        },
        "players": list(trace.game.player_names),
    }

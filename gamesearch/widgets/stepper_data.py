"""What the player's front end needs, computed once from a :class:`StepperModel`.

The front end steps with no kernel: it gets, once, the :class:`~gamesearch.widgets.payload.
PlayerData` this module builds (declared in :mod:`gamesearch.widgets.payload`). It reads the
trace and the model in one pass down: one walk over the nodes (what each is and did, its
board), one over the events (each sentence and quiz question), then the tables of the layers
below (the whole tree's plan from :mod:`gamesearch.views.tree`, the colours of
:mod:`gamesearch.views.style`, the words of :mod:`gamesearch.bounds`). The browser lays out
and draws the trees and the number line itself, from numbers.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any

from gamesearch.bounds import (
    BOUND_NAME,
    BOUND_OUTCOME,
    BOUNDS,
    WHY,
    classify,
    number,
    value_text,
    window_text,
)
from gamesearch.errors import InvalidSearchError, TraceTooLargeError, suggestion
from gamesearch.jsonnum import end_to_json, number_to_json
from gamesearch.trace.annotate import annotate
from gamesearch.trace.model import EVENT_KINDS, Trace
from gamesearch.trace.narrate import PROBE_OUTCOME, PROBE_TAG, stop_reason
from gamesearch.views import window
from gamesearch.views.style import STYLE, answer_text
from gamesearch.views.tree import (
    node_type_lines,
    plan_tree,
    principal_variation,
    root_tags,
    short_name,
    strategy_lines,
)
from gamesearch.widgets.payload import (
    VERSION,
    Board,
    Events,
    Line,
    Narrowed,
    Nodes,
    Pass,
    PlayerData,
    Proof,
    Question,
    Style,
    TestNode,
    Tree,
    Words,
)
from gamesearch.widgets.stepper_model import (
    QUESTION_KINDS,
    StepperModel,
    entry_text,
    outcome_text,
)

#: The options of :func:`~gamesearch.views.tree.render_tree` the player's whole tree takes.
TREE_OPTIONS = ("max_ply", "pv_only", "fold", "show_true", "node_types", "max_nodes")


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
    render_tree` takes them (``max_nodes``: 1 000 by default). InvalidSearchError for a kind
    of question or an option that does not exist.
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
    nodes, sparse, (boards, pieces) = _nodes(model, replay, board_size, notes)
    events, questions, choices = _events(model, replay["entered"], ask)
    return {
        "version": VERSION,
        "title": _title(trace),
        "n": len(model),
        "stop": stop_reason(trace),
        "kinds": list(EVENT_KINDS),
        "nodes": nodes,
        "events": events,
        "narrowed": sparse.narrowed,
        "tests": sparse.tests,
        "passes": _passes(trace),
        "proofs": _proofs(model),
        "questions": questions,
        "choices": choices,
        "boards": boards,
        "pieces": pieces,
        "tree": _tree(trace, replay["cutoffs"], sparse.pruned, options),
        "line": _line(*model.number_line),
        "style": _style(),
        "words": _words(trace, nodes),
        "interval": interval,
        "board_width": board_size,
        "view_height": view_height,
        "quiz": quiz,
    }


@dataclass
class _Sparse:
    """The tables of the few nodes that have such a thing."""

    narrowed: list[Narrowed] = field(default_factory=list)
    tests: list[TestNode] = field(default_factory=list)
    pruned: list[tuple[int, list[str]]] = field(default_factory=list)


#: Where a board's SVG is cut into pieces (before each tag) and its words (after each
#: square's comma or semicolon): the pieces repeat from one board to the next.
_TAGS, _WORDS = re.compile(r"(?=<)"), re.compile(r"(?<=[,;] )")


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


def _title(trace: Trace) -> str:
    """The player's name: ``nws search of R``, or of a game's position."""
    label = trace.game.node_label(trace.root)
    what = label if label is not None else f"this {trace.game.name or 'game'} position"
    return f"{trace.algorithm or 'a'} search of {what}"


def _notes(trace: Trace, show_true: bool, node_types: bool) -> list[list[str]]:
    """Each node's small lines under its label: its true value, its node types."""
    notes: list[list[str]] = [[] for _ in trace.nodes]
    if show_true:
        if trace.true_values is None:
            annotate(trace)
        assert trace.true_values is not None
        for k, true in enumerate(trace.true_values):
            notes[k].append(f"true {number(true)}")
    if node_types:
        for k, lines in enumerate(node_type_lines(trace)):
            notes[k].extend(lines)
    return notes


def _nodes(
    model: StepperModel, replay: dict[str, list[Any]], board_size: int, notes: list[list[str]]
) -> tuple[Nodes, _Sparse, tuple[list[Board], list[str]]]:
    """One walk over the nodes: their columns, the sparse tables (narrowed windows, SCOUT
    tests, pruned moves), the boards (each distinct picture once; a textbook tree's nodes
    are their labels: none)."""
    trace = model.trace
    game = trace.game
    drawn = game.node_label(trace.root) is None
    cols: dict[str, list[Any]] = {name: [] for name in Nodes.__annotations__}
    sparse = _Sparse()
    boards: list[Board] = []
    picture_at: dict[str, int] = {}
    pieces = _Pieces()
    for k, node in enumerate(trace.nodes):
        state = model.state_of(k)
        board = -1
        if drawn:
            svg = game.render_svg(state, board_size)
            if svg not in picture_at:
                picture_at[svg] = len(boards)
                boards.append(
                    {"svg": pieces.of(svg, _TAGS), "text": pieces.of(game.describe(state), _WORDS)}
                )
            board = picture_at[svg]
        test, answer = node.test, node.answer
        entry, outcome = entry_text(node), outcome_text(node)
        if test is not None:
            holds, proves = (None, None) if answer is None else test.proves(answer)
            verdict = "" if holds is None else answer_text(answer, f"t {holds}", test.v)
            question = f"test: is t {test.relation} {number(test.v)}?"
            sparse.tests.append(
                (k, test.relation, test.v, answer, holds, proves, question, verdict)
            )
        tt_window = node.tt_window
        if tt_window is not None:
            sparse.narrowed.append(
                (
                    k,
                    end_to_json(tt_window[0], "lower"),
                    end_to_json(tt_window[1], "upper"),
                    window_text(*tt_window),
                )
            )
        if node.pruned:
            names = [short_name(game, game.apply(state, m), m) for m in node.pruned]
            sparse.pruned.append((k, names))
        row = {
            "parent": node.parent,
            "name": short_name(game, state, node.move),
            "to_move": node.to_move,
            "why": node.why,
            "entry": entry,
            "outcome": outcome,
            "bound": node.bound,
            "alpha": end_to_json(node.alpha, "lower"),
            "beta": end_to_json(node.beta, "upper"),
            "value": None if node.value is None else number_to_json(node.value),
            "tt": node.tt,
            "exit_at": replay["exit_at"][k],
            "probe_at": replay["probe_at"][k],
            "cut_child": replay["cut_child"][k],
            "board": board,
            "notes": notes[k],
        }
        for name, value in row.items():
            cols[name].append(value)
    return Nodes(**cols), sparse, (boards, pieces.items)  # type: ignore[typeddict-item]


def _events(
    model: StepperModel, entered: list[int], ask: Collection[str]
) -> tuple[Events, list[Question], list[list[str]]]:
    """One walk over the cursors: each event, sentence and quiz question (each distinct list
    of answers once)."""
    events: Events = {"kind": [], "id": [], "sentence": [], "entered": entered}
    questions: list[Question] = []
    choices: dict[tuple[str, ...], int] = {}
    for c in range(len(model) + 1):
        events["sentence"].append(model.sentence_at(c))
        if c == len(model):
            break
        kind, ident = model.events[c]
        events["kind"].append(EVENT_KINDS.index(kind))
        events["id"].append(ident)
        question = model.question(c)
        if question is not None and question.kind in ask:
            at = choices.setdefault(question.choices, len(choices))
            questions.append(
                {
                    "at": c,
                    "kind": question.kind,  # type: ignore[typeddict-item]
                    "prompt": question.prompt,
                    "choices": at,
                    "answer": question.answer,
                }
            )
    return events, questions, [list(answers) for answers in choices]


def _passes(trace: Trace) -> list[Pass]:
    passes: list[Pass] = []
    for p in trace.passes:
        window_of = window_text(p.gamma - 1, p.gamma)
        bound = None if p.value is None else classify(p.value, p.gamma - 1, p.gamma)
        passes.append(
            (p.number, p.root, p.gamma, window_of, p.value, bound, value_text(p.value, bound))
        )
    return passes


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
    pruned: list[tuple[int, list[str]]],
    options: dict[str, Any],
) -> Tree:
    """The whole tree's plan, or why it is not drawn."""
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
    try:
        plan = plan_tree(trace, **options)
    except TraceTooLargeError as error:
        tree["note"] = f"The whole tree is too large to draw here: {error}"
        return tree
    tree["hidden"] = list(plan.hidden_below.items())
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


def _words(trace: Trace, nodes: Nodes) -> Words:
    """The words the player says, for the reasons and probe outcomes this trace has."""
    whys, probes = set(nodes["why"]), set(nodes["tt"])
    return {
        "bound": {b: f"{BOUND_OUTCOME[b]}, {BOUND_NAME[b]}" for b in BOUNDS},
        "why": {why: text for why, text in WHY.items() if why in whys},
        "probe": {tt: text for tt, text in PROBE_OUTCOME.items() if tt in probes},
        "tag": {tt: text for tt, text in PROBE_TAG.items() if tt in probes},
        "players": list(trace.game.player_names),
    }

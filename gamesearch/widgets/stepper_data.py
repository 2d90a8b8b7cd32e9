"""What the player's front end needs, computed once from a :class:`StepperModel`.

The front end (``static/stepper.js``) steps with no kernel: it gets the tree laid out once
(Graphviz SVG, or the DOT source where ``dot`` cannot run), the model's replay tables, and
for every cursor what :class:`StepperModel` shows there (sentence, status line, number
line, board, current node, quiz question). Number lines and boards repeat a lot, so each
distinct picture is sent once and cursors point at it. Everything is plain JSON.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import asdict
from typing import Any

from gamesearch.errors import InvalidSearchError, TraceTooLargeError
from gamesearch.trace.model import NodeRecord
from gamesearch.trace.narrate import num, window
from gamesearch.views.dot import dot_available
from gamesearch.views.question import question_svg
from gamesearch.views.style import STYLE, answer_text, test_text, value_text
from gamesearch.views.tree import _name as node_label
from gamesearch.views.tree import render_tree
from gamesearch.views.window import window_svg
from gamesearch.widgets.stepper_model import QUESTION_KINDS, Question, StepperModel

#: The format of the data; the front end refuses others.
VERSION = 1


class _Pictures:
    """Distinct pictures, each stored once; ``index`` returns a picture's position."""

    def __init__(self) -> None:
        self.items: list[str] = []
        self._at: dict[str, int] = {}

    def index(self, picture: str) -> int:
        if picture not in self._at:
            self._at[picture] = len(self.items)
            self.items.append(picture)
        return self._at[picture]


def layout(model: StepperModel, tree_options: dict[str, Any]) -> dict[str, str]:
    """The tree: ``svg`` laid out by Graphviz, else its ``dot`` source, else ``no_tree``.

    Without the ``dot`` program (JupyterLite) the front end lays out the DOT source itself;
    board thumbnails are then left out, as Graphviz in the browser cannot read their files.
    """
    try:
        diagram = render_tree(model.trace, **tree_options)
    except TraceTooLargeError as error:
        return {"svg": "", "dot": "", "no_tree": f"The tree is too large to draw here: {error}"}
    if dot_available():
        return {"svg": diagram.svg(), "dot": "", "no_tree": ""}
    plain = render_tree(model.trace, **{**tree_options, "boards": False})
    return {"svg": "", "dot": plain.source, "no_tree": ""}


def _ask(question: Question) -> dict[str, Any]:
    """A question as the front end asks it (the answer's sentence is the next frame's)."""
    return {k: v for k, v in asdict(question).items() if k != "reveal"}


def _status(model: StepperModel) -> str:
    text = f"Event {model.cursor} of {len(model)}"
    if model.event is not None:
        text += f": {model.event[0]}"
    test = model.test
    if test is not None:
        text += f" · SCOUT test {test}"
        answer = model.trace.nodes[model.node].answer if model.result[0] is not None else None
        if answer is not None:
            text += f" · answered {answer_text(answer)}"
    elif model.window is not None:
        text += f" · window {window(*model.window)}"
        value, bound = model.result
        if value is not None:
            text += f" · returned {num(value)} ({bound})"
    return text


def _entry(node: NodeRecord) -> str:
    """How a node is entered, as its label says: the window, or a SCOUT test's question."""
    test = node.test
    return window(node.alpha, node.beta) if test is None else test_text(test.relation, test.v)


def _outcome(node: NodeRecord) -> str:
    """What a node returned, as its label says: ``≥ 3``, or a test's ``no: ≤ 3``."""
    test, answer = node.test, node.answer
    if test is None or answer is None:
        return value_text(node.value, node.bound)
    return answer_text(answer, test.proves(answer)[0], test.v)


def stepper_data(
    model: StepperModel,
    *,
    interval: int = 800,
    board_size: int = 150,
    view_height: int = 420,
    ask: Collection[str] = QUESTION_KINDS,
    tree_options: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Everything the front end shows at every cursor of ``model`` (its cursor is restored).

    ``interval``: milliseconds between events while playing; ``board_size``: the board's
    width in pixels; ``view_height``: the tree view's height in pixels (less for a tree that
    fits); ``ask``: the kinds of quiz question to ask (:data:`QUESTION_KINDS`);
    ``tree_options`` go to :func:`~gamesearch.views.tree.render_tree`.
    """
    unknown = sorted(set(ask) - set(QUESTION_KINDS))
    if unknown:
        raise InvalidSearchError(
            f"no quiz questions of kind {unknown}: ask for some of {', '.join(QUESTION_KINDS)}"
        )
    trace, saved = model.trace, model.cursor
    lines, boards = _Pictures(), _Pictures()
    frames: dict[str, list] = {"sentence": [], "status": [], "line": [], "board": [], "node": []}
    board_of: dict[int | None, int] = {}
    drawn = trace.game.node_label(trace.root) is None  # a textbook tree's nodes are its labels
    questions = []
    lo, hi = model.number_line
    for cursor in range(len(model) + 1):
        model.go(cursor)
        node, box, test = model.node, model.window, model.test
        if node not in board_of:
            picture = trace.game.render_svg(model.state, board_size) if drawn else ""
            board_of[node] = boards.index(picture) if picture else -1
        value, bound = model.result
        if test is not None:
            answer = None if bound is None else test.answer(bound)  # type: ignore[arg-type]
            line = lines.index(question_svg(lo, hi, test, answer))
        else:
            line = -1 if box is None else lines.index(window_svg(lo, hi, *box, value, bound))
        frames["sentence"].append(model.sentence)
        frames["status"].append(_status(model))
        frames["line"].append(line)
        frames["board"].append(board_of[node])
        frames["node"].append(-1 if node is None else node)
        question = model.question()
        asked = question is not None and question.kind in ask
        questions.append(_ask(question) if asked else None)
    model.go(saved)
    states = [model.state_of(k) for k in range(len(trace.nodes))]
    return {
        "version": VERSION,
        "n": len(model),
        **layout(model, tree_options or {}),
        **model.replay(),
        "names": [
            node_label(trace.game, states[k], node.move) for k, node in enumerate(trace.nodes)
        ],
        "windows": [_entry(node) for node in trace.nodes],
        "values": [_outcome(node) for node in trace.nodes],
        "bounds": [node.bound for node in trace.nodes],
        "to_move": list(trace.to_move),
        "why": [node.why for node in trace.nodes],
        "tt": [node.tt for node in trace.nodes],
        "pruned": {
            k: [node_label(trace.game, trace.game.apply(states[k], m), m) for m in moves]
            for k, node in enumerate(trace.nodes)
            if (moves := node.get("pruned"))
        },
        "frames": frames,
        "lines": lines.items,
        "boards": boards.items,
        "questions": questions,
        "style": {
            "pen": STYLE.pen,
            "edge": STYLE.edge,
            "current": STYLE.current,
            "bound": dict(STYLE.bound),
            "fill": dict(STYLE.fill),
            "unfinished": STYLE.unfinished,
            "cutoff": STYLE.cutoff,
            "pruned": STYLE.pruned,
        },
        "interval": interval,
        "board": board_size,
        "view_height": view_height,
    }

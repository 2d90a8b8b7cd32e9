"""The widgets in plain Python: build them, click them, check what they show."""

import re

import ipywidgets
import pytest
from columns import column
from replay_js import replay_all
from stepper_searches import SEARCHES

from gamesearch import assets
from gamesearch.errors import InvalidArgumentError, InvalidSearchError
from gamesearch.games.trees import HIROI_TREE, PI_TREE
from gamesearch.search import solve
from gamesearch.views import export
from gamesearch.views.tree import TreeDiagram
from gamesearch.widgets import Stepper, progress, progress_bar
from gamesearch.widgets.stepper import (
    PLAYER_CODE,
    player_code_once,
    player_code_script,
)
from gamesearch.widgets.stepper_model import QUESTION_KINDS, StepperModel


@pytest.fixture
def stepper():
    return Stepper(solve(HIROI_TREE, algorithm="negascout", scout_first=True, trace=True))


# -- Stepper ---------------------------------------------------------------------------
def test_each_cursor_has_its_sentence(stepper):
    model = stepper.model
    assert model.sentence_at(0).startswith("Ready: negascout will search R")
    stepper.go(1)
    assert model.cursor == 1 and model.sentence.startswith("The search starts at R")
    assert stepper.data["title"] == "negascout search of R"


def test_go_moves_the_model_and_what_is_shown(stepper):
    trace = stepper.model.trace
    probe = next(k for k, n in enumerate(trace.nodes) if n.why == "null-window" and n.leaf)
    stepper.go(trace.events.index(("exit", probe)) + 1)
    sentence = stepper.model.sentence
    assert "fail-low" in sentence and "(−2, −1)" in sentence
    assert stepper.model.result == (-3, "exact")
    assert stepper.data["boards"] == []  # a textbook tree's nodes are its labels
    stepper.go(10**6)
    assert stepper.cursor == len(stepper.model) and stepper.model.at_end
    for wrong in ("x", float("nan")):
        with pytest.raises(InvalidArgumentError, match="a step is a whole number"):
            stepper.go(wrong)
    assert stepper.cursor == len(stepper.model)


def test_a_game_sends_each_position_once_as_its_cells_and_status():
    result = solve("tictactoe", moves="b2 a1 c1 a3 a2", algorithm="nws", gamma=1, trace=True)
    data, trace = Stepper(result).data, result.trace
    positions = data["positions"]
    assert positions["style"]["kind"] == "tictactoe" and positions["size"] == 9
    assert (data["boards"], data["pieces"]) == ([], [])  # no picture is sent
    cells, status = column(data, "positions", "cells"), column(data, "positions", "status")
    drawn = [tuple(cells[b * 9 : (b + 1) * 9]) for b in range(len(status))]
    assert len(set(drawn)) == len(drawn)  # each position once
    board = column(data, "nodes", "board")
    for node in (0, len(trace) // 2, len(trace) - 1):
        state = trace.state(node)
        want = [1 if state.x >> i & 1 else 2 if state.o >> i & 1 else 0 for i in range(9)]
        assert list(drawn[board[node]]) == want  # X 1, O 2, empty 0, from a1
        assert data["texts"][status[board[node]]] == trace.game.describe(state).split("; ")[-1]


def test_each_node_gets_its_own_positions_status_the_same_discs_after_a_pass_too():
    result = solve("reversi-4x4", algorithm="negascout", trace=True)  # the whole game
    data, trace = Stepper(result).data, result.trace
    board, status = column(data, "nodes", "board"), column(data, "positions", "status")
    said = {trace.game.describe(trace.state(k)).rsplit("; ", 1)[-1] for k in range(len(trace))}
    assert any("passed" in line for line in said)  # a pass happens in this search
    for k in range(len(trace)):
        want = trace.game.describe(trace.state(k)).rsplit("; ", 1)[-1]
        assert data["texts"][status[board[k]]] == want, k


def test_a_game_the_player_does_not_draw_sends_each_picture_once():
    data = Stepper(SEARCHES["nim"]()).data
    assert data["positions"]["style"] is None and data["boards"]
    pieces = data["pieces"]
    assert len(set(pieces)) == len(pieces)  # each piece of tag or words once
    pictures = {"".join(pieces[i] for i in b["svg"]) for b in data["boards"]}
    assert len(pictures) == len(data["boards"])  # each picture once


def test_the_front_end_gets_the_models_replay_tables(stepper):
    data, model = stepper.data, stepper.model
    replay = model.replay()
    for name in ("exit_at", "probe_at", "cut_child", "parent"):
        assert column(data, "nodes", name) == replay[name]
    assert column(data, "events", "entered") == replay["entered"]
    assert [list(pair) for pair in data["tree"]["cutoffs"]] == replay["cutoffs"]
    assert data["ask"] == list(QUESTION_KINDS)


def test_the_pruned_moves_travel_once_unless_the_tree_labels_them_otherwise():
    """The sentences name a cutoff's pruned moves (``pruned``); the whole tree names them
    again only where it labels them otherwise (a textbook tree's node labels)."""
    moves = Stepper(solve("tictactoe", moves="b2 a1 c1 a3", algorithm="alphabeta", trace=True))
    assert moves.data["pruned"] and moves.data["tree"]["pruned"] is None
    labels = Stepper(solve(HIROI_TREE, algorithm="alphabeta", trace=True)).data
    said, drawn = labels["pruned"], labels["tree"]["pruned"]
    assert [k for k, _ in drawn] == [k for k, _ in said] and drawn != said
    assert drawn[0] == (5, ["J"]) and said[0] == (5, ["2"])


def test_the_quiz_asks_only_the_kinds_of_question_it_is_told():
    result = solve(PI_TREE, algorithm="mtdf", trace=True)
    model = StepperModel(result.trace)
    questions = [q for c in range(len(model)) if (q := model.question(c)) is not None]
    passes = [q for q in questions if q.kind == "pass"]
    assert 0 < len(passes) < len(questions)
    only, every = (Stepper(result, ask=ask).data for ask in ({"pass"}, QUESTION_KINDS))
    assert only["ask"] == ["pass"]
    # answering every question right in quiz mode, the front end asks just these
    walks = [shown["walks"][1] for shown in replay_all([only, every], status_only=True)]
    assert [walk["right"] for walk in walks] == [len(passes), len(questions)]
    with pytest.raises(InvalidSearchError, match="no quiz questions of kind"):
        Stepper(result, ask={"passes"})


def test_the_player_needs_no_graphviz(hide_dot, monkeypatch):
    """The browser lays the player's trees out: without dot (JupyterLite) nothing changes,
    and no player carries or asks for Graphviz in WebAssembly."""
    data = Stepper(solve(HIROI_TREE, algorithm="nws", gamma=3, trace=True)).data
    monkeypatch.setattr(assets, "_engine_sent", False)
    html = Stepper(solve(HIROI_TREE, algorithm="nws", gamma=3, trace=True)).to_html()
    assert "data-gamesearch-engine" not in html and "digraph" not in str(data)


def test_a_frame_is_the_tree_as_it_stands_and_exports_in_one_call(stepper, tmp_path):
    stepper.go(9)
    frame = stepper.frame()
    assert isinstance(frame, TreeDiagram)
    assert frame.source.count("id=n") == len(stepper.model.entered) < len(stepper.model.trace)
    assert frame.source != stepper.frame(len(stepper.model)).source
    written = export(frame, tmp_path / "step-9")
    assert [p.name for p in written] == ["step-9.svg", "step-9.png", "step-9.pdf"]
    with pytest.raises(InvalidSearchError, match="step forward first"):
        stepper.frame(0)


def test_a_tree_larger_than_max_nodes_opens_folded_at_the_deepest_ply_that_fits():
    trace = solve(PI_TREE, algorithm="minimax", trace=True).trace  # 40 nodes, 4 plies
    stepper = Stepper(trace, max_nodes=10)  # the root and its 3 children fit, not ply 2
    tree = stepper.data["tree"]
    assert [k for k, _ in tree["hidden"]] == [k for k, n in enumerate(trace.nodes) if n.parent == 0]
    assert [below for _, below in tree["hidden"]] == [12, 12, 12]
    assert tree["note"] == ""
    assert Stepper(trace).data["tree"]["hidden"] == []  # 1 000 by default: all of it opens
    assert "The search starts at A" in stepper.model.sentence_at(1)


def test_a_result_without_a_trace_is_refused_with_advice():
    with pytest.raises(ValueError, match="trace=True"):
        Stepper(solve(PI_TREE, algorithm="alphabeta"))
    with pytest.raises(InvalidSearchError, match="Trace or a SearchResult"):
        Stepper(None)


def test_the_display_carries_a_player_that_needs_no_kernel(stepper, tmp_path):
    data, _ = stepper._repr_mimebundle_()
    assert {"application/vnd.jupyter.widget-view+json", "text/html"} <= set(data)
    html = data["text/html"]
    code, rest = html.split("\n</script>\n", 1)  # the player's code, then what mounts it
    assert code.startswith(f"<script {PLAYER_CODE}>") and "</script" not in code
    assert "\nexport " not in code and rest.count("</script") == 1
    assert "data-gamesearch-engine" not in html  # dot drew the tree: no engine needed
    page = stepper.save_html(tmp_path / "stepper.html")
    text = page.read_text()
    assert text.startswith("<!doctype html>") and not re.search(r"(src|href)=.https?:", text)
    assert "<main><h1" in text and text.count("<main>") == 1
    with pytest.raises(FileNotFoundError, match="no folder"):
        stepper.save_html(tmp_path / "missing" / "stepper.html")


def test_a_notebook_keeps_the_players_code_in_its_first_player_only(stepper):
    """player_code_once: the code once, in the first player; a page whose first player was
    left out (a lecture deck) gives it to the new first; other outputs are left alone."""
    chart = {"output_type": "display_data", "data": {"text/html": "<img alt='a chart'>"}}
    outputs = [
        chart,
        *({"output_type": "display_data", "data": {"text/html": stepper.to_html()}} for _ in "abc"),
    ]
    assert player_code_once(outputs) == 3
    htmls = [o["data"]["text/html"] for o in outputs]
    assert htmls[0] == "<img alt='a chart'>"
    assert [h.count(PLAYER_CODE) for h in htmls[1:]] == [1, 0, 0]
    assert htmls[2] == stepper.to_html().removeprefix(player_code_script())  # all but the code
    deck = outputs[2:]  # the first player's cell left out
    assert player_code_once(deck) == 2
    assert [o["data"]["text/html"].count(PLAYER_CODE) for o in deck] == [1, 0]
    assert deck[0]["data"]["text/html"].startswith(player_code_script())


# -- progress --------------------------------------------------------------------------
def test_progress_counts_the_items_done():
    bar = ipywidgets.IntProgress()
    seen = []
    for item in progress("abc", "Working", bar=bar):
        seen.append((item, bar.value))
    assert seen == [("a", 0), ("b", 1), ("c", 2)]
    assert (bar.value, bar.max, bar.bar_style, bar.description) == (3, 3, "success", "Working")


def test_progress_turns_red_when_the_work_fails():
    bar = ipywidgets.IntProgress()
    with pytest.raises(RuntimeError):
        for _ in progress(range(3), "Failing", bar=bar):
            raise RuntimeError
    assert bar.bar_style == "danger"


def test_progress_without_a_bar_still_yields_everything():
    assert list(progress(range(4), "Quiet")) == [0, 1, 2, 3]


def test_a_running_progress_loop_is_counted_until_it_ends_or_fails():
    """So the course's site shows no second progress line beside it (scripts/site_kernel)."""
    assert progress_bar.running == 0
    assert [progress_bar.running for _ in progress("ab", "Counted")] == [1, 1]
    assert progress_bar.running == 0
    with pytest.raises(RuntimeError):
        for _ in progress(range(3), "Failing"):
            raise RuntimeError
    assert progress_bar.running == 0


class Shown:
    """A display's handle, as IPython's ``display(..., display_id=True)`` returns it."""

    def __init__(self, bar):
        self.bar, self.said = bar, None

    def update(self, data, raw=False):
        assert raw and self.bar.value in (2, 3)  # at the end: the loop done or stopped
        self.said = data["text/plain"]


@pytest.fixture
def shown(monkeypatch):
    handles = []
    monkeypatch.setattr(
        progress_bar, "_show", lambda bar: handles.append(Shown(bar)) or handles[-1]
    )
    return handles


def test_a_bar_shown_in_a_notebook_gives_way_to_one_line_saying_what_was_done(shown):
    assert list(progress("abc", "Searching")) == ["a", "b", "c"]
    (handle,) = shown
    assert re.fullmatch(r"Searching: 3 of 3 done in \d+\.\d s", handle.said)
    assert handle.bar.comm is None  # closed: nothing left that needs a kernel


def test_a_bar_stopped_early_says_how_far_it_came(shown):
    with pytest.raises(KeyboardInterrupt):
        for item in progress("abc", "Searching"):
            if item == "c":
                raise KeyboardInterrupt
    assert re.fullmatch(r"Searching: stopped after 2 of 3 in \d+\.\d s", shown[0].said)

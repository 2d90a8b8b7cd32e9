"""The widgets in plain Python: build them, click them, check what they show."""

import re

import ipywidgets
import pytest

from gamesearch import assets
from gamesearch.errors import InvalidArgumentError, InvalidSearchError
from gamesearch.games.trees import HIROI_TREE, PI_TREE
from gamesearch.search import solve
from gamesearch.views import export
from gamesearch.views.tree import TreeDiagram
from gamesearch.views.window import window_svg
from gamesearch.widgets import Stepper, progress

INF = float("inf")


@pytest.fixture
def stepper():
    return Stepper(solve(HIROI_TREE, algorithm="negascout", scout_first=True, trace=True))


def frame(stepper, key):
    """What the front end shows for ``key`` at the stepper's cursor."""
    data = stepper.data
    index = data["frames"][key][stepper.cursor]
    return {"line": data["lines"], "board": data["boards"]}[key][index] if index >= 0 else ""


# -- Stepper ---------------------------------------------------------------------------
def test_each_cursor_has_its_sentence_window_and_board(stepper):
    sentences = stepper.data["frames"]["sentence"]
    assert len(sentences) == len(stepper.model) + 1
    assert sentences[0].startswith("Ready: negascout will search R")
    assert frame(stepper, "line") == ""
    stepper.go(1)
    assert stepper.model.cursor == 1 and sentences[1].startswith("The search starts at R")
    assert frame(stepper, "line") == window_svg(*stepper.model.number_line, -INF, INF)


def test_go_moves_the_model_and_what_is_shown(stepper):
    trace = stepper.model.trace
    probe = next(k for k, n in enumerate(trace.nodes) if n.why == "null-window" and n.leaf)
    stepper.go(trace.events.index(("exit", probe)) + 1)
    sentence = stepper.data["frames"]["sentence"][stepper.cursor]
    assert "fail-low" in sentence and "(−2, −1)" in sentence
    lo, hi = stepper.model.number_line
    assert frame(stepper, "line") == window_svg(lo, hi, -2, -1, value=-3, bound="exact")
    assert frame(stepper, "board") == ""  # a textbook tree's nodes are its labels
    stepper.go(10**6)
    assert stepper.cursor == len(stepper.model) and stepper.model.at_end
    for wrong in ("x", float("nan")):
        with pytest.raises(InvalidArgumentError, match="a step is a whole number"):
            stepper.go(wrong)
    assert stepper.cursor == len(stepper.model)


def test_a_game_shows_the_board_of_the_current_node():
    result = solve("tictactoe", moves="b2 a1 c1 a3 a2", algorithm="nws", gamma=1, trace=True)
    stepper = Stepper(result)
    trace = result.trace
    for node in (0, len(trace) // 2, len(trace) - 1):
        stepper.go(trace.events.index(("enter", node)) + 1)
        assert frame(stepper, "board") == trace.game.render_svg(trace.state(node), 150)


def test_the_front_end_gets_the_models_replay_tables_and_questions(stepper):
    data, model = stepper.data, stepper.model
    assert {k: data[k] for k in model.replay()} == model.replay()
    questions = [model.question(c) for c in range(len(model) + 1)]
    assert [q and q.prompt for q in questions] == [q and q["prompt"] for q in data["questions"]]
    assert data["svg"].startswith("<svg") and data["dot"] == ""


def test_the_quiz_asks_only_the_kinds_of_question_it_is_told():
    result = solve(PI_TREE, algorithm="mtdf", trace=True)
    kinds = {q["kind"] for q in Stepper(result, ask={"pass"}).data["questions"] if q}
    assert kinds == {"pass"}
    assert {q["kind"] for q in Stepper(result).data["questions"] if q} > kinds
    with pytest.raises(InvalidSearchError, match="no quiz questions of kind"):
        Stepper(result, ask={"passes"})


def test_the_tree_is_laid_out_in_the_browser_where_dot_cannot_run(hide_dot, monkeypatch, tmp_path):
    stepper = Stepper(solve(HIROI_TREE, algorithm="nws", gamma=3, trace=True))
    assert stepper.data["svg"] == "" and stepper.data["dot"].startswith("digraph")
    engine = assets.asset("graphviz-engine.js")
    # no widget carries the engine (over a megabyte): its front end asks the kernel, once a page
    assert all(len(str(value)) < len(engine) / 10 for value in stepper.get_state().values())
    sent = []
    monkeypatch.setattr(stepper, "send", lambda content, buffers=None: sent.append(content))
    stepper._handle_custom_msg({"ask": "something else"}, [])
    stepper._handle_custom_msg({"ask": "graphviz-engine"}, [])
    assert sent == [{"graphviz_engine": engine}]
    # the player for pages with no kernel carries it once a process; a page of its own always
    monkeypatch.setattr(assets, "_engine_sent", False)
    first, second = stepper.to_html(), stepper.to_html()
    assert first.count("data-gamesearch-engine") == 1 and "data-gamesearch-engine" not in second
    assert first.index("data-gamesearch-engine") < first.index('class="gs-player-host"')
    page = stepper.save_html(tmp_path / "page.html").read_text()
    assert page.count("data-gamesearch-engine") == 1


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


def test_a_tree_too_large_to_draw_is_explained_and_stepping_still_works():
    stepper = Stepper(solve(PI_TREE, algorithm="minimax", trace=True), max_nodes=10)
    assert "too large to draw" in stepper.data["no_tree"] and "max_ply" in stepper.data["no_tree"]
    assert "The search starts at A" in stepper.data["frames"]["sentence"][1]


def test_a_result_without_a_trace_is_refused_with_advice():
    with pytest.raises(ValueError, match="trace=True"):
        Stepper(solve(PI_TREE, algorithm="alphabeta"))
    with pytest.raises(InvalidSearchError, match="Trace or a SearchResult"):
        Stepper(None)


def test_the_display_carries_a_player_that_needs_no_kernel(stepper, tmp_path):
    data, _ = stepper._repr_mimebundle_()
    assert {"application/vnd.jupyter.widget-view+json", "text/html"} <= set(data)
    html = data["text/html"]
    assert "\nexport " not in html and "</script" not in html.split("<script>", 1)[1][:-10]
    assert "data-gamesearch-engine" not in html  # dot drew the tree: no engine needed
    page = stepper.save_html(tmp_path / "stepper.html")
    text = page.read_text()
    assert text.startswith("<!doctype html>") and not re.search(r"(src|href)=.https?:", text)
    with pytest.raises(FileNotFoundError, match="no folder"):
        stepper.save_html(tmp_path / "missing" / "stepper.html")


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

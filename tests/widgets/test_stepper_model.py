"""The step-through model: a pure function of its cursor, cheap to move, replayable."""

import subprocess
import sys

import pytest
from stepper_searches import SEARCHES

from gamesearch.errors import InvalidArgumentError, InvalidSearchError
from gamesearch.games.trees import PI_TREE, TreeGame
from gamesearch.search import solve
from gamesearch.trace.annotate import annotate
from gamesearch.widgets.stepper_model import (
    BOUND_CHOICES,
    PASS_CHOICES,
    PROBE_CHOICES,
    StepperModel,
)


@pytest.fixture(scope="module", params=SEARCHES)
def trace(request):
    return SEARCHES[request.param]().trace


def test_forward_then_back_shows_the_same_thing_at_every_cursor(trace):
    model = StepperModel(trace)
    seen = [(model.step(), model.question())]
    while not model.at_end:
        model.forward()
        seen.append((model.step(), model.question()))
    assert len(seen) == len(trace.codes) + 1
    for cursor in range(len(model), -1, -1):
        model.go(cursor)
        assert (model.step(), model.question()) == seen[cursor]
        model.back()
    model.go(7)
    model.go(3)
    assert (model.step(), model.question()) == seen[3]


def test_the_replay_tables_give_what_step_reports_at_every_cursor(trace):
    """What a front end computes from ``replay()`` is exactly the model's own answer."""
    model = StepperModel(trace)
    tables = model.replay()
    for cursor in range(len(model) + 1):
        model.go(cursor)
        entered = {k for kind, k in trace.events[:cursor] if kind == "enter"}
        assert set(range(tables["entered"][cursor])) == entered == set(model.entered)
        returned = {k for k in entered if tables["exit_at"][k] < cursor}
        assert returned == set(model.exited)
        node = model.node
        if node is not None:
            line, k = [], node
            while k >= 0:
                line.append(k)
                k = tables["parent"][k]
            assert tuple(reversed(line)) == model.path


def test_a_cutoff_is_made_once_its_event_is_shown():
    trace = SEARCHES["negascout"]().trace
    model = StepperModel(trace)
    d = next(k for k in range(len(trace)) if trace.game.label(trace.state(k)) == "D")
    at = dict(model.replay()["cutoffs"])[d]
    assert trace.events[at] == ("cutoff", d)
    assert model.replay()["cut_child"][d] == trace.nodes[d].get("cutoff_child") >= 0
    model.go(at + 1)
    assert model.event == ("cutoff", d) and "refut" in model.sentence


def test_open_calls_are_on_the_path_and_return_in_order():
    trace = SEARCHES["negascout"]().trace
    model = StepperModel(trace)
    model.go(5)  # G evaluated: R, A, C, G open
    assert model.path == (0, 1, 2, 3)
    assert model.exited == {}
    model.forward()  # G returns: its value shows
    assert model.result == (-1, "exact")
    assert model.exited == {3: (-1, "exact")}


# -- quiz ------------------------------------------------------------------------------
def test_every_question_has_the_answer_the_next_event_shows(trace):
    model = StepperModel(trace)
    asked = 0
    for cursor in range(len(model)):
        question = model.question(cursor)
        if question is None:
            continue
        asked += 1
        kind, ident = trace.events[cursor]
        right = question.choices[question.answer]
        model.go(cursor + 1)
        assert model.sentence.startswith(question.reveal)  # the answer is the next sentence
        if question.kind == "bound":
            returns = trace.events[cursor : cursor + 2]
            assert ("exit", ident) in returns and kind in ("exit", "store")
            assert trace.events[cursor - 1] != ("store", ident)  # not told already
            node = trace.nodes[ident]
            if node.test is None:
                assert BOUND_CHOICES[node.bound] == right
            else:  # a SCOUT test is asked for its answer: the right one for the true value
                true = annotate(trace)[ident]
                assert right.startswith("yes: " if node.test.holds(true) else "no: ")
        elif question.kind == "probe":
            assert kind == "probe" and PROBE_CHOICES[trace.nodes[ident].tt] == right
        elif question.kind == "pass":
            p = next(p for p in trace.passes if p.number == ident)
            assert kind == "pass-end" and PASS_CHOICES[p.value >= p.gamma] == right
        else:
            assert trace.events[cursor - 1][0] == "exit"
            child = trace.events[cursor - 1][1]
            cuts = (kind, ident) == ("cutoff", trace.nodes[child].parent)
            assert question.kind == "cutoff" and right.startswith("yes" if cuts else "no")
    assert model.question(len(model)) is None
    assert asked > 0 or len(trace) < 3


def test_the_quiz_asks_about_passes_probes_bounds_and_cutoffs():
    kinds = {
        q.kind
        for name in ("mtdf", "negascout", "tictactoe-table")
        for model in [StepperModel(SEARCHES[name]().trace)]
        for q in map(model.question, range(len(model)))
        if q is not None
    }
    assert kinds == {"pass", "probe", "bound", "cutoff"}


def test_a_full_window_is_never_asked_about():
    model = StepperModel(SEARCHES["negascout"]().trace)
    for cursor in range(len(model)):
        question = model.question(cursor)
        assert question is None or "(−∞, ∞)" not in question.prompt


def test_the_window_is_the_narrowed_one_once_the_table_was_probed():
    trace = solve(PI_TREE, algorithm="id-alphabeta", depth=3, aspiration=1, trace=True).trace
    model = StepperModel(trace)
    node = next(
        k
        for k, n in enumerate(trace.nodes)
        if n.tt == "narrow" and n.get("tt_window") != (n.alpha, n.beta)
    )
    record = trace.nodes[node]
    model.go(trace.events.index(("enter", node)) + 1)
    assert model.window == (record.alpha, record.beta)
    model.go(trace.events.index(("probe", node)) + 1)
    assert model.window == record.get("tt_window")


def test_pass_events_show_the_null_window_and_the_pass_result():
    trace = SEARCHES["mtdf"]().trace
    model = StepperModel(trace)
    model.go(1)
    assert model.event == ("pass-begin", 1)
    assert (model.node, model.window, model.result) == (None, (-1, 0), (None, None))
    model.go(trace.events.index(("pass-end", 3)) + 1)
    assert model.result == (3, "upper")
    assert model.at_end


def test_the_board_is_the_position_at_the_current_node(trace):
    model = StepperModel(trace)
    assert model.state == trace.root
    for cursor in range(1, len(model) + 1, 7):
        model.go(cursor)
        if model.node is not None:
            assert model.state == trace.state(model.node)


def test_the_last_sentence_of_a_stopped_search_says_why():
    model = StepperModel(SEARCHES["budget-stopped"]().trace)
    model.go(len(model))
    assert model.sentence.endswith(
        ". The trace stops here: node budget of 10 nodes reached. Raise the limit or search "
        "less deeply."
    )
    assert model.status.endswith(" · the trace stops here: node budget of 10 nodes reached")
    model.back()
    assert "stops here" not in model.sentence + model.status


def test_go_clamps_and_the_number_line_is_fixed_and_finite(trace):
    model = StepperModel(trace)
    model.go(-5)
    assert model.cursor == 0 and model.event is None and model.window is None
    model.go(10**6)
    assert model.at_end
    lo, hi = model.number_line
    assert lo < hi and all(abs(x) < float("inf") for x in (lo, hi))


@pytest.mark.parametrize("wrong", ["x", "3", float("nan"), float("inf"), 2.5, True, None, [1]])
def test_a_step_that_is_not_a_whole_number_is_refused_saying_what_a_step_is(trace, wrong):
    model = StepperModel(trace)
    model.go(3)
    with pytest.raises(InvalidArgumentError, match=rf"a step is a whole number .* to {len(model)}"):
        model.go(wrong)
    assert model.cursor == 3
    model.go(5.0)  # a float with no fraction is a step
    assert model.cursor == 5


def test_the_model_needs_no_widgets():
    code = "import sys, gamesearch.widgets.stepper_model; assert 'ipywidgets' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_snapshot_is_the_search_as_it_stood_at_the_cursor(trace):
    model = StepperModel(trace)
    model.go(len(model))
    whole = model.snapshot()
    assert [n.value for n in whole.nodes] == [n.value for n in trace.nodes]
    assert list(whole.codes) == list(trace.codes)
    for cursor in range(0, len(model) + 1, max(1, len(model) // 7)):
        model.go(cursor)
        shot = model.snapshot()
        assert len(shot.nodes) == len(model.entered) and len(shot.codes) == cursor
        assert {k for k, n in enumerate(shot.nodes) if n.value is not None} == set(model.exited)
        for k, node in enumerate(shot.nodes):
            cut = node.get("cutoff_child")
            assert cut is None or ("cutoff", k) in trace.events[:cursor]
    model.go(len(model))
    assert [n.value for n in model.snapshot().nodes] == [n.value for n in trace.nodes]


@pytest.mark.parametrize("wrong", [None, "trace", 3, []])
def test_anything_but_a_trace_is_refused_with_advice(wrong):
    with pytest.raises(InvalidSearchError, match=r"steps through a Trace.*trace=True"):
        StepperModel(wrong)


def test_a_solution_tree_is_shown_from_its_roots_exit_on_and_only_a_bound_has_one():
    model = StepperModel(solve(PI_TREE, algorithm="mtdf", trace=True).trace)
    assert len(model.solutions) == len(model.trace.passes) == 6
    for tree in model.solutions:
        exit_at = model.events.index(("exit", tree.root))  # shown from cursor exit_at + 1
        assert tree not in model.proved(exit_at) and tree in model.proved(exit_at + 1)
    model.go(len(model))
    assert model.proved() == model.solutions
    assert model.proved(0) == ()
    for exact in ("alphabeta", "negascout", "scout"):  # an exact root value: no bound proved
        assert StepperModel(solve(PI_TREE, algorithm=exact, trace=True).trace).solutions == ()
    cut = solve("tictactoe", algorithm="nws", gamma=0, trace=True, trace_limit=50).trace
    assert cut.truncated and StepperModel(cut).solutions == ()  # its proof is incomplete


def test_the_status_line_groups_the_thousands_of_its_counts():
    """As the player's bar writes them: minimax on a uniform tree of 4 children, 5 deep,
    leaves 2 × 1,365 nodes + 4^5 leaves = 3,754 events."""
    trace = solve(TreeGame.random(4, 5, seed=1), algorithm="minimax", trace=True).trace
    assert StepperModel(trace).status_at(1234).startswith("Event 1,234 of 3,754: ")

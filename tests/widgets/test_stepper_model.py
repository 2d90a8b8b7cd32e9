"""The step-through model: a pure function of its cursor, cheap to move, exact CSS."""

import re
import subprocess
import sys

import pytest

from gamesearch.games.kalah import Kalah
from gamesearch.games.trees import HIROI_TREE, PI_TREE
from gamesearch.search import solve
from gamesearch.views.tree import tree_svg
from gamesearch.widgets.stepper_model import StepperModel

SEARCHES = {
    "negascout": lambda: solve(HIROI_TREE, algorithm="negascout", scout_first=True, trace=True),
    "mtdf": lambda: solve(HIROI_TREE, algorithm="mtdf", trace=True),
    "scout": lambda: solve(PI_TREE, algorithm="scout", trace=True),
    "nws": lambda: solve(PI_TREE, algorithm="nws", gamma=4, trace=True),
    "tictactoe-table": lambda: solve(
        "tictactoe", moves="a1 b2", algorithm="negascout", tt=True, trace=True
    ),
    "kalah-extra-turn": lambda: solve(
        Kalah(pits=3, stones=2), algorithm="alphabeta", depth=3, extra_turn="simplified", trace=True
    ),
    "budget-stopped": lambda: solve(PI_TREE, algorithm="negascout", node_budget=10, trace=True),
}


@pytest.fixture(scope="module", params=SEARCHES)
def trace(request):
    return SEARCHES[request.param]().trace


def hidden_ids(css):
    """The element ids the visibility:hidden rule names, ``[id^=…]`` prefixes included."""
    rules = [r for r in css.splitlines() if r.endswith("){visibility:hidden}") and ">" not in r]
    if not rules:
        return set()
    rule = rules[0]
    inside = rule[rule.index(":is(") + 4 : rule.rindex("){")]
    return {re.sub(r'^#|^\[id\^="|_"\]$', "", part) for part in inside.split(",")}


def test_forward_then_back_shows_the_same_thing_at_every_cursor(trace):
    model = StepperModel(trace)
    seen = [(model.step(), model.css(".t"))]
    while not model.at_end:
        model.forward()
        seen.append((model.step(), model.css(".t")))
    assert len(seen) == len(trace.codes) + 1
    for cursor in range(len(model), -1, -1):
        model.go(cursor)
        assert (model.step(), model.css(".t")) == seen[cursor]
        model.back()
    model.go(7)
    model.go(3)
    assert (model.step(), model.css(".t")) == seen[3]


def test_the_css_hides_exactly_the_nodes_not_entered_yet(trace):
    model = StepperModel(trace)
    for cursor in range(len(model) + 1):
        model.go(cursor)
        entered = {k for kind, k in trace.events[:cursor] if kind == "enter"}
        nodes = {int(i[1:]) for i in hidden_ids(model.css()) if re.fullmatch(r"n\d+", i)}
        assert nodes == set(range(len(trace))) - entered
        assert set(model.entered) == entered


def test_pruned_stubs_appear_with_their_cutoff():
    trace = SEARCHES["negascout"]().trace
    model = StepperModel(trace)
    d = next(k for k in range(len(trace)) if trace.game.label(trace.state(k)) == "D")
    cutoff = trace.events.index(("cutoff", d))
    model.go(cutoff)
    assert {f"p{d}", f"pe{d}"} <= hidden_ids(model.css())
    model.forward()
    assert not {f"p{d}", f"pe{d}"} & hidden_ids(model.css())


def test_the_cut_mark_shows_only_once_the_cutoff_is_made():
    trace = SEARCHES["negascout"]().trace
    model = StepperModel(trace)
    d = next(k for k in range(len(trace)) if trace.game.label(trace.state(k)) == "D")
    refuter = trace.nodes[d].get("cutoff_child")
    model.go(trace.events.index(("cutoff", d)))
    assert f"#e{refuter}" in model.css() and "text:last-of-type{visibility:hidden}" in model.css()
    model.forward()
    assert f"#e{refuter}" not in model.css()


def test_the_ids_the_css_names_are_the_tree_pictures_ids():
    trace = SEARCHES["negascout"]().trace
    svg_ids = set(re.findall(r'<g id="([^"]+)"', tree_svg(trace)))
    model = StepperModel(trace)
    named = {i for i in hidden_ids(model.css()) if re.fullmatch(r"[ne]\d+", i)}
    assert {f"n{k}" for k in range(len(trace))} <= svg_ids
    assert named - svg_ids == {"e0"}  # a lone root has no edge into it
    stubs = {i.split("_")[0] for i in svg_ids if re.fullmatch(r"pe?\d+_\d+", i)}
    assert stubs == {i for i in hidden_ids(model.css()) if i.startswith("p")}


def test_open_calls_hide_their_value_and_the_current_node_is_highlighted():
    trace = SEARCHES["negascout"]().trace
    model = StepperModel(trace)
    model.go(5)  # G evaluated: R, A, C, G open
    assert model.path == (0, 1, 2, 3)
    css = model.css(".t")
    assert ".t :is(#n0,#n1,#n2,#n3)>text:nth-of-type(3){visibility:hidden}" in css
    assert ".t #n3>:is(polygon,ellipse,path){stroke-width:5px" in css
    model.forward()  # G returns: its value shows
    assert ".t :is(#n0,#n1,#n2)>text:nth-of-type(3){visibility:hidden}" in model.css(".t")
    assert model.result == (-1, "exact")
    assert model.exited == {3: (-1, "exact")}


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
        "Search stopped: node budget of 10 nodes reached. Raise the limit or search less deeply."
    )


def test_go_clamps_and_the_number_line_is_fixed_and_finite(trace):
    model = StepperModel(trace)
    model.go(-5)
    assert model.cursor == 0 and model.event is None and model.window is None
    model.go(10**6)
    assert model.at_end
    lo, hi = model.number_line
    assert lo < hi and all(abs(x) < float("inf") for x in (lo, hi))


def test_the_model_needs_no_widgets():
    code = "import sys, gamesearch.widgets.stepper_model; assert 'ipywidgets' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)

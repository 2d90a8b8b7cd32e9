"""The stepper shows a SCOUT test as the question it asks, never as a window (v, v)."""

import pytest
from replay_js import replay, replay_all

from gamesearch.games.trees import HIROI_TREE
from gamesearch.search import solve
from gamesearch.widgets import Stepper


@pytest.fixture(scope="module")
def stepper():
    return Stepper(solve(HIROI_TREE, algorithm="scout", ordering="natural", trace=True))


def test_the_path_view_and_labels_show_each_tests_question_and_answer(stepper):
    nodes, trace = replay_all([stepper.data])[0]["nodes"], stepper.model.trace
    for k, node in trace.walk():
        if node.test is None:
            assert nodes["entry"][k] == "(−∞, ∞)"
        else:
            assert nodes["entry"][k] == node.test.question
            relation, _ = node.test.proves(node.answer)
            assert nodes["outcome"][k].startswith(("yes: " if node.answer else "no: ") + relation)
    b = next(k for k, n in trace.walk() if n.parent == 0 and n.why == "scout-test")
    assert (nodes["entry"][b], nodes["outcome"][b]) == ("< −3?", "no: ≥ −3")


def test_the_number_line_shows_the_test_then_its_answer(stepper):
    trace = stepper.model.trace
    b = next(k for k, n in trace.walk() if n.parent == 0 and n.why == "scout-test")
    test = trace.nodes[b].test
    assert [row for row in stepper.data["tests"] if row[0] == b] == [
        (b, "<", -3, False, "≥", "lower", "test: is t < −3?", "no: t ≥ −3")
    ]
    frames = replay(stepper.data)
    for kind, answer in (("enter", None), ("exit", False)):
        shown = frames[trace.events.index((kind, b)) + 1]
        assert shown["test"]["answer"] == answer and shown["test"]["v"] == test.v
        assert ">test: is t &lt; −3?<" in shown["line"] and "window" not in shown["line"]
        assert "SCOUT test < −3?" in shown["status"] and "window" not in shown["status"]
    assert ">no: t ≥ −3<" in shown["line"] and "answered no" in shown["status"]


def test_the_quiz_asks_what_a_test_will_answer(stepper):
    model, trace = stepper.model, stepper.model.trace
    e = next(k for k, n in trace.walk() if n.test is not None and n.test.relation == ">")
    assert trace.nodes[e].leaf is None  # E, a MAX node asked "> 3?" by B
    question = model.question(trace.events.index(("exit", e)))
    assert question.prompt.endswith(
        f"asks SCOUT's test {trace.nodes[e].test}. What will it answer?"
    )
    assert question.choices == ("no: ≤ 3, an upper bound", "yes: > 3, a lower bound")
    assert question.choices[question.answer].startswith("no")

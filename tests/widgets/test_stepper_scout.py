"""The stepper shows a SCOUT test as the question it asks, never as a window (v, v)."""

import pytest

from gamesearch.games.trees import HIROI_TREE
from gamesearch.search import solve
from gamesearch.views.question import question_svg
from gamesearch.widgets import Stepper


@pytest.fixture(scope="module")
def stepper():
    return Stepper(solve(HIROI_TREE, algorithm="scout", ordering="natural", trace=True))


def test_the_path_view_and_labels_show_each_tests_question_and_answer(stepper):
    data, trace = stepper.data, stepper.model.trace
    for k, node in trace.walk():
        if node.test is None:
            assert data["windows"][k] == "(−∞, ∞)"
        else:
            assert data["windows"][k] == node.test.question
            relation, _ = node.test.proves(node.answer)
            assert data["values"][k].startswith(("yes: " if node.answer else "no: ") + relation)
    b = next(k for k, n in trace.walk() if n.parent == 0 and n.why == "scout-test")
    assert (data["windows"][b], data["values"][b]) == ("< −3?", "no: ≥ −3")


def test_the_number_line_shows_the_test_then_its_answer(stepper):
    data, model, trace = stepper.data, stepper.model, stepper.model.trace
    lo, hi = model.number_line
    b = next(k for k, n in trace.walk() if n.parent == 0 and n.why == "scout-test")
    test = trace.nodes[b].test
    for kind, answer in (("enter", None), ("exit", False)):
        cursor = trace.events.index((kind, b)) + 1
        picture = data["lines"][data["frames"]["line"][cursor]]
        assert picture == question_svg(lo, hi, test, answer)
        assert "test: is t &lt; −3?" in picture and "α =" not in picture
        status = data["frames"]["status"][cursor]
        assert "SCOUT test < −3?" in status and "window" not in status
    assert "no: t ≥ −3" in picture and "answered no" in status


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

"""A SCOUT test is drawn as the question it asks and its answer, never as a window (v, v)."""

import html
import re

import pytest

from gamesearch.games.trees import HIROI_TREE
from gamesearch.search import solve
from gamesearch.views import STYLE, render_legend, render_tree


@pytest.fixture(scope="module")
def scout():
    return solve(HIROI_TREE, algorithm="scout", ordering="natural", trace=True).trace


def labels(diagram):
    """The label of every trace node n<k>, its HTML tags and entities removed."""
    found = re.findall(r"\bn(\d+) \[label=<(.*?)> color=", diagram.source)
    return {int(k): html.unescape(re.sub(r"<[^>]+>", " ", label)) for k, label in found}


def test_a_test_node_shows_its_question_and_answer_not_a_window(scout):
    drawn = labels(render_tree(scout))
    tests = [k for k, node in scout.walk() if node.why == "scout-test"]
    assert len(tests) == 7 and set(tests) <= set(drawn)
    for k in tests:
        node, label = scout.nodes[k], drawn[k]
        assert f"{node.test.relation} " in label and "?" in label
        assert re.search(r"\((−?\d+), \1\)", label) is None  # no window (v, v)
        relation, _ = node.test.proves(node.answer)
        assert ("yes: " if node.answer else "no: ") + relation in label
    relations = {scout.nodes[k].test.relation for k in tests}
    assert relations == {">", "≥", "<", "≤"}  # MAX's and MIN's, strict and not
    for k in range(len(scout)):  # the others keep their window
        if k not in tests:
            assert "(−∞, ∞)" in drawn[k]


def test_the_labels_read_as_on_the_page(scout):
    """R (MAX) knows A = 3 and asks B "> 3?"; B, MIN to move, asks it as "< −3?": no."""
    drawn = labels(render_tree(scout))
    b = next(k for k, n in scout.walk() if n.parent == 0 and n.why == "scout-test")
    assert re.sub(r"\s+", " ", drawn[b]).strip() == "B < −3? no: ≥ −3"


def test_an_answer_has_its_bounds_colour(scout):
    source = render_tree(scout).source
    for k, node in scout.walk():
        if node.test is not None:
            colour = STYLE.colour(node.bound)
            assert re.search(rf'\bn{k} \[label=<.*?> color="{colour}"', source), k


def test_the_legend_explains_a_test():
    svg = html.unescape(render_legend().pipe(format="svg", encoding="utf-8"))
    assert "SCOUT test" in svg and "&gt; v?" not in svg and "> v?" in svg
    assert "yes: > v" in svg

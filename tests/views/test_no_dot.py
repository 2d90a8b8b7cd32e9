"""Without Graphviz's ``dot`` every picture still shows: the browser draws the diagrams from
their DOT source (gamesearch.views.browser), the text says what each shows whether ``dot``
runs or not, and only saving a diagram as a file asks for ``dot``, by name."""

import html
import json
import re
import sys

import pytest
from IPython.core.formatters import DisplayFormatter

from gamesearch import assets
from gamesearch.errors import DotMissingError, ExtraMissingError
from gamesearch.games import get_game
from gamesearch.games.trees import HIROI_TREE, PI_TREE
from gamesearch.search import solve
from gamesearch.views import arrange, export, render_legend, render_tree, window_svg
from gamesearch.views.compose import Arrangement
from gamesearch.views.convert import convert_svg
from gamesearch.views.positions import position_graph

GRAPH = re.compile(r'<div class="gs-graph" role="img" aria-label="([^"]*)" data-graph="([^"]*)">')


def traced(game, algorithm="alphabeta", **options):
    return solve(game, algorithm=algorithm, trace=True, **options).trace


def shown(picture):
    return DisplayFormatter().format(picture)[0]


def graphs(text):
    """(aria-label, JSON) of each diagram fragment in ``text``."""
    return [(html.unescape(a), json.loads(html.unescape(g))) for a, g in GRAPH.findall(text)]


PICTURES = {
    "tree": lambda: render_tree(traced(HIROI_TREE), align="centre"),
    "boards": lambda: render_tree(traced("tictactoe", moves="b2 a1 c3 a3 a2"), boards=True),
    "legend": lambda: render_legend(node_types=True),
    "positions": lambda: position_graph(get_game("tictactoe"), ["b2 a1 c3", "c3 a1 b2"]),
}


@pytest.mark.parametrize("make", PICTURES.values(), ids=PICTURES.keys())
def test_every_diagram_shows_as_a_fragment_the_browser_draws(hide_dot, make):
    diagram = make()
    data = shown(diagram)
    assert "image/svg+xml" not in data and "image/png" not in data
    [(label, graph)] = graphs(data["text/html"])
    assert label == data["text/plain"] == diagram.description
    assert graph["dot"] == diagram.source and graph["engine"] == diagram.engine
    for path in re.findall(r'<IMG SRC="([^"]+)"', diagram.source):
        image = graph["images"][path]
        assert image["href"].startswith("data:image/svg+xml;base64,")
        assert image["width"].endswith("pt") and image["height"].endswith("pt")


@pytest.mark.parametrize("make", PICTURES.values(), ids=PICTURES.keys())
def test_a_diagram_says_the_same_in_words_with_dot_and_without(make, request):
    with_dot = shown(make())["text/plain"]
    request.getfixturevalue("hide_dot")
    assert shown(make())["text/plain"] == with_dot
    assert len(with_dot) > 30 and "<" not in with_dot


def test_a_tree_description_names_the_search_and_the_root_value():
    text = render_tree(traced(HIROI_TREE)).description
    assert text.startswith("Game tree of alphabeta on ") and "root value = 3 (exact)" in text


def test_a_description_of_null_window_passes_gives_the_value_they_proved():
    text = render_tree(solve(HIROI_TREE, algorithm="mtdf", trace=True).trace).description
    assert "in 3 passes: value = 3 (exact), where the passes' bounds met" in text
    assert text.endswith("the last pass's root value ≤ 3 (fail-low).")


def test_auto_alignment_leaves_the_choice_of_layout_to_the_browser(hide_dot):
    trace = traced(PI_TREE)
    diagram = render_tree(trace)
    [(_, graph)] = graphs(shown(diagram)["text/html"])
    assert graph["dot"] == render_tree(trace, align="centre").source
    assert graph["wide_dot"] == render_tree(trace, align="left").source
    assert graph["column"] == 800


def test_the_page_gets_the_engine_once(hide_dot, monkeypatch):
    monkeypatch.setattr(assets, "_engine_sent", False)
    first = shown(render_tree(traced(HIROI_TREE)))["text/html"]
    second = shown(render_legend())["text/html"]
    assert first.count('data-gamesearch-engine="graphviz"') == 1
    assert 'data-gamesearch-engine="graphviz"' not in second
    assert "gs-graph" in second


def test_diagrams_side_by_side_are_a_grid_the_browser_draws(hide_dot):
    pictures = {
        "hard": render_tree(traced(HIROI_TREE)),
        "line": window_svg(-5, 5, 0, 3, 2, "exact"),
    }
    arranged = arrange(pictures, columns=1)
    assert isinstance(arranged, Arrangement)
    data = shown(arranged)
    assert len(graphs(data["text/html"])) == 1 and "<svg" in data["text/html"]
    assert data["text/plain"].startswith("2 pictures: hard: Game tree of alphabeta")


def test_saving_a_diagram_names_graphviz_and_the_way_to_see_it(hide_dot, tmp_path):
    diagram = render_tree(traced(HIROI_TREE))
    with pytest.raises(DotMissingError, match=r"apt-get install graphviz.*the browser draws it"):
        export(diagram, tmp_path / "tree", formats=("svg",))
    with pytest.raises(DotMissingError, match="not on the PATH"):
        diagram.svg()


def test_the_player_lays_out_its_tree_in_the_browser(hide_dot):
    from gamesearch.widgets.stepper import Stepper

    stepper = Stepper(traced(HIROI_TREE))  # no dot to run: the browser lays the tree out
    assert stepper.data["tree"]["note"] == "" and "<svg" not in str(stepper.data)


def test_png_and_pdf_files_without_cairosvg_name_the_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "cairosvg", None)
    with pytest.raises(ExtraMissingError, match=r"pip install 'gamesearch\[export\]'"):
        convert_svg(window_svg(-5, 5, 0, 3, 2, "exact"), "png")

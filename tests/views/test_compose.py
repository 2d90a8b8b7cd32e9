"""arrange: several pictures as one SVG picture, which shows untrusted and exports."""

import xml.etree.ElementTree as ET

import pytest

from gamesearch.games.trees import HIROI_TREE
from gamesearch.search import solve
from gamesearch.views import Svg, arrange, export, render_tree, window_svg
from gamesearch.views.compose import GAP, PAD, TITLE
from gamesearch.views.convert import svg_size

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def trees():
    return {
        name: render_tree(solve(HIROI_TREE, algorithm=algorithm, trace=True).trace)
        for name, algorithm in (("fail-hard", "alphabeta"), ("fail-soft", "alphabeta-failsoft"))
    }


def test_side_by_side_under_their_titles(trees):
    picture = arrange(trees)
    assert isinstance(picture, Svg)
    (w1, h1), (w2, h2) = (svg_size(d.svg()) for d in trees.values())
    expected = (w1 + GAP + w2 + 2 * PAD, TITLE + max(h1, h2) + 2 * PAD)
    assert svg_size(picture) == pytest.approx(expected, abs=0.01)
    root = ET.fromstring(picture)
    assert [t.text for t in root.findall(f"{SVG}text")] == list(trees)
    assert len(root.findall(f"{SVG}svg")) == 2
    assert sum(g.get("id") == "n0" for g in root.iter(f"{SVG}g")) == 2


def test_stacked_in_one_column():
    lines = {f"v = {v}": window_svg(-5, 5, -1, 3, v, "exact") for v in (-2, 0, 2)}
    width, height = svg_size(arrange(lines, columns=1))
    assert width == 420 + 2 * PAD
    assert height == 3 * (TITLE + 76) + 2 * GAP + 2 * PAD


def test_it_shows_and_exports_like_any_svg_picture(trees, tmp_path):
    picture = arrange(trees)
    data, _ = picture._repr_mimebundle_()
    assert '<img class="gs-picture" src="data:image/svg+xml;base64,' in data["text/html"]
    assert [p.suffix for p in export(picture, tmp_path / "both")] == [".svg", ".png", ".pdf"]


def test_nothing_to_arrange_is_refused():
    with pytest.raises(ValueError, match="arrange needs pictures"):
        arrange({})
    with pytest.raises(ValueError, match="columns >= 1"):
        arrange({"a": window_svg(0, 1, 0, 1)}, columns=0)

"""How pictures show in Jupyter: an SVG image in HTML whose alt text says what it shows, at a
size that fits the column (or scrolling in a box of its own, with the root in view), and a
legend that fits."""

import base64
import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import pytest
from IPython.core.formatters import DisplayFormatter

from gamesearch.games.trees import HIROI_TREE, PI_TREE
from gamesearch.search import solve
from gamesearch.views import Svg, render_legend, render_tree, window_svg
from gamesearch.views.convert import svg_size
from gamesearch.views.display import COLUMN_PX

SVG = "{http://www.w3.org/2000/svg}"
SVG_URI = "data:image/svg+xml;base64,"


def traced(game, algorithm="alphabeta", **options):
    return solve(game, algorithm=algorithm, trace=True, **options).trace


def shown(picture):
    """What IPython hands Jupyter for ``picture``: (data, metadata)."""
    return DisplayFormatter().format(picture)


class Elements(HTMLParser):
    """The start tags of an HTML fragment: [(tag, {attribute: value})]."""

    def __init__(self, text):
        super().__init__()
        self.found = []
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        self.found.append((tag, dict(attrs)))


def image_of(data):
    """The ``<img>`` attributes of a picture's HTML, and the SVG it shows."""
    [image] = [attrs for tag, attrs in Elements(data["text/html"]).found if tag == "img"]
    assert image["src"].startswith(SVG_URI)
    return image, base64.b64decode(image["src"][len(SVG_URI) :]).decode("utf-8")


def root_span_px(svg):
    """Left and right of node ``n0`` in CSS pixels from the picture's left edge."""
    tree = ET.fromstring(svg)
    graph = next(g for g in tree.iter(f"{SVG}g") if g.get("class") == "graph")
    shift = float(re.search(r"translate\(([-\d.]+)", graph.get("transform")).group(1))
    root = next(g for g in tree.iter(f"{SVG}g") if g.get("id") == "n0")
    points = next(e for e in root if e.tag == f"{SVG}polygon").get("points").split()
    xs = [float(p.split(",")[0]) + shift for p in points]
    return min(xs) * 4 / 3, max(xs) * 4 / 3  # Graphviz draws in points


@pytest.mark.parametrize(
    "picture",
    [
        lambda: render_tree(traced(HIROI_TREE)),
        lambda: render_tree(traced(PI_TREE)),
        render_legend,
        lambda: window_svg(-5, 5, -1, 3, 2, "lower"),
    ],
    ids=["hiroi", "pi", "legend", "window"],
)
def test_every_picture_is_an_svg_image_whose_alt_text_says_what_it_shows(picture):
    data, _ = shown(picture())
    assert set(data) == {"text/html", "text/plain"}
    image, svg = image_of(data)
    assert svg.startswith("<svg")
    width, height = svg_size(svg)
    assert (image["width"], image["height"]) == (str(round(width)), str(round(height)))
    # it says what it shows in one sentence: the text output and the image's alt text
    description = data["text/plain"]
    assert 15 < len(description) < 300 and "<" not in description
    assert image["alt"] == description
    assert len(data["text/html"]) < 4 / 3 * len(svg.encode()) + 1_000  # one copy, in base64


def test_pictures_that_fit_are_images_and_wide_ones_scroll_in_a_box_the_keyboard_reaches():
    narrow, _ = shown(render_tree(traced(HIROI_TREE)))
    wide, _ = shown(render_tree(traced(PI_TREE)))
    assert [tag for tag, _ in Elements(narrow["text/html"]).found] == ["img"]
    [(_, box)] = [(t, a) for t, a in Elements(wide["text/html"]).found if t == "div"]
    assert box["role"] == "region" and box["tabindex"] == "0"
    assert box["aria-label"].startswith("Game tree of alphabeta on pi-27")
    assert "overflow-x:auto" in box["style"]
    image, _ = image_of(wide)
    assert "max-width:none" in image["style"] and int(image["width"]) > COLUMN_PX


@pytest.mark.parametrize(
    "trace",
    [
        lambda: traced(HIROI_TREE, "minimax", ordering="natural"),
        lambda: traced(HIROI_TREE, "negascout", ordering="natural"),
        lambda: traced(PI_TREE),
        lambda: traced(PI_TREE, "mtdf"),
        lambda: traced("tictactoe", moves="b2 a1 c1 a3", tt=True, algorithm="alphabeta-failsoft"),
    ],
    ids=["hiroi-minimax", "hiroi-negascout", "pi", "pi-mtdf", "tictactoe"],
)
def test_a_diagram_fits_the_column_or_shows_its_root_before_scrolling(trace):
    svg = render_tree(trace()).svg()
    width, _ = svg_size(svg)
    left, right = root_span_px(svg)
    assert width <= COLUMN_PX or right <= COLUMN_PX
    assert left >= 0


def test_hiroi_minimax_the_first_tree_of_the_course_fits_the_column():
    assert svg_size(render_tree(traced(HIROI_TREE, "minimax")).svg())[0] <= COLUMN_PX


def test_the_pi_tree_is_drawn_with_its_root_at_the_left():
    svg = render_tree(traced(PI_TREE)).svg()
    assert svg_size(svg)[0] > COLUMN_PX
    left, _ = root_span_px(svg)
    assert left < 20


def test_the_legend_is_a_compact_grid():
    width, height = svg_size(render_legend().svg())
    assert width <= 800 and height <= 400


def test_board_diagrams_show_their_boards():
    trace = traced("tictactoe", moves="b2 a1 c3 a3 a2")
    diagram = render_tree(trace, boards=True)
    assert diagram.has_images
    _, svg = image_of(shown(diagram)[0])
    assert svg.count(SVG_URI) == len(trace.nodes)


def test_svg_text_shows_at_its_full_width_not_stretched():
    image, svg = image_of(shown(window_svg(-5, 5, -1, 3, width=500))[0])
    root = ET.fromstring(svg)
    assert (root.get("width"), root.get("height")) == ("500", "76")
    assert image["width"] == "500"


def test_svg_is_still_a_string():
    picture = window_svg(-5, 5, -1, 3)
    assert isinstance(picture, Svg) and isinstance(picture, str)
    assert picture.startswith("<svg") and "</svg>" in picture + ""


def test_showing_a_picture_draws_no_png(monkeypatch):
    """Shown, a picture needs no cairo library (only saving it as PNG or PDF does)."""

    def missing(*_):
        raise OSError("no library called 'cairo-2' was found")

    monkeypatch.setattr("gamesearch.views.convert.convert_svg", missing)
    monkeypatch.setattr("gamesearch.views.display.convert_svg", missing)
    data, _ = shown(window_svg(-5, 5, -1, 3))
    assert image_of(data)[1].startswith("<svg")

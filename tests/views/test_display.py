"""How pictures show in Jupyter: SVG and PNG in every bundle, sizes that fit the column (or
scroll with the root in view), and a legend that fits."""

import base64
import html
import io
import re
import xml.etree.ElementTree as ET

import pytest
from IPython.core.formatters import DisplayFormatter
from PIL import Image

from gamesearch.games.trees import HIROI_TREE, PI_TREE
from gamesearch.search import solve
from gamesearch.views import Svg, render_legend, render_tree, window_svg
from gamesearch.views.convert import svg_size
from gamesearch.views.display import COLUMN_PX, PNG_SCALE

SVG = "{http://www.w3.org/2000/svg}"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def traced(game, algorithm="alphabeta", **options):
    return solve(game, algorithm=algorithm, trace=True, **options).trace


def shown(picture):
    """What IPython hands Jupyter for ``picture``: (data, metadata)."""
    return DisplayFormatter().format(picture)


def png_of(data):
    raw = base64.b64decode(data["image/png"])
    assert raw.startswith(PNG_MAGIC)
    return raw, Image.open(io.BytesIO(raw))


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
def test_every_picture_carries_svg_and_a_png_of_the_same_size(picture):
    data, metadata = shown(picture())
    assert data["image/svg+xml"].startswith("<svg")
    width, height = svg_size(data["image/svg+xml"])
    _, image = png_of(data)
    assert metadata["image/png"]["width"] == round(width)
    assert metadata["image/png"]["height"] == round(height)
    assert image.width == pytest.approx(PNG_SCALE * width, abs=PNG_SCALE * 2)
    # it says what it shows in one sentence: the text output, the PNG's alt, the SVG's label
    description = data["text/plain"]
    assert 15 < len(description) < 300 and "<" not in description
    assert metadata["image/png"]["alt"] == description
    assert f'aria-label="{html.escape(description)}"' in data["image/svg+xml"]


def test_pictures_that_fit_are_not_unconfined_and_wide_ones_are():
    _, narrow = shown(render_tree(traced(HIROI_TREE)))
    _, wide = shown(render_tree(traced(PI_TREE)))
    assert "unconfined" not in narrow["image/png"]
    assert wide["image/png"]["unconfined"] and wide["image/svg+xml"]["unconfined"]


def test_a_normal_diagram_png_is_tens_of_kilobytes():
    raw, _ = png_of(shown(render_tree(traced(HIROI_TREE, "minimax")))[0])
    assert len(raw) < 60_000


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


def test_board_diagrams_have_a_png_too():
    trace = traced("tictactoe", moves="b2 a1 c3 a3 a2")
    diagram = render_tree(trace, boards=True)
    assert diagram.has_images
    data, _ = shown(diagram)
    _, image = png_of(data)
    assert image.width > 100


def test_svg_text_shows_at_its_full_width_not_stretched():
    data, metadata = shown(window_svg(-5, 5, -1, 3, width=500))
    root = ET.fromstring(data["image/svg+xml"])
    assert (root.get("width"), root.get("height")) == ("500", "76")
    assert metadata["image/png"]["width"] == 500


def test_svg_is_still_a_string():
    picture = window_svg(-5, 5, -1, 3)
    assert isinstance(picture, Svg) and isinstance(picture, str)
    assert picture.startswith("<svg") and "</svg>" in picture + ""


def test_without_cairo_the_svg_still_shows(monkeypatch):
    def missing(*_):
        raise OSError("no library called 'cairo-2' was found")

    monkeypatch.setattr("gamesearch.views.display.convert_svg", missing)
    data, metadata = shown(window_svg(-5, 5, -1, 3))
    assert "image/svg+xml" in data and "image/png" not in data and "image/png" not in metadata

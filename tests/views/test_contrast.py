"""Every picture draws its own paper, and every text on it has a contrast of at least
4.5 : 1 (WCAG AA) with what is behind it, so it reads in JupyterLab's Light, Dark and High
Contrast themes alike."""

import xml.etree.ElementTree as ET

import matplotlib
import pytest

from gamesearch.games.trees import HIROI_TREE, PI_TREE
from gamesearch.search import solve
from gamesearch.views import (
    STYLE,
    plot_counts,
    plot_mtdf,
    plot_nodes_vs_depth,
    render_legend,
    render_tree,
    window_svg,
)

matplotlib.use("Agg")
import matplotlib.pyplot as plt

SVG = "{http://www.w3.org/2000/svg}"
AA = 4.5
NAMED = {"white": "#ffffff", "black": "#000000"}


def luminance(colour):
    colour = NAMED.get(colour.lower(), colour).lstrip("#")
    channels = [int(colour[i : i + 2], 16) / 255 for i in (0, 2, 4)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a, b):
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_the_contrast_formula():
    assert contrast("#000000", "#ffffff") == pytest.approx(21)
    assert contrast("#767676", "#ffffff") == pytest.approx(4.54, abs=0.01)  # WCAG's grey


def test_every_text_colour_of_the_style_on_what_it_is_written_on():
    node_fills = [*STYLE.fill.values(), STYLE.unfinished_fill, STYLE.background]
    for ink in [*STYLE.ink.values(), STYLE.unfinished_ink]:  # inside nodes
        for fill in node_fills:
            assert contrast(ink, fill) >= AA, (ink, fill)
    for ink in (STYLE.pruned, STYLE.edge):  # stubs, summaries, edge tags: on the paper
        assert contrast(ink, STYLE.background) >= AA, ink
    for fill in [*node_fills, STYLE.current]:  # the solution tree's tag, in a node or under it
        assert contrast(STYLE.solution_ink, fill) >= AA, fill


def test_the_solution_trees_lines_stand_out_on_the_paper_and_under_an_edge():
    """WCAG 1.4.11 (non-text contrast, 3 : 1): the ring and band on the paper, and an
    ordinary edge drawn over the band."""
    assert contrast(STYLE.solution, STYLE.background) >= 3
    assert contrast(STYLE.edge, STYLE.solution) >= 3


def paper(svg_root):
    """The colour of the picture's own background: its first shape, covering it."""
    first = next(e for e in svg_root.iter() if e.tag in (f"{SVG}polygon", f"{SVG}rect"))
    return first.get("fill")


def texts_on(svg_root):
    """(text colour, colour behind it) of every text: the node's fill, else the paper."""
    background = paper(svg_root)
    for group in svg_root.iter(f"{SVG}g"):
        if group.get("class") not in ("node", "edge"):
            continue
        shapes = [e for e in group if e.tag in (f"{SVG}polygon", f"{SVG}path", f"{SVG}ellipse")]
        fill = shapes[0].get("fill") if group.get("class") == "node" and shapes else "none"
        behind = background if fill in (None, "none") else fill
        for text in group.iter(f"{SVG}text"):
            yield text.get("fill", "#000000"), behind


@pytest.mark.parametrize(
    "picture",
    [
        lambda: render_tree(solve(HIROI_TREE, algorithm="negascout", trace=True).trace),
        lambda: render_tree(solve(PI_TREE, algorithm="mtdf", trace=True).trace, show_true=True),
        lambda: render_tree(
            solve("tictactoe", algorithm="alphabeta", node_budget=30, trace=True).trace
        ),
        render_legend,
    ],
    ids=["hiroi-negascout", "pi-mtdf", "stopped", "legend"],
)
def test_diagrams_draw_white_paper_and_readable_text(picture):
    diagram = picture()
    assert f"bgcolor={STYLE.background!r}".replace("'", '"') in diagram.source
    root = ET.fromstring(diagram.svg())
    assert paper(root).lower() in ("white", STYLE.background.lower())
    pairs = list(texts_on(root))
    assert pairs
    for ink, behind in pairs:
        assert contrast(ink, behind) >= AA, (ink, behind)


@pytest.mark.parametrize("bound", ["upper", "exact", "lower", None])
def test_the_number_line_draws_its_paper_and_readable_text(bound):
    root = ET.fromstring(window_svg(-8, 8, -2, 3, None if bound is None else 1, bound))
    assert paper(root) == STYLE.background
    assert root.find(f"{SVG}rect").get("width") == root.get("viewBox").split()[2]
    for text in root.iter(f"{SVG}text"):
        assert contrast(text.get("fill"), STYLE.background) >= AA


def test_charts_are_drawn_on_white_figures():
    rows = [{"group": "g", "algorithm": "a", "nodes": 3}]
    for ax in (
        plot_counts(rows),
        plot_mtdf([(0, 16), (0, 6), (6, 6)]),
        plot_nodes_vs_depth([1, 2], {"a": [3, 8]}, branching=3),
    ):
        assert ax.figure.get_facecolor() == (1, 1, 1, 1)
    plt.close("all")

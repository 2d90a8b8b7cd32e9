"""The window number line: SVG for widgets, matplotlib for notebooks."""

import time
import xml.etree.ElementTree as ET

import matplotlib
import pytest

from gamesearch.views import STYLE, plot_window, window_svg

matplotlib.use("Agg")
import matplotlib.pyplot as plt

INF = float("inf")
SVG = "{http://www.w3.org/2000/svg}"


def parse(svg):
    return ET.fromstring(svg)


@pytest.mark.parametrize(
    "bound, symbol, start, stop",
    [("upper", "≤", -8, 1), ("exact", "=", 1, 1), ("lower", "≥", 1, 8)],
)
def test_value_proves_its_region_in_its_colour(bound, symbol, start, stop):
    svg = parse(window_svg(-8, 8, -2, 3, value=1, bound=bound, width=420))
    colour = STYLE.bound[bound]
    marker = next(c for c in svg.iter(f"{SVG}circle"))
    assert marker.get("fill") == colour
    proof = next(e for e in svg.iter(f"{SVG}line") if e.get("stroke") == colour)
    scale = (420 - 44) / 16
    assert float(proof.get("x1")) == pytest.approx(22 + (start + 8) * scale, abs=0.1)
    assert float(proof.get("x2")) == pytest.approx(22 + (stop + 8) * scale, abs=0.1)
    assert f"v {symbol} 1" in "".join(svg.itertext())


@pytest.mark.parametrize(
    "alpha, beta, arrows", [(-INF, INF, 2), (-INF, 3, 1), (2, INF, 1), (2, 3, 0), (-20, 20, 2)]
)
def test_ends_beyond_the_range_are_clipped_with_arrows(alpha, beta, arrows):
    svg = parse(window_svg(-8, 8, alpha, beta))
    assert len(list(svg.iter(f"{SVG}path"))) == arrows
    band = next(r for r in svg.iter(f"{SVG}rect") if r.get("fill") == STYLE.window)
    assert float(band.get("x")) >= 22 - 0.1
    assert float(band.get("x")) + float(band.get("width")) <= 420 - 22 + 0.1
    assert "α = " in svg.find(f"{SVG}title").text


def test_without_a_value_only_the_window():
    svg = parse(window_svg(-8, 8, 3, 3))
    assert not list(svg.iter(f"{SVG}circle"))
    assert svg.find(f"{SVG}title").text == "α = 3, β = 3"


def test_fast_enough_for_every_step():
    began = time.perf_counter()
    for _ in range(200):
        window_svg(-64, 64, -INF, 12, value=-3, bound="upper")
    assert (time.perf_counter() - began) / 200 < 0.005


def test_an_empty_range_is_refused():
    with pytest.raises(ValueError, match="range"):
        window_svg(3, 3, 0, 1)


def test_plot_window_draws_the_same_picture():
    fig, ax = plt.subplots()
    assert plot_window(ax, -8, 8, -INF, 3, value=1, bound="upper") is ax
    proof, marker = ax.lines
    assert list(proof.get_xdata()) == [-8, 1] and proof.get_color() == STYLE.bound["upper"]
    assert list(marker.get_xdata()) == [1]
    assert len(ax.patches) + len(ax.texts) >= 3  # the band, the arrow, the captions
    plt.close(fig)


def test_responsive_up_to_its_width_and_legible_there():
    svg = parse(window_svg(-8, 8, -2, 3, width=720))
    assert svg.get("width") == "100%" and svg.get("viewBox") == "0 0 720 76"
    assert "max-width:720px" in svg.get("style")
    assert not svg.get("height")  # the viewBox sets it, from the width
    assert float(svg.get("font-size")) >= 12  # CSS px at full width

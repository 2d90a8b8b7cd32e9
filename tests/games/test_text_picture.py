"""The default picture of a position, its text in a box: every line fits the box's width at
the font's advance, a long line is wrapped after a comma or a space, a text too long for the
box ends in "…" with the whole text in the picture's <title>, and nothing is lost otherwise."""

import io
import re
import xml.etree.ElementTree as ET

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gamesearch.games.text_picture import ADVANCE, text_svg
from tests.games.nim import Nim

SVG = "{http://www.w3.org/2000/svg}"
#: The boxes the package asks for: a diagram's node board, a positions view, the player's
#: board panel, render_svg's default, Play; and a very small one.
SIZES = [24, 64, 84, 150, 160, 320]
LONG_TEXTS = {
    "a 30-bit int and two ints": str(((1 << 30) - 1, 12, 3)),
    "a frozenset of strings": str(frozenset(f"square{i}" for i in range(60))),
    "one long word": "x" * 500,
    "a board with a long last line": "X . O\n. X .\nO . X   " + "to move: X, " * 20,
}


def picture(text: str, size: int) -> tuple[dict[str, float], list[tuple[float, float, str]], str]:
    """The picture's width, height, margin and font size; its lines (x, baseline, text); and
    its <title> ('' if none)."""
    root = ET.fromstring(text_svg(text, size))
    box = {name: float(root.get(name, "nan")) for name in ("width", "height", "font-size")}
    assert root.get("viewBox") == f"0 0 {root.get('width')} {root.get('height')}"
    assert root.get("font-family") == "monospace"
    lines = [
        (float(t.get("x", "nan")), float(t.get("y", "nan")), t.text or "")
        for t in root.iter(f"{SVG}text")
    ]
    title = root.find(f"{SVG}title")
    return box, lines, "" if title is None else (title.text or "")


def assert_fits(text: str, size: int) -> None:
    box, lines, _ = picture(text, size)
    font = box["font-size"]
    assert box["width"] == size  # the box asked for, not a wider one
    assert box["height"] <= max(box["width"], 2.2 * font)  # never taller than wide (or a line)
    for x, baseline, line in lines:
        assert x > 0 and x + len(line) * ADVANCE * font <= box["width"] - x, (line, size)
        assert baseline + 0.25 * font <= box["height"]  # its descenders inside too


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("text", LONG_TEXTS.values(), ids=LONG_TEXTS)
def test_every_line_fits_the_box(text, size):
    assert_fits(text, size)


def test_a_long_line_breaks_after_a_comma():
    _, lines, title = picture("(1073741823, 12, 3)", 150)
    assert [line for *_, line in lines] == ["(1073741823,", "12, 3)"]
    assert title == ""  # all of it is shown


def test_a_text_that_fits_is_shown_as_it_is():
    for size in (150, 320):
        _, lines, title = picture("X . O\n. X .\nO . X", size)
        assert [line for *_, line in lines] == ["X . O", ". X .", "O . X"] and title == ""


def test_a_very_long_text_ends_in_an_ellipsis_with_the_whole_text_in_its_title():
    text = LONG_TEXTS["a frozenset of strings"]
    for size in SIZES:
        _, lines, title = picture(text, size)
        shown = "".join(line for *_, line in lines)
        assert shown.endswith("…") and title == text
        assert _squeezed(text).startswith(_squeezed(shown[:-1]))  # the start of the text


def test_a_board_of_indented_lines_keeps_its_indent():
    _, lines, _ = picture("  a b\n    c", 150)
    assert [line for *_, line in lines] == ["  a b", "    c"]


def test_the_text_is_escaped():
    svg = text_svg("<b> & 'quoted'", 150)
    assert "&lt;b&gt; &amp; 'quoted'" in svg and "<b>" not in svg


def test_control_characters_are_shown_as_replacement_characters():
    """A colour code of a terminal (ESC) or another control character is no character an
    SVG (XML) may hold: it is shown as U+FFFD, and the picture stays valid."""
    text = "\x1b[31mX\x1b[0m . O\x00" + "\x07" * 200
    _, lines, title = picture(text, 150)
    assert lines[0][2] == "\ufffd[31mX\ufffd[0m ." and title.startswith("\ufffd[31mX")
    assert_fits(text, 150)


def test_a_game_without_a_picture_draws_its_text_in_the_box():
    """Game.render_svg's default is this picture of render_text (str(state))."""
    state = (((1 << 30) - 1, 12, 3), 0)
    assert Nim().render_svg(state, 150) == text_svg(str(state), 150)
    assert_fits(str(state), 150)


@given(
    text=st.text(st.characters(min_codepoint=32, max_codepoint=126) | st.sampled_from("\n\t")),
    size=st.integers(20, 400),
)
def test_any_text_fits_any_box_and_loses_nothing_unless_it_says_so(text, size):
    assert_fits(text, size)
    _, lines, title = picture(text, size)
    shown = "".join(line for *_, line in lines)
    if title:  # cut short: the start of the text, then "…"
        assert title == text and shown.endswith("…")
        assert _squeezed(text).startswith(_squeezed(shown[:-1]))
    else:  # wrapped: every character but the spaces where a line broke
        assert _squeezed(shown) == _squeezed(text)


def test_the_ink_stays_inside_the_box():
    """Drawn by cairo in the machine's monospace font: no dark pixel right of the margin
    (the font's real advance is within ADVANCE)."""
    cairosvg = pytest.importorskip("cairosvg")
    image = pytest.importorskip("PIL.Image")
    for text in LONG_TEXTS.values():
        for size in (64, 150, 320):
            box, _, _ = picture(text, size)
            png = cairosvg.svg2png(bytestring=text_svg(text, size).encode(), scale=2)
            pixels = image.open(io.BytesIO(png)).convert("L")
            width, height = pixels.size
            margin = box["font-size"]  # half the font size, in the PNG's pixels at scale 2
            right = range(round(width - margin / 2), width - 3)  # inside the border's stroke
            rows = range(3, height - 3)
            ink = [(x, y) for x in right for y in rows if pixels.getpixel((x, y)) < 128]
            assert not ink, (text[:30], size, ink[:5])


def _squeezed(text: str) -> str:
    return re.sub(r"\s", "", text)

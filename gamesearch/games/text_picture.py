"""The picture of a position written as text: :meth:`Game.render_svg`'s default.

A game that draws no board of its own is shown as its :meth:`~Game.render_text` (by default
``str(state)``) in a fixed-width font, in a box of the width it is asked for: the player's
board panel, the diagrams' node boards and Play each ask for their own. A long line is
wrapped to that width, after a comma or an opening bracket or at a space (a word longer
than a line is cut where the line ends), so that ``(1073741823, 12, 3)`` or a frozenset of
many strings stays inside its box; a text too long for a box no taller than it is wide
ends in "…", and the picture's ``<title>`` (a tooltip) carries the whole text.
"""

from __future__ import annotations

import html
import math
import re

#: The font size (px) in a box of 150 px or more, and the least in a small box (a diagram's
#: node board): a tenth of the box's width between the two.
LARGEST_FONT, SMALLEST_FONT = 15.0, 10.0
#: A monospace glyph's advance, as a share of the font size: 0.6 in DejaVu Sans Mono,
#: Liberation Mono, Menlo and Courier, 0.55 in Consolas; a little more, to spare.
ADVANCE = 0.62
#: The distance from one line's baseline to the next, as a share of the font size.
LEADING = 1.2
#: The characters XML does not allow (a terminal's colour code, ESC, among them), shown as
#: U+FFFD.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
#: A line breaks after a comma or an opening bracket, or at a run of spaces: the pieces of a
#: line, each ending at one.
_PIECE = re.compile(r"[^,([{\s]*(?:[,([{]|\s+)|[^,([{\s]+")


def text_svg(text: str, size: int) -> str:
    """``text`` as an SVG document ``size`` px wide (never narrower than one character
    and its margins), each line wrapped to that width in a monospace font; at most as many
    lines as keep it no taller than wide (one at the least), the last cut short with "…"
    if more were needed, and then the whole text in its ``<title>``."""
    font = min(LARGEST_FONT, max(SMALLEST_FONT, size / 10))
    margin, step, advance = font / 2, font * LEADING, font * ADVANCE
    columns = max(1, math.floor((size - 2 * margin) / advance))
    width = max(size, math.ceil(2 * margin + columns * advance))
    rows = [row for line in text.splitlines() or [""] for row in _wrap(line, columns)]
    most = max(1, math.floor((width - 2 * margin) / step))
    title = ""
    if len(rows) > most:
        rows = [*rows[: most - 1], rows[most - 1][: columns - 1].rstrip() + "…"]
        title = f"<title>{_escape(text)}</title>"
    height = math.ceil(2 * margin + step * len(rows))
    texts = "".join(
        f'<text x="{margin:g}" y="{margin + font + step * i:g}" xml:space="preserve">'
        f"{_escape(row)}</text>"
        for i, row in enumerate(rows)
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="monospace" font-size="{font:g}">'
        f'{title}<rect width="{width}" height="{height}" fill="white" stroke="black"/>{texts}'
        "</svg>"
    )


def _wrap(line: str, columns: int) -> list[str]:
    """``line`` in rows of at most ``columns`` characters, broken after a comma, after an
    opening bracket that does not begin its row, or at spaces (dropped at the break), a
    piece longer than a row cut; its indent kept."""
    rows: list[str] = []
    row = ""
    for piece in _PIECE.findall(_NOT_XML.sub("\ufffd", line.expandtabs())):
        if row.strip(" ([{") and len(row) + len(piece.rstrip()) > columns:
            rows.append(row.rstrip())
            row = piece.lstrip()
        else:
            row += piece
        while len(row.rstrip()) > columns:  # a piece longer than a row
            rows.append(row[:columns])
            row = row[columns:]
    rows.append(row.rstrip())
    return rows


def _escape(text: str) -> str:
    """``text`` as the content of an XML element."""
    return html.escape(_NOT_XML.sub("\ufffd", text), quote=False)

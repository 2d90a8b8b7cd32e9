"""The number line of a SCOUT test: the question "is t > v?" and what its answer proves.

A test is not a window, so it is not drawn as one (a window (v, v) would be a band of width
0). :func:`question_svg` draws the same number line as
:func:`~gamesearch.views.window.window_svg` (both start from
:func:`~gamesearch.views.window.number_line`) with, instead of the window band, the side of v
that the question asks about, shaded. Once the node has answered, the region the answer
proves is drawn under the line in its bound's colour (lower bound vermillion, upper blue),
and the answer is written at the top right: ``yes: t < −3``. v itself is a ring where the
relation asked (then proved) is strict, ``>`` or ``<`` (v is not in the region), else a dot.
"""

from __future__ import annotations

import html
import math

from gamesearch.bounds import Test, number
from gamesearch.errors import InvalidArgumentError
from gamesearch.views.display import Svg
from gamesearch.views.style import STYLE, answer_text
from gamesearch.views.window import AXIS_Y, PROOF_Y, WIDTH, number_line


def question_svg(
    lo: float, hi: float, test: Test, answer: bool | None = None, width: int = WIDTH
) -> Svg:
    """An SVG number line of ``[lo, hi]`` with ``test`` and, if given, its ``answer``.

    Numbers are the test's own (from the player to move at the node). ``width`` is its
    widest, in CSS pixels; in a narrower container it shrinks to fit. Raises
    InvalidArgumentError (a ValueError) for a range that is not finite with ``lo < hi``.
    """
    if not (math.isfinite(lo) and math.isfinite(hi)) or lo >= hi:
        raise InvalidArgumentError(f"the score range needs finite lo < hi, not [{lo}, {hi}]")
    above = test.relation in (">", "≥")  # the side of v the question asks about
    caption = html.escape(f"test: is t {test.relation} {number(test.v)}?")
    asked = (test.v, hi) if above else (lo, test.v)
    parts, x = number_line(lo, hi, width, caption, asked)
    point = x(test.v)
    parts.append(f'<text x="6" y="15" fill="{STYLE.edge}">{caption}</text>')
    relation, bound = test.relation, None
    if answer is not None:
        relation, bound = test.proves(answer)
        start, stop = (point, x(hi)) if bound == "lower" else (x(lo), point)
        parts.append(
            f'<line x1="{start:.1f}" y1="{PROOF_Y}" x2="{stop:.1f}" y2="{PROOF_Y}" '
            f'stroke="{STYLE.colour(bound)}" stroke-width="4"/><text x="{width - 6}" y="15" '
            f'text-anchor="end" font-weight="bold" fill="{STYLE.text(bound)}">'
            f"{html.escape(answer_text(answer, 't ' + relation, test.v))}</text>"
        )
    strict = relation in (">", "<")  # v is not in the region asked about, or proved
    colour = STYLE.edge if bound is None else STYLE.colour(bound)
    fill = STYLE.background if strict else colour
    parts.append(
        f'<circle cx="{point:.1f}" cy="{AXIS_Y}" r="5" fill="{fill}" stroke="{colour}" '
        'stroke-width="2"/></svg>'
    )
    return Svg("".join(parts))

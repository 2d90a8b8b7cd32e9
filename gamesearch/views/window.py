"""The window number line: the score range, the window (α, β) and what a value proves.

:func:`window_svg` writes the SVG by hand (fast enough to redraw at every step of a widget);
:func:`plot_window` draws the same picture on a matplotlib Axes. The SVG draws its own white
paper with rounded corners, so it reads the same in every JupyterLab theme, and it is
responsive: as wide as its container up to ``width`` pixels, never wider, so it never makes
a container scroll; at full width its text is 12 CSS px. Window ends outside the
range (infinite ones included) are clipped to it and marked with an arrow. A value is a
marker in its bound's colour (:data:`~gamesearch.views.style.STYLE`) with the region it
proves: at most v (``upper``, fail-low), exactly v (``exact``), at least v (``lower``,
fail-high).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gamesearch.bounds import number, value_text
from gamesearch.errors import InvalidArgumentError
from gamesearch.views.display import Svg
from gamesearch.views.style import STYLE

WIDTH = 420  # widest, in CSS pixels
HEIGHT = 76
MARGIN = 22
FONT = 12  # text size, in pixels at full width
AXIS_Y = 40  # the number line
BAND = (29, 51)  # the window band, top and bottom
PROOF_Y = 60  # the proved region, under the line


@dataclass(frozen=True)
class WindowPicture:
    """What the number line shows, clipped to the range ``[lo, hi]``."""

    lo: float
    hi: float
    left: float  # the window's ends, clipped
    right: float
    left_off: bool  # True when the end lies beyond the range (drawn as an arrow)
    right_off: bool
    value: float | None  # clipped
    proof: tuple[float, float] | None  # the region the value proves, clipped
    colour: str  # of the marker and the proved region
    ink: str  # of the verdict
    caption: str  # "α = −∞, β = 3"
    verdict: str  # "v ≤ 1", or "" without a value

    @property
    def title(self) -> str:
        return f"{self.caption}; {self.verdict}" if self.verdict else self.caption

    @classmethod
    def of(
        cls,
        lo: float,
        hi: float,
        alpha: float,
        beta: float,
        value: float | None = None,
        bound: str | None = None,
    ) -> WindowPicture:
        if not (math.isfinite(lo) and math.isfinite(hi)) or lo >= hi:
            raise InvalidArgumentError(f"the score range needs finite lo < hi, not [{lo}, {hi}]")

        def clip(x: float) -> float:
            return min(max(x, lo), hi)

        proof = None
        if value is not None:
            v = clip(value)
            proof = {"upper": (lo, v), "lower": (v, hi)}.get(bound or "", (v, v))
        return cls(
            lo,
            hi,
            clip(alpha),
            clip(beta),
            alpha < lo,
            beta > hi,
            None if value is None else clip(value),
            proof,
            STYLE.colour(bound),
            STYLE.text(bound),
            f"α = {number(alpha)}, β = {number(beta)}",
            "" if value is None else f"v {value_text(value, bound)}",
        )


def ticks(lo: float, hi: float, most: int = 9) -> list[float]:
    """Round numbers in [lo, hi], at most about ``most`` of them."""
    span = hi - lo
    step = 10 ** math.floor(math.log10(span / most)) if span > most else 1
    for factor in (1, 2, 5, 10):
        if span / (step * factor) <= most:
            step *= factor
            break
    first = math.ceil(lo / step) * step
    return [first + i * step for i in range(int((hi - first) // step) + 1)]


def number_line(
    lo: float, hi: float, width: int, title: str, band: tuple[float, float]
) -> tuple[list[str], Callable[[float], float]]:
    """What every number line of the course shares, as the start of an SVG: its white paper,
    the shaded ``band`` (from one value to another: a window, or the side a test asks about),
    the axis of ``[lo, hi]`` and its ticks; and the map from a value to its x (clipped to the
    range). The caller adds its own marks and closes the ``</svg>``."""
    scale = (width - 2 * MARGIN) / (hi - lo)

    def x(value: float) -> float:
        return MARGIN + (min(max(value, lo), hi) - lo) * scale

    left, right = x(band[0]), x(band[1])
    top, bottom = BAND
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="100%" viewBox="0 0 {width} {HEIGHT}" '
        f'style="max-width:{width}px" font-family="sans-serif" font-size="{FONT}">',
        f"<title>{title}</title>",
        f'<rect width="{width}" height="{HEIGHT}" rx="6" fill="{STYLE.background}"/>',
        f'<rect x="{left:.1f}" y="{top}" width="{max(right - left, 1.5):.1f}" '
        f'height="{bottom - top}" fill="{STYLE.window}" fill-opacity="0.6"/>',
        f'<line x1="{MARGIN}" y1="{AXIS_Y}" x2="{width - MARGIN}" y2="{AXIS_Y}" '
        f'stroke="{STYLE.edge}"/>',
    ]
    for tick in ticks(lo, hi):
        parts.append(
            f'<line x1="{x(tick):.1f}" y1="{AXIS_Y - 3}" x2="{x(tick):.1f}" y2="{AXIS_Y + 3}" '
            f'stroke="{STYLE.edge}"/><text x="{x(tick):.1f}" y="{HEIGHT - 5}" '
            f'text-anchor="middle" fill="{STYLE.edge}">{number(tick)}</text>'
        )
    return parts, x


def window_svg(
    lo: float,
    hi: float,
    alpha: float,
    beta: float,
    value: float | None = None,
    bound: str | None = None,
    width: int = WIDTH,
) -> Svg:
    """An SVG number line of ``[lo, hi]`` with the window and, if given, the value's proof.

    ``width`` is its widest, in CSS pixels; in a narrower container it shrinks to fit. An
    :class:`~gamesearch.views.display.Svg`: SVG text that also shows as a picture in Jupyter.
    """
    pic = WindowPicture.of(lo, hi, alpha, beta, value, bound)
    parts, x = number_line(lo, hi, width, pic.title, (pic.left, pic.right))
    left, right = x(pic.left), x(pic.right)
    top, bottom = BAND
    for end, off, sign in ((left, pic.left_off, -1), (right, pic.right_off, 1)):
        if off:  # an arrow pointing out of the range
            tip = end + sign * 9
            parts.append(
                f'<path d="M{end:.1f} {top}L{tip:.1f} {AXIS_Y}L{end:.1f} {bottom}z" '
                f'fill="{STYLE.window}"/>'
            )
    parts.append(f'<text x="6" y="15" fill="{STYLE.edge}">{pic.caption}</text>')
    if pic.value is not None and pic.proof is not None:
        start, stop = x(pic.proof[0]), x(pic.proof[1])
        parts.append(
            f'<line x1="{start:.1f}" y1="{PROOF_Y}" x2="{stop:.1f}" y2="{PROOF_Y}" '
            f'stroke="{pic.colour}" stroke-width="4"/>'
            f'<circle cx="{x(pic.value):.1f}" cy="{AXIS_Y}" r="5" fill="{pic.colour}" '
            f'stroke="{STYLE.background}"/><text x="{width - 6}" y="15" text-anchor="end" '
            f'font-weight="bold" fill="{pic.ink}">{pic.verdict}</text>'
        )
    parts.append("</svg>")
    return Svg("".join(parts))


def plot_window(
    ax: Any,
    lo: float,
    hi: float,
    alpha: float,
    beta: float,
    value: float | None = None,
    bound: str | None = None,
) -> Any:
    """Draw the number line of :func:`window_svg` on the matplotlib Axes ``ax``; return it."""
    pic = WindowPicture.of(lo, hi, alpha, beta, value, bound)
    pad = (hi - lo) * 0.06
    ax.set_xlim(lo - pad, hi + pad)
    ax.set_ylim(-1.2, 1.6)
    ax.set_yticks([])
    for side in ("left", "right", "top"):
        ax.spines[side].set_visible(False)
    ax.spines["bottom"].set_position(("data", 0))
    ax.axvspan(pic.left, pic.right, ymin=0.28, ymax=0.57, color=STYLE.window, alpha=0.6)
    for end, off, sign in ((pic.left, pic.left_off, -1), (pic.right, pic.right_off, 1)):
        if off:
            arrow = {"arrowstyle": "-|>", "color": STYLE.window, "lw": 3}
            ax.annotate("", (end + sign * pad, 0), (end, 0), arrowprops=arrow)
    ax.text(0, 1, pic.caption, transform=ax.transAxes, va="top", color=STYLE.edge)
    if pic.value is not None and pic.proof is not None:
        ax.plot(pic.proof, (0.75, 0.75), color=pic.colour, lw=4, solid_capstyle="butt")
        ax.plot([pic.value], [0], "o", color=pic.colour, markersize=9)
        ax.text(
            1,
            1,
            pic.verdict,
            transform=ax.transAxes,
            ha="right",
            va="top",
            color=pic.ink,
            fontweight="bold",
        )
    return ax

"""SVG text: its size in CSS pixels, and the same picture as PNG or PDF (with CairoSVG).

CairoSVG draws with the cairo library, the one Graphviz itself draws PNG and PDF with. It is
imported only when a picture is converted, so the views import without it.
"""

from __future__ import annotations

import re

from gamesearch.errors import ExtraMissingError, InvalidArgumentError

#: CSS pixels per unit of an SVG length (a unitless length is in pixels).
_UNITS = {
    "": 1.0,
    "px": 1.0,
    "pt": 4 / 3,
    "pc": 16.0,
    "in": 96.0,
    "cm": 96 / 2.54,
    "mm": 9.6 / 2.54,
}
_ROOT = re.compile(r"<svg\b[^>]*>", re.S)
_LENGTH = re.compile(r"\s*([\d.]+)\s*([a-z]*)\s*$")


def root_tag(svg: str) -> re.Match[str]:
    """The match of ``svg``'s root ``<svg …>`` tag; InvalidArgumentError (a ValueError) if
    there is none."""
    root = _ROOT.search(svg)
    if root is None:
        raise InvalidArgumentError("not SVG text: no <svg> element")
    return root


def attribute(tag: str, name: str) -> str | None:
    """The value of attribute ``name`` in the start tag ``tag``, or None."""
    found = re.search(rf'\s{name}="([^"]*)"', tag)
    return found.group(1) if found else None


def svg_size(svg: str) -> tuple[float, float]:
    """The width and height of ``svg`` in CSS pixels, as a browser shows it by itself.

    Lengths in ``pt`` and other absolute units are converted (Graphviz writes ``pt``); a
    percentage or missing length is taken from the ``viewBox``. InvalidArgumentError if
    neither says.
    """
    tag = root_tag(svg).group(0)
    box = (attribute(tag, "viewBox") or "").replace(",", " ").split()
    size = []
    for i, name in enumerate(("width", "height")):
        length = _LENGTH.match(attribute(tag, name) or "")
        if length and length.group(2) in _UNITS:
            size.append(float(length.group(1)) * _UNITS[length.group(2)])
        elif len(box) == 4:
            size.append(float(box[2 + i]))
        else:
            raise InvalidArgumentError(f"the SVG gives no {name} in absolute units and no viewBox")
    return size[0], size[1]


def convert_svg(svg: str, fmt: str, scale: float = 1.0) -> bytes:
    """``svg`` as ``fmt`` ("png" or "pdf") bytes, ``scale`` times its CSS pixel size.

    Images embedded as data URIs (the board thumbnails of a tree diagram) are drawn too.
    """
    try:
        import cairosvg  # only when asked to convert
    except ImportError as error:
        raise ExtraMissingError("export", "saving a picture as PNG or PDF", error) from None

    width, height = svg_size(svg)
    draw = {"png": cairosvg.svg2png, "pdf": cairosvg.svg2pdf}[fmt]
    converted: bytes = draw(  # cairosvg has no type hints
        bytestring=svg.encode("utf-8"),
        output_width=round(width * scale),
        output_height=round(height * scale),
    )
    return converted

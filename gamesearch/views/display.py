"""How the course's pictures show in Jupyter: an image that says what it shows, at a size that fits.

Every picture hands Jupyter two things (:func:`mimebundle`): ``text/html``, the SVG as an
image whose alt text is the picture's *description* (:func:`gamesearch.pictures.picture_html`
says why HTML: JupyterLab gives an ``image/svg+xml`` output no alt text), and ``text/plain``,
the same description, for a text-only front end and a reader of the notebook file. The SVG
inside the HTML shows sharp at any zoom, in a notebook trusted or not. The description never
depends on Graphviz's ``dot``, so a notebook's text outputs are the same wherever it runs.

Size: a picture shows at its own size in CSS pixels. A picture no wider than
:data:`COLUMN_PX` (the notebook column on a 1280 × 800 projector with the file browser
open) fits; a wider one keeps its size too, since shrinking it would take its smallest text
(12 CSS px in a tree diagram) below what a room can read: it scrolls sideways in a box of its
own, which the keyboard reaches. Tree diagrams that wide are drawn with the root at the
top-left corner, so the root is in view before any scrolling
(:func:`~gamesearch.views.tree.render_tree`, ``align``).

:class:`Svg` is SVG text (a ``str``) that shows itself this way. Saved as files (PNG, PDF:
:func:`~gamesearch.views.export.export`), pictures are drawn at :data:`PNG_SCALE` pixels
per CSS pixel.
"""

from __future__ import annotations

import html
import re
from typing import Any

from gamesearch.pictures import data_uri, picture_html
from gamesearch.views.convert import convert_svg, svg_size

#: The width of the notebook column, in CSS pixels, at 1280 × 800 with the file browser open.
COLUMN_PX = 800
#: Pixels of a PNG file per CSS pixel.
PNG_SCALE = 2


def mimebundle(svg: str, description: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """Jupyter's (data, metadata) for the picture ``svg`` that shows ``description``: the
    SVG as an image in HTML, with the description as its alt text and as the text output.
    Wider than :data:`COLUMN_PX`, it scrolls sideways in a box the keyboard reaches."""
    width, height = svg_size(svg)
    shown = picture_html(
        data_uri("image/svg+xml", _fixed(svg, width, height)),
        description,
        width=width,
        height=height,
        wide=width > COLUMN_PX,
    )
    return {"text/html": shown, "text/plain": description}, {}


def svg_title(svg: str) -> str | None:
    """The text of ``svg``'s first ``<title>``, if it has one."""
    found = _TITLE.search(svg)
    return html.unescape(found.group(1)).strip() or None if found else None


_TITLE = re.compile(r"<title>(.*?)</title>", re.S)


_RELATIVE_WIDTH = re.compile(r'(<svg\b[^>]*?)\swidth="[\d.]+%"')


def _fixed(svg: str, width: float, height: float) -> str:
    """``svg`` with a relative width made absolute. An image whose width is relative
    stretches across the column, its text with it."""
    return _RELATIVE_WIDTH.sub(rf'\1 width="{width:g}" height="{height:g}"', svg, count=1)


class Svg(str):
    """SVG text that Jupyter shows as a picture that says what it shows (see the module).

    It is a ``str`` in every other way: widgets and HTML take it as text. ``description``
    says what it shows (see the module docstring); by default the SVG's own ``<title>``.
    """

    description: str

    def __new__(cls, text: str, description: str | None = None) -> Svg:
        svg = super().__new__(cls, text)
        svg.description = description or svg_title(text) or "A picture"
        return svg

    def png(self, scale: float = PNG_SCALE) -> bytes:
        """The picture as PNG, ``scale`` pixels per CSS pixel."""
        return convert_svg(self, "png", scale)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None, **_: Any) -> Any:
        return mimebundle(self, self.description)

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:  # IPython's text, not the SVG
        printer.text(self.description)

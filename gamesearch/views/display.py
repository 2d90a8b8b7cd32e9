"""How the course's pictures show in Jupyter: SVG, a PNG copy, and a size that fits.

JupyterLab shows ``image/svg+xml`` only in a trusted notebook: a course freshly cloned is
not trusted, and would show ``<... object at 0x…>`` instead of each picture. So every
picture hands Jupyter two copies (:func:`mimebundle`):

* ``image/svg+xml``, sharp at any zoom, shown when the notebook is trusted;
* ``image/png``, drawn at :data:`PNG_SCALE` times the size for sharpness, with
  ``width``/``height`` metadata so it shows at the SVG's size, in :data:`PNG_COLOURS`
  colours so a notebook stays small; shown when it is not trusted.

Size: JupyterLab shows an SVG at its own size and shrinks a PNG to the column. A picture
no wider than :data:`COLUMN_PX` (the notebook column on a 1280 × 800 projector with the file
browser open) shows at its size. A wider one keeps its size too, since shrinking it would
take its smallest text (12 CSS px in a tree diagram) below what a room can read: it scrolls
sideways inside its own output area (``unconfined``). Tree diagrams that wide are drawn with
the root at the top-left corner, so the root is in view before any scrolling
(:func:`~gamesearch.views.tree.render_tree`, ``align``).

:class:`Svg` is SVG text (a ``str``) that shows itself this way.

Every picture says what it shows in words (its *description*): that sentence is its
``text/plain``, the ``alt`` text of its PNG copy (nbconvert's HTML writes it into ``<img
alt>``) and the ``aria-label`` of its SVG, so a screen reader, a text-only front end and a
reader of the plain notebook file all learn what the picture shows. It never depends on
Graphviz's ``dot``, so a notebook's text outputs are the same wherever it runs.
"""

from __future__ import annotations

import base64
import html
import io
import re
from collections.abc import Callable
from typing import Any

from gamesearch.errors import GameSearchError
from gamesearch.views.convert import attribute, convert_svg, root_tag, svg_size

#: The width of the notebook column, in CSS pixels, at 1280 × 800 with the file browser open.
COLUMN_PX = 800
#: Pixels of a display PNG per CSS pixel.
PNG_SCALE = 2
#: Colours of a display PNG: flat diagrams lose nothing visible, and shrink about 4 times.
PNG_COLOURS = 64


def compact_png(png: bytes) -> bytes:
    """``png`` reduced to :data:`PNG_COLOURS` colours (no dithering), for notebooks; unchanged
    without Pillow (which comes with matplotlib)."""
    try:
        from PIL import Image
    except ImportError:
        return png
    image = Image.open(io.BytesIO(png)).convert("RGB")
    out = io.BytesIO()
    image.quantize(PNG_COLOURS, dither=Image.Dither.NONE).save(out, "PNG", optimize=True)
    return out.getvalue()


def mimebundle(
    svg: str, png: Callable[[], bytes], description: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    """Jupyter's (data, metadata) for a picture: ``svg``, ``png()``, and its ``description``.

    ``png()`` draws it at :data:`PNG_SCALE` times the SVG's CSS size; the metadata shows it
    at that size, with the description as the ``alt`` text of both, and marks both copies
    ``unconfined`` when wider than :data:`COLUMN_PX`. Where a PNG cannot be drawn (no
    CairoSVG or cairo library for a picture that needs them) there is no PNG copy: the SVG
    still shows in a trusted notebook.
    """
    try:
        drawn: bytes | None = compact_png(png())
    except (ImportError, OSError, GameSearchError):
        drawn = None
    width, height = svg_size(svg)
    wide = {"unconfined": True} if width > COLUMN_PX else {}
    data: dict[str, Any] = {
        "image/svg+xml": labelled(_fixed(svg, width, height), description),
        "text/plain": description,
    }
    metadata: dict[str, Any] = {"image/svg+xml": {"alt": description, **wide}}
    if drawn is not None:
        data["image/png"] = base64.b64encode(drawn).decode("ascii")
        size = {"width": round(width), "height": round(height)}
        metadata["image/png"] = {**size, "alt": description, **wide}
    return data, metadata


def labelled(svg: str, description: str) -> str:
    """``svg`` with ``role="img"`` and ``description`` as the ``aria-label`` of its root."""
    root = root_tag(svg)
    tag = root.group(0)
    if attribute(tag, "aria-label") is not None:
        return svg
    label = f' role="img" aria-label="{html.escape(description)}"'
    end = len(tag) - (2 if tag.endswith("/>") else 1)
    return svg[: root.start()] + tag[:end] + label + tag[end:] + svg[root.end() :]


def svg_title(svg: str) -> str | None:
    """The text of ``svg``'s first ``<title>``, if it has one."""
    found = _TITLE.search(svg)
    return html.unescape(found.group(1)).strip() or None if found else None


_TITLE = re.compile(r"<title>(.*?)</title>", re.S)


_RELATIVE_WIDTH = re.compile(r'(<svg\b[^>]*?)\swidth="[\d.]+%"')


def _fixed(svg: str, width: float, height: float) -> str:
    """``svg`` with a relative width made absolute. JupyterLab shows an SVG as an image, and
    an image whose width is relative stretches across the column, its text with it."""
    return _RELATIVE_WIDTH.sub(rf'\1 width="{width:g}" height="{height:g}"', svg, count=1)


class Svg(str):
    """SVG text that Jupyter shows as a picture (SVG, and a PNG copy for untrusted notebooks).

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
        return mimebundle(self, self.png, self.description)

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:  # IPython's text, not the SVG
        printer.text(self.description)

"""Graphviz pictures (tree diagrams, the legend): white paper, images inline, SVG/PNG/PDF.

A :class:`Diagram` is a ``graphviz.Digraph`` that shows in Jupyter and says in words what it
shows (its ``description``: the text output, and the alt text of the picture). Where
Graphviz's ``dot`` runs (:mod:`gamesearch.views.dot`) it shows as an SVG image with that
alt text (:mod:`gamesearch.views.display`) and gives its picture as SVG, PNG or PDF bytes, ready for
:func:`~gamesearch.views.export.export`; where it does not, the browser draws it
(:mod:`gamesearch.views.browser`), and only the files need ``dot``.

Board thumbnails (:func:`thumbnail`) are files Graphviz reads while laying out; the SVG
carries them inline as data URIs. Graphviz draws PNG and PDF itself, except for a diagram with
thumbnails: its PNG and PDF renderers need the librsvg plugin for SVG images, which few
installations have, so CairoSVG converts the SVG.
"""

from __future__ import annotations

import base64
import hashlib
import re
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

import graphviz

from gamesearch.errors import FrontEndMissingError
from gamesearch.views.browser import fragment
from gamesearch.views.convert import convert_svg
from gamesearch.views.display import PNG_SCALE, mimebundle
from gamesearch.views.dot import dot_available, require_dot
from gamesearch.views.style import STYLE

_NEEDS_DOT = "drawing a diagram in Python (as SVG, PNG or PDF, to save it or to arrange it)"
#: Blank space around a picture, in inches.
PAD = "0.1"
_IMAGE_HREF = re.compile(r'xlink:href="([^"]+)"')


class Diagram(graphviz.Digraph):
    """A ``graphviz.Digraph`` drawn on white paper that shows in Jupyter and exports.

    ``svg()``, ``png()`` and ``pdf()`` give the picture (board thumbnails included in
    each); the ``graphviz`` methods ``pipe()`` and ``render()`` still work but leave the
    thumbnails out of PNG and PDF. Those three need Graphviz's ``dot`` (DotMissingError
    without it); showing the diagram in a notebook does not.

    ``description`` says what it shows, in one sentence. ``wide``, if set, is the same
    diagram laid out to fit a narrow column, which the browser draws instead when this one
    is wider than the notebook column (``render_tree(align="auto")`` without ``dot``).
    """

    description: str = "A diagram"
    wide: Diagram | None = None

    @classmethod
    def blank(cls, name: str, engine: str = "dot", *, description: str = "") -> Diagram:
        """An empty diagram on the course's paper (:attr:`Style.background`)."""
        diagram = cls(name=name, engine=engine)
        diagram.attr(bgcolor=STYLE.background, pad=PAD)
        diagram.description = description or f"A diagram ({name})"
        return diagram

    @property
    def has_images(self) -> bool:
        """Whether it shows board thumbnails (which Graphviz cannot draw in PNG or PDF)."""
        return "<IMG SRC=" in self.source

    def svg(self) -> str:
        """The SVG text (no XML prolog), board images embedded as data URIs."""
        require_dot(_NEEDS_DOT)
        text = self.pipe(format="svg", encoding="utf-8")
        return _IMAGE_HREF.sub(_inline_image, text[text.index("<svg") :])

    def png(self, scale: float = PNG_SCALE) -> bytes:
        """The picture as PNG, ``scale`` pixels per CSS pixel of the SVG."""
        if self.has_images:
            return convert_svg(self.svg(), "png", scale)
        require_dot(_NEEDS_DOT)
        sized = self.copy()
        sized.attr(dpi=f"{96 * scale:g}")  # Graphviz: pixels per inch; CSS: 96 px an inch
        png: bytes = sized.pipe(format="png")  # graphviz has no type hints
        return png

    def pdf(self) -> bytes:
        """The picture as PDF, at the SVG's size."""
        require_dot(_NEEDS_DOT)
        return convert_svg(self.svg(), "pdf") if self.has_images else self.pipe(format="pdf")

    def html(self) -> str:
        """The diagram as HTML that the browser draws itself (:mod:`gamesearch.views.browser`);
        needs no ``dot``."""
        wide = self.wide.source if self.wide is not None else None
        return fragment(self.source, self.description, engine=self.engine, wide_dot=wide)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None, **_: Any) -> Any:
        if dot_available():
            return mimebundle(self.svg(), self.description)
        try:
            return {"text/html": self.html(), "text/plain": self.description}
        except FrontEndMissingError as error:
            return {"text/plain": f"{self.description} (not drawn: {error})"}


# -- board thumbnails ----------------------------------------------------------------------
@cache
def _thumbnail_dir() -> tempfile.TemporaryDirectory[str]:
    return tempfile.TemporaryDirectory(prefix="gamesearch-boards-")  # lives as long as Python


def thumbnail(svg: str) -> str:
    """Write a board picture where Graphviz can read it; return the file's path."""
    if not svg.startswith("<?xml"):  # Graphviz 2.43 only recognises SVG by its prolog
        svg = '<?xml version="1.0" encoding="UTF-8"?>\n' + svg
    name = hashlib.sha1(svg.encode()).hexdigest()[:20] + ".svg"
    path = Path(_thumbnail_dir().name) / name
    if not path.exists():
        path.write_text(svg, encoding="utf-8")
    return str(path)


def _inline_image(match: re.Match[str]) -> str:
    path = Path(match.group(1))
    if path.parent != Path(_thumbnail_dir().name) or not path.exists():
        return match.group(0)
    data = base64.b64encode(path.read_bytes()).decode("ascii")
    return f'xlink:href="data:image/svg+xml;base64,{data}"'

"""Several pictures as one: side by side or in a grid, each under its title.

A notebook that puts SVG pictures next to each other in HTML shows nothing of them until it
is trusted (JupyterLab strips ``<svg>`` from untrusted HTML). :func:`arrange` makes one SVG
picture of them instead, which shows untrusted too (as an image) and exports. Where
Graphviz's ``dot`` cannot run, the diagrams among them are drawn by the browser, so they are
arranged in an HTML grid instead (:class:`Arrangement`), which shows but does not export.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

from gamesearch.errors import InvalidArgumentError
from gamesearch.views.convert import attribute, root_tag, svg_size
from gamesearch.views.diagram import Diagram
from gamesearch.views.display import Svg, svg_title
from gamesearch.views.dot import dot_available
from gamesearch.views.style import STYLE

TITLE = 22  # height of a title line, in CSS pixels
GAP = 24  # between pictures
PAD = 8  # around them all


def _inner(svg: str) -> tuple[str, str]:
    """The ``viewBox`` and the content of ``svg``'s root element."""
    root = root_tag(svg)
    width, height = svg_size(svg)
    view = attribute(root.group(0), "viewBox") or f"0 0 {width:g} {height:g}"
    return view, svg[root.end() : svg.rindex("</svg>")]


class Arrangement:
    """Pictures in an HTML grid, each under its title, for the browser to draw: what
    :func:`arrange` gives where ``dot`` cannot run. It shows in a notebook, not as a file."""

    def __init__(self, html_text: str, description: str):
        self.html, self.description = html_text, description

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None, **_: Any) -> Any:
        return {"text/html": self.html, "text/plain": self.description}


def _description(pictures: Mapping[str, Diagram | str]) -> str:
    """What the arranged ``pictures`` show, in words: each one's title and description."""
    described = []
    for title, picture in pictures.items():
        own = getattr(picture, "description", None) or svg_title(str(picture)) or "a picture"
        described.append(f"{title}: {own}" if title else own)
    return f"{len(described)} pictures: " + "; ".join(d.rstrip(".") for d in described) + "."


def _grid(pictures: Mapping[str, Diagram | str], per_row: int) -> Arrangement:
    cells = []
    for title, picture in pictures.items():
        shown = picture.html() if isinstance(picture, Diagram) else str(picture)
        heading = f"<b>{html.escape(title)}</b>" if title else ""
        cells.append(f"<div>{heading}{shown}</div>")
    style = f"display:grid;grid-template-columns:repeat({per_row},max-content);gap:{GAP}px"
    return Arrangement(f'<div style="{style}">{"".join(cells)}</div>', _description(pictures))


def arrange(pictures: Mapping[str, Diagram | str], columns: int | None = None) -> Svg | Arrangement:
    """One SVG picture of ``pictures`` (title -> a diagram or SVG text), ``columns`` a row.

    ``columns`` None puts them all in one row; 1 stacks them. Each keeps its own size, under
    its title in bold; the whole is drawn on the course's white paper. The result shows and
    exports like any SVG picture (see :mod:`gamesearch.views.display`); where ``dot``
    cannot run and there are diagrams among them, it is an :class:`Arrangement` the browser
    draws. InvalidArgumentError without pictures or with ``columns`` < 1.
    """
    if not pictures or (columns is not None and columns < 1):
        raise InvalidArgumentError(
            f"arrange needs pictures and columns >= 1, not {len(pictures)} pictures and "
            f"columns={columns}"
        )
    per_row = min(columns or len(pictures), len(pictures))
    if not dot_available() and any(isinstance(p, Diagram) for p in pictures.values()):
        return _grid(pictures, per_row)
    parts = [
        (title, p.svg() if isinstance(p, Diagram) else str(p)) for title, p in pictures.items()
    ]
    sizes = [svg_size(svg) for _, svg in parts]
    titled = TITLE if any(title for title, _ in parts) else 0
    rows = [range(i, min(i + per_row, len(parts))) for i in range(0, len(parts), per_row)]
    widths = [max(sizes[i][0] for i in range(c, len(parts), per_row)) for c in range(per_row)]
    heights = [titled + max(sizes[i][1] for i in row) for row in rows]
    total_width = sum(widths) + GAP * (per_row - 1) + 2 * PAD
    total_height = sum(heights) + GAP * (len(rows) - 1) + 2 * PAD
    body = []
    top = float(PAD)
    for row, height in zip(rows, heights, strict=True):
        left = float(PAD)
        for i in row:
            (title, svg), (width, picture_height) = parts[i], sizes[i]
            view, content = _inner(svg)
            if title:
                body.append(
                    f'<text x="{left:g}" y="{top + TITLE - 6:g}" font-weight="bold">'
                    f"{html.escape(title)}</text>"
                )
            body.append(
                f'<svg x="{left:g}" y="{top + titled:g}" width="{width:g}" '
                f'height="{picture_height:g}" viewBox="{view}">{content}</svg>'
            )
            left += widths[i % per_row] + GAP
        top += height + GAP
    return Svg(
        f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'width="{total_width:g}" height="{total_height:g}" '
        f'viewBox="0 0 {total_width:g} {total_height:g}" font-family="sans-serif" '
        f'font-size="15"><rect width="100%" height="100%" fill="{STYLE.background}"/>'
        + "".join(body)
        + "</svg>",
        _description(pictures),
    )

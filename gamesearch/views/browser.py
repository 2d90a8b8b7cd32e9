"""A Graphviz diagram as HTML that the browser lays out itself, for where ``dot`` cannot run.

Without Graphviz's ``dot`` program (a pip-only install, Pyodide and JupyterLite), a diagram
shows as a *fragment*: a ``<div class="gs-graph">`` carrying its DOT source, which the
built front-end script ``diagram.js`` draws with Graphviz compiled to WebAssembly (the
*engine*, :mod:`gamesearch.assets`). The page gets the engine once, with the first fragment
of the session; later fragments wait for it. The contract with ``diagram.js``::

    <div class="gs-graph" role="img" aria-label="DESCRIPTION" data-graph="JSON">
      <p class="gs-graph-note">NOTE</p>
    </div>

JSON = ``{"dot": DOT, "engine": "dot" | "neato" | …, "wide_dot": DOT or null, "column": px,
"images": {path in the DOT: {"href": data URI, "width": "…pt", "height": "…pt"}}}``;
``wide_dot`` is the layout to use instead when ``dot``'s drawing is wider than ``column``
(:func:`~gamesearch.views.tree.render_tree`'s ``align="auto"``). The note shows until the
script has drawn the diagram: where scripts do not run (an untrusted notebook), it says why.
"""

from __future__ import annotations

import base64
import html
import json
import re
from pathlib import Path

from gamesearch.assets import asset, engine_once, inline_script
from gamesearch.views.convert import svg_size
from gamesearch.views.display import COLUMN_PX

#: Shown in place of the diagram until the browser has drawn it.
NOTE = (
    "Drawing this diagram in the browser (Graphviz for WebAssembly) … If it stays like this, "
    "scripts cannot run here: trust the notebook (File → Trust Notebook), or install "
    "Graphviz's dot to draw diagrams in Python."
)
_IMAGE = re.compile(r'<IMG SRC="([^"]+)"')
_PT_PER_PX = 0.75  # CSS: 96 px and 72 pt an inch


def fragment(
    dot: str, description: str, *, engine: str = "dot", wide_dot: str | None = None
) -> str:
    """The HTML fragment (see the module docstring) that draws ``dot`` in the browser.

    Image files the DOT source names (board thumbnails) travel inside it as data URIs.
    FrontEndMissingError if the front end was never built.
    """
    graph = {
        "dot": dot,
        "engine": engine,
        "wide_dot": wide_dot,
        "column": COLUMN_PX,
        "images": _images(dot + (wide_dot or "")),
    }
    script = asset("diagram.js")  # raises before anything is sent if the front end is missing
    return (
        f'<div class="gs-graph" role="img" aria-label="{html.escape(description)}" '
        f'data-graph="{html.escape(json.dumps(graph))}">'
        f'<p class="gs-graph-note">{html.escape(NOTE)}</p></div>'
        + engine_once()
        + inline_script(script)
    )


def _images(dot: str) -> dict[str, dict[str, str]]:
    """Each SVG image file ``dot`` names, as a data URI with its size in points."""
    images = {}
    for path in dict.fromkeys(_IMAGE.findall(dot)):
        svg = Path(path).read_text(encoding="utf-8")
        width, height = svg_size(svg)
        images[path] = {
            "href": "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode(),
            "width": f"{width * _PT_PER_PX:g}pt",
            "height": f"{height * _PT_PER_PX:g}pt",
        }
    return images

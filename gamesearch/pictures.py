"""How every picture of the package shows in Jupyter: as HTML, an image that says what it shows.

JupyterLab (4.6) draws an ``image/svg+xml`` or ``image/png`` output as an ``<img>`` with no
alt text, whatever the output's metadata says: a screen reader meets each of the course's
pictures as an unnamed image. So the package hands Jupyter each picture as ``text/html``
(:func:`picture_html`): an ``<img>`` of the picture (a data URI), its description as the alt
text. JupyterLab shows it in a notebook that is not trusted too (its sanitizer keeps an
image's data URI and alt), and so do Notebook 7, VS Code, Colab, nbviewer and nbconvert's
pages and decks.

A picture wider than the notebook column keeps its size, so that its smallest text stays
readable, and scrolls sideways in a box of its own that a keyboard reaches: Tab focuses it
(a ring inside the box shows it), the arrow keys scroll it (JupyterLab's own shortcuts,
which would take ← and → for moving between headings, are off while it has the focus:
Lumino's ``data-lm-suppress-shortcuts``), and a screen reader names it.

The games show their boards this way, and so do the views (:mod:`gamesearch.views.display`),
so it lives below both.
"""

from __future__ import annotations

import base64
import html

#: Every picture is drawn for white paper (:attr:`gamesearch.views.style.Style.background`); a
#: board leaves its margins transparent, where a dark theme would hide its black text.
_PAPER = "background:#fff"
#: The focus ring of a wide picture's box, drawn inside it (an output area's edge would clip
#: one drawn outside); #0072B2 on the pictures' white paper is 5.0:1.
_WIDE_STYLE = "<style>.gs-wide:focus-visible{outline:3px solid #0072B2;outline-offset:-3px}</style>"


def data_uri(mime: str, data: str | bytes) -> str:
    """``data`` (text, or bytes such as a PNG) as a ``data:`` URI of type ``mime``."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    return f"data:{mime};base64,{base64.b64encode(raw).decode('ascii')}"


def picture_html(
    src: str,
    description: str,
    *,
    width: float | None = None,
    height: float | None = None,
    wide: bool = False,
) -> str:
    """The HTML that shows the image at ``src``, on white paper, with ``description`` as its
    alt text.

    ``width`` and ``height`` (CSS pixels) are the size it shows at, shrunk to the column if
    it is wider. A ``wide`` picture keeps its size instead, inside a box that scrolls
    sideways: focusable, and named for a screen reader after the description's first part
    (up to a colon), as a region.
    """
    size = "".join(
        f' {name}="{round(value)}"'
        for name, value in (("width", width), ("height", height))
        if value is not None
    )
    alt = html.escape(description.strip(), quote=True)
    if not wide:
        return f'<img class="gs-picture" src="{src}" alt="{alt}"{size} style="{_PAPER}">'
    name = html.escape(description.split(":")[0].strip(), quote=True)
    return (
        f"{_WIDE_STYLE}"
        f'<div class="gs-wide" role="region" tabindex="0" data-lm-suppress-shortcuts="" '
        f'aria-label="{name} (wide: scroll it with the arrow keys)" '
        'style="overflow-x:auto;max-width:100%">'
        f'<img class="gs-picture" src="{src}" alt="{alt}"{size} style="{_PAPER};max-width:none">'
        "</div>"
    )

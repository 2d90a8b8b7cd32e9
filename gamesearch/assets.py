"""The front-end files the package hands to browsers, built from ``gamesearch/frontend/``
(never committed).

``npm run build`` (run by ``make setup`` and by the wheel build) writes them into
``gamesearch/static/``: the player's module, the script that draws a diagram in the
browser, and Graphviz compiled to WebAssembly (the *engine*). Python only reads them here.

The engine is large (over a megabyte), so a page loads it once: the first static picture
that needs it carries it (:func:`engine_once`), and later ones wait for it on the page. The
player needs none: it lays its trees out itself.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from gamesearch.errors import FrontEndMissingError

#: Where ``npm run build`` writes the built files.
STATIC = Path(__file__).parent / "static"


@cache
def asset(name: str) -> str:
    """The text of the built front-end file ``name``; FrontEndMissingError if it is not built."""
    path = STATIC / name
    if not path.is_file():
        raise FrontEndMissingError(name)
    return path.read_text(encoding="utf-8")


_engine_sent = False


def engine_once() -> str:
    """The engine as a ``<script>`` the first time this process asks, ``""`` afterwards."""
    global _engine_sent
    if _engine_sent:
        return ""
    _engine_sent = True
    return engine_script()


def engine_script() -> str:
    """The engine as a ``<script>`` element, marked so that exporters can find it."""
    return inline_script(asset("graphviz-engine.js"), 'data-gamesearch-engine="graphviz"')


def inline_script(code: str, attributes: str = "") -> str:
    """``code`` as an inline ``<script>`` element that no text inside it can end early.

    ``</script`` and ``<!--`` can only occur inside JavaScript strings, where ``<\\/`` and
    ``<\\!--`` read the same.
    """
    code = re.sub("</(script)", r"<\\/\1", code, flags=re.IGNORECASE).replace("<!--", "<\\!--")
    opening = f"<script {attributes}>" if attributes else "<script>"
    return f"{opening}\n{code}\n</script>"

"""An algorithm's own source, shown as its listing in a notebook.

The course shows the readable pages of :mod:`gamesearch.search` themselves before a student
writes the same algorithm: the listing is the code that ran, never a copy that could drift.
"""

from __future__ import annotations

import inspect
import textwrap
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gamesearch.errors import NotASourceError


@dataclass(frozen=True)
class Listing:
    """Source code shown as a highlighted Python block (Markdown, so JupyterLab, nbconvert and
    slide decks colour it in the reader's theme) and as plain text elsewhere."""

    source: str

    def __str__(self) -> str:
        return self.source

    def _repr_markdown_(self) -> str:
        return f"```python\n{self.source}\n```"

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:  # IPython's printer
        printer.text(self.source)


def listing(*functions: Callable[..., object]) -> Listing:
    """The source of each of ``functions``, in the order given, as one :class:`Listing`.

    Raises NotASourceError (a TypeError), naming it, for an object that has no Python
    source (a builtin, a lambda typed at the prompt)."""
    if not functions:
        raise NotASourceError("listing() needs at least one function, e.g. listing(alphabeta)")
    parts = []
    for function in functions:
        try:
            parts.append(textwrap.dedent(inspect.getsource(function)).rstrip())
        except (TypeError, OSError):
            raise NotASourceError(f"{function!r} has no Python source to list") from None
    return Listing("\n\n\n".join(parts))

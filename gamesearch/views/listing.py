"""An algorithm's own source, shown as its listing in a notebook.

The course shows the readable pages of :mod:`gamesearch.search` themselves before a student
writes the same algorithm: the listing is the code that ran, never a copy that could drift.
"""

from __future__ import annotations

import ast
import inspect
import itertools
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

    def excerpt(self, first: str, last: str) -> Listing:
        """The lines from the one that reads ``first`` to the one that reads ``last`` (each
        matched with its indent stripped), dedented: the part of a listing a slide shows.

        Raises ValueError naming the line that is not in the listing."""
        lines = self.source.splitlines()
        stripped = [line.strip() for line in lines]
        for wanted in (first, last):
            if wanted.strip() not in stripped:
                raise ValueError(f"no line of the listing reads {wanted.strip()!r}")
        start = stripped.index(first.strip())
        end = stripped.index(last.strip(), start)
        return Listing(textwrap.dedent("\n".join(lines[start : end + 1])))

    def split(self, *before: str) -> list[Listing]:
        """The listing cut just before the first line (after the previous cut) that reads each
        of ``before`` (matched with its indent stripped): ``len(before) + 1`` parts, each
        indented as it sits in the whole, a slide each. Raises ValueError naming a line that
        is not in the listing after the previous cut."""
        lines = self.source.splitlines()
        stripped = [line.strip() for line in lines]
        cuts = [0]
        for wanted in before:
            try:
                cuts.append(stripped.index(wanted.strip(), cuts[-1] + 1))
            except ValueError:
                raise ValueError(
                    f"no line of the listing after line {cuts[-1] + 1} reads {wanted.strip()!r}"
                ) from None
        cuts.append(len(lines))
        return [Listing("\n".join(lines[a:b]).strip("\n")) for a, b in itertools.pairwise(cuts)]

    def _repr_markdown_(self) -> str:
        return f"```python\n{self.source}\n```"

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:  # IPython's printer
        printer.text(self.source)


def listing(*functions: Callable[..., object], docstrings: bool = True) -> Listing:
    """The source of each of ``functions``, in the order given, as one :class:`Listing`;
    without their docstrings if ``docstrings`` is false (a slide's listing).

    Raises NotASourceError (a TypeError), naming it, for an object that has no Python
    source (a builtin, a lambda typed at the prompt)."""
    if not functions:
        raise NotASourceError("listing() needs at least one function, e.g. listing(alphabeta)")
    parts = []
    for function in functions:
        try:
            source = textwrap.dedent(inspect.getsource(function)).rstrip()
        except (TypeError, OSError):
            raise NotASourceError(f"{function!r} has no Python source to list") from None
        parts.append(source if docstrings else without_docstrings(source))
    return Listing("\n\n\n".join(parts))


def without_docstrings(source: str) -> str:
    """``source`` less the docstring lines of each function and class it defines."""
    drop: set[int] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            first = node.body[0]
            value = first.value if isinstance(first, ast.Expr) else None
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                drop.update(range(first.lineno, (first.end_lineno or first.lineno) + 1))
    return "\n".join(line for i, line in enumerate(source.splitlines(), 1) if i not in drop)

"""Numbers and tables as text, as the command line and the notebooks print them.

One formatter for both: the command line separates thousands with commas (``12,345``), the
course's notebooks with spaces (``12 345``, :func:`fmt` and :func:`show`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence


def number(value: object, sep: str = ",") -> str:
    """``12,345``, ``-3``, ``0.5``, ``inf``; None as ``-``; a pair as ``41, 31``.

    ``sep`` separates thousands. Booleans read ``yes`` / ``no``; other values their ``str``.
    """
    if isinstance(value, (list, tuple)):
        return ", ".join(number(v, sep) for v in value)
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float) and math.isinf(value):
        return "-inf" if value < 0 else "inf"
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, int):
        return f"{value:,}".replace(",", sep)
    if isinstance(value, float):
        return f"{value:,.4g}".replace(",", sep)
    return str(value)


def table(
    rows: Sequence[Sequence[object]],
    header: Sequence[str] | None = None,
    right: Sequence[int] = (),
    sep: str = ",",
    rule: bool = False,
) -> str:
    """Rows as aligned columns two spaces apart: text to the left, numbers (and the columns
    numbered in ``right``) to the right. ``sep`` separates thousands; ``rule`` underlines
    the header with dashes."""
    cells = [[c if isinstance(c, str) else number(c, sep) for c in row] for row in rows]
    width = max(len(row) for row in [*cells, header or []])
    numeric = [  # a column of numbers (blanks allowed) is aligned to the right
        i in right
        or all(not isinstance(row[i], str) or row[i] == "" for row in rows if i < len(row))
        for i in range(width)
    ]
    if header is not None:
        cells.insert(0, list(header))
    cells = [row + [""] * (width - len(row)) for row in cells]
    widths = [max(len(row[i]) for row in cells) for i in range(width)]
    lines = [
        "  ".join(
            cell.rjust(w) if right else cell.ljust(w)
            for cell, w, right in zip(row, widths, numeric, strict=True)
        ).rstrip()
        for row in cells
    ]
    if rule and header is not None:
        lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def fmt(value: object) -> str:
    """A number as the course prints it: ``60 060`` (a space between thousands)."""
    return number(value, sep=" ")


def show(header: Sequence[str], rows: Sequence[Sequence[object]]) -> None:
    """Print ``rows`` under ``header`` as the course's tables: aligned, header underlined."""
    print(table(rows, header, sep=" ", rule=True))

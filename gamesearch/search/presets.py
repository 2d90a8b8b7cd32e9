"""Named configurations: ``solve(game, preset="fast")``, ``gamesearch solve --preset fast``.

A preset names a whole configuration, chosen by measurement (``make bench``): an algorithm,
a kind of transposition table, a move ordering and algorithm options. Whatever a call gives
explicitly wins over the preset's choice; ``tt=True`` asks for a fresh table of the
preset's kind. Presets never change the defaults: without one, every count the course
publishes (:mod:`gamesearch.tables`) stays as it is.

* ``fast`` — the quickest exact solve of 4 × 6 Reversi measured: MTD(f) on a *symmetric*
  table (positions that are images of one another under the board's symmetries share one
  entry), children ordered by the table's move, then fewest replies, ties broken by the
  square (Reversi: corners first, X-squares last; the source program's fixed order).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from gamesearch.errors import UnknownNameError
from gamesearch.search.ordering import Ordering
from gamesearch.search.ttable import TranspositionTable


@dataclass(frozen=True)
class Preset:
    """One named configuration (see the module docstring)."""

    name: str
    summary: str
    algorithm: str
    ordering: str
    symmetric_table: bool = False
    options: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))

    def fill(
        self,
        algorithm: str | None,
        tt: bool | TranspositionTable | None,
        ordering: str | Ordering | None,
        options: dict[str, Any],
    ) -> tuple[str, bool | TranspositionTable | None, str | Ordering, dict[str, Any]]:
        """``solve``'s algorithm, table, ordering and options with the preset filling in
        what the call left out (None, or ``tt=True``: a fresh table of the preset's kind)."""
        if tt is None or tt is True:
            tt = TranspositionTable(symmetric=self.symmetric_table)
        return (
            self.algorithm if algorithm is None else algorithm,
            tt,
            self.ordering if ordering is None else ordering,
            {**self.options, **options},
        )


PRESETS: Mapping[str, Preset] = MappingProxyType(
    {
        p.name: p
        for p in [
            Preset(
                "fast",
                "MTD(f), a symmetric table, table move then fewest replies then the square",
                algorithm="mtdf",
                ordering="tt+mobility+squares",
                symmetric_table=True,
            ),
        ]
    }
)


def get_preset(name: str) -> Preset:
    """The preset called ``name``; UnknownNameError names the valid ones."""
    try:
        return PRESETS[name]
    except (KeyError, TypeError):
        raise UnknownNameError("preset", name, PRESETS) from None

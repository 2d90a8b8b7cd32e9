"""Counters every search keeps, traced or not."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass
class Stats:
    """What a search did, counted the way the source articles count.

    ``evaluations`` counts calls of the evaluation: terminal scores and static evaluations
    at the depth limit (a transposition-table answer is not an evaluation). ``nodes`` counts
    every node entered, the root, leaves and table hits included. With enhanced
    transposition cutoffs (``etc=True``), ``etc_probes`` counts the children's table entries
    looked at before a node searched any child, and ``etc_cutoffs`` the nodes where one of
    them refuted the node.
    """

    nodes: int = 0
    evaluations: int = 0
    interior: int = 0
    cutoffs: int = 0
    null_window_probes: int = 0
    researches: int = 0
    tt_probes: int = 0
    tt_hits: int = 0
    tt_narrowed: int = 0
    tt_stores: int = 0
    etc_probes: int = 0
    etc_cutoffs: int = 0
    #: MTD(f): the (lower, upper) interval after each pass.
    passes: list[tuple[float, float]] = field(default_factory=list)

    def add(self, other: Stats) -> None:
        """Add another search's counts to these (for whole games)."""
        for name, value in asdict(other).items():
            if name == "passes":
                self.passes.extend(other.passes)
            else:
                setattr(self, name, getattr(self, name) + value)

    def as_dict(self) -> dict[str, Any]:
        out = asdict(self)
        out["passes"] = [list(p) for p in self.passes]
        return out

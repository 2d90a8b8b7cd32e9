"""The algorithms' options, declared once: name, kind, default, choices and help.

:mod:`gamesearch.search.algorithms` says which algorithm takes which; :func:`solve` checks
them from these declarations alone, and the command line can build its arguments from them,
so a new option is one entry here.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from numbers import Real
from typing import Any, Literal

from gamesearch.errors import InvalidSearchError, quote


@dataclass(frozen=True)
class Option:
    """One algorithm option.

    ``kind`` is ``"number"`` (a finite real; ``positive`` if it must be > 0), ``"flag"``
    (True or False) or ``"choice"`` (one of ``choices``). ``required``, if set, is the message
    given when the option is left at its default None. ``variant=True`` if the option sets
    a field of the :class:`~gamesearch.search.variant.Variant` of the same name.
    """

    name: str
    kind: Literal["number", "flag", "choice"]
    default: Any
    help: str
    choices: tuple[str, ...] = ()
    positive: bool = False
    required: str = ""
    variant: bool = False

    def check(self, value: Any) -> Any:
        """``value`` if it suits this option; InvalidSearchError saying what would."""
        if value is None and self.default is None:
            if self.required:
                raise InvalidSearchError(self.required)
            return value
        if self.kind == "number":
            if isinstance(value, bool) or not isinstance(value, Real) or not math.isfinite(value):
                raise InvalidSearchError(f"{self.name} must be a finite number, not {quote(value)}")
            if self.positive and value <= 0:
                raise InvalidSearchError(f"{self.name} must be a number > 0, not {quote(value)}")
        elif self.kind == "flag" and type(value) is not bool:
            raise InvalidSearchError(f"{self.name} is True or False, not {quote(value)}")
        elif self.kind == "choice" and value not in self.choices:
            first, *others = self.choices
            listed = " or ".join([f"'{first}' (default)", *(f"'{c}'" for c in others)])
            raise InvalidSearchError(f"{self.name} is {listed}")
        return value


OPTIONS: dict[str, Option] = {
    o.name: o
    for o in [
        Option("first_guess", "number", 0, "mtdf, id-mtdf, mtd-step: the first guess"),
        Option("step", "number", 8, "mtd-step: the size of a step to the value", positive=True),
        Option(
            "gamma",
            "number",
            None,
            "nws: the test value (is it >= G?)",
            required="nws needs gamma: it answers 'is the value >= gamma?'",
        ),
        Option(
            "aspiration",
            "number",
            2,
            "id-alphabeta: the aspiration window's half width",
            positive=True,
        ),
        Option(
            "scout_first",
            "flag",
            False,
            "negascout: the source's variant: scout the first child too, always re-search",
            variant=True,
        ),
        Option(
            "zero_width_cut",
            "choice",
            "strict",
            "alphabeta: cut at a width-0 window only beyond it (strict) or at it (usual)",
            choices=("strict", "usual"),
            variant=True,
        ),
        Option(
            "etc",
            "flag",
            False,
            "table-using searches: enhanced transposition cutoffs (Plaat et al. 1996): before "
            "searching a node's children, look for a child whose table entry already refutes it",
        ),
        Option(
            "extra_turn",
            "choice",
            "same-depth",
            "Kalah: an extra turn searched at the same depth, or the source's one-ply way",
            choices=("same-depth", "simplified"),
            variant=True,
        ),
    ]
}

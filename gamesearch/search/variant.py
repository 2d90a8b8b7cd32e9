"""The variants of an algorithm: the switches that make one page serve several textbook
listings (fail-soft or fail-hard, one limit, scout-first, width-0 cut, extra-turn rule)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal


@dataclass(frozen=True, slots=True)
class Variant:
    """How a search page behaves; read by the algorithms as ``ctx.variant``.

    * ``fail_soft`` — return the best value found even outside the window (else clamp it);
    * ``one_limit`` — the source's first nega-alpha: pass only one limit down (alpha = -inf);
    * ``scout_first`` — NegaScout scouts its first child too (the source's variant);
    * ``zero_width_cut`` — at alpha == beta cut on ``value > beta`` (``"strict"``, correct)
      or on the usual ``value >= beta`` (``"usual"``, to show what breaks);
    * ``extra_turn`` — search an extra turn at the same depth (``"same-depth"``) or by the
      source's simplified rule (``"simplified"``, see :mod:`gamesearch.search.alphabeta`);
    * ``viewpoint`` — whose view the page's values take: the player to move's (negamax
      form, ``"mover"``) or player 0's (max/min form, ``"max"``; the context turns them
      into the mover's view for the trace; such pages use no table).
    """

    fail_soft: bool = True
    one_limit: bool = False
    scout_first: bool = False
    zero_width_cut: Literal["strict", "usual"] = "strict"
    extra_turn: Literal["same-depth", "simplified"] = "same-depth"
    viewpoint: Literal["mover", "max"] = "mover"

    @property
    def strict_zero_width(self) -> bool:
        return self.zero_width_cut == "strict"

    @property
    def simplified_extra_turn(self) -> bool:
        return self.extra_turn == "simplified"


#: The plain variant: fail-soft, both limits passed down, the strict width-0 cut.
DEFAULT = Variant()

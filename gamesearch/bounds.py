"""What a value proves against its window: the course's central vocabulary, in one place.

A search called with the window (alpha, beta) returns a value v. For the true value t of
the position (from the view of the player to move), v proves one of three things:

* ``"upper"`` — fail-low, v <= alpha: t <= v (an upper bound);
* ``"lower"`` — fail-high, v >= beta: t >= v (a lower bound);
* ``"exact"`` — alpha < v < beta: t == v.

**The width-0 rule.** With alpha == beta the window holds one point: a value below it is an
upper bound, above it a lower bound, and a value *equal* to it is exact. So at width 0 a
node cuts only on a value strictly above beta (a value equal to beta is not a refutation),
and a table entry whose bound equals the window answers only when the bound is exact.

Every layer imports this module, and it imports nothing of the package but its errors: it is
the bottom of the one-way flow (bounds → games → search → trace → views → widgets). Every word
and symbol for a bound, and the one way to write a number, a window and a value with its
bound (:func:`number`, :func:`window_text`, :func:`value_text`), live here.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Literal

from gamesearch.errors import InvalidArgumentError

INF = float("inf")

#: What a returned value proves: the three bounds, in the order of the trace's codes.
Bound = Literal["exact", "lower", "upper"]
BOUNDS: tuple[Bound, ...] = ("exact", "lower", "upper")

#: How each bound is written next to a value: ``≤ 3``, ``= 3``, ``≥ 3`` (:func:`value_text`).
BOUND_SYMBOL: Mapping[Bound, str] = MappingProxyType({"upper": "≤", "exact": "=", "lower": "≥"})

#: A bound's name in the course's words.
BOUND_OUTCOME: Mapping[Bound, str] = MappingProxyType(
    {"exact": "exact", "lower": "fail-high", "upper": "fail-low"}
)

#: What kind of bound it is, as a noun.
BOUND_NAME: Mapping[Bound, str] = MappingProxyType(
    {"exact": "the exact value", "lower": "a lower bound", "upper": "an upper bound"}
)

#: How a sentence says a value proves the bound: "its value is at least 3".
BOUND_WORDS: Mapping[Bound, str] = MappingProxyType(
    {"exact": "", "lower": "at least ", "upper": "at most "}
)

#: The same bound seen by the other player (values negated): a lower bound becomes an upper.
FLIPPED: Mapping[Bound, Bound] = MappingProxyType(
    {"exact": "exact", "lower": "upper", "upper": "lower"}
)

#: What each bound means, for legends.
BOUND_MEANING: Mapping[Bound, str] = MappingProxyType(
    {
        "upper": "fail-low: true value ≤ v (upper bound)",
        "exact": "exact: true value = v",
        "lower": "fail-high: true value ≥ v (lower bound)",
    }
)

#: Why a node was entered (the trace stores the key's position in this table as its code).
WHY = MappingProxyType(
    {
        "root": "the root of the search",
        "child": "a child searched with the window its parent passed down",
        "null-window": "a null-window probe: can this move beat the best so far?",
        "re-search": "a re-search with a wider window after the probe failed high",
        "scout-test": "a SCOUT test: a yes/no question, is the value > v (or ≥ v)?",
        "mtdf-pass": "the root of an MTD(f) pass",
        "extra-turn": "the one-ply search of the simplified extra turn",
    }
)


#: The relations of SCOUT's test, from the view of the player to move at the node.
TEST_RELATIONS = (">", "≥", "<", "≤")
#: The same question from the other player's view (values negated): t > v is -t < -v.
MIRROR = MappingProxyType({">": "<", "≥": "≤", "<": ">", "≤": "≥"})
#: The relation that holds when the answer is no: not (t > v) is t ≤ v.
NEGATION = MappingProxyType({">": "≤", "≥": "<", "<": "≥", "≤": ">"})


@dataclass(frozen=True, slots=True)
class Test:
    """Pearl's test at a node: "is t ``relation`` v?", t the true value of the node.

    Like every number of a trace, t and v are from the view of the player to move there. A
    max/min page asks "t > v?" (or "t ≥ v?") of MAX's value; at a node where MIN is to move
    the same question, in MIN's own view, is its mirror "−t < −v?" (or "≤"): the relation
    is mirrored and v negated (:meth:`mirrored`), and the answer does not change. So a test
    is a question, not a window: it holds whatever the scores (no integer step such as the
    null window (v, v + 1) is assumed). A yes to ``>``/``≥`` proves a lower bound at v, a
    yes to ``<``/``≤`` an upper bound; a no proves the other one (:meth:`proves`).
    """

    relation: str
    v: float

    def __post_init__(self) -> None:
        if self.relation not in TEST_RELATIONS:
            raise InvalidArgumentError(
                f"a test's relation is one of {' '.join(TEST_RELATIONS)}, not {self.relation!r}"
            )

    def holds(self, t: float) -> bool:
        """The right answer for the true value ``t``."""
        r, v = self.relation, self.v
        return t > v if r == ">" else t >= v if r == "≥" else t < v if r == "<" else t <= v

    def mirrored(self) -> Test:
        """The same question from the other player's view."""
        return Test(MIRROR[self.relation], -self.v)

    def answer(self, bound: Bound) -> bool:
        """The answer a node gave, from the bound it returned at v: yes proves the bound on
        the question's side (``lower`` for ``>``/``≥``)."""
        return (bound == "lower") == (self.relation in (">", "≥"))

    def proves(self, answer: bool) -> tuple[str, Bound]:
        """What the answer proves: the relation that holds at v (``≤`` after "> v? no")
        and the bound it gives (``upper``)."""
        relation = self.relation if answer else NEGATION[self.relation]
        return relation, "lower" if relation in (">", "≥") else "upper"

    @property
    def question(self) -> str:
        """The question as the pictures write it: ``> 3?``."""
        return f"{self.relation} {number(self.v)}?"

    def __str__(self) -> str:
        return self.question


def classify(value: float, alpha: float, beta: float) -> Bound:
    """What ``value``, returned for the window (alpha, beta), proves about the true value
    (see the module docstring, the width-0 rule included)."""
    if alpha == beta:
        return "upper" if value < alpha else "lower" if value > beta else "exact"
    return "upper" if value <= alpha else "lower" if value >= beta else "exact"


def cuts(value: float, alpha: float, beta: float) -> bool:
    """Whether a child's ``value`` refutes a node searched with (alpha, beta): ``value >=
    beta``, or at width 0 ``value > beta`` (a value equal to the point is exact)."""
    return value > beta if alpha == beta else value >= beta


@dataclass(frozen=True, slots=True)
class Window:
    """The window (alpha, beta) a node is searched with (``-inf``/``inf`` for open ends)."""

    alpha: float
    beta: float

    @property
    def width(self) -> float:
        return self.beta - self.alpha

    @property
    def is_null(self) -> bool:
        """A null window (gamma - 1, gamma): for integer scores nothing lies strictly inside,
        so every value it returns is a bound, a yes/no answer to "is the value >= gamma?"."""
        return self.width == 1

    def proves(self, value: float) -> Bound:
        """What ``value`` returned for this window proves (:func:`classify`)."""
        return classify(value, self.alpha, self.beta)

    def __str__(self) -> str:
        return window_text(self.alpha, self.beta)


def number(x: float) -> str:
    """A number as the course prints it: ``3``, ``2.5``, ``−4`` (a real minus sign), ``∞``."""
    if isinstance(x, float) and math.isinf(x):
        return "−∞" if x < 0 else "∞"
    if isinstance(x, bool) or not isinstance(x, (int, float)):
        return str(x).replace("-", "−")
    text = str(abs(int(x))) if float(x).is_integer() else f"{abs(x):g}"
    return f"−{text}" if x < 0 else text


def window_text(alpha: float, beta: float) -> str:
    """A window as the course writes it: ``(−∞, 3)``."""
    return f"({number(alpha)}, {number(beta)})"


def value_text(value: float | None, bound: str | None) -> str:
    """A returned value with what it proves: ``≤ 3``, ``= 3``, ``≥ 3``; just ``3`` without a
    bound; ``…`` for a node not finished (``value`` None)."""
    if value is None:
        return "…"
    symbol = BOUND_SYMBOL.get(bound, "") if bound in BOUNDS else ""
    return f"{symbol} {number(value)}".strip()

"""The algorithms' options, declared once: name, kind, default, choices and help.

Each option is one :class:`Option` in :data:`OPTIONS`; each algorithm's options are one
frozen dataclass (:class:`AlgorithmOptions`: :class:`AlphaBetaOptions`,
:class:`MtdfOptions`, …) whose fields are those options, typed. The registry
(:mod:`gamesearch.search.algorithms`) gives each algorithm its class; :func:`solve` builds
an instance with :meth:`AlgorithmOptions.build`, which rejects an unknown or misspelt name
at once (naming the nearest valid one) and checks every value; the command line builds its
arguments from :data:`OPTIONS`. A new option is one entry in :data:`OPTIONS` and a field in
each class that takes it.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields
from numbers import Real
from typing import Any, Literal, TypeVar

from gamesearch.errors import InvalidSearchError, UnknownOptionError, quote

ZeroWidthCut = Literal["strict", "usual"]
ExtraTurn = Literal["same-depth", "simplified"]


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


#: Each option's default, by name: the default of its field in every options dataclass.
DEFAULTS: dict[str, Any] = {name: o.default for name, o in OPTIONS.items()}


_Options = TypeVar("_Options", bound="AlgorithmOptions")


@dataclass(frozen=True)
class AlgorithmOptions:
    """The options one algorithm takes, typed, checked and frozen (this base takes none).

    Subclasses declare each option as a field ``name: type = DEFAULTS["name"]``.
    """

    @classmethod
    def option_names(cls) -> tuple[str, ...]:
        """The options this class declares, in declaration order."""
        return tuple(f.name for f in fields(cls))

    @classmethod
    def build(
        cls: type[_Options],
        algorithm: str,
        given: Mapping[str, Any],
        takers: Mapping[str, Iterable[str]] = {},
        keywords: Iterable[str] = (),
    ) -> _Options:
        """The options ``given`` as keywords to ``algorithm``, checked, defaults filled in.

        An unknown name raises :class:`~gamesearch.errors.UnknownOptionError` at once,
        naming the algorithms that take it (``takers``: option name to algorithm names) or,
        if none does, the nearest of this algorithm's options and ``keywords``; a bad value
        raises :class:`~gamesearch.errors.InvalidSearchError` saying what would do."""
        names = cls.option_names()
        for key in given:
            if key not in names:
                raise UnknownOptionError(algorithm, key, names, list(takers.get(key, ())), keywords)
        return cls(
            **{name: OPTIONS[name].check(given.get(name, OPTIONS[name].default)) for name in names}
        )

    def as_dict(self) -> dict[str, Any]:
        """The options by name, in declaration order (the call a result and a trace carry)."""
        return {name: getattr(self, name) for name in self.option_names()}

    def variant_fields(self) -> dict[str, Any]:
        """The options that set a :class:`~gamesearch.search.variant.Variant` field."""
        return {k: v for k, v in self.as_dict().items() if OPTIONS[k].variant}


@dataclass(frozen=True)
class EtcOptions(AlgorithmOptions):
    """A search that may use a table: enhanced transposition cutoffs."""

    etc: bool = DEFAULTS["etc"]


@dataclass(frozen=True)
class AlphaBetaOptions(AlgorithmOptions):
    """Alpha-beta (fail-hard and fail-soft)."""

    zero_width_cut: ZeroWidthCut = DEFAULTS["zero_width_cut"]
    extra_turn: ExtraTurn = DEFAULTS["extra_turn"]
    etc: bool = DEFAULTS["etc"]


@dataclass(frozen=True)
class OneLimitOptions(AlgorithmOptions):
    """The source's nega-alpha passing one limit down (no ``etc``: see the registry)."""

    extra_turn: ExtraTurn = DEFAULTS["extra_turn"]


@dataclass(frozen=True)
class NwsOptions(AlgorithmOptions):
    """Null-window search: the test value."""

    gamma: float = DEFAULTS["gamma"]
    etc: bool = DEFAULTS["etc"]


@dataclass(frozen=True)
class NegaScoutOptions(AlgorithmOptions):
    """Reinefeld's NegaScout."""

    scout_first: bool = DEFAULTS["scout_first"]
    etc: bool = DEFAULTS["etc"]


@dataclass(frozen=True)
class MtdfOptions(AlgorithmOptions):
    """MTD(f) and iterative-deepening MTD(f)."""

    first_guess: float = DEFAULTS["first_guess"]
    etc: bool = DEFAULTS["etc"]


@dataclass(frozen=True)
class MtdStepOptions(AlgorithmOptions):
    """MTD(step)."""

    first_guess: float = DEFAULTS["first_guess"]
    step: float = DEFAULTS["step"]
    etc: bool = DEFAULTS["etc"]


@dataclass(frozen=True)
class AspirationOptions(AlgorithmOptions):
    """Iterative-deepening alpha-beta with aspiration windows."""

    aspiration: float = DEFAULTS["aspiration"]
    etc: bool = DEFAULTS["etc"]

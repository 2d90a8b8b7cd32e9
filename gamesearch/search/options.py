"""The algorithms' options: each one is a dataclass field, declared once with its metadata.

An algorithm's options are one frozen dataclass, a subclass of :class:`AlgorithmOptions`;
each option is one of its fields, made with :func:`option` (its default, its help and, where
needed, ``positive``, ``required`` or ``variant``). The field's annotation gives its kind:
``int`` (a whole number), ``float`` (a finite number; whole numbers too), ``bool`` (a flag)
or ``Literal[...]`` (one of the words listed). Everything else is computed from the fields,
when it is needed: the checks and error messages of :func:`~gamesearch.search.solve`, the
command line's flags, the options ``Compare`` hands each algorithm.

An option several algorithms take is declared once, in one class, and inherited:
:class:`EtcOptions` declares ``etc`` and every table-using algorithm's class derives from
it. Fields come in dataclass order (a base class's first). A new option is one field.
"""

from __future__ import annotations

import math
import typing
from collections.abc import Iterable, Mapping
from dataclasses import MISSING, dataclass, field, fields
from numbers import Real
from typing import Any, Literal, TypeVar, get_args, get_origin

from gamesearch.errors import (
    InvalidDeclarationError,
    InvalidSearchError,
    UnknownOptionError,
    argument,
    quote,
)
from gamesearch.search.variant import Variant

#: What an option's annotation makes it: a whole number, a finite number, a flag or a choice.
Kind = Literal["integer", "number", "flag", "choice"]

_METADATA = "gamesearch.option"


def option(
    default: Any,
    help: str,
    *,
    positive: bool = False,
    required: str = "",
    variant: bool = False,
) -> Any:
    """A field of an :class:`AlgorithmOptions` class: one algorithm option, declared once.

    ``help`` says what it does, in a line (the command line's help, Compare's tooltips).
    ``positive=True``: a number must be > 0. ``required``: the message given when the
    option is left at its default None (the option has no default then). ``variant=True``:
    the option sets the :class:`~gamesearch.search.variant.Variant` field of its name, a
    switch of the search page that a call may flip.
    """
    meta = {"help": help, "positive": positive, "required": required, "variant": variant}
    return field(default=default, metadata={_METADATA: meta})


@dataclass(frozen=True)
class Option:
    """One algorithm option, as its field declares it (see :func:`option`).

    ``kind`` comes from the annotation; ``choices`` are a ``Literal``'s words, the default
    first.
    """

    name: str
    kind: Kind
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
        name = argument(self.name)
        if self.kind == "integer":
            if type(value) is not int:
                raise InvalidSearchError(f"{name} must be a whole number, not {quote(value)}")
        elif self.kind == "number":
            if isinstance(value, bool) or not isinstance(value, Real) or not math.isfinite(value):
                raise InvalidSearchError(f"{name} must be a finite number, not {quote(value)}")
        elif self.kind == "flag" and type(value) is not bool:
            raise InvalidSearchError(f"{name} is True or False, not {quote(value)}")
        elif self.kind == "choice" and value not in self.choices:
            first, *others = self.choices
            listed = " or ".join([f"'{first}' (default)", *(f"'{c}'" for c in others)])
            raise InvalidSearchError(f"{name} is {listed}")
        if self.positive and value <= 0:
            raise InvalidSearchError(f"{name} must be a number > 0, not {quote(value)}")
        return value


_Options = TypeVar("_Options", bound="AlgorithmOptions")

#: The Variant fields a variant option may set.
_VARIANT_FIELDS = frozenset(f.name for f in fields(Variant))


@dataclass(frozen=True)
class AlgorithmOptions:
    """The options one algorithm takes, typed, checked and frozen (this base takes none).

    Subclasses declare each option as a field ``name: type = option(default, help)``.
    """

    @classmethod
    def declared(cls) -> tuple[Option, ...]:
        """The options this class declares, in field order, read from its fields."""
        return _declared(cls)

    @classmethod
    def option_names(cls) -> tuple[str, ...]:
        """The names of the options this class declares, in order."""
        return tuple(o.name for o in cls.declared())

    @classmethod
    def build(
        cls: type[_Options],
        algorithm: str,
        given: Mapping[str, Any],
        takers: Mapping[str, Iterable[str]] = {},
        keywords: Iterable[str] = (),
        defaults: Mapping[str, Any] = {},
    ) -> _Options:
        """The options ``given`` as keywords to ``algorithm``, checked, defaults filled in
        (``defaults``, a preset's values, before the declared ones).

        An unknown name raises :class:`~gamesearch.errors.UnknownOptionError` at once,
        naming the algorithms that take it (``takers``: option name to algorithm names) or,
        if none does, the nearest of this algorithm's options and ``keywords``; a bad value
        raises :class:`~gamesearch.errors.InvalidSearchError` saying what would do."""
        declared = cls.declared()
        names = tuple(o.name for o in declared)
        for key in given:
            if key not in names:
                raise UnknownOptionError(algorithm, key, names, list(takers.get(key, ())), keywords)
        values = {**defaults, **given}
        return cls(**{o.name: o.check(values.get(o.name, o.default)) for o in declared})

    def as_dict(self) -> dict[str, Any]:
        """The options by name, in declaration order (the call a result and a trace carry)."""
        return {name: getattr(self, name) for name in self.option_names()}

    def variant_fields(self) -> dict[str, Any]:
        """The options that set a :class:`~gamesearch.search.variant.Variant` field."""
        return {o.name: getattr(self, o.name) for o in self.declared() if o.variant}


#: Each options class's options, read from its fields when first asked.
_DECLARED: dict[type[AlgorithmOptions], tuple[Option, ...]] = {}


def _declared(cls: type[AlgorithmOptions]) -> tuple[Option, ...]:
    """Each field of ``cls`` as an :class:`Option`, read once; InvalidDeclarationError saying
    what to write for a field that is not a proper option."""
    found = _DECLARED.get(cls)
    if found is None:
        found = _DECLARED[cls] = _read_fields(cls)
    return found


def _read_fields(cls: type[AlgorithmOptions]) -> tuple[Option, ...]:
    hints = typing.get_type_hints(cls)
    out = []
    for f in fields(cls):
        meta = f.metadata.get(_METADATA)
        where = f"{cls.__name__}.{f.name}"
        if meta is None or f.default is MISSING:
            raise InvalidDeclarationError(
                f"{where} is not an option: declare it as "
                f"`{f.name}: int = option(default, 'what it does')`"
            )
        kind, choices = _kind(hints[f.name], where)
        if meta["variant"] and f.name not in _VARIANT_FIELDS:
            raise InvalidDeclarationError(
                f"{where} has variant=True but Variant has no field {f.name!r}; "
                f"Variant's fields: {', '.join(sorted(_VARIANT_FIELDS))}"
            )
        if choices and f.default in choices:  # the default first, then the others in order
            choices = (f.default, *(c for c in choices if c != f.default))
        flags = {k: meta[k] for k in ("positive", "required", "variant")}
        declared = Option(f.name, kind, f.default, meta["help"], choices, **flags)
        if f.default is not None:
            try:
                declared.check(f.default)
            except InvalidSearchError as error:
                raise InvalidDeclarationError(
                    f"{where}: the default does not suit the option: {error}"
                ) from None
        out.append(declared)
    return tuple(out)


def _kind(annotation: Any, where: str) -> tuple[Kind, tuple[str, ...]]:
    """The kind (and a choice's words) an option's annotation gives it."""
    args = [a for a in get_args(annotation) if a is not type(None)]
    if get_origin(annotation) is not Literal and len(args) == 1:  # ``float | None``
        annotation = args[0]
    if annotation is bool:
        return "flag", ()
    if annotation is int:
        return "integer", ()
    if annotation is float:
        return "number", ()
    if get_origin(annotation) is Literal and all(isinstance(a, str) for a in get_args(annotation)):
        return "choice", tuple(get_args(annotation))
    raise InvalidDeclarationError(
        f"{where}: an option is annotated int, float, bool or Literal['word', ...], "
        f"not {annotation!r}"
    )


@dataclass(frozen=True)
class EtcOptions(AlgorithmOptions):
    """A search that may use a table: enhanced transposition cutoffs."""

    etc: bool = option(
        False,
        "table-using searches: enhanced transposition cutoffs (Plaat et al. 1996): before "
        "searching a node's children, look for a child whose table entry already refutes it",
    )


@dataclass(frozen=True)
class ExtraTurnOptions(AlgorithmOptions):
    """A search that follows a game's extra turns (Kalah's) one way or the other
    (alpha-beta's page)."""

    extra_turn: Literal["same-depth", "simplified"] = option(
        "same-depth",
        "games with extra turns (a player moves twice in a row, as in Kalah): an extra turn "
        "searched at the same depth, or the source's one-ply way",
        variant=True,
    )


@dataclass(frozen=True)
class AlphaBetaOptions(EtcOptions, ExtraTurnOptions):
    """Alpha-beta (fail-hard and fail-soft)."""

    zero_width_cut: Literal["strict", "usual"] = option(
        "strict",
        "alphabeta: cut at a width-0 window only beyond it (strict) or at it (usual)",
        variant=True,
    )


@dataclass(frozen=True)
class NwsOptions(EtcOptions):
    """Null-window search: the test value."""

    gamma: float = option(
        None,
        "nws: the test value (is it >= G?)",
        required="nws needs gamma: it answers 'is the value >= gamma?'",
    )


@dataclass(frozen=True)
class NegaScoutOptions(EtcOptions):
    """Reinefeld's NegaScout."""

    scout_first: bool = option(
        False,
        "negascout: the source's variant: scout the first child too, always re-search",
        variant=True,
    )


@dataclass(frozen=True)
class MtdfOptions(EtcOptions):
    """MTD(f) and iterative-deepening MTD(f)."""

    first_guess: float = option(0, "mtdf, id-mtdf, mtd-step: the first guess")


@dataclass(frozen=True)
class MtdStepOptions(MtdfOptions):
    """MTD(step): MTD(f)'s first guess and the size of a step."""

    step: float = option(8, "mtd-step: the size of a step to the value", positive=True)


@dataclass(frozen=True)
class AspirationOptions(EtcOptions):
    """Iterative-deepening alpha-beta with aspiration windows."""

    aspiration: float = option(2, "id-alphabeta: the aspiration window's half width", positive=True)

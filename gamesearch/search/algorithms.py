"""The algorithm registry: what each name runs, the options it takes, and how it is set up.

Each :class:`Algorithm` names its options by a frozen dataclass of
:mod:`gamesearch.search.options`, and its ``run`` receives that dataclass, typed: a runner
reads ``o.gamma``, never a string key. Everything that finds an algorithm by name (``solve``,
the command line, ``Compare``, ``Play``, a trace's ``rerun``) reads :data:`ALGORITHMS` when
it needs it, so an algorithm registered later with :func:`register_algorithm` is found
everywhere. :data:`DEFAULT_ALGORITHM` is what each of them runs when told no name.

When to write an Algorithm, a Variant option or a preset:

* an **Algorithm** (:func:`register_algorithm`) for a search the literature names, with its
  own runner: a page, a driver over pages, or a page with its switches fixed (``pvs``);
* a **Variant option** (a field made with ``option(..., variant=True)``) for a switch of a
  page that one call may flip while the algorithm stays the same (``zero_width_cut``);
* a **preset** (:func:`preset`) to name a registered algorithm with option values, a
  table or an ordering chosen in advance (``fast``, ``mtd-bi``); a call may change each.

**What an algorithm needs from a game** is declared in its ``needs``: each
:data:`~gamesearch.games.base.Trait` it needs, with why, and
:meth:`~gamesearch.search.request.SearchRequest.build` refuses a game that lacks one before
the search starts, naming the algorithms that would do. Read from the pages:

* ``integer_scores``: ``bisect`` (and ``mtd-bi``) halves to a whole-number γ, ``dual`` tests
  at lower + 1, ``mtd-step`` ends by bisection. With fractional scores a null window
  (γ − 1, γ) can hold the value itself; the pass then returns it exactly, as an upper bound,
  and these drivers test the same γ again, for ever. ``mtdf`` and ``sss`` do not: their next
  γ is the last value itself (MTD(f) after a fail-low, SSS* always), a test that the value
  passes, so each pass raises the lower bound by 1 or lowers the upper bound to a smaller
  leaf value, and they stop (exact) on any scores. ``nws`` answers its question on any scores
  (a value inside (γ − 1, γ) is returned exact); NegaScout and PVS re-search a probe's value
  inside the window, which is correct whatever the scores;
* ``evaluation``: ``id-alphabeta`` and ``id-mtdf``, which deepen to a depth limit and score
  the positions there (any search given a depth needs it too: the request checks that).

A preset inherits its base's needs.

The presets here:

* ``negascout-hiroi`` — NegaScout with ``scout_first=True``, the source articles' variant;
* ``mtd-bi`` — ``bisect`` on a table shared by its passes: Plaat et al.'s MTD(bi);
* ``fast`` — the quickest exact solve of 4 × 6 Reversi measured (``make bench``): MTD(f)
  on a *symmetric* table (positions that are images of one another under the board's
  symmetries share one entry), children ordered by the table's move, then fewest replies,
  ties broken by the square (Reversi: corners first, X-squares last; the source program's
  fixed order). The defaults never change for it: without it, every count the course
  publishes (:mod:`gamesearch.tables`) stays as it is.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any, Generic, TypeVar, cast

from gamesearch.errors import InvalidDeclarationError, UnknownNameError
from gamesearch.games.base import TRAITS, State, Trait
from gamesearch.search.alphabeta import alphabeta
from gamesearch.search.context import SearchContext
from gamesearch.search.iterative import id_alphabeta
from gamesearch.search.minimax import minimax, negamax
from gamesearch.search.mtdf import dual, id_mtdf, mtd_step, mtdf, sss
from gamesearch.search.negascout import negascout, pvs
from gamesearch.search.nullwindow import bisect_value, nws
from gamesearch.search.options import (
    AlgorithmOptions,
    AlphaBetaOptions,
    AspirationOptions,
    EtcOptions,
    ExtraTurnOptions,
    MtdfOptions,
    MtdStepOptions,
    NegaScoutOptions,
    NwsOptions,
    Option,
)
from gamesearch.search.ordering import Ordering
from gamesearch.search.scout import scout_eval
from gamesearch.search.variant import DEFAULT, Variant

#: The algorithm solve(), the command line, Play and Compare run when told no name.
#: NegaScout: exact on every game (it needs no trait: see ``needs``), with or without a
#: table, with a root window, at any depth; and what solve and Play have always run, so no result
#: the course prints changes.
DEFAULT_ALGORITHM = "negascout"

Opts = TypeVar("Opts", bound=AlgorithmOptions)
#: The root window (alpha, beta), or None for an algorithm that takes none.
RootWindow = tuple[float, float] | None
#: ``run(ctx, state, depth, window, options)``: the value for the player to move at the root.
Runner = Callable[[SearchContext, State, Any, RootWindow, Opts], float]


@dataclass(frozen=True)
class Algorithm(Generic[Opts]):
    """A named algorithm: how to run it, its variant settings and the options it accepts.

    ``run(ctx, state, depth, window, options)`` returns the value for the player to move at
    the root; ``options`` is an instance of ``options_type``, the algorithm's frozen options
    dataclass (see :mod:`gamesearch.search.options`). ``window=True`` if it takes a
    root window, ``zero_width=True`` if that window may have width 0 (only fail-soft search
    tells "exactly alpha" from "at most alpha" there); ``tt`` says whether a table is used
    by default (True), allowed (None) or not supported (False), and ``symmetric_table``
    whether a table made for it shares one entry among symmetric positions. ``ordering``
    names the move ordering it searches with when the call names none (None: the game's
    ``default_ordering``; ``"natural"`` turns ordering off, for a runner that orders the
    children itself). Every algorithm that may use a table takes ``etc`` (enhanced
    transposition cutoffs) but ``nega-alpha-limit``, whose children's window has no lower
    end for a table entry to answer against. ``test`` gives, for a search that answers a
    yes/no question rather than the value, the window its root value is a bound for (from
    the options). ``needs`` maps each :data:`~gamesearch.games.base.Trait` the algorithm
    needs from a game to why, a clause said after its name ("it narrows its bound by 1 each
    pass"); a search refuses a game without it before it starts. A preset
    (:func:`preset`) names the algorithm it configures as ``base`` and its option values as
    ``defaults``, and needs what its base needs.
    """

    name: str
    summary: str
    run: Runner[Opts]
    options_type: type[Opts]
    variant: Variant = DEFAULT
    window: bool = False
    zero_width: bool = False
    tt: bool | None = None
    symmetric_table: bool = False
    ordering: str | None = None
    needs_depth: bool = False
    needs: Mapping[Trait, str] = field(default_factory=lambda: MappingProxyType({}))
    test: Callable[[Opts], tuple[float, float]] | None = None
    base: str | None = None
    defaults: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))

    @property
    def options(self) -> tuple[str, ...]:
        """The names of the options it takes, in order."""
        return self.options_type.option_names()

    def root_window(self, window: RootWindow, options: Opts) -> RootWindow:
        """The window the root value is classified by (None: the value is exact)."""
        if self.test is not None:
            return self.test(options)
        return window if self.window else None

    def variant_for(self, options: Opts) -> Variant:
        """Its variant with the options that set variant fields applied."""
        return replace(self.variant, **options.variant_fields())


def _windowed(
    search: Callable[[SearchContext, State, Any, float, float], float],
) -> Runner[Any]:
    """A page searched with the root window."""

    def run(ctx: SearchContext, state: State, depth: Any, window: RootWindow, o: Any) -> float:
        assert window is not None  # solve gives every windowed algorithm its window
        return search(ctx, state, depth, *window)

    return run


MAX_VIEW = Variant(viewpoint="max")


def _max_view(search: Callable[[SearchContext, State, Any], float]) -> Runner[Any]:
    """A max/min-form page run in the context's max view; its value turned to the mover's."""

    def run(ctx: SearchContext, state: State, depth: Any, window: RootWindow, o: Any) -> float:
        value = search(ctx, state, depth)
        return value if ctx.game.to_move(state) == 0 else -value

    return run


def _needs(**why: str) -> Mapping[Trait, str]:
    """An algorithm's ``needs``: each trait it needs, with why."""
    return MappingProxyType(cast(dict[Trait, str], why))  # register_algorithm checks the keys


#: Why the iterative-deepening searches need an evaluation.
_DEEPENS = "it deepens to a depth limit and scores the positions there with evaluate(state)"

#: The algorithms, in the order the course meets them.
_LADDER: list[Algorithm[Any]] = [
    Algorithm(
        "minimax",
        "minimax in max/min form: the whole tree",
        _max_view(minimax),
        AlgorithmOptions,
        MAX_VIEW,
        tt=False,
    ),
    Algorithm(
        "negamax",
        "minimax in negamax form (with a table: a plain memo)",
        lambda ctx, s, d, w, o: negamax(ctx, s, d),
        AlgorithmOptions,
    ),
    Algorithm(
        "alphabeta",
        "fail-hard alpha-beta in negamax form, the whole window passed down",
        _windowed(alphabeta),
        AlphaBetaOptions,
        Variant(fail_soft=False),
        window=True,
    ),
    Algorithm(
        "alphabeta-failsoft",
        "fail-soft alpha-beta in negamax form",
        _windowed(alphabeta),
        AlphaBetaOptions,
        window=True,
        zero_width=True,
    ),
    Algorithm(
        "nega-alpha-limit",
        "the source's nega-alpha passing one limit down (alpha always -inf)",
        _windowed(alphabeta),
        ExtraTurnOptions,
        Variant(one_limit=True),
        window=True,
    ),
    Algorithm(
        "nws",
        "null-window search: fail-soft alpha-beta with (gamma - 1, gamma)",
        lambda ctx, s, d, w, o: nws(ctx, s, d, o.gamma),
        NwsOptions,
        test=lambda o: (o.gamma - 1, o.gamma),
    ),
    Algorithm(
        "bisect",
        "the exact value by null-window tests alone, halving the score range each time",
        lambda ctx, s, d, w, o: bisect_value(ctx, s, d, *ctx.game.score_range),
        EtcOptions,
        needs=_needs(integer_scores="it halves the range of values to a whole-number test"),
    ),
    Algorithm(
        "scout",
        "Pearl's SCOUT: evaluate the first child, test the others",
        _max_view(scout_eval),
        AlgorithmOptions,
        MAX_VIEW,
        tt=False,
    ),
    Algorithm(
        "negascout",
        "Reinefeld's NegaScout: full window first, null windows after, re-search (t, beta)",
        _windowed(negascout),
        NegaScoutOptions,
        window=True,
    ),
    Algorithm(
        "pvs",
        "PVS as many engines write it, here fail-hard: re-search with (alpha, beta) at PV nodes",
        _windowed(pvs),
        EtcOptions,
        Variant(fail_soft=False),
        window=True,
    ),
    Algorithm(
        "mtdf",
        "MTD(f): null-window passes on a shared table from a first guess",
        lambda ctx, s, d, w, o: mtdf(ctx, s, d, o.first_guess),
        MtdfOptions,
        tt=True,
    ),
    Algorithm(
        "sss",
        "SSS* as MTD(+inf): null-window tests at the upper bound, from +inf down",
        lambda ctx, s, d, w, o: sss(ctx, s, d),
        EtcOptions,
        tt=True,
    ),
    Algorithm(
        "dual",
        "DUAL* as MTD(-inf): null-window tests just above the lower bound, from -inf up",
        lambda ctx, s, d, w, o: dual(ctx, s, d),
        EtcOptions,
        tt=True,
        needs=_needs(integer_scores="it narrows its bound by 1 each pass"),
    ),
    Algorithm(
        "id-mtdf",
        "iterative-deepening MTD(f): each depth guesses the next",
        lambda ctx, s, d, w, o: id_mtdf(ctx, s, d, o.first_guess),
        MtdfOptions,
        tt=True,
        needs_depth=True,
        needs=_needs(evaluation=_DEEPENS),
    ),
    Algorithm(
        "mtd-step",
        "the course's MTD(step): steps of a given size from a first guess, then bisection",
        lambda ctx, s, d, w, o: mtd_step(ctx, s, d, o.first_guess, o.step),
        MtdStepOptions,
        tt=True,
        needs=_needs(integer_scores="it ends by halving the range of values to a whole number"),
    ),
    Algorithm(
        "id-alphabeta",
        "iterative-deepening alpha-beta with aspiration windows",
        lambda ctx, s, d, w, o: id_alphabeta(ctx, s, d, o.aspiration),
        AspirationOptions,
        tt=True,
        needs_depth=True,
        needs=_needs(evaluation=_DEEPENS),
    ),
]


#: Every algorithm by name, presets included: the registry (add to it with
#: :func:`register_algorithm`).
ALGORITHMS: dict[str, Algorithm[Any]] = {}

#: Other names of an algorithm: the source articles call fail-hard alpha-beta passing the
#: whole window their "improved nega-alpha" (against ``nega-alpha-limit``).
ALIASES: dict[str, str] = {"nega-alpha-improved": "alphabeta"}


def get_algorithm(name: str) -> Algorithm[Any]:
    """The algorithm called ``name`` (or by one of its :data:`ALIASES`); UnknownNameError
    lists the valid names."""
    try:
        return ALGORITHMS[ALIASES.get(name, name)]
    except (KeyError, TypeError):
        raise UnknownNameError("algorithm", name, [*ALGORITHMS, *ALIASES]) from None


def all_options() -> dict[str, Option]:
    """Every option a registered algorithm takes, by name, in the order first met."""
    out: dict[str, Option] = {}
    for spec in ALGORITHMS.values():
        for declared in spec.options_type.declared():
            out.setdefault(declared.name, declared)
    return out


def takers(option: str) -> list[str]:
    """The registered algorithms that take ``option``."""
    return [spec.name for spec in ALGORITHMS.values() if option in spec.options]


def register_algorithm(algorithm: Algorithm[Any]) -> Algorithm[Any]:
    """Add ``algorithm`` to :data:`ALGORITHMS`: from now on ``solve``, the command line,
    ``Compare``, ``Play`` and ``rerun`` find it by name. Returns it.

    It is checked at once, and InvalidDeclarationError says what to write instead: its name
    must be new; its options class an :class:`~gamesearch.search.options.AlgorithmOptions`
    whose every field is made with :func:`~gamesearch.search.options.option`, each option
    declared as every registered algorithm that takes one of that name declares it (the
    command line has one flag per name: inherit the class that declares it); its
    ``ordering`` a policy of :mod:`gamesearch.search.ordering`; its ``needs`` traits of
    :data:`~gamesearch.games.base.TRAITS`, each with why; a preset's values suited to its
    options.
    """
    name = algorithm.name
    if not isinstance(name, str) or not name or name in ALGORITHMS or name in ALIASES:
        raise InvalidDeclarationError(
            f"an algorithm's name is a new word, not {name!r}; taken: "
            + ", ".join([*ALGORITHMS, *ALIASES])
        )
    options_type = algorithm.options_type
    if not (isinstance(options_type, type) and issubclass(options_type, AlgorithmOptions)):
        raise InvalidDeclarationError(
            f"{name}'s options_type is a frozen dataclass deriving from AlgorithmOptions "
            f"(gamesearch.search.options), not {options_type!r}"
        )
    known, declared_here = all_options(), {o.name: o for o in options_type.declared()}
    for declared in declared_here.values():
        other = known.get(declared.name)
        if other is not None and other != declared:
            raise InvalidDeclarationError(
                f"{name}'s option {declared.name!r} is declared differently from the one "
                f"{', '.join(takers(declared.name))} take ({other} against {declared}); "
                "declare an option once and inherit the class that declares it"
            )
    if algorithm.ordering is not None:
        Ordering.named(algorithm.ordering)  # UnknownNameError lists the policies
    for trait, why in algorithm.needs.items():
        if trait not in TRAITS or not isinstance(why, str) or not why:
            raise InvalidDeclarationError(
                f"{name} needs {trait!r}: needs maps a game's trait ({', '.join(TRAITS)}) "
                f"to why the algorithm needs it, a clause such as 'it narrows its bound by 1 "
                f"each pass', not {why!r}"
            )
    for key, value in algorithm.defaults.items():  # a preset's values must suit its options
        if key not in declared_here:
            raise InvalidDeclarationError(
                f"{name} sets the option {key!r}, which {algorithm.base or name} does not "
                f"take; its options: {', '.join(declared_here) or 'none'}"
            )
        declared_here[key].check(value)
    ALGORITHMS[name] = algorithm
    return algorithm


def preset(
    base: str,
    name: str,
    summary: str,
    *,
    tt: bool | None = None,
    symmetric_table: bool | None = None,
    ordering: str | None = None,
    **options: Any,
) -> Algorithm[Any]:
    """The registered algorithm ``base`` set up in advance, as the algorithm ``name``
    (register it with :func:`register_algorithm`): ``options`` are its option values,
    ``tt`` and ``symmetric_table`` its table, ``ordering`` its move ordering (each None:
    ``base``'s). A call that gives any of these explicitly wins over the preset: ``tt``
    sets only the default (``tt=False`` on a base that may use a table still lets a call
    pass ``tt=True``), and InvalidDeclarationError refuses ``tt=True`` on a base that uses
    none. The preset needs what ``base`` needs."""
    spec = get_algorithm(base)
    if tt and spec.tt is False:
        raise InvalidDeclarationError(
            f"{name} sets tt=True, but {spec.name} does not use a transposition table"
        )
    # tt=True: a table by default; tt=False: none by default, still allowed (None)
    default_tt = spec.tt if tt is None or spec.tt is False else (tt or None)
    return replace(
        spec,
        name=name,
        summary=summary,
        tt=default_tt,
        symmetric_table=spec.symmetric_table if symmetric_table is None else symmetric_table,
        ordering=spec.ordering if ordering is None else ordering,
        base=spec.name,
        defaults=MappingProxyType({**spec.defaults, **options}),
    )


for _algorithm in _LADDER:
    register_algorithm(_algorithm)
register_algorithm(
    preset(
        "negascout",
        "negascout-hiroi",
        "the source's NegaScout: every child scouted, every fail-high inside re-searched",
        scout_first=True,
    )
)
register_algorithm(
    preset(
        "bisect",
        "mtd-bi",
        "MTD(bi): bisect's null-window tests on a shared table (Plaat et al.'s name)",
        tt=True,
    )
)
register_algorithm(
    preset(
        "mtdf",
        "fast",
        "MTD(f), a symmetric table, table move then fewest replies then the square",
        symmetric_table=True,
        ordering="tt+mobility+squares",
    )
)

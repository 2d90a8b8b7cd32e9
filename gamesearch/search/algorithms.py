"""The algorithm ladder, by name: what each name runs and which options it takes.

Each :class:`Algorithm` names its options by a frozen dataclass of
:mod:`gamesearch.search.options`, and its ``run`` receives that dataclass, typed: a runner
reads ``o.gamma``, never a string key.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Generic, TypeVar

from gamesearch.errors import UnknownNameError
from gamesearch.games.base import State
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
    MtdfOptions,
    MtdStepOptions,
    NegaScoutOptions,
    NwsOptions,
    OneLimitOptions,
)
from gamesearch.search.scout import scout_eval
from gamesearch.search.variant import DEFAULT, Variant

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
    dataclass (declared in :mod:`gamesearch.search.options`). ``window=True`` if it takes a
    root window, ``zero_width=True`` if that window may have width 0 (only fail-soft search
    tells "exactly alpha" from "at most alpha" there); ``tt`` says whether a table is used
    by default (True), allowed (None) or not supported (False). Every algorithm that may
    use a table takes ``etc`` (enhanced transposition cutoffs) but ``nega-alpha-limit``,
    whose children's window has no lower end for a table entry to answer against.
    ``test`` gives, for a search that answers a yes/no question rather than the value, the
    window its root value is a bound for (from the options).
    """

    name: str
    summary: str
    run: Runner[Opts]
    options_type: type[Opts]
    variant: Variant = DEFAULT
    window: bool = False
    zero_width: bool = False
    tt: bool | None = None
    needs_depth: bool = False
    test: Callable[[Opts], tuple[float, float]] | None = None

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
        OneLimitOptions,
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
    ),
    Algorithm(
        "mtd-bi",
        "MTD(bi): bisect's null-window tests on a shared table (Plaat et al.'s name)",
        lambda ctx, s, d, w, o: bisect_value(ctx, s, d, *ctx.game.score_range),
        EtcOptions,
        tt=True,
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
        "negascout-hiroi",
        "the source's NegaScout: every child scouted, every fail-high inside re-searched",
        _windowed(negascout),
        EtcOptions,
        Variant(scout_first=True),
        window=True,
    ),
    Algorithm(
        "pvs",
        "PVS as engines write it: fail-hard, re-search with (alpha, beta) at PV nodes",
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
    ),
    Algorithm(
        "id-mtdf",
        "iterative-deepening MTD(f): each depth guesses the next",
        lambda ctx, s, d, w, o: id_mtdf(ctx, s, d, o.first_guess),
        MtdfOptions,
        tt=True,
        needs_depth=True,
    ),
    Algorithm(
        "mtd-step",
        "MTD(step): steps of a given size from a first guess, then bisection",
        lambda ctx, s, d, w, o: mtd_step(ctx, s, d, o.first_guess, o.step),
        MtdStepOptions,
        tt=True,
    ),
    Algorithm(
        "id-alphabeta",
        "iterative-deepening alpha-beta with aspiration windows",
        lambda ctx, s, d, w, o: id_alphabeta(ctx, s, d, o.aspiration),
        AspirationOptions,
        tt=True,
        needs_depth=True,
    ),
]

#: Every algorithm by name.
ALGORITHMS: dict[str, Algorithm[Any]] = {a.name: a for a in _LADDER}


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

"""The algorithm ladder, by name: what each name runs and which options it takes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gamesearch.errors import UnknownNameError
from gamesearch.search.alphabeta import alphabeta
from gamesearch.search.context import SearchContext
from gamesearch.search.iterative import id_alphabeta
from gamesearch.search.minimax import minimax, negamax
from gamesearch.search.mtdf import dual, id_mtdf, mtd_step, mtdf, sss
from gamesearch.search.negascout import negascout, pvs
from gamesearch.search.nullwindow import bisect_value, nws
from gamesearch.search.scout import scout_eval
from gamesearch.search.variant import DEFAULT, Variant

Runner = Callable[[SearchContext, Any, Any, dict], float]


@dataclass(frozen=True)
class Algorithm:
    """A named algorithm: how to run it, its variant settings and the options it accepts.

    ``run(ctx, state, depth, options)`` returns the value for the player to move at the
    root. ``window=True`` if it takes a root window, ``zero_width=True`` if that window may
    have width 0 (only fail-soft search tells "exactly alpha" from "at most alpha" there);
    ``tt`` says whether a table is used by default (True), allowed (None) or not supported
    (False). ``options`` names its options (declared in :mod:`gamesearch.search.options`); every
    algorithm that may use a table takes ``etc`` (enhanced transposition cutoffs) but
    ``nega-alpha-limit``, whose children's window has no lower end for a table entry to
    answer against.
    ``test`` gives, for a search that answers a yes/no question rather than the value, the
    window its root value is a bound for (from the options).
    """

    name: str
    summary: str
    run: Runner
    variant: Variant = DEFAULT
    window: bool = False
    zero_width: bool = False
    tt: bool | None = None
    options: tuple[str, ...] = ()
    needs_depth: bool = False
    test: Callable[[dict[str, Any]], tuple[float, float]] | None = None

    def root_window(self, options: dict[str, Any]) -> tuple[float, float] | None:
        """The window the root value is classified by (None: the value is exact)."""
        if self.test is not None:
            return self.test(options)
        return options["window"] if self.window else None


def _windowed(search) -> Runner:
    return lambda ctx, state, depth, o: search(ctx, state, depth, *o["window"])


MAX_VIEW = Variant(viewpoint="max")


def _max_view(search) -> Runner:
    """A max/min-form page run in the context's max view; its value turned to the mover's."""

    def run(ctx, state, depth, o):
        value = search(ctx, state, depth)
        return value if ctx.game.to_move(state) == 0 else -value

    return run


ALGORITHMS: dict[str, Algorithm] = {
    a.name: a
    for a in [
        Algorithm(
            "minimax",
            "minimax in max/min form: the whole tree",
            _max_view(minimax),
            MAX_VIEW,
            tt=False,
        ),
        Algorithm(
            "negamax",
            "minimax in negamax form (with a table: a plain memo)",
            lambda ctx, s, d, o: negamax(ctx, s, d),
        ),
        Algorithm(
            "alphabeta",
            "fail-hard alpha-beta in negamax form, the whole window passed down",
            _windowed(alphabeta),
            Variant(fail_soft=False),
            window=True,
            options=("zero_width_cut", "extra_turn", "etc"),
        ),
        Algorithm(
            "alphabeta-failsoft",
            "fail-soft alpha-beta in negamax form",
            _windowed(alphabeta),
            window=True,
            zero_width=True,
            options=("zero_width_cut", "extra_turn", "etc"),
        ),
        Algorithm(
            "nega-alpha-limit",
            "the source's nega-alpha passing one limit down (alpha always -inf)",
            _windowed(alphabeta),
            Variant(one_limit=True),
            window=True,
            options=("extra_turn",),
        ),
        Algorithm(
            "nws",
            "null-window search: fail-soft alpha-beta with (gamma - 1, gamma)",
            lambda ctx, s, d, o: nws(ctx, s, d, o["gamma"]),
            options=("gamma", "etc"),
            test=lambda o: (o["gamma"] - 1, o["gamma"]),
        ),
        Algorithm(
            "bisect",
            "the exact value by null-window tests alone, halving the score range each time",
            lambda ctx, s, d, o: bisect_value(ctx, s, d, *ctx.game.score_range),
            options=("etc",),
        ),
        Algorithm(
            "mtd-bi",
            "MTD(bi): bisect's null-window tests on a shared table (Plaat et al.'s name)",
            lambda ctx, s, d, o: bisect_value(ctx, s, d, *ctx.game.score_range),
            tt=True,
            options=("etc",),
        ),
        Algorithm(
            "scout",
            "Pearl's SCOUT: evaluate the first child, test the others",
            _max_view(scout_eval),
            MAX_VIEW,
            tt=False,
        ),
        Algorithm(
            "negascout",
            "Reinefeld's NegaScout: full window first, null windows after, re-search (t, beta)",
            _windowed(negascout),
            window=True,
            options=("scout_first", "etc"),
        ),
        Algorithm(
            "negascout-hiroi",
            "the source's NegaScout: every child scouted, every fail-high inside re-searched",
            _windowed(negascout),
            Variant(scout_first=True),
            window=True,
            options=("etc",),
        ),
        Algorithm(
            "pvs",
            "PVS as engines write it: fail-hard, re-search with (alpha, beta) at PV nodes",
            _windowed(pvs),
            Variant(fail_soft=False),
            window=True,
            options=("etc",),
        ),
        Algorithm(
            "mtdf",
            "MTD(f): null-window passes on a shared table from a first guess",
            lambda ctx, s, d, o: mtdf(ctx, s, d, o["first_guess"]),
            tt=True,
            options=("first_guess", "etc"),
        ),
        Algorithm(
            "sss",
            "SSS* as MTD(+inf): null-window tests at the upper bound, from +inf down",
            lambda ctx, s, d, o: sss(ctx, s, d),
            tt=True,
            options=("etc",),
        ),
        Algorithm(
            "dual",
            "DUAL* as MTD(-inf): null-window tests just above the lower bound, from -inf up",
            lambda ctx, s, d, o: dual(ctx, s, d),
            tt=True,
            options=("etc",),
        ),
        Algorithm(
            "id-mtdf",
            "iterative-deepening MTD(f): each depth guesses the next",
            lambda ctx, s, d, o: id_mtdf(ctx, s, d, o["first_guess"]),
            tt=True,
            options=("first_guess", "etc"),
            needs_depth=True,
        ),
        Algorithm(
            "mtd-step",
            "MTD(step): steps of a given size from a first guess, then bisection",
            lambda ctx, s, d, o: mtd_step(ctx, s, d, o["first_guess"], o["step"]),
            tt=True,
            options=("first_guess", "step", "etc"),
        ),
        Algorithm(
            "id-alphabeta",
            "iterative-deepening alpha-beta with aspiration windows",
            lambda ctx, s, d, o: id_alphabeta(ctx, s, d, o["aspiration"]),
            tt=True,
            options=("aspiration", "etc"),
            needs_depth=True,
        ),
    ]
}


#: Other names of an algorithm: the source articles call fail-hard alpha-beta passing the
#: whole window their "improved nega-alpha" (against ``nega-alpha-limit``).
ALIASES: dict[str, str] = {"nega-alpha-improved": "alphabeta"}


def get_algorithm(name: str) -> Algorithm:
    """The algorithm called ``name`` (or by one of its :data:`ALIASES`); UnknownNameError
    lists the valid names."""
    try:
        return ALGORITHMS[ALIASES.get(name, name)]
    except (KeyError, TypeError):
        raise UnknownNameError("algorithm", name, [*ALGORITHMS, *ALIASES]) from None

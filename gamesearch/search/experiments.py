"""Measurements the course runs and plots, as plain rows (no pictures here: views draws them).
``bench/`` prints the same rows with their times.

:func:`mt_family_rows` measures the MT family (Plaat et al. 1996): leaves and passes of each
driver deepened on one table, against NegaScout with aspiration windows.

:func:`etc_rows` measures enhanced transposition cutoffs against :func:`minimal_graph_leaves`,
an estimate of the minimal graph: for an explicit tree the project computes the minimal tree
exactly (:mod:`gamesearch.games.minimal_tree`); for a game it cannot enumerate the solution
trees, so it measures the leaves of a (nearly) perfectly ordered search instead. A fail-soft
alpha-beta with the full window and a table runs once; its table's best moves (and only its
moves: every bound is dropped, so no entry answers a probe and no leaf is skipped for free)
are then tried first by a second such search, whose moves order a third, and so on while
the leaf count falls. The least count is the reference. It is an estimate from above: a
fail-low node names no best move (any order does there), and the table makes it a graph (a
transposed position is searched once), which is what the algorithms with a table search
too. A fraction below 1 is possible only through what a plain alpha-beta cannot use: null
windows (MTD(f) proves the value by bound tests) and ETC.

:func:`granularity_rows` is the "why engines prefer PVS to MTD(f)" measurement: MTD(f)
moves its test value from its guess towards the value, each pass settling at best the value
a fail-soft test returns, so the more distinct values an evaluation can take between guess
and value, the more passes; PVS searches each depth with a window and cares much less.
Two knobs of Reversi vary the evaluation: ``granularity`` (every value times k:
:class:`~gamesearch.games.reversi.Reversi`) and ``evaluation`` (``"discs"``, or the finer
``"positional"``). Scaling alone changes nothing but the values: the trees are the same and
a fail-soft pass's bound is a multiple of k as well, so MTD(f)'s passes do not grow with k;
what costs passes is a finer evaluation (more distinct values), not a larger scale.

No measurement here sets a limit, but in the browser every search has one
(:data:`~gamesearch.search.limits.BROWSER_TIME_LIMIT`). A row is made of finished searches
only: the functions that return rows stop at the first search cut short and return the rows
that finished, after printing how many that is (the cut search has said why:
:meth:`~gamesearch.search.limits.Limits.tell`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from gamesearch.games import get_game
from gamesearch.games.base import Game, M, Move, S, State
from gamesearch.search.api import SearchResult, solve
from gamesearch.search.ttable import Entry, TranspositionTable

INF = float("inf")
R = TypeVar("R")


def _rows_until_cut(rows: Iterator[R], total: int) -> list[R]:
    """The rows ``rows`` yields, of ``total``; fewer if it stopped at a search cut short,
    which is then told in one line."""
    done = list(rows)
    if len(done) < total:
        print(
            f"The measurement stopped after {len(done)} of {total} rows, at a search cut short "
            "(above: why); the table shows the rows that finished."
        )
    return done


@dataclass(frozen=True)
class GranularityRow:
    """One granularity k: iterative-deepening MTD(f) against iterative-deepening PVS to
    ``depth``, both with a table, first guess 0 for MTD(f). ``value`` is the same for both
    (the tests check it is k times the value at k = 1)."""

    granularity: int
    evaluation: str
    depth: int
    value: float
    mtdf_passes: int
    mtdf_evaluations: int
    mtdf_nodes: int
    pvs_evaluations: int
    pvs_nodes: int


def id_pvs(game: Game[S, M], state: S, depth: int) -> tuple[float | None, int, int]:
    """PVS at depth 1, 2, …, ``depth`` on one shared table, as engines run it:
    ``(value, evaluations, nodes)`` summed over the depths. A depth cut short (the browser's
    time limit) ends it: its value is then None, its counts those of the depths searched."""
    table = TranspositionTable()
    evaluations = nodes = 0
    value: float | None = 0
    for d in range(1, depth + 1):
        result = solve(game, state, "pvs", depth=d, tt=table)
        evaluations += result.stats.evaluations
        nodes += result.stats.nodes
        value = result.value if result.complete else None
        if value is None:
            break
    return value, evaluations, nodes


def granularity_rows(
    game: str = "reversi-4x6",
    granularities: Sequence[int] = (1, 4, 16),
    depth: int = 10,
    start: str | None = "parallel",
    evaluation: str = "discs",
) -> list[GranularityRow]:
    """For each granularity k of the preset ``game`` (a Reversi board) with ``evaluation``,
    one :class:`GranularityRow`: id-mtdf's passes and evaluations and id-PVS's evaluations,
    both deepening to ``depth`` from the ``start`` position (the standard start of 4 × 6 is
    symmetric: its value is 0 at every depth, so the passes show nothing there)."""
    return _rows_until_cut(
        _granularity_rows(game, granularities, depth, start, evaluation), len(granularities)
    )


def _granularity_rows(
    game: str, granularities: Sequence[int], depth: int, start: str | None, evaluation: str
) -> Iterator[GranularityRow]:
    for k in granularities:
        board = get_game(game, granularity=k, evaluation=evaluation)
        state = board.initial_state(start)
        mtdf = solve(board, state, "id-mtdf", depth=depth)
        value, pvs_evaluations, pvs_nodes = id_pvs(board, state, depth)
        if value is None or not mtdf.complete:
            return
        if value != mtdf.value:
            raise AssertionError(f"id-mtdf found {mtdf.value}, PVS {value}: a search is wrong")
        yield (
            GranularityRow(
                k,
                evaluation,
                depth,
                value,
                len(mtdf.stats.passes),
                mtdf.stats.evaluations,
                mtdf.stats.nodes,
                pvs_evaluations,
                pvs_nodes,
            )
        )


# -- the MT family ------------------------------------------------------------------------
#: The MT drivers :func:`mt_family_rows` compares, by their names in ``solve``.
MT_DRIVERS = ("mtdf", "mtd-step", "mtd-bi", "sss", "dual")


@dataclass(frozen=True)
class DeepeningRow:
    """One algorithm deepened 1, 2, …, ``depth`` on one table: the last value, the leaves
    evaluated and the MT passes made over all depths (0 for a search that makes none)."""

    game: str
    depth: int
    algorithm: str
    value: float
    leaves: int
    passes: int


def deepen(
    game: Game[State, Move], algorithm: str, depth: int, delta: int = 2, **options: Any
) -> DeepeningRow | None:
    """``algorithm`` deepened to ``depth`` on one shared table, each depth's value the next
    depth's guess: MTD(f) and MTD(step) take it as their first guess, and
    ``"aspiration-negascout"`` searches (guess − delta, guess + delta), searched again with
    the failed side open when it misses (Plaat et al.'s reference). None if a search was cut
    short (the browser's time limit)."""
    table, leaves, passes = TranspositionTable(), 0, 0
    guess: float = 0
    for d in range(1, depth + 1):
        if algorithm == "aspiration-negascout":
            window: tuple[float, float] = (guess - delta, guess + delta)
            while True:
                result = solve(game, algorithm="negascout", depth=d, tt=table, window=window)
                leaves += result.stats.evaluations
                if result.bound == "exact" or not result.complete:
                    break
                window = (-INF, window[1]) if result.bound == "upper" else (window[0], INF)
        else:
            if algorithm in ("mtdf", "mtd-step"):
                options["first_guess"] = guess
            result = solve(game, algorithm=algorithm, depth=d, tt=table, **options)
            leaves += result.stats.evaluations
            passes += len(result.stats.passes)
        if not result.complete or result.value is None:
            return None
        guess = result.value
    return DeepeningRow(game.name, depth, algorithm, guess, leaves, passes)


def mt_family_rows(
    games: Sequence[tuple[Game[State, Move], int]], step: int = 4
) -> list[DeepeningRow]:
    """For each (game, depth): aspiration NegaScout, then every MT driver, deepened to depth
    (MTD(step) with steps of ``step``)."""
    return _rows_until_cut(_mt_family_rows(games, step), len(games) * (1 + len(MT_DRIVERS)))


def _mt_family_rows(
    games: Sequence[tuple[Game[State, Move], int]], step: int
) -> Iterator[DeepeningRow]:
    for game, depth in games:
        for name in ("aspiration-negascout", *MT_DRIVERS):
            row = deepen(game, name, depth, **({"step": step} if name == "mtd-step" else {}))
            if row is None:
                return
            yield row


# -- enhanced transposition cutoffs ---------------------------------------------------------
def moves_only(table: TranspositionTable) -> TranspositionTable:
    """A table holding only ``table``'s best moves: no bound, so it answers nothing."""
    return TranspositionTable(
        entries={
            key: Entry(-INF, INF, entry.depth, entry.move)
            for key, entry in table.entries.items()
            if entry.move is not None
        }
    )


def minimal_graph_leaves(
    game: Game[State, Move], start: str | None, depth: int | None, rounds: int = 4
) -> int | None:
    """The leaves of a best-first-ordered alpha-beta search (see the module docstring), the
    least of the searches that finished; None if the first was cut short (the browser's time
    limit)."""
    best, table = INF, TranspositionTable()
    for _ in range(rounds):
        result = solve(game, start=start, algorithm="alphabeta-failsoft", depth=depth, tt=table)
        if result.stats.evaluations >= best or not result.complete:
            break
        best = result.stats.evaluations
        table = moves_only(table)
    return None if best == INF else int(best)


#: One search of :func:`etc_rows`: (game preset, start, depth), (label, algorithm, options),
#: and whether ETC is on.
EtcTask = tuple[tuple[str, str | None, int | None], tuple[str, str, dict[str, Any]], bool]


@dataclass(frozen=True)
class EtcRow:
    """One search with (``etc=True``) or without enhanced transposition cutoffs."""

    game: str
    label: str
    etc: bool
    value: float
    leaves: int
    nodes: int
    etc_cutoffs: int
    minimal: int  #: :func:`minimal_graph_leaves` of the same game, start and depth
    seconds: float  #: the search's own time (``SearchResult.seconds``)


def etc_rows(
    games: Sequence[tuple[str, str | None, int | None]],
    configurations: Sequence[tuple[str, str, dict[str, Any]]],
    progress: Callable[[Sequence[EtcTask]], Iterable[EtcTask]] | None = None,
) -> list[EtcRow]:
    """For each (game preset, start, depth) and each (label, algorithm, options): the search
    without and with ETC, and the minimal graph's estimated leaves. ``options`` may set its
    own ``depth`` (an iterative deepening's last depth where the game is searched to the end).
    ``progress`` wraps the searches, one (game, configuration, etc) task each, e.g.
    :func:`gamesearch.widgets.progress`."""
    tasks = [(g, c, etc) for g in games for c in configurations for etc in (False, True)]
    return _rows_until_cut(_etc_rows(progress(tasks) if progress else tasks), len(tasks))


def _etc_rows(tasks: Iterable[EtcTask]) -> Iterator[EtcRow]:
    minimal: dict[tuple[str, str | None, int | None], int | None] = {}
    for (name, start, depth), (label, algorithm, options), etc in tasks:
        game = get_game(name)
        if (name, start, depth) not in minimal:
            minimal[name, start, depth] = minimal_graph_leaves(game, start, depth)
        least = minimal[name, start, depth]
        settings = {"depth": depth, **options}
        r: SearchResult = solve(game, start=start, algorithm=algorithm, etc=etc, **settings)
        if least is None or r.value is None or not r.complete:
            return
        s = r.stats
        yield EtcRow(
            name, label, etc, r.value, s.evaluations, s.nodes, s.etc_cutoffs, least, r.seconds
        )

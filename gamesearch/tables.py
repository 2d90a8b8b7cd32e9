"""The published tables of the source articles, and the code that measures them again.

Each table lists rows: the exact settings (game, rules, algorithm, window, table, order),
the figures the source published, and a function that measures the same figures with this
package. :func:`reproduce` runs a table; ``gamesearch table NAME`` prints it.

Sources:

* ``reversi-4x6``, ``reversi-4x4`` — M. Hiroi, *Common Lisp programming*, pages "NegaScout"
  and "Transposition table and MTD(f)" (4 × 6 and 4 × 4 mini Reversi).
* ``kalah-games`` — M. Hiroi, *Algorithms with Python*, "Negamax and NegaScout" (Kalah,
  6 pits × 6 stones, whole games between two engines).
* ``tictactoe-nodes`` — "Tic-tac-toe AI from scratch, part 163: null window search" (Qiita).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypedDict

from gamesearch.errors import UnknownNameError
from gamesearch.match import Engine, play_match
from gamesearch.search.api import solve
from gamesearch.search.ttable import TranspositionTable

if TYPE_CHECKING:  # imported where a table is built: most commands need neither game
    from gamesearch.games.kalah import Kalah
    from gamesearch.games.reversi import Reversi

INF = float("inf")

#: A setting of a row: a name (``"negascout"``), a number or flag (``tt``), or a window.
Setting = str | float | tuple[float, float] | None
#: A figure: a count, a value (None if a search found none), or Kalah's final stones.
Figure = float | list[int] | None
Settings = dict[str, Setting]
Figures = dict[str, Figure]


@dataclass
class Row:
    """One published measurement and how to take it again."""

    settings: Settings
    published: Figures
    measure: Callable[[], Figures]
    slow: bool = False


class Reproduced(TypedDict):
    """A row measured again (:func:`reproduce`): its settings, the published figures and
    the measured ones, under the same names."""

    settings: Settings
    published: Figures
    measured: Figures


@dataclass
class Table:
    name: str
    title: str
    source: str
    rows: list[Row] = field(default_factory=list)


# -- Reversi ----------------------------------------------------------------------------
REVERSI_4X6_WINDOW = (-50, 50)  # the source program's MIN-VALUE and MAX-VALUE


def _hiroi_table(game: Reversi) -> TranspositionTable:
    """The source's table: positions with one or no empty square are not stored, and a leaf
    is stored by the window like any node."""
    return TranspositionTable(
        store_if=lambda state: game.empty_count(state) >= 2, leaves="by-window"
    )


def _reversi_measure(
    game: Reversi, start: str, algorithm: str, tt: bool, **options: Any
) -> Callable[[], Figures]:
    def measure() -> Figures:
        table = _hiroi_table(game) if tt else False
        extra = dict(options)
        if algorithm not in ("mtdf", "negamax"):
            extra["window"] = REVERSI_4X6_WINDOW
        result = solve(
            game, start=start, algorithm=algorithm, tt=table, ordering="natural", **extra
        )
        out: Figures = {"value": result.value, "evaluations": result.stats.evaluations}
        if tt:
            out["tt_hits"] = result.stats.tt_hits
        return out

    return measure


def _reversi_4x6() -> Table:
    from gamesearch.games.reversi import Reversi

    game = Reversi(rows=4, cols=6, order="hiroi")
    table = Table(
        "reversi-4x6",
        "4 × 6 Reversi solved to the end: evaluations (and table hits)",
        "M. Hiroi, Common Lisp programming: NegaScout; Transposition table and MTD(f)",
    )
    # label, algorithm, tt, options, then (evaluations, table hits) from each start
    configs: list[
        tuple[str, str, bool, dict[str, Any], tuple[int, int | None], tuple[int, int | None]]
    ] = [
        ("nega-alpha, fail-soft", "alphabeta-failsoft", False, {}, (211710, None), (513340, None)),
        (
            "NegaScout (first child scouted too)",
            "negascout",
            False,
            {"scout_first": True},
            (173668, None),
            (496740, None),
        ),
        ("nega-alpha + TT", "alphabeta-failsoft", True, {}, (83049, 38486), (127718, 77725)),
        (
            "NegaScout + TT",
            "negascout",
            True,
            {"scout_first": True},
            (55002, 26265),
            (94923, 56371),
        ),
        ("MTD(f), first guess 0", "mtdf", True, {"first_guess": 0}, (52527, 28498), (77077, 44329)),
        (
            "MTD(f), first guess = value",
            "mtdf",
            True,
            {"first_guess": None},
            (44565, 20040),
            (66338, 34559),
        ),
    ]
    values = {"standard": 16, "parallel": 18}
    for label, algorithm, tt, options, *published in configs:
        for start, (evaluations, hits) in zip(("standard", "parallel"), published, strict=True):
            opts = dict(options)
            if opts.get("first_guess", 0) is None:
                opts["first_guess"] = values[start]
            settings: Settings = {
                "row": label,
                "start": start,
                "algorithm": algorithm,
                "tt": tt,
                "order": "hiroi",
                **opts,
            }
            pub: Figures = {"value": values[start], "evaluations": evaluations}
            if hits is not None:
                pub["tt_hits"] = hits
            table.rows.append(
                Row(settings, pub, _reversi_measure(game, start, algorithm, tt, **opts))
            )
    return table


def _reversi_4x4() -> Table:
    from gamesearch.games.reversi import Reversi

    game = Reversi(rows=4, cols=4)
    table = Table(
        "reversi-4x4",
        "4 × 4 Reversi solved to the end with negamax: evaluations (and memo hits)",
        "M. Hiroi, Common Lisp programming: Transposition table and MTD(f)",
    )
    published: dict[tuple[str, bool], Figures] = {
        ("standard", False): {"value": -8, "evaluations": 60060},
        ("parallel", False): {"value": -3, "evaluations": 67116},
        ("standard", True): {"value": -8, "evaluations": 22022, "tt_hits": 10690},
        ("parallel", True): {"value": -3, "evaluations": 23048, "tt_hits": 10408},
    }
    for (start, memo), pub in published.items():
        settings: Settings = {
            "row": "negamax + memo" if memo else "negamax",
            "start": start,
            "algorithm": "negamax",
            "tt": memo,
        }
        table.rows.append(Row(settings, pub, _reversi_measure(game, start, "negamax", memo)))
    return table


# -- Kalah ------------------------------------------------------------------------------
# (second depth, first depth) -> ((first stones, second stones), count, count), per table.
KalahCell = tuple[tuple[int, int], int, int]
KALAH_LIMIT_VS_IMPROVED: dict[tuple[int, int], KalahCell] = {
    (2, 2): ((41, 31), 6207, 2672),
    (2, 3): ((43, 17), 40657, 13450),
    (2, 4): ((26, 37), 85880, 39302),
    (2, 5): ((39, 33), 226145, 100648),
    (3, 2): ((39, 23), 1757, 1654),
    (3, 3): ((40, 32), 11320, 10122),
    (3, 4): ((53, 19), 119750, 37689),
    (3, 5): ((48, 24), 65362, 37778),
    (4, 2): ((36, 36), 30242, 18117),
    (4, 3): ((43, 29), 31230, 19860),
    (4, 4): ((34, 38), 111266, 58028),
    (4, 5): ((44, 28), 238004, 116496),
    (5, 2): ((23, 49), 504203, 100583),
    (5, 3): ((26, 39), 221814, 86327),
    (5, 4): ((43, 29), 505170, 183703),
    (5, 5): ((35, 37), 815589, 314184),
}
KALAH_SIMPLIFIED: dict[tuple[int, int], KalahCell] = {
    (2, 2): ((37, 23), 1500, 1500),
    (2, 3): ((37, 22), 4474, 4474),
    (2, 4): ((41, 31), 12138, 11097),
    (2, 5): ((39, 33), 32710, 24086),
    (3, 2): ((35, 37), 1726, 1726),
    (3, 3): ((49, 23), 11476, 11476),
    (3, 4): ((43, 21), 7779, 6871),
    (3, 5): ((37, 25), 54995, 43778),
    (4, 2): ((26, 46), 15592, 12409),
    (4, 3): ((35, 37), 23685, 20905),
    (4, 4): ((31, 41), 21359, 16909),
    (4, 5): ((49, 23), 53430, 37308),
    (5, 2): ((45, 27), 39890, 31981),
    (5, 3): ((37, 27), 25602, 19961),
    (5, 4): ((28, 44), 50537, 40470),
    (5, 5): ((24, 48), 145099, 117365),
}
KALAH_IMPROVED_VS_NEGASCOUT: dict[tuple[int, int], KalahCell] = {
    (2, 2): ((41, 31), 2672, 3266),
    (2, 3): ((43, 17), 13450, 8331),
    (2, 4): ((26, 37), 39302, 29077),
    (2, 5): ((39, 33), 100648, 61463),
    (3, 2): ((39, 23), 1654, 2101),
    (3, 3): ((40, 32), 10122, 10270),
    (3, 4): ((53, 19), 37689, 35314),
    (3, 5): ((48, 24), 37778, 36693),
    (4, 2): ((36, 36), 18117, 18432),
    (4, 3): ((43, 29), 19860, 19705),
    (4, 4): ((34, 38), 58028, 45380),
    (4, 5): ((44, 28), 116496, 86734),
    (5, 2): ((23, 49), 100583, 90777),
    (5, 3): ((26, 39), 86327, 81087),
    (5, 4): ((43, 29), 183703, 139926),
    (5, 5): ((35, 37), 314184, 273441),
    (6, 6): ((28, 44), 590188, 428582),
    (6, 7): ((43, 29), 2684393, 1264011),
    (6, 8): ((36, 36), 1904761, 1150929),
    (7, 6): ((34, 38), 1327863, 947314),
    (7, 7): ((47, 25), 4024770, 1982292),
    (7, 8): ((46, 26), 19937206, 9305964),
    (8, 6): ((40, 32), 1855840, 1342922),
    (8, 7): ((20, 52), 5071128, 3063914),
    (8, 8): ((34, 38), 2444127, 1651417),
}
KALAH_ENGINES: dict[str, tuple[str, dict[str, Any]]] = {
    "alpha-beta (one limit)": ("nega-alpha-limit", {}),
    "improved nega-alpha": ("nega-alpha-improved", {}),
    "NegaScout": ("negascout", {"scout_first": True}),
}
# The search window of the source's engines: its MIN_VALUE and MAX_VALUE lie just outside
# the evaluation's range of -99..99, and NegaScout's first null window is taken at MIN_VALUE.
KALAH_WINDOW = (-100, 100)


def _kalah_measure(
    game: Kalah, first: int, second: int, algorithm: str, options: dict[str, Any]
) -> Callable[[], Figures]:
    def measure() -> Figures:
        def engine(depth: int) -> Engine:
            return Engine(algorithm, depth, {"window": KALAH_WINDOW, **options})

        result = play_match(game, engine(first), engine(second), ordering="natural", tt=False)
        return {"stones": list(game.stores(result.final)), "evaluations": result.stats.evaluations}

    return measure


def _kalah_games() -> Table:
    from gamesearch.games.kalah import Kalah

    game = Kalah(pits=6, stones=6, rules="hiroi")  # the game registered as kalah-hiroi
    table = Table(
        "kalah-games",
        "Kalah (6 pits × 6 stones, the source's rules): whole games between two engines, "
        "final stones and evaluations summed over both engines",
        "M. Hiroi, Algorithms with Python: Negamax and NegaScout",
    )
    # section, published cells, the two engines compared, options for both
    sources: list[tuple[str, dict[tuple[int, int], KalahCell], tuple[str, str], dict[str, Any]]] = [
        (
            "limit vs improved",
            KALAH_LIMIT_VS_IMPROVED,
            ("alpha-beta (one limit)", "improved nega-alpha"),
            {},
        ),
        (
            "simplified extra turn",
            KALAH_SIMPLIFIED,
            ("alpha-beta (one limit)", "improved nega-alpha"),
            {"extra_turn": "simplified"},
        ),
        (
            "improved vs NegaScout",
            KALAH_IMPROVED_VS_NEGASCOUT,
            ("improved nega-alpha", "NegaScout"),
            {},
        ),
    ]
    for section, cells, engines, extra in sources:
        for (second, first), (stones, *counts) in cells.items():
            for engine_name, count in zip(engines, counts, strict=True):
                algorithm, options = KALAH_ENGINES[engine_name]
                options = {**options, **extra}
                settings: Settings = {
                    "row": f"{section}: {engine_name}",
                    "first_depth": first,
                    "second_depth": second,
                    "algorithm": algorithm,
                    **options,
                }
                published: Figures = {"stones": list(stones), "evaluations": count}
                table.rows.append(
                    Row(
                        settings,
                        published,
                        _kalah_measure(game, first, second, algorithm, options),
                        slow=max(first, second) > 5,
                    )
                )
    return table


# -- tic-tac-toe -------------------------------------------------------------------------
def _tictactoe_nodes() -> Table:
    table = Table(
        "tictactoe-nodes",
        "Tic-tac-toe from the empty board, scores ±1/0: nodes entered",
        "Tic-tac-toe AI from scratch, part 163: null window search (Qiita, 2025)",
    )
    # label, algorithm, window, table ("symmetric" or none), published nodes. The article prints
    # these three counts only; the full tree's 549 946 nodes, which the course quotes beside
    # them, is this package's own count (tests/games/test_tictactoe.py), not a published one.
    rows: list[tuple[str, str, tuple[float, float] | None, str | None, int]] = [
        ("alpha-beta, window (-1, 1)", "alphabeta-failsoft", (-1, 1), None, 16811),
        ("alpha-beta, window (-0.5, 0.5)", "alphabeta-failsoft", (-0.5, 0.5), None, 16811),
        ("width-0 window (0, 0), strict cut conditions", "alphabeta-failsoft", (0, 0), None, 94978),
        (
            "alpha-beta + table under all 8 symmetries",
            "alphabeta-failsoft",
            (-1, 1),
            "symmetric",
            832,
        ),
    ]
    for label, algorithm, window, tt, nodes in rows:

        def measure(
            algorithm: str = algorithm,
            window: tuple[float, float] | None = window,
            tt: str | None = tt,
        ) -> Figures:
            table_ = TranspositionTable(symmetric=True, leaves="by-window") if tt else False
            result = solve(
                "tictactoe", algorithm=algorithm, tt=table_, ordering="natural", window=window
            )
            return {"value": result.value, "nodes": result.stats.nodes}

        settings: Settings = {
            "row": label,
            "algorithm": algorithm,
            "window": window,
            "tt": tt or False,
        }
        table.rows.append(Row(settings, {"value": 0, "nodes": nodes}, measure))
    return table


TABLES: dict[str, Callable[[], Table]] = {
    "reversi-4x6": _reversi_4x6,
    "reversi-4x4": _reversi_4x4,
    "kalah-games": _kalah_games,
    "tictactoe-nodes": _tictactoe_nodes,
}


def get_table(name: str) -> Table:
    """The published table called ``name``; UnknownNameError lists the valid names."""
    try:
        return TABLES[name]()
    except KeyError:
        raise UnknownNameError("table", name, TABLES) from None


def reproduce(
    name: str,
    include_slow: bool = False,
    progress: Callable[[Sequence[Row]], Iterable[Row]] | None = None,
) -> list[Reproduced]:
    """Measure every row of table ``name``: a list of ``{settings, published, measured}``.

    Rows marked slow (Kalah levels 6–8) run only with ``include_slow``. ``progress`` wraps the
    rows, e.g. ``tqdm``.
    """
    rows = [row for row in get_table(name).rows if include_slow or not row.slow]
    out: list[Reproduced] = []
    for row in progress(rows) if progress else rows:
        out.append(
            {"settings": row.settings, "published": row.published, "measured": row.measure()}
        )
    return out

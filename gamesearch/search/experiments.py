"""Measurements the course runs and plots, as plain rows (no pictures here: views draws them).

:func:`granularity_rows` is the "why engines prefer PVS to MTD(f)" measurement: MTD(f)
moves its test value from its guess towards the value, each pass settling at best the value
a fail-soft test returns, so the more distinct values an evaluation can take between guess
and value, the more passes; PVS searches each depth with a window and cares much less.
Two knobs of Reversi vary the evaluation: ``granularity`` (every value times k:
:class:`~gamesearch.games.reversi.Reversi`) and ``evaluation`` (``"discs"``, or the finer
``"positional"``). Scaling alone changes nothing but the values: the trees are the same and
a fail-soft pass's bound is a multiple of k as well, so MTD(f)'s passes do not grow with k;
what costs passes is a finer evaluation (more distinct values), not a larger scale.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from gamesearch.games import get_game
from gamesearch.search.api import solve
from gamesearch.search.ttable import TranspositionTable


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


def id_pvs(game, state, depth: int) -> tuple[float, int, int]:
    """PVS at depth 1, 2, …, ``depth`` on one shared table, as engines run it:
    ``(value, evaluations, nodes)`` summed over the depths."""
    table = TranspositionTable()
    evaluations = nodes = 0
    value: float = 0
    for d in range(1, depth + 1):
        result = solve(game, state, "pvs", depth=d, tt=table)
        value = result.value  # type: ignore[assignment]
        evaluations += result.stats.evaluations
        nodes += result.stats.nodes
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
    rows = []
    for k in granularities:
        board = get_game(game, granularity=k, evaluation=evaluation)
        state = board.initial_state(start)
        mtdf = solve(board, state, "id-mtdf", depth=depth)
        value, pvs_evaluations, pvs_nodes = id_pvs(board, state, depth)
        if value != mtdf.value:
            raise AssertionError(f"id-mtdf found {mtdf.value}, PVS {value}: a search is wrong")
        rows.append(
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
    return rows

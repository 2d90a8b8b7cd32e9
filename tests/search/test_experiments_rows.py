"""The course's measurement rows: right values, honest counts."""

from gamesearch.games import get_game
from gamesearch.games.trees import PI_TREE
from gamesearch.search import solve
from gamesearch.search.experiments import (
    MT_DRIVERS,
    deepen,
    etc_rows,
    minimal_graph_leaves,
    mt_family_rows,
)


def test_every_mt_driver_deepened_finds_the_value_negamax_finds():
    kalah = get_game("kalah")
    truth = solve(kalah, algorithm="negamax", depth=4).value
    rows = mt_family_rows([(kalah, 4)])
    assert [r.algorithm for r in rows] == ["aspiration-negascout", *MT_DRIVERS]
    assert all(r.value == truth and r.leaves > 0 for r in rows)
    assert rows[0].passes == 0 and all(r.passes >= 4 for r in rows[1:])  # a pass per depth at least


def test_deepening_counts_the_leaves_of_every_depth():
    one = deepen(PI_TREE, "mtdf", 1)
    assert deepen(PI_TREE, "mtdf", 3).leaves > one.leaves


def test_the_minimal_graph_estimate_is_at_most_a_plain_searchs_leaves():
    kalah = get_game("kalah")
    plain = solve(kalah, algorithm="alphabeta-failsoft", depth=5, tt=True).stats.evaluations
    assert minimal_graph_leaves(kalah, None, 5) <= plain


def test_etc_rows_pair_each_search_without_and_with_etc_on_the_same_value():
    rows = etc_rows([("kalah", None, 5)], [("MTD(f)", "mtdf", {})])
    off, on = rows
    assert (off.etc, on.etc) == (False, True) and off.value == on.value
    assert off.etc_cutoffs == 0 and off.minimal == on.minimal > 0


def test_etc_rows_hand_progress_every_search_once_and_measure_the_same():
    games, configurations = [("kalah", None, 3), ("tictactoe", None, 2)], [("MTD(f)", "mtdf", {})]
    seen = []

    def watch(tasks):
        seen.extend(tasks)
        return tasks

    watched = etc_rows(games, configurations, progress=watch)
    assert [(game[0], etc) for game, _, etc in seen] == [
        ("kalah", False),
        ("kalah", True),
        ("tictactoe", False),
        ("tictactoe", True),
    ]
    plain = etc_rows(games, configurations)
    assert [(r.game, r.etc, r.leaves, r.minimal) for r in watched] == [
        (r.game, r.etc, r.leaves, r.minimal) for r in plain
    ]

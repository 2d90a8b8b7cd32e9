"""Enhanced transposition cutoffs (``etc=True``): the same values, honest traces, counted."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_correctness import trees
from test_games_agree import random_position

from gamesearch.errors import InvalidSearchError
from gamesearch.games import get_game
from gamesearch.search import ALGORITHMS, solve
from gamesearch.trace import bound_violations
from gamesearch.trace.annotate import exact_value

#: The algorithms that take etc, and the window-free value each returns.
ETC_ALGORITHMS = [n for n, a in ALGORITHMS.items() if "etc" in a.options]
EXACT = [n for n in ETC_ALGORITHMS if n != "nws"]


def test_every_table_using_algorithm_takes_etc_but_nega_alpha_limit():
    expected = {
        *("alphabeta", "alphabeta-failsoft", "negascout"),
        *("negascout-hiroi", "pvs", "mtdf", "id-mtdf", "mtd-step", "id-alphabeta", "sss"),
        *("dual", "mtd-bi", "bisect", "nws", "fast"),
    }
    assert set(ETC_ALGORITHMS) == expected


def run(game, name, state, depth, **options):
    if ALGORITHMS[name].needs_depth and depth is None:
        depth = 12
    if name == "nws":
        options.setdefault("gamma", 1)
    return solve(game, state, name, depth=depth, tt=True, **options)


@settings(max_examples=60, deadline=None)
@given(game=trees(), ordering=st.sampled_from(["natural", "tt", "tt+mobility", "history"]))
def test_random_trees_keep_their_minimax_value(game, ordering):
    state = game.initial_state()
    truth = exact_value(game, state, None, {})
    for name in EXACT:
        result = run(game, name, state, None, etc=True, ordering=ordering)
        assert result.value == truth, name
        assert bound_violations(run(game, name, state, None, etc=True, trace=True).trace) == []


@pytest.mark.parametrize("name", ["tictactoe", "kalah", "reversi-4x4", "reversi-4x6"])
def test_random_positions_of_every_game_keep_their_minimax_value(name):
    """With etc, every algorithm returns negamax's value at the same depth, and traced bounds
    hold; on some position etc cuts off (so the test exercises it)."""
    game = get_game(name)
    depth = {"tictactoe": None, "kalah": 3, "reversi-4x4": None, "reversi-4x6": 4}[name]
    cut = 0
    for k in range(3):
        state = random_position(game, plies=2 + 2 * k, seed=11 + k)
        if game.is_terminal(state):
            continue
        truth = solve(game, state, "negamax", depth=depth).value
        for algorithm in EXACT:
            d = depth if depth is not None or not ALGORITHMS[algorithm].needs_depth else 16
            truth_d = truth if d == depth else solve(game, state, "negamax", depth=d).value
            result = solve(game, state, algorithm, depth=d, tt=True, etc=True, trace=True)
            assert result.value == truth_d, (name, algorithm)
            assert bound_violations(result.trace) == [], (name, algorithm)
            cut += result.stats.etc_cutoffs
        gamma = truth + 1
        test = solve(game, state, "nws", depth=depth, tt=True, etc=True, gamma=gamma)
        assert (test.value >= gamma) == (truth >= gamma)
    assert cut > 0


def test_an_etc_cutoff_is_traced_as_what_happens():
    """Where etc cut off, the trace shows the refuting child searched first, answered by
    the table (no leaf below it), and the cutoff; the counts say how many times."""
    result = solve("reversi-4x6", algorithm="mtdf", etc=True, trace=True, trace_limit=10**6)
    stats, trace = result.stats, result.trace
    assert stats.etc_cutoffs > 0 and stats.etc_probes >= stats.etc_cutoffs
    children = trace.children_map()
    answered_first = 0
    for i, node in trace.walk():
        kids = children.get(i, [])
        if node.cutoff_child is not None and kids == [node.cutoff_child]:
            first = trace.nodes[kids[0]]
            answered_first += first.tt == "hit"
    assert answered_first >= stats.etc_cutoffs


def test_etc_changes_no_value_and_evaluates_fewer_leaves_on_reversi():
    game = get_game("reversi-4x6")
    plain = solve(game, algorithm="mtdf")
    enhanced = solve(game, algorithm="mtdf", etc=True)
    assert enhanced.value == plain.value
    assert plain.stats.etc_cutoffs == plain.stats.etc_probes == 0
    assert enhanced.stats.evaluations < plain.stats.evaluations


def test_etc_needs_a_table_and_a_taker():
    with pytest.raises(InvalidSearchError, match="tt=True"):
        solve("tictactoe", algorithm="alphabeta", etc=True)
    with pytest.raises(InvalidSearchError, match="no option 'etc'"):
        solve("tictactoe", algorithm="nega-alpha-limit", etc=True, tt=True)
    with pytest.raises(InvalidSearchError, match="etc is True or False"):
        solve("tictactoe", algorithm="mtdf", etc=1)

"""The one entry point: options, errors, budgets, statistics."""

import math
import re
from itertools import pairwise

import pytest

from gamesearch.errors import (
    InvalidSearchError,
    InvalidStateError,
    MoveNotationError,
    UnknownNameError,
    WrongGameError,
)
from gamesearch.games import get_game
from gamesearch.games.trees import HIROI_TREE, PI_TREE, TreeGame
from gamesearch.search import TranspositionTable, solve

INF = float("inf")


def test_unknown_algorithm_lists_the_valid_ones():
    with pytest.raises(UnknownNameError, match=r"valid algorithms: .*negascout"):
        solve(PI_TREE, algorithm="alphabetta")


def test_unknown_game_lists_the_valid_ones():
    with pytest.raises(UnknownNameError, match=r"valid games: .*reversi-4x6"):
        solve("chess")


@pytest.mark.parametrize("depth", [-1, 2.5, "3", True])
def test_bad_depth_is_refused(depth):
    with pytest.raises(InvalidSearchError, match="depth must be a whole number"):
        solve(PI_TREE, algorithm="alphabeta", depth=depth)


def test_impossible_window_is_refused_with_advice():
    with pytest.raises(
        InvalidSearchError, match=r"impossible window \(5, 3\).*alpha must not exceed"
    ):
        solve(PI_TREE, algorithm="alphabeta", window=(5, 3))


def test_width_zero_window_needs_fail_soft():
    with pytest.raises(InvalidSearchError, match="width 0 needs alphabeta-failsoft"):
        solve(PI_TREE, algorithm="alphabeta", window=(3, 3))


def test_an_option_of_another_algorithm_is_named():
    with pytest.raises(InvalidSearchError, match="it is an option of mtdf, id-mtdf"):
        solve(PI_TREE, algorithm="alphabeta", first_guess=3)


def test_window_on_an_algorithm_without_one():
    with pytest.raises(InvalidSearchError, match="does not take a window"):
        solve(PI_TREE, algorithm="mtdf", window=(0, 1))


def test_iterative_deepening_needs_a_depth():
    with pytest.raises(InvalidSearchError, match="give it a depth"):
        solve(PI_TREE, algorithm="id-mtdf")


def test_nws_needs_gamma():
    with pytest.raises(InvalidSearchError, match="needs gamma"):
        solve(PI_TREE, algorithm="nws")


def test_minimax_refuses_a_table():
    with pytest.raises(InvalidSearchError, match="does not use a transposition table"):
        solve(PI_TREE, algorithm="minimax", tt=True)


def test_node_budget_stops_cleanly_and_keeps_the_trace():
    game = get_game("tictactoe")
    result = solve(game, algorithm="alphabeta-failsoft", node_budget=500, trace=True)
    assert not result.complete
    assert result.value is None and result.bound == "none"
    assert "node budget of 500 nodes" in result.message
    assert result.stats.nodes == len(result.trace) == 500
    assert result.trace.stopped == result.message
    assert result.trace.nodes[0].value is None  # the root never returned
    longer = solve(game, algorithm="alphabeta-failsoft", node_budget=5000)
    assert longer.best_move is not None  # the best root move found before the stop


@pytest.mark.parametrize("algorithm", ["id-alphabeta", "id-mtdf"])
def test_iterative_deepening_keeps_the_last_completed_depth(algorithm):
    game = TreeGame.random(3, 8, seed=3)
    result = solve(game, algorithm=algorithm, depth=8, node_budget=400)
    assert not result.complete
    depth = int(re.search(r"depth (\d+) was the last completed", result.message).group(1))
    assert 1 <= depth < 8
    assert result.value == solve(game, algorithm="minimax", depth=depth).value
    assert result.pv


def test_trace_cap_stops_recording_not_the_search():
    result = solve("tictactoe", algorithm="alphabeta-failsoft", trace=True, trace_limit=100)
    assert result.complete and result.value == 0
    assert len(result.trace) == 100 and "stopped recording at 100 nodes" in result.trace.truncated


def test_tracing_off_and_on_count_the_same():
    for name in ("alphabeta-failsoft", "negascout", "mtdf", "scout"):
        off = solve(PI_TREE, algorithm=name)
        on = solve(PI_TREE, algorithm=name, trace=True)
        assert off.stats == on.stats and off.value == on.value and off.pv == on.pv


def test_statistics_agree_with_the_node_records():
    game = get_game("tictactoe")
    state = game.play_line(game.initial_state(), "b2 a1")
    for name, extra in [
        ("negascout", {"tt": True}),
        ("mtdf", {}),
        ("scout", {}),
        ("nws", {"gamma": 1}),
    ]:
        result = solve(game, state, name, trace=True, ordering="natural", **extra)
        trace, stats = result.trace, result.stats
        nodes = trace.nodes
        assert stats.nodes == len(nodes)
        assert stats.evaluations == sum(n.leaf is not None for n in nodes)
        assert stats.cutoffs == sum(n.get("cutoff_move") is not None for n in nodes)
        assert stats.tt_hits == sum(n.tt == "hit" for n in nodes)
        assert stats.tt_probes == sum(n.tt is not None for n in nodes)
        assert stats.researches == sum(n.why == "re-search" for n in nodes)
        assert stats.tt_stores == sum(n.get("stored") is not None for n in nodes)
        assert len(stats.passes) == len(trace.passes)
        kinds = [kind for kind, _ in trace.events]
        assert kinds.count("enter") == kinds.count("exit") == len(nodes)


def test_mtdf_records_each_pass_and_converges():
    result = solve(PI_TREE, algorithm="mtdf", first_guess=0, trace=True)
    passes = result.trace.passes
    assert [p.number for p in passes] == list(range(1, len(passes) + 1))
    assert passes[-1].lower == passes[-1].upper == result.value
    for earlier, later in pairwise(passes):
        assert later.lower >= earlier.lower and later.upper <= earlier.upper
    assert all(result.trace.nodes[p.root].why == "mtdf-pass" for p in passes)


def test_negascout_research_happens_on_a_tree_built_for_it():
    # The second child beats the first, so its null-window probe fails high: a re-search.
    game = TreeGame([[1, 2], [5, 6]])
    result = solve(game, algorithm="negascout", ordering="natural", trace=True)
    assert result.value == 5
    assert result.stats.researches == 1
    assert [n.why for n in result.trace.nodes].count("re-search") == 1


def test_extra_turn_follows_the_player_not_the_ply():
    game = get_game("kalah-hiroi")
    state = game.initial_state()
    # Pit 1 of South with 6 stones ends in South's store: an extra turn.
    after = game.apply(state, 0)
    assert game.to_move(after) == game.to_move(state)
    for name in ("negamax", "alphabeta", "negascout", "mtdf"):
        result = solve(game, state, name, depth=2)
        assert result.value == solve(game, state, "minimax", depth=2).value


def test_result_turn_moves_include_the_extra_turn_chain():
    game = get_game("kalah-hiroi")
    result = solve(game, algorithm="negascout", depth=3)
    moves = result.turn_moves()
    state = game.initial_state()
    for move in moves[:-1]:
        state = game.apply(state, move)
        assert game.to_move(state) == 0
    assert moves[0] == result.best_move


def test_json_summary_has_the_documented_keys():
    data = solve(HIROI_TREE, algorithm="mtdf").as_dict()
    for key in (
        "value",
        "best_move",
        "pv",
        "nodes",
        "evaluations",
        "cutoffs",
        "researches",
        "tt_probes",
        "tt_hits",
        "tt_stores",
        "passes",
        "seconds",
    ):
        assert key in data
    assert not any(isinstance(v, float) and math.isinf(v) for v in data.values())


def test_trace_names_the_refuting_child_and_the_kept_child():
    result = solve(PI_TREE, algorithm="negascout", ordering="natural", trace=True)
    trace = result.trace
    for node_id, node in trace.walk():
        if node.get("cutoff_move") is not None:
            child = trace.nodes[node.get("cutoff_child")]
            assert child.move == node.get("cutoff_move") and child.parent == node_id
        if node.get("best_child") is not None:
            assert trace.nodes[node.get("best_child")].parent == node_id
    # Following the kept children from the root spells the principal variation.
    line, node_id = [], 0
    while trace.nodes[node_id].get("best_child") is not None:
        node_id = trace.nodes[node_id].get("best_child")
        line.append(trace.nodes[node_id].move)
    assert tuple(line) == result.pv


def test_iterative_deepening_tries_the_shallower_best_move_first():
    game = get_game("kalah")
    result = solve(game, algorithm="id-alphabeta", depth=4, ordering="tt", trace=True)
    trace = result.trace
    roots = [i for i, n in trace.walk() if n.parent < 0]
    for earlier, later in pairwise(roots):
        node = trace.nodes[later]
        if node.depth == trace.nodes[earlier].depth:
            continue  # an aspiration re-search at the same depth
        assert node.tt == "shallow"
        best = trace.nodes[trace.nodes[earlier].get("best_child")].move
        assert trace.nodes[trace.children(later)[0]].move == best


def test_a_symmetric_table_keeps_no_moves_of_another_orientation():
    table = TranspositionTable(symmetric=True)
    solve("tictactoe", algorithm="negascout", tt=table, moves="a1")
    assert len(table) > 0 and all(entry.move is None for entry in table.entries.values())


# -- bad arguments: each refused before any search, with the project's own exception ---------
NAN = float("nan")
BAD_SOLVE_CALLS = [
    ({"game": 123}, InvalidSearchError, "game is a Game or a preset name"),
    ({"game": None}, InvalidSearchError, "game is a Game or a preset name"),
    ({"moves": [4.0]}, MoveNotationError, "4.0 is not a move"),
    ({"moves": [True]}, MoveNotationError, "True is not a move"),
    ({"moves": 5}, MoveNotationError, "a line of moves is text"),
    ({"depth": 2**31, "trace": True}, InvalidSearchError, "depth must be a whole number"),
    ({"ordering": ""}, UnknownNameError, "unknown ordering ''"),
    ({"ordering": "+"}, UnknownNameError, r"unknown ordering '\+'"),
    ({"ordering": 5}, UnknownNameError, "unknown ordering 5"),
    ({"algorithm": "alphabeta", "window": (-5, NAN)}, InvalidSearchError, "pair .* of numbers"),
    ({"algorithm": "alphabeta", "window": (NAN, 1)}, InvalidSearchError, "pair .* of numbers"),
    ({"algorithm": "alphabeta", "window": ("-1", "1")}, InvalidSearchError, "pair .* of numbers"),
    ({"algorithm": "alphabeta", "window": (1,)}, InvalidSearchError, "pair .* of numbers"),
    ({"algorithm": "alphabeta", "window": (INF, INF)}, InvalidSearchError, "impossible window"),
    ({"algorithm": "nws", "gamma": "3"}, InvalidSearchError, "gamma must be a finite number"),
    ({"algorithm": "nws", "gamma": NAN}, InvalidSearchError, "gamma must be a finite number"),
    ({"algorithm": "mtdf", "first_guess": "0"}, InvalidSearchError, "first_guess must be"),
    ({"algorithm": "mtdf", "first_guess": NAN}, InvalidSearchError, "first_guess must be"),
    ({"node_budget": "5"}, InvalidSearchError, "node_budget must be a whole number"),
    ({"node_budget": NAN}, InvalidSearchError, "node_budget must be a whole number"),
    ({"node_budget": 0}, InvalidSearchError, "node_budget must be a whole number"),
    ({"time_limit": "1"}, InvalidSearchError, "time_limit must be a finite number"),
    ({"time_limit": -1}, InvalidSearchError, "time_limit must be a number > 0"),
    ({"time_limit": NAN}, InvalidSearchError, "time_limit must be a finite number"),
    ({"time_limit": 0}, InvalidSearchError, "time_limit must be a number > 0"),
    ({"trace": True, "trace_limit": "x"}, InvalidSearchError, "trace_limit must be"),
    ({"trace": "yes"}, InvalidSearchError, "trace must be True"),
    ({"node_budjet": 5}, InvalidSearchError, "did you mean 'node_budget'"),
    ({"algorithm": ["x"]}, UnknownNameError, "unknown algorithm"),
    ({"tt": "yes"}, InvalidSearchError, "tt is True, False, None"),
    ({"algorithm": "negascout", "scout_first": "yes"}, InvalidSearchError, "scout_first is"),
    ({"algorithm": "id-alphabeta", "depth": 3, "aspiration": -1}, InvalidSearchError, "> 0"),
    ({"start": ["x"]}, UnknownNameError, "unknown start"),
]


@pytest.mark.parametrize(("kwargs", "error", "message"), BAD_SOLVE_CALLS, ids=repr)
def test_a_bad_argument_is_refused_with_a_clear_error(kwargs, error, message):
    kwargs = {"game": "tictactoe", **kwargs}
    with pytest.raises(error, match=message):
        solve(**kwargs)


def test_a_state_of_another_game_is_refused():
    with pytest.raises(WrongGameError, match="belongs to 'kalah', not to 'tictactoe'"):
        solve("tictactoe", get_game("kalah").initial_state())


def test_a_hand_made_impossible_state_is_refused():
    game = get_game("tictactoe")
    state = game.initial_state()._replace(x=1, o=1)
    with pytest.raises(InvalidStateError, match="a square holds both X and O"):
        solve(game, state)


def test_a_nan_window_never_gives_an_answer():
    # It used to return -5 as an upper bound for a game whose value is 0.
    with pytest.raises(InvalidSearchError):
        solve("tictactoe", algorithm="alphabeta", window=(-5, NAN))


def test_a_tiny_time_limit_stops_before_the_root():
    result = solve("tictactoe", algorithm="minimax", time_limit=1e-9)
    assert not result.complete and result.stats.nodes == 0
    assert "time limit" in result.message


def test_observe_sees_the_live_counters():
    seen = []
    result = solve("tictactoe", algorithm="alphabeta", moves="b2", observe=seen.append)
    assert seen == [result.stats]


def test_the_source_name_of_fail_hard_alpha_beta_is_an_alias_of_alphabeta():
    from gamesearch.search import ALGORITHMS, get_algorithm
    from gamesearch.search.algorithms import ALIASES

    assert ALIASES == {"nega-alpha-improved": "alphabeta"}
    assert get_algorithm("nega-alpha-improved") is get_algorithm("alphabeta")
    assert "nega-alpha-improved" not in ALGORITHMS  # one registry entry, not two copies
    a = solve("kalah-hiroi", algorithm="nega-alpha-improved", depth=3, window=(-100, 100))
    b = solve("kalah-hiroi", algorithm="alphabeta", depth=3, window=(-100, 100))
    assert (a.value, a.stats.evaluations) == (b.value, b.stats.evaluations)

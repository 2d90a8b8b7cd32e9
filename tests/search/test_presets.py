"""Presets, configured algorithms in the registry (``solve(..., algorithm="fast")``), and
what the fast one is built of: the same values and truly best moves as plain search, and a
symmetric table key shared by exactly the positions that are images of one another."""

from itertools import pairwise

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from positions import random_position
from test_best_move import move_value
from test_request import build as request

from gamesearch.errors import InvalidDeclarationError, InvalidSearchError, UnknownNameError
from gamesearch.games import get_game
from gamesearch.games.base import Game
from gamesearch.search import ALGORITHMS, Ordering, TranspositionTable, rerun, solve
from gamesearch.search.algorithms import preset, register_algorithm

#: Game, remaining depth (None: to the end), and how many random plies from the start.
GAMES = {
    "tictactoe": (None, range(0, 6)),
    "kalah": (4, range(0, 12)),
    "reversi-4x4": (None, range(0, 6)),
    "reversi-4x6": (None, range(10, 16)),
}


@pytest.mark.parametrize("name", GAMES)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), pick=st.integers(0, 100))
def test_the_fast_preset_finds_the_value_and_a_truly_best_move(name, seed, pick):
    game = get_game(name)
    depth, plies = GAMES[name]
    state = random_position(game, plies[pick % len(plies)], seed, any_start=True)
    plain = solve(game, state, "negascout", depth=depth, tt=False, ordering="natural")
    fast = solve(game, state, "fast", depth=depth)
    assert fast.algorithm == "fast" and fast.options["ordering"] == "tt+mobility+squares"
    assert fast.value == plain.value
    if game.legal_moves(state) and not game.is_terminal(state) and depth != 0:
        assert move_value(game, state, fast.best_move, depth) == fast.value


def test_a_preset_is_its_base_algorithm_set_up_in_advance():
    fast, mtdf = ALGORITHMS["fast"], ALGORITHMS["mtdf"]
    assert (fast.base, fast.run, fast.options_type) == ("mtdf", mtdf.run, mtdf.options_type)
    hiroi = ALGORITHMS["negascout-hiroi"]
    assert hiroi.base == "negascout" and dict(hiroi.defaults) == {"scout_first": True}
    assert ALGORITHMS["mtd-bi"].base == "bisect" and ALGORITHMS["mtd-bi"].tt is True


def test_a_preset_uses_a_fresh_symmetric_table_and_yields_to_what_the_call_gives():
    plain = request("fast")
    assert plain.ordering.name == "tt+mobility+squares"
    assert plain.table is not None and plain.table.symmetric and len(plain.table) == 0
    assert request("fast", tt=True).table is not plain.table  # tt=True: a fresh one, each call
    mine = TranspositionTable()
    given = request("fast", tt=mine, ordering="natural", options={"etc": True})
    assert (given.table, given.ordering.name, given.options.as_dict()) == (
        mine,
        "natural",
        {"etc": True, "first_guess": 0},
    )
    assert request("fast", tt=False).table is None
    hiroi = request("negascout-hiroi", options={"scout_first": False})
    assert hiroi.options.as_dict()["scout_first"] is False  # the call wins here too


@pytest.fixture
def registered():
    """Names registered by the test, taken out of the registry again after it."""
    names: list[str] = []
    yield names
    for name in names:
        ALGORITHMS.pop(name, None)


#: For each field a preset sets: its base, the preset's value, a call's explicit other value,
#: and what the request holds (the preset's value without the call, the call's with it).
PRESET_FIELDS = {
    "tt=False, the call tt=True": (
        "negascout",
        {"tt": False},
        {"tt": True},
        lambda r: r.table is not None,
    ),
    "tt=True, the call tt=False": (
        "negascout",
        {"tt": True},
        {"tt": False},
        lambda r: r.table is None,
    ),
    "symmetric_table, the call its own table": (
        "mtdf",
        {"symmetric_table": True},
        {"tt": TranspositionTable()},
        lambda r: not r.table.symmetric,
    ),
    "ordering": (
        "mtdf",
        {"ordering": "natural"},
        {"ordering": "mobility"},
        lambda r: r.ordering.name == "mobility",
    ),
    "an option": (
        "mtdf",
        {"first_guess": 5},
        {"options": {"first_guess": -2}},
        lambda r: r.options.first_guess == -2,
    ),
    "a flag": (
        "mtdf",
        {"etc": True},
        {"options": {"etc": False}},
        lambda r: r.options.etc is False,
    ),
}


@pytest.mark.parametrize("field", PRESET_FIELDS)
def test_an_explicit_argument_wins_over_each_field_a_preset_sets(field, registered):
    base, settings_, call, holds = PRESET_FIELDS[field]
    registered.append("mine")
    register_algorithm(preset(base, "mine", "a preset for the test", **settings_))
    assert not holds(request("mine")), "without the call, the preset's value stands"
    assert holds(request("mine", **call)), "the call's explicit value wins"


def test_a_preset_cannot_give_a_table_to_an_algorithm_that_uses_none(registered):
    registered.append("mine")
    with pytest.raises(InvalidDeclarationError, match="mine sets tt=True, but minimax does not"):
        preset("minimax", "mine", "minimax with a table", tt=True)
    register_algorithm(preset("minimax", "mine", "minimax, no table", tt=False))
    with pytest.raises(InvalidSearchError, match="does not use a transposition table"):
        request("mine", tt=True)


def test_without_a_name_solve_runs_negascout_as_before():
    assert solve("tictactoe", moves="a1 b2").algorithm == "negascout"


def test_an_unknown_name_lists_the_presets_with_the_algorithms():
    with pytest.raises(UnknownNameError, match=r"unknown algorithm 'fsat'; .*did you mean 'fast'"):
        solve("tictactoe", algorithm="fsat")


def test_a_traced_preset_search_reruns_with_the_same_table_and_counts():
    first = solve("tictactoe", algorithm="fast", moves="a1", trace=True)
    assert first.trace.algorithm == "fast"
    again = rerun(first.trace)
    assert (again.algorithm, again.value, again.stats.nodes, again.stats.tt_hits) == (
        "fast",
        first.value,
        first.stats.nodes,
        first.stats.tt_hits,
    )


# -- the symmetric table's key ---------------------------------------------------------
@pytest.mark.parametrize("name", ["tictactoe", "reversi-4x4", "reversi-4x6", "reversi-6x6"])
@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6), plies=st.integers(0, 20), other=st.integers(0, 10**6))
def test_the_symmetric_key_is_shared_by_exactly_the_symmetric_positions(name, seed, plies, other):
    game = get_game(name)
    state = random_position(game, plies, seed, any_start=True)
    keys = {game.symmetric_key(symmetry.state(state)) for symmetry in game.symmetries}
    assert len(keys) == 1
    # Against another position: the same key exactly when the plain keys of their images
    # meet (the definition, as the base class computes it).
    second = random_position(game, plies, other, any_start=True)
    same_class = Game.symmetric_key(game, state) == Game.symmetric_key(game, second)
    assert (game.symmetric_key(state) == game.symmetric_key(second)) == same_class


def test_the_4x6_board_has_the_four_symmetries_of_a_rectangle_and_they_keep_the_value():
    game = get_game("reversi-4x6")
    names = [s.name for s in game.symmetries]
    assert names == ["identity", "mirror-left-right", "mirror-top-bottom", "rotate-180"]
    state = random_position(game, 12, 7, any_start=True)
    values = {
        solve(game, symmetry.state(state), "negascout", tt=False).value
        for symmetry in game.symmetries
    }
    assert len(values) == 1


def test_the_squares_tie_break_ranks_corners_first_and_x_squares_last():
    game = get_game("reversi-4x6")
    ranked = sorted(range(24), key=game.move_priority)
    names = [game.format_move(m) for m in ranked]
    assert names[:4] == ["a1", "f1", "a4", "f4"]
    assert set(names[-4:]) == {"b2", "e2", "b3", "e3"}
    assert get_game("tictactoe").move_priority(0) == 0  # games without ranks: no effect


def test_which_symmetries_keep_each_4x6_start():
    """The rules hold under all four; the standard start (W B / B W) is kept only by the
    half turn, the parallel one (W B / W B) by the top-bottom mirror: the table still
    shares entries between positions each symmetry relates."""
    game = get_game("reversi-4x6")
    keeping = {
        start: [
            s.name
            for s in game.symmetries
            if s.state(game.initial_state(start)) == game.initial_state(start)
        ]
        for start in game.starts
    }
    assert keeping == {
        "standard": ["identity", "rotate-180"],
        "parallel": ["identity", "mirror-top-bottom"],
    }


def test_the_squares_component_breaks_the_ties_of_the_sorter_before_it():
    game = get_game("reversi-4x6")
    state = game.play_line(game.initial_state(), "c1 b1")
    moves = game.legal_moves(state)
    by_square, _ = Ordering.named("squares").order(game, state, moves, None, None, 1)
    assert list(by_square) == sorted(moves, key=game.move_priority)
    both, _ = Ordering.named("mobility+squares").order(game, state, moves, None, None, 1)
    replies = [game.mobility(game.apply(state, m)) for m in both]
    assert replies == sorted(replies)  # fewest replies first ...
    for a, b in pairwise(both):  # ... and among equals, the better square first
        if game.mobility(game.apply(state, a)) == game.mobility(game.apply(state, b)):
            assert game.move_priority(a) <= game.move_priority(b)

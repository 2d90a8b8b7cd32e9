"""Zobrist keys and the fixed-size table: keys are XORs of features, a move changes a key by
the features it changes, a table with room and 64-bit keys searches exactly as the dictionary
does, and the counts of replacements and collisions say what happened."""

from functools import reduce
from operator import xor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from positions import random_position

from gamesearch.errors import InvalidSearchError
from gamesearch.games import get_game
from gamesearch.search import TranspositionTable, solve
from gamesearch.search.ttable import Entry
from gamesearch.search.zobrist import Slots, ZobristKey, ZobristKeys, ZobristTable

GAMES = ["tictactoe", "reversi-4x4", "reversi-4x6", "kalah"]


def every_position(game):
    """Every position reachable from the start, by its exact key."""
    found, stack = {}, [game.initial_state()]
    while stack:
        state = stack.pop()
        if game.key(state) not in found:
            found[game.key(state)] = state
            if not game.is_terminal(state):
                stack.extend(game.apply(state, m) for m in game.legal_moves(state))
    return found


@settings(max_examples=40, deadline=None)
@given(name=st.sampled_from(GAMES), plies=st.integers(0, 12), seed=st.integers(0, 10**6))
def test_a_move_changes_the_key_by_the_features_it_changes(name, plies, seed):
    game, keys = get_game(name), ZobristKeys()
    state = random_position(game, plies, seed)
    if game.is_terminal(state):
        return
    for move in game.legal_moves(state):
        child = game.apply(state, move)
        before, after = (set(keys.features(game.key(s))) for s in (state, child))
        step = reduce(xor, (keys.number(f) for f in before ^ after), 0)
        assert keys.code(game.key(state)) ^ step == keys.code(game.key(child))
        assert keys.code(game.key(child)) == reduce(xor, map(keys.number, after), 0)


def test_features_tell_every_tictactoe_position_apart_and_64_bits_never_collide():
    game, keys = get_game("tictactoe"), ZobristKeys(bits=64)
    positions = every_position(game)
    assert len(positions) == 5478
    assert len({frozenset(keys.features(k)) for k in positions}) == len(positions)
    assert len({keys.code(k) for k in positions}) == len(positions)


def test_short_keys_collide_as_the_pigeonhole_says():
    keys = ZobristKeys(bits=8)
    codes = {keys.code(k) for k in every_position(get_game("tictactoe"))}
    assert len(codes) <= 256 < 5478


def test_numbers_are_fixed_by_the_seed():
    assert ZobristKeys(seed=1).number((0, 3)) == ZobristKeys(seed=1).number((0, 3))
    assert ZobristKeys(seed=1).number((0, 3)) != ZobristKeys(seed=2).number((0, 3))
    assert ZobristKeys(bits=12).number((1, 2)) < 1 << 12


@pytest.mark.parametrize("symmetric", [False, True])
def test_a_table_with_room_searches_as_the_dictionary_does(symmetric):
    game = get_game("tictactoe")
    plain = solve(game, algorithm="alphabeta-failsoft", window=(-1, 1), ordering="natural",
                  tt=TranspositionTable(symmetric=symmetric))  # fmt: skip
    table = ZobristTable(slots=1 << 40, symmetric=symmetric)
    zobrist = solve(game, algorithm="alphabeta-failsoft", window=(-1, 1), ordering="natural",
                    tt=table)  # fmt: skip
    counts = table.counts
    assert (counts.replaced, counts.refused, counts.collisions) == (0, 0, 0)
    assert (zobrist.value, zobrist.stats.nodes, zobrist.stats.tt_hits) == (
        plain.value, plain.stats.nodes, plain.stats.tt_hits)  # fmt: skip
    assert zobrist.stats.nodes == (832 if symmetric else 4309)


@pytest.mark.parametrize("policy", ["always", "keep", "deeper"])
def test_a_small_table_loses_entries_not_the_value(policy):
    game = get_game("kalah")
    truth = solve(game, algorithm="alphabeta-failsoft", depth=5, ordering="natural").value
    for name in ("alphabeta-failsoft", "negascout", "mtdf"):
        table = ZobristTable(slots=64, replace=policy)
        result = solve(game, algorithm=name, depth=5, ordering="natural", tt=table)
        assert result.value == truth, name
        assert len(table) <= 64 and table.counts.collisions == 0
        if policy == "always":
            assert table.counts.refused == 0 and table.counts.replaced > 0
        if policy == "keep":
            assert table.counts.replaced == 0 and table.counts.refused > 0


def test_slots_replace_by_their_policy_and_count_collisions():
    a, b, c = ZobristKey(5, "a"), ZobristKey(13, "b"), ZobristKey(5, "c")  # 5 % 8 == 13 % 8
    deep, shallow = Entry(0, 0, 6), Entry(1, 1, 2)
    keep = Slots(8, "keep")
    keep[a] = deep
    keep[b] = shallow
    assert keep.get(b) is None and keep[a] is deep and (keep.refused, keep.replaced) == (1, 0)
    deeper = Slots(8, "deeper")
    deeper[a] = deep
    deeper[b] = shallow  # shallower: refused
    deeper[b] = Entry(2, 2, 7)  # deeper: replaces
    assert deeper[b].depth == 7 and (deeper.refused, deeper.replaced) == (1, 1)
    always = Slots(8, "always")
    always[a] = deep
    assert always[c] is deep and always.collisions == 1  # same code, another position
    assert len(always) == 1 and list(always) == [a]
    del always[a]
    assert len(always) == 0 and always.get(a) is None


def test_short_keys_can_make_the_value_wrong_and_are_counted():
    game = get_game("reversi-4x4")
    truth = solve(game, algorithm="alphabeta-failsoft", ordering="natural").value
    table = ZobristTable(slots=1 << 20, key_bits=8)
    wrong = solve(game, algorithm="alphabeta-failsoft", ordering="natural", tt=table)
    assert table.counts.collisions > 0 and wrong.value != truth


@pytest.mark.parametrize(
    "options, words",
    [({"slots": 0}, "at least 1 slot"), ({"replace": "newest"}, "replace is one of"),
     ({"key_bits": 0}, "1 to 128 bits"), ({"key_bits": "64"}, "1 to 128 bits")],
)  # fmt: skip
def test_bad_settings_say_what_is_wrong(options, words):
    with pytest.raises(InvalidSearchError, match=words):
        ZobristTable(**options)


def test_a_key_of_other_things_than_integers_is_refused_by_name():
    with pytest.raises(InvalidSearchError, match="integers and tuples of integers"):
        ZobristKeys().code(("b1", 3))
    with pytest.raises(InvalidSearchError, match="non-negative"):
        ZobristKeys().code((-1,))

"""With a table in a depth-limited search, every traced bound is about the node's own depth.

A position can be reached at different remaining depths (a pass in Reversi, an extra turn
in Kalah), so an entry stored after a deeper search would, if it answered, bound the deeper
value; the table's contract (see :mod:`gamesearch.search.ttable`) is that it does not.
"""

import pytest

from gamesearch.search import solve
from gamesearch.trace import bound_violations

CASES = [
    (
        "kalah",
        "4 6 3 3 2 1 1 4 5 3 3 5 4 2 2 2 5 1 1 6",
        "nega-alpha-limit",
        {"depth": 5, "ordering": "tt"},
    ),
    ("kalah", "4 5 3 5", "negascout", {"depth": 5}),
    ("kalah", "", "id-alphabeta", {"depth": 5}),
    ("reversi-4x4", "", "id-alphabeta", {"depth": 6}),
    ("reversi-4x4", "", "id-mtdf", {"depth": 6}),
    ("reversi-4x4", "", "alphabeta-failsoft", {"depth": 4, "ordering": "natural"}),
]


@pytest.mark.parametrize(("game", "moves", "algorithm", "options"), CASES)
def test_traced_bounds_hold_with_a_table_at_a_depth_limit(game, moves, algorithm, options):
    result = solve(game, algorithm=algorithm, moves=moves, tt=True, trace=True, **options)
    assert bound_violations(result.trace) == []


def test_an_entry_of_another_depth_does_not_answer():
    """4 x 4 Reversi: "a3 a2 b1" and "b1 pass a3 a2 pass" reach one position a ply apart."""
    from gamesearch.games import get_game
    from gamesearch.search import TranspositionTable

    game = get_game("reversi-4x4")
    table = TranspositionTable()
    deep = solve(game, algorithm="alphabeta-failsoft", depth=2, tt=table)
    entry = table.entries[game.key(deep.state)]
    assert entry.depth == 2
    assert table.probe(game.key(deep.state), 1, -99, 99).outcome == "shallow"
    assert table.probe(game.key(deep.state), 2, -99, 99).outcome == "hit"


def test_a_textbook_tree_is_keyed_by_path_so_a_table_costs_little():
    """Hashing a tree state hashed its whole tree (a table made a search 120 times slower):
    every key the table stores is the node's path, a short tuple of child indices, never
    something that holds the tree."""
    from gamesearch.games.trees import TreeGame
    from gamesearch.search import TranspositionTable

    game = TreeGame.random(4, 7, seed=1)
    table = TranspositionTable()
    solve(game, algorithm="alphabeta-failsoft", tt=table)
    assert table.entries
    for key in table.entries:
        assert type(key) is tuple and len(key) <= 7, key
        assert all(type(index) is int for index in key), key

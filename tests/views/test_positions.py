"""The position graph: a transposition is drawn as two lines meeting in one node."""

import pytest

from gamesearch.errors import GameSearchError, InvalidSearchError
from gamesearch.games import get_game
from gamesearch.views.positions import position_graph

REVERSI = get_game("reversi-4x6")


def test_two_orders_of_the_same_moves_meet_in_one_position():
    graph = position_graph(REVERSI, ["c1 b1 b2", "b2 b1 c1"])
    source = graph.source
    # start, 2 + 2 positions on the way, and one shared position at ply 3
    assert source.count("<IMG SRC=") == 6
    assert source.count("peripheries=2") == 1
    assert source.count("->") == 6
    assert "<svg" in graph.svg()


def test_different_positions_stay_apart():
    graph = position_graph(REVERSI, ["c1 b1", "b2 b1"])
    assert graph.source.count("<IMG SRC=") == 5 and "peripheries=2" not in graph.source


def test_bad_lines_are_refused():
    with pytest.raises(InvalidSearchError, match="at least one line"):
        position_graph(REVERSI, [])
    with pytest.raises(GameSearchError, match="z9"):
        position_graph(REVERSI, ["c1 z9"])

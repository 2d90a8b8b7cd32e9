"""NodeRecords compare by value: the nodes of two identical traces are equal, whichever trace
holds them, and a node that differs in anything the trace records is not."""

from gamesearch.games import get_game
from gamesearch.search import solve
from gamesearch.trace.model import NodeRecord


def traced(**options):
    game = get_game("tictactoe")
    start = game.play_line(game.initial_state(), "a1 b2")
    return solve(game, start, "alphabeta", trace=True, **options).trace


def test_two_identical_traces_have_equal_nodes():
    a, b = traced(), traced()
    assert len(a) > 50
    assert list(a.nodes) == list(b.nodes)
    assert {hash(n) for n in a.nodes} == {hash(n) for n in b.nodes}
    assert a.nodes[3] in set(b.nodes)


def test_a_node_that_differs_is_unequal():
    a, b = traced(), traced()
    b.value[5] = 99
    assert a.nodes[5] != b.nodes[5] and a.nodes[4] == b.nodes[4]
    assert a.nodes[1] != a.nodes[2]  # two nodes of one trace
    other = traced(ordering="natural")
    assert list(a.nodes) != list(other.nodes)
    assert NodeRecord(a, 0) == a.nodes[0] and a.nodes[0] != "node 0"

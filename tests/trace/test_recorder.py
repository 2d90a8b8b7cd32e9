"""The recorder: a trace capped at its node limit links a node only to the child whose
value it kept (or cut on), and to no child at all when that child was not recorded."""

import pytest

from gamesearch.search import solve


@pytest.mark.parametrize("algorithm", ["negascout", "alphabeta-failsoft", "mtdf"])
@pytest.mark.parametrize("limit", [50, 100, 300, 1000, 5000, 10**6])
def test_a_capped_trace_links_only_to_the_right_recorded_children(algorithm, limit):
    trace = solve("tictactoe", algorithm=algorithm, trace=True, trace_limit=limit).trace
    assert len(trace) <= limit and bool(trace.truncated) == (len(trace) == limit)
    for i in range(len(trace)):
        best, cut = trace.best_child[i], trace.cutoff_child[i]
        for child in (best, cut):
            assert child < 0 or trace.parent[child] == i, (i, child)
        if best >= 0 and trace.value[i] is not None:  # tic-tac-toe has no extra turns
            assert trace.value[i] == -trace.value[best], (i, best)


def test_pruned_moves_stay_the_games_moves_whatever_values_came_before():
    """The recorder shares one object per equal number or interval; the moves a cutoff
    prunes are not numbers: moves (0, 1) after a stored interval (0.0, 1.0) stay ints."""
    from gamesearch.games import get_game
    from gamesearch.trace import Trace
    from gamesearch.trace.recorder import Recorder

    game = get_game("tictactoe")
    recorder = Recorder(Trace(game, game.initial_state(), "alphabeta", {}))
    recorder.enter(None, 2, 0, -1.0, 1.0, "root")
    recorder.store(0.0, 1.0)
    recorder.cutoff(2, (0, 1))
    (pruned,) = [moves for moves in recorder.trace.pruned if moves]
    assert pruned == (0, 1) and [type(m) for m in pruned] == [int, int]

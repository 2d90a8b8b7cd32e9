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

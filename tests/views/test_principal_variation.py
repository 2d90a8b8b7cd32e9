"""No principal variation through a search or pass that failed low."""

import pytest

from gamesearch.games.trees import HIROI_TREE, PI_TREE
from gamesearch.search import solve
from gamesearch.views.tree import principal_variation, render_legend


def moves(trace, ids):
    return tuple(trace.nodes[i].move for i in ids[1:])


@pytest.mark.parametrize("tree", [HIROI_TREE, PI_TREE])
@pytest.mark.parametrize("guess", [0, 100, -100])
def test_mtdf_pv_is_the_last_pass_that_failed_high(tree, guess):
    result = solve(tree, algorithm="mtdf", first_guess=guess, trace=True)
    trace = result.trace
    ids = principal_variation(trace)
    roots = trace.children_map()[-1]
    high = [r for r in roots if trace.nodes[r].bound == "lower"]
    assert ids[0] == high[-1]
    assert all(trace.nodes[i].bound != "upper" for i in ids[:1])
    assert moves(trace, ids) == result.pv


@pytest.mark.parametrize("tree", [HIROI_TREE, PI_TREE])
def test_a_null_window_search_that_fails_low_has_no_pv(tree):
    low = solve(tree, algorithm="nws", gamma=100, trace=True)
    assert low.trace.nodes[0].bound == "upper"
    assert principal_variation(low.trace) == []
    high = solve(tree, algorithm="nws", gamma=-100, trace=True)
    assert principal_variation(high.trace)[0] == 0


def test_a_full_window_search_draws_its_pv():
    result = solve(HIROI_TREE, algorithm="alphabeta-failsoft", trace=True)
    assert moves(result.trace, principal_variation(result.trace)) == result.pv


def test_the_legend_says_an_exact_leaf_may_lie_outside_the_window():
    assert "inside the window,\\nor a leaf" in render_legend().source.replace("\n", "\\n")

"""The minimal tree: its definition on a textbook tree, Knuth & Moore's count on uniform
trees, perfect ordering reaching it, and no alpha-beta search evaluating fewer leaves."""

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamesearch.games.minimal_tree import minimal_tree, minimax, ordered
from gamesearch.games.trees import HIROI_TREE, TreeGame, TreeState
from gamesearch.search import solve

ALPHA_BETAS = ["alphabeta", "alphabeta-failsoft"]
ORDERINGS = ["natural", "eval", "history", "killer"]


def knuth_moore(w, d):
    return w ** math.ceil(d / 2) + w ** (d // 2) - 1


def evaluated(game, algorithm, ordering="natural"):
    """The paths of the leaves a search evaluated, and how many evaluations it counted."""
    result = solve(game, algorithm=algorithm, ordering=ordering, tt=False, trace=True)
    trace = result.trace
    paths = [trace.state(k).path for k, node in trace.walk() if node.leaf is not None]
    assert len(paths) == len(set(paths)) == result.stats.evaluations  # each leaf once
    return set(paths)


@st.composite
def uniform_trees(draw, max_leaves=256):
    w = draw(st.integers(1, 4))
    d = draw(st.integers(0, 5).filter(lambda d: w**d <= max_leaves))
    high, seed = draw(st.integers(0, 9)), draw(st.integers(0, 2**32))
    return TreeGame.random(w, d, low=0, high=high, seed=seed), w, d


@st.composite
def trees(draw, max_depth=4):
    """Random trees of uneven shape: a list of 1-3 subtrees, or a leaf below the root."""

    def grow(level):
        if level == max_depth or (level > 0 and draw(st.booleans())):
            return draw(st.integers(-6, 6))
        return [grow(level + 1) for _ in range(draw(st.integers(1, 3)))]

    return TreeGame(grow(0))


def test_hiroi_tree_by_hand():
    # R = max(A, B), A = min(C, D) = min(max(1, 3), max(4, 2)) = 3, B = min(2, 5) = 2.
    tree = minimal_tree(HIROI_TREE)
    assert tree.value == 3
    assert tree.min_solution == {(0, 0, 1), (0, 1, 0)}  # MAX plays A; C → 3, D → 4
    assert tree.max_solution == {(0, 0, 0), (0, 0, 1), (1, 0, 0), (1, 0, 1)}  # MIN: C, E
    assert len(tree.leaves) == 5


@settings(max_examples=60, deadline=None)
@given(game=trees())
def test_the_two_solution_trees_prove_the_value_and_meet_in_one_leaf(game):
    tree = minimal_tree(game)
    value_at = {path: game.node(TreeState(path, game)) for path in tree.leaves}
    assert tree.value == minimax(game.tree)
    assert min(value_at[p] for p in tree.min_solution) == tree.value  # f(T-) = f(G)
    assert max(value_at[p] for p in tree.max_solution) == tree.value  # f(T+) = f(G)
    assert len(tree.min_solution & tree.max_solution) == 1


@settings(max_examples=40, deadline=None)
@given(uniform=uniform_trees())
def test_uniform_trees_have_knuth_and_moores_count(uniform):
    game, w, d = uniform
    tree = minimal_tree(game)
    assert len(tree.min_solution) == w ** (d // 2)  # MAX's strategy: all MIN replies
    assert len(tree.max_solution) == w ** math.ceil(d / 2)
    assert len(tree.leaves) == knuth_moore(w, d)


@pytest.mark.parametrize("algorithm", ALPHA_BETAS)
@pytest.mark.parametrize("w, d", [(2, 1), (2, 4), (3, 3), (3, 4), (4, 3), (2, 7)])
@pytest.mark.parametrize("seed", range(3))
def test_perfect_ordering_evaluates_exactly_the_minimal_tree(algorithm, w, d, seed):
    game = ordered(TreeGame.random(w, d, seed=seed))
    leaves = evaluated(game, algorithm)
    assert len(leaves) == knuth_moore(w, d)
    assert leaves == minimal_tree(game).leaves


@pytest.mark.parametrize("algorithm", ALPHA_BETAS)
def test_worst_first_ordering_evaluates_more(algorithm):
    game = TreeGame.random(3, 4, seed=1)
    assert len(evaluated(ordered(game, best_first=False), algorithm)) > knuth_moore(3, 4)


@settings(max_examples=80, deadline=None)
@given(game=trees(), ordering=st.sampled_from(ORDERINGS))
def test_no_alpha_beta_search_evaluates_fewer_leaves_than_the_minimal_tree(game, ordering):
    least = len(minimal_tree(game).leaves)
    for algorithm in ALPHA_BETAS:
        assert len(evaluated(game, algorithm, ordering)) >= least

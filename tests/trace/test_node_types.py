"""Knuth & Moore's node types: the expected type against the path formula, the counts of
each type in the minimal tree, and observations that agree exactly when the ordering is
perfect."""

import math
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamesearch.games.minimal_tree import ordered
from gamesearch.games.trees import PI_TREE, TreeGame
from gamesearch.search import solve
from gamesearch.trace.node_types import (
    NodeType,
    disagreements,
    expected_types,
    observed_types,
)

ALPHA_BETAS = ["alphabeta", "alphabeta-failsoft"]
PV, CUT, ALL = NodeType.PV, NodeType.CUT, NodeType.ALL


def traced(game, algorithm="alphabeta", **options):
    options.setdefault("ordering", "natural")
    return solve(game, algorithm=algorithm, trace=True, **options).trace


def path_type(path):
    """Knuth & Moore's definition from the path a1 … al (1-based indices): type 1 if all
    are 1; else, j the first index with aj > 1, type 2 if l - j is even, 3 if odd."""
    j = next((i for i, a in enumerate(path, start=1) if a > 1), None)
    if j is None:
        return PV
    return CUT if (len(path) - j) % 2 == 0 else ALL


def trees():
    """Random trees of uneven shape, 1-3 children a node, up to 24 leaves."""
    nested = st.recursive(
        st.integers(-6, 6), lambda kids: st.lists(kids, min_size=1, max_size=3), max_leaves=24
    )
    return nested.filter(lambda tree: isinstance(tree, list)).map(TreeGame)


@settings(max_examples=40, deadline=None)
@given(game=trees())
def test_expected_types_follow_knuth_and_moores_path_formula(game):
    trace = traced(game, "minimax")  # every node, children in the natural order
    for k, want in enumerate(expected_types(trace)):
        assert want == path_type([m + 1 for m in trace.moves_to(k)]), k


@pytest.mark.parametrize("algorithm", ALPHA_BETAS)
@pytest.mark.parametrize("w, d", [(2, 5), (3, 4), (4, 3)])
@pytest.mark.parametrize("seed", range(3))
def test_perfect_ordering_visits_knuth_and_moores_counts_of_each_type(algorithm, w, d, seed):
    trace = traced(ordered(TreeGame.random(w, d, seed=seed)), algorithm)
    counts = Counter((trace.ply(k), t) for k, t in enumerate(expected_types(trace)))
    for ply in range(d + 1):  # K & M: 1, w^⌈l/2⌉ - 1 and w^⌊l/2⌋ - 1 critical nodes
        assert counts[ply, PV] == 1
        assert counts[ply, CUT] == w ** math.ceil(ply / 2) - 1
        assert counts[ply, ALL] == w ** (ply // 2) - 1
    assert not disagreements(trace)


@settings(max_examples=60, deadline=None)
@given(game=trees())
def test_with_a_best_child_first_every_node_does_what_its_type_expects(game):
    for algorithm in ALPHA_BETAS:
        trace = traced(ordered(game), algorithm)
        assert observed_types(trace) == expected_types(trace)


@pytest.mark.parametrize("algorithm", ALPHA_BETAS)
def test_worst_first_every_later_root_child_is_a_new_pv(algorithm):
    # Distinct leaves, worst first: each root child beats the one before, so each returns
    # an exact value (PV) where Knuth & Moore expect it refuted (CUT).
    game = ordered(TreeGame([[[1, 2], [3, 4]], [[5, 6], [7, 8]], [[9, 10], [11, 12]]]), False)
    trace = traced(game, algorithm)
    roots = trace.children(0)
    differ = disagreements(trace)
    assert [differ.get(k) for k in roots] == [None, (CUT, PV), (CUT, PV)]
    assert not disagreements(traced(ordered(game), algorithm))


def test_a_re_search_has_the_type_of_its_probe():
    # The second root child is better than the first: its null-window probe fails the
    # wrong way and it is searched again, as the same position.
    game = TreeGame([[[1, 2], [1, 2]], [[8, 9], [8, 9]]])
    trace = traced(game, "negascout")
    types, observed = expected_types(trace), observed_types(trace)
    researches = [k for k, node in trace.walk() if node.why == "re-search"]
    assert researches
    for k in researches:
        (probe,) = [
            j
            for j in trace.children(trace.nodes[k].parent)
            if j < k and trace.nodes[j].move == trace.nodes[k].move
        ]
        assert types[k] == types[probe] == CUT
        if trace.nodes[k].parent == 0:  # the better root move: a bound, then the value
            assert (observed[probe], observed[k]) == (ALL, PV)
            assert k in disagreements(trace) and probe in disagreements(trace)
    assert any(trace.nodes[k].parent == 0 for k in researches)


def test_each_mtdf_pass_is_a_search_of_its_own():
    trace = traced(PI_TREE, "mtdf")
    roots = trace.children(-1)
    assert len(roots) == len(trace.passes) > 1
    types, observed = expected_types(trace), observed_types(trace)
    for root in roots:
        assert types[root] is PV
        assert observed[root] in (CUT, ALL)  # a null window proves a bound, never a value
        first = trace.children(root)[0]
        assert types[first] is PV


def test_an_extra_turn_keeps_the_parents_expectation():
    # The same player moves again, no negamax flip: a CUT node's child is expected to
    # refute it, which for the same player is failing high (CUT); an ALL node's child is
    # expected to be refuted, failing low (ALL).
    trace = traced("kalah", depth=4, ordering="natural")
    types = expected_types(trace)
    same = [
        k
        for k, node in trace.walk()
        if node.parent >= 0 and trace.to_move[k] == trace.to_move[node.parent]
    ]
    assert any(types[trace.nodes[k].parent] is not PV for k in same)
    for k in same:
        parent = trace.nodes[k].parent
        if types[parent] is not PV:
            assert types[k] is types[parent]


def test_unfinished_nodes_are_not_observed():
    trace = solve("tictactoe", algorithm="alphabeta", node_budget=50, trace=True).trace
    observed = observed_types(trace)
    assert None in observed
    assert all(k not in disagreements(trace) for k, o in enumerate(observed) if o is None)

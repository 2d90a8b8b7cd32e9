"""Every algorithm returns the true minimax value, and every traced value proves its bound."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamesearch.games.trees import HIROI_TREE, PI_TREE, TreeGame
from gamesearch.search import ALGORITHMS, TranspositionTable, solve
from gamesearch.search.ttable import classify
from gamesearch.trace import annotate, bound_violations
from gamesearch.trace.annotate import exact_value

INF = float("inf")
EXACT_ALGORITHMS = [n for n in ALGORITHMS if n not in ("nws", "id-mtdf", "id-alphabeta")]
ORDERINGS = ["natural", "eval", "mobility", "history", "killer", "tt+killer+mobility"]


def true_value(game, depth=None):
    return exact_value(game, game.initial_state(), depth, {})


def leaf_values():
    return st.integers(-6, 6)


@st.composite
def trees(draw, max_depth=4):
    """Random trees of uneven shape: a leaf, or a list of 1-3 subtrees."""

    def grow(level):
        if level == max_depth or (draw(st.booleans()) and level > 0):
            return draw(leaf_values())
        return [grow(level + 1) for _ in range(draw(st.integers(1, 3)))]

    return TreeGame(grow(0))


def table_options(name):
    spec = ALGORITHMS[name]
    return [None] if spec.tt is False else [False, True]


@settings(max_examples=60, deadline=None)
@given(game=trees(), ordering=st.sampled_from(ORDERINGS))
def test_every_algorithm_finds_the_minimax_value(game, ordering):
    truth = true_value(game)
    for name in EXACT_ALGORITHMS:
        for tt in table_options(name):
            result = solve(game, algorithm=name, ordering=ordering, tt=tt)
            assert result.value == truth, (name, ordering, tt)
            assert result.bound == "exact"


@settings(max_examples=40, deadline=None)
@given(game=trees(), seed=st.integers(0, 3))
def test_every_traced_value_proves_its_bound(game, seed):
    ordering = ORDERINGS[seed]
    for name in [*EXACT_ALGORITHMS, "nws"]:
        for tt in table_options(name):
            extra = {"gamma": seed - 1} if name == "nws" else {}
            result = solve(game, algorithm=name, ordering=ordering, tt=tt, trace=True, **extra)
            assert bound_violations(result.trace) == [], (name, tt)


@settings(max_examples=60, deadline=None)
@given(game=trees(), alpha=st.integers(-7, 7), width=st.integers(0, 6))
def test_windows_keep_their_contract(game, alpha, width):
    beta = alpha + width
    truth = true_value(game)
    names = ("alphabeta", "alphabeta-failsoft", "negascout") if width else ("alphabeta-failsoft",)
    for name in names:
        for tt in (False, True):
            result = solve(game, algorithm=name, window=(alpha, beta), tt=tt, ordering="natural")
            v = result.value
            if name == "alphabeta":  # fail-hard stays inside the window
                assert alpha <= v <= beta
            bound = classify(v, alpha, beta)
            assert {"exact": v == truth, "upper": truth <= v, "lower": truth >= v}[bound]


@settings(max_examples=60, deadline=None)
@given(game=trees(), gamma=st.integers(-6, 7))
def test_null_window_search_answers_value_at_least_gamma(game, gamma):
    truth = true_value(game)
    for tt in (False, True):
        result = solve(game, algorithm="nws", gamma=gamma, tt=tt)
        assert (result.value >= gamma) == (truth >= gamma)
        assert result.bound == ("lower" if truth >= gamma else "upper")


def test_fail_soft_and_fail_hard_agree_at_the_root_and_differ_inside():
    soft = solve(PI_TREE, algorithm="alphabeta-failsoft", ordering="natural", trace=True)
    hard = solve(PI_TREE, algorithm="alphabeta", ordering="natural", trace=True)
    assert soft.value == hard.value == true_value(PI_TREE)
    inside = [(a.value, b.value) for a, b in zip(soft.trace.nodes, hard.trace.nodes, strict=True)]
    assert any(x != y for x, y in inside), "fail-soft should return values fail-hard clamps"
    for node in hard.trace.nodes:
        assert node.alpha <= node.value <= node.beta


def test_the_usual_cut_conditions_break_a_width_zero_window():
    """With alpha == beta, cutting on value >= beta treats an exact value as a refutation."""
    wrong = 0
    for seed in range(40):
        game = TreeGame.random(3, 3, low=-1, high=1, seed=seed)
        truth = true_value(game)
        strict = solve(game, algorithm="alphabeta-failsoft", window=(0, 0), ordering="natural")
        assert strict.value == truth  # leaves are -1/0/1: the width-0 window decides all
        usual = solve(
            game,
            algorithm="alphabeta-failsoft",
            window=(0, 0),
            zero_width_cut="usual",
            ordering="natural",
        )
        wrong += usual.value != truth
    assert wrong > 0


def test_hiroi_tree_alpha_beta_evaluates_five_leaves():
    result = solve(HIROI_TREE, algorithm="alphabeta", ordering="natural", trace=True)
    assert result.value == 3
    leaves = [HIROI_TREE.label(result.trace.state(i)) for i, n in result.trace.walk() if n.leaf]
    assert leaves == ["G", "H", "I", "K", "L"]


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_depth_limited_searches_agree_with_negamax(depth):
    game = TreeGame.random(3, 5, low=-9, high=9, seed=7)
    truth = true_value(game, depth)
    for name in [*EXACT_ALGORITHMS, "id-mtdf", "id-alphabeta"]:
        result = solve(game, algorithm=name, depth=depth)
        assert result.value == truth, name


def test_a_shared_table_carries_over_between_searches():
    table = TranspositionTable()
    first = solve(PI_TREE, algorithm="alphabeta-failsoft", tt=table)
    again = solve(PI_TREE, algorithm="alphabeta-failsoft", tt=table)
    assert first.value == again.value
    assert again.stats.nodes == 1 and again.stats.tt_hits == 1


def test_annotation_gives_the_true_value_of_every_node():
    result = solve(HIROI_TREE, algorithm="minimax", trace=True)
    values = annotate(result.trace)
    assert values == [n.value for n in result.trace.nodes]  # minimax is exact everywhere

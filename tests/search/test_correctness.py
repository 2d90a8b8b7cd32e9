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
def trees(draw, max_depth=4, leaves=None):
    """Random trees of uneven shape: a leaf (drawn from ``leaves``, by default
    :func:`leaf_values`), or a list of 1-3 subtrees."""
    leaves = leaf_values() if leaves is None else leaves

    def grow(level):
        if level == max_depth or (draw(st.booleans()) and level > 0):
            return draw(leaves)
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
    names = ("alphabeta", "alphabeta-failsoft", "negascout", "negascout-hiroi", "pvs")
    names = names if width else ("alphabeta-failsoft",)
    for name in names:
        for tt in (False, True):
            result = solve(game, algorithm=name, window=(alpha, beta), tt=tt, ordering="natural")
            v = result.value
            if name in ("alphabeta", "pvs"):  # fail-hard stays inside the window
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


# -- NegaScout (Reinefeld), the source's variant and PVS: what each re-searches, and when --
# Notebook 04's smallest tree with a necessary re-search: B's probe "is B > 2?" cuts both
# of B's children at their first leaf and proves only B >= min(8, 5) = 5; B is 7.
NECESSARY = [[[7, 8], [1, 2]], [[8, 6], [5, 7]]]


def researches(result):
    nodes = result.trace.nodes
    return [(nodes[n.parent], n) for n in nodes if n.why == "re-search"]


@settings(max_examples=60, deadline=None)
@given(game=trees(), alpha=st.integers(-7, 7), width=st.integers(1, 6))
def test_reinefeld_skips_researches_with_two_plies_left_and_keeps_the_value(game, alpha, width):
    truth = true_value(game)
    window = (alpha, alpha + width)
    limited = solve(game, algorithm="negascout", depth=4, window=window, trace=True)
    always = solve(game, algorithm="negascout", window=window, trace=True)  # no depth: always
    assert all(parent.depth > 2 for parent, _ in researches(limited))
    assert limited.value == always.value
    bound = classify(limited.value, *window)
    assert {"exact": limited.value == truth, "upper": truth <= limited.value}.get(
        bound, truth >= limited.value
    )
    assert bound_violations(limited.trace) == []


def test_a_necessary_research():
    game = TreeGame(NECESSARY)
    result = solve(game, algorithm="negascout", depth=3, ordering="natural", trace=True)
    assert result.value == true_value(game) == 7
    [(parent, research)] = researches(result)
    probes = [n for n in result.trace.nodes if n.why == "null-window" and n.parent == parent.id]
    assert -probes[-1].value == 5 and -research.value == 7  # the probe alone is not exact


@settings(max_examples=60, deadline=None)
@given(game=trees(), alpha=st.integers(-7, 7), width=st.integers(1, 6))
def test_pvs_is_fail_hard_and_researches_only_at_pv_nodes(game, alpha, width):
    truth = true_value(game)
    beta = alpha + width
    result = solve(game, algorithm="pvs", window=(alpha, beta), trace=True)
    assert alpha <= result.value <= beta
    if alpha < result.value < beta:
        assert result.value == truth
    assert all(p.beta - p.alpha > 1 for p, _ in researches(result))
    assert bound_violations(result.trace) == []


def test_the_three_differ_where_they_should():
    game = TreeGame(NECESSARY)
    hiroi = solve(game, algorithm="negascout-hiroi", ordering="natural", trace=True)
    pvs = solve(game, algorithm="pvs", ordering="natural", trace=True)
    assert hiroi.value == pvs.value == 7
    # PVS re-searches with the whole window; NegaScout with (t, beta).
    reinefeld = solve(game, algorithm="negascout", depth=3, ordering="natural", trace=True)
    [(_, r)] = researches(reinefeld)
    assert (r.alpha, r.beta) == (-INF, -5)  # (5, inf) from the root: t = 5
    [r] = [r for p, r in researches(pvs) if p.id == 0]
    assert (r.alpha, r.beta) == (-INF, -2)  # (2, inf): alpha = 2

"""SCOUT's tests are recorded as tests: a question from the player to move, whose answer is
right for the true value of its node, and SCOUT still finds the minimax value."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_correctness import trees  # random trees of uneven shape, leaves -6..6

from gamesearch import bounds
from gamesearch.games.kalah import Kalah
from gamesearch.games.trees import HIROI_TREE, TreeGame
from gamesearch.search import solve
from gamesearch.trace import annotate, bound_violations
from gamesearch.trace.annotate import exact_value

ORDERINGS = ["natural", "eval", "mobility", "history", "killer"]


def check_tests(trace):
    """Every test node has a test, every other node none, and each answer is the right
    answer to its question for the node's true value (from the player to move)."""
    truth = annotate(trace)
    tests = 0
    for i, node in trace.walk():
        assert (node.test is not None) == (node.why == "scout-test"), i
        if node.test is None:
            continue
        tests += 1
        assert node.answer == node.test.holds(truth[i]), (i, node.test, node.answer, truth[i])
        # The question is SCOUT's: "> v?" or "≥ v?" seen by MAX, at v = the node's entry.
        seen_by_max = node.test if node.to_move == 0 else node.test.mirrored()
        assert seen_by_max.relation in (">", "≥")
        assert node.test.v == node.alpha == node.beta
    return tests


@settings(max_examples=80, deadline=None)
@given(game=trees(), ordering=st.sampled_from(ORDERINGS))
def test_scout_finds_the_minimax_value_and_answers_every_test_rightly(game, ordering):
    result = solve(game, algorithm="scout", ordering=ordering, trace=True)
    assert result.value == exact_value(game, game.initial_state(), None, {})
    check_tests(result.trace)
    assert bound_violations(result.trace) == []


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("tictactoe", {"moves": "a1 b2"}),
        ("tictactoe", {"moves": "b2", "depth": 3}),
        (Kalah(pits=3, stones=2), {"depth": 4}),
        ("reversi-4x4", {"depth": 3}),
    ],
    ids=["tictactoe-end", "tictactoe-depth", "kalah", "reversi"],
)
def test_scout_on_game_positions(game, options):
    result = solve(game, algorithm="scout", trace=True, **options)
    reference = solve(game, algorithm="alphabeta", **options)
    assert result.value == reference.value
    assert check_tests(result.trace) > 0


def test_a_min_node_asks_the_mirror_of_maxs_question():
    """On HIROI_TREE, R (MAX) evaluates A (3) and asks B "> 3?"; B is a MIN node, so the
    trace holds MIN's own question "< −3?", answered no."""
    trace = solve(HIROI_TREE, algorithm="scout", ordering="natural", trace=True).trace
    b = next(i for i, n in trace.walk() if n.parent == 0 and n.why == "scout-test")
    assert trace.nodes[b].to_move == 1
    assert (trace.nodes[b].test.relation, trace.nodes[b].test.v) == ("<", -3)
    assert trace.nodes[b].answer is False
    assert trace.nodes[b].test.mirrored() == bounds.Test(">", 3)


def test_a_strict_claim_the_value_does_not_meet_is_reported():
    """A yes to "≥ 3?" at a node worth exactly 3 is right; recorded as a yes to "> 3?" it
    is wrong, though the bound (at least 3) still holds: the check sees the difference."""
    game = TreeGame([[3, 3], [2]])  # A (MIN) asks its second leaf "≥ 3?": yes, it is 3
    trace = solve(game, algorithm="scout", ordering="natural", trace=True).trace
    truth = annotate(trace)
    strict = {"≥": ">", "≤": "<"}
    k = next(
        i
        for i, n in trace.walk()
        if n.test is not None and n.test.relation in strict and n.answer and truth[i] == n.test.v
    )
    test = trace.nodes[k].test
    assert bound_violations(trace) == []
    trace.tests[k] = bounds.Test(strict[test.relation], test.v)
    assert [line.split(":")[0] for line in bound_violations(trace)] == [
        f"node {k} (path {' '.join(trace.path(k))})"
    ]


@pytest.mark.parametrize(
    ("relation", "v", "t", "holds", "proves_yes", "proves_no"),
    [
        (">", 3, 3, False, (">", "lower"), ("≤", "upper")),
        ("≥", 3, 3, True, ("≥", "lower"), ("<", "upper")),
        ("<", -3, -3, False, ("<", "upper"), ("≥", "lower")),
        ("≤", -3, -4, True, ("≤", "upper"), (">", "lower")),
    ],
)
def test_a_test_is_a_question_with_a_strict_or_plain_relation(
    relation, v, t, holds, proves_yes, proves_no
):
    test = bounds.Test(relation, v)
    assert test.holds(t) is holds
    assert test.mirrored().holds(-t) is holds  # the same question from the other side
    assert test.mirrored().mirrored() == test
    assert test.proves(True) == proves_yes and test.proves(False) == proves_no
    assert test.answer(proves_yes[1]) is True and test.answer(proves_no[1]) is False
    assert test.question == f"{relation} {bounds.number(v)}?"


def test_an_unknown_relation_is_refused():
    with pytest.raises(ValueError, match="one of > ≥ < ≤"):
        bounds.Test("=", 3)


def test_a_test_node_reads_as_its_question():
    trace = solve(HIROI_TREE, algorithm="scout", ordering="natural", trace=True).trace
    assert "test=< −3?" in repr(trace.nodes[8]) and "window" not in repr(trace.nodes[8])
    assert "window=(-inf, inf)" in repr(trace.nodes[0])

"""Scores by class of node (gamesearch.exercises.grading): a right answer earns every class,
a typical mistake loses the classes where it lies and keeps the others, and a wrong value is
charged where it first appears, not to the nodes above it that it spoils."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from shipped_solutions import solution
from test_checkers import stale_window
from test_null_window import stub0, usual_cut

from gamesearch.bounds import classify
from gamesearch.errors import InvalidArgumentError
from gamesearch.exercises import (
    Node,
    check_alphabeta,
    check_alphabeta_failsoft,
    check_decide,
    check_minimax,
    check_negamax,
    exercise_trees,
)
from gamesearch.exercises.checker import Reference, judge, record_calls
from gamesearch.exercises.grading import CLASS_NAME, assert_right, failure, node_classes
from gamesearch.exercises.null_window import check_zero_width
from gamesearch.games.trees import TreeGame
from gamesearch.search import solve
from gamesearch.trace.node_types import OUTCOME

SOLUTION_01 = solution("01_minimax_and_negamax")
SOLUTION_02 = solution("02_alpha_beta")
SOLUTION_03 = solution("03_null_window_search")
INF = float("inf")
WINDOWED = ("leaf", "PV", "CUT", "ALL")


def earned(report):
    return [name for name in node_classes(solved(report)) if failure(report, name) is None]


def solved(report):
    """The report of the shipped solution to the same exercise, whose classes are scored."""
    checks = {
        "minimax": (check_minimax, SOLUTION_01.minimax),
        "negamax": (check_negamax, SOLUTION_01.negamax),
        "fail-hard alpha-beta": (check_alphabeta, SOLUTION_02.alphabeta),
        "fail-soft alpha-beta": (check_alphabeta_failsoft, SOLUTION_02.failsoft),
        "alpha-beta with a window of width 0": (check_zero_width, SOLUTION_03.alphabeta0),
    }
    check, right = checks[report.exercise]
    return check(right)


@pytest.mark.parametrize(
    ("check", "function", "classes"),
    [
        (check_minimax, SOLUTION_01.minimax, ("leaf", "MAX", "MIN")),
        (check_negamax, SOLUTION_01.negamax, ("leaf", "interior")),
        (check_alphabeta, SOLUTION_02.alphabeta, WINDOWED),
        (check_alphabeta_failsoft, SOLUTION_02.failsoft, WINDOWED),
        (check_zero_width, SOLUTION_03.alphabeta0, WINDOWED),
    ],
)
def test_a_right_answer_earns_every_class_its_check_judges(check, function, classes):
    report = check(function)
    assert node_classes(report) == classes
    assert earned(report) == list(classes)
    for name in classes:
        assert_right(report, name)  # raises nothing
    assert all(not outcome.wrong for outcome in report.outcomes)


def test_the_usual_cut_condition_at_width_0_loses_pv_and_cut_nodes_only():
    report = check_zero_width(usual_cut)
    assert earned(report) == ["leaf", "ALL"]
    # the first problem's sentence is the report's own, advice included
    assert (
        failure(report, "PV") == f"PV nodes (an exact value, inside the window): {report.message}"
    )
    assert "cuts as soon as a child's value reaches β" in failure(report, "PV")
    with pytest.raises(AssertionError, match=r"^CUT nodes \(fail high: a lower bound\): on "):
        assert_right(report, "CUT")


def test_a_fail_hard_answer_to_the_fail_soft_exercise_loses_leaves_and_all_nodes():
    report = check_alphabeta_failsoft(SOLUTION_02.alphabeta)
    assert earned(report) == ["PV", "CUT"]
    assert failure(report, "leaf").startswith("leaves: on hiroi-8, ")
    # every ALL node has leaves below it, wrong when clamped: none can be judged on its own
    assert failure(report, "ALL").startswith(
        "ALL nodes (fail low: an upper bound): none could be judged"
    )


def raises_alpha(trace, i):
    """Whether the reference, at trace node ``i``, gives a child after the first another
    window than (−β, −α): the step a search that never raises α gets wrong there."""
    node, below = trace.nodes[i], trace.children(i)
    return any(
        (trace.nodes[c].alpha, trace.nodes[c].beta) != (-node.beta, -node.alpha) for c in below[1:]
    )


def subtree_clean(trace, i):
    """Whether no node in trace node ``i``'s subtree, itself included, raises α."""
    below = [subtree_clean(trace, c) for c in trace.children(i)]
    return all(below) and not raises_alpha(trace, i)


def never_raising_alpha_earns():
    """The classes a search that never raises α earns in the fail-soft exercise, read off the
    reference's own traces of the exercise trees, each node with the reference's window: a
    class is earned when none of its nodes raises α and one of them has no node that does
    in its subtree (itself included), so the search does the same there as the reference."""
    lost, clean = set(), set()
    for root in exercise_trees():
        trace = solve(root.game, root.state, "alphabeta-failsoft", ordering="natural", trace=True)
        for i, node in trace.trace.walk():
            kind = (
                str(OUTCOME[classify(node.value, node.alpha, node.beta)])
                if trace.trace.children(i)
                else "leaf"
            )
            if raises_alpha(trace.trace, i):
                lost.add(kind)
            if subtree_clean(trace.trace, i):
                clean.add(kind)
    return [name for name in WINDOWED if name in clean - lost]


def test_a_search_that_never_raises_alpha_earns_each_class_it_gets_right():
    """Searched from (−∞, ∞) it gives every node (−∞, ∞), so it meets no CUT or ALL node of
    its own; the checker calls those with the reference's windows, so each class is judged
    on its own (ALL nodes never raise α: that class is right)."""
    report = check_alphabeta_failsoft(stale_window)
    expected = never_raising_alpha_earns()
    assert "ALL" in expected and "PV" not in expected  # what this test is about
    assert earned(report) == expected
    # the report's message is still the first problem of the function's own search
    assert report.message.startswith("on hiroi-8, H was searched with (−∞, ∞)")
    assert "the checker called" not in report.message


def finite_window_fails(node, alpha, beta):
    """Never raises α, and raises ValueError at an interior node given a finite window."""
    if node.is_leaf:
        return node.score
    if alpha != -INF or beta != INF:
        raise ValueError("a finite window")
    best = -INF
    for child in node.children:
        best = max(best, -finite_window_fails(child, -beta, -alpha))
        if best >= beta:
            break
    return best


def test_what_the_function_raises_where_the_checker_calls_it_loses_that_class():
    report = check_alphabeta_failsoft(finite_window_fails)
    assert "raised" not in report.message  # its own search, all (−∞, ∞), raised nothing
    for name in ("CUT", "ALL"):  # met only where the checker calls them, with finite windows
        assert failure(report, name).startswith(f"{CLASS_NAME[name]}: on ")
        assert "the checker called" in failure(report, name)
        assert failure(report, name).endswith("your function raised ValueError: a finite window.")
    assert failure(report, "leaf") is None


def test_a_stub_earns_nothing_and_says_it_is_not_written():
    report = check_zero_width(stub0)
    for name in WINDOWED:
        assert failure(report, name) == f"{CLASS_NAME[name]}: {report.message}"
    assert "not written yet" in report.message
    assert earned(report) == []


def test_a_check_that_tells_no_classes_apart_is_scored_whole():
    right = check_decide(SOLUTION_03.decide)
    wrong = check_decide(lambda node, search: search(node, -0.5, 0.5))  # the clamped value
    assert node_classes(right) == ()
    assert failure(right) is None
    assert failure(wrong) == wrong.message
    with pytest.raises(AssertionError):
        assert_right(wrong)


def test_an_unknown_class_is_refused_by_name():
    with pytest.raises(InvalidArgumentError, match="no class of node 'pv': one of leaf, PV"):
        failure(check_negamax(SOLUTION_01.negamax), "pv")


# -- a wrong value is charged where it first appears ---------------------------------------------
trees = st.builds(
    lambda b, d, seed: Node.root(TreeGame.random(b, d, low=-5, high=5, seed=seed)),
    st.integers(2, 3),
    st.integers(2, 4),
    st.integers(0, 10_000),
)


#: The path of the one leaf that one_wrong_leaf gets wrong.
WRONG_LEAF: list[tuple[str, ...]] = [()]


def one_wrong_leaf(node, alpha, beta):
    """Fail-soft alpha-beta that adds 10 to the value of one leaf (recursive by name, at
    module level, as the checker needs)."""
    if node.is_leaf:
        return node.score + (10 if node.path == WRONG_LEAF[0] else 0)
    best = -INF
    for child in node.children:
        best = max(best, -one_wrong_leaf(child, -beta, -max(alpha, best)))
        if best >= beta:
            break
    return best


@settings(max_examples=40, deadline=None)
@given(trees, st.integers(0, 80))
def test_one_wrong_leaf_is_a_problem_at_a_leaf_only(root, pick):
    """The nodes above the wrong leaf, and the windows that follow from its value, are
    spoilt, not wrong: every other node is judged on its own, and agrees."""
    _, calls = record_calls(SOLUTION_02.failsoft, root, -INF, INF)
    leaves = [c.node.path for c in calls if c.node.is_leaf]
    WRONG_LEAF[0] = leaves[pick % len(leaves)]
    _, mine = record_calls(one_wrong_leaf, root, -INF, INF)
    verdict = judge(mine, Reference("alphabeta-failsoft", "fail-soft alpha-beta"))
    assert [at for _, at in verdict.problems] == ["leaf"]
    assert verdict.problem.call.node.path == WRONG_LEAF[0]

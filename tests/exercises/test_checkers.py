"""The exercise checkers accept right answers and name the first difference in wrong ones."""

from shipped_solutions import solution

from gamesearch.exercises import (
    Node,
    check_alphabeta,
    check_alphabeta_failsoft,
    check_minimax,
    check_negamax,
)
from gamesearch.exercises.checker import fmt, fmt_window, record_calls
from gamesearch.games.trees import HIROI_TREE

SOLUTION_01 = solution("01_minimax_and_negamax")
minimax = SOLUTION_01.minimax
negamax = SOLUTION_01.negamax
SOLUTION_02 = solution("02_alpha_beta")
alphabeta = SOLUTION_02.alphabeta
failsoft = SOLUTION_02.failsoft

INF = float("inf")


def stale_window(node, alpha, beta):
    """A common mistake: the best value found so far is not passed down."""
    if node.is_leaf:
        return node.score
    best = -INF
    for child in node.children:
        best = max(best, -stale_window(child, -beta, -alpha))
        if best >= beta:
            break
    return best


def no_cutoff(node, alpha, beta):
    if node.is_leaf:
        return node.score
    best = -INF
    for child in node.children:
        best = max(best, -no_cutoff(child, -beta, -max(alpha, best)))
    return best


def test_right_answers_pass():
    assert check_minimax(minimax).ok
    assert check_negamax(negamax).ok
    assert check_alphabeta(alphabeta).ok
    assert check_alphabeta_failsoft(failsoft).ok


def test_a_missing_sign_flip_is_named():
    report = check_negamax(minimax)
    assert not report.ok
    assert "A returned 3, the reference returns −3" in str(report)


def test_a_stale_window_is_named_with_both_windows():
    report = check_alphabeta_failsoft(stale_window)
    assert "you searched H with window (−∞, ∞), the reference with (−∞, −1)" in str(report)


def test_a_missing_cutoff_is_named():
    report = check_alphabeta_failsoft(no_cutoff)
    assert "which the reference prunes" in str(report) or "the reference searches" in str(report)


def test_the_student_function_name_is_restored_after_a_check():
    check_negamax(negamax)  # rebinds the name in the function's own module while it runs
    assert negamax.__globals__ is vars(SOLUTION_01)
    assert SOLUTION_01.negamax is negamax


def test_a_crash_is_reported_not_raised():
    def broken(node):
        return node.nonexistent

    report = check_negamax(broken)
    assert "raised AttributeError" in str(report)


def test_nodes_expose_textbook_labels_and_both_value_views():
    root = Node.root(HIROI_TREE)
    leaf = root.children[0].children[0].children[0]
    assert [c.label for c in root.children] == ["A", "B"]
    assert leaf.label == "G" and leaf.value == 1 and leaf.score == -1  # MIN to move at G


def test_the_fail_hard_checker_compares_fail_hard_values_exactly():
    """A fail-soft solution is not a fail-hard one: the checker names the node, the window
    and the value it returned outside it (it used to clamp every value before comparing)."""
    assert check_alphabeta(alphabeta).ok
    report = check_alphabeta(failsoft)
    assert not report.ok
    text = str(report)
    assert "outside the window" in text and "clamps every value" in text
    # The reason is true: the named call is the first whose value lies outside its window.
    _, calls = record_calls(failsoft, Node.root(HIROI_TREE), -INF, INF)
    first = next(c for c in calls if not c.window[0] <= c.value <= c.window[1])
    expected = (
        f"you searched {first.label} with window {fmt_window(first.window)} "
        f"and returned {fmt(first.value)}, outside the window"
    )
    assert expected in text


def unclamped_leaf(node, alpha, beta):
    """Fail-hard at inner nodes, but a leaf's value returned unclamped."""
    if node.is_leaf:
        return node.score
    for child in node.children:
        alpha = max(alpha, -unclamped_leaf(child, -beta, -alpha))
        if alpha >= beta:
            return beta
    return alpha


def test_a_leaf_returned_unclamped_fails_the_fail_hard_checker():
    report = check_alphabeta(unclamped_leaf)
    assert not report.ok and "outside the window" in str(report)

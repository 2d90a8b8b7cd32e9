"""The checkers of notebooks 01-02 accept right answers and name, for each typical mistake,
the deepest wrong node in the order calls return, with its window, what it returned, what it
should have returned and what that value proves.

The expected node is found here from first principles (the textbook's rules and the shipped
solutions, run on each call's own node and window), not from the checker's reference.
"""

import functools

import pytest
from shipped_solutions import solution

from gamesearch.bounds import BOUND_OUTCOME, classify
from gamesearch.exercises import (
    Node,
    Report,
    check_alphabeta,
    check_alphabeta_failsoft,
    check_minimax,
    check_negamax,
    exercise_trees,
)
from gamesearch.exercises.checker import (
    KnuthMooreF2,
    check,
    fmt,
    fmt_window,
    record_calls,
    return_order,
)
from gamesearch.games.trees import HIROI_TREE

SOLUTION_01 = solution("01_minimax_and_negamax")
minimax = SOLUTION_01.minimax
negamax = SOLUTION_01.negamax
SOLUTION_02 = solution("02_alpha_beta")
alphabeta = SOLUTION_02.alphabeta
failsoft = SOLUTION_02.failsoft

INF = float("inf")


# -- typical wrong solutions -------------------------------------------------------------------
def stale_window(node, alpha, beta):
    """The best value found so far is not passed down."""
    if node.is_leaf:
        return node.score
    best = -INF
    for child in node.children:
        best = max(best, -stale_window(child, -beta, -alpha))
        if best >= beta:
            break
    return best


def off_by_one(node, alpha, beta):
    """The child's window is one too wide at the top: (−β, −a + 1)."""
    if node.is_leaf:
        return node.score
    best = -INF
    for child in node.children:
        best = max(best, -off_by_one(child, -beta, -max(alpha, best) + 1))
        if best >= beta:
            break
    return best


def no_negation(node, alpha, beta):
    """The child's value is not negated."""
    if node.is_leaf:
        return node.score
    best = -INF
    for child in node.children:
        best = max(best, no_negation(child, -beta, -max(alpha, best)))
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


def early_cutoff(node, alpha, beta):
    """Cuts as soon as a child improves on alpha, not when it reaches beta."""
    if node.is_leaf:
        return node.score
    best = -INF
    for child in node.children:
        best = max(best, -early_cutoff(child, -beta, -max(alpha, best)))
        if best > alpha:
            break
    return best


def alpha_not_best(node, alpha, beta):
    """Starts from alpha and returns it: fail-hard at inner nodes, in the fail-soft exercise
    (this is Knuth & Moore's F2, which the fail-hard exercise accepts)."""
    if node.is_leaf:
        return node.score
    best = alpha
    for child in node.children:
        best = max(best, -alpha_not_best(child, -beta, -best))
        if best >= beta:
            break
    return best


def unclamped_leaf(node, alpha, beta):
    """Fail-hard at inner nodes, but a leaf's value returned unclamped."""
    if node.is_leaf:
        return node.score
    for child in node.children:
        alpha = max(alpha, -unclamped_leaf(child, -beta, -alpha))
        if alpha >= beta:
            return beta
    return alpha


def knuth_moore_f2(node, alpha, beta):
    """Knuth & Moore's F2 (1975), as their paper writes it, in negamax form: m starts at α,
    a leaf returns its value and a cutoff returns m, unclamped."""
    if node.is_leaf:
        return node.score
    m = alpha
    for child in node.children:
        t = -knuth_moore_f2(child, -beta, -m)
        if t > m:
            m = t
        if m >= beta:
            return m
    return m


def swapped(node):
    """minimax with max and min exchanged."""
    if node.is_leaf:
        return node.value
    values = [swapped(child) for child in node.children]
    return min(values) if node.maximizing else max(values)


# -- the textbook's rules, to find the expected node independently ----------------------------
def textbook_problem(calls, right):
    """(kind, call) of the first call, in return order, that breaks nega-alpha's rules:
    searched with (α, β), a node passes its k-th child (−β, −max(α, best of the first k −
    1)), stops only when best >= β and returns ``right(node, α, β)``. None if none does."""
    for i in return_order(calls):
        call = calls[i]
        alpha, beta = call.window
        values = [-calls[k].value for k in call.children]
        if len(values) < len(call.node.children) and max(values, default=-INF) < beta:
            return "stopped", call
        if call.value != right(call.node, alpha, beta):
            return "value", call
        if call.parent >= 0:
            parent = calls[call.parent]
            k = parent.children.index(i)
            best = max((-calls[j].value for j in parent.children[:k]), default=-INF)
            if best >= parent.window[1]:
                return "extra", parent
            if call.window != (-parent.window[1], -max(parent.window[0], best)):
                return "window", call
    return None


def named(hint, kind, call, right):
    """The hint names the node, the window it was given, what it returned, and (for a
    wrong value) the right value and what it proves."""
    assert f"{call.label} was searched with {fmt_window(call.window)}" in hint
    assert f"returned {fmt(call.value)}" in hint
    if kind == "value":
        value = right(call.node, *call.window)
        bound = classify(value, *call.window)
        assert f"returns {fmt(value)} here" in hint and BOUND_OUTCOME[bound] in hint


WRONG_ALPHABETA = [
    stale_window,
    off_by_one,
    no_negation,
    no_cutoff,
    early_cutoff,
    alpha_not_best,
    unclamped_leaf,
    failsoft,
]


@pytest.mark.parametrize(
    "check, right, wrong",
    [(check_alphabeta, alphabeta, w) for w in WRONG_ALPHABETA if w is not alpha_not_best]
    + [(check_alphabeta_failsoft, failsoft, w) for w in [*WRONG_ALPHABETA[:-1], alphabeta]],
    ids=lambda x: getattr(x, "__name__", ""),
)
def test_a_wrong_alphabeta_is_named_at_its_deepest_wrong_node(check, right, wrong):
    report = check(wrong)
    assert not report.ok
    if check is check_alphabeta and closer_to_f2(wrong):
        right = knuth_moore_f2  # the exercise accepts F2 too, and judges by the closer one
        assert report.exercise == "fail-hard alpha-beta, as Knuth & Moore's F2"
    for root in exercise_trees():  # the first tree on which the textbook sees a problem
        _, calls = record_calls(wrong, root, -INF, INF)
        found = textbook_problem(calls, right)
        if found:
            break
    kind, call = found
    hint = str(report)
    assert f"on {root.game.name}, " in hint
    named(hint, kind, call, right)


def closer_to_f2(function):
    """Whether ``function`` agrees with F2 on more exercise trees than with the course's
    fail-hard alpha-beta (by the textbook's rules above)."""
    agree = {alphabeta: 0, knuth_moore_f2: 0}
    for root in exercise_trees():
        _, calls = record_calls(function, root, -INF, INF)
        for right in agree:
            agree[right] += textbook_problem(calls, right) is None
    return agree[knuth_moore_f2] > agree[alphabeta]


def test_knuth_and_moores_f2_passes_the_fail_hard_exercise_named_as_such():
    """Lecturer's issue: F2, the textbook's fail-hard alpha-beta, was marked wrong ("returned
    −4, outside its window"). It is right, and the report says which variant it recognised."""
    report = check_alphabeta(knuth_moore_f2)
    assert report.ok, report
    assert report.exercise == "fail-hard alpha-beta, as Knuth & Moore's F2"
    assert "that is Knuth & Moore's F2 (1975)" in report.message
    assert "a node that fails low returns α, but leaves and cutoffs return the value found" in str(
        report
    )
    # The course's own fail-hard answer is still judged, and named, as the course's.
    assert str(check_alphabeta(alphabeta)).startswith("✔ fail-hard alpha-beta: all 6 positions")
    # F2 is not fail-soft: a node that fails low returns α, not its best value.
    assert not check_alphabeta_failsoft(knuth_moore_f2).ok


def test_f2_with_a_mistake_is_told_its_mistake_in_f2s_terms():
    """A fail-soft answer agrees with F2 everywhere but at nodes that fail low, so it is
    judged as F2, and named where it returns less than α."""
    text = str(check_alphabeta(failsoft))
    assert text.startswith("✘ fail-hard alpha-beta, as Knuth & Moore's F2: on hiroi-8, ")
    assert "E was searched with (3, ∞) and returned 2, below its window" in text
    assert "starts a node's best value at α, so a node that fails low returns α" in text
    assert "it returns 3 here (≤ 3, fail-low: an upper bound)" in text


def test_both_right_solutions_pass_and_each_fails_the_other_exercise():
    """The fail-hard exercise tests fail-hard: a fail-soft solution fails it, and a fail-hard
    solution fails the fail-soft exercise."""
    assert check_alphabeta(alphabeta).ok
    assert check_alphabeta_failsoft(failsoft).ok
    assert not check_alphabeta(failsoft).ok
    assert not check_alphabeta_failsoft(alphabeta).ok


def test_a_fail_soft_value_in_the_fail_hard_exercise_is_named_outside_its_window():
    """On one tree a fail-soft answer agrees with neither fail-hard search: the course's own
    judges it (ties go to it), and the hint names F2 as the other answer it accepts."""
    text = str(
        check(
            "fail-hard alpha-beta",
            failsoft,
            [Node.root(HIROI_TREE)],
            "alphabeta",
            args=lambda n: (-INF, INF),
            fail_hard=True,
            also=(KnuthMooreF2(),),
        )
    )
    assert text.startswith("✘ fail-hard alpha-beta: on hiroi-8, ")
    assert "I was searched with (−3, ∞) and returned −4, outside its window" in text
    assert "clamps every value it returns, a leaf's too, to [−3, ∞]" in text
    assert "it returns −3 here (≤ −3, fail-low: an upper bound)" in text
    assert "Knuth & Moore's F2, which this check also accepts, returns a leaf's value" in text


def test_returning_alpha_instead_of_best_names_the_bound():
    """The issue's example: E gets (3, ∞), its children return −2 and −1."""
    text = str(check_alphabeta_failsoft(alpha_not_best))
    assert "E was searched with (3, ∞) and returned 3" in text
    assert "its children returned −2 and −1, so the best negated value is 2" in text
    assert "returns 2 here (≤ 2, fail-low: an upper bound)" in text


def test_a_missed_cutoff_names_the_node_its_window_and_the_refutation():
    text = str(check_alphabeta_failsoft(no_cutoff))
    assert "D was searched with (−∞, 3) and went on to J after I returned −4" in text
    assert "best = 4 ≥ β = 3 is a cutoff" in text
    assert "D returned 4 (≥ 4, fail-high: a lower bound)" in text


def test_a_cutoff_too_early_names_the_child_left_out():
    text = str(check_alphabeta_failsoft(early_cutoff))
    assert "C was searched with (−∞, ∞) and stopped after G, but best = 1 < β = ∞" in text
    assert "goes on to H with (−∞, −1)" in text and "returns 3 here (= 3, exact)" in text


def test_a_wrong_window_names_the_parent_and_the_rule():
    text = str(check_alphabeta_failsoft(stale_window))
    assert "H was searched with (−∞, ∞) and returned −3, but its parent C" in text
    assert "should pass it (−∞, −1) = (−β, −max(α, best so far)), best = 1" in text


def no_window_passed(node, alpha=-INF, beta=INF):
    """Negamax under alpha-beta's name: the children get the default window, none passed."""
    if node.is_leaf:
        return node.score
    return max(-no_window_passed(child) for child in node.children)


def test_a_call_made_without_a_window_is_named_not_a_crash():
    text = str(check_alphabeta_failsoft(no_window_passed))
    assert "G was searched and returned −1, but its parent C was searched without a window" in text
    assert "C passes G (−∞, ∞)" in text


# -- minimax and negamax -------------------------------------------------------------------------
def first_wrong_value(function, right):
    """The first position and call, in return order, whose value is not ``right(node)``."""
    for root in exercise_trees():
        _, calls = record_calls(function, root)
        for i in return_order(calls):
            if calls[i].value != right(calls[i].node):
                return root, calls[i]
    return None


@pytest.mark.parametrize(
    "check, right, wrong",
    [(check_negamax, negamax, minimax), (check_minimax, minimax, swapped)],
    ids=["negamax given minimax", "minimax with max and min swapped"],
)
def test_a_wrong_value_is_named_where_it_first_returns(check, right, wrong):
    report = check(wrong)
    root, call = first_wrong_value(wrong, right)
    text = str(report)
    assert not report.ok
    assert f"on {root.game.name}, {call.label} was searched and returned {fmt(call.value)}" in text
    assert f"returns {fmt(right(call.node))} here" in text


def test_a_missing_sign_flip_is_named_at_a_leaf():
    text = str(check_negamax(minimax))
    assert "G was searched and returned 1; it is a leaf of score −1 for the player to move" in text


def test_right_answers_pass():
    assert check_minimax(minimax).ok
    assert check_negamax(negamax).ok


# -- recording, reports --------------------------------------------------------------------------
def test_calls_are_recorded_as_a_tree_and_judged_children_first():
    root = Node.root(HIROI_TREE)
    _, calls = record_calls(negamax, root)
    assert [c.label for c in calls][:4] == ["R", "A", "C", "G"]
    for i, call in enumerate(calls):
        assert [calls[k].label for k in call.children] == [c.label for c in call.node.children]
        assert all(calls[k].parent == i for k in call.children)
    order = list(return_order(calls))
    assert sorted(order) == list(range(len(calls))) and order[-1] == 0
    assert all(order.index(k) < order.index(i) for i, c in enumerate(calls) for k in c.children)


def test_the_student_function_name_is_restored_after_a_check():
    check_negamax(negamax)  # rebinds the name in the function's own module while it runs
    assert negamax.__globals__ is vars(SOLUTION_01)
    assert SOLUTION_01.negamax is negamax


def test_a_crash_is_reported_not_raised():
    def broken(node):
        return node.nonexistent

    report = check_negamax(broken)
    assert "raised AttributeError" in str(report)


def test_a_function_not_written_with_def_is_named():
    report = check_negamax(functools.partial(negamax))
    assert not report.ok
    assert "is not a function written with def" in str(report)


def test_nodes_expose_textbook_labels_and_both_value_views():
    root = Node.root(HIROI_TREE)
    leaf = root.children[0].children[0].children[0]
    assert [c.label for c in root.children] == ["A", "B"]
    assert leaf.label == "G" and leaf.value == 1 and leaf.score == -1  # MIN to move at G


def test_a_report_reads_the_same_as_text_and_html_in_either_theme():
    bad = Report("x < y", failures=["E was searched with (3, ∞) & returned 3."])
    good = Report("negamax", passed=6)
    assert str(good) == "✔ negamax: all 6 positions agree with the reference, call by call."
    assert str(bad) == "✘ x < y: E was searched with (3, ∞) & returned 3."
    for report in (good, bad):
        page = report._repr_html_()
        assert "color:inherit" in page  # the text takes the theme's colour
        colours = [part.split(";")[0] for part in page.split("color:")[1:]]
        assert all(c == "inherit" or c.startswith("var(--jp-") for c in colours), colours
    page = bad._repr_html_()
    assert "x &lt; y" in page and "(3, ∞) &amp; returned 3." in page
    assert "--jp-error-color" in page and "--jp-success-color" in good._repr_html_()


def twice(node, alpha, beta):
    """Searches its first child a second time instead of moving on."""
    if node.is_leaf:
        return node.score
    best = -INF
    for child in [node.children[0], *node.children]:
        best = max(best, -twice(child, -beta, -max(alpha, best)))
        if best >= beta:
            break
    return best


def test_a_child_searched_twice_is_named():
    text = str(check_alphabeta_failsoft(twice))
    assert not check_alphabeta_failsoft(twice).ok
    assert "C's child number 2 is H, but G was searched with (−∞, −1) there and returned −1" in text


def last_again(node, alpha, beta):
    """Searches its last child a second time after the others."""
    if node.is_leaf:
        return node.score
    best = -INF
    for child in [*node.children, node.children[-1]]:
        best = max(best, -last_again(child, -beta, -max(alpha, best)))
        if best >= beta:
            break
    return best


def test_a_child_searched_again_after_the_last_is_named():
    text = str(check_alphabeta_failsoft(last_again))
    assert "C was searched with (−∞, ∞) and went on to H again: it has 2 children" in text

"""The checkers of notebook 03 accept right answers and explain typical wrong ones."""

import math

from shipped_solutions import solution

from gamesearch.exercises.null_window import (
    bisect_positions,
    check_bisect,
    check_decide,
    check_zero_width,
    decide_positions,
    zero_width_positions,
)

SOLUTION_03 = solution("03_null_window_search")
alphabeta0 = SOLUTION_03.alphabeta0
bisect = SOLUTION_03.bisect

INF = float("inf")


# -- width 0 ------------------------------------------------------------------------------
def usual_cut(node, alpha, beta):
    """The usual condition: it cuts when a value merely equals beta."""
    if node.is_leaf:
        return node.score
    best = -INF
    for child in node.children:
        best = max(best, -usual_cut(child, -beta, -max(alpha, best)))
        if best >= beta:
            break
    return best


def fail_hard0(node, alpha, beta):
    """Fail-hard: starts from alpha and clamps, so at width 0 every value looks exact."""
    if node.is_leaf:
        return min(max(node.score, alpha), beta)
    best = alpha
    for child in node.children:
        best = max(best, -fail_hard0(child, -beta, -best))
        if best > beta:
            break
    return min(best, beta)


def stub0(node, alpha, beta):
    raise NotImplementedError("write alphabeta0 here")


def test_zero_width_positions_include_ties_at_beta():
    gammas = [gamma for _, gamma in zero_width_positions()]
    assert len(gammas) == 13 and gammas[:2] == [3, 4]  # HIROI_TREE: its value, then one above


def test_a_right_zero_width_search_passes():
    report = check_zero_width(alphabeta0)
    assert report.ok, str(report)
    assert report.passed == 13


def test_the_usual_cut_condition_is_named():
    report = check_zero_width(usual_cut)
    text = str(report)
    assert not report.ok
    assert "cuts as soon as a child's value reaches β (value >= beta)" in text
    assert "cut only when it exceeds β (value > beta)" in text
    assert "on hiroi-8 with the window (3, 3)" in text
    # named at the deepest node that cut on a tie, A, with the child it left out
    assert "A was searched with (−3, −3) and stopped after C, but best = −3 = β" in text
    assert "goes on to D with (3, 3)" in text


def test_a_fail_hard_zero_width_search_is_caught():
    text = str(check_zero_width(fail_hard0))
    assert "G was searched with (−3, −3) and returned −3" in text
    assert "fail-soft alpha-beta returns −1 here (≥ −1, fail-high: a lower bound)" in text
    assert "a fail-hard (clamped) search returns γ everywhere at width 0" in text


def test_a_stub_gives_a_readable_report():
    report = check_zero_width(stub0)
    assert str(report) == (
        "✘ alpha-beta with a window of width 0: not written yet: on hiroi-8 with the window "
        "(3, 3) your function raised NotImplementedError (write alphabeta0 here). "
        "Replace the stub's body."
    )


# -- one window ---------------------------------------------------------------------------
def decide(node, search):
    alpha, beta = -0.5, 0.5
    r = search(node, alpha, beta)
    return -1 if r <= alpha else 1 if r >= beta else 0


def decide_wide(node, search):
    r = search(node, -1, 1)
    return -1 if r <= -1 else 1 if r >= 1 else 0


def decide_raw(node, search):
    return search(node, -0.5, 0.5)


def decide_zero(node, search):
    return search(node, 0, 0)


def decide_twice(node, search):
    if search(node, 0, 1) >= 1:
        return 1
    return 0 if search(node, -1, 0) >= 0 else -1


def decide_off_centre(node, search):
    r = search(node, 0, 1)
    return -1 if r <= 0 else 1


def test_decide_positions_cover_all_three_values():
    assert sorted({value for _, value in decide_positions()}) == [-1, 0, 1]


def test_one_window_decides():
    report = check_decide(decide)
    assert repr(report) == str(report)  # shown the same way in a notebook
    assert str(report) == (
        "✔ deciding a −1/0/1 value with one window: all 6 positions decided right with one "
        "search each."
    )
    assert check_decide(decide_wide).ok  # (-1, 1) is also such a window


def test_returning_the_raw_fail_hard_value_is_explained():
    text = str(check_decide(decide_raw))
    assert "decide returned −0.5" in text
    assert "fail-low: r ≤ α proves only that the value is at most −0.5" in text
    assert "which values does that leave?" in text


def test_a_width_0_window_is_refused_with_the_reason():
    text = str(check_decide(decide_zero))
    assert "window (0, 0), of width 0" in text and "−1 ≤ α < 0 < β ≤ 1" in text


def test_two_searches_are_one_too_many():
    text = str(check_decide(decide_twice))
    assert "called search 2 times (windows (0, 1), (−1, 0))" in text


def test_a_window_without_the_draw_inside_is_named():
    text = str(check_decide(decide_off_centre))
    assert "A draw (0) must lie strictly inside the window" in text


def test_a_decide_stub_is_reported():
    def stub(node, search):
        raise NotImplementedError

    assert "not written yet" in str(check_decide(stub))


# -- bisection ----------------------------------------------------------------------------
def bisect_yes_no(node, lo, hi, test):
    """Plain bisection on the answers alone: also right, with a few more tests."""
    while lo < hi:
        gamma = (lo + hi + 1) // 2
        if test(node, gamma) >= gamma:
            lo = gamma
        else:
            hi = gamma - 1
    return lo


def bisect_stuck(node, lo, hi, test):
    """Rounds down, so a 'yes' at gamma == lo changes nothing: it would loop for ever."""
    while lo < hi:
        gamma = (lo + hi) // 2
        if test(node, gamma) >= gamma:
            lo = gamma
        else:
            hi = gamma - 1
    return lo


def linear(node, lo, hi, test):
    """Walks up one value at a time: right, but not a bisection."""
    gamma = lo + 1
    while gamma <= hi and test(node, gamma) >= gamma:
        gamma += 1
    return gamma - 1


def bisect_off_by_one(node, lo, hi, test):
    while lo < hi:
        gamma = (lo + hi + 1) // 2
        if test(node, gamma) >= gamma:
            lo = gamma
        else:
            hi = gamma  # forgets that "no" means at most gamma - 1
        if hi - lo == 1:
            return hi
    return lo


def test_bisect_positions_have_values_in_range():
    for _, lo, hi, value in bisect_positions():
        assert lo <= value <= hi


def test_bisection_passes_with_or_without_the_fail_soft_value():
    report = check_bisect(bisect)
    assert report.ok and report.passed == 10
    assert "each with at most ⌈log₂(hi − lo + 1)⌉ informative tests" in str(report)
    assert check_bisect(bisect_yes_no).ok


def test_a_test_that_cannot_teach_anything_stops_the_check():
    text = str(check_bisect(bisect_stuck))
    assert "γ = (lo + hi + 1) // 2" in text
    assert "already proved the value is at least" in text


def test_a_linear_search_is_over_the_limit():
    text = str(check_bisect(linear))
    assert "needs at most" in text and "Test the middle" in text


def test_a_wrong_value_names_the_tests():
    text = str(check_bisect(bisect_off_by_one))
    assert "bisect returned 4 but the value is 3 (tests: γ = 0, γ = 3, γ = 4)" in text
    assert "a 'no' (r < γ) proves v ≤ r ≤ γ − 1" in text


def test_the_limit_is_the_bisection_bound():
    for _, lo, hi, _ in bisect_positions():
        assert math.ceil(math.log2(hi - lo + 1)) >= 1

"""A wrong table store is named at its first wrong case, with the window, the value and the
bound the value proves (the case found here from the shipped solution, not the checker)."""

import pytest
from shipped_solutions import solution

from gamesearch.bounds import BOUND_OUTCOME, classify
from gamesearch.exercises.checker import fmt
from gamesearch.exercises.tables import check_store, store_cases

store = solution("05_transposition_tables").store


def bounds_swapped(lower, upper, alpha, beta, value):
    """A fail-low stored as a lower bound, a fail-high as an upper bound."""
    if value <= alpha:
        return value, upper
    if value >= beta:
        return lower, value
    return value, value


def strict_conditions(lower, upper, alpha, beta, value):
    """value == alpha (or beta) taken for exact."""
    if value < alpha:
        return lower, value
    if value > beta:
        return value, upper
    return value, value


def forgets_the_other_bound(lower, upper, alpha, beta, value):
    """A bound stored, the entry's other bound thrown away."""
    if value <= alpha:
        return float("-inf"), value
    if value >= beta:
        return value, float("inf")
    return value, value


@pytest.mark.parametrize("wrong", [bounds_swapped, strict_conditions, forgets_the_other_bound])
def test_a_wrong_store_names_the_window_the_value_and_its_bound(wrong):
    case = next(c for c in store_cases() if tuple(wrong(*c)) != tuple(store(*c)))
    lower, upper, alpha, beta, value = case
    text = str(check_store(wrong))
    assert text.startswith("✘ store: ")
    assert f"α={fmt(alpha)}, β={fmt(beta)}, value={fmt(value)}" in text
    assert f"lower={fmt(lower)}, upper={fmt(upper)}" in text
    assert BOUND_OUTCOME[classify(value, alpha, beta)] in text

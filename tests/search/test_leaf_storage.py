"""A leaf's value is exact whatever the window: the table stores it as exact by default.

``TranspositionTable(leaves="by-window")`` keeps the source programs' way (a leaf stored by
the window like any node), which the published tables use; with it MTD(f) evaluates some
leaves of the textbook trees twice, as it did before.
"""

from collections import Counter

import pytest

from gamesearch.games.trees import HIROI_TREE, PI_TREE
from gamesearch.search import TranspositionTable, solve
from gamesearch.trace import bound_violations

INF = float("inf")

# (tree, first guess): evaluations, and the leaves evaluated twice, with leaves by the window.
BY_WINDOW = [
    (HIROI_TREE, 0, 7, 2),
    (HIROI_TREE, 100, 6, 1),
    (PI_TREE, 0, 25, 5),
    (PI_TREE, 100, 22, 3),
]


def evaluated(trace) -> Counter:
    """How many times each leaf (by its path) was evaluated, not answered by the table."""
    return Counter(tuple(trace.path(i)) for i, n in trace.walk() if n.leaf and n.tt != "hit")


def test_a_leaf_is_stored_exact_by_default_and_by_the_window_on_request():
    key = ("a",)
    exact, by_window = TranspositionTable(), TranspositionTable(leaves="by-window")
    for table in (exact, by_window):
        table.store(key, 0, 5, 6, 2, None, leaf=True)  # a leaf worth 2 failed low at (5, 6)
    assert (exact.entries[key].lower, exact.entries[key].upper) == (2, 2)
    assert (by_window.entries[key].lower, by_window.entries[key].upper) == (-INF, 2)
    assert exact.probe(key, 0, -INF, INF).outcome == "hit"
    assert by_window.probe(key, 0, -INF, INF).outcome == "narrow"
    with pytest.raises(ValueError, match="leaves"):
        TranspositionTable(leaves="sometimes")


@pytest.mark.parametrize(("tree", "guess", "evaluations", "twice"), BY_WINDOW)
def test_mtdf_evaluates_no_leaf_twice_with_exact_leaves(tree, guess, evaluations, twice):
    old = solve(
        tree,
        algorithm="mtdf",
        first_guess=guess,
        tt=TranspositionTable(leaves="by-window"),
        trace=True,
    )
    assert old.stats.evaluations == evaluations  # the source's counts, as before
    assert sum(1 for n in evaluated(old.trace).values() if n > 1) == twice > 0
    new = solve(tree, algorithm="mtdf", first_guess=guess, trace=True)
    assert new.value == old.value
    assert max(evaluated(new.trace).values()) == 1
    assert new.stats.evaluations == len(evaluated(new.trace)) < evaluations
    assert bound_violations(new.trace) == bound_violations(old.trace) == []


def test_the_published_tables_store_leaves_by_the_window():
    from gamesearch.games import get_game
    from gamesearch.tables import _hiroi_table

    assert _hiroi_table(get_game("reversi-4x4")).leaves == "by-window"

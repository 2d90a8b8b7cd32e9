"""Fail-hard alpha-beta clamps every value it returns to its window, table answers too."""

import pytest

from gamesearch.search import solve
from gamesearch.trace import bound_violations

CASES = [
    ("tictactoe", "b2", {}),  # 21 table answers fell outside their window before
    ("tictactoe", "", {"window": (-1, 1)}),
    ("reversi-4x4", "", {"depth": 4}),
    ("kalah", "4 5 3 5", {"depth": 5}),
]


@pytest.mark.parametrize(("game", "moves", "options"), CASES)
def test_fail_hard_values_lie_in_their_window_with_a_table(game, moves, options):
    result = solve(
        game,
        algorithm="alphabeta",
        moves=moves,
        tt=True,
        trace=True,
        ordering="natural",
        **options,
    )
    trace = result.trace
    hits = 0
    for _, node in trace.walk():
        assert node.value is not None
        assert node.alpha <= node.value <= node.beta
        hits += node.tt == "hit"
    assert hits
    assert bound_violations(trace) == []
    depth = {k: v for k, v in options.items() if k == "depth"}
    true = solve(game, algorithm="negamax", moves=moves, **depth).value
    alpha, beta = options.get("window", (-float("inf"), float("inf")))
    assert result.value == min(max(true, alpha), beta)

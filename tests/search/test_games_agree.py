"""On random positions of every game, every algorithm finds the minimax value, and every
traced value proves its bound."""

import pytest
from positions import random_position

from gamesearch.games import get_game
from gamesearch.games.reversi import Reversi
from gamesearch.search import ALGORITHMS, TranspositionTable, solve
from gamesearch.trace import bound_violations
from gamesearch.trace.annotate import exact_value

GAMES = {
    "tictactoe": (get_game("tictactoe"), 3, 4),
    "kalah": (get_game("kalah"), 3, 10),
    "kalah-hiroi": (get_game("kalah-hiroi"), 3, 10),
    "reversi-4x4": (get_game("reversi-4x4"), 3, 4),
    "reversi-4x6": (Reversi(4, 6, order="hiroi"), 3, 8),
    "reversi-6x6": (Reversi(6, 6, evaluation="positional"), 2, 6),
}
ALGORITHM_NAMES = [n for n in ALGORITHMS if n not in ("nws",)]
ORDERINGS = ["natural", "best", "history", "killer", "eval"]


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seed", range(3))
def test_every_algorithm_agrees_with_minimax(name, seed):
    game, depth, plies = GAMES[name]
    state = random_position(game, plies, seed)
    truth = exact_value(game, state, depth, {})
    ordering = ORDERINGS[seed % len(ORDERINGS)]
    for algorithm in ALGORITHM_NAMES:
        tables = [None] if ALGORITHMS[algorithm].tt is False else [False, True]
        for tt in tables:
            result = solve(game, state, algorithm, depth=depth, tt=tt, ordering=ordering)
            assert result.value == truth, (algorithm, tt, ordering)


@pytest.mark.parametrize("name", GAMES)
def test_traced_bounds_hold_on_game_positions(name):
    game, depth, plies = GAMES[name]
    state = random_position(game, plies, 11)
    for algorithm, options in [
        ("alphabeta", {}),
        ("negascout", {"tt": True, "scout_first": True}),
        ("negascout", {}),
        ("pvs", {"tt": True}),
        ("mtdf", {}),
        ("sss", {}),
        ("dual", {}),
        ("mtd-step", {"first_guess": 3, "step": 2}),
        ("scout", {}),
        ("nws", {"gamma": 1}),
    ]:
        result = solve(game, state, algorithm, depth=depth, trace=True, **options)
        assert bound_violations(result.trace) == [], algorithm


def test_symmetric_table_agrees_with_plain_search():
    game = get_game("tictactoe")
    for seed in range(5):
        state = random_position(game, 2, seed)
        plain = solve(game, state, "negascout")
        symmetric = solve(game, state, "negascout", tt=TranspositionTable(symmetric=True))
        assert plain.value == symmetric.value


def test_solving_4x4_reversi_to_the_end_gives_the_published_values():
    game = get_game("reversi-4x4")
    for start, value in (("standard", -8), ("parallel", -3)):
        assert solve(game, start=start, algorithm="mtdf").value == value

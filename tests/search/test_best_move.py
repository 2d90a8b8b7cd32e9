"""The best move a search names is worth the value it returns, for every algorithm.

A search can return the right value and still name a wrong move: a null-window pass that
fails low proves nothing about which move is best, and a window narrowed by the table's
lower bound fails low against that bound whatever the best move is. These tests check the
move, not only the value, against an independent negamax.
"""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_correctness import trees

from gamesearch.games import get_game
from gamesearch.games.reversi import Reversi
from gamesearch.search import ALGORITHMS, solve
from gamesearch.trace.annotate import exact_value

#: Algorithms that return the exact value at the root (nws answers a yes/no question).
EXACT = [name for name in ALGORITHMS if name != "nws"]
ORDERINGS = ["natural", "best", "history", "killer", "tt+killer+mobility"]


def move_value(game, state, move, depth):
    """The true value of playing ``move`` at ``state``, for the player to move there."""
    child = game.apply(state, move)
    if game.to_move(child) == game.to_move(state):
        return exact_value(game, child, depth, {})
    return -exact_value(game, child, None if depth is None else depth - 1, {})


def assert_best_move_is_worth_the_value(result, depth):
    """The result names a move, and the move's true value is the root value."""
    game, state = result.game, result.state
    assert result.best_move is not None, (result.algorithm, "names no move")
    worth = move_value(game, state, result.best_move, depth)
    move = game.format_move(result.best_move)
    assert worth == result.value, (result.algorithm, result.options, move, worth, result.value)


@pytest.mark.parametrize(
    ("game", "moves", "algorithm", "options"),
    [
        ("tictactoe", "c3 a2", "mtdf", {"tt": False, "ordering": "natural"}),
        ("tictactoe", "c3 a2", "id-mtdf", {"tt": False, "ordering": "natural", "depth": 9}),
        ("tictactoe", "c2", "bisect", {}),
        ("tictactoe", "c2", "mtd-bi", {"tt": False}),
        ("tictactoe", "c3 a2", "sss", {"tt": False, "ordering": "natural"}),
        ("tictactoe", "c3 a2", "dual", {"tt": False, "ordering": "natural"}),
        ("tictactoe", "c3 a2", "mtd-step", {"step": 1, "first_guess": -1}),
        (
            "kalah",
            "1 5 5 6 6 2 1 1 6 3 5 3 2 1 1",
            "id-alphabeta",
            {"depth": 3, "tt": True, "ordering": "history"},
        ),
    ],
)
def test_the_reported_wrong_best_moves(game, moves, algorithm, options):
    result = solve(game, algorithm=algorithm, moves=moves, **options)
    assert_best_move_is_worth_the_value(result, options.get("depth"))


def test_bisect_plays_a_drawn_game_to_a_draw():
    """Both sides perfect: tic-tac-toe ends in a draw whoever runs which search."""
    game = get_game("tictactoe")
    state = game.initial_state()
    engines = ("negamax", "bisect")
    while not game.is_terminal(state):
        result = solve(game, state, engines[game.to_move(state)])
        state = game.apply(state, result.best_move)
    assert game.score(state) == 0


@settings(max_examples=40, deadline=None)
@given(game=trees(), ordering=st.sampled_from(["natural", "history", "killer"]))
def test_the_best_move_is_worth_the_value_on_random_trees(game, ordering):
    state = game.initial_state()
    if not game.legal_moves(state):
        return
    for name in EXACT:
        tables = [None] if ALGORITHMS[name].tt is False else [False, True]
        depth = 4 if ALGORITHMS[name].needs_depth else None
        for tt in tables:
            result = solve(game, algorithm=name, depth=depth, ordering=ordering, tt=tt)
            assert_best_move_is_worth_the_value(result, depth)


#: name -> (game, search depth, random plies played first)
POSITIONS = {
    "tictactoe": (get_game("tictactoe"), None, 6),
    "kalah": (get_game("kalah"), 3, 20),
    "reversi-4x4": (get_game("reversi-4x4"), 3, 6),
    "reversi-4x6": (Reversi(4, 6, order="hiroi"), 2, 10),
}


@settings(max_examples=25, deadline=None)
@given(
    name=st.sampled_from(sorted(POSITIONS)),
    seed=st.integers(0, 10**6),
    ordering=st.sampled_from(ORDERINGS),
)
def test_the_best_move_is_worth_the_value_on_random_positions(name, seed, ordering):
    game, depth, most = POSITIONS[name]
    rng = random.Random(seed)
    state = game.initial_state()
    for _ in range(rng.randint(0, most)):
        moves = game.legal_moves(state)
        if not moves:
            break
        state = game.apply(state, rng.choice(moves))
    if game.is_terminal(state):
        return
    for algorithm in EXACT:
        spec = ALGORITHMS[algorithm]
        d = depth if depth is not None or not spec.needs_depth else 9
        for tt in [None] if spec.tt is False else [False, True]:
            result = solve(game, state, algorithm, depth=d, ordering=ordering, tt=tt)
            assert_best_move_is_worth_the_value(result, d)


@settings(max_examples=60, deadline=None)
@given(trees(), st.integers(-12, 12))
def test_a_root_that_fails_low_names_no_move_and_a_fail_high_names_a_refutation(tree, gamma):
    """nws at gamma: a fail-low (every move < gamma) proves no move best, so no line; a
    fail-high names a move that is worth at least gamma."""
    result = solve(tree, algorithm="nws", gamma=gamma)
    if result.bound == "upper":
        assert result.pv == () and result.best_move is None
    else:
        assert result.bound == "lower"
        assert move_value(tree, result.state, result.best_move, None) >= gamma

"""Games refuse what is not theirs: bad settings, moves and states, each with its own error."""

import pytest

from gamesearch.errors import (
    IllegalMoveError,
    InvalidStateError,
    MoveNotationError,
    UnknownNameError,
    UnsupportedBoardError,
    WrongGameError,
)
from gamesearch.games import get_game
from gamesearch.games.kalah import Kalah
from gamesearch.games.reversi import Reversi
from gamesearch.games.tictactoe import TicTacToe
from gamesearch.games.trees import TreeGame

NAN = float("nan")

BAD_SETTINGS = [
    (lambda: Kalah(pits="6"), UnsupportedBoardError, "1 to 8 pits"),
    (lambda: Kalah(pits=True), UnsupportedBoardError, "1 to 8 pits"),
    (lambda: Kalah(stones=0), UnsupportedBoardError, "1 to 12 stones"),
    (lambda: Kalah(rules="ancient"), UnknownNameError, "unknown rules 'ancient'"),
    (lambda: Kalah(empty_capture="yes"), UnsupportedBoardError, "empty_capture is True or False"),
    (lambda: Reversi(5, 6), UnsupportedBoardError, "unsupported Reversi board"),
    (lambda: Reversi(4.0, 6), UnsupportedBoardError, "unsupported Reversi board"),
    (lambda: Reversi(order="hirio"), UnknownNameError, "did you mean 'hiroi'"),
    (lambda: TicTacToe(scoring=None), UnknownNameError, "unknown scoring None"),
    (lambda: TreeGame([]), UnsupportedBoardError, "non-empty list of trees"),
    (lambda: TreeGame([1, NAN]), UnsupportedBoardError, "a leaf is a finite number"),
    (lambda: TreeGame([1, "2"]), UnsupportedBoardError, "not '2'"),
    (lambda: TreeGame([[[[1]]]] * 2, title=5), UnsupportedBoardError, "title is text"),
    (lambda: TreeGame([1, 2], names=[1, 2]), UnsupportedBoardError, "names are"),
    (lambda: TreeGame(_nested(500)), UnsupportedBoardError, "at most 100 levels deep"),
    (lambda: TreeGame.random(10, 10), UnsupportedBoardError, "too big to build"),
    (lambda: TreeGame.random(2.5, 3), UnsupportedBoardError, "whole numbers"),
    (lambda: get_game(["tictactoe"]), UnknownNameError, "unknown game"),
]


def _nested(depth):
    tree = 1
    for _ in range(depth):
        tree = [tree]
    return tree


@pytest.mark.parametrize(("make", "error", "message"), BAD_SETTINGS)
def test_impossible_settings_are_refused(make, error, message):
    with pytest.raises(error, match=message):
        make()


TTT = get_game("tictactoe")
START = TTT.initial_state()
BAD_PLAYS = [
    (4.0, MoveNotationError, "4.0 is not a move"),
    (True, MoveNotationError, "True is not a move"),
    (None, MoveNotationError, "None is not a move"),
    ([4], MoveNotationError, r"\[4\] is not a move"),
    (9, IllegalMoveError, "illegal move 9; legal moves: a1"),
    (-1, IllegalMoveError, "illegal move -1"),
    ("a9", MoveNotationError, "'a9' is not a move"),
    ("x" * 10**6, MoveNotationError, r"'xxxx.*\.\.\..*' is not a move"),
]


@pytest.mark.parametrize(("move", "error", "message"), BAD_PLAYS, ids=repr)
def test_play_refuses_what_is_not_a_legal_move(move, error, message):
    with pytest.raises(error, match=message) as raised:
        TTT.play(START, move)
    assert len(str(raised.value)) < 300


def test_play_takes_notation_text_too():
    assert TTT.play(START, "b2") == TTT.play(START, 4)


def test_long_numbers_in_notation_are_refused_not_crashed():
    for game in (get_game("kalah"), get_game("reversi-4x4"), TreeGame([1, 2])):
        with pytest.raises(MoveNotationError):
            game.parse_move(game.initial_state(), "a" + "9" * 5000)
        with pytest.raises(MoveNotationError):
            game.parse_move(game.initial_state(), "9" * 5000)
        with pytest.raises(MoveNotationError):
            game.parse_move(game.initial_state(), 5)


def test_states_of_other_games_and_impossible_states_are_refused():
    with pytest.raises(WrongGameError):
        TTT.play(get_game("kalah").initial_state(), 0)
    with pytest.raises(WrongGameError):
        TTT.check_state((0, 0, 0))
    with pytest.raises(InvalidStateError, match="player to move is 0"):
        TTT.check_state(START._replace(player=2))
    kalah = get_game("kalah")
    with pytest.raises(InvalidStateError, match="tuple of 14 stone counts"):
        kalah.check_state(kalah.initial_state()._replace(board=(1, 2)))
    reversi = get_game("reversi-4x4")
    with pytest.raises(InvalidStateError, match="both a black and a white"):
        reversi.check_state(reversi.initial_state()._replace(white=1, black=1))
    tree = TreeGame([1, 2])
    with pytest.raises(InvalidStateError, match="leaves the tree"):
        tree.check_state(tree.initial_state()._replace(path=(5,)))


def test_format_move_refuses_values_that_are_not_moves():
    for game, move in ((TTT, 9), (get_game("kalah"), True), (get_game("reversi-4x4"), 2**33)):
        with pytest.raises(MoveNotationError):
            game.format_move(move)

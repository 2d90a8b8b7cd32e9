"""Tic-tac-toe: rules, scoring, symmetries, notation and the published tree counts."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gamesearch.errors import (
    IllegalMoveError,
    MoveNotationError,
    UnknownNameError,
    WrongGameError,
)
from gamesearch.games import get_game
from gamesearch.games.tictactoe import TicTacToe, TicTacToeState

GAME = TicTacToe()
FAST = TicTacToe(scoring="shortest-win")

# The eight lines, written out independently of the module's bit masks.
LINES = [
    *("a1 b1 c1", "a2 b2 c2", "a3 b3 c3"),  # rows
    *("a1 a2 a3", "b1 b2 b3", "c1 c2 c3"),  # columns
    *("a1 b2 c3", "c1 b2 a3"),  # diagonals
]
ALL_SQUARES = [f"{col}{row}" for row in "123" for col in "abc"]
# X: b2 c1 a2 b1 c3, O: a1 a3 c2 b3 — nobody gets three in a row.
DRAW = "b2 a1 c1 a3 a2 c2 b1 b3 c3"


def winning_line(line: str, winner: int) -> list[str]:
    """Moves in which ``winner`` completes ``line`` on its third move; the other never can."""
    squares = line.split()
    others = [square for square in ALL_SQUARES if square not in squares]
    lines = [set(other.split()) for other in LINES]
    fillers = next(trio for trio in combinations(others, 3) if set(trio) not in lines)
    first, second = (squares, fillers) if winner == 0 else (fillers, squares)
    moves = [move for pair in zip(first, second, strict=True) for move in pair]
    return moves[: 5 + winner]


def random_state(game: TicTacToe, choices: list[int]) -> TicTacToeState:
    state = game.initial_state()
    for choice in choices:
        moves = game.legal_moves(state)
        if not moves:
            break
        state = game.apply(state, moves[choice % len(moves)])
    return state


positions = st.lists(st.integers(0, 8), max_size=9).map(lambda c: random_state(GAME, c))


# -- rules -----------------------------------------------------------------------------
def test_preset_and_start() -> None:
    assert get_game("tictactoe") == GAME
    state = GAME.initial_state()
    assert (state.x, state.o, state.player, state.game) == (0, 0, 0, GAME)
    assert GAME.legal_moves(state) == tuple(range(9))
    assert GAME.player_names == ("X", "O") and GAME.name == "tictactoe"


def test_moves_set_bits_and_alternate() -> None:
    state = GAME.play_line(GAME.initial_state(), "b2 c1")
    assert (state.x, state.o, GAME.to_move(state)) == (1 << 4, 1 << 2, 0)
    assert GAME.legal_moves(state) == (0, 1, 3, 5, 6, 7, 8)


@pytest.mark.parametrize("winner", [0, 1])
@pytest.mark.parametrize("line", LINES)
def test_every_line_wins(line: str, winner: int) -> None:
    moves = winning_line(line, winner)
    before = GAME.play_line(GAME.initial_state(), moves[:-1])
    assert not GAME.is_terminal(before) and GAME.winner(before) is None
    state = GAME.play_line(before, moves[-1:])
    assert GAME.winner(state) == winner
    assert GAME.is_terminal(state) and GAME.legal_moves(state) == ()
    assert GAME.to_move(state) == 1 - winner
    assert GAME.score(state) == GAME.evaluate(state) == -1
    fast = FAST.play_line(FAST.initial_state(), moves)
    assert FAST.score(fast) == (-3 if winner == 0 else -2)  # X on move 5, O on move 6


def test_draw() -> None:
    for game in (GAME, FAST):
        state = game.play_line(game.initial_state(), DRAW)
        assert game.is_terminal(state) and game.legal_moves(state) == ()
        assert game.winner(state) is None
        assert game.score(state) == game.evaluate(state) == 0


# The literature's values of a win by the move that completes it.
WIN_VALUE = {5: 3, 6: 2, 7: 2, 8: 1, 9: 1}


@pytest.mark.parametrize(
    "line",
    [
        "b3 b2 a3 b1 c3",  # X wins on move 5
        "b1 c3 a1 c2 a3 c1",  # O wins on move 6
        "c1 c2 a1 c3 b2 b3 a3",  # X wins on move 7
        "c3 a2 a1 c1 b3 b2 c2 a3",  # O wins on move 8
        "c1 b1 b2 a1 b3 c3 c2 a3 a2",  # X wins on move 9
    ],
)
def test_shortest_win_scoring(line: str) -> None:
    length = len(line.split())
    fast = FAST.play_line(FAST.initial_state(), line)
    plain = GAME.play_line(GAME.initial_state(), line)
    assert GAME.winner(plain) == FAST.winner(fast) == (length + 1) % 2
    assert FAST.score(fast) == FAST.evaluate(fast) == -WIN_VALUE[length]
    assert GAME.score(plain) == -1
    assert FAST.score_range == (-3, 3) and GAME.score_range == (-1, 1)


@given(positions)
def test_evaluate_is_zero_until_the_end(state: TicTacToeState) -> None:
    if not GAME.is_terminal(state):
        assert GAME.evaluate(state) == GAME.score(state) == 0
        assert GAME.winner(state) is None
    assert bool(GAME.legal_moves(state)) != GAME.is_terminal(state)


# -- the published counts, by walking the tree ----------------------------------------
def walk(game: TicTacToe, state: TicTacToeState, memo: dict) -> tuple[int, int]:
    """(nodes, complete games) of the full game tree below ``state``, root included.

    Memoised on the position: a subtree depends only on the position it starts from, so
    every tree node is still counted once per path that reaches it.
    """
    key = game.key(state)
    if key not in memo:
        moves = game.legal_moves(state)
        counts = [walk(game, game.apply(state, move), memo) for move in moves]
        memo[key] = (
            1 + sum(nodes for nodes, _ in counts),
            sum(games for _, games in counts) if moves else 1,
        )
    return memo[key]


def reachable(game: TicTacToe) -> list[TicTacToeState]:
    """Every position reachable from the empty board, the empty board included."""
    seen, todo = {}, [game.initial_state()]
    while todo:
        state = todo.pop()
        if game.key(state) not in seen:
            seen[game.key(state)] = state
            todo.extend(game.apply(state, move) for move in game.legal_moves(state))
    return list(seen.values())


def canonical(game: TicTacToe, state: TicTacToeState) -> tuple:
    return min(game.key(symmetry.state(state)) for symmetry in game.symmetries)


def test_published_tree_counts() -> None:
    nodes, games = walk(GAME, GAME.initial_state(), {})
    assert nodes == 549_946
    assert games == 255_168


def test_published_position_counts() -> None:
    states = reachable(GAME)
    assert len(states) == 5_478
    assert len({canonical(GAME, state) for state in states}) == 765


# -- symmetries ------------------------------------------------------------------------
def test_symmetries_form_the_square_group() -> None:
    names = [symmetry.name for symmetry in GAME.symmetries]
    assert len(set(names)) == 8 and names[0] == "identity"
    asymmetric = GAME.play_line(GAME.initial_state(), "a1 b1")
    images = {GAME.key(symmetry.state(asymmetric)) for symmetry in GAME.symmetries}
    assert len(images) == 8
    for symmetry in GAME.symmetries:
        assert sorted(symmetry.move(m) for m in range(9)) == list(range(9))
        assert symmetry.move(4) == 4  # the centre stays put


@given(positions)
def test_symmetries_preserve_the_game(state: TicTacToeState) -> None:
    for symmetry in GAME.symmetries:
        image = symmetry.state(state)
        assert image.player == state.player and image.game is GAME
        assert sorted(GAME.legal_moves(image)) == sorted(
            symmetry.move(move) for move in GAME.legal_moves(state)
        )
        assert GAME.score(image) == GAME.score(state)
        assert FAST.score(image._replace(game=FAST)) == FAST.score(state._replace(game=FAST))
        for move in GAME.legal_moves(state):
            assert symmetry.state(GAME.apply(state, move)) == GAME.apply(image, symmetry.move(move))


# -- notation, pictures and bad input --------------------------------------------------
def test_notation_round_trip() -> None:
    state = GAME.initial_state()
    assert [GAME.format_move(move) for move in range(9)] == ALL_SQUARES
    for move in range(9):
        assert GAME.parse_move(state, GAME.format_move(move)) == move
    assert GAME.parse_move(state, " B2 ") == 4


@pytest.mark.parametrize("text", ["", "d1", "a4", "a0", "b22", "11", "2b", "centre"])
def test_bad_notation(text: str) -> None:
    with pytest.raises(MoveNotationError):
        GAME.parse_move(GAME.initial_state(), text)


def test_occupied_square_lists_legal_moves() -> None:
    state = GAME.play_line(GAME.initial_state(), "b2 a1 c3")
    with pytest.raises(IllegalMoveError) as error:
        GAME.play_line(state, "b2")
    assert error.value.legal == ["b1", "c1", "a2", "c2", "a3", "b3"]
    with pytest.raises(IllegalMoveError):
        GAME.play(state, 9)


def test_no_move_after_the_game_is_over() -> None:
    state = GAME.play_line(GAME.initial_state(), "a1 a2 b1 b2 c1")
    with pytest.raises(IllegalMoveError) as error:
        GAME.play_line(state, "c3")
    assert error.value.legal == []


def test_wrong_game_and_unknown_names() -> None:
    with pytest.raises(WrongGameError):
        FAST.play(GAME.initial_state(), 4)
    with pytest.raises(WrongGameError):
        GAME.play(get_game("kalah").initial_state(), 0)
    with pytest.raises(UnknownNameError):
        TicTacToe(scoring="misere")
    with pytest.raises(UnknownNameError):
        GAME.initial_state("corner")


def test_pictures() -> None:
    state = GAME.play_line(GAME.initial_state(), "b2 a1 c3")
    assert str(state).splitlines() == ["  a b c", "1 O . .", "2 . X .", "3 . . X", "O to move"]
    svg = state._repr_svg_()
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg"') and svg.endswith("</svg>")
    assert svg.count(">X<") == 2 and svg.count(">O<") == 1

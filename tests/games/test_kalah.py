"""Kalah: sowing, extra turns, captures, the end of the game under both rule sets."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gamesearch.errors import (
    IllegalMoveError,
    MoveNotationError,
    UnknownNameError,
    UnsupportedBoardError,
    WrongGameError,
)
from gamesearch.games import get_game
from gamesearch.games.kalah import Kalah, KalahState

HIROI = Kalah(pits=6, stones=6, rules="hiroi")  # 72 stones, over 36 wins at once
MODERN = Kalah(pits=6, stones=4)  # 48 stones
MODERN_6 = Kalah(pits=6, stones=6)  # the modern rules on HIROI's boards
EMPTY_CAPTURE = Kalah(pits=6, stones=6, empty_capture=True)


def position(game: Kalah, *rows: int, player: int = 0) -> KalahState:
    """A state from the 14 holes: South's pits, South's store, North's pits, North's store."""
    return KalahState(rows, player, game)


def after(game: Kalah, state: KalahState, line: str) -> tuple[tuple[int, ...], int]:
    result = game.play_line(state, line)
    return result.board, result.player


# -- set-up ----------------------------------------------------------------------------
def test_presets() -> None:
    assert get_game("kalah") == MODERN and MODERN.name == "kalah"
    assert get_game("kalah-hiroi") == HIROI and HIROI.name == "kalah-hiroi"
    assert Kalah(pits=6, stones=5).name == "kalah-6x5"
    assert Kalah(pits=6, stones=5, rules="hiroi").name == "kalah-hiroi-6x5"
    assert EMPTY_CAPTURE.name != MODERN_6.name
    assert MODERN.player_names == ("South", "North") and MODERN.starts == ("standard",)
    assert MODERN.score_range == (-48, 48) and HIROI.score_range == (-99, 99)


def test_initial_state() -> None:
    state = HIROI.initial_state("standard")
    assert state == HIROI.initial_state()
    assert state.board == (6,) * 6 + (0,) + (6,) * 6 + (0,)
    assert HIROI.to_move(state) == 0 and HIROI.legal_moves(state) == (0, 1, 2, 3, 4, 5)
    assert HIROI.key(state) == (state.board, 0)
    assert [symmetry.name for symmetry in HIROI.symmetries] == ["identity"]


# -- sowing and extra turns ------------------------------------------------------------
@pytest.mark.parametrize("game", [HIROI, MODERN_6])
def test_sowing_skips_the_opponents_store(game: Kalah) -> None:
    south = position(game, 1, 0, 0, 0, 0, 8, 21, 6, 6, 6, 6, 6, 6, 6)
    assert after(game, south, "6") == ((2, 0, 0, 0, 0, 0, 22, 7, 7, 7, 7, 7, 7, 6), 1)
    north = position(game, 6, 6, 6, 6, 6, 6, 6, 1, 0, 0, 0, 0, 8, 21, player=1)
    assert after(game, north, "6") == ((7, 7, 7, 7, 7, 7, 6, 2, 0, 0, 0, 0, 0, 22), 0)


@pytest.mark.parametrize("game", [HIROI, MODERN_6])
def test_a_lap_sows_into_the_origin_pit(game: Kalah) -> None:
    # 13 stones: around the 13 holes other than North's store, the last back in the
    # emptied origin pit, which captures the 7 stones opposite.
    lap = position(game, 13, 0, 0, 0, 0, 0, 10, 6, 6, 6, 6, 6, 6, 13)
    assert after(game, lap, "1") == ((0, 1, 1, 1, 1, 1, 19, 7, 7, 7, 7, 7, 0, 13), 1)
    north = position(game, 6, 6, 6, 6, 6, 6, 13, 13, 0, 0, 0, 0, 0, 10, player=1)
    assert after(game, north, "1") == ((7, 7, 7, 7, 7, 0, 13, 0, 1, 1, 1, 1, 1, 19), 0)
    # 14 stones from the last pit: the store gets two, the last lands there too.
    twice = position(game, 6, 6, 6, 6, 6, 14, 0, 6, 6, 6, 6, 6, 0, 4)
    assert after(game, twice, "6") == ((7, 7, 7, 7, 7, 1, 2, 7, 7, 7, 7, 7, 1, 4), 0)


@pytest.mark.parametrize("game", [HIROI, MODERN])
def test_extra_turn_keeps_the_player(game: Kalah) -> None:
    pit = game.pits - game.stones  # its last stone lands in the store
    state = game.play(game.initial_state(), pit)
    assert game.to_move(state) == 0 and game.stores(state) == (1, 0)
    assert game.legal_moves(state) == tuple(i for i in range(game.pits) if i != pit)


def test_extra_turn_for_north() -> None:
    state = position(HIROI, 6, 6, 6, 6, 6, 6, 0, 7, 7, 7, 7, 7, 1, 0, player=1)
    assert after(HIROI, state, "6") == ((6, 6, 6, 6, 6, 6, 0, 7, 7, 7, 7, 7, 0, 1), 1)
    assert after(HIROI, state, "1") == ((7, 6, 6, 6, 6, 6, 0, 0, 8, 8, 8, 8, 2, 1), 0)


# -- captures --------------------------------------------------------------------------
@pytest.mark.parametrize("game", [HIROI, MODERN_6, EMPTY_CAPTURE])
def test_capture_takes_the_opposite_pit(game: Kalah) -> None:
    south = position(game, 1, 0, 6, 6, 6, 6, 5, 6, 6, 6, 6, 6, 6, 6)
    assert after(game, south, "1") == ((0, 0, 6, 6, 6, 6, 12, 6, 6, 6, 6, 0, 6, 6), 1)
    north = position(game, 6, 6, 6, 6, 6, 6, 6, 1, 0, 6, 6, 6, 6, 5, player=1)
    assert after(game, north, "1") == ((6, 6, 6, 6, 0, 6, 6, 0, 0, 6, 6, 6, 6, 12), 0)


def test_no_capture_in_a_non_empty_or_an_opponents_pit() -> None:
    own = position(HIROI, 1, 1, 6, 6, 6, 6, 4, 6, 6, 6, 6, 6, 6, 6)
    assert after(HIROI, own, "1") == ((0, 2, 6, 6, 6, 6, 4, 6, 6, 6, 6, 6, 6, 6), 1)
    theirs = position(HIROI, 6, 6, 6, 6, 6, 2, 0, 0, 6, 6, 6, 6, 6, 10)
    assert after(HIROI, theirs, "6") == ((6, 6, 6, 6, 6, 0, 1, 1, 6, 6, 6, 6, 6, 10), 1)


EMPTY_OPPOSITE = (1, 0, 6, 6, 6, 6, 5, 6, 6, 6, 6, 0, 6, 12)


@pytest.mark.parametrize("game", [HIROI, MODERN_6])
def test_no_capture_from_an_empty_opposite_pit(game: Kalah) -> None:
    state = position(game, *EMPTY_OPPOSITE)
    assert after(game, state, "1") == ((0, 1, 6, 6, 6, 6, 5, 6, 6, 6, 6, 0, 6, 12), 1)


def test_empty_capture_takes_the_lone_stone() -> None:
    state = position(EMPTY_CAPTURE, *EMPTY_OPPOSITE)
    assert after(EMPTY_CAPTURE, state, "1") == ((0, 0, 6, 6, 6, 6, 6, 6, 6, 6, 6, 0, 6, 12), 1)


# -- the end of the game ---------------------------------------------------------------
def assert_over(game: Kalah, state: KalahState, board: tuple[int, ...], player: int) -> None:
    assert (state.board, state.player) == (board, player)
    assert game.is_terminal(state) and game.legal_moves(state) == ()


def test_hiroi_empty_side_sweeps_the_other_side_into_its_store() -> None:
    # South empties its own pits (with an extra turn): North's 21 stones go to North.
    state = HIROI.play_line(position(HIROI, 0, 0, 0, 0, 0, 1, 30, 1, 2, 3, 4, 5, 6, 20), "6")
    assert_over(HIROI, state, (0,) * 6 + (31,) + (0,) * 6 + (41,), 0)
    assert HIROI.score(state) == HIROI.evaluate(state) == -99
    # South captures North's last stones: South's remaining 2 go to South; 36 is no win.
    state = HIROI.play_line(position(HIROI, 1, 0, 2, 0, 0, 0, 30, 0, 0, 0, 0, 3, 0, 36), "1")
    assert_over(HIROI, state, (0,) * 6 + (36,) + (0,) * 6 + (36,), 1)
    assert HIROI.score(state) == 0


def test_hiroi_store_over_half_ends_the_game_at_once() -> None:
    before = position(HIROI, 0, 0, 0, 0, 2, 2, 36, 5, 5, 5, 5, 5, 3, 4)
    assert not HIROI.is_terminal(before) and HIROI.score(before) == 32  # 36 is not over half
    # The extra turn leaves South to move: +99 for South.
    extra = HIROI.play_line(before, "5")
    assert_over(HIROI, extra, (0, 0, 0, 0, 0, 3, 37, 5, 5, 5, 5, 5, 3, 4), 0)
    assert HIROI.score(extra) == HIROI.evaluate(extra) == 99
    # Otherwise North is to move: −99 for North; the pit stones stay where they are.
    passing = HIROI.play_line(before, "6")
    assert_over(HIROI, passing, (0, 0, 0, 0, 2, 0, 37, 6, 5, 5, 5, 5, 3, 4), 1)
    assert HIROI.score(passing) == HIROI.evaluate(passing) == -99
    assert HIROI.stores(passing) == (37, 4) and sum(passing.board) == 72


def test_modern_sweep_goes_to_the_owners() -> None:
    state = MODERN.play_line(position(MODERN, 0, 0, 0, 0, 0, 1, 20, 1, 2, 3, 4, 5, 6, 6), "6")
    assert_over(MODERN, state, (0,) * 6 + (21,) + (0,) * 6 + (27,), 0)
    assert MODERN.score(state) == MODERN.evaluate(state) == -6
    state = MODERN.play_line(position(MODERN, 1, 0, 2, 0, 0, 0, 20, 0, 0, 0, 0, 3, 0, 22), "1")
    assert_over(MODERN, state, (0,) * 6 + (26,) + (0,) * 6 + (22,), 1)
    assert MODERN.score(state) == -4


def test_modern_has_no_early_end() -> None:
    state = MODERN.play_line(position(MODERN, 0, 0, 0, 0, 1, 2, 25, 4, 4, 4, 3, 3, 2, 0), "6")
    assert state.board == (0, 0, 0, 0, 1, 0, 26, 5, 4, 4, 3, 3, 2, 0)
    assert not MODERN.is_terminal(state) and MODERN.legal_moves(state) == tuple(range(6))
    assert MODERN.score(state) == MODERN.evaluate(state) == -26


# -- random games ----------------------------------------------------------------------
GAMES = [MODERN, HIROI, EMPTY_CAPTURE, Kalah(pits=3, stones=2), Kalah(1, 1, "hiroi")]
GAMES += [Kalah(pits=4, stones=12, rules="hiroi"), Kalah(pits=8, stones=3, empty_capture=True)]


@given(st.sampled_from(GAMES), st.lists(st.integers(0, 7), max_size=300))
def test_random_games_keep_every_stone(game: Kalah, choices: list[int]) -> None:
    state = game.initial_state()
    for choice in choices:
        moves = game.legal_moves(state)
        assert bool(moves) != game.is_terminal(state)
        assert sum(state.board) == game.total
        low, high = game.score_range
        assert low <= game.score(state) == game.evaluate(state) <= high
        if not moves:
            break
        state = game.apply(state, moves[choice % len(moves)])
    first, second = game.stores(state)
    if game.is_terminal(state) and first + second != game.total:  # an early end
        assert game.rules == "hiroi" and 2 * max(first, second) > game.total


def test_random_games_reach_the_end() -> None:
    for game in GAMES:
        state = game.initial_state()
        while moves := game.legal_moves(state):
            state = game.apply(state, moves[-1])
        assert sum(state.board) == game.total


# -- the published result ---------------------------------------------------------------
def negamax(game: Kalah, state: KalahState, depth: int) -> tuple[int, list[int]]:
    """Value and best move sequence at ``depth`` plies; an extra turn costs no ply."""
    if game.is_terminal(state) or depth == 0:
        return game.evaluate(state), []
    best, line = -1000, []
    for move in game.legal_moves(state):
        child = game.apply(state, move)
        if child.player == state.player:
            value, rest = negamax(game, child, depth)
        else:
            value, rest = -negamax(game, child, depth - 1)[0], []
        if value > best:
            best, line = value, [move, *rest]
    return best, line


@pytest.mark.parametrize(("depths", "stones"), [((2, 2), (41, 31)), ((3, 2), (43, 17))])
def test_hiroi_reproduces_published_games(depths: tuple[int, int], stones: tuple[int, int]) -> None:
    """Hiroi's table: engines of these depths (first, second) end with these stores."""
    state = HIROI.initial_state()
    while not HIROI.is_terminal(state):
        for move in negamax(HIROI, state, depths[state.player])[1]:
            state = HIROI.apply(state, move)
    assert HIROI.stores(state) == stones


# -- notation, pictures and bad input --------------------------------------------------
@pytest.mark.parametrize("game", [MODERN, Kalah(pits=8, stones=1), Kalah(1, 1)])
def test_notation_round_trip(game: Kalah) -> None:
    state = game.initial_state()
    assert [game.format_move(move) for move in range(game.pits)] == [
        str(i) for i in range(1, game.pits + 1)
    ]
    for move in range(game.pits):
        assert game.parse_move(state, game.format_move(move)) == move
    assert game.parse_move(state, " 1 ") == 0


@pytest.mark.parametrize("text", ["", "0", "7", "a", "1.5", "-1", "+2", "٣", "1 2"])
def test_bad_notation(text: str) -> None:
    with pytest.raises(MoveNotationError):
        MODERN.parse_move(MODERN.initial_state(), text)


def test_illegal_moves_name_the_legal_ones() -> None:
    state = HIROI.play_line(HIROI.initial_state(), "1")
    with pytest.raises(IllegalMoveError) as error:
        HIROI.play_line(state, "1")
    assert error.value.legal == ["2", "3", "4", "5", "6"]
    with pytest.raises(IllegalMoveError):
        HIROI.play(state, 6)
    over = HIROI.play_line(position(HIROI, 0, 0, 0, 0, 0, 1, 30, 1, 2, 3, 4, 5, 6, 20), "6")
    with pytest.raises(IllegalMoveError) as error:
        HIROI.play(over, 0)
    assert error.value.legal == []


def test_wrong_game() -> None:
    with pytest.raises(WrongGameError):
        MODERN.play(HIROI.initial_state(), 0)
    with pytest.raises(WrongGameError):
        MODERN.play(get_game("tictactoe").initial_state(), 0)


@pytest.mark.parametrize(
    "settings",
    [
        {"pits": 0},
        {"pits": 9},
        {"stones": 0},
        {"stones": 13},
        {"pits": "6"},
        {"rules": "hiroi", "empty_capture": True},
    ],
)
def test_unsupported_boards(settings: dict) -> None:
    with pytest.raises(UnsupportedBoardError):
        Kalah(**settings)


def test_unknown_names() -> None:
    with pytest.raises(UnknownNameError):
        Kalah(rules="oware")
    with pytest.raises(UnknownNameError):
        MODERN.initial_state("random")


def test_pictures() -> None:
    state = MODERN.play_line(MODERN.initial_state(), "1")
    lines = str(state).splitlines()
    assert lines[0].split() == ["South"]  # the opponent on top, its row right to left
    assert lines[1].split() == ["4", "5", "5", "5", "5", "0"]
    assert lines[2].split() == ["0", "0"]  # South's store left, North's right
    assert lines[3].split() == ["4"] * 6
    assert lines[-1] == "North to move"
    svg = state._repr_svg_()
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg"') and svg.endswith("</svg>")

"""What every game shares through the Game protocol."""

import re

import pytest

from gamesearch.errors import UnknownNameError
from gamesearch.games import game_names, get_game

GAMES = [get_game(name) for name in game_names()]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_an_unknown_start_lists_the_valid_ones(game):
    with pytest.raises(UnknownNameError, match="unknown start 'sideways'; valid starts: ") as error:
        game.initial_state("sideways")
    assert all(start in str(error.value) for start in game.starts)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_the_default_start_is_the_first_named_one(game):
    assert game.initial_state() == game.initial_state(game.starts[0])


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_a_position_in_words_names_every_square_and_who_is_to_move(game):
    state = game.initial_state()
    words = game.describe(state)
    assert f"{game.player_names[game.to_move(state)]} to move" in words
    squares = re.findall(r"\b[a-h][1-8] (?:empty|X|O|black|white)\b", words)
    if game.name == "tictactoe":
        assert len(squares) == 9 and words.count("empty") == 9
    elif game.name.startswith("reversi"):
        assert len(squares) == game.rows * game.cols  # the empty ones too
        assert words.count("black") == words.count("white") == 2

"""What every game shares through the Game protocol."""

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

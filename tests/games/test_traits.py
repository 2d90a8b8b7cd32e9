"""A game's traits: what it declares (integer scores, extra turns) or shows by its class
(evaluate, symmetries), with defaults that ask nothing new of the common game, and
check_game catching a declaration the game's play contradicts."""

from __future__ import annotations

import pytest

from gamesearch.errors import GameContractError
from gamesearch.games import check_game, get_game
from gamesearch.games.base import Traits
from tests.games.nim import Nim
from tests.games.small_games import Pile, Subtract


def test_the_shipped_games_traits():
    assert get_game("tictactoe").traits == Traits(
        integer_scores=True, extra_turns=False, evaluation=True, symmetries=True
    )
    assert get_game("kalah").traits.extra_turns and get_game("kalah").traits.integer_scores
    reversi = get_game("reversi-4x6").traits
    assert reversi.integer_scores and not reversi.extra_turns and reversi.symmetries
    assert get_game("pi-27").traits.integer_scores


def test_a_game_that_writes_nothing_new_has_integer_scores_from_its_int_range():
    assert Nim().traits == Traits(
        integer_scores=True, extra_turns=False, evaluation=False, symmetries=False
    )


class HalfNim(Nim):
    """Nim whose loser scores -0.5: fractional, and its range says so in floats."""

    score_range = (-1.0, 1.0)

    def score(self, state):
        return -0.5


class DeclaredHalfNim(HalfNim):
    """The same, its range in ints, declaring its scores fractional in so many words."""

    score_range = (-1, 1)
    integer_scores = False


def test_a_fractional_game_says_so_by_a_float_range_or_in_so_many_words():
    assert not HalfNim().traits.integer_scores
    assert not DeclaredHalfNim().traits.integer_scores
    check_game(HalfNim(), games=5)
    check_game(DeclaredHalfNim(), games=5)


class UndeclaredHalfNim(HalfNim):
    score_range = (-1, 1)  # ints: integer scores, by default


class HalfEvaluation(Nim):
    def evaluate(self, state):
        return 0.5 if not self.is_terminal(state) else self.score(state)


@pytest.mark.parametrize(
    ("game", "method", "value"),
    [(UndeclaredHalfNim(), "score", -0.5), (HalfEvaluation(), "evaluate", 0.5)],
)
def test_a_fraction_from_a_game_with_integer_scores_is_named_with_its_method(game, method, value):
    with pytest.raises(GameContractError) as caught:
        check_game(game, games=5)
    message = str(caught.value)
    assert message.startswith(f"{game.name}.{method} returned {value}, not a whole number")
    assert "at this position (start 'standard'" in message
    assert "integer_scores" in message and "False" in message  # how to say so


class AgainOnThree(Subtract):
    """The subtraction game in which taking three counters moves again."""

    def apply(self, state, move):
        counters = state.counters - move
        return Pile(counters, state.player if move == 3 else 1 - state.player)


class DeclaredAgainOnThree(AgainOnThree):
    extra_turns = True


def test_an_undeclared_extra_turn_is_named_with_the_method_and_the_position():
    with pytest.raises(GameContractError) as caught:
        check_game(AgainOnThree(), games=5)
    message = str(caught.value)
    assert message.startswith(
        "againonthree.to_move gives player 0 the move again after 3 (an extra turn), but "
        "againonthree does not declare extra turns"
    )
    assert "at this position (start 'standard'" in message
    assert "Pile(counters=" in message  # the position, as text
    assert "extra_turns = True" in message


def test_a_declared_extra_turn_passes():
    assert DeclaredAgainOnThree().traits.extra_turns
    check_game(DeclaredAgainOnThree(), games=20)

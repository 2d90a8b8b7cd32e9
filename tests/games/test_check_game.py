"""check_game: every registered game passes it, and each rule it checks catches a game with
that one bug planted, naming the method, the position and what to do."""

import random

import pytest

from gamesearch.errors import GameContractError
from gamesearch.games import Symmetry, check_game, game_names, get_game
from tests.games.nim import Nim


@pytest.mark.parametrize("name", game_names())
def test_every_registered_game_keeps_the_contract(name):
    report = check_game(get_game(name), games=20)
    assert report.games == 20 * len(get_game(name).starts) and report.positions > report.games
    assert str(report).startswith(f"✔ {name}: ")


def test_a_correct_nim_passes_and_says_what_was_checked():
    report = check_game(Nim(), games=10, seed=3)
    assert (report.starts, report.games) == (1, 10)
    assert report.moves == report.positions - 10  # every game ends: one more position than moves
    assert "10 random games from 1 start" in str(report)


class MutableHeaps:
    """A state class holding a list, hashed by its contents: hashable, and yet changeable."""

    def __init__(self, heaps, player):
        self.heaps, self.player = list(heaps), player

    def __eq__(self, other):
        return (self.heaps, self.player) == (other.heaps, other.player)

    def __hash__(self):
        return hash((tuple(self.heaps), self.player))

    def __repr__(self):
        return f"MutableHeaps({self.heaps}, {self.player})"


class ChangesItsInput(Nim):
    def initial_state(self, start=None):
        return MutableHeaps(self.heaps, 0)

    def to_move(self, state):
        return state.player

    def legal_moves(self, state):
        return tuple((i, k) for i, h in enumerate(state.heaps) for k in range(1, h + 1))

    def apply(self, state, move):
        state.heaps[move[0]] -= move[1]  # the bug: the input changes
        return MutableHeaps(state.heaps, 1 - state.player)

    def state_to_json(self, state):
        return [state.heaps, state.player]

    def state_from_json(self, data):
        return MutableHeaps(*data)


class Override:
    """A Nim with one method replaced."""

    def __init__(self, **methods):
        self.methods = methods

    def game(self):
        return type("PlantedNim", (Nim,), self.methods)()


def nim_apply(state, move):
    return Nim().apply(state, move)


PLANTED = {
    "to_move not 0 or 1": (
        Override(to_move=lambda self, s: s[1] + 1).game(),
        r"nim\.to_move returned 2\n.*to_move returns the int 0",
    ),
    "to_move a bool": (
        Override(to_move=lambda self, s: bool(s[1])).game(),
        "to_move returned False",
    ),
    "unhashable state": (
        Override(initial_state=lambda self, start=None: [list(self.heaps), 0]).game(),
        r"nim\.initial_state gave a state that is not hashable.*tuples \(not lists\)",
    ),
    "moves at the end": (
        Override(is_terminal=lambda self, s: sum(s[0]) <= 1).game(),
        r"nim\.legal_moves lists 1 move where is_terminal says the game is over",
    ),
    "a game that never ends": (
        Override(legal_moves=lambda self, s: ((0, 0),), apply=lambda self, s, m: s).game(),
        r"nim\.legal_moves still lists moves after 1000 random moves.*every game must end",
    ),
    "a move listed twice": (
        Override(legal_moves=lambda self, s: Nim.legal_moves(self, s) * 2).game(),
        r"nim\.legal_moves lists \(0, 1\) twice",
    ),
    "apply changes its input": (
        ChangesItsInput(),
        r"changesitsinput\.apply changed its input when playing .*leaves the one it is given",
    ),
    "apply not deterministic": (
        Override(
            apply=lambda self, s, m: (
                nim_apply(s, (m[0], random.choice(range(1, m[1] + 1))))
                if m[1] > 1
                else nim_apply(s, m)
            )
        ).game(),
        r"nim\.apply gave two different states for the same move .*apply is deterministic",
    ),
    "score out of range": (
        Override(score=lambda self, s: -2).game(),
        r"nim\.score returned -2, outside score_range \(-1, 1\)",
    ),
    "evaluate out of range": (
        Override(evaluate=lambda self, s: 5 if not self.is_terminal(s) else -1).game(),
        r"nim\.evaluate returned 5, outside score_range",
    ),
    "score_range not a pair": (
        Override(score_range=(1, -1)).game(),
        r"nim\.score_range is \(1, -1\); it is a pair of finite numbers",
    ),
    "an unstable key": (
        Override(key=lambda self, s: object()).game(),
        r"nim\.key gave <object .*, then <object .*a key depends on the position only",
    ),
    "equal keys, different moves": (
        Override(key=lambda self, s: (tuple(sorted(s[0])), s[1])).game(),
        r"nim\.key gives .* two positions with different legal moves",
    ),
    "equal keys, different scores": (
        Override(key=lambda self, s: sum(s[0])).game(),
        r"nim\.key gives .* two positions with different (legal moves|scores)",
    ),
    "a state the codec cannot write": (
        Override(initial_state=lambda self, start=None: (frozenset(self.heaps), 0)).game(),
        r"nim\.state_to_json raised GameContractError: .*frozenset",
    ),
    "a state read back wrong": (
        Override(state_from_json=lambda self, data: (tuple(data[0]), 1 - data[1])).game(),
        r"nim\.state_from_json read .* back .*, not the state",
    ),
    "a move read back wrong": (
        Override(move_from_json=lambda self, data: list(data)).game(),
        r"nim\.move_to_json wrote the move \(0, 1\) as \[0, 1\], which reads back as \[0, 1\]",
    ),
    "notation with spaces": (
        Override(format_move=lambda self, m: f"take {m[1]} from {m[0]}").game(),
        r"nim\.format_move wrote the move \(0, 1\) as 'take 1 from 0'.*one word, without spaces",
    ),
    "parse_move disagrees": (
        Override(parse_move=lambda self, s, text: (0, 1)).game(),
        r"nim\.parse_move read '1,1' as \(0, 1\), not the move \(1, 1\)",
    ),
    "a symmetry that moves heaps but not moves": (
        Override(
            symmetries=(Symmetry("reverse", lambda s: (s[0][::-1], s[1]), lambda m: m),)
        ).game(),
        r"nim\.symmetries maps the legal moves to .* under 'reverse', but the image",
    ),
}


@pytest.mark.parametrize("bug", PLANTED)
def test_each_planted_bug_is_named(bug):
    game, message = PLANTED[bug]
    with pytest.raises(GameContractError, match="(?s)" + message) as caught:
        check_game(game)
    text = str(caught.value)
    assert len(text) < 1500


@pytest.mark.parametrize(
    "bug", [b for b in PLANTED if b not in ("score_range not a pair", "a game that never ends")]
)
def test_the_message_shows_the_position_as_text(bug):
    game, _ = PLANTED[bug]
    with pytest.raises(GameContractError) as caught:
        check_game(game)
    assert "at this position (start 'standard'" in str(caught.value) or "and (start" in str(
        caught.value
    )


def test_check_game_is_given_a_game():
    with pytest.raises(GameContractError, match=r"pass the game, Nim\(\), not the class"):
        check_game(Nim)
    with pytest.raises(GameContractError, match="games is a whole number >= 1, not 0"):
        check_game(Nim(), games=0)


def test_apply_changing_its_input_shows_the_position_it_was_given():
    """The first move of the first game changes the start: the message shows the start as it
    was, (1, 3, 5), and names what apply made of it."""
    with pytest.raises(GameContractError) as caught:
        check_game(ChangesItsInput())
    text = str(caught.value)
    assert "at this position (start 'standard'):\n    MutableHeaps([1, 3, 5], 0)\n" in text
    became = text.split("it became ")[1].split("\n")[0]
    assert became.startswith("MutableHeaps([") and became != "MutableHeaps([1, 3, 5], 0)"

"""A table's move that is not legal where it is found is never played, returned or printed.

The game contract says equal keys mean the same value and the same legal moves. A key that
breaks it (here Nim keyed by its sorted heaps: the same value, but a move (heap, count)
legal at (0, 2) is not at (2, 0)) once made ``gamesearch solve`` print a principal variation
whose last move was illegal: the table's move went into the line unchecked.
"""

import pytest

from gamesearch.errors import GameContractError
from gamesearch.games import check_game
from gamesearch.search import ALGORITHMS, get_algorithm, solve
from gamesearch.widgets.play_model import PlayModel
from tests.games.nim import Nim, NimState


class SortedKeyNim(Nim):
    """Nim whose key forgets which heap is which: equal keys, different legal moves."""

    def key(self, state: NimState) -> tuple[tuple[int, ...], int]:
        return tuple(sorted(state[0])), state[1]

    def evaluate(self, state: NimState) -> int:  # for the iterative deepeners
        return self.score(state) if self.is_terminal(state) else 0


GAME = SortedKeyNim((1, 3, 5))
WITH_TABLE = [a for a in ALGORITHMS if get_algorithm(a).tt is not False]


def test_check_game_names_the_broken_key():
    with pytest.raises(GameContractError, match=r"nim\.key gives .* different legal moves"):
        check_game(GAME)


@pytest.mark.parametrize("algorithm", WITH_TABLE)
def test_the_line_and_the_best_move_are_legal(algorithm):
    options = {"gamma": 0} if algorithm == "nws" else {}
    if get_algorithm(algorithm).needs_depth:
        options["depth"] = sum(GAME.heaps)  # the longest game: one counter a move
    result = solve(GAME, algorithm=algorithm, tt=True, **options)
    state = GAME.initial_state()
    for move in result.pv:  # play() raises IllegalMoveError for an illegal move
        state = GAME.play(state, move)
    assert result.pv, "a solved Nim has a line"
    assert result.best_move in GAME.legal_moves(GAME.initial_state())


def test_the_player_engine_plays_legal_moves_only():
    model = PlayModel(GAME, engine="negascout", depth=None, human=1, tt=True)
    while not model.over:
        legal = GAME.legal_moves(model.state)
        model.play(legal[-1])  # the person takes a whole heap; the engine answers
    assert len(model.plies) >= 3 and any(ply.player == 0 for ply in model.plies)
    state = GAME.initial_state()
    for ply in model.plies:
        state = GAME.play(state, ply.move)

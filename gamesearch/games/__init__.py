"""The games, by name: ``get_game("reversi-4x6")``, and the contract a new game follows.

Every name comes from one registry (:mod:`gamesearch.games.registry`): the shipped games are
registered below exactly as a student registers theirs, ``register_game("nim", Nim)``. The
classes (:class:`TicTacToe`, :class:`Kalah`, :class:`Reversi`, :class:`TreeGame`) accept other
settings directly. :func:`check_game` is the conformance check to run on a new game first.
"""

from __future__ import annotations

from functools import partial

from gamesearch.games.base import Game, Move, State, Symmetry
from gamesearch.games.check import check_game
from gamesearch.games.registry import GAMES, game_classes, game_names, get_game, register_game


def _tictactoe() -> Game[State, Move]:
    from gamesearch.games.tictactoe import TicTacToe

    return TicTacToe()


def _kalah(stones: int, rules: str) -> Game[State, Move]:
    from gamesearch.games.kalah import Kalah

    return Kalah(pits=6, stones=stones, rules=rules)


def _reversi(rows: int, cols: int) -> Game[State, Move]:
    from gamesearch.games.reversi import Reversi

    return Reversi(rows=rows, cols=cols)


def _tree(name: str) -> Game[State, Move]:
    from gamesearch.games.trees import EXAMPLE_TREES

    return EXAMPLE_TREES[name]


register_game("tictactoe", _tictactoe)
register_game("kalah", lambda: _kalah(4, "modern"))
register_game("kalah-hiroi", lambda: _kalah(6, "hiroi"))
for _rows, _cols in ((4, 4), (4, 6), (6, 6), (8, 8)):
    register_game(f"reversi-{_rows}x{_cols}", partial(_reversi, _rows, _cols))
for _name in ("hiroi-8", "pi-27"):
    register_game(_name, partial(_tree, _name))

__all__ = [
    "GAMES",
    "Game",
    "Symmetry",
    "check_game",
    "game_classes",
    "game_names",
    "get_game",
    "register_game",
]

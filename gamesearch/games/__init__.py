"""The games, by name: ``get_game("reversi-4x6")``.

Each name maps to a preset; the classes (:class:`TicTacToe`, :class:`Kalah`, :class:`Reversi`,
:class:`TreeGame`) accept other settings directly.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from gamesearch.errors import UnknownNameError
from gamesearch.games.base import Game, Symmetry


def _tictactoe() -> Game:
    from gamesearch.games.tictactoe import TicTacToe

    return TicTacToe()


def _kalah() -> Game:
    from gamesearch.games.kalah import Kalah

    return Kalah(pits=6, stones=4, rules="modern")


def _kalah_hiroi() -> Game:
    from gamesearch.games.kalah import Kalah

    return Kalah(pits=6, stones=6, rules="hiroi")


def _reversi(rows: int, cols: int) -> Callable[[], Game]:
    def make() -> Game:
        from gamesearch.games.reversi import Reversi

        return Reversi(rows=rows, cols=cols)

    return make


PRESETS: dict[str, Callable[[], Game]] = {
    "tictactoe": _tictactoe,
    "kalah": _kalah,
    "kalah-hiroi": _kalah_hiroi,
    "reversi-4x4": _reversi(4, 4),
    "reversi-4x6": _reversi(4, 6),
    "reversi-6x6": _reversi(6, 6),
    "reversi-8x8": _reversi(8, 8),
}


@cache
def get_game(name: str) -> Game:
    """The preset game called ``name``; UnknownNameError lists the valid names."""
    try:
        factory = PRESETS[name]
    except KeyError:
        raise UnknownNameError("game", name, PRESETS) from None
    return factory()


__all__ = ["PRESETS", "Game", "Symmetry", "get_game"]

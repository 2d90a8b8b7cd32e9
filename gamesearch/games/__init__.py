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


def get_game(name: str) -> Game:
    """The preset game called ``name``; UnknownNameError lists the valid names."""
    if not isinstance(name, str) or name not in PRESETS:
        raise UnknownNameError("game", name, PRESETS)
    return _preset(name)


@cache
def _preset(name: str) -> Game:
    return PRESETS[name]()


def game_classes() -> dict[str, type[Game]]:
    """Every game class, by class name (what a saved trace names to rebuild its game)."""
    from gamesearch.games.kalah import Kalah
    from gamesearch.games.reversi import Reversi
    from gamesearch.games.tictactoe import TicTacToe
    from gamesearch.games.trees import TreeGame

    return {cls.__name__: cls for cls in (Kalah, Reversi, TicTacToe, TreeGame)}


__all__ = ["PRESETS", "Game", "Symmetry", "game_classes", "get_game"]

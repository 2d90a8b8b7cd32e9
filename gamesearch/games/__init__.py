"""The games, by name: ``get_game("reversi-4x6")``.

Each name maps to a preset; the classes (:class:`TicTacToe`, :class:`Kalah`, :class:`Reversi`,
:class:`TreeGame`) accept other settings directly.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, is_dataclass, replace
from functools import cache
from typing import Any

from gamesearch.errors import InvalidSearchError, UnknownNameError, quote
from gamesearch.games.base import Game, Move, State, Symmetry


def _tictactoe() -> Game[State, Move]:
    from gamesearch.games.tictactoe import TicTacToe

    return TicTacToe()


def _kalah() -> Game[State, Move]:
    from gamesearch.games.kalah import Kalah

    return Kalah(pits=6, stones=4, rules="modern")


def _kalah_hiroi() -> Game[State, Move]:
    from gamesearch.games.kalah import Kalah

    return Kalah(pits=6, stones=6, rules="hiroi")


def _reversi(rows: int, cols: int) -> Callable[[], Game[State, Move]]:
    def make() -> Game[State, Move]:
        from gamesearch.games.reversi import Reversi

        return Reversi(rows=rows, cols=cols)

    return make


PRESETS: dict[str, Callable[[], Game[State, Move]]] = {
    "tictactoe": _tictactoe,
    "kalah": _kalah,
    "kalah-hiroi": _kalah_hiroi,
    "reversi-4x4": _reversi(4, 4),
    "reversi-4x6": _reversi(4, 6),
    "reversi-6x6": _reversi(6, 6),
    "reversi-8x8": _reversi(8, 8),
}


def get_game(name: str, **config: Any) -> Game[State, Move]:
    """The preset game called ``name``; UnknownNameError lists the valid names.

    Keywords change the preset's settings (fields of its class), e.g.
    ``get_game("reversi-4x6", granularity=4)`` or ``get_game("reversi-4x6", order="hiroi")``;
    an unknown one raises InvalidSearchError naming the settings the game has.
    """
    if not isinstance(name, str) or name not in PRESETS:
        raise UnknownNameError("game", name, PRESETS)
    game = _preset(name)
    if not config:
        return game
    settings: list[str] = [f.name for f in fields(game)] if is_dataclass(game) else []
    unknown = [key for key in config if key not in settings]
    if unknown:
        raise InvalidSearchError(
            f"{name} has no setting {quote(unknown[0])}; its settings: "
            + (", ".join(settings) or "none")
        )
    changed: Game[State, Move] = replace(game, **config)  # type: ignore[type-var]  # a dataclass
    return changed


@cache
def _preset(name: str) -> Game[State, Move]:
    return PRESETS[name]()


def game_classes() -> dict[str, type[Game[State, Move]]]:
    """Every game class, by class name (what a saved trace names to rebuild its game)."""
    from gamesearch.games.kalah import Kalah
    from gamesearch.games.reversi import Reversi
    from gamesearch.games.tictactoe import TicTacToe
    from gamesearch.games.trees import TreeGame

    return {cls.__name__: cls for cls in (Kalah, Reversi, TicTacToe, TreeGame)}


__all__ = ["PRESETS", "Game", "Symmetry", "game_classes", "get_game"]

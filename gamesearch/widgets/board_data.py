"""A position as the player's front end draws it: its cells, and the game's style table.

The player shows the board of every node it steps to. Sending each position as a picture
costs a picture a node; instead each distinct position travels as its cells (a few small
numbers) and its status line ("X to move"), and the front end (``board.js``) draws it from
the game's style table (:func:`board_style`): the same picture as the game's own
``render_svg`` and the same words as its ``describe`` (``tests/widgets/test_payload.py``
checks both at every cursor of the course's traces, so the table and the games' pictures
cannot drift apart). A game the table does not know (a student's own, with its own
``render_svg``) keeps sending its pictures (:mod:`gamesearch.widgets.stepper_data`).

A cell is a small number: for tic-tac-toe and Reversi, each square's piece (0 none, 1 the
first player's, 2 the second's), row by row from a1; for Kalah, the player to move, then the
holes as the game keeps them (pits and stores, ``2 × pits + 2``).
"""

from __future__ import annotations

from typing import Any

from gamesearch.games.base import Game, State
from gamesearch.games.kalah import Kalah
from gamesearch.games.reversi import Reversi
from gamesearch.games.tictactoe import TicTacToe
from gamesearch.widgets.payload import BoardStyle


def board_style(game: Game[Any, Any]) -> BoardStyle | None:
    """The style table the front end draws ``game``'s positions from; None for a game it
    does not draw (its own pictures are sent)."""
    names = list(game.player_names)
    if isinstance(game, TicTacToe):
        return {
            "kind": "tictactoe",
            "rows": 3,
            "cols": 3,
            "letters": "abc",
            "glyphs": ["", "X", "O"],
            "words": ["empty", "X", "O"],
            "colours": {"paper": "white", "line": "black"},
            "players": names,
        }
    if isinstance(game, Reversi):
        return {
            "kind": "reversi",
            "rows": game.rows,
            "cols": game.cols,
            "letters": "abcdefgh"[: game.cols],
            "glyphs": ["", "#000", "#fff"],  # a disc's fill
            "words": ["empty", "black", "white"],
            "colours": {"board": "#2e8b57", "line": "#000"},
            "players": names,
        }
    if isinstance(game, Kalah):
        return {
            "kind": "kalah",
            "rows": 2,
            "cols": game.pits,
            "letters": "",
            "glyphs": [],
            "words": [],
            "colours": {"board": "#c8a165", "pit": "#8b5a2b", "stones": "white"},
            "players": names,
        }
    return None


def board_cells(game: Game[Any, Any], state: State) -> tuple[int, ...]:
    """``state``'s cells, for a game :func:`board_style` draws (see the module docstring)."""
    if isinstance(game, Kalah):
        return (state.player, *state.board)
    if isinstance(game, TicTacToe):
        first, second, size = state.x, state.o, 9
    else:
        assert isinstance(game, Reversi)
        first, second, size = state.black, state.white, game.rows * game.cols
    return tuple(1 if first >> i & 1 else 2 if second >> i & 1 else 0 for i in range(size))


def status_line(game: Game[Any, Any], state: State) -> str:
    """The position's status as its picture and words end: "X to move", "draw", …: the last
    part of :meth:`~gamesearch.games.base.Game.describe` for the games drawn here."""
    return game.describe(state).rsplit("; ", 1)[-1]

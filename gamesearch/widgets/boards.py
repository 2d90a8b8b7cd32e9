"""Clickable boards made of standard buttons, one button per move.

:func:`button_board` picks the layout for a game: a grid of squares for tic-tac-toe and
Reversi, the row of the mover's pits for Kalah (under a picture of the whole board), and
for any other game a row of its legal moves. Every button calls ``on_move(move)``; buttons
of occupied squares and empty pits stay clickable, so that the game itself can refuse the
move and say why.
"""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as widgets

from gamesearch.games.base import Game, Move, State
from gamesearch.games.kalah import Kalah
from gamesearch.games.reversi import Reversi
from gamesearch.games.tictactoe import TicTacToe

OnMove = Callable[[Move], None]
CELL, GAP = 64, 3  # pixels


class ButtonBoard:
    """Buttons standing for moves; :meth:`show` relabels them for a position.

    ``widget`` is what to display; ``picture`` is the width in pixels at which to show the
    board's own picture above it, 0 when the buttons alone show the whole position.
    """

    def __init__(
        self,
        widget: widgets.Box,
        buttons: dict[Move, widgets.Button],
        label: Callable[[State, Move], tuple[str, str]],
        picture: int,
    ) -> None:
        self.widget, self.buttons, self.label, self.picture = widget, buttons, label, picture

    def show(self, state: State) -> None:
        for move, button in self.buttons.items():
            button.description, button.style.text_color = self.label(state, move)


def button_board(game: Game, on_move: OnMove) -> ButtonBoard | MoveRow:
    """The clickable board for ``game``; its moves are those of the player to move."""
    if isinstance(game, TicTacToe):
        return _grid(game, 3, 3, _tictactoe_label, on_move, "white")
    if isinstance(game, Reversi):
        return _grid(game, game.rows, game.cols, _reversi_label, on_move, "#2e8b57")
    if isinstance(game, Kalah):
        return _pits(game, on_move)
    return MoveRow(game, on_move)


def _button(
    game: Game, move: Move, on_move: OnMove, colour: str, width: str = f"{CELL}px"
) -> widgets.Button:
    button = widgets.Button(
        tooltip=f"Play {game.format_move(move)}",
        layout=widgets.Layout(width=width, height=f"{CELL}px"),
        style=widgets.ButtonStyle(button_color=colour, font_size="28px", font_weight="bold"),
    )
    button.on_click(lambda _: on_move(move))
    return button


def _grid(
    game: Game,
    rows: int,
    cols: int,
    label: Callable[[State, Move], tuple[str, str]],
    on_move: OnMove,
    colour: str,
) -> ButtonBoard:
    buttons = {square: _button(game, square, on_move, colour) for square in range(rows * cols)}
    grid = widgets.GridBox(
        list(buttons.values()),
        layout=widgets.Layout(
            grid_template_columns=f"repeat({cols}, {CELL}px)", grid_gap=f"{GAP}px"
        ),
    )
    return ButtonBoard(grid, buttons, label, picture=0)


def _tictactoe_label(state: State, square: int) -> tuple[str, str]:
    if state.x >> square & 1:
        return "X", "#000000"
    return ("O", "#000000") if state.o >> square & 1 else ("", "#000000")


def _reversi_label(state: State, square: int) -> tuple[str, str]:
    if state.black >> square & 1:
        return "●", "#000000"
    return ("●", "#ffffff") if state.white >> square & 1 else ("", "#000000")


def _pits(game: Kalah, on_move: OnMove) -> ButtonBoard:
    """Pit buttons numbered as moved, under the picture's bottom row: the mover's pits."""
    buttons = {pit: _button(game, pit, on_move, "#c8a165") for pit in range(game.pits)}

    def label(state: State, pit: int) -> tuple[str, str]:
        return str(pit + 1), "#000000"

    step = CELL + GAP  # the picture's holes as wide as a button and its gap
    row = widgets.HBox(
        list(buttons.values()),
        layout=widgets.Layout(grid_gap=f"{GAP}px", margin=f"0 0 0 {step}px"),
    )
    return ButtonBoard(row, buttons, label, picture=step * (game.pits + 2))


class MoveRow:
    """Any other game: a button for each legal move, remade for every position."""

    picture = 320

    def __init__(self, game: Game, on_move: OnMove) -> None:
        self.game, self.on_move = game, on_move
        self.widget = widgets.HBox()
        self.buttons: dict[Move, widgets.Button] = {}

    def show(self, state: State) -> None:
        self.buttons = {}
        for move in self.game.legal_moves(state):
            button = _button(self.game, move, self.on_move, "#eeeeee", width="auto")
            button.description = self.game.format_move(move)
            self.buttons[move] = button
        self.widget.children = list(self.buttons.values())

"""Clickable boards made of standard ipywidgets, one button per move.

:func:`make_board` picks the board for a game: a grid of squares with column letters and
row numbers for tic-tac-toe and Reversi; for Kalah the two rows of pits between the two
stores, the person's pits at the bottom as buttons, every pit named as the game writes its
moves; for any other game its picture and a button per legal move. Each board's
``show(view)`` redraws every square from a :class:`~gamesearch.widgets.play_model.BoardView`:
pieces and stones, the legal moves (shown with their names, the way the person would type
them), the last turn's moves (outlined), and the stones in every pit and store.

The boards draw their own colours, the same in every JupyterLab theme, with text at 4.5:1
or more against its square; the coordinates around them take the theme's text colour.
Squares of occupied cells and empty pits stay clickable, so that the game itself can
refuse the move and say why.

A button's label is never empty: ipywidgets keeps a button's old text when its description
becomes ``""``, so an empty square is labelled with a no-break space.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import ipywidgets as widgets

from gamesearch.games.base import Game, Move, State
from gamesearch.games.kalah import Kalah
from gamesearch.games.reversi import Reversi
from gamesearch.games.tictactoe import TicTacToe
from gamesearch.widgets.play_model import BoardView

OnMove = Callable[[Move], None]
BLANK = "\u00a0"  # a no-break space: the label of an empty square (see the module docstring)
#: Pixels: the widest and the tallest a board may be, coordinates left out, so that it fits the
#: notebook column (~800 px at 1280 x 800 with the file browser open) and, with the text
#: beside or under it, mostly one screen; the largest square; the coordinates' band; the gap.
WIDTH, HEIGHT, LARGEST, LABEL, GAP = 560, 420, 80, 28, 4
THEME_TEXT = "var(--jp-content-font-color1, inherit)"


@dataclass(frozen=True)
class Palette:
    """A board's own colours: the background of a square and of a square the person may
    play, the text on each, the squares' border, and the outline of the last turn's moves."""

    square: str
    legal: str
    text: str
    legal_text: str
    line: str
    last: str


@dataclass(frozen=True)
class Face:
    """What one square shows: its label, the label's colour, size and weight, and the
    square's background and tooltip."""

    text: str
    colour: str
    size: int
    background: str
    tooltip: str
    bold: bool = True


TICTACTOE = Palette("#f3e5c8", "#fffaf0", "#0d47a1", "#5d4037", "#6d4c41", "#e65100")
PIECE_COLOURS = {"X": "#0d47a1", "O": "#b71c1c"}
REVERSI = Palette("#2a8452", "#9ccc65", "#000000", "#1b3a1b", "#143d26", "#ffd600")
DISC_COLOURS = ("#000000", "#ffffff")  # Black's, White's: both 4.5:1 or more on the green
KALAH = Palette("#8b5a2b", "#f0d9a8", "#ffffff", "#3e2723", "#4e342e", "#ffd600")


def cell_size(across: int, down: int) -> int:
    """The side of a square in pixels on a board ``across`` squares wide and ``down`` high:
    as large as fits :data:`WIDTH` × :data:`HEIGHT`, at most :data:`LARGEST` (and at least
    44 for every board of the games: 8 × 8 Reversi gets 48)."""
    return min(LARGEST, WIDTH // across - GAP, HEIGHT // down - GAP)


def label(text: str, width: int, height: int) -> widgets.HTML:
    """A coordinate: ``text`` centred in a ``width`` × ``height`` box, in the theme's colour."""
    return widgets.HTML(
        f'<div style="text-align:center;font-size:16px;line-height:{height}px;'
        f'color:{THEME_TEXT}">{html.escape(text)}</div>',
        layout=widgets.Layout(width=f"{width}px", height=f"{height}px", margin="0"),
    )


def square_button(tooltip: str, size: int, on_click: Callable[[], None]) -> widgets.Button:
    """A square button of ``size`` pixels that calls ``on_click``; :func:`paint` labels it."""
    button = widgets.Button(
        description=BLANK,
        tooltip=tooltip,
        layout=widgets.Layout(width=f"{size}px", height=f"{size}px", margin="0", padding="0"),
        style=widgets.ButtonStyle(),
    )
    button.on_click(lambda _: on_click())
    return button


def grid(cells: list[widgets.Widget], columns: str, rows: str) -> widgets.GridBox:
    """``cells`` in a grid of the given column and row tracks (CSS), :data:`GAP` apart."""
    layout = widgets.Layout(
        grid_template_columns=columns,
        grid_template_rows=rows,
        grid_gap=f"{GAP}px",
        width="max-content",
    )
    return widgets.GridBox(cells, layout=layout)


def paint(button: widgets.Button, face: Face, outline: str, clickable: bool) -> None:
    """Redraw ``button`` completely: label, colours, outline (3 px) and tooltip."""
    button.description = face.text or BLANK
    button.tooltip = face.tooltip
    button.style.text_color = face.colour
    button.style.font_size = f"{face.size}px"
    button.style.font_weight = "bold" if face.bold else "normal"
    button.style.button_color = face.background
    button.layout.border = f"3px solid {outline}"
    button.disabled = not clickable


class GridBoard:
    """Tic-tac-toe and Reversi: a button per square, row by row from the top left, with the
    column letters above and the row numbers on the left (the squares' names: ``a1`` …)."""

    def __init__(
        self,
        game: Game[State, Move],
        rows: int,
        cols: int,
        face: Callable[[State, Move, bool, int], Face],
        palette: Palette,
        on_move: OnMove,
    ) -> None:
        self.game, self.face, self.palette = game, face, palette
        self.size = cell_size(cols, rows)
        self.buttons = {
            square: square_button(
                f"Play {game.format_move(square)}", self.size, partial(on_move, square)
            )
            for square in range(rows * cols)
        }
        cells: list[widgets.Widget] = [label("", LABEL, LABEL)]
        cells += [label(game.format_move(col)[0], self.size, LABEL) for col in range(cols)]
        for row in range(rows):
            cells.append(label(str(row + 1), LABEL, self.size))
            cells += [self.buttons[row * cols + col] for col in range(cols)]
        self.widget = grid(
            cells,
            f"{LABEL}px repeat({cols}, {self.size}px)",
            f"{LABEL}px repeat({rows}, {self.size}px)",
        )

    def show(self, view: BoardView) -> None:
        last = {move for _, move in view.last}
        legal = set(view.legal)
        for square, button in self.buttons.items():
            face = self.face(view.state, square, square in legal, self.size)
            outline = self.palette.last if square in last else self.palette.line
            paint(button, face, outline, view.clickable)


def _hint(game: Game[State, Move], square: Move, palette: Palette) -> Face:
    """An empty square the person may play: its name, as a hint of where and how to move."""
    name = game.format_move(square)
    return Face(name, palette.legal_text, 18, palette.legal, f"Play {name}", bold=False)


def tictactoe_face(game: TicTacToe) -> Callable[[State, Move, bool, int], Face]:
    def face(state: State, square: Move, legal: bool, size: int) -> Face:
        name = game.format_move(square)
        mark = "X" if state.x >> square & 1 else "O" if state.o >> square & 1 else ""
        if mark:
            return Face(mark, PIECE_COLOURS[mark], size // 2, TICTACTOE.square, f"{name}: {mark}")
        if legal:
            return _hint(game, square, TICTACTOE)
        return Face("", TICTACTOE.text, size // 2, TICTACTOE.square, f"{name}: empty")

    return face


def reversi_face(game: Reversi) -> Callable[[State, Move, bool, int], Face]:
    def face(state: State, square: Move, legal: bool, size: int) -> Face:
        name = game.format_move(square)
        for player, bits in enumerate((state.black, state.white)):
            if bits >> square & 1:
                owner = game.player_names[player]
                return Face(
                    "●", DISC_COLOURS[player], size * 3 // 4, REVERSI.square, f"{name}: {owner}"
                )
        if legal:
            return _hint(game, square, REVERSI)
        return Face("", REVERSI.text, size // 2, REVERSI.square, f"{name}: empty")

    return face


class KalahBoard:
    """Kalah from the person's side: the engine's pits on top (right to left, in its sowing
    order), the person's pits at the bottom as buttons (left to right), the engine's store
    on the left and the person's on the right; each row of pits named by its owner's moves
    (``1`` … ``6``), the engine's above its row and the person's below."""

    def __init__(self, game: Kalah, on_move: OnMove) -> None:
        self.game = game
        n = game.pits
        self.size = size = cell_size(n + 2, 2)
        self.buttons = {
            pit: square_button(f"Play pit {game.format_move(pit)}", size, partial(on_move, pit))
            for pit in range(n)
        }
        self.theirs = [self._hole(size) for _ in range(n)]
        self.stores = [self._hole(size, tall=True) for _ in range(2)]  # the engine's, yours
        # Columns: the engine's store, n pits, your store. Rows: names, 2 rows of pits, names.
        cells: list[widgets.Widget] = []
        for pit in range(n):
            cells.append(_at(label(game.format_move(n - 1 - pit), size, LABEL), 1, pit + 2))
            cells.append(_at(self.theirs[pit], 2, pit + 2))
            cells.append(_at(self.buttons[pit], 3, pit + 2))
            cells.append(_at(label(game.format_move(pit), size, LABEL), 4, pit + 2))
        cells.append(_at(self.stores[0], 2, 1, rows=2))
        cells.append(_at(self.stores[1], 2, n + 2, rows=2))
        self.widget = grid(
            cells, f"repeat({n + 2}, {size}px)", f"{LABEL}px {size}px {size}px {LABEL}px"
        )

    @staticmethod
    def _hole(size: int, tall: bool = False) -> widgets.HTML:
        height = 2 * size + GAP if tall else size
        return widgets.HTML(layout=widgets.Layout(width=f"{size}px", height=f"{height}px"))

    def show(self, view: BoardView) -> None:
        game, n, state = self.game, self.game.pits, view.state
        you, them = view.you, 1 - view.you
        names = game.player_names
        first = (0, n + 1)  # each player's first pit on the board
        legal, last = set(view.legal), set(view.last)
        for pit, button in self.buttons.items():
            stones = state.board[first[you] + pit]
            name = game.format_move(pit)
            if pit in legal:
                face = Face(str(stones), KALAH.legal_text, 22, KALAH.legal, f"Play pit {name}")
            else:
                tip = f"Pit {name}: {_stones(stones)}"
                face = Face(str(stones), KALAH.text, 22, KALAH.square, tip)
            outline = KALAH.last if (you, pit) in last else KALAH.line
            paint(button, face, outline, view.clickable)
        for column, hole in enumerate(self.theirs):
            pit = n - 1 - column
            stones = state.board[first[them] + pit]
            outline = KALAH.last if (them, pit) in last else KALAH.line
            tip = f"{names[them]}'s pit {game.format_move(pit)}: {_stones(stones)}"
            hole.value = _pit_html(str(stones), "", outline, tip)
        for hole, player in zip(self.stores, (them, you), strict=True):
            stones = game.stores(state)[player]
            tip = f"{names[player]}'s store: {_stones(stones)}"
            hole.value = _pit_html(str(stones), names[player], KALAH.line, tip)


def _at(widget: widgets.Widget, row: int, column: int, rows: int = 1) -> widgets.Widget:
    """``widget`` placed in the grid (``grid_area``: the front end ignores ``grid_row``)."""
    widget.layout.grid_area = f"{row} / {column} / {row + rows} / {column + 1}"
    widget.layout.margin = "0"
    return widget


def _stones(n: int) -> str:
    return f"{n} stone{'' if n == 1 else 's'}"


def _pit_html(count: str, caption: str, outline: str, tooltip: str) -> str:
    """A pit or store that is not a button, drawn like the pit buttons."""
    small = f'<div style="font-size:14px;font-weight:normal">{html.escape(caption)}</div>'
    return (
        f'<div title="{html.escape(tooltip)}" style="box-sizing:border-box;height:100%;'
        f"display:flex;flex-direction:column;justify-content:center;align-items:center;"
        "text-align:center;"
        f"background:{KALAH.square};color:{KALAH.text};border:3px solid {outline};"
        f'font-size:22px;font-weight:bold;line-height:1.2">{html.escape(count)}'
        f"{small if caption else ''}</div>"
    )


class MoveRow:
    """Any other game: its picture, and a button for each legal move, remade for every
    position."""

    def __init__(self, game: Game[State, Move], on_move: OnMove) -> None:
        self.game, self.on_move = game, on_move
        self.picture = widgets.HTML()
        self.row = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap", grid_gap=f"{GAP}px"))
        self.buttons: dict[Move, widgets.Button] = {}
        self.widget = widgets.VBox([self.picture, self.row])

    def show(self, view: BoardView) -> None:
        self.picture.value = self.game.render_svg(view.state, 320)
        self.buttons = {}
        for move in view.legal:
            name = self.game.format_move(move)
            button = square_button(f"Play {name}", 48, partial(self.on_move, move))
            button.layout.width = "auto"
            button.layout.padding = "0 12px"
            face = _hint(self.game, move, TICTACTOE)  # in the tic-tac-toe board's colours
            paint(button, face, TICTACTOE.line, view.clickable)
            self.buttons[move] = button
        self.row.children = list(self.buttons.values())


Board = GridBoard | KalahBoard | MoveRow


def make_board(game: Game[State, Move], on_move: OnMove) -> Board:
    """The clickable board for ``game``; its buttons call ``on_move(move)``."""
    if isinstance(game, TicTacToe):
        return GridBoard(game, 3, 3, tictactoe_face(game), TICTACTOE, on_move)
    if isinstance(game, Reversi):
        return GridBoard(game, game.rows, game.cols, reversi_face(game), REVERSI, on_move)
    if isinstance(game, Kalah):
        return KalahBoard(game, on_move)
    return MoveRow(game, on_move)

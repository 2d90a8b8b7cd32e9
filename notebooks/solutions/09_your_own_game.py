"""Solution to the exercise of notebook 09 (your own game): Connect Three on a 4 × 4 board.

Load it into a cell with ``%load solutions/09_your_own_game.py``, or run it with
``%run -i solutions/09_your_own_game.py``.
"""

from functools import cache

from gamesearch.games import Game

SIZE, LINE = 4, 3  # a 4 × 4 board; three in a row wins

#: Every line of three squares, as (column, row) triples: across, up, and both diagonals.
LINES = [
    [(c + i * dc, r + i * dr) for i in range(LINE)]
    for c in range(SIZE)
    for r in range(SIZE)
    for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1))
    if 0 <= c + (LINE - 1) * dc < SIZE and 0 <= r + (LINE - 1) * dr < SIZE
]


def disc(columns, column, row):
    """The disc at (column, row), row 0 at the bottom, or None if the square is empty."""
    return columns[column][row] if row < len(columns[column]) else None


@cache  # a search meets the same position many times: remember each answer
def winner(columns):
    """The player with three in a row on the board ``columns``, or None."""
    for line in LINES:
        discs = {disc(columns, c, r) for c, r in line}
        if len(discs) == 1 and None not in discs:
            return discs.pop()
    return None


class ConnectThree(Game):
    """Connect Three: players drop discs into the 4 columns of a 4 × 4 board, and the first
    to line up three of their own (across, up or diagonally) wins; a full board is a draw.

    A position is (columns, player to move): each column a tuple of the players' discs (0 or
    1), bottom first. A move is the column's index, 0 to 3.
    """

    player_names = ("X", "O")
    score_range = (-1, 1)

    def initial_state(self, start=None):
        return (((),) * SIZE, 0)

    def to_move(self, state):
        return state[1]

    def legal_moves(self, state):
        columns, _ = state
        if self.winner(columns) is not None:
            return ()
        return tuple(c for c in range(SIZE) if len(columns[c]) < SIZE)

    def apply(self, state, move):
        columns, player = state
        column = columns[move] + (player,)
        return ((*columns[:move], column, *columns[move + 1 :]), 1 - player)

    def score(self, state):
        columns, _ = state
        # The game is over: either the player who just moved made three in a row (the
        # player to move has lost) or the board is full (a draw).
        return -1 if self.winner(columns) is not None else 0

    def winner(self, columns):
        """The player with three in a row, or None."""
        return winner(columns)

    def render_text(self, state):
        columns, player = state
        rows = [
            " ".join(
                ".XO"[1 + d] if d is not None else "."
                for d in (disc(columns, c, r) for c in range(SIZE))
            )
            for r in reversed(range(SIZE))
        ]
        return "\n".join([*rows, "0 1 2 3", f"{self.player_names[player]} to move"])

"""Two games as a student writes them from notebook 09 and ``help(Game)`` alone, for the
tests that take a user's game through everything the package offers: Dots and Boxes (a
completed box moves again: an extra turn) and Domineering (whoever cannot place loses)."""

from __future__ import annotations

from dataclasses import dataclass

from gamesearch.games import Game

#: Dots and Boxes: the lines drawn (a bit each), the player to move, and the boxes the first
#: player has completed minus the second player's.
DotsState = tuple[int, int, int]


@dataclass(frozen=True)
class DotsAndBoxes(Game[DotsState, str]):
    """Dots and Boxes on ``rows`` × ``cols`` boxes. A move draws one line, named ``h`` (a
    horizontal line: its row of dots, then its column) or ``v`` (a vertical one); a player
    who completes a box moves again. The score is the difference in boxes."""

    rows: int = 2
    cols: int = 2
    extra_turns = True  # a player who completes a box moves again

    @property
    def score_range(self) -> tuple[int, int]:  # type: ignore[override]
        return (-self.rows * self.cols, self.rows * self.cols)

    @property
    def lines(self) -> tuple[str, ...]:
        horizontal = [f"h{r}{c}" for r in range(self.rows + 1) for c in range(self.cols)]
        vertical = [f"v{r}{c}" for r in range(self.rows) for c in range(self.cols + 1)]
        return (*horizontal, *vertical)

    def _bit(self, line: str) -> int:
        return 1 << self.lines.index(line)

    def _sides(self, r: int, c: int) -> int:
        names = (f"h{r}{c}", f"h{r + 1}{c}", f"v{r}{c}", f"v{r}{c + 1}")
        return sum(self._bit(name) for name in names)

    def initial_state(self, start: str | None = None) -> DotsState:
        self.start_name(start)
        return (0, 0, 0)

    def to_move(self, state: DotsState) -> int:
        return state[1]

    def legal_moves(self, state: DotsState) -> tuple[str, ...]:
        drawn = state[0]
        return tuple(line for line in self.lines if not drawn & self._bit(line))

    def apply(self, state: DotsState, move: str) -> DotsState:
        drawn, player, lead = state
        after = drawn | self._bit(move)
        boxes = [(r, c) for r in range(self.rows) for c in range(self.cols)]
        closed = sum(
            1
            for r, c in boxes
            if after & self._sides(r, c) == self._sides(r, c)
            and drawn & self._sides(r, c) != self._sides(r, c)
        )
        if not closed:
            return (after, 1 - player, lead)
        return (after, player, lead + (closed if player == 0 else -closed))

    def score(self, state: DotsState) -> int:
        _, player, lead = state
        return lead if player == 0 else -lead


#: Domineering: the covered squares (a bit each, row by row) and the player to move.
DomState = tuple[int, int]


@dataclass(frozen=True)
class Domineering(Game[DomState, int]):
    """Domineering on a ``rows`` × ``cols`` board: the first player places dominoes upright,
    the second lying down, each on two free squares; a move is the domino's top or left
    square. Whoever cannot place one loses."""

    rows: int = 3
    cols: int = 4
    score_range = (-1, 1)

    def initial_state(self, start: str | None = None) -> DomState:
        self.start_name(start)
        return (0, 0)

    def to_move(self, state: DomState) -> int:
        return state[1]

    def _other(self, square: int, player: int) -> int:
        return square + (self.cols if player == 0 else 1)

    def legal_moves(self, state: DomState) -> tuple[int, ...]:
        covered, player = state
        moves = []
        for square in range(self.rows * self.cols):
            row, col = divmod(square, self.cols)
            fits = row + 1 < self.rows if player == 0 else col + 1 < self.cols
            other = self._other(square, player)
            if fits and not covered & (1 << square | 1 << other):
                moves.append(square)
        return tuple(moves)

    def apply(self, state: DomState, move: int) -> DomState:
        covered, player = state
        return (covered | 1 << move | 1 << self._other(move, player), 1 - player)

    def score(self, state: DomState) -> int:
        return -1  # the player to move cannot place a domino: they lose

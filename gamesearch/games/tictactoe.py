"""Tic-tac-toe on bit masks.

A state holds two 9-bit masks, ``x`` and ``o``; square ``row * 3 + col`` is bit
``row * 3 + col``, row 0 at the top. A move is that square index, an ``int`` 0–8, written
column letter + row number: ``a1`` top-left, ``c1`` top-right, ``c3`` bottom-right. Legal
moves are the empty squares in increasing index order (``a1, b1, c1, a2, …``).

Scoring (from the player to move's view, so a finished game scores ≤ 0 for the loser to
move):

``"win-loss"``
    −1 if the previous mover completed a line, 0 for a draw.
``"shortest-win"``
    The literature's scoring that prefers faster wins: a win is worth
    ``(empty squares left + 2) // 2``, i.e. 3 / 2 / 1 for X winning on move 5 / 7 / 9 and
    2 / 1 for O winning on move 6 / 8; a draw is 0.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from gamesearch.errors import MoveNotationError, UnknownNameError
from gamesearch.games.base import GameInStates, StateMixin, Symmetry, is_count

SCORINGS = ("win-loss", "shortest-win")
FULL = 0b111_111_111
LINES = tuple(
    sum(1 << square for square in line)
    for line in (
        *((3 * r, 3 * r + 1, 3 * r + 2) for r in range(3)),
        *((c, c + 3, c + 6) for c in range(3)),
        (0, 4, 8),
        (2, 4, 6),
    )
)
SQUARE_NAMES = tuple(f"{'abc'[i % 3]}{i // 3 + 1}" for i in range(9))
_SQUARES = {name: i for i, name in enumerate(SQUARE_NAMES)}
_HAS_LINE = tuple(any(mask & line == line for line in LINES) for mask in range(FULL + 1))
_EMPTY = tuple(tuple(i for i in range(9) if not occupied >> i & 1) for occupied in range(512))


class _TicTacToeFields(NamedTuple):
    x: int
    o: int
    player: int
    game: TicTacToe


class TicTacToeState(StateMixin, _TicTacToeFields):
    """A position: X's and O's 9-bit masks, the player to move (0 = X), the game."""

    __slots__ = ()


def _symmetry(name: str, image: tuple[int, ...]) -> Symmetry[TicTacToeState, int]:
    """The symmetry sending the piece on square ``i`` to square ``image[i]``."""
    masks = tuple(sum(1 << image[i] for i in range(9) if mask >> i & 1) for mask in range(512))

    def state(s: TicTacToeState) -> TicTacToeState:
        return TicTacToeState(masks[s.x], masks[s.o], s.player, s.game)

    return Symmetry(name, state, image.__getitem__)


def _image(transform: Callable[[int, int], tuple[int, int]]) -> tuple[int, ...]:
    """The square permutation of a transform of (row, col) coordinates."""
    return tuple(3 * r + c for r, c in (transform(i // 3, i % 3) for i in range(9)))


SYMMETRIES = tuple(
    _symmetry(name, _image(transform))
    for name, transform in (
        ("identity", lambda r, c: (r, c)),
        ("rotate-90", lambda r, c: (c, 2 - r)),
        ("rotate-180", lambda r, c: (2 - r, 2 - c)),
        ("rotate-270", lambda r, c: (2 - c, r)),
        ("mirror-columns", lambda r, c: (r, 2 - c)),
        ("mirror-rows", lambda r, c: (2 - r, c)),
        ("mirror-diagonal", lambda r, c: (c, r)),
        ("mirror-antidiagonal", lambda r, c: (2 - c, 2 - r)),
    )
)


@dataclass(frozen=True)
class TicTacToe(GameInStates[TicTacToeState, int]):
    """Tic-tac-toe, X first; ``scoring`` is ``"win-loss"`` (±1/0) or ``"shortest-win"``."""

    scoring: str = "win-loss"

    name = "tictactoe"
    player_names = ("X", "O")
    notation = "a square: column a–c then row 1–3, a1 top-left, c3 bottom-right (e.g. b2)"

    def __post_init__(self) -> None:
        if self.scoring not in SCORINGS:
            raise UnknownNameError("scoring", self.scoring, SCORINGS)

    def key(self, state: TicTacToeState) -> tuple[int, int]:
        return state.x, state.o

    @property
    def symmetries(self) -> tuple[Symmetry[TicTacToeState, int], ...]:
        """The 8 symmetries of the square, identity first, then rotations, then mirrors."""
        return SYMMETRIES

    # -- positions -------------------------------------------------------------------
    def initial_state(self, start: str | None = None) -> TicTacToeState:
        self.start_name(start)
        return TicTacToeState(0, 0, 0, self)

    def state_problem(self, state: TicTacToeState) -> str:
        x, o, player, _ = state
        if not (is_count(x, 0, FULL) and is_count(o, 0, FULL)):
            return f"the masks x and o are ints from 0 to {FULL}, not {x!r} and {o!r}"
        if x & o:
            return "a square holds both X and O"
        if not is_count(player, 0, 1):
            return f"the player to move is 0 (X) or 1 (O), not {player!r}"
        return ""

    def to_move(self, state: TicTacToeState) -> int:
        return state.player

    def legal_moves(self, state: TicTacToeState) -> tuple[int, ...]:
        """The empty squares, lowest index first; none once the game is over."""
        if _HAS_LINE[state.x] or _HAS_LINE[state.o]:
            return ()
        return _EMPTY[state.x | state.o]

    def apply(self, state: TicTacToeState, move: int) -> TicTacToeState:
        x, o, player, _ = state
        if player == 0:
            return TicTacToeState(x | 1 << move, o, 1, self)
        return TicTacToeState(x, o | 1 << move, 0, self)

    def is_terminal(self, state: TicTacToeState) -> bool:
        """Three in a row or a full board."""
        return _HAS_LINE[state.x] or _HAS_LINE[state.o] or state.x | state.o == FULL

    def winner(self, state: TicTacToeState) -> int | None:
        """The player with three in a row, or None."""
        if _HAS_LINE[state.x]:
            return 0
        if _HAS_LINE[state.o]:
            return 1
        return None

    # -- values ----------------------------------------------------------------------
    def score(self, state: TicTacToeState) -> int:
        """−(value of the win) if the previous mover has won, else 0 (draw or unfinished)."""
        if self.winner(state) is None:
            return 0
        if self.scoring == "win-loss":
            return -1
        empty = len(_EMPTY[state.x | state.o])
        return -((empty + 2) // 2)

    def evaluate(self, state: TicTacToeState) -> int:
        """No estimate: an unfinished position scores 0 (a finished one, its score)."""
        return self.score(state)

    @property
    def score_range(self) -> tuple[int, int]:
        return (-1, 1) if self.scoring == "win-loss" else (-3, 3)

    # -- notation and pictures -------------------------------------------------------
    def format_move(self, move: int) -> str:
        if not is_count(move, 0, 8):
            raise MoveNotationError(move, "moves are the ints 0 to 8")
        return SQUARE_NAMES[move]

    def parse_move(self, state: TicTacToeState, text: str) -> int:
        try:
            return _SQUARES[self._notation_word(text).lower()]
        except KeyError:
            raise MoveNotationError(text, self.notation) from None

    def _mark(self, state: TicTacToeState, square: int) -> str:
        if state.x >> square & 1:
            return "X"
        return "O" if state.o >> square & 1 else "."

    def _status(self, state: TicTacToeState) -> str:
        winner = self.winner(state)
        if winner is not None:
            return f"{self.player_names[winner]} wins"
        if self.is_terminal(state):
            return "draw"
        return f"{self.player_names[state.player]} to move"

    def render_text(self, state: TicTacToeState) -> str:
        """Column letters on top, one line per row with its number, then the status."""
        rows = [
            f"{r + 1} " + " ".join(self._mark(state, 3 * r + c) for c in range(3)) for r in range(3)
        ]
        return "\n".join(["  a b c", *rows, self._status(state)])

    def describe(self, state: TicTacToeState) -> str:
        """Row by row, every square: ``a1 X, b1 empty, c1 O; a2 …; O to move``."""
        names = {"X": "X", "O": "O", ".": "empty"}
        rows = (
            ", ".join(f"{'abc'[c]}{r + 1} {names[self._mark(state, 3 * r + c)]}" for c in range(3))
            for r in range(3)
        )
        return f"{'; '.join(rows)}; {self._status(state)}"

    def render_svg(self, state: TicTacToeState, size: int = 160) -> str:
        """A 3 × 3 grid with X and O drawn as text, the status below."""
        cell = size / 3
        parts = [
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size + 20}" '
            f'viewBox="0 0 {size} {size + 20}" font-family="sans-serif">',
            f'<rect width="{size}" height="{size}" fill="white" stroke="black"/>',
        ]
        for k in (1, 2):
            parts.append(
                f'<path d="M{k * cell:.1f} 0V{size}M0 {k * cell:.1f}H{size}" stroke="black"/>'
            )
        for square in range(9):
            mark = self._mark(state, square)
            if mark != ".":
                parts.append(
                    f'<text x="{(square % 3 + 0.5) * cell:.1f}" '
                    f'y="{(square // 3 + 0.5) * cell:.1f}" font-size="{cell * 0.7:.1f}" '
                    f'text-anchor="middle" dominant-baseline="central">{mark}</text>'
                )
        parts.append(
            f'<text x="{size / 2:.1f}" y="{size + 15}" font-size="12" text-anchor="middle">'
            f"{self._status(state)}</text></svg>"
        )
        return "".join(parts)

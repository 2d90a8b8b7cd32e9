"""Kalah (mancala): sow stones around the board, capture, and fill your store.

Board layout, as a flat tuple of ``2 * pits + 2`` holes: indices ``0 .. pits-1`` are the
first player's (South's) pits, ``pits`` is its store, ``pits+1 .. 2*pits`` are the second
player's (North's) pits and ``2*pits + 1`` is its store. Sowing runs in increasing index
order and wraps around; pit ``i`` faces pit ``2*pits - i``.

A move is an ``int`` ``0 .. pits-1``: the mover's own pit counted from its first pit in
sowing order, written ``"1"`` … ``str(pits)``. Legal moves are the mover's non-empty pits
in increasing order.

Two rule sets, both sowing past the opponent's store (a lap of ``2*pits + 1`` stones or
more also drops a stone back into the emptied origin pit) and both giving an extra turn
when the last stone lands in the mover's own store:

``"modern"``
    Capture when the last stone lands in an own empty pit whose opposite pit holds stones:
    those stones and the capturing one go to the mover's store (with ``empty_capture``,
    also when the opposite pit is empty: the lone stone goes to the store). When either
    side's pits are all empty after a move, every side's remaining pit stones go to their
    owner's store and the game is over. Score: mover's store − opponent's store.

``"hiroi"``
    The rules behind M. Hiroi's published Kalah tables (``kalah-rules.md``): the same
    sowing, extra turn, capture and sweep, plus an early end: the game is also over as soon
    as either store holds more than half of all stones, the pit stones staying where they
    are. Score: +99 when the mover's store holds more than half, −99 when the opponent's
    does, otherwise the store difference.

Game-over conditions are applied eagerly at the end of :meth:`Kalah.apply`, so a state is
terminal exactly when it has no legal moves. ``player`` is always the player who would
move next: after an extra turn, the same player.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import NamedTuple

from gamesearch.errors import MoveNotationError, UnknownNameError, UnsupportedBoardError, quote
from gamesearch.games.base import GameInStates, StateMixin, is_count

RULES = ("modern", "hiroi")
HIROI_WIN = 99


class _KalahFields(NamedTuple):
    board: tuple[int, ...]
    player: int
    game: Kalah


def _cells(numbers: Iterable[int]) -> str:
    return "".join(f"{number:4d}" for number in numbers)


class KalahState(StateMixin, _KalahFields):
    """A Kalah position: the holes (see the module docstring), the player to move, the game."""

    __slots__ = ()


@dataclass(frozen=True)
class Kalah(GameInStates[KalahState, int]):
    """Kalah with ``pits`` pits a side (1–8), ``stones`` stones a pit (1–12) and ``rules``."""

    pits: int = 6
    stones: int = 4
    rules: str = "modern"
    empty_capture: bool = False
    # Per player: the holes it sows into, in sowing order from its first pit, twice over.
    _rings: tuple[tuple[int, ...], tuple[int, ...]] = field(init=False, repr=False, compare=False)

    player_names = ("South", "North")
    tally_name = "stores"
    default_depth = 6
    extra_turns = True  # a last stone in one's own store moves again

    def __post_init__(self) -> None:
        if not is_count(self.pits, 1, 8):
            raise UnsupportedBoardError(f"Kalah needs 1 to 8 pits a side, not {quote(self.pits)}")
        if not is_count(self.stones, 1, 12):
            raise UnsupportedBoardError(
                f"Kalah needs 1 to 12 stones a pit, not {quote(self.stones)}"
            )
        if self.rules not in RULES:
            raise UnknownNameError("rules", self.rules, RULES)
        if type(self.empty_capture) is not bool:
            raise UnsupportedBoardError(
                f"empty_capture is True or False, not {quote(self.empty_capture)}"
            )
        if self.empty_capture and self.rules == "hiroi":
            raise UnsupportedBoardError(
                "empty_capture is a modern-rules option; the hiroi rules never capture "
                "from an empty pit"
            )
        n = self.pits
        south = (*range(n + 1), *range(n + 1, 2 * n + 1))
        north = (*range(n + 1, 2 * n + 2), *range(n))
        object.__setattr__(self, "_rings", (south * 2, north * 2))
        # Game's name and notation for these settings: "kalah" and "kalah-hiroi" for the
        # presets, else e.g. "kalah-6x5"
        preset, rules = ((6, 6), "-hiroi") if self.rules == "hiroi" else ((6, 4), "")
        size = "" if (n, self.stones) == preset else f"-{n}x{self.stones}"
        capture = "-empty-capture" if self.empty_capture else ""  # modern rules only
        object.__setattr__(self, "name", f"kalah{rules}{size}{capture}")
        notation = f"the mover's pit number, 1 to {n}, counted in sowing order"
        object.__setattr__(self, "notation", notation)

    # -- identity --------------------------------------------------------------------
    @property
    def total(self) -> int:
        """The number of stones in play."""
        return 2 * self.pits * self.stones

    def key(self, state: KalahState) -> tuple[tuple[int, ...], int]:
        return state.board, state.player

    # -- positions -------------------------------------------------------------------
    def initial_state(self, start: str | None = None) -> KalahState:
        self.start_name(start)
        side = (self.stones,) * self.pits
        return KalahState((*side, 0, *side, 0), 0, self)

    def state_problem(self, state: KalahState) -> str:
        board, player, _ = state
        holes = 2 * self.pits + 2
        if not (
            isinstance(board, tuple)
            and len(board) == holes
            and all(is_count(stones) for stones in board)
        ):
            return f"the board is a tuple of {holes} stone counts (ints >= 0)"
        if not is_count(player, 0, 1):
            return f"the player to move is 0 or 1, not {quote(player)}"
        return ""

    def tally(self, state: KalahState) -> tuple[int, int]:
        """The stones in South's and in North's store."""
        return self.stores(state)

    def to_move(self, state: KalahState) -> int:
        return state.player

    def legal_moves(self, state: KalahState) -> tuple[int, ...]:
        """The mover's non-empty pits, lowest first; none once the game is over."""
        if self.is_terminal(state):
            return ()
        first = 0 if state.player == 0 else self.pits + 1
        pits = state.board[first : first + self.pits]
        return tuple(i for i, stones in enumerate(pits) if stones)

    def apply(self, state: KalahState, move: int) -> KalahState:
        """Sow pit ``move``, then capture, then end the game if it is over (unchecked)."""
        n, mover = self.pits, state.player
        ring = self._rings[mover]
        board = list(state.board)
        origin = ring[move]
        sown = board[origin]
        board[origin] = 0
        laps, rest = divmod(sown, 2 * n + 1)
        if laps:
            for hole in ring[: 2 * n + 1]:
                board[hole] += laps
        for hole in ring[move + 1 : move + 1 + rest]:
            board[hole] += 1
        last = (move + sown) % (2 * n + 1)  # position in the ring: < n own pit, n own store
        if last == n:
            return self._finish(board, mover)
        if last < n and board[ring[last]] == 1:
            self._capture(board, ring[last], ring[n])
        return self._finish(board, 1 - mover)

    def _capture(self, board: list[int], hole: int, store: int) -> None:
        """The last stone landed alone in the mover's pit ``hole``: take the opposite pit."""
        opposite = 2 * self.pits - hole
        if board[opposite] or self.empty_capture:
            board[store] += board[opposite] + 1
            board[hole] = board[opposite] = 0

    def _finish(self, board: list[int], player: int) -> KalahState:
        """The state to hand out: if a side's pits are empty, each side sweeps its own."""
        n = self.pits
        south, north = board[:n], board[n + 1 : 2 * n + 1]
        if not any(south) or not any(north):
            board[n] += sum(south)
            board[2 * n + 1] += sum(north)
            board[:n] = board[n + 1 : 2 * n + 1] = [0] * n
        return KalahState(tuple(board), player, self)

    def is_terminal(self, state: KalahState) -> bool:
        """A side's pits are empty; under the hiroi rules, or a store holds over half."""
        board, n = state.board, self.pits
        if not any(board[:n]) or not any(board[n + 1 : 2 * n + 1]):
            return True
        return self.rules == "hiroi" and 2 * max(board[n], board[2 * n + 1]) > self.total

    def stores(self, state: KalahState) -> tuple[int, int]:
        """The stones in the first and in the second player's store."""
        return state.board[self.pits], state.board[2 * self.pits + 1]

    # -- values ----------------------------------------------------------------------
    def score(self, state: KalahState) -> int:
        """Mover's store − opponent's store; hiroi rules: ±99 once a store holds over half.

        Defined on every state (it is also the static evaluation) and exact at terminal
        states: under the modern rules the pits are empty then, all stones counted.
        """
        mine, theirs = self.stores(state)
        if state.player == 1:
            mine, theirs = theirs, mine
        if self.rules == "hiroi":
            if 2 * mine > self.total:
                return HIROI_WIN
            if 2 * theirs > self.total:
                return -HIROI_WIN
        return mine - theirs

    def evaluate(self, state: KalahState) -> int:
        """The same as :meth:`score`: the store difference seen by the player to move."""
        return self.score(state)

    @property
    def score_range(self) -> tuple[int, int]:
        bound = HIROI_WIN if self.rules == "hiroi" else self.total
        return -bound, bound

    # -- notation and pictures -------------------------------------------------------
    def format_move(self, move: int) -> str:
        if not is_count(move, 0, self.pits - 1):
            raise MoveNotationError(move, f"moves are the ints 0 to {self.pits - 1}")
        return str(move + 1)

    def parse_move(self, state: KalahState, text: str) -> int:
        word = self._notation_word(text)
        if not (
            word.isdigit() and word.isascii() and len(word) < 3 and 1 <= int(word) <= self.pits
        ):
            raise MoveNotationError(text, self.notation)
        return int(word) - 1

    def _rows(self, state: KalahState) -> tuple[list[int], list[int], int, int]:
        """The opponent's pits right to left, the mover's left to right, and both stores."""
        n, board = self.pits, state.board
        south, north = list(board[:n]), list(board[n + 1 : 2 * n + 1])
        if state.player == 0:
            return north[::-1], south, board[2 * n + 1], board[n]
        return south[::-1], north, board[n], board[2 * n + 1]

    def _status(self, state: KalahState) -> str:
        mover = self.player_names[state.player]
        if not self.is_terminal(state):
            return f"{mover} to move"
        first, second = self.stores(state)
        south, north = self.player_names
        return f"game over: {south} {first}, {north} {second}"

    def render_text(self, state: KalahState) -> str:
        """Opponent's row on top (right to left), stores at the ends, mover's row below."""
        top, bottom, their_store, my_store = self._rows(state)
        width = 4 * self.pits
        mover, other = self.player_names[state.player], self.player_names[1 - state.player]
        return "\n".join(
            [
                f"    {other:>{width}}",
                f"    {_cells(top)}",
                f"{their_store:4d}{'':{width}}{my_store:4d}",
                f"    {_cells(bottom)}",
                f"    {_cells(range(1, self.pits + 1))}  <- {mover}'s moves",
                self._status(state),
            ]
        )

    def describe(self, state: KalahState) -> str:
        """Pit by pit, as :meth:`render_text` draws them: ``North's store 3; North's pits 6
        to 1: 4, 4, …; South's pits 1 to 6: …; South's store 0; South to move``."""
        top, bottom, their_store, my_store = self._rows(state)
        mover, other = self.player_names[state.player], self.player_names[1 - state.player]
        n = self.pits
        return (
            f"{other}'s store {their_store}; {other}'s pits {n} to 1: "
            f"{', '.join(map(str, top))}; {mover}'s pits 1 to {n}: "
            f"{', '.join(map(str, bottom))}; {mover}'s store {my_store}; {self._status(state)}"
        )

    def render_svg(self, state: KalahState, size: int = 160) -> str:
        """The board seen as in :meth:`render_text`: the player to move on the bottom row."""
        top, bottom, their_store, my_store = self._rows(state)
        cell = size / (self.pits + 2)
        height = 2 * cell + 18
        r = cell * 0.42
        parts = [
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{size:.0f}" '
            f'height="{height:.0f}" viewBox="0 0 {size:.1f} {height:.1f}" '
            'font-family="sans-serif">',
            f'<rect width="{size:.1f}" height="{2 * cell:.1f}" rx="{r:.1f}" fill="#c8a165"/>',
        ]

        def hole(x: float, y: float, h: float, stones: int) -> None:
            parts.append(
                f'<rect x="{x + cell / 2 - r:.1f}" y="{y + cell / 2 - r:.1f}" '
                f'width="{2 * r:.1f}" height="{h - cell + 2 * r:.1f}" rx="{r:.1f}" '
                'fill="#8b5a2b"/>'
            )
            parts.append(
                f'<text x="{x + cell / 2:.1f}" y="{y + h / 2:.1f}" font-size="{r:.1f}" '
                f'fill="white" text-anchor="middle" dominant-baseline="central">{stones}</text>'
            )

        hole(0, 0, 2 * cell, their_store)
        hole(size - cell, 0, 2 * cell, my_store)
        for i, (above, below) in enumerate(zip(top, bottom, strict=True)):
            hole((i + 1) * cell, 0, cell, above)
            hole((i + 1) * cell, cell, cell, below)
        parts.append(
            f'<text x="{size / 2:.1f}" y="{2 * cell + 13:.1f}" font-size="12" '
            f'text-anchor="middle">{self._status(state)}</text></svg>'
        )
        return "".join(parts)

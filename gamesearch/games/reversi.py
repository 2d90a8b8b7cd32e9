"""Reversi (Othello) on small boards, with bitboards.

The board is two Python ints, one bit per square: bit ``row * cols + col``, row 0 at the top
and column 0 at the left. Squares are written as a column letter and a row number, ``a1``
being the top-left corner (``a1`` to ``f4`` on 4 × 6); a forced pass is written ``pass``.
Moves are square indices, and :data:`PASS` (``-1``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cache, partial
from typing import Any, NamedTuple

from gamesearch.compiled import mypyc_attr
from gamesearch.errors import MoveNotationError, UnknownNameError, UnsupportedBoardError
from gamesearch.games.base import GameInStates, StateMixin, Symmetry, is_count

#: The forced pass: the move of a player who has no placement.
PASS = -1

ORDERS = ("natural", "hiroi")
SCORINGS = ("difference", "winner-takes-empties")
EVALUATIONS = ("discs", "positional")

#: How many placement bitboards' move lists a game remembers (a few MB at most).
LISTED_MEMO = 1 << 16

#: Up to this many empty squares, the placements are found by trying each empty square:
#: trying one costs about a third of following the runs over the whole board on 4 × 6
#: (the searches to the end of the game run 8 to 16 % faster for it: make bench).
ENDGAME_EMPTIES = 3

#: The source program's fixed move order on 4 × 6, corners first.
HIROI_ORDER = (
    *("a1", "f1", "a4", "f4", "c1", "d1", "c4", "d4", "b1", "e1"),
    *("b4", "e4", "a2", "a3", "f2", "f3", "b2", "b3", "e2", "e3"),
)

#: Weights of the ``positional`` evaluation (see :meth:`Reversi.evaluate`).
CORNER_WEIGHT = 10
X_SQUARE_WEIGHT = 5
MOBILITY_WEIGHT = 2

_LETTERS = "abcdefgh"
_SQUARE = re.compile(r"([a-z])([1-9][0-9]?)")
_PASS_ONLY = (PASS,)
_new_tuple = tuple.__new__
#: Rays from a square: each its first square's bit and the bitboard of its squares.
Rays = tuple[tuple[int, int], ...]


class _ReversiFields(NamedTuple):
    black: int
    white: int
    player: int
    passed: bool
    # GameInStates, not Reversi: a NamedTuple's field types are read when it is made, before
    # Reversi is (the compiled module would read an empty type; gamesearch.compiled)
    game: GameInStates[Any, int]


@mypyc_attr(native_class=False)  # a NamedTuple's subclass (gamesearch.compiled)
class ReversiState(StateMixin, _ReversiFields):
    """A position: the black and white bitboards, the player to move (0 Black, 1 White),
    whether the previous move was a pass, and the game it belongs to."""

    __slots__ = ()


@mypyc_attr(native_class=False)  # GameInStates is not compiled (gamesearch.compiled)
@dataclass(frozen=True)
class Reversi(GameInStates[ReversiState, int]):
    """Reversi on a ``rows`` × ``cols`` board (both even, 4 to 8); Black moves first.

    * ``order``: ``"natural"`` lists moves by ascending square index (row by row from a1);
      ``"hiroi"`` (4 × 6 only) uses the source program's fixed order :data:`HIROI_ORDER`.
      A pass is the only move of a player who cannot place a disc.
    * ``scoring``: ``"difference"`` is mover's discs minus opponent's, empty squares ignored;
      ``"winner-takes-empties"`` adds the empty squares to the winner's count.
    * ``evaluation``: ``"discs"`` is the disc difference; ``"positional"`` weighs corners,
      X-squares and mobility (see :meth:`evaluate`).
    * ``granularity``: a whole number k >= 1 that multiplies every value, the static
      evaluation *and* the final score (and so ``score_range``), keeping them on one scale.
      Values then come only in steps of k: the evaluation's grain grows coarser, not finer.
      With k = 1 (the default) values are disc counts. Every search finds k times the
      value with the same tree; even MTD(f)'s passes stay the same, since its fail-soft
      passes return bounds that are multiples of k too (the course measures it:
      :func:`gamesearch.search.experiments.granularity_rows`).

    The game is over when the board is full, or when the player to move cannot place a disc
    *and the previous move was a pass*. So when neither side can move after a placement the
    game is not over yet: the player to move must pass, and the position after that pass is
    terminal. This deliberately reproduces the source article, whose program evaluates the
    position after the pass, and with it its published node and transposition-table counts.
    """

    rows: int = 4
    cols: int = 6
    order: str = "natural"
    scoring: str = "difference"
    evaluation: str = "discs"
    granularity: int = 1

    # Set in __post_init__ from the board's constants; not settings: no part in __init__,
    # repr, == or hash.
    _size: int = field(init=False, repr=False, compare=False)
    _full: int = field(init=False, repr=False, compare=False)
    _inner: int = field(init=False, repr=False, compare=False)
    _directions: tuple[tuple[int, bool], ...] = field(init=False, repr=False, compare=False)
    _rays: tuple[tuple[Rays, Rays], ...] = field(init=False, repr=False, compare=False)
    _rank_tables: tuple[tuple[int, ...], ...] | None = field(init=False, repr=False, compare=False)
    _square_tables: tuple[tuple[tuple[int, ...], ...], ...] = field(
        init=False, repr=False, compare=False
    )
    _priorities: tuple[int, ...] = field(init=False, repr=False, compare=False)
    _corners: int = field(init=False, repr=False, compare=False)
    _x_squares: tuple[tuple[int, int], ...] = field(init=False, repr=False, compare=False)
    _last: str = field(init=False, repr=False, compare=False)
    _symmetries: tuple[Symmetry[ReversiState, int], ...] = field(
        init=False, repr=False, compare=False
    )
    _symmetry_lookup: tuple[tuple[tuple[int, ...], ...], int, int] = field(
        init=False, repr=False, compare=False
    )
    _listed: dict[int, tuple[int, ...]] = field(init=False, repr=False, compare=False)

    player_names = ("Black", "White")
    tally_name = "discs"
    starts = ("standard", "parallel")
    notation = "column letter and row number, a1 being the top-left corner (e.g. c2), or 'pass'"

    def __post_init__(self) -> None:
        rows, cols = self.rows, self.cols
        if not all(isinstance(n, int) and 4 <= n <= 8 and n % 2 == 0 for n in (rows, cols)):
            raise UnsupportedBoardError(
                f"unsupported Reversi board {rows!r} x {cols!r}: rows and columns must each be "
                "even and from 4 to 8 (4x4, 4x6, 6x6, 8x8, ...)"
            )
        for kind, name, valid in (
            ("order", self.order, ORDERS),
            ("scoring", self.scoring, SCORINGS),
            ("evaluation", self.evaluation, EVALUATIONS),
        ):
            if name not in valid:
                raise UnknownNameError(kind, name, valid)
        if not is_count(self.granularity, 1):
            raise UnsupportedBoardError(
                f"granularity is a whole number >= 1 that multiplies every value, not "
                f"{self.granularity!r}; use 1 for disc counts"
            )
        if self.order == "hiroi" and (rows, cols) != (4, 6):
            raise UnsupportedBoardError(
                f"order 'hiroi' is only defined on the 4 x 6 board, not on {rows} x {cols}; "
                "use order='natural'"
            )
        for attr, value in _constants(rows, cols, self.order).items():
            object.__setattr__(self, attr, value)
        object.__setattr__(self, "_symmetries", _symmetries(rows, cols))
        object.__setattr__(self, "_symmetry_lookup", _symmetry_tables(rows, cols))
        # Game's name and default depth for this board: to the end of the game (None) up to
        # 4 × 6, 6 plies on the larger boards
        object.__setattr__(self, "name", f"reversi-{rows}x{cols}")
        object.__setattr__(self, "default_depth", None if self._size <= 24 else 6)
        # The move lists of the placement bitboards met lately (a search meets few: 8 003
        # for 847 000 nodes of 4 x 6 NegaScout), so most nodes list their moves at once.
        object.__setattr__(self, "_listed", {})

    # -- positions -------------------------------------------------------------------
    def initial_state(self, start: str | None = None) -> ReversiState:
        """Four discs in the centre: ``standard`` is W B / B W, ``parallel`` is W B / W B."""
        start = self.start_name(start)
        top_left = (self.rows // 2 - 1) * self.cols + self.cols // 2 - 1
        top_right, bottom_left = top_left + 1, top_left + self.cols
        bottom_right = bottom_left + 1
        if start == "standard":
            black, white = (top_right, bottom_left), (top_left, bottom_right)
        else:
            black, white = (top_right, bottom_right), (top_left, bottom_left)
        return ReversiState(_bits(black), _bits(white), 0, False, self)

    def state_problem(self, state: ReversiState) -> str:
        black, white, player, passed, _ = state
        if not (is_count(black, 0, self._full) and is_count(white, 0, self._full)):
            return f"the bitboards are ints from 0 to {self._full}"
        if black & white:
            return "a square holds both a black and a white disc"
        if not is_count(player, 0, 1) or type(passed) is not bool:
            return "player is 0 or 1 and passed is True or False"
        return ""

    def tally(self, state: ReversiState) -> tuple[int, int]:
        """The discs of Black and of White."""
        return self.disc_counts(state)

    def to_move(self, state: ReversiState) -> int:
        return state.player

    def legal_moves(self, state: ReversiState) -> tuple[int, ...]:
        """The squares where the mover flips a disc, in ``order``; else ``(PASS,)`` unless
        the game is over (board full, or the previous move was a pass too)."""
        black, white, player, passed, _ = state
        p, o = (white, black) if player else (black, white)
        moves = self._placements(p, o)
        if moves:
            listed = self._listed
            squares = listed.get(moves)
            if squares is None:
                if len(listed) >= LISTED_MEMO:
                    listed.clear()
                squares = listed[moves] = self._list(moves)
            return squares
        if passed or p | o == self._full:
            return ()
        return _PASS_ONLY

    def _list(self, moves: int) -> tuple[int, ...]:
        """The squares of the bitboard ``moves``, in the move order."""
        if self._rank_tables is not None:  # renumber the squares by their rank in order
            ranked, shift = 0, 0
            for table in self._rank_tables:
                ranked |= table[moves >> shift & 255]
                shift += 8
            moves = ranked
        squares: tuple[int, ...] = ()  # the set squares (by rank), a byte at a time
        for squares_of in self._square_tables:
            squares += squares_of[moves & 255]
            moves >>= 8
            if not moves:
                break
        return squares

    def mobility(self, state: ReversiState) -> int:
        """The number of legal moves (a pass counts as one), without listing them."""
        black, white, player, passed, _ = state
        p, o = (white, black) if player else (black, white)
        count = self._placements(p, o).bit_count()
        return count or (0 if passed or p | o == self._full else 1)

    def apply(self, state: ReversiState, move: int) -> ReversiState:
        """The state after ``move`` (unchecked): a placement flips the flanked discs."""
        black, white, player, _, _ = state
        if move < 0:
            return _new_tuple(ReversiState, (black, white, 1 - player, True, self))
        if player:
            flips = self._flips(white, black, move)
            return _new_tuple(
                ReversiState, (black ^ flips, white | flips | 1 << move, 0, False, self)
            )
        flips = self._flips(black, white, move)
        return _new_tuple(ReversiState, (black | flips | 1 << move, white ^ flips, 1, False, self))

    def is_terminal(self, state: ReversiState) -> bool:
        """True when the board is full, or the mover cannot place and the last move passed."""
        black, white, player, passed, _ = state
        if black | white == self._full:
            return True
        p, o = (white, black) if player else (black, white)
        return passed and not self._placements(p, o)

    # -- values ----------------------------------------------------------------------
    def score(self, state: ReversiState) -> int:
        """Mover's discs minus opponent's; under ``winner-takes-empties`` the empty squares
        count for the side with more discs (for nobody on a draw); times ``granularity``."""
        mine, theirs = self._counts(state)
        diff = mine - theirs
        if self.scoring != "difference" and diff != 0:
            empties = self._size - mine - theirs
            diff = diff + empties if diff > 0 else diff - empties
        return diff * self.granularity

    def evaluate(self, state: ReversiState) -> int:
        """The score at a terminal state; otherwise, for the mover, under ``discs`` the disc
        difference, under ``positional`` the sum of

        * ``CORNER_WEIGHT`` × (own corners − opponent's corners),
        * ``X_SQUARE_WEIGHT`` × (opponent's − own discs on X-squares, the squares diagonally
          next to a corner, counted only while that corner is empty),
        * ``MOBILITY_WEIGHT`` × (own placements − opponent's placements),

        clamped to lie strictly inside the range of disc counts; all times ``granularity``.
        """
        if self.is_terminal(state):
            return self.score(state)
        mine, theirs = self._counts(state)
        if self.evaluation == "discs":
            return (mine - theirs) * self.granularity
        black, white, player, _, _ = state
        p, o = (white, black) if player else (black, white)
        corners = self._corners
        value = CORNER_WEIGHT * ((p & corners).bit_count() - (o & corners).bit_count())
        for corner, x_square in self._x_squares:
            if not (p | o) & corner:
                value += X_SQUARE_WEIGHT * (bool(o & x_square) - bool(p & x_square))
        mobility = self._placements(p, o).bit_count() - self._placements(o, p).bit_count()
        value += MOBILITY_WEIGHT * mobility
        bound = self._size - 1
        return max(-bound, min(bound, value)) * self.granularity

    @property
    def score_range(self) -> tuple[int, int]:
        """± the squares, times ``granularity``."""
        reach = self._size * self.granularity
        return (-reach, reach)

    def disc_counts(self, state: ReversiState) -> tuple[int, int]:
        """The number of black and of white discs."""
        return state.black.bit_count(), state.white.bit_count()

    def empty_count(self, state: ReversiState) -> int:
        """The number of empty squares."""
        return self._size - (state.black | state.white).bit_count()

    # -- identity --------------------------------------------------------------------
    def key(self, state: ReversiState) -> tuple[int, int, int]:
        """``(black, white, player)``. ``passed`` is left out: it is True only when the
        opponent had no placement on this very board, and then the mover either has the same
        placements either way or, having none, ends the game with the same score, at once or
        after one pass. So states differing only in ``passed`` have the same value."""
        return (state.black, state.white, state.player)

    @property
    def symmetries(self) -> tuple[Symmetry[ReversiState, int], ...]:
        """The 8 symmetries of a square board, or the 4 of a rectangular one, identity first.
        They keep the player to move and ``passed``, and map PASS to PASS."""
        return self._symmetries

    def symmetric_key(self, state: ReversiState) -> int:
        """One int for the class of ``state`` under :attr:`symmetries` (and ``passed``, as
        :meth:`key`): the least of the images' ``black << size | white``, then the player
        to move as the lowest bit. The images of all the symmetries but the identity come
        at once, side by side in one int, from lookup tables read 12 bits at a time."""
        tables, width, mask = self._symmetry_lookup
        least = bits = state[0] << self._size | state[1]
        packed = 0
        for table in tables:
            packed |= table[bits & 4095]
            bits >>= 12
        while packed:
            image = packed & mask
            if image < least:
                least = image
            packed >>= width
        return least << 1 | state[2]

    def move_priority(self, move: int) -> int:
        """The square's class for breaking ordering ties: corners 0, other edge squares 1,
        edge squares next to a corner (C-squares) 2, inner squares 3, the squares diagonally
        next to a corner (X-squares) 4; a pass 5. On 4 × 6 these are the classes of the
        source program's fixed order (:data:`HIROI_ORDER`)."""
        return self._priorities[move]

    def is_pass(self, move: int) -> bool:
        return move == PASS

    # -- notation and pictures -------------------------------------------------------
    def format_move(self, move: int) -> str:
        """``pass`` or the square's name, e.g. ``c2``; ValueError for a non-square."""
        if not is_count(move, PASS, self._size - 1):
            raise MoveNotationError(
                move, f"moves are -1 (pass) and the squares 0 to {self._size - 1}"
            )
        if move == PASS:
            return "pass"
        row, col = divmod(move, self.cols)
        return f"{_LETTERS[col]}{row + 1}"

    def parse_move(self, state: ReversiState, text: str) -> int:
        """The square (or PASS) written ``text``, case-insensitive; MoveNotationError for
        anything else, squares off the board included. Legality is not checked."""
        cleaned = self._notation_word(text).lower()
        if cleaned == "pass":
            return PASS
        match = _SQUARE.fullmatch(cleaned)
        if match:
            col, row = _LETTERS.find(match[1]), int(match[2]) - 1
            if 0 <= col < self.cols and row < self.rows:
                return row * self.cols + col
        raise MoveNotationError(text, f"{self.notation}; this board has a1 to {self._last}")

    def render_text(self, state: ReversiState) -> str:
        """A grid of ``B``, ``W`` and ``.`` with coordinates, then who is to move."""
        lines = ["   " + " ".join(_LETTERS[: self.cols])]
        for row in range(self.rows):
            cells = (self._glyph(state, row * self.cols + col) for col in range(self.cols))
            lines.append(f"{row + 1:>2} " + " ".join(cells))
        lines.append(self._status(state))
        return "\n".join(lines)

    def describe(self, state: ReversiState) -> str:
        """Row by row, every square: ``a1 empty, b1 black, …; a2 …; Black to move (…)``."""
        names = {"B": "black", "W": "white", ".": "empty"}
        rows = (
            ", ".join(
                f"{_LETTERS[c]}{r + 1} {names[self._glyph(state, r * self.cols + c)]}"
                for c in range(self.cols)
            )
            for r in range(self.rows)
        )
        return f"{'; '.join(rows)}; {self._status(state)}"

    def render_svg(self, state: ReversiState, size: int = 160) -> str:
        """A green board with discs, column letters above and row numbers on the left."""
        cell = size / (self.cols + 0.6)
        margin = 0.6 * cell
        width, height = margin + self.cols * cell, margin + self.rows * cell
        font = f'font-family="sans-serif" font-size="{0.4 * cell:.1f}" text-anchor="middle"'
        parts = [
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" '
            f'height="{height:.0f}" viewBox="0 0 {width:.1f} {height:.1f}">',
            f"<title>{self._status(state)}</title>",
            f'<rect x="{margin:.1f}" y="{margin:.1f}" width="{self.cols * cell:.1f}" '
            f'height="{self.rows * cell:.1f}" fill="#2e8b57" stroke="#000"/>',
        ]
        for col in range(self.cols):
            x = margin + (col + 0.5) * cell
            parts.append(f'<text x="{x:.1f}" y="{0.42 * cell:.1f}" {font}>{_LETTERS[col]}</text>')
        for row in range(self.rows):
            y = margin + (row + 0.65) * cell
            parts.append(f'<text x="{0.3 * cell:.1f}" y="{y:.1f}" {font}>{row + 1}</text>')
        line = '<line x1="{:.1f}" y1="{:.1f}" x2="{:.1f}" y2="{:.1f}" stroke="#000"/>'
        for i in range(1, self.cols):
            parts.append(line.format(margin + i * cell, margin, margin + i * cell, height))
        for i in range(1, self.rows):
            parts.append(line.format(margin, margin + i * cell, width, margin + i * cell))
        for square in range(self._size):
            glyph = self._glyph(state, square)
            if glyph != ".":
                row, col = divmod(square, self.cols)
                parts.append(
                    f'<circle cx="{margin + (col + 0.5) * cell:.1f}" '
                    f'cy="{margin + (row + 0.5) * cell:.1f}" r="{0.42 * cell:.1f}" '
                    f'fill="{"#000" if glyph == "B" else "#fff"}" stroke="#000"/>'
                )
        parts.append("</svg>")
        return "\n".join(parts)

    # -- helpers ---------------------------------------------------------------------
    def _placements(self, p: int, o: int) -> int:
        """The bitboard of squares where the player owning ``p`` flips discs of ``o``.

        With at most :data:`ENDGAME_EMPTIES` empty squares each is tried (:meth:`_flips`),
        as an endgame solver does; otherwise every run of ``o`` discs is followed from the
        ``p`` discs in each of the eight directions at once."""
        empty = ~(p | o) & self._full
        if empty.bit_count() <= ENDGAME_EMPTIES:
            moves = 0
            while empty:
                bit = empty & -empty
                empty ^= bit
                if self._flips(p, o, bit.bit_length() - 1):
                    moves |= bit
            return moves
        # A run going sideways only through opponent discs off the side columns cannot wrap
        # around from one row to the next.
        inner = o & self._inner
        moves = 0
        for shift, sideways in self._directions:
            through = inner if sideways else o
            front = (p << shift) & through  # the far end of every run of opponent discs
            while front:
                front <<= shift
                moves |= front
                front &= through
            front = (p >> shift) & through
            while front:
                front >>= shift
                moves |= front
                front &= through
        return moves & empty

    def _flips(self, p: int, o: int, square: int) -> int:
        """The discs of ``o`` flipped when the owner of ``p`` places a disc on ``square``.

        Along each ray from the square to the edge (:func:`_rays`) whose first square holds
        an ``o`` disc, the nearest square not holding one is the end of the run: if it holds
        a ``p`` disc, the run before it flips. On a ray towards higher squares that nearest
        square is the lowest set bit of the ray's squares without an ``o`` disc; on a ray
        towards lower squares, the highest."""
        flips = 0
        higher, lower = self._rays[square]
        for first, ray in higher:
            if first & o:
                ends = ray & ~o
                end = ends & -ends
                if end & p:
                    flips |= ray & (end - 1)
        for first, ray in lower:
            if first & o:
                ends = ray & ~o
                if ends:
                    end = 1 << ends.bit_length() - 1
                    if end & p:
                        flips |= ray & -(end << 1)
        return flips

    def _counts(self, state: ReversiState) -> tuple[int, int]:
        """The mover's and the opponent's disc counts."""
        black, white = state.black.bit_count(), state.white.bit_count()
        return (white, black) if state.player else (black, white)

    def _glyph(self, state: ReversiState, square: int) -> str:
        if state.black >> square & 1:
            return "B"
        return "W" if state.white >> square & 1 else "."

    def _status(self, state: ReversiState) -> str:
        black, white = self.disc_counts(state)
        counts = f"Black {black}, White {white}"
        if self.is_terminal(state):
            return f"game over: {counts}"
        passed = f", after {self.player_names[1 - state.player]} passed" if state.passed else ""
        return f"{self.player_names[state.player]} to move{passed} ({counts})"


@cache
def _constants(rows: int, cols: int, order: str) -> dict[str, object]:
    """The per-game constants the hot path reads, by attribute name (read-only)."""
    size = rows * cols
    full = (1 << size) - 1
    side_columns = _bits(sq for r in range(rows) for sq in (r * cols, r * cols + cols - 1))
    corners = (0, cols - 1, size - cols, size - 1)
    x_squares = (cols + 1, 2 * cols - 2, size - 2 * cols + 1, size - cols - 2)
    names = [f"{_LETTERS[sq % cols]}{sq // cols + 1}" for sq in range(size)]
    # The squares by rank in the move order (the board's own order unless hiroi's).
    squares = [names.index(n) for n in HIROI_ORDER] if order == "hiroi" else list(range(size))
    squares += [sq for sq in range(size) if sq not in squares]
    rank = {sq: r for r, sq in enumerate(squares)}
    return {
        "_size": size,
        "_full": full,
        "_inner": full & ~side_columns,
        # (shift, sideways?): east, south, south-east, south-west; and their opposites.
        "_directions": ((1, True), (cols, False), (cols + 1, True), (cols - 1, True)),
        "_rays": tuple(_rays(rows, cols, square) for square in range(size)),
        # A fixed move order (hiroi) numbers the squares by rank: for each byte of a
        # bitboard, the ranks of its set squares as bits, by byte value.
        "_rank_tables": (
            tuple(
                tuple(
                    _bits(rank[base + j] for j in range(8) if value >> j & 1 and base + j in rank)
                    for value in range(256)
                )
                for base in range(0, size, 8)
            )
            if order == "hiroi"
            else None
        ),
        # For each byte of a bitboard (of ranks, under a fixed order), the squares its set
        # bits stand for, by byte value.
        "_square_tables": tuple(
            tuple(
                tuple(squares[base + j] for j in range(8) if value >> j & 1 and base + j < size)
                for value in range(256)
            )
            for base in range(0, size, 8)
        ),
        # move_priority by square, the pass (-1) last.
        "_priorities": (*(_square_class(sq, rows, cols) for sq in range(size)), 5),
        "_corners": _bits(corners),
        "_x_squares": tuple((1 << c, 1 << x) for c, x in zip(corners, x_squares, strict=True)),
        "_last": names[-1],
    }


@cache
def _symmetries(rows: int, cols: int) -> tuple[Symmetry[ReversiState, int], ...]:
    """The board's symmetries, mapping bitboards a byte at a time through lookup tables."""
    last_r, last_c = rows - 1, cols - 1
    maps: dict[str, Callable[[int, int], tuple[int, int]]] = {
        "identity": lambda r, c: (r, c),
        "mirror-left-right": lambda r, c: (r, last_c - c),
        "mirror-top-bottom": lambda r, c: (last_r - r, c),
        "rotate-180": lambda r, c: (last_r - r, last_c - c),
    }
    if rows == cols:
        maps |= {
            "rotate-90": lambda r, c: (c, last_r - r),
            "rotate-270": lambda r, c: (last_c - c, r),
            "transpose": lambda r, c: (c, r),
            "anti-transpose": lambda r, c: (last_c - c, last_r - r),
        }
    size = rows * cols
    symmetries: list[Symmetry[ReversiState, int]] = []
    for name, image in maps.items():
        perm = tuple(r * cols + c for r, c in (image(*divmod(sq, cols)) for sq in range(size)))
        tables = tuple(
            tuple(
                sum(1 << perm[base + j] for j in range(min(8, size - base)) if value >> j & 1)
                for value in range(256)
            )
            for base in range(0, size, 8)
        )
        symmetries.append(Symmetry(name, partial(_map_state, tables), partial(_map_move, perm)))
    return tuple(symmetries)


def _rays(rows: int, cols: int, square: int) -> tuple[Rays, Rays]:
    """The rays from ``square`` along which a placement there can flip (at least two squares
    to the edge), towards higher squares and towards lower ones: each as its first square's
    bit and the bitboard of its squares."""
    higher: list[tuple[int, int]] = []
    lower: list[tuple[int, int]] = []
    row, col = divmod(square, cols)
    for dr, dc in ((0, 1), (1, -1), (1, 0), (1, 1), (0, -1), (-1, 1), (-1, 0), (-1, -1)):
        squares = []
        r, c = row + dr, col + dc
        while 0 <= r < rows and 0 <= c < cols:
            squares.append(r * cols + c)
            r, c = r + dr, c + dc
        if len(squares) >= 2:
            (higher if squares[0] > square else lower).append((1 << squares[0], _bits(squares)))
    return tuple(higher), tuple(lower)


def _square_class(square: int, rows: int, cols: int) -> int:
    """The class of :meth:`Reversi.move_priority`: 0 corner, 1 edge, 2 C-square, 3 inner,
    4 X-square."""
    row, col = divmod(square, cols)
    edge_row, edge_col = row in (0, rows - 1), col in (0, cols - 1)
    near_row, near_col = row in (1, rows - 2), col in (1, cols - 2)
    if edge_row and edge_col:
        return 0
    if (edge_row and near_col) or (edge_col and near_row):
        return 2
    if edge_row or edge_col:
        return 1
    return 4 if near_row and near_col else 3


@cache
def _symmetry_tables(rows: int, cols: int) -> tuple[tuple[tuple[int, ...], ...], int, int]:
    """Lookup tables for :meth:`Reversi.symmetric_key`, the width of one image and its mask.

    ``black << size | white`` is read 12 bits at a time; for each 12-bit chunk, the table
    gives, for each chunk value, the images of those bits under every symmetry but the
    identity, side by side: the k-th symmetry's image shifted by k × width bits."""
    size = rows * cols
    width = 2 * size
    bit_image = [0] * width
    for k, symmetry in enumerate(_symmetries(rows, cols)[1:]):
        for square in range(size):
            image = _map_state_bits(symmetry, 1 << square)
            bit_image[square] |= image << (k * width)  # white's bits
            bit_image[square + size] |= image << (k * width + size)  # black's bits
    tables = []
    for base in range(0, width, 12):
        table = [0] * 4096
        for value in range(1, 1 << min(12, width - base)):
            low = value & -value
            table[value] = table[value ^ low] | bit_image[base + low.bit_length() - 1]
        tables.append(tuple(table))
    return tuple(tables), width, (1 << width) - 1


def _map_state_bits(symmetry: Symmetry[ReversiState, int], bits: int) -> int:
    """The image of the bitboard ``bits`` under ``symmetry`` (a board with no game: the
    symmetries map the bits alone)."""
    return symmetry.state(ReversiState(bits, 0, 0, False, None)).black  # type: ignore[arg-type]


def _bits(squares: Iterable[int]) -> int:
    """The bitboard of the given squares."""
    bits = 0
    for sq in squares:
        bits |= 1 << sq
    return bits


def _permute(tables: tuple[tuple[int, ...], ...], bits: int) -> int:
    """Move every bit of ``bits`` to its image, a byte at a time."""
    out = 0
    for table in tables:
        out |= table[bits & 255]
        bits >>= 8
    return out


def _map_state(tables: tuple[tuple[int, ...], ...], state: ReversiState) -> ReversiState:
    black, white, player, passed, game = state
    image = (_permute(tables, black), _permute(tables, white), player, passed, game)
    return _new_tuple(ReversiState, image)


def _map_move(perm: tuple[int, ...], move: int) -> int:
    return move if move == PASS else perm[move]

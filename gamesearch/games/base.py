"""The Game protocol: the only thing a search knows about the game it plays.

Conventions every game follows:

* States are immutable and hashable and carry their game (``state.game``); no search ever
  mutates one. ``str(state)`` draws the board as text and ``state._repr_svg_()`` as SVG; Jupyter
  shows the SVG with the text board as its words.
* Players are ``0`` (moves first) and ``1``. After an extra turn (Kalah) the same player
  moves again: a search must follow :meth:`Game.to_move`, never the parity of the ply.
* ``score`` and ``evaluate`` are from the point of view of the player to move (negamax
  convention) and lie within ``score_range``.
* ``legal_moves`` is empty exactly when the state is terminal; its order is documented per
  game and deterministic. A forced pass is a move of its own.
* Moves are plain Python values; ``format_move`` and ``parse_move`` translate them to and
  from the one notation used everywhere (command line, traces, notebooks).

A game is generic in its state and move types: ``Reversi`` is a ``Game[ReversiState, int]``,
so a type checker knows what its ``apply`` takes and returns. Code written for every game
(the searches, traces and views) says :data:`State` and :data:`Move`: a state or a move of
whichever game it is given.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from gamesearch.errors import (
    IllegalMoveError,
    InvalidStateError,
    MoveNotationError,
    UnknownNameError,
    WrongGameError,
    quote,
)

#: A state of whichever game a game-independent function is given.
State = Any
#: A move of whichever game a game-independent function is given.
Move = Any
Score = float
#: A game's own state type and move type (``Game[S, M]``).
S = TypeVar("S", bound=Hashable)
M = TypeVar("M", bound=Hashable)


@dataclass(frozen=True)
class Symmetry(Generic[S, M]):
    """A symmetry of the board, acting on states and, consistently, on moves."""

    name: str
    state: Callable[[S], S]
    move: Callable[[M], M]


class Game(ABC, Generic[S, M]):
    """A two-player, zero-sum, perfect-information game."""

    #: Registry name, e.g. ``"reversi-4x6"``.
    name: str = ""
    #: Names of the two players, first mover first.
    player_names: tuple[str, str] = ("first", "second")
    #: Named start positions; the first is the default.
    starts: tuple[str, ...] = ("standard",)
    #: One line describing the move notation, quoted in error messages.
    notation: str = ""
    #: The move ordering searches use unless told otherwise (see gamesearch.search.ordering).
    default_ordering: str = "best"
    #: The depth the command line searches when none is given: None (to the end of the game)
    #: where a laptop solves the game in seconds, else a depth that answers in about a second.
    default_depth: int | None = None

    # -- positions -------------------------------------------------------------------
    @abstractmethod
    def initial_state(self, start: str | None = None) -> S:
        """The start position called ``start`` (default: the first of ``starts``)."""

    def start_name(self, start: str | None) -> str:
        """``start``, or the default start if None; UnknownNameError lists the valid ones."""
        if start is None:
            return self.starts[0]
        if start not in self.starts:
            raise UnknownNameError("start", start, self.starts)
        return start

    @abstractmethod
    def to_move(self, state: S) -> int:
        """The player to move: 0 or 1."""

    @abstractmethod
    def legal_moves(self, state: S) -> Sequence[M]:
        """The legal moves, in the game's documented order; empty iff ``state`` is terminal."""

    @abstractmethod
    def apply(self, state: S, move: M) -> S:
        """The state after ``move``, which must be one of ``legal_moves(state)`` (unchecked)."""

    def play(self, state: S, move: M | str) -> S:
        """The state after ``move``, given as a move or in the game's notation (``"b2"``).

        Raises MoveNotationError for text that is not notation or a value that is not a
        move of this game at all, IllegalMoveError (naming the legal moves) for a move that
        is not legal here.
        """
        self.check_state(state)
        if isinstance(move, str):
            move = self.parse_move(state, move)
        legal = self.legal_moves(state)
        if not is_among(move, legal):
            names = [self.format_move(m) for m in legal]
            if legal and not any(type(m) is type(move) for m in legal):
                example = f"or a move value such as {legal[0]!r}"
                raise MoveNotationError(move, f"{self.notation}; {example}")
            raise IllegalMoveError(self._describe_move(move), names)
        return self.apply(state, move)

    def play_line(self, state: S, line: str | Sequence[M | str]) -> S:
        """The state after a sequence of moves: notation text (``"b2 a1"``), or a list of
        moves or of notation words."""
        if isinstance(line, str):
            moves: Sequence[M | str] = line.split()
        elif isinstance(line, (list, tuple)):
            moves = line
        else:
            raise MoveNotationError(
                line, 'a line of moves is text such as "b2 a1" or a list of moves'
            )
        for move in moves:
            state = self.play(state, move)
        return state

    @abstractmethod
    def is_terminal(self, state: S) -> bool:
        """True when the game is over."""

    # -- values ----------------------------------------------------------------------
    @abstractmethod
    def score(self, state: S) -> Score:
        """The exact game result at a terminal state, for the player to move."""

    def evaluate(self, state: S) -> Score:
        """A static estimate for depth-limited search, for the player to move.

        Equals :meth:`score` on terminal states. The default knows nothing and returns 0.
        """
        return self.score(state) if self.is_terminal(state) else 0

    def mobility(self, state: S) -> int:
        """How many moves the player to move has (games may count this faster)."""
        return len(self.legal_moves(state))

    @property
    @abstractmethod
    def score_range(self) -> tuple[Score, Score]:
        """The least and greatest value ``score`` and ``evaluate`` can return."""

    # -- identity --------------------------------------------------------------------
    def key(self, state: S) -> Hashable:
        """A transposition key: equal for states that must have the same value."""
        return state

    @property
    def symmetries(self) -> tuple[Symmetry[S, M], ...]:
        """The board's symmetries, identity first."""
        return (Symmetry("identity", lambda s: s, lambda m: m),)

    def symmetric_key(self, state: S) -> Hashable:
        """A key equal for states that are images of one another under :attr:`symmetries`
        (and for states :meth:`key` already equates): here the least key over the
        symmetries' images. Games may compute an equivalent key faster."""
        return min(self.key(sym.state(state)) for sym in self.symmetries)  # type: ignore[type-var]

    def move_priority(self, move: M) -> int:
        """A fixed rank of ``move`` for breaking ties in move ordering, lower first (the
        ``squares`` ordering component); every move ranks 0 unless a game says otherwise."""
        return 0

    def is_pass(self, move: M) -> bool:
        """True for a forced pass (a move that changes only the player to move)."""
        return False

    def check_state(self, state: S) -> None:
        """Raise WrongGameError unless ``state`` belongs to this game, InvalidStateError if
        its fields are not those of a position (see :meth:`state_problem`)."""
        owner = getattr(state, "game", None)
        if owner != self or type(state) is not type(self.initial_state()):
            found = getattr(owner, "name", type(state).__name__)
            raise WrongGameError(
                f"this state belongs to {quote(found)}, not to {self.name!r}; "
                f"make states with {self.name}.initial_state() and play()"
            )
        problem = self.state_problem(state)
        if problem:
            raise InvalidStateError(f"not a {self.name} position: {problem}")

    def state_problem(self, state: S) -> str:
        """What makes the fields of ``state`` (of this game's state type) impossible, or
        ``""``: games check types and ranges, so that no hand-made or loaded state can
        make a search fail or run away."""
        return ""

    #: What :meth:`tally` counts (``"stores"``, ``"discs"``); empty for games without one.
    tally_name: str = ""

    def tally(self, state: S) -> tuple[int, int] | None:
        """What each player holds (stones in store, discs on the board), first player first,
        for games counted that way; None for the others."""
        return None

    # -- notation and pictures -------------------------------------------------------
    @abstractmethod
    def format_move(self, move: M) -> str:
        """The move in the game's notation."""

    @abstractmethod
    def parse_move(self, state: S, text: str) -> M:
        """The move written ``text``; raises MoveNotationError if it is not notation."""

    def node_label(self, state: S) -> str | None:
        """The name a textbook gives the node (``"C"``), or None when positions are named
        by the moves that lead to them (every game but the textbook trees)."""
        return None

    @abstractmethod
    def render_text(self, state: S) -> str:
        """The position as plain text."""

    @abstractmethod
    def render_svg(self, state: S, size: int = 160) -> str:
        """The position as an SVG document about ``size`` pixels wide."""

    def describe(self, state: S) -> str:
        """The position in words, square by square (empty ones too), then who is to move:
        what a screen reader says for :meth:`render_svg`. By default the lines of
        :meth:`render_text`; the board games name every square."""
        return "; ".join(line.strip() for line in self.render_text(state).splitlines())

    def _describe_move(self, move: M) -> Any:
        """The move in notation, or the value itself if it is not a move of this game."""
        try:
            return self.format_move(move)
        except Exception:
            return move

    def _notation_word(self, text: str) -> str:
        """``text`` stripped, for :meth:`parse_move`; MoveNotationError if it is not text."""
        if not isinstance(text, str):
            raise MoveNotationError(text, self.notation)
        return text.strip()

    def __repr__(self) -> str:
        return f"<Game {self.name}>"


def is_among(move: Move, moves: Sequence[Move]) -> bool:
    """``move in moves``, types included: ``4.0`` and ``True`` are not the move ``4``."""
    return any(m == move and type(m) is type(move) for m in moves)


def is_count(value: Any, low: int = 0, high: int | None = None) -> bool:
    """True for an ``int`` (not a bool) from ``low`` to ``high`` (no upper limit if None)."""
    return type(value) is int and value >= low and (high is None or value <= high)


class StateMixin:
    """Gives a state class ``__str__`` and ``_repr_svg_`` through its ``game`` field."""

    __slots__ = ()

    def __str__(self) -> str:
        text: str = self.game.render_text(self)  # type: ignore[attr-defined]
        return text

    def _repr_svg_(self) -> str:
        svg: str = self.game.render_svg(self)  # type: ignore[attr-defined]
        return svg

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:  # IPython: the text board
        printer.text(str(self))

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None, **_: Any) -> Any:
        """Jupyter's picture of the board, which says what it shows: the text board is its
        ``text/plain`` and the SVG's alt text."""
        game = self.game  # type: ignore[attr-defined]
        board = game.render_text(self)
        mover = game.player_names[game.to_move(self)]
        alt = f"A {game.name} position, {mover} to move:\n{board}"
        return {"image/svg+xml": game.render_svg(self), "text/plain": board}, {
            "image/svg+xml": {"alt": alt}
        }

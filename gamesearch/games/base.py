"""The game contract: what a game writes, and what every game gets for free.

**A game writes five methods and one range** (a subclass of :class:`Game`):

* ``initial_state(start=None)``: the start position (``start`` names one of ``starts``);
* ``to_move(state)``: the player to move, ``0`` (moves first) or ``1``;
* ``legal_moves(state)``: the moves, in a fixed order; **empty exactly when the game is
  over**. A forced pass is a move of its own;
* ``apply(state, move)``: the position after a legal move, a *new* state (the input is
  never changed);
* ``score(state)``: the result of a finished game, **from the view of the player to move**
  there (negamax convention: a player who cannot move because they lost scores negative);
* ``score_range``: the least and greatest value ``score`` (and ``evaluate``) can give, as a
  class attribute ``(-1, 1)`` or a property.

**States** are any hashable, immutable value: a tuple, a NamedTuple or a frozen dataclass of
ints, strings, floats, booleans and tuples. They need no field naming their game, and no
search ever changes one. **Moves** are hashable plain values too: an int, a string or a tuple
of those (never ``None``, which means "no move").

**Everything else has a default**, which a game overrides only to be faster or nicer:

* ``is_terminal(state)``: no legal moves;
* ``key(state)``: the state itself. A game may map several states to one key, and the key
  must keep this rule: **equal keys ⇒ same value and same legal moves** (a transposition
  table treats positions with equal keys as one);
* ``format_move(move)`` / ``parse_move(state, text)``: ``3``, ``"b2"``, ``(0, 3)`` are
  written ``3``, ``b2``, ``0,3``; text is read back as the legal move written that way;
* ``render_text(state)``: ``str(state)``; ``render_svg(state)``: that text as a picture,
  wrapped to the width asked for;
* ``evaluate(state)``: none. A search to the end of the game needs only ``score``; a
  depth-limited one needs a static estimate, and says so before it starts;
* the JSON codec (``state_to_json``/``state_from_json``, ``move_to_json``/``move_from_json``)
  writes states and moves to trace files and reads them back exactly
  (:mod:`gamesearch.games.codec`); a game whose values are not plain overrides it. Each is
  called only with what its docstring says it is given: ``move_to_json`` a move, never
  ``None``; ``move_from_json`` and ``state_from_json`` JSON data (of a file that may have been
  damaged: any JSON value, though never ``null`` for a move, since a trace's root has no move
  and is not read as one), raising an error for data that is no move or state;
* ``symmetries`` (identity only), ``starts`` (``"standard"``), ``player_names``, ``name``
  (the name it is registered under; unregistered, the class name in lower case: a subclass
  gets its own, ``SortedNim`` is ``sortednim``, unless it writes ``name``), ``check_state``,
  ``mobility``, ``tally``.

**A game's traits** (:attr:`Game.traits`, a :class:`Traits`) say what kind of game it is, as
far as an algorithm cares; an algorithm that needs one declares it, and a search refuses,
before it starts, a game that lacks it (:mod:`gamesearch.search.algorithms`). The common
case writes nothing new:

* ``integer_scores``: every value ``score`` and ``evaluate`` give is a whole number (the MT
  drivers that step by 1 or halve to whole numbers need it: ``bisect``, ``dual``,
  ``mtd-step``). By default, True exactly when ``score_range`` is written in ints, ``(-1,
  1)``; a game whose scores are fractional writes its range in floats, ``(-1.0, 1.0)``, or
  sets ``integer_scores = False`` (and a game with whole-number scores and a float range,
  ``integer_scores = True``);
* ``extra_turns``: a player may move twice in a row (Kalah's last stone in one's own store);
  by default False: a game with extra turns sets ``extra_turns = True``;
* ``evaluation``: the game writes ``evaluate`` (seen from the class: :attr:`has_evaluation`);
* ``symmetries``: it has symmetries other than the identity (from :attr:`symmetries`).

:func:`~gamesearch.games.check_game` checks the declarations it can by sampling: a value that
is not whole in a game with integer scores, a player moving twice in a row in a game without
extra turns.

:func:`gamesearch.games.check_game` plays random games through a new game and names the
first rule it breaks; :func:`gamesearch.games.register_game` gives it a name the command
line, the widgets and the trace loader find.

Why a base class with defaults, and not a :class:`typing.Protocol`: the searches, traces and
widgets call the defaulted methods on every game, so the defaults must live where every
game has them. A Protocol would either make each game write all of them or make each
caller fall back by hand; a base class states the contract and its defaults in one place,
lets ``isinstance(x, Game)`` check what a caller was given, and refuses, when the game is
made, a class that forgot a method it must write (:class:`~gamesearch.errors.GameContractError`).

A game is generic in its state and move types: ``Reversi`` is a ``Game[ReversiState, int]``,
so a type checker knows what its ``apply`` takes and returns, and so are the entry points
given a game (:func:`~gamesearch.search.solve`, :func:`~gamesearch.match.play_match`):
there a state or a move of another game is a type error. Code that holds positions of
whichever game it is given at run time (the algorithm pages, the search context, traces,
views, widgets) says :data:`State` and :data:`Move`: the pages' listings, which the course
prints, read ``state: State``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Literal, Protocol, TypeVar, get_args

from gamesearch.errors import (
    GameContractError,
    IllegalMoveError,
    InvalidStateError,
    MoveNotationError,
    UnknownNameError,
    WrongGameError,
    argument,
    quote,
)
from gamesearch.games import codec
from gamesearch.games.text_picture import text_svg
from gamesearch.pictures import data_uri, picture_html

#: A state of whichever game a game-independent function is given.
State = Any
#: A move of whichever game a game-independent function is given.
Move = Any
Score = float
#: A game's own state type and move type (``Game[S, M]``).
S = TypeVar("S", bound=Hashable)
M = TypeVar("M", bound=Hashable)

#: What a game must write (see the module docstring); everything else has a default.
REQUIRED = ("initial_state", "to_move", "legal_moves", "apply", "score", "score_range")


#: A trait a game may have, which an algorithm may need (the fields of :class:`Traits`).
Trait = Literal["integer_scores", "extra_turns", "evaluation", "symmetries"]
#: Every trait, in :class:`Traits`' order.
TRAITS: tuple[Trait, ...] = get_args(Trait)
#: Each trait in words, what a game without it is like, and how a game that has it declares
#: it (said when a search needs it and the game lacks it).
TRAIT_WORDS: dict[Trait, tuple[str, str, str]] = {
    "integer_scores": (
        "integer scores",
        "its scores are not all whole numbers",
        "if every score and evaluation is a whole number, set integer_scores = True on the game",
    ),
    "extra_turns": (
        "extra turns",
        "its players always alternate",
        "a game with extra turns sets extra_turns = True",
    ),
    "evaluation": (
        "evaluate(state)",
        "it has none",
        "write evaluate(state), a static estimate for the player to move within score_range",
    ),
    "symmetries": (
        "symmetries",
        "it has none but the identity",
        "write symmetries, the board's symmetries",
    ),
}


@dataclass(frozen=True)
class Traits:
    """What kind of game a game is, as far as an algorithm cares (see the module docstring):
    ``integer_scores`` (every score and evaluation a whole number), ``extra_turns`` (a player
    may move twice in a row), ``evaluation`` (it writes ``evaluate``), ``symmetries`` (more
    than the identity)."""

    integer_scores: bool
    extra_turns: bool
    evaluation: bool
    symmetries: bool

    def has(self, trait: Trait) -> bool:
        """Whether the game has ``trait``."""
        return bool(getattr(self, trait))


@dataclass(frozen=True)
class Symmetry(Generic[S, M]):
    """A symmetry of the board, acting on states and, consistently, on moves."""

    name: str
    state: Callable[[S], S]
    move: Callable[[M], M]


class Game(Generic[S, M]):
    """A two-player, zero-sum, perfect-information game (the contract: module docstring).

    The attributes below are class attributes a game may override; one whose value depends
    on the game's settings (Reversi's name, "reversi-4x6") sets it on the game when it is
    made, in ``__init__`` (a frozen dataclass: ``__post_init__``).
    """

    #: The game's name in messages and traces, e.g. ``"reversi-4x6"`` (the shipped games are
    #: registered under theirs); by default the class name in lower case.
    name: str = ""
    #: Names of the two players, first mover first.
    player_names: tuple[str, str] = ("first", "second")
    #: Named start positions; the first is the default.
    starts: tuple[str, ...] = ("standard",)
    #: One line describing the move notation, quoted in error messages.
    notation: str = "a legal move as format_move writes it"
    #: The move ordering searches use unless told otherwise (see gamesearch.search.ordering).
    default_ordering: str = "best"
    #: The depth the command line searches when none is given: None (to the end of the game)
    #: where a laptop solves the game in seconds, else a depth that answers in about a second.
    default_depth: int | None = None
    #: Whether a player may move twice in a row (an extra turn: Kalah); a game that has
    #: extra turns sets it True, and check_game names one it meets undeclared.
    extra_turns: bool = False

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if not vars(cls).get("name"):  # a subclass's own name, not its parent's
            cls.name = cls.__name__.lower()

    def __new__(cls, *args: Any, **kwargs: Any) -> Game[S, M]:
        """A game of a class that writes every :data:`REQUIRED` member; GameContractError
        names the ones it forgot."""
        missing = [name for name in REQUIRED if getattr(cls, name) is getattr(Game, name)]
        if missing:
            raise GameContractError(
                f"{cls.__name__} does not write {', '.join(missing)}: a game writes "
                "initial_state(start=None), to_move(state), legal_moves(state), "
                "apply(state, move), score(state) and score_range; see help(Game)"
            )
        return super().__new__(cls)

    # -- what a game writes ----------------------------------------------------------
    def initial_state(self, start: str | None = None) -> S:
        """The start position called ``start`` (default: the first of ``starts``)."""
        raise NotImplementedError  # refused in __new__: never reached

    def to_move(self, state: S) -> int:
        """The player to move: 0 or 1."""
        raise NotImplementedError

    def legal_moves(self, state: S) -> Sequence[M]:
        """The legal moves, in the game's fixed order; empty iff ``state`` is terminal."""
        raise NotImplementedError

    def apply(self, state: S, move: M) -> S:
        """The new state after ``move``, which must be one of ``legal_moves(state)``
        (unchecked: :meth:`play` checks); ``state`` itself is left unchanged."""
        raise NotImplementedError

    def score(self, state: S) -> Score:
        """The exact result at a terminal state, for the player to move there."""
        raise NotImplementedError

    @property
    def score_range(self) -> tuple[Score, Score]:
        """The least and greatest value ``score`` and ``evaluate`` can return."""
        raise NotImplementedError

    # -- traits ----------------------------------------------------------------------
    @property
    def integer_scores(self) -> bool:
        """Whether every value :meth:`score` and :meth:`evaluate` give is a whole number.
        By default, whether ``score_range`` is written in ints; a game overrides it with a
        class attribute (``integer_scores = False``) or a property."""
        return all(type(end) is int for end in self.score_range)

    @property
    def traits(self) -> Traits:
        """The game's :class:`Traits`, from its declarations and its class."""
        return Traits(
            integer_scores=bool(self.integer_scores),
            extra_turns=bool(self.extra_turns),
            evaluation=self.has_evaluation,
            symmetries=len(self.symmetries) > 1,
        )

    # -- positions -------------------------------------------------------------------
    def start_name(self, start: str | None) -> str:
        """``start``, or the default start if None; UnknownNameError lists the valid ones."""
        if start is None:
            return self.starts[0]
        if start not in self.starts:
            raise UnknownNameError("start", start, self.starts)
        return start

    def is_terminal(self, state: S) -> bool:
        """True when the game is over: by default, when there is no legal move."""
        return not self.legal_moves(state)

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

    # -- values ----------------------------------------------------------------------
    def evaluate(self, state: S) -> Score:
        """A static estimate for depth-limited search, for the player to move; equals
        :meth:`score` on terminal states. The default has none: it scores a finished game
        and raises GameContractError for any other (:attr:`has_evaluation` is False, and
        a depth-limited search refuses to start)."""
        if self.is_terminal(state):
            return self.score(state)
        raise GameContractError(
            f"{self.name} has no evaluate(state), so it can be searched only to the end of "
            f"the game ({argument('depth', None)}); to search less deeply, write "
            "evaluate(state), a static "
            "estimate for the player to move within score_range"
        )

    @property
    def has_evaluation(self) -> bool:
        """Whether the game writes :meth:`evaluate` (a depth-limited search needs it)."""
        return type(self).evaluate is not Game.evaluate

    def mobility(self, state: S) -> int:
        """How many moves the player to move has (games may count this faster)."""
        return len(self.legal_moves(state))

    # -- identity --------------------------------------------------------------------
    def key(self, state: S) -> Hashable:
        """A transposition key: the state by default. Equal keys ⇒ same value and same
        legal moves (a transposition table treats their positions as one)."""
        return state

    @property
    def symmetries(self) -> tuple[Symmetry[S, M], ...]:
        """The board's symmetries, identity first; each maps legal moves to legal moves."""
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
        """Raise WrongGameError unless ``state`` is of this game's state type,
        InvalidStateError if its fields are not those of a position (see
        :meth:`state_problem`)."""
        kind = type(self.initial_state())
        if type(state) is not kind:
            raise WrongGameError(
                f"{quote(state)} is a {type(state).__name__}, not a {self.name} position "
                f"(a {kind.__name__}); make positions with initial_state() and play()"
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

    # -- the JSON codec ----------------------------------------------------------------
    def state_to_json(self, state: S) -> Any:
        """``state``, a position of this game, as JSON data: dicts with string keys, lists,
        strings, finite numbers, booleans and None (default:
        :func:`gamesearch.games.codec.state_to_json`)."""
        return codec.state_to_json(state)

    def state_from_json(self, data: Any) -> S:
        """The state :meth:`state_to_json` wrote as ``data``, exactly. ``data`` is JSON data
        read from a file, which may come from anywhere: any JSON value. For one that is not
        a state, raise InvalidStateError (the trace loader reports any exception raised here
        as a fault of the file). The default reads the state's class from the start
        position, never from ``data``."""
        state: S = codec.state_from_json(type(self.initial_state()), data)
        return state

    def move_to_json(self, move: M) -> Any:
        """``move``, one of :meth:`legal_moves` somewhere (never None: a trace writes the
        root's missing move as null itself), as JSON data (default: tuples as lists)."""
        return codec.plain_to_json(move, "a move")

    def move_from_json(self, data: Any) -> M:
        """The move :meth:`move_to_json` wrote as ``data`` (default: lists as tuples).
        ``data`` is JSON data read from a file: what ``move_to_json`` wrote, or, from a
        damaged file, any other JSON value but null (the root's null is never read as a
        move). For data that is not a move, raise an error, or return something that is not
        legal: the trace loader then names it as a move not legal at its node."""
        move: M = codec.plain_from_json(data)
        return move

    # -- notation and pictures -------------------------------------------------------
    def format_move(self, move: M) -> str:
        """The move in the game's notation. Default: an int or a string as itself, a tuple
        as its items joined by commas (``(0, 3)`` is ``0,3``), nested tuples bracketed."""
        return _move_text(move, self.notation)

    def parse_move(self, state: S, text: str) -> M:
        """The move written ``text``. Default: the legal move whose :meth:`format_move` is
        ``text``; IllegalMoveError (naming the legal moves) if there is none."""
        word = self._notation_word(text)
        legal = self.legal_moves(state)
        for move in legal:
            if self.format_move(move) == word:
                return move
        raise IllegalMoveError(word, [self.format_move(m) for m in legal])

    def node_label(self, state: S) -> str | None:
        """The name a textbook gives the node (``"C"``), or None when positions are named
        by the moves that lead to them (every game but the textbook trees)."""
        return None

    def render_text(self, state: S) -> str:
        """The position as plain text (default: ``str(state)``)."""
        return str(state)

    def render_svg(self, state: S, size: int = 160) -> str:
        """The position as an SVG document about ``size`` pixels wide (default: the text of
        :meth:`render_text` in a fixed-width font, wrapped to ``size`` pixels, and cut short
        with "…" where it would be taller than wide; see :func:`~.text_picture.text_svg`)."""
        return text_svg(self.render_text(state), size)

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


def _move_text(move: Any, notation: str, nested: bool = False) -> str:
    """The default notation of a move (see :meth:`Game.format_move`)."""
    if type(move) in (int, str):
        return str(move)
    if type(move) is tuple and move:
        text = ",".join(_move_text(part, notation, True) for part in move)
        return f"({text})" if nested else text
    raise MoveNotationError(
        move,
        f"{notation} (the default notation writes ints, strings "
        "and tuples of them; write format_move for other moves)",
    )


class GameInStates(Game[S, M]):
    """A game whose states carry it in their last field, ``game`` (the shipped games: their
    states draw themselves in Jupyter through :class:`StateMixin`). Their codec writes the
    other fields as a list, and :meth:`check_state` names the game a state came from."""

    def state_to_json(self, state: S) -> Any:
        if not isinstance(state, tuple):
            raise InvalidStateError(f"a {self.name} state is a NamedTuple, not {quote(state)}")
        return [codec.plain_to_json(v, "the state") for v in state[:-1]]

    def state_from_json(self, data: Any) -> S:
        kind: Any = type(self.initial_state())  # a NamedTuple class, its last field the game
        count = len(kind._fields) - 1
        if not (isinstance(data, list) and len(data) == count):
            raise InvalidStateError(f"expected a list of {count} fields, found {quote(data)}")
        state: S = kind(*(codec.plain_from_json(v) for v in data), self)
        return state

    def check_state(self, state: S) -> None:
        owner = getattr(state, "game", None)
        if isinstance(owner, Game) and owner != self:
            raise WrongGameError(
                f"this state belongs to {quote(owner.name)}, not to {self.name!r}; "
                f"make states with {self.name}.initial_state() and play()"
            )
        super().check_state(state)


def is_among(move: Move, moves: Sequence[Move]) -> bool:
    """``move in moves``, types included: ``4.0`` and ``True`` are not the move ``4``."""
    return any(m == move and type(m) is type(move) for m in moves)


def is_count(value: Any, low: int = 0, high: int | None = None) -> bool:
    """True for an ``int`` (not a bool) from ``low`` to ``high`` (no upper limit if None)."""
    return type(value) is int and value >= low and (high is None or value <= high)


class InGame(Protocol):
    """A state that carries its game in a field ``game`` (see :class:`GameInStates`)."""

    @property
    def game(self) -> Game[Any, Any]: ...


class StateMixin:
    """Gives a state class ``__str__`` and ``_repr_svg_`` through its ``game`` field
    (a class with this mixin is :class:`InGame`)."""

    __slots__ = ()

    def __str__(self: InGame) -> str:
        return self.game.render_text(self)

    def _repr_svg_(self: InGame) -> str:
        return self.game.render_svg(self)

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:  # IPython: the text board
        printer.text(str(self))

    def _repr_mimebundle_(self: InGame, include: Any = None, exclude: Any = None, **_: Any) -> Any:
        """Jupyter's picture of the board, which says what it shows: the SVG as an image
        (:func:`gamesearch.pictures.picture_html`) whose alt text names every square
        (:meth:`Game.describe`); the text board is its ``text/plain``."""
        game = self.game
        board = game.render_text(self)
        alt = f"A {game.name} position: {game.describe(self)}"
        picture = picture_html(data_uri("image/svg+xml", game.render_svg(self)), alt)
        return {"text/html": picture, "text/plain": board}

"""``check_game(game)``: the conformance check to run on a new game before searching it.

It plays seeded random games from every start (``games`` of them per start, each at most
``max_plies`` moves) and checks each position it reaches against the contract of
:class:`~gamesearch.games.base.Game`:

* ``initial_state`` gives a hashable state; ``to_move`` is 0 or 1;
* ``legal_moves`` is empty exactly when ``is_terminal`` says the game is over, lists no
  move twice and no ``None``, and every random game ends within ``max_plies`` moves;
* ``apply`` leaves its input unchanged and is deterministic (the same move twice gives
  equal states);
* ``score`` (at the end) and ``evaluate`` (if the game writes one) lie within
  ``score_range``, and are whole numbers in a game with the trait ``integer_scores``;
* a player moves twice in a row only in a game that declares ``extra_turns``;
* ``key`` is stable, hashable, and equal keys have equal legal moves (and, at the end,
  equal scores);
* each state and move survives the JSON codec's round trip exactly, and each move its
  notation's (``parse_move(format_move(m))``), written without spaces;
* each symmetry maps the legal moves of a position onto those of its image;
* what changes between processes: replayed in a second Python process under another hash
  seed (:mod:`gamesearch.games.second_process`), a bounded number of the positions give the
  same legal moves in the same order, the same keys and the same values (a set's order and
  ``hash()`` of a string change from process to process). A game of a notebook cell's own
  class is sent there by value; one that cannot be sent (a lock among its settings), or a
  Python that cannot start a process (in a browser), is not compared, and the result says so.

The first broken rule raises :class:`~gamesearch.errors.GameContractError` naming the
method, the position (its ``render_text`` and the moves that lead to it) and what to do.
"""

from __future__ import annotations

import json
import math
import random
import textwrap
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from gamesearch.errors import GameContractError, GameSearchError, quote
from gamesearch.games.base import Game, Move, State
from gamesearch.games.codec import same
from gamesearch.games.second_process import Line, first_difference, observe, replay

#: At most this many positions (whole seeded games, from every start) are replayed in the
#: second process: enough to meet sets of many sizes, few enough to keep the check quick.
COMPARED_POSITIONS = 1000


@dataclass(frozen=True)
class GameCheck:
    """What :func:`check_game` looked at: every rule held in all of it."""

    game: str
    starts: int
    games: int
    positions: int
    moves: int
    #: How many of the positions a second Python process replayed and gave the same answers.
    compared: int = 0
    #: What was not compared with a second process, and why ("" if it was).
    unchecked: str = ""

    def __str__(self) -> str:
        checked = (
            f"✔ {self.game}: {self.games} random games from {self.starts} start"
            f"{'s' if self.starts != 1 else ''}, {self.positions:,} positions and "
            f"{self.moves:,} moves checked"
        )
        if self.unchecked:
            not_checked = _wrap(f"Not checked: {self.unchecked}.")
            return f"{checked}: every rule checked holds.\n{not_checked}"
        return (
            f"{checked}: every rule holds ({self.compared:,} positions replayed alike in a "
            "second Python process, under another hash seed)"
        )


class _Checker:
    """One check: the game, the keys seen so far, and where the current game stands."""

    def __init__(self, game: Game[State, Move]) -> None:
        self.game = game
        self.keys: dict[Hashable, tuple[frozenset[Any], str, State]] = {}
        self.line: list[str] = []  # the moves from the start to the position checked
        self.played: list[Move] = []  # the same moves themselves
        self.start = ""
        self.positions = self.moves = 0

    def fail(self, method: str, problem: str, state: State, advice: str) -> GameContractError:
        """The error for a broken rule: method, problem, position and what to do."""
        return GameContractError(
            f"{self.game.name}.{method} {problem}\n"
            f"at this position ({self._where()}):\n{self._board(state)}\n{_wrap(advice)}"
        )

    def _where(self) -> str:
        line = " ".join(self.line[-12:])
        if len(self.line) > 12:
            line = f"{len(self.line)} moves, the last twelve … {line}"
        return f"start {self.start!r}" + (f" after {line}" if line else "")

    def _board(self, state: State) -> str:
        try:
            text = self.game.render_text(state)
        except Exception as error:  # the board's own drawing is broken: say so, show the value
            text = f"{quote(state)} (render_text failed: {error})"
        return "\n".join("    " + line for line in text.splitlines())

    def call(self, method: str, state: State, *args: Any, at: State | None = None) -> Any:
        """``game.method(state, *args)``; an exception in it is reported with the position
        (``at``, if the first argument is not one)."""
        try:
            return getattr(self.game, method)(state, *args)
        except Exception as error:
            state = state if at is None else at
            raise self.fail(
                method,
                f"raised {type(error).__name__}: {error}",
                state,
                "fix the method so that it works at every position the game can reach",
            ) from error

    # -- the rules, position by position ---------------------------------------------
    def position(self, state: State) -> Sequence[Move]:
        """Check ``state``; its legal moves."""
        self.positions += 1
        try:
            hash(state)
        except TypeError:
            raise self.fail(
                "apply" if self.line else "initial_state",
                f"gave a state that is not hashable: {quote(state)}",
                state,
                "make states of tuples (not lists), NamedTuples or frozen dataclasses",
            ) from None
        player = self.call("to_move", state)
        if type(player) is not int or player not in (0, 1):
            raise self.fail(
                "to_move",
                f"returned {quote(player)}",
                state,
                "to_move returns the int 0 (the player who moves first) or 1",
            )
        legal: Sequence[Move] = self.call("legal_moves", state)
        self._moves(state, legal)
        terminal = self.call("is_terminal", state)
        if bool(terminal) != (len(legal) == 0):
            said = "over" if terminal else "not over"
            raise self.fail(
                "legal_moves",
                f"lists {len(legal)} move{'' if len(legal) == 1 else 's'} where is_terminal "
                f"says the game is {said}",
                state,
                "legal_moves is empty exactly when the game is over: return no moves at the "
                "end, and at least one (a pass, if need be) before",
            )
        self._key(state, legal)
        self._values(state, bool(terminal))
        self._codec(state, legal)
        self._symmetries(state, legal)
        return legal

    def _moves(self, state: State, legal: Any) -> None:
        if not isinstance(legal, Sequence) or isinstance(legal, str):
            raise self.fail(
                "legal_moves",
                f"returned {quote(legal)}",
                state,
                "legal_moves returns a tuple or a list of moves",
            )
        seen: set[Move] = set()
        for move in legal:
            try:
                twice = move in seen
            except TypeError:
                raise self.fail(
                    "legal_moves",
                    f"lists the unhashable move {quote(move)}",
                    state,
                    "moves are ints, strings or tuples of them",
                ) from None
            if move is None or twice:
                problem = "lists None" if move is None else f"lists {quote(move)} twice"
                raise self.fail(
                    "legal_moves", problem, state, "list each legal move once; None is no move"
                )
            seen.add(move)

    def _key(self, state: State, legal: Sequence[Move]) -> None:
        game = self.game
        key = self.call("key", state)
        again = self.call("key", state)
        try:
            stable = hash(key) == hash(again) and key == again
        except TypeError:
            raise self.fail(
                "key", f"returned the unhashable {quote(key)}", state, "a key is hashable"
            ) from None
        if not stable:
            raise self.fail(
                "key",
                f"gave {quote(key)}, then {quote(again)}, for the same position",
                state,
                "a key depends on the position only",
            )
        moves = frozenset(legal)
        text = self._board(state)
        before = self.keys.setdefault(key, (moves, text, state))
        if before[0] != moves or (
            not moves and self.call("score", state) != self.call("score", before[2])
        ):
            what = "legal moves" if before[0] != moves else "scores"
            raise GameContractError(
                f"{game.name}.key gives {quote(key)} to two positions with different {what}:\n"
                f"{before[1]}\nand ({self._where()}):\n{text}\n"
                + _wrap(
                    "equal keys must mean the same value and the same legal moves (a "
                    "transposition table treats them as one position): put into the key "
                    "everything that decides them, or write no key (the default is the state)"
                )
            )

    def _values(self, state: State, terminal: bool) -> None:
        game = self.game
        low, high = game.score_range
        if terminal:
            value, method = self.call("score", state), "score"
        elif game.has_evaluation:
            value, method = self.call("evaluate", state), "evaluate"
        else:
            return
        if not (_is_number(value) and low <= value <= high):
            raise self.fail(
                method,
                f"returned {quote(value)}, outside score_range ({low}, {high})",
                state,
                f"{method} returns a number from score_range's low to its high, from the view "
                "of the player to move; widen score_range or fix the value",
            )
        self._whole(method, value, state)

    def _whole(self, method: str, value: float, state: State) -> None:
        """Refuse a value that is not a whole number from a game with integer scores."""
        if self.game.integer_scores and not float(value).is_integer():
            raise self.fail(
                method,
                f"returned {quote(value)}, not a whole number, but {self.game.name} has the "
                "trait integer_scores (its score_range is written in ints, or it says so)",
                state,
                "a game whose scores or evaluations are fractional says so: integer_scores = "
                "False, or a score_range written in floats such as (-1.0, 1.0); the searches "
                "that step by 1 (bisect, dual, mtd-step) then refuse it instead of never ending",
            )

    def _codec(self, state: State, legal: Sequence[Move]) -> None:
        game = self.game
        data = self.call("state_to_json", state)
        try:
            text = json.dumps(data, allow_nan=False)
            back = game.state_from_json(json.loads(text))
        except (TypeError, ValueError, GameSearchError) as error:
            raise self.fail(
                "state_to_json",
                f"wrote {quote(data)}, which does not read back ({error})",
                state,
                "use plain states (ints, strings, tuples; NamedTuples or frozen dataclasses "
                "of them), or write state_to_json and state_from_json",
            ) from None
        if not same(back, state):
            raise self.fail(
                "state_from_json",
                f"read {quote(back)} back from {text[:80]}, not the state {quote(state)}",
                state,
                "a state read back from JSON must equal it, types included (a nested "
                "NamedTuple comes back a tuple): write state_to_json and state_from_json",
            )
        for move in legal:
            self._move_round_trip(state, move)

    def _move_round_trip(self, state: State, move: Move) -> None:
        game = self.game
        data = self.call("move_to_json", move, at=state)
        try:
            back = game.move_from_json(json.loads(json.dumps(data, allow_nan=False)))
        except (TypeError, ValueError, GameSearchError) as error:
            back, data = error, data
        if isinstance(back, Exception) or not same(back, move):
            raise self.fail(
                "move_to_json",
                f"wrote the move {quote(move)} as {quote(data)}, which reads back as {quote(back)}",
                state,
                "moves are ints, strings or tuples of them (JSON keeps them exactly), or "
                "write move_to_json and move_from_json",
            )
        try:
            word = game.format_move(move)
            parsed = game.parse_move(state, word)
        except GameSearchError as error:
            raise self.fail(
                "format_move",
                f"and parse_move do not agree on the move {quote(move)}: {error}",
                state,
                "parse_move(state, format_move(move)) gives the move back",
            ) from None
        if not isinstance(word, str) or not word or word.split() != [word]:
            raise self.fail(
                "format_move",
                f"wrote the move {quote(move)} as {quote(word)}",
                state,
                "a move's notation is one word, without spaces (a line of moves is split at "
                "spaces)",
            )
        if not same(parsed, move):
            raise self.fail(
                "parse_move",
                f"read {word!r} as {quote(parsed)}, not the move {quote(move)}",
                state,
                "parse_move(state, format_move(move)) gives the move back",
            )

    def _symmetries(self, state: State, legal: Sequence[Move]) -> None:
        for symmetry in self.game.symmetries:
            image = symmetry.state(state)
            mapped = {symmetry.move(m) for m in legal}
            there = set(self.call("legal_moves", image))
            if mapped != there:
                raise self.fail(
                    "symmetries",
                    f"maps the legal moves to {_sorted(mapped)} under {symmetry.name!r}, but "
                    f"the image position's legal moves are {_sorted(there)}",
                    state,
                    "a symmetry maps positions and moves alike: the moves of a position go "
                    "to the moves of its image",
                )

    # -- playing ---------------------------------------------------------------------
    def child(self, state: State, move: Move) -> State:
        """``apply(state, move)``, checking that it changes nothing and is deterministic."""
        self.moves += 1
        before = self._json(state)
        child = self.call("apply", state, move)
        if self._json(state) != before:
            raise self.fail(
                "apply",
                f"changed its input when playing {self._move_name(move)}: shown below as it "
                f"was given, it became {quote(state)}",
                self._as_given(before, state),
                "apply returns a new state and leaves the one it is given as it was (build a "
                "new tuple; never change a list inside the state)",
            )
        again = self.call("apply", state, move)
        if not same(child, again):
            raise self.fail(
                "apply",
                f"gave two different states for the same move {self._move_name(move)}: "
                f"{quote(child)} and {quote(again)}",
                state,
                "apply is deterministic: the same state and move always give equal states",
            )
        self._extra_turn(state, move, child)
        return child

    def _extra_turn(self, state: State, move: Move, child: State) -> None:
        """Refuse a player moving twice in a row in a game without extra turns (a move that
        leaves the position as it was is no turn: the rule that every game ends names it)."""
        if self.game.extra_turns or same(child, state) or self.call("is_terminal", child):
            return
        player = self.call("to_move", state)
        if self.call("to_move", child) == player:
            raise self.fail(
                "to_move",
                f"gives player {player} the move again after {self._move_name(move)} (an extra "
                f"turn), but {self.game.name} does not declare extra turns",
                state,
                "a game in which a player may move twice in a row sets extra_turns = True; if "
                "this one should not, fix apply or to_move so that the other player moves next",
            )

    def _as_given(self, text: str, changed: State) -> State:
        """The state whose JSON was ``text`` (before apply changed it), read back; the
        changed state if it does not read back."""
        try:
            return self.game.state_from_json(json.loads(text))
        except Exception:  # the codec is checked at the position itself; show what we have
            return changed

    def _json(self, state: State) -> str:
        """The state's JSON text (what it holds now: the codec's data may share its lists)."""
        return json.dumps(self.call("state_to_json", state), allow_nan=False, default=repr)

    def _move_name(self, move: Move) -> str:
        try:
            return str(self.game.format_move(move))
        except Exception:
            return quote(move)

    def playout(self, start: str, rng: random.Random, max_plies: int) -> None:
        self.start, self.line, self.played = start, [], []
        state = self.call_start(start)
        for _ in range(max_plies + 1):
            legal = self.position(state)
            if not legal:
                return
            move = legal[rng.randrange(len(legal))]
            state = self.child(state, move)
            self.line.append(self._move_name(move))
            self.played.append(move)
        raise self.fail(
            "legal_moves",
            f"still lists moves after {max_plies} random moves",
            state,
            "every game must end: legal_moves becomes empty at the end (or raise max_plies "
            "if a game of yours is really this long)",
        )

    # -- a second process ----------------------------------------------------------------
    def elsewhere(self, lines: list[Line]) -> tuple[int, str]:
        """Replay ``lines`` in a second process (see :mod:`~gamesearch.games.second_process`)
        and raise GameContractError at the first position where the game answers otherwise
        there; else (how many positions were compared, what was not and why)."""
        there = replay(self.game, lines)
        if there.lines is None:
            return 0, there.unchecked
        here = observe(self.game, lines)
        difference = first_difference(here, there.lines)
        if difference is None:
            return sum(len(line) for line in here), ""
        start, moves = lines[difference.line]
        self.start, self.line = start, []
        state = self.game.initial_state(start)
        for move in moves[: difference.ply]:
            state = self.game.apply(state, move)
            self.line.append(self._move_name(move))
        method, a, b = difference.method, difference.here, difference.there
        elsewhere = "in a second Python process (another hash seed)"
        if a is None:  # it raised there
            raise self.fail(
                method,
                f"raised {b} {elsewhere}, though not here",
                state,
                "a game's methods depend on the position only, never on hash() or a set's order",
            )
        if method == "legal_moves" and len(a) == len(b) and set(a) == set(b):
            raise self.fail(
                method,
                f"returned the same moves in another order {elsewhere}: {self._moves_text(a)} "
                f"here, {self._moves_text(b)} there",
                state,
                "a set's order depends on the hash seed: return the moves sorted, or in a "
                "list built in a fixed order",
            )
        if method == "legal_moves":
            raise self.fail(
                method,
                f"returned other moves {elsewhere}: {self._moves_text(a)} here, "
                f"{self._moves_text(b)} there",
                state,
                "the legal moves depend on the position only, never on hash() or a set's order",
            )
        advice = (
            "hash() of a string, and so a set's order, changes from process to process "
            "(PYTHONHASHSEED): build the key of the position's own values (ints, strings, "
            "tuples, frozensets), never of hash()"
            if method == "key"
            else "a value depends on the position only, never on hash() or a set's order"
        )
        raise self.fail(method, f"gave {quote(a)} here and {quote(b)} {elsewhere}", state, advice)

    def _moves_text(self, moves: Sequence[Move]) -> str:
        words = [self._move_name(m) for m in moves[:12]]
        return " ".join(words) + (f" … ({len(moves)} moves)" if len(moves) > 12 else "")

    def call_start(self, start: str) -> State:
        try:
            return self.game.initial_state(start)
        except Exception as error:
            raise GameContractError(
                f"{self.game.name}.initial_state({start!r}) raised {type(error).__name__}: "
                f"{error}\nevery name in starts is a start position initial_state makes"
            ) from error


def _wrap(advice: str) -> str:
    """What to do, in lines that fit a notebook's output."""
    return textwrap.fill(advice, 88, break_on_hyphens=False)


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _sorted(moves: set[Move]) -> list[Move]:
    return sorted(moves, key=repr)


def check_game(
    game: Game[State, Move], *, games: int = 100, max_plies: int = 1000, seed: int = 0
) -> GameCheck:
    """Check ``game`` against the game contract (see the module docstring) with ``games``
    random games from each of its starts, each at most ``max_plies`` moves, the moves
    drawn with a generator seeded with ``seed``. Raises GameContractError at the first
    broken rule; returns what it checked (printed: one line saying every rule holds)."""
    if not isinstance(game, Game):
        hint = " (pass the game, Nim(), not the class)" if isinstance(game, type) else ""
        raise GameContractError(f"check_game takes a game, not {quote(game)}{hint}")
    for count, what in ((games, "games"), (max_plies, "max_plies")):
        if type(count) is not int or count < 1:
            raise GameContractError(f"{what} is a whole number >= 1, not {quote(count)}")
    low_high = game.score_range
    if not (
        isinstance(low_high, tuple)
        and len(low_high) == 2
        and all(_is_number(v) for v in low_high)
        and low_high[0] <= low_high[1]
    ):
        raise GameContractError(
            f"{game.name}.score_range is {quote(low_high)}; it is a pair of finite numbers "
            "(low, high) with low <= high, e.g. (-1, 1)"
        )
    checker = _Checker(game)
    rng = random.Random(seed)
    lines: list[Line] = []  # the first games from each start, for the second process
    for start in game.starts:
        kept = 0
        for _ in range(games):
            checker.playout(start, rng, max_plies)
            if kept < COMPARED_POSITIONS // len(game.starts):
                lines.append((start, tuple(checker.played)))
                kept += len(checker.played) + 1
    compared, unchecked = checker.elsewhere(lines)
    return GameCheck(
        game.name,
        len(game.starts),
        games * len(game.starts),
        checker.positions,
        checker.moves,
        compared,
        unchecked,
    )

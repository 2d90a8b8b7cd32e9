"""A game between a person and the engine: the plain model behind the ``Play`` widget.

:class:`PlayModel` keeps the game as a list of :class:`Ply` records, lets the engine answer
every move of the person (one :class:`EngineTurn` per answer, timed by the wall clock), and
says in words what happened: the moves, extra turns and passes, the counts, the engine's
value, line and effort. :meth:`PlayModel.view` tells a board what to draw. Nothing here
imports widget code.

Every mistake raises one of the project's own errors (:mod:`gamesearch.errors`), naming
what was wrong and what to do instead; a refused move leaves the game as it was.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gamesearch.bounds import number
from gamesearch.errors import InvalidSearchError, UnknownNameError, argument
from gamesearch.games import get_game
from gamesearch.games.base import Game, Move, State
from gamesearch.games.kalah import Kalah
from gamesearch.games.reversi import Reversi
from gamesearch.search import DEFAULT_ALGORITHM, DefaultDepth, SearchResult, get_algorithm, solve

#: ``solve`` keywords that choose the position; the game's position is the model's to choose.
POSITION_KEYWORDS = ("state", "moves", "start")
#: Seconds each of the engine's searches may take unless told (``time_limit=None``: no
#: limit): a search stopped there without a move says so beside the board, never hangs.
ENGINE_TIME_LIMIT = 10.0


@dataclass(frozen=True)
class Ply:
    """One move of the game: who played it (0 or 1), the move, and the position after it."""

    player: int
    move: Move
    state: State


@dataclass(frozen=True)
class EngineTurn:
    """One answer of the engine: the moves it played (more than one after an extra turn),
    the searches that chose them (usually one) and their wall-clock time in seconds."""

    moves: tuple[Move, ...]
    results: tuple[SearchResult, ...]
    seconds: float


@dataclass(frozen=True)
class BoardView:
    """What a board shows: the position, the moves the person may play now (none while the
    engine thinks or once the game is over), the last turn's moves as ``(player, move)``
    (passes skipped: after a pass, the moves before it), the person's side, and whether
    clicks are taken now (not while the engine thinks)."""

    state: State
    legal: tuple[Move, ...]
    last: tuple[tuple[int, Move], ...]
    you: int
    clickable: bool


class PlayModel:
    """The person plays ``human`` (0 moves first, or a player name such as ``"O"``); the
    engine plays the other side.

    Games start from ``start``: a state of ``game``, a start name (``"parallel"``) or None
    for the game's default. The engine is the algorithm ``engine`` searching ``depth`` plies
    (None: to the end of the game; by default the game's ``default_depth``, as ``solve``
    searches it, so that a game without ``evaluate`` is searched to its end) with
    ``options`` (``tt``, ``ordering``, ``time_limit``…). Unless told, it uses a
    transposition table if the algorithm can (``tt=True``: it plays the same values
    faster) and stops each search after :data:`ENGINE_TIME_LIMIT` seconds. On its turn it
    plays its best move and, after an extra turn, the rest of its turn from the principal
    variation. A bad engine name, depth or option raises here, not after the person's
    first move. With ``begin`` False the engine does not move yet even if it is its turn:
    :meth:`new_game` starts the game (a widget does so to show an engine's failure beside
    the board).
    """

    def __init__(
        self,
        game: Game[State, Move] | str,
        engine: str = DEFAULT_ALGORITHM,
        depth: int | DefaultDepth | None = DefaultDepth.GAME,
        human: int | str = 0,
        start: State | str | None = None,
        *,
        begin: bool = True,
        **options: Any,
    ) -> None:
        self.game = game if isinstance(game, Game) else get_game(game)
        if depth is DefaultDepth.GAME:
            depth = self.game.default_depth
        if start is None or isinstance(start, str):
            start = self.game.initial_state(start)
        self.game.check_state(start)
        self.start: State = start
        given = sorted(set(options) & set(POSITION_KEYWORDS))
        if given:
            raise InvalidSearchError(
                f"Play chooses the engine's position itself; drop {', '.join(given)} "
                "(give the first position as start=…)"
            )
        if depth is not None and (
            isinstance(depth, bool) or not isinstance(depth, int) or depth < 1
        ):
            raise InvalidSearchError(
                f"depth must be a whole number of plies, 1 or more, or None to search to the end "
                f"of the game; not {depth!r} (the engine needs a ply or more to choose a move)"
            )
        get_algorithm(engine)  # UnknownNameError lists the valid names
        table = {"tt": True} if get_algorithm(engine).tt is not False else {}
        self.engine, self.depth = engine, depth
        self.options = {**table, "time_limit": ENGINE_TIME_LIMIT, **options}
        self._check_engine()
        self._reset(human)
        if begin:
            self.reply()

    def _check_engine(self) -> None:
        """Search the start position for one node only, so that an unknown algorithm or an
        option it refuses raises now (a given node budget below 1 is passed on unchanged,
        for ``solve`` to refuse)."""
        budget = self.options.get("node_budget")
        probe = 1 if budget is None or (isinstance(budget, int) and budget >= 1) else budget
        solve(
            self.game,
            self.start,
            self.engine,
            depth=self.depth,
            **{**self.options, "node_budget": probe},
        )

    def side(self, player: int | str) -> int:
        """``player`` as 0 or 1: given as a number or as a player name (``"X"``, ``"South"``);
        UnknownNameError lists the valid values."""
        names = self.game.player_names
        if player in names:
            return names.index(player)
        if player in (0, 1) and isinstance(player, int) and not isinstance(player, bool):
            return player
        raise UnknownNameError("player", player, ["0", "1", *names])

    # -- the game ------------------------------------------------------------------------
    def new_game(self, human: int | str | None = None) -> None:
        """Start again from ``start`` (as ``human`` if given); the engine moves at once if it
        is its turn."""
        self._reset(human)
        self.reply()

    def _reset(self, human: int | str | None) -> None:
        """Back to ``start``, no move played (as ``human`` if given)."""
        if human is not None:
            self.human = self.side(human)
        self.state: State = self.start
        self.plies: list[Ply] = []
        self.turns: list[EngineTurn] = []

    @property
    def history(self) -> list[tuple[int, Move]]:
        """The moves so far as ``(player, move)``."""
        return [(ply.player, ply.move) for ply in self.plies]

    @property
    def over(self) -> bool:
        return self.game.is_terminal(self.state)

    @property
    def your_turn(self) -> bool:
        """True when the person is to move (and the game goes on)."""
        return not self.over and self.game.to_move(self.state) == self.human

    @property
    def legal_moves(self) -> tuple[Move, ...]:
        """The moves of the player to move."""
        return tuple(self.game.legal_moves(self.state))

    @property
    def only_pass(self) -> bool:
        """True when the person's only move is a forced pass."""
        moves = self.legal_moves
        return self.your_turn and len(moves) == 1 and self.game.is_pass(moves[0])

    @property
    def last_engine_turn(self) -> EngineTurn | None:
        return self.turns[-1] if self.turns else None

    def move(self, move: Move | str) -> Move:
        """``move`` as a move of the game: text in the game's notation (``"b2"``) is parsed,
        a move value (``4``, ``(0, 3)``) is taken as it is; :meth:`Game.play` then refuses
        a value of no move's type (MoveNotationError) or an illegal move."""
        if isinstance(move, str):
            return self.game.parse_move(self.state, move)
        return move

    def play(self, move: Move | str, thinking: Callable[[], None] | None = None) -> None:
        """Play the person's ``move`` (notation text or a move value), then the engine's
        answer. ``thinking`` is called once the person's move is on the board and before
        the engine searches (a widget redraws there).

        Raises IllegalMoveError (naming the legal moves) for an illegal move or a finished
        game, MoveNotationError for something that is not a move. If the engine fails, the
        person's move is taken back before the error goes on: either way a failed call
        leaves the game as it was.
        """
        if not self.over and not self.your_turn:
            raise InvalidSearchError(
                "it is the engine's turn: its last search failed; start a new game"
            )
        chosen = self.move(move)
        state = self.game.play(self.state, chosen)
        plies, turns = len(self.plies), len(self.turns)
        self._push(chosen, state)
        try:
            if thinking is not None:
                thinking()
            self.reply()
        except BaseException:
            del self.plies[plies:]
            del self.turns[turns:]
            self.state = self.plies[-1].state if self.plies else self.start
            raise

    def reply(self) -> None:
        """Let the engine play for as long as it is its turn and the game goes on.

        Raises InvalidSearchError if a search ends without a move (say a node budget or a
        time limit stopped it before it had one), saying what to pass instead; the moves it
        made so far stay played.
        """
        game, moves, results = self.game, [], []
        began = time.perf_counter()
        while not self.over and game.to_move(self.state) != self.human:
            result = solve(game, self.state, self.engine, depth=self.depth, **self.options)
            chosen = result.turn_moves()
            if not chosen:
                raise InvalidSearchError(
                    f"the engine ({self._engine_name()}) found no move: "
                    f"{result.message or 'its search returned no principal variation'}; "
                    f"{self._further()}"
                )
            results.append(result)
            for move in chosen:
                self._push(move, game.apply(self.state, move))
                moves.append(move)
        if results:
            seconds = time.perf_counter() - began
            self.turns.append(EngineTurn(tuple(moves), tuple(results), seconds))

    def _further(self) -> str:
        """What to pass to Play so that the engine's searches end with a move."""
        limits = [
            argument(name, self.options[name])
            for name in ("node_budget", "time_limit")
            if self.options.get(name) is not None
        ]
        ways = [f"larger limits than {' and '.join(limits)} (None: no limit)"] if limits else []
        if self.depth is None and self.game.has_evaluation:
            ways.append(f"a depth ({argument('depth', 4)})")
        if not self.options.get("tt") and get_algorithm(self.engine).tt is not False:
            ways.append(argument("tt", True))
        ways.append("another engine")
        return f"give Play {', or '.join(ways)}"

    def _push(self, move: Move, state: State) -> None:
        self.plies.append(Ply(self.game.to_move(self.state), move, state))
        self.state = state

    # -- what to show ----------------------------------------------------------------------
    def view(self) -> BoardView:
        """What the board shows now (see :class:`BoardView`)."""
        placed = [(ply.player, ply.move) for ply in self.plies if not self.game.is_pass(ply.move)]
        last: list[tuple[int, Move]] = []  # the last run of one player's moves, passes skipped
        for player, move in reversed(placed):
            if last and player != last[0][0]:
                break
            last.insert(0, (player, move))
        return BoardView(
            self.state,
            self.legal_moves if self.your_turn else (),
            tuple(last),
            self.human,
            clickable=self.over or self.your_turn,
        )

    def _who(self, player: int) -> str:
        return "You" if player == self.human else "The engine"

    def status(self) -> str:
        """Whose turn it is and what to do, or how the game ended (for the person)."""
        game, names = self.game, self.game.player_names
        if self.over:
            score = game.score(self.state)
            mine = score if game.to_move(self.state) == self.human else -score
            verdict = "you win" if mine > 0 else "the engine wins" if mine < 0 else "a draw"
            return f"Game over: {verdict} (score {_signed(mine)} for you)."
        if not self.your_turn:
            return f"The engine ({names[1 - self.human]}) is thinking…"
        if self.only_pass:
            return "You have no legal move: press Pass."
        again = self.plies and self.plies[-1].player == self.human
        if again:
            return f"Extra turn: your move again ({names[self.human]})."
        return f"Your move: you play {names[self.human]}."

    def news(self) -> str:
        """The latest exchange in words: the person's last turn (all of it, after extra
        turns) and the engine's answer, with extra turns and passes."""
        start = len(self.plies)
        for who in (1 - self.human, self.human):  # back over the engine's run, then yours
            while start and self.plies[start - 1].player == who:
                start -= 1
        sentences: list[str] = []
        run: list[Ply] = []
        for ply in self.plies[start:]:
            if run and ply.player != run[-1].player:
                sentences.append(self._describe(run))
                run = []
            run.append(ply)
        if run:
            sentences.append(self._describe(run))
        return " ".join(sentences)

    def _describe(self, run: list[Ply]) -> str:
        """One player's consecutive moves as a sentence."""
        game, who = self.game, self._who(run[0].player)
        if all(game.is_pass(ply.move) for ply in run):
            side = game.player_names[run[0].player]
            return f"{who} ({side}) had no legal move and passed."
        moves = []
        for ply in run:
            extra = game.to_move(ply.state) == ply.player and not game.is_terminal(ply.state)
            moves.append(game.format_move(ply.move) + (" (extra turn)" if extra else ""))
        return f"{who} played {', then '.join(moves)}."

    def counts(self) -> str:
        """The discs on the board (Reversi) or the stones in the stores (Kalah); else ''."""
        game, state = self.game, self.state
        if isinstance(game, Reversi):
            kind, numbers = "Discs", game.disc_counts(state)
        elif isinstance(game, Kalah):
            kind, numbers = "Stores", game.stores(state)
        else:
            return ""
        sides = [
            f"{name} ({'you' if player == self.human else 'engine'}) {numbers[player]}"
            for player, name in enumerate(game.player_names)
        ]
        return f"{kind}: {' · '.join(sides)}"

    def _engine_name(self) -> str:
        depth = "to the end" if self.depth is None else f"depth {self.depth}"
        return f"{self.engine}, {depth}"

    def engine_report(self) -> str:
        """The engine's last answer: what it played, its value, principal variation and
        counts (summed over the turn's searches) and its thinking time; '' before any."""
        turn = self.last_engine_turn
        if turn is None:
            return ""
        fmt = self.game.format_move
        first = turn.results[0]
        value = "unknown" if first.value is None else f"{_signed(first.value)} ({first.bound})"
        searches = "" if len(turn.results) == 1 else f" in {len(turn.results)} searches"
        nodes = sum(r.stats.nodes for r in turn.results)
        evaluations = sum(r.stats.evaluations for r in turn.results)
        cutoffs = sum(r.stats.cutoffs for r in turn.results)
        stopped = "" if first.complete else f"\nStopped early: {first.message}"
        return (
            f"Engine ({self._engine_name()}) played {' '.join(fmt(m) for m in turn.moves)}"
            f" after {seconds_text(turn.seconds)}{searches}.\n"
            f"Value for the engine: {value}\n"
            f"Line: {' '.join(fmt(m) for m in first.pv) or '—'}\n"
            f"{_count(nodes, 'node')} · {_count(evaluations, 'evaluation')} · "
            f"{_count(cutoffs, 'cutoff')}{stopped}"
        )


def seconds_text(seconds: float) -> str:
    """A duration as people read it: ``0.04 s``, ``2.35 s``; under 10 ms in milliseconds
    (``3.2 ms``), so that a quick search never shows as ``0.00 s``."""
    if seconds >= 0.01:
        return f"{seconds:.2f} s"
    return f"{seconds * 1000:.1f} ms"


def _signed(value: float) -> str:
    return ("+" if value > 0 else "") + number(value)


def _count(n: int, word: str) -> str:
    return f"{n:,} {word}{'' if n == 1 else 's'}"

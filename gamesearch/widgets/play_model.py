"""A game between a person and the engine: the plain model behind the ``Play`` widget."""

from __future__ import annotations

from typing import Any

from gamesearch.games import get_game
from gamesearch.games.base import Game, Move, State
from gamesearch.search import SearchResult, solve
from gamesearch.trace.narrate import num


class PlayModel:
    """The person plays ``human`` (0 moves first); the engine searches every other turn.

    Games start from ``start`` (default: the game's start position). The engine is
    ``engine`` (an algorithm name) searching ``depth`` plies (None: to the end) with
    ``options`` (``tt``, ``ordering``, …). On its turn it plays its best move and, after an
    extra turn, the rest of its turn from the principal variation.
    """

    def __init__(
        self,
        game: Game | str,
        engine: str = "negascout",
        depth: int | None = 5,
        human: int = 0,
        start: State | None = None,
        **options: Any,
    ) -> None:
        self.game = get_game(game) if isinstance(game, str) else game
        self.start = self.game.initial_state() if start is None else start
        self.engine, self.depth, self.options = engine, depth, options
        self.new_game(human)

    def new_game(self, human: int | None = None) -> None:
        """Start again from ``start``; the engine moves at once if it is its turn."""
        if human is not None:
            self.human = human
        self.state: State = self.start
        self.history: list[tuple[int, Move]] = []
        self.last: SearchResult | None = None
        self.reply()

    @property
    def over(self) -> bool:
        return self.game.is_terminal(self.state)

    @property
    def legal_moves(self) -> tuple[Move, ...]:
        return tuple(self.game.legal_moves(self.state))

    @property
    def only_pass(self) -> bool:
        """True when the person's only move is a forced pass."""
        moves = self.legal_moves
        return len(moves) == 1 and self.game.is_pass(moves[0])

    def play(self, move: Move) -> None:
        """Play the person's ``move``, then the engine's reply.

        Raises IllegalMoveError (naming the legal moves) for an illegal move or a finished
        game, and leaves the position as it was.
        """
        player = self.game.to_move(self.state)
        self.state = self.game.play(self.state, move)
        self.history.append((player, move))
        self.reply()

    def reply(self) -> None:
        """Let the engine move for as long as it is its turn and the game goes on."""
        game = self.game
        while not self.over and game.to_move(self.state) != self.human:
            result = solve(game, self.state, self.engine, depth=self.depth, **self.options)
            moves = result.turn_moves()
            if not moves:
                raise RuntimeError(f"{self.engine} found no move in a position that is not over")
            for move in moves:
                self.history.append((game.to_move(self.state), move))
                self.state = game.apply(self.state, move)
            self.last = result

    def status(self) -> str:
        """Whose turn it is, or how the game ended (from the person's side)."""
        game, names = self.game, self.game.player_names
        if not self.over:
            return f"Your move: you play {names[self.human]}."
        score = game.score(self.state)
        mine = score if game.to_move(self.state) == self.human else -score
        verdict = "You win" if mine > 0 else "The engine wins" if mine < 0 else "A draw"
        return f"Game over: {verdict} ({num(mine)} for you)."

    def engine_report(self) -> str:
        """What the engine played last, its value, principal variation and counts."""
        result = self.last
        if result is None:
            return ""
        fmt = self.game.format_move
        depth = "to the end" if self.depth is None else f"depth {self.depth}"
        played = " ".join(fmt(m) for m in result.turn_moves())
        pv = " ".join(fmt(m) for m in result.pv)
        value = "unknown" if result.value is None else f"{num(result.value)} ({result.bound})"
        stats = result.stats
        return (
            f"The engine ({self.engine}, {depth}) played {played}. Value for the engine: "
            f"{value}. Principal variation: {pv}. {_count(stats.nodes, 'node')}, "
            f"{_count(stats.evaluations, 'evaluation')}, {_count(stats.cutoffs, 'cutoff')}, "
            f"{result.seconds:.2f} s."
        )


def _count(n: int, word: str) -> str:
    return f"{n:,} {word}{'' if n == 1 else 's'}"

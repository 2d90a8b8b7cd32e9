"""Whole games between two engines, as the source articles measure them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gamesearch.games import get_game
from gamesearch.games.base import Game, Move, State
from gamesearch.search.api import solve
from gamesearch.search.stats import Stats


@dataclass(frozen=True)
class Engine:
    """An algorithm with its depth and options, e.g. ``Engine("negascout", 4)``."""

    algorithm: str
    depth: int | None
    options: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def parse(cls, text: str) -> Engine:
        """``"ALGORITHM:DEPTH"`` (depth ``end`` or omitted: search to the end)."""
        name, _, depth = text.partition(":")
        if depth in ("", "end"):
            return cls(name, None)
        if not depth.isdigit():
            raise ValueError(f"an engine is ALGORITHM:DEPTH, e.g. negascout:4, not {text!r}")
        return cls(name, int(depth))

    def __str__(self) -> str:
        return f"{self.algorithm}:{'end' if self.depth is None else self.depth}"


@dataclass
class MatchResult:
    """A finished game: the moves, the final position and the engines' summed statistics."""

    game: Game
    final: State
    moves: list[tuple[int, Move]]
    stats: Stats

    @property
    def score(self) -> float:
        """The final score for the first player."""
        value = self.game.score(self.final)
        return value if self.game.to_move(self.final) == 0 else -value


def play_match(
    game: Game | str,
    first: Engine,
    second: Engine,
    state: State | None = None,
    **common: Any,
) -> MatchResult:
    """Play ``first`` (player 0) against ``second`` until the game is over.

    On its turn an engine searches once and plays its best move and, after an extra turn,
    the follow-up moves of its principal variation by the same player, as the source
    programs do. ``common`` options (ordering, tt, …) go to every search.
    """
    if isinstance(game, str):
        game = get_game(game)
    state = game.initial_state() if state is None else state
    stats = Stats()
    moves: list[tuple[int, Move]] = []
    while not game.is_terminal(state):
        player = game.to_move(state)
        engine = first if player == 0 else second
        result = solve(
            game, state, engine.algorithm, depth=engine.depth, **{**common, **engine.options}
        )
        stats.add(result.stats)
        if not result.turn_moves():
            raise RuntimeError(f"{engine} returned no move in a position that is not over")
        for move in result.turn_moves():
            moves.append((player, move))
            state = game.apply(state, move)
    return MatchResult(game, state, moves, stats)

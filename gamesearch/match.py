"""Whole games between two engines, as the source articles measure them."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Generic, overload

from gamesearch.errors import InvalidSearchError, quote
from gamesearch.games import get_game
from gamesearch.games.base import Game, M, Move, S, State
from gamesearch.search.algorithms import get_algorithm
from gamesearch.search.api import solve
from gamesearch.search.request import MAX_DEPTH
from gamesearch.search.stats import Stats

ENGINE_FORMAT = "ALGORITHM:DEPTH, e.g. negascout:4 (DEPTH a whole number >= 1, or end)"


@dataclass(frozen=True)
class Engine:
    """An algorithm with its depth and options, e.g. ``Engine("negascout", 4)``.

    ``depth`` is a whole number >= 1 (an engine must see at least its own moves), or None
    to search to the end of the game.
    """

    algorithm: str
    depth: int | None
    options: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        get_algorithm(self.algorithm)  # an unknown name: UnknownNameError lists the valid ones
        depth = self.depth
        if depth is not None and (type(depth) is not int or not 1 <= depth <= MAX_DEPTH):
            raise InvalidSearchError(
                f"an engine's depth is a whole number from 1 to {MAX_DEPTH}, or None to "
                f"search to the end, not {quote(depth)}"
            )

    @classmethod
    def parse(cls, text: str, default_depth: int | None = None) -> Engine:
        """``"ALGORITHM:DEPTH"``; ``DEPTH`` is a whole number >= 1 or ``end`` (to the end of
        the game); without ``:DEPTH``, ``default_depth``."""
        if not isinstance(text, str):
            raise InvalidSearchError(f"an engine is written {ENGINE_FORMAT}; not {quote(text)}")
        name, colon, depth = text.partition(":")
        if not colon:
            return cls(name, default_depth)
        if depth == "end":
            return cls(name, None)
        if not (depth.isascii() and depth.isdigit() and len(depth) <= 4):
            raise InvalidSearchError(f"an engine is written {ENGINE_FORMAT}; not {quote(text)}")
        return cls(name, int(depth))

    def __str__(self) -> str:
        return f"{self.algorithm}:{'end' if self.depth is None else self.depth}"


@dataclass
class Side:
    """One player of a match: its engine and what its searches did."""

    engine: Engine
    stats: Stats = field(default_factory=Stats)
    seconds: float = 0.0
    searches: int = 0
    moves: int = 0
    #: Searches a node budget or time limit cut short (their best move so far was played).
    cut_short: int = 0


@dataclass
class MatchResult(Generic[S, M]):
    """A game between two engines: the moves, the final position, each side's statistics
    and the sum of both (``stats``). ``complete`` is False when a limit stopped a search
    before it found any move; ``message`` then says so and ``final`` is where play stopped.
    A match of a ``Game[S, M]`` is a ``MatchResult[S, M]``: ``final`` is an ``S``.
    """

    game: Game[S, M]
    final: S
    #: Each move with the player who made it (0 or 1).
    moves: list[tuple[int, M]]
    stats: Stats
    sides: tuple[Side, Side]
    complete: bool = True
    message: str = ""

    @property
    def score(self) -> float:
        """The final score for the first player."""
        value = self.game.score(self.final)
        return value if self.game.to_move(self.final) == 0 else -value

    @property
    def winner(self) -> int | None:
        """The player who won (0 first, 1 second), or None for a draw or an unfinished game."""
        if not self.game.is_terminal(self.final) or self.score == 0:
            return None
        return 0 if self.score > 0 else 1

    @property
    def margin(self) -> float:
        """By how much the winner won: the difference of the tally (stones, discs) where
        the game keeps one, else the absolute score."""
        tally = self.game.tally(self.final)
        return abs(tally[0] - tally[1]) if tally is not None else abs(self.score)


@overload
def play_match(
    game: Game[S, M], first: Engine, second: Engine, state: S | None = None, **common: Any
) -> MatchResult[S, M]: ...
@overload
def play_match(
    game: str, first: Engine, second: Engine, state: State | None = None, **common: Any
) -> MatchResult[State, Move]: ...
def play_match(
    game: Game[State, Move] | str,
    first: Engine,
    second: Engine,
    state: State | None = None,
    **common: Any,
) -> MatchResult[State, Move]:
    """Play ``first`` (player 0) against ``second`` until the game is over.

    On its turn an engine searches once and plays its best move and, after an extra turn,
    the follow-up moves of its principal variation by the same player, as the source
    programs do. ``common`` options (ordering, tt, node_budget, time_limit, observe, …) go
    to every search. When a budget or time limit cuts a search short the engine plays the
    best move found so far; if it found none, the match stops there (``complete`` False).
    """
    if isinstance(game, str):
        game = get_game(game)
    for engine in (first, second):
        if not isinstance(engine, Engine):
            raise InvalidSearchError(
                f"an engine is an Engine, e.g. Engine('negascout', 4), not {quote(engine)}"
            )
    state = game.initial_state() if state is None else state
    game.check_state(state)
    sides = (Side(first), Side(second))
    moves: list[tuple[int, Move]] = []
    message = ""
    while not game.is_terminal(state):
        player = game.to_move(state)
        side = sides[player]
        began = time.perf_counter()
        result = solve(
            game,
            state,
            side.engine.algorithm,
            depth=side.engine.depth,
            **{**common, **side.engine.options},
        )
        side.seconds += time.perf_counter() - began
        side.searches += 1
        side.stats.add(result.stats)
        turn = result.turn_moves()
        if not turn:
            message = f"{game.player_names[player]} ({side.engine}) found no move: {result.message}"
            break
        side.cut_short += not result.complete
        for move in turn:
            moves.append((player, move))
            side.moves += 1
            state = game.apply(state, move)
    total = Stats()
    for side in sides:
        total.add(side.stats)
    return MatchResult(game, state, moves, total, sides, not message, message)

"""Small games written the way the contract allows, one per kind of state and move, for the
tests of the contract's defaults and its JSON codec (Nim, in nim.py, has tuple states and
tuple moves)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from gamesearch.games import Game


class Pile(NamedTuple):
    counters: int
    player: int


class Subtract(Game[Pile, int]):
    """The subtraction game: take 1, 2 or 3 counters; whoever takes the last one wins.
    A NamedTuple state, int moves, a plain class (no settings)."""

    score_range = (-1, 1)

    def initial_state(self, start: str | None = None) -> Pile:
        return Pile(7, 0)

    def to_move(self, state: Pile) -> int:
        return state.player

    def legal_moves(self, state: Pile) -> tuple[int, ...]:
        return tuple(range(1, min(3, state.counters) + 1))

    def apply(self, state: Pile, move: int) -> Pile:
        return Pile(state.counters - move, 1 - state.player)

    def score(self, state: Pile) -> int:
        return -1


@dataclass(frozen=True)
class Walk:
    """A token on a line of squares, -3 to 3, and the number of steps left."""

    square: int
    steps: int
    player: int


@dataclass(frozen=True)
class TugOfWar(Game[Walk, str]):
    """Players take turns stepping a token "left" or "right" for ``steps`` steps; the first
    player wins if it ends right of the middle. A dataclass state, string moves."""

    steps: int = 5
    score_range = (-1, 1)

    def initial_state(self, start: str | None = None) -> Walk:
        return Walk(0, self.steps, 0)

    def to_move(self, state: Walk) -> int:
        return state.player

    def legal_moves(self, state: Walk) -> tuple[str, ...]:
        return ("left", "right") if state.steps else ()

    def apply(self, state: Walk, move: str) -> Walk:
        step = 1 if move == "right" else -1
        return Walk(state.square + step, state.steps - 1, 1 - state.player)

    def score(self, state: Walk) -> int:
        first = (state.square > 0) - (state.square < 0)
        return first if state.player == 0 else -first

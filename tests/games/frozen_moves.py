"""A game whose moves are frozensets, with the JSON codec check_game's advice says to write
("moves are ints, strings or tuples of them …, or write move_to_json and move_from_json")."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from gamesearch.games import Game

#: A position: the counters left (their names, sorted), and the player to move.
TakeState = tuple[tuple[str, ...], int]
#: A move: the one or two counters taken.
TakeMove = frozenset[str]


@dataclass(frozen=True)
class TakeNamed(Game[TakeState, TakeMove]):
    """Named counters; a move takes one or two of them; whoever takes the last one wins."""

    counters: tuple[str, ...] = ("a", "b", "c", "d", "e")
    score_range = (-1, 1)

    def initial_state(self, start: str | None = None) -> TakeState:
        self.start_name(start)
        return (self.counters, 0)

    def to_move(self, state: TakeState) -> int:
        return state[1]

    def legal_moves(self, state: TakeState) -> Sequence[TakeMove]:
        left = state[0]
        return [frozenset(c) for size in (1, 2) for c in combinations(left, size)]

    def apply(self, state: TakeState, move: TakeMove) -> TakeState:
        left, player = state
        return (tuple(c for c in left if c not in move), 1 - player)

    def score(self, state: TakeState) -> int:
        return -1  # nothing left: the opponent took the last counter

    # the codec, as check_game's message advises for moves that are not plain values
    def move_to_json(self, move: TakeMove) -> list[str]:
        return sorted(move)

    def move_from_json(self, data: list[str]) -> TakeMove:
        return frozenset(data)

    def format_move(self, move: TakeMove) -> str:
        return "+".join(sorted(move))

"""Nim as a student writes it for notebook 09, for the tests: heaps of counters, a move takes
one or more counters from one heap, and whoever takes the last counter wins."""

from __future__ import annotations

from dataclasses import dataclass

from gamesearch.games import Game

#: A position: the heaps, and the player to move.
NimState = tuple[tuple[int, ...], int]
#: A move: (heap index, counters taken).
NimMove = tuple[int, int]


@dataclass(frozen=True)
class Nim(Game[NimState, NimMove]):
    """Nim on ``heaps``; the state is (heaps, player to move), a move (heap, count)."""

    heaps: tuple[int, ...] = (1, 3, 5)
    score_range = (-1, 1)

    def initial_state(self, start: str | None = None) -> NimState:
        self.start_name(start)
        return (self.heaps, 0)

    def to_move(self, state: NimState) -> int:
        return state[1]

    def legal_moves(self, state: NimState) -> tuple[NimMove, ...]:
        heaps, _ = state
        return tuple((i, k) for i, h in enumerate(heaps) for k in range(1, h + 1))

    def apply(self, state: NimState, move: NimMove) -> NimState:
        heaps, player = state
        i, k = move
        return ((*heaps[:i], heaps[i] - k, *heaps[i + 1 :]), 1 - player)

    def score(self, state: NimState) -> int:
        return -1  # no counter left: the opponent took the last one and won

"""Games that keep every rule inside one Python process and break one between processes (the
order of a set of strings, hash() of a string), for check_game's second-process comparison;
in a module of their own so that a second process can import them."""

from __future__ import annotations

import os

from gamesearch.games.second_process import SECOND
from tests.games.nim import Nim, NimState


class SetOrderedNim(Nim):
    """Nim whose moves are strings ("h0-2": take 2 from heap 0) returned from a set."""

    def legal_moves(self, state: NimState) -> tuple[str, ...]:  # type: ignore[override]
        return tuple({f"h{i}-{k}" for i, k in super().legal_moves(state)})

    def apply(self, state: NimState, move: str) -> NimState:  # type: ignore[override]
        heap, count = move[1:].split("-")
        return super().apply(state, (int(heap), int(count)))


class SortedSetNim(SetOrderedNim):
    """The same moves, sorted: the same order in every process."""

    def legal_moves(self, state: NimState) -> tuple[str, ...]:  # type: ignore[override]
        return tuple(sorted(super().legal_moves(state)))


class HashKeyNim(Nim):
    """Nim whose key is hash() of the position's text."""

    def key(self, state: NimState) -> int:
        return hash(str(state))


class HashEvaluationNim(Nim):
    """Nim with an evaluation drawn from hash() of the position's text."""

    def evaluate(self, state: NimState) -> int:
        if self.is_terminal(state):
            return self.score(state)
        return hash(str(state)) % 3 - 1


class FailsElsewhere(Nim):
    """Nim whose key fails only in check_game's second process."""

    def key(self, state: NimState) -> NimState:
        if os.environ.get(SECOND):
            raise RuntimeError("not in this process")
        return state

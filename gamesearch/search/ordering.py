"""Move ordering policies: which child a search tries first.

A policy is named by components joined with ``+``, applied left to right:

* ``natural`` — the game's own order (the default; for 4 × 6 Reversi with
  ``order="hiroi"`` this is the source program's fixed order);
* ``tt`` — the transposition table's best move first;
* ``killer`` — moves that caused a cutoff at the same ply recently, first;
* ``history`` — moves by how often they caused cutoffs (history heuristic);
* ``eval`` — children by their static evaluation, best for the mover first;
* ``mobility`` — children by how few replies they leave the opponent;
* ``squares`` — moves by the game's fixed rank of their square
  (:meth:`~gamesearch.games.base.Game.move_priority`; Reversi: corners first, X-squares
  last). Placed last, it breaks the ties of the sorters before it.

``tt`` and ``killer`` promote moves to the front; the others sort the rest (stably, so ties
keep the game's order), only once the search gets past the promoted moves (see
:class:`FrontFirst`: at a CUT node the table's move often refutes the node alone). At the
last ply of a depth-limited search (remaining depth 1) the children are leaves, and
measuring each one (``eval``, ``mobility``) costs more than the order saves (8 × 8 Reversi,
MTD(f) to depth 10: 1.6 × faster, 5 % more nodes, the same values): there only the promoters
and ``history`` apply.

``best`` is ``tt+mobility``: on 4 × 6 Reversi it beats every other combination measured
(killers and history cost more than they save there). Evaluations made for ordering are not
counted as search evaluations.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from typing import Any, overload

from gamesearch.errors import UnknownNameError
from gamesearch.games.base import Game, M, Move, S

PROMOTERS = ("tt", "killer")
SORTERS = ("eval", "mobility", "history", "squares")
ALIASES = {"best": "tt+mobility", "natural": ""}


class Ordering:
    """A move-ordering policy with its learning state (killers, history)."""

    def __init__(self, components: Sequence[str] = ()) -> None:
        self.components = tuple(components)
        #: Whether cutoffs teach it anything (killer moves, history).
        self.learns = "killer" in self.components or "history" in self.components
        #: Whether it sorts children by a measure of their positions (so builds them).
        self.sorts = any(part in ("eval", "mobility") for part in self.components)
        self._sorters = tuple(part for part in reversed(self.components) if part in SORTERS)
        self.killers: dict[int, list[Move]] = defaultdict(list)
        self.history: dict[Any, int] = defaultdict(int)

    @classmethod
    def named(cls, name: str) -> Ordering:
        """The policy called ``name`` (see the module docstring)."""
        valid = (*ALIASES, *PROMOTERS, *SORTERS)
        words = name.split("+") if isinstance(name, str) else [name]
        for word in words:
            if word not in valid:
                raise UnknownNameError("ordering", word or name, valid)
        return cls([p for word in words for p in ALIASES.get(word, word).split("+") if p])

    @property
    def name(self) -> str:
        return "+".join(self.components) or "natural"

    def order(
        self,
        game: Game[S, M],
        state: S,
        moves: Sequence[M],
        depth: int | None,
        hint: M | None,
        ply: int,
    ) -> tuple[Sequence[M], dict[M, S] | None]:
        """``moves`` (of ``state``, at ``ply`` from the root) in the order to search them,
        and the children built while sorting (by move; None if none were built), so the
        search need not build them again. ``hint`` is the table's move."""
        if not self.components or len(moves) < 2:
            return moves, None
        front: list[M] = []
        for part in self.components:
            if part == "tt" and hint is not None and hint in moves:
                front.append(hint)
            elif part == "killer":
                front.extend(k for k in self.killers.get(ply, ()) if k in moves)
        rest = [m for m in moves if m not in front]
        # Children are measured (so built) except at the last ply, whose children are leaves.
        children: dict[M, S] | None = {} if self.sorts and depth != 1 and len(rest) > 1 else None
        if not front:
            return self._sort(game, state, rest, children), children
        front = list(dict.fromkeys(front))
        if children is None:
            return front + self._sort(game, state, rest, None), None
        return FrontFirst(front, rest, lambda: self._sort(game, state, rest, children)), children

    def _sort(
        self, game: Game[S, M], state: S, rest: list[M], children: dict[M, S] | None
    ) -> list[M]:
        """``rest`` sorted by the sorters (children measured only if ``children`` is a dict,
        which receives the children built)."""
        for part in self._sorters:  # the first sorter named is the primary key: sorted last
            if part == "history":
                me = game.to_move(state)
                rest.sort(key=lambda m: -self.history[(me, m)])
            elif part == "squares":
                rest.sort(key=game.move_priority)
            elif children is not None:
                rest.sort(key=_child_values(part, game, state, rest, children).__getitem__)
        return rest

    def cutoff(self, player: int, move: Move, depth: int | None, ply: int) -> None:
        """Learn from a cutoff caused by ``player``'s ``move`` at ``ply``."""
        if "killer" in self.components:
            killers = self.killers[ply]
            if move not in killers:
                killers.insert(0, move)
                del killers[2:]
        if "history" in self.components:
            weight = 1 << min(depth if depth is not None else 16, 30)
            self.history[(player, move)] += weight


class FrontFirst(Sequence[M]):
    """Ordered moves whose promoted moves (the table's, killers) come at once and whose
    other moves are sorted only when the search gets past the promoted ones: a cutoff by the
    table's move, the usual case at a CUT node, then costs no sorting and builds no other
    child. The order is exactly the one sorting at once would give."""

    def __init__(self, front: list[M], rest: list[M], sort_rest: Callable[[], list[M]]) -> None:
        self.front, self._count = front, len(front) + len(rest)
        self._sort_rest = sort_rest
        self._ordered: list[M] | None = None

    def _all(self) -> list[M]:
        if self._ordered is None:
            self._ordered = self.front + self._sort_rest()
        return self._ordered

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int) -> M: ...
    @overload
    def __getitem__(self, index: slice) -> list[M]: ...
    def __getitem__(self, index: int | slice) -> M | list[M]:
        if type(index) is int and 0 <= index < len(self.front):
            return self.front[index]
        return self._all()[index]

    def __iter__(self) -> Iterator[M]:
        yield from self.front
        yield from self._all()[len(self.front) :]

    def __repr__(self) -> str:
        return f"FrontFirst({self.front!r}, then {self._count - len(self.front)} sorted)"


def _child_values(
    part: str, game: Game[S, M], state: S, rest: list[M], children: dict[M, S]
) -> dict[M, float]:
    """Each move's sort key under the sorter ``part`` (``eval`` or ``mobility``): its
    child's measure, negated when the opponent moves there, so the best child for the player
    to move at ``state`` comes first. Builds the children ``children`` lacks, into it."""
    me = game.to_move(state)
    measure = game.evaluate if part == "eval" else game.mobility
    values: dict[M, float] = {}
    for m in rest:
        child = children.get(m)
        if child is None:
            child = children[m] = game.apply(state, m)
        value = measure(child)
        values[m] = -value if game.to_move(child) == me else value
    return values

"""Transposition tables that store bounds.

Each entry holds, for one position, an interval ``(lower, upper)`` known to contain its true
value, the remaining depth it was searched to (``None``: to the end of the game) and the best
move found. On entry to a node the table is probed:

* ``lower >= beta`` answers ``lower`` (fail-high), ``upper <= alpha`` answers ``upper``
  (fail-low), ``lower == upper`` answers the exact value;
* otherwise the window is narrowed to ``(max(alpha, lower), min(beta, upper))``.

On exit the value is stored by what it proves against the (narrowed) window: at or below
alpha it becomes the upper bound, at or above beta the lower bound, strictly inside both.

**Leaves.** A leaf's value (a static evaluation at depth 0, or the score of a finished
game) is exact whatever the window, so by default (``leaves="exact"``) a leaf is stored as
an exact entry: a later probe of it, with any window, is a hit, and MTD(f)'s passes never
evaluate the same leaf twice. ``leaves="by-window"`` stores a leaf by the window like any
other node, as the source programs do (a leaf that failed low is kept only as an upper
bound and is evaluated again when a later pass needs more); the published tables
(:mod:`gamesearch.tables`) use it, since their counts depend on it. A fail-hard search that
clamped a leaf's value hands over only the clamped value, which is stored by the window.

**Depth contract.** An entry answers (or narrows) only a probe of the *same* remaining
depth: its bounds are about the value of its position searched that deep, and about no
other. (Engines let a deeper entry answer a shallower probe, which is usually a better
guess; but then the returned value bounds the deeper value, not the value at the node's own
depth, and a trace would claim a bound that does not hold.) So every value a search returns,
and every bound its trace records, is about the node's own remaining depth. An entry of
another depth still offers its move to try first (the ``shallow`` probe outcome). A
position keeps one entry: a search at least as deep replaces it, a shallower one leaves it.

**Moves.** An entry's move is the one that proved its lower bound (a fail-high or exact
result). A fail-low result proves nothing about which move is best, so it keeps the move
the entry had.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, MutableMapping
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Literal, NamedTuple

from gamesearch.bounds import Bound, classify
from gamesearch.errors import InvalidSearchError
from gamesearch.games.base import Game, M, S, State

INF = float("inf")

#: What a probe found: no entry, an entry of another depth, or one that answers, narrows the
#: window, or does neither.
Outcome = Literal["miss", "shallow", "hit", "narrow", "inconclusive"]

#: How a leaf's value is stored: as exact (the default), or by the window (the source's way).
LeafStorage = Literal["exact", "by-window"]
LEAF_STORAGE: tuple[LeafStorage, ...] = ("exact", "by-window")


@dataclass(slots=True)
class Entry:
    lower: float
    upper: float
    depth: int | None
    move: Any = None


class Probe(NamedTuple):
    """What :meth:`TranspositionTable.probe` found for a node searched with (alpha, beta).

    On a ``hit``, ``answer`` is the value to return at once and ``bound`` what it proves;
    otherwise ``answer`` is None and (``alpha``, ``beta``) is the window to search with,
    narrowed by the entry's bounds on ``narrow``. ``move`` is the entry's move, to try first
    (None if there is none). ``lower``/``upper`` is the entry's interval (unbounded on a
    miss).
    """

    outcome: Outcome
    alpha: float
    beta: float
    move: Any = None
    answer: float | None = None
    bound: Bound | None = None
    lower: float = -INF
    upper: float = INF


def deeper_or_equal(a: int | None, b: int | None) -> bool:
    """True if a search to remaining depth ``a`` is at least as deep as one to ``b``."""
    return a is None or (b is not None and a >= b)


@dataclass
class TranspositionTable:
    """A dictionary from transposition keys to :class:`Entry` bounds.

    ``symmetric=True`` stores one entry per class of symmetric positions (the key is the
    game's :meth:`~gamesearch.games.base.Game.symmetric_key`, by default the least key
    over its symmetries). Such an entry keeps no best move: a move is
    written for one orientation of the board and would name the wrong square in another.
    ``store_if(state)`` decides which positions the table handles at all: positions it
    rejects are neither probed nor stored. ``leaves`` says how a leaf's value is stored:
    ``"exact"`` (the default) or ``"by-window"``, the source programs' way (see the module
    docstring).
    """

    symmetric: bool = False
    store_if: Callable[[State], bool] | None = None
    leaves: LeafStorage = "exact"
    entries: MutableMapping[Hashable, Entry] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.leaves not in LEAF_STORAGE:
            raise InvalidSearchError(f"leaves is 'exact' or 'by-window', not {self.leaves!r}")

    def key(self, game: Game[S, M], state: S) -> Hashable:
        if not self.symmetric:
            return game.key(state)
        return game.symmetric_key(state)

    def key_function(self, game: Game[S, M]) -> Callable[[S], Hashable]:
        """``key`` for one game, as a function of the state alone (the search looks it up
        once: the game's own ``key`` or ``symmetric_key`` when the table adds nothing to
        it)."""
        if type(self).key is TranspositionTable.key:
            return game.symmetric_key if self.symmetric else game.key
        return partial(self.key, game)

    def handles(self, state: State) -> bool:
        return self.store_if is None or self.store_if(state)

    def probe(self, key: Hashable, depth: int | None, alpha: float, beta: float) -> Probe:
        """Ask the table about the position ``key`` entered with (alpha, beta) at ``depth``.

        An entry of the same depth answers ``lower`` when it refutes the window (lower >=
        beta), ``upper`` when nothing in the window can be reached (upper <= alpha), or the
        exact value (lower == upper); at width 0 (alpha == beta) a bound equal to the
        window's point answers only when it is exact (see :mod:`gamesearch.bounds`).
        Otherwise the window is narrowed to (max(alpha, lower), min(beta, upper)).
        """
        entry = self.entries.get(key)
        if entry is None:
            return Probe("miss", alpha, beta)
        if entry.depth != depth:
            return Probe("shallow", alpha, beta, entry.move)
        lower, upper, move = entry.lower, entry.upper, entry.move
        if lower == upper:
            return Probe("hit", alpha, beta, move, lower, "exact", lower, upper)
        if lower > beta or (lower == beta and alpha < beta):
            return Probe("hit", alpha, beta, move, lower, "lower", lower, upper)
        if upper < alpha or (upper == alpha and alpha < beta):
            return Probe("hit", alpha, beta, move, upper, "upper", lower, upper)
        new_alpha, new_beta = max(alpha, lower), min(beta, upper)
        outcome: Outcome = "inconclusive" if (new_alpha, new_beta) == (alpha, beta) else "narrow"
        return Probe(outcome, new_alpha, new_beta, move, None, None, lower, upper)

    def refutes(self, key: Hashable, depth: int | None, beta: float, negated: bool) -> bool:
        """True if the entry under ``key``, of remaining depth ``depth``, proves a value
        >= ``beta`` for the parent of its position: its upper bound is <= -beta when the
        opponent moves there (``negated``), its lower bound >= beta after an extra turn.
        Such a child refutes its parent before any search (enhanced transposition
        cutoffs, see :meth:`gamesearch.search.context.SearchContext.expand`)."""
        entry = self.entries.get(key)
        if entry is None or entry.depth != depth:
            return False
        return entry.upper <= -beta if negated else entry.lower >= beta

    def store(
        self,
        key: Hashable,
        depth: int | None,
        alpha: float,
        beta: float,
        value: float,
        move: Any,
        leaf: bool = False,
    ) -> Entry:
        """Record under ``key`` what ``value``, returned for window ``(alpha, beta)``, proves.

        ``leaf=True``: ``value`` is a leaf's own (unclamped) value, exact whatever the window;
        it is stored as exact unless the table stores ``leaves="by-window"``.
        """
        entry = self.entries.get(key)
        if entry is None or not deeper_or_equal(entry.depth, depth):
            entry = self.entries[key] = Entry(-INF, INF, depth)
        elif entry.depth != depth:
            return entry  # a deeper search already spoke for this position
        if leaf and self.leaves == "exact":
            bound: Bound = "exact"
        else:
            bound = classify(value, alpha, beta)
        if bound == "upper":
            entry.upper = value
            return entry  # a fail-low names no best move: keep the entry's
        if bound == "lower":
            entry.lower = value
        else:
            entry.lower = entry.upper = value
        if move is not None and not self.symmetric:
            entry.move = move
        return entry

    def __len__(self) -> int:
        return len(self.entries)

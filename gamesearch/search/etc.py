"""Enhanced transposition cutoffs (Plaat, Schaeffer, Pijls & de Bruin 1996).

Before a node searches any child, every child is looked up in the table; if one's entry
already proves the node's value >= beta (:meth:`~gamesearch.search.ttable.TranspositionTable.
refutes`), that child is searched first and alone. Its probe, with the window the node passes
down, answers at once, and the node cuts off: no leaf is evaluated under it, one node (the
child, a table hit) is entered, and the trace shows just that (the child answered by the
table, then the cutoff). Otherwise the moves keep their order. A window of width 0 or an
unbounded beta is left alone (no bound refutes it).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, Protocol

from gamesearch.games.base import Game, Move, State
from gamesearch.search.stats import Stats
from gamesearch.search.ttable import TranspositionTable

INF = float("inf")


class Node(Protocol):
    """What ETC reads of the open node (a search context's frame): its window, and the
    children built for it so far, by move (None: none yet)."""

    alpha: float
    beta: float
    prepared: dict[Any, Any] | None


class Search(Protocol):
    """What ETC asks of the search (its context): the game, the table, the counters, the
    table's position filter and key, and a child's remaining depth."""

    game: Game[State, Move]
    tt: TranspositionTable | None
    stats: Stats
    handles: Callable[[State], bool] | None
    table_key: Callable[[State], Hashable]

    def child_depth(self, state: State, child: State) -> int | None: ...


def refutation_first(
    ctx: Search, state: State, frame: Node, moves: Sequence[Move]
) -> Sequence[Move]:
    """``moves`` of the open node (``frame``), a child the table proves refutes it first; the
    children built to look them up are kept in ``frame.prepared``."""
    beta = frame.beta
    if not frame.alpha < beta or beta == INF:
        return moves
    game, tt, stats, handles = ctx.game, ctx.tt, ctx.stats, ctx.handles
    assert tt is not None  # etc needs a table (see SearchContext)
    prepared = frame.prepared
    if prepared is None:
        prepared = frame.prepared = {}
    me = game.to_move(state)
    for i, move in enumerate(moves):
        child = prepared.get(move)
        if child is None:
            child = prepared[move] = game.apply(state, move)
        if handles is not None and not handles(child):
            continue
        stats.etc_probes += 1
        negated = game.to_move(child) != me  # the opponent moves there
        if tt.refutes(ctx.table_key(child), ctx.child_depth(state, child), beta, negated):
            stats.etc_cutoffs += 1
            return [move, *moves[:i], *moves[i + 1 :]]
    return moves

"""The search context: what every algorithm shares while it walks a tree.

:class:`SearchContext` counts, enforces the node budget and time limit, asks the
transposition table (which owns the probe rule:
:meth:`~gamesearch.search.ttable.TranspositionTable.probe`), orders moves and keeps the
principal variation. It knows nothing of tracing: with tracing off a search runs on it and
pays for no trace at all. Tracing is a layer on top,
:class:`~gamesearch.search.tracing.TracingContext`, a subclass that tells a tracer what
each hook did, after (or, entering a node, around) the plain context's own work.

Algorithms call, at each node: :meth:`enter` (which also probes the table and may answer at
once or narrow the window); :meth:`expand` (``None`` at a leaf, else the ordered moves) or
:meth:`evaluate`; :attr:`child` for each move's position; :meth:`improve` for each new best
move; :meth:`cutoff` when they stop early; and they return through :meth:`leave` (or
:meth:`answer` after a table hit). Drivers of null-window passes call :meth:`begin_pass` and
:meth:`end_pass`; a SCOUT test node states its question with :meth:`test` (recorded only
when tracing). Algorithms never touch the tracer or the principal variation's cells.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from gamesearch.bounds import Bound
from gamesearch.errors import InvalidSearchError
from gamesearch.games.base import Game, M, Move, S, State, is_among
from gamesearch.search.ordering import Ordering
from gamesearch.search.stats import Stats
from gamesearch.search.ttable import Entry, Probe, TranspositionTable
from gamesearch.search.variant import DEFAULT, Variant

INF = float("inf")


def one_ply_less(depth: int | None) -> int | None:
    """The remaining depth one ply further down (``None``, to the end, stays ``None``)."""
    return None if depth is None else depth - 1


def turn_moves(game: Game[S, M], state: S, line: Sequence[M]) -> tuple[M, ...]:
    """The moves of ``line`` the player to move at ``state`` plays before the opponent's
    first move (one move, or more after extra turns)."""
    me, moves = game.to_move(state), []
    for move in line:
        if game.to_move(state) != me or game.is_terminal(state):
            break
        moves.append(move)
        state = game.apply(state, move)
    return tuple(moves)


#: The reason a search stopped at its time limit.
TIME_LIMIT_REACHED = "time limit reached"


class SearchStopped(Exception):
    """Raised inside a search when its node budget or time limit runs out."""


class SearchContext:
    """State shared by the nodes of one search (see the module docstring)."""

    def __init__(
        self,
        game: Game[State, Move],
        *,
        tt: TranspositionTable | None = None,
        ordering: Ordering | None = None,
        node_budget: int | None = None,
        time_limit: float | None = None,
        variant: Variant = DEFAULT,
        etc: bool = False,
    ) -> None:
        if etc and tt is None:
            raise InvalidSearchError(
                "enhanced transposition cutoffs (etc) need a transposition table"
            )
        self.game = game
        self.stats = Stats()
        self.tt = tt
        self.ordering = ordering or Ordering.named("natural")
        self.variant = variant
        #: Enhanced transposition cutoffs: see :meth:`expand`.
        self.etc = etc
        # Max/min-form pages hand over values seen from player 0 (MAX); the trace and the
        # table take the view of the player to move, so MIN's values are negated for them.
        self.max_view = variant.viewpoint == "max"
        self.budget = node_budget if node_budget is not None else float("inf")
        self.deadline = time.monotonic() + time_limit if time_limit is not None else None
        self.stop_reason = ""
        self._check_at: float = 0  # the node count at which the limits are looked at next
        #: Iterative deepening: (depth, value, principal variation) of each completed depth.
        self.completed: list[tuple[int, float, tuple[Move, ...]]] = []
        self._hit_bound: Bound = "exact"
        self.ply = 0
        # Per ply, the principal variation below the open node, as cons cells
        # (move, rest) ending in None, so that a new best move costs O(1): see :meth:`line`.
        self.pv: list[Any] = [None]
        self.tt_keys: list[Any] = [None]  # per ply: the node's table key, None if not tabled
        # Per ply, when the table raised alpha: (the move that proved its lower bound,).
        self.tt_floor: list[Any] = [None]
        #: After null-window passes: the line of the last pass that failed high (see end_pass).
        self.pass_line: tuple[Move, ...] | None = None
        # Per ply, the children the ordering built while sorting the node's moves, by move.
        self._prepared: list[dict[Move, State] | None] = [None]
        # Per ply, with etc: the window the node searches (after the table narrowed it).
        self._windows: list[tuple[float, float]] = [(-INF, INF)]
        #: ``child(state, move)``: the position after ``move`` at the open node, built once
        #: (the ordering or etc may have built it already); where no child is built ahead,
        #: the game's own ``apply``.
        self.child: Callable[[State, Move], State] = (
            self._built_child if self.ordering.sorts or etc else game.apply
        )
        # The table's key and position filter, looked up once (the probe's hot path).
        self._store_if = tt.store_if if tt is not None else None
        self._key: Callable[[State], Hashable] = game.key if tt is None else tt.key_function(game)

    # -- entering a node -------------------------------------------------------------
    def enter(
        self, state: State, move: Move, depth: int | None, alpha: float, beta: float, why: str
    ) -> tuple[float | None, float, float, Move]:
        """Count a node entered with window (alpha, beta) because of ``why`` and probe the
        table: ``(answer or None, alpha, beta, hint move)``, the window possibly narrowed."""
        stats = self.stats
        if stats.nodes >= self._check_at:
            self._check_limits()
        stats.nodes += 1
        ply = self.ply = self.ply + 1
        if len(self.pv) <= ply:
            self.pv.append(None)
            self.tt_keys.append(None)
            self.tt_floor.append(None)
            self._prepared.append(None)
            self._windows.append((-INF, INF))
        else:
            self.pv[ply] = None
        if self.tt is None:
            return None, alpha, beta, None
        found = self._probe(state, depth, alpha, beta)
        if found is None:
            return None, alpha, beta, None
        if self.etc:
            self._windows[ply] = found.alpha, found.beta
        return found.answer, found.alpha, found.beta, found.move

    def test(self, v: float, strict: bool) -> None:
        """The node just entered asks SCOUT's test "is its value > v?" (``strict``) or
        "≥ v?", v in the page's view: only a trace records the question."""

    def _check_limits(self) -> None:
        """Stop at the node budget; look at the clock before the root and every 1024 nodes."""
        nodes = self.stats.nodes
        if nodes >= self.budget:
            self.stop_reason = f"node budget of {self.budget} nodes reached"
            raise SearchStopped(self.stop_reason)
        next_look = INF
        if self.deadline is not None:
            if time.monotonic() > self.deadline:
                self.stop_reason = TIME_LIMIT_REACHED
                raise SearchStopped(self.stop_reason)
            next_look = (nodes | 1023) + 1
        self._check_at = min(self.budget, next_look)

    def _probe(self, state: State, depth: int | None, alpha: float, beta: float) -> Probe | None:
        """Ask the table (None if it does not handle ``state``): the answer, or the window
        narrowed, and the hint move."""
        ply, store_if = self.ply, self._store_if
        if store_if is not None and not store_if(state):  # the table does not handle it
            self.tt_keys[ply] = None
            return None
        self.stats.tt_probes += 1
        key = self.tt_keys[ply] = self._key(state)
        assert self.tt is not None  # probed only with a table
        found = self.tt.probe(key, depth, alpha, beta)
        outcome = found.outcome
        if found.move is not None and (outcome == "hit" or found.alpha > alpha):
            found = self._legal_move(state, found)
        # A window raised by the entry's lower bound: if the search fails low against it,
        # the value is that bound and the entry's move proves it (see leave).
        self.tt_floor[ply] = (found.move,) if found.alpha > alpha else None
        if outcome == "hit":
            self.stats.tt_hits += 1
            self._hit_bound = found.bound or "exact"  # a hit always says its bound
        elif outcome == "narrow":
            self.stats.tt_narrowed += 1
        return found

    def _legal_move(self, state: State, found: Probe) -> Probe:
        """``found`` without its move if that move is not legal at ``state``.

        A hit's move goes into the principal variation (:meth:`answer`), and so does the move
        of an entry whose lower bound raised alpha (:meth:`_store`): a move the table holds
        for another position with an equal key (a key that breaks the game contract's "equal
        keys, same legal moves") is never played, returned or printed. A hint alone needs no
        check: the ordering tries it only if it is among the moves.
        """
        if is_among(found.move, self.game.legal_moves(state)):
            return found
        return found._replace(move=None)

    def expand(self, state: State, depth: int | None, hint: Move = None) -> Sequence[Move] | None:
        """The ordered moves to search, or ``None`` at a leaf (depth 0 or game over)."""
        if depth == 0:
            return None
        moves = self.game.legal_moves(state)
        if not moves:
            return None
        self.stats.interior += 1
        if not self.ordering.components:  # the game's own order: nothing to do
            self._prepared[self.ply] = None
            if self.etc:
                return self._enhanced_transposition_cutoff(state, depth, moves)
            return moves
        ordered, self._prepared[self.ply] = self.ordering.order(
            self.game, state, moves, depth, hint, self.ply
        )
        if self.etc:
            return self._enhanced_transposition_cutoff(state, depth, ordered)
        return ordered

    def _enhanced_transposition_cutoff(
        self, state: State, depth: int | None, moves: Sequence[Move]
    ) -> Sequence[Move]:
        """Enhanced transposition cutoffs (Plaat, Schaeffer, Pijls & de Bruin 1996): before
        any child is searched, look up every child in the table; if one's entry already
        proves the node's value >= beta (:meth:`TranspositionTable.refutes`), that child is
        searched first and alone. Its probe, with the window the node passes down, answers
        at once, and the node cuts off: no leaf is evaluated under it, one node (the child,
        a table hit) is entered, and the trace shows just that (the child answered by the
        table, then the cutoff). Otherwise the moves keep their order.

        A window of width 0 or an unbounded beta is left alone (no bound refutes it)."""
        ply = self.ply
        alpha, beta = self._windows[ply]
        if not alpha < beta or beta == INF:
            return moves
        game, tt, stats = self.game, self.tt, self.stats
        assert tt is not None  # etc needs a table (see __init__)
        prepared = self._prepared[ply]
        if prepared is None:
            prepared = self._prepared[ply] = {}
        me = game.to_move(state)
        below = one_ply_less(depth)
        for i, move in enumerate(moves):
            child = prepared.get(move)
            if child is None:
                child = prepared[move] = game.apply(state, move)
            if self._store_if is not None and not self._store_if(child):
                continue
            stats.etc_probes += 1
            same = game.to_move(child) == me
            if tt.refutes(self._key(child), depth if same else below, beta, not same):
                stats.etc_cutoffs += 1
                return [move, *moves[:i], *moves[i + 1 :]]
        return moves

    def _built_child(self, state: State, move: Move) -> State:
        """The position after ``move`` at the open node: the one built ahead, if any."""
        prepared = self._prepared[self.ply]
        if prepared is not None:
            child = prepared.get(move)
            if child is not None:
                return child
        return self.game.apply(state, move)

    def evaluate(self, state: State, depth: int | None) -> float:
        """The value of a leaf: the exact score at game over, else the static evaluation."""
        game = self.game
        self.stats.evaluations += 1
        value = game.evaluate(state) if depth == 0 else game.score(state)
        if self.max_view and game.to_move(state) == 1:
            return -value
        return value

    # -- inside a node ---------------------------------------------------------------
    def improve(self, move: Move) -> None:
        """``move`` is the best so far here: it heads this node's principal variation."""
        ply = self.ply
        self.pv[ply] = (move, self.pv[ply + 1])  # the line of the child just searched

    def line(self, ply: int) -> tuple[Move, ...]:
        """The principal variation found at ``ply`` (1 is the root), as a tuple of moves."""
        moves, cell = [], self.pv[ply] if ply < len(self.pv) else None
        while cell is not None:
            move, cell = cell
            moves.append(move)
        return tuple(moves)

    def principal_variation(self) -> tuple[Move, ...]:
        """The search's line: the root's principal variation, or after null-window passes
        the line of the last pass that failed high (empty if none did)."""
        return self.line(1) if self.pass_line is None else self.pass_line

    def prefix_child_line(self, moves: Sequence[Move]) -> None:
        """Put ``moves`` before the line of the child just searched (the follow-up moves of
        the simplified extra turn)."""
        cell = self.pv[self.ply + 1]
        for move in reversed(moves):
            cell = (move, cell)
        self.pv[self.ply + 1] = cell

    def depth_completed(self, depth: int, value: float) -> None:
        """An iterative driver finished ``depth``: its result stands if a later one stops."""
        self.completed.append((depth, value, self.principal_variation()))

    # -- null-window passes ----------------------------------------------------------
    def begin_pass(self, gamma: float) -> None:
        """An MTD(f) pass with the null window (gamma - 1, gamma) begins (for the trace)."""

    def end_pass(
        self, state: State, gamma: float, value: float, lower: float, upper: float
    ) -> None:
        """A null-window pass at ``gamma`` from ``state`` returned ``value``; the driver
        now knows ``lower <= true value <= upper``.

        A pass that fails high (value >= gamma) proves its first move (and, after an extra
        turn, the same player's follow-ups: :func:`turn_moves`) worth at least ``value``; its
        line becomes the search's line (the moves after the opponent's first are the ones
        the pass tried, not proven best). A pass that fails low proves nothing about which
        move is best: its line is dropped.
        """
        self.stats.passes.append((lower, upper))
        if value >= gamma:
            self.pass_line = self.line(1)
        elif self.pass_line is None:
            self.pass_line = ()

    def cutoff(self, state: State, moves: Sequence[Move], index: int, depth: int | None) -> None:
        """The child ``moves[index]`` refuted this node: the later moves are pruned."""
        self.stats.cutoffs += 1
        if self.ordering.learns:
            self.ordering.cutoff(self.game.to_move(state), moves[index], depth, self.ply)

    # -- leaving a node --------------------------------------------------------------
    def leave(
        self,
        state: State,
        depth: int | None,
        alpha: float,
        beta: float,
        value: float,
        best: Move = None,
        leaf: bool = False,
    ) -> float:
        """Store what ``value`` proves for window (alpha, beta), record it, return it.

        ``leaf=True``: ``value`` is a leaf's own value, exact whatever the window; the trace
        records it as exact, and the table stores it as exact unless it stores leaves by the
        window, as the source programs do (``TranspositionTable(leaves="by-window")``).
        """
        key = self.tt_keys[self.ply]
        if key is not None:
            self._store(key, depth, alpha, beta, value, best, leaf)
        self.ply -= 1
        return value

    def _store(
        self,
        key: Hashable,
        depth: int | None,
        alpha: float,
        beta: float,
        value: float,
        best: Move,
        leaf: bool,
    ) -> Entry:
        """Store in the table what ``value`` proves for the open node (see :meth:`leave`)."""
        floor = self.tt_floor[self.ply]
        if floor is not None and value <= alpha:
            # Failed low against the table's lower bound: the value is that bound, and
            # the move that proved it (if the table kept it), not this search's, is best.
            self.pv[self.ply] = None if floor[0] is None else (floor[0], None)
        assert self.tt is not None  # a key is kept only when there is a table
        entry = self.tt.store(key, depth, alpha, beta, value, best, leaf)
        self.stats.tt_stores += 1
        return entry

    def answer(self, value: float, move: Move, within: tuple[float, float] | None = None) -> float:
        """Return the table's answer from :meth:`probe`: it proves what the entry held. A
        fail-hard search passes its window as ``within``: an answer outside it is clamped to
        the nearer end, which it then proves only as a bound (``lower`` above β, ``upper``
        below α)."""
        bound = self._hit_bound
        if within is not None and not within[0] <= value <= within[1]:
            bound = "lower" if value > within[1] else "upper"
            value = min(max(value, within[0]), within[1])
        if move is not None:
            self.pv[self.ply] = (move, None)
        return self.leave_bound(value, bound)

    def leave_leaf(
        self,
        state: State,
        depth: int | None,
        alpha: float,
        beta: float,
        value: float,
        clamp: bool = False,
    ) -> float:
        """Leave a leaf evaluated as ``value``. A fail-hard search (``clamp``) answers within
        the window; a clamped value is no longer the leaf's exact value, so it is stored by
        the window like any node's."""
        clamped = min(max(value, alpha), beta) if clamp else value
        return self.leave(state, depth, alpha, beta, clamped, leaf=clamped == value)

    def leave_bound(self, value: float, bound: Bound) -> float:
        """Return ``value`` known to be a ``bound`` (no table store): SCOUT tests, table hits."""
        self.ply -= 1
        return value

    def child_depth(self, state: State, child: State, depth: int | None) -> int | None:
        """Remaining depth below ``child``: one less, unless the same player moves again."""
        if self.game.to_move(child) == self.game.to_move(state):
            return depth
        return one_ply_less(depth)

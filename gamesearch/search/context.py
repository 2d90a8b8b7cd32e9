"""The search context: what every algorithm shares while it walks a tree.

A search page (``alphabeta.py``, ``negascout.py``, …) is the textbook listing with calls to a
:class:`SearchContext`, ``ctx``, which counts, stops the search at its node budget or time
limit, asks the transposition table (which owns the probe and store rules:
:class:`~gamesearch.search.ttable.TranspositionTable`), orders the moves and keeps the
principal variation. The context knows nothing of tracing: with tracing off a search runs on
it and pays for no trace at all. Tracing is a layer on top,
:class:`~gamesearch.search.tracing.TracingContext`, which reads what each hook did from the
open node's frame and tells a tracer.

**Frames.** Each open node has a :class:`Frame`, one per ply, reused by every node entered at
that ply (as python-chess keeps a ``_BoardState`` per move on ``Board._stack``): the remaining
depth and the window the node searches, its table key, what the table's probe found and what
its store kept, the children the ordering built, and the node's principal variation.
``ctx.frame`` is the open node's, at ``ctx.ply`` (the root is at ply 1; ``ctx.frames`` lists
them by ply).

**The hooks**, in the order a page calls them at one node. :meth:`enter` is told the node's
depth and window; the hooks after it take only what is new.

* ``enter(state, move, depth, alpha, beta, why) -> (answer, alpha, beta, hint)`` opens the
  node reached by ``move`` with the window (alpha, beta) because of ``why``; counts it (raising
  :class:`SearchStopped` at the limits) and probes the table. ``answer`` is not None when the
  table answers at once (return it through :meth:`answer`); else (alpha, beta) is the window
  to search, possibly narrowed, and ``hint`` the table's move to try first.
* ``test(v, strict)``: the node asks SCOUT's "value > v?" (``strict``) or "≥ v?" (only a
  trace records it).
* ``expand(state, hint) -> moves | None``: ``None`` at a leaf (depth 0 or game over), else the
  moves in the order to search them.
* ``evaluate(state) -> value``: a leaf's value, the exact score at game over, else the
  static evaluation (depth 0).
* ``child(state, move)``: the position after ``move``, built once. Below it the depth is one
  less (:func:`one_ply_less`), unless the same player moves again: a negamax page branches
  on that anyway (the value is negated or not); a max/min page asks ``child_depth(state,
  child)``.
* ``improve(move)``: ``move`` is the best so far; it and the line of the child just searched
  become the node's principal variation.
* ``cutoff(state, moves, index)``: ``moves[index]`` refuted the node; the rest are pruned.
* ``leave(value, best=None, leaf=False) -> value`` closes the node: the table stores what
  ``value`` proves for the node's window (``leaf``: a leaf's own value, exact whatever the
  window), and the value is returned. ``leave_leaf(value, clamp)`` closes a leaf, clamped to
  the window by a fail-hard page; ``answer(value, move, clamp)`` a node the table answered;
  ``leave_bound(value, bound)`` a node whose value is only a ``bound`` (a SCOUT test).

Drivers of null-window passes call :meth:`begin_pass` and :meth:`end_pass`, iterative ones
:meth:`depth_completed`. Values are seen from the player to move, except in the max view
(``variant.viewpoint == "max"``), where a max/min page gets and returns values seen from MAX.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any

from gamesearch.bounds import Bound
from gamesearch.errors import InvalidSearchError
from gamesearch.games.base import Game, M, Move, S, State, is_among
from gamesearch.search.etc import refutation_first
from gamesearch.search.ordering import Ordering
from gamesearch.search.stats import Stats
from gamesearch.search.ttable import Entry, Probe, TranspositionTable
from gamesearch.search.variant import DEFAULT, Variant

INF = float("inf")

#: A node count no search reaches: the limits of a search with none are not looked at again.
NEVER = sys.maxsize

#: The reason a search stopped at its time limit.
TIME_LIMIT_REACHED = "time limit reached"

#: Called with a running search's :class:`Stats` before its root and about every 1024 nodes,
#: where a host shows how long work goes on (the course's site: scripts/site_kernel); None,
#: as everywhere else: never called, and a search with no time limit never looks. A module
#: setting, read when a search starts.
heartbeat: Callable[[Stats], None] | None = None


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


class SearchStopped(Exception):
    """Raised inside a search when its node budget or time limit runs out."""


@dataclass(slots=True, eq=False)
class Frame:
    """One open node's record, reused by every node entered at its ply (see the module
    docstring). ``key`` is None where the table does not handle the node (or there is none);
    ``floor`` says the probe raised alpha to an entry's lower bound; ``pv`` is the node's
    principal variation as cons cells ``(move, rest)`` ending in None, so a new best move
    costs O(1) (see :meth:`SearchContext.line`); ``down`` and ``up`` are the frames of the
    plies below and above."""

    ply: int = 0
    depth: int | None = None
    alpha: float = -INF
    beta: float = INF
    key: Hashable | None = None
    probe: Probe | None = None
    floor: bool = False
    stored: Entry | None = None
    prepared: dict[Any, Any] | None = None
    pv: Any = None
    down: Frame | None = field(default=None, repr=False)
    up: Frame | None = field(default=None, repr=False)


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
        #: Enhanced transposition cutoffs: see :mod:`gamesearch.search.etc`.
        self.etc = etc
        #: Max/min pages get and return values seen from MAX (player 0).
        self.max_view = variant.viewpoint == "max"
        self.budget = node_budget
        self.deadline = time.monotonic() + time_limit if time_limit is not None else None
        self.stop_reason = ""
        self._check_at = 0  # the node count at which the limits are looked at next
        self._heartbeat = heartbeat
        #: Iterative deepening: (depth, value, principal variation) of each completed depth.
        self.completed: list[tuple[int, float, tuple[Move, ...]]] = []
        #: The open node's frame (ply 0's before the root is entered), and the frames by ply.
        self.frame = Frame()
        self.frames: list[Frame] = [self.frame]
        #: After null-window passes: the line of the last pass that failed high (see end_pass).
        self.pass_line: tuple[Move, ...] | None = None
        #: ``child(state, move)``: the position after ``move`` at the open node, built once
        #: (the ordering or etc may have built it already); else the game's own ``apply``.
        self.child: Callable[[State, Move], State] = (
            self._built_child if self.ordering.sorts or etc else game.apply
        )
        #: The moves are searched as the game lists them: nothing to order or look ahead.
        self._game_order = not self.ordering.components and not etc
        #: The table's position filter (None: it handles every position) and key function,
        #: looked up once (the probe's hot path).
        self.handles = tt.store_if if tt is not None else None
        self.table_key: Callable[[State], Hashable] = (
            game.key if tt is None else tt.key_function(game)
        )

    # -- entering a node -------------------------------------------------------------
    def enter(
        self, state: State, move: Move, depth: int | None, alpha: float, beta: float, why: str
    ) -> tuple[float | None, float, float, Move]:
        """Open a node (see the module docstring): ``(answer or None, alpha, beta, hint)``."""
        stats = self.stats
        if stats.nodes >= self._check_at:
            self._check_limits()
        stats.nodes += 1
        frame = self.frame.down
        if frame is None:
            frame = self.frame.down = Frame(len(self.frames), up=self.frame)
            self.frames.append(frame)
        self.frame = frame
        frame.pv = None
        frame.depth, frame.alpha, frame.beta = depth, alpha, beta
        if self.tt is None:
            return None, alpha, beta, None
        return self._probe(state, frame)

    @property
    def ply(self) -> int:
        """The ply of the open node: 1 at the root, 0 before it is entered."""
        return self.frame.ply

    def _check_limits(self) -> None:
        """Stop at the node budget; look at the clock (and call the :data:`heartbeat`)
        before the root and every 1024 nodes."""
        nodes, budget = self.stats.nodes, self.budget
        if budget is not None and nodes >= budget:
            self.stop_reason = f"node budget of {budget} nodes reached"
            raise SearchStopped(self.stop_reason)
        next_look = NEVER
        if self.deadline is not None:
            if time.monotonic() > self.deadline:
                self.stop_reason = TIME_LIMIT_REACHED
                raise SearchStopped(self.stop_reason)
            next_look = (nodes | 1023) + 1
        if self._heartbeat is not None:
            self._heartbeat(self.stats)
            next_look = (nodes | 1023) + 1
        self._check_at = next_look if budget is None else min(budget, next_look)

    def _probe(self, state: State, frame: Frame) -> tuple[float | None, float, float, Move]:
        """Probe the table for the node just entered (if it handles ``state``): the frame
        keeps the key, what the probe found and the window it leaves."""
        handles, alpha = self.handles, frame.alpha
        if handles is not None and not handles(state):
            frame.key = None
            return None, alpha, frame.beta, None
        stats = self.stats
        stats.tt_probes += 1
        key = frame.key = self.table_key(state)
        assert self.tt is not None  # probed only with a table
        found = self.tt.probe(key, frame.depth, alpha, frame.beta)
        outcome = found.outcome
        if found.move is not None and (outcome == "hit" or found.alpha > alpha):
            found = self._legal_move(state, found)
        frame.probe = found
        # A window raised by the entry's lower bound: if the search fails low against it,
        # the value is that bound and the entry's move proves it (see _store).
        frame.floor = found.alpha > alpha
        frame.alpha, frame.beta = found.alpha, found.beta
        if outcome == "hit":
            stats.tt_hits += 1
        elif outcome == "narrow":
            stats.tt_narrowed += 1
        return found.answer, found.alpha, found.beta, found.move

    def _legal_move(self, state: State, found: Probe) -> Probe:
        """``found`` without its move if that move is not legal at ``state`` (held for
        another position with an equal key): a hit's move, or a floor's, goes into the line.
        A hint alone needs no check: the ordering tries it only if it is among the moves."""
        if is_among(found.move, self.game.legal_moves(state)):
            return found
        return found._replace(move=None)

    def test(self, v: float, strict: bool) -> None:
        """SCOUT's question at the node just entered: only a trace records it."""

    # -- inside a node ---------------------------------------------------------------
    def expand(self, state: State, hint: Move = None) -> Sequence[Move] | None:
        """The moves to search, ordered (``hint``: the table's move), or ``None`` at a leaf."""
        frame = self.frame
        depth = frame.depth
        if depth == 0:
            return None
        moves = self.game.legal_moves(state)
        if not moves:
            return None
        self.stats.interior += 1
        if self._game_order:
            return moves
        if self.ordering.components:
            moves, frame.prepared = self.ordering.order(
                self.game, state, moves, depth, hint, frame.ply
            )
        else:  # the game's own order: nothing to do
            frame.prepared = None
        if self.etc:
            return refutation_first(self, state, frame, moves)
        return moves

    def _built_child(self, state: State, move: Move) -> State:
        """The position after ``move`` at the open node: the one built ahead, if any."""
        prepared = self.frame.prepared
        if prepared is not None:
            child = prepared.get(move)
            if child is not None:
                return child
        return self.game.apply(state, move)

    def child_depth(self, state: State, child: State) -> int | None:
        """Remaining depth below ``child``: one less, unless the same player moves again."""
        depth = self.frame.depth
        if self.game.to_move(child) == self.game.to_move(state):
            return depth
        return one_ply_less(depth)

    def evaluate(self, state: State) -> float:
        """The value of a leaf: the exact score at game over, else the static evaluation."""
        game = self.game
        self.stats.evaluations += 1
        value = game.evaluate(state) if self.frame.depth == 0 else game.score(state)
        if self.max_view and game.to_move(state) == 1:
            return -value
        return value

    def improve(self, move: Move) -> None:
        """``move`` is the best so far here: it heads this node's principal variation."""
        frame = self.frame
        frame.pv = (move, frame.down.pv)  # type: ignore[union-attr]  # the child's line

    def cutoff(self, state: State, moves: Sequence[Move], index: int) -> None:
        """The child ``moves[index]`` refuted this node: the later moves are pruned."""
        self.stats.cutoffs += 1
        if self.ordering.learns:
            frame = self.frame
            self.ordering.cutoff(self.game.to_move(state), moves[index], frame.depth, frame.ply)

    # -- the principal variation -----------------------------------------------------
    def line(self, ply: int) -> tuple[Move, ...]:
        """The principal variation found at ``ply`` (1 is the root), as a tuple of moves."""
        moves, cell = [], self.frames[ply].pv if ply < len(self.frames) else None
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
        frame = self.frame.down
        assert frame is not None  # a child was searched
        for move in reversed(moves):
            frame.pv = (move, frame.pv)

    def depth_completed(self, depth: int, value: float) -> None:
        """An iterative driver finished ``depth``: its result stands if a later one stops."""
        self.completed.append((depth, value, self.principal_variation()))

    # -- null-window passes ----------------------------------------------------------
    def begin_pass(self, gamma: float) -> None:
        """An MTD(f) pass with the null window (gamma - 1, gamma) begins (for the trace)."""

    def end_pass(
        self, state: State, gamma: float, value: float, lower: float, upper: float
    ) -> None:
        """A pass at ``gamma`` returned ``value``; now ``lower <= true value <= upper``.

        A pass that fails high proves its first move (and the same player's follow-ups:
        :func:`turn_moves`) worth at least ``value``: its line becomes the search's. A pass
        that fails low proves nothing about which move is best: its line is dropped."""
        self.stats.passes.append((lower, upper))
        if value >= gamma:
            self.pass_line = self.line(1)
        elif self.pass_line is None:
            self.pass_line = ()

    # -- leaving a node --------------------------------------------------------------
    def leave(self, value: float, best: Move = None, leaf: bool = False) -> float:
        """Close the open node with ``value`` (``best``: its best move). ``leaf``: a leaf's
        own value, stored as exact unless the table stores leaves ``"by-window"``."""
        frame = self.frame
        if frame.key is not None:
            self._store(frame, value, best, leaf)
        self.frame = frame.up  # type: ignore[assignment]  # a node's frame has one above
        return value

    def _store(self, frame: Frame, value: float, best: Move, leaf: bool) -> None:
        """Store in the table what ``value`` proves for the node of ``frame``."""
        probe = frame.probe
        if frame.floor and value <= frame.alpha and probe is not None:
            # Failed low against the table's lower bound: the value is that bound, and
            # the move that proved it (if the table kept it), not this search's, is best.
            frame.pv = None if probe.move is None else (probe.move, None)
        assert self.tt is not None  # a key is kept only when there is a table
        frame.stored = self.tt.store(
            frame.key, frame.depth, frame.alpha, frame.beta, value, best, leaf
        )
        self.stats.tt_stores += 1

    def leave_leaf(self, value: float, clamp: bool = False) -> float:
        """Close a leaf evaluated as ``value``, clamped to the window by a fail-hard page
        (``clamp``): a clamped value is no longer exact, and is stored by the window."""
        if not clamp:
            return self.leave(value, None, True)
        frame = self.frame
        clamped = min(max(value, frame.alpha), frame.beta)
        return self.leave(clamped, None, clamped == value)

    def answer(self, value: float, move: Move, clamp: bool = False) -> float:
        """Close a node with the table's answer and move: it proves what the entry held.
        Clamped (fail-hard) to the nearer end of the window, it proves only a bound."""
        frame = self.frame
        assert frame.probe is not None and frame.probe.bound is not None  # a hit says its bound
        bound = frame.probe.bound
        if clamp and not frame.alpha <= value <= frame.beta:
            bound = "lower" if value > frame.beta else "upper"
            value = min(max(value, frame.alpha), frame.beta)
        if move is not None:
            frame.pv = (move, None)
        return self.leave_bound(value, bound)

    def leave_bound(self, value: float, bound: Bound) -> float:
        """Close the node with ``value``, known to be a ``bound``; nothing is stored."""
        self.frame = self.frame.up  # type: ignore[assignment]  # a node's frame has one above
        return value

"""The search context: what every algorithm shares while it walks a tree.

It counts (always), enforces the node budget, probes and stores the transposition table,
orders moves, keeps the principal variation and, only when tracing is on, tells the
recorder what happens. With tracing off the recorder is ``None`` and every hook is one
``is not None`` test: nothing is allocated for the trace.

Algorithms call, at each node: :meth:`enter` (which also probes the table and may answer at
once or narrow the window); :meth:`expand` (``None`` at a leaf, else the ordered moves) or
:meth:`evaluate`; :meth:`improve` for each new best move; :meth:`cutoff` when they stop
early; and they return through :meth:`leave` (or :meth:`answer` after a table hit).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from gamesearch.games.base import Game, Move, State
from gamesearch.search.ordering import Ordering
from gamesearch.search.stats import Stats
from gamesearch.search.ttable import TranspositionTable, classify

INF = float("inf")


def one_ply_less(depth: int | None) -> int | None:
    """The remaining depth one ply further down (``None``, to the end, stays ``None``)."""
    return None if depth is None else depth - 1


def turn_moves(game: Game, state: State, line: Sequence[Move]) -> tuple[Move, ...]:
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


class SearchContext:
    """State shared by the nodes of one search (see the module docstring)."""

    def __init__(
        self,
        game: Game,
        *,
        tt: TranspositionTable | None = None,
        ordering: Ordering | None = None,
        recorder: Any = None,
        node_budget: int | None = None,
        time_limit: float | None = None,
        **variant: Any,
    ) -> None:
        self.game = game
        self.stats = Stats()
        self.tt = tt
        self.ordering = ordering or Ordering.named("natural")
        self.recorder = recorder
        self.budget = node_budget if node_budget is not None else float("inf")
        self.deadline = time.monotonic() + time_limit if time_limit is not None else None
        self.stop_reason = ""
        #: Iterative deepening: (depth, value, principal variation) of each completed depth.
        self.completed: list[tuple[int, float, tuple[Move, ...]]] = []
        self._hit_bound = "exact"
        self.ply = 0
        # Per ply, the principal variation below the open node, as cons cells
        # (move, rest) ending in None, so that a new best move costs O(1): see :meth:`line`.
        self.pv: list[Any] = [None]
        self.tt_keys: list[Any] = [None]  # per ply: the node's table key, None if not tabled
        # Per ply, when the table raised alpha: (its lower bound, the move that proved it).
        self.tt_floor: list[Any] = [None]
        #: After null-window passes: the line of the last pass that failed high (see end_pass).
        self.pass_line: tuple[Move, ...] | None = None
        #: Children the ordering built while sorting the current node's moves, by move.
        self.prepared: dict[Move, State] | None = None
        # Algorithm variants, read once here rather than at every node.
        self.fail_soft: bool = variant.get("fail_soft", True)
        self.one_limit: bool = variant.get("one_limit", False)
        self.scout_first: bool = variant.get("scout_first", False)
        self.strict_zero_width: bool = variant.get("zero_width_cut", "strict") == "strict"
        self.simplified_extra_turn: bool = variant.get("extra_turn") == "simplified"

    # -- entering a node -------------------------------------------------------------
    def enter(
        self, state: State, move: Move, depth: int | None, alpha: float, beta: float, why: str
    ) -> tuple[float | None, float, float, Move]:
        """Count a node entered with window (alpha, beta) because of ``why`` and probe the
        table: ``(answer or None, alpha, beta, hint move)``, the window possibly narrowed."""
        stats = self.stats
        if stats.nodes >= self.budget:
            self.stop_reason = f"node budget of {self.budget} nodes reached"
            raise SearchStopped(self.stop_reason)
        deadline = self.deadline  # looked at before the root and every 1024 nodes after
        if deadline is not None and stats.nodes & 1023 == 0 and time.monotonic() > deadline:
            self.stop_reason = "time limit reached"
            raise SearchStopped(self.stop_reason)
        stats.nodes += 1
        if self.recorder is not None:
            self.recorder.enter(move, depth, self.game.to_move(state), alpha, beta, why)
        self.ply += 1
        if len(self.pv) <= self.ply:
            self.pv.append(None)
            self.tt_keys.append(None)
            self.tt_floor.append(None)
        else:
            self.pv[self.ply] = None
        if self.tt is None:
            return None, alpha, beta, None
        return self.probe(state, depth, alpha, beta)

    def probe(
        self, state: State, depth: int | None, alpha: float, beta: float
    ) -> tuple[float | None, float, float, Move]:
        """Ask the table: ``(answer or None, alpha, beta, hint move)``, window narrowed."""
        tt = self.tt
        if not tt.handles(state):
            self.tt_keys[self.ply] = None
            return None, alpha, beta, None
        self.stats.tt_probes += 1
        key = self.tt_keys[self.ply] = tt.key(self.game, state)
        entry = tt.lookup(key, depth)
        rec = self.recorder
        self.tt_floor[self.ply] = None
        if entry is None:
            # An entry too shallow to answer still knows a good move to try first.
            shallow = tt.entries.get(key)
            if rec is not None:
                rec.probe("miss" if shallow is None else "shallow", alpha, beta)
            return None, alpha, beta, None if shallow is None else shallow.move
        lower, upper = entry.lower, entry.upper
        if alpha == beta:  # width 0: a bound equal to the window is not a cut
            answer = lower if lower > beta else upper if upper < alpha or lower == upper else None
        else:
            answer = lower if lower >= beta else upper if upper <= alpha or lower == upper else None
        if answer is not None:
            self.stats.tt_hits += 1
            if rec is not None:
                rec.probe("hit", lower, upper)
                self._hit_bound = (
                    "exact" if lower == upper else "lower" if answer == lower else "upper"
                )
            return answer, alpha, beta, entry.move
        new_alpha, new_beta = max(alpha, lower), min(beta, upper)
        self.tt_floor[self.ply] = (lower, entry.move) if lower > alpha else None
        narrowed = (new_alpha, new_beta) != (alpha, beta)
        if narrowed:
            self.stats.tt_narrowed += 1
        if rec is not None:
            rec.probe("narrow" if narrowed else "inconclusive", new_alpha, new_beta)
        return None, new_alpha, new_beta, entry.move

    def expand(self, state: State, depth: int | None, hint: Move = None) -> Sequence[Move] | None:
        """The ordered moves to search, or ``None`` at a leaf (depth 0 or game over)."""
        if depth == 0:
            return None
        moves = self.game.legal_moves(state)
        if not moves:
            return None
        self.stats.interior += 1
        if not self.ordering.components:  # the game's own order: nothing to do
            self.prepared = None
            return moves
        ordered, self.prepared = self.ordering.order(self, state, moves, depth, hint)
        return ordered

    def evaluate(self, state: State, depth: int | None) -> float:
        """The value of a leaf: the exact score at game over, else the static evaluation."""
        game = self.game
        self.stats.evaluations += 1
        if depth == 0:
            value = game.evaluate(state)
            if self.recorder is not None:
                self.recorder.evaluate("terminal" if game.is_terminal(state) else "static", value)
        else:
            value = game.score(state)
            if self.recorder is not None:
                self.recorder.evaluate("terminal", value)
        return value

    # -- inside a node ---------------------------------------------------------------
    def improve(self, move: Move) -> None:
        """``move`` is the best so far here: it heads this node's principal variation."""
        ply = self.ply
        self.pv[ply] = (move, self.pv[ply + 1] if ply + 1 < len(self.pv) else None)
        if self.recorder is not None:
            self.recorder.improve(move)

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

    def depth_completed(self, depth: int, value: float) -> None:
        """An iterative driver finished ``depth``: its result stands if a later one stops."""
        self.completed.append((depth, value, self.principal_variation()))

    # -- null-window passes ----------------------------------------------------------
    def begin_pass(self, gamma: float) -> None:
        """An MTD(f) pass with the null window (gamma - 1, gamma) begins (for the trace)."""
        if self.recorder is not None:
            self.recorder.begin_pass(len(self.stats.passes) + 1, gamma)

    def end_pass(
        self, state: State, gamma: float, value: float, lower: float, upper: float
    ) -> None:
        """A null-window pass at ``gamma`` from ``state`` returned ``value``; the driver
        now knows ``lower <= true value <= upper``.

        A pass that fails high (value >= gamma) proves its first move worth at least
        ``value``: its line, up to the opponent's first move, becomes the search's line. A
        pass that fails low proves nothing about which move is best: its line is dropped.
        """
        self.stats.passes.append((lower, upper))
        if value >= gamma:
            self.pass_line = turn_moves(self.game, state, self.line(1))
        elif self.pass_line is None:
            self.pass_line = ()
        if self.recorder is not None:
            self.recorder.end_pass(gamma, value, lower, upper)

    def cutoff(self, state: State, moves: Sequence[Move], index: int, depth: int | None) -> None:
        """The child ``moves[index]`` refuted this node: the later moves are pruned."""
        self.stats.cutoffs += 1
        self.ordering.cutoff(self.game.to_move(state), moves[index], depth, self.ply)
        if self.recorder is not None:
            self.recorder.cutoff(moves[index], tuple(moves[index + 1 :]))

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

        The table stores by the window, as the source programs do, even for a leaf; the
        trace records a leaf's value as exact, which it is.
        """
        key = self.tt_keys[self.ply]
        if key is not None:
            floor = self.tt_floor[self.ply]
            if floor is not None and value <= floor[0]:
                # Failed low against the table's lower bound: the value is that bound, and
                # the move that proved it, not this search's, is the best move.
                self.pv[self.ply] = None if floor[1] is None else (floor[1], None)
            entry = self.tt.store(key, depth, alpha, beta, value, best)
            self.stats.tt_stores += 1
            if self.recorder is not None:
                self.recorder.store(entry.lower, entry.upper)
        if self.recorder is not None:
            self.recorder.leave(value, "exact" if leaf else classify(value, alpha, beta))
        self.ply -= 1
        return value

    def answer(self, value: float, move: Move) -> float:
        """Return the table's answer from :meth:`probe`: it proves what the entry held."""
        if move is not None:
            self.pv[self.ply] = (move, None)
        return self.leave_bound(value, self._hit_bound)

    def leave_bound(self, value: float, bound: str) -> float:
        """Return ``value`` known to be a ``bound`` (no table store): SCOUT tests, table hits."""
        if self.recorder is not None:
            self.recorder.leave(value, bound)
        self.ply -= 1
        return value

    def child_depth(self, state: State, child: State, depth: int | None) -> int | None:
        """Remaining depth below ``child``: one less, unless the same player moves again."""
        if self.game.to_move(child) == self.game.to_move(state):
            return depth
        return one_ply_less(depth)

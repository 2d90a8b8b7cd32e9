"""One way in: :func:`solve` runs any algorithm on any game and returns a :class:`SearchResult`.

The command line, the tables, the widgets and the notebooks all call it.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Literal, overload

from gamesearch.bounds import classify, number
from gamesearch.errors import SearchInterrupted
from gamesearch.games.base import Game, M, Move, S, State
from gamesearch.jsonnum import interval_to_json, number_to_json
from gamesearch.search.context import SearchContext, SearchStopped, turn_moves
from gamesearch.search.ordering import Ordering
from gamesearch.search.request import DefaultDepth, SearchRequest
from gamesearch.search.stats import Stats
from gamesearch.search.tracing import tracing_context
from gamesearch.search.ttable import TranspositionTable
from gamesearch.trace.html import html_table
from gamesearch.trace.model import Trace
from gamesearch.trace.recorder import DEFAULT_MAX_NODES, Recorder


@dataclass
class SearchResult:
    """What a search found. Values are from the point of view of the player to move at the root.

    ``bound`` says what ``value`` proves (``exact``, ``lower``, ``upper``). When a node
    budget or time limit stopped the search (or an interrupt:
    :class:`~gamesearch.errors.SearchInterrupted` carries the result), ``complete`` is
    False, ``value`` is None (or the last completed iteration's) and ``message`` says what
    happened. ``note`` says when the depth was the game's default, not the call's. A
    search with ``trace=True`` returns a :class:`TracedResult`, whose ``trace`` is a Trace.
    """

    game: Game[State, Move]
    state: State
    algorithm: str
    value: float | None
    bound: str
    pv: tuple[Move, ...]
    stats: Stats
    seconds: float
    options: dict[str, Any] = field(default_factory=dict)
    trace: Trace | None = None
    complete: bool = True
    message: str = ""
    note: str = ""

    @property
    def best_move(self) -> Move | None:
        return self.pv[0] if self.pv else None

    def turn_moves(self) -> tuple[Move, ...]:
        """The moves the player to move plays now: the best move and, after an extra
        turn, the follow-up moves of the principal variation by the same player."""
        return turn_moves(self.game, self.state, self.pv)

    def as_dict(self) -> dict[str, Any]:
        """The summary printed by ``gamesearch solve --json``."""
        fmt = self.game.format_move
        stats = self.stats
        return {
            "game": self.game.name,
            "algorithm": self.algorithm,
            "value": None if self.value is None else number_to_json(self.value),
            "bound": self.bound,
            "best_move": fmt(self.best_move) if self.pv else None,
            "pv": [fmt(m) for m in self.pv],
            "nodes": stats.nodes,
            "evaluations": stats.evaluations,
            "cutoffs": stats.cutoffs,
            "researches": stats.researches,
            "tt_probes": stats.tt_probes,
            "tt_hits": stats.tt_hits,
            "tt_stores": stats.tt_stores,
            "passes": len(stats.passes),
            "seconds": round(self.seconds, 4),
            "complete": self.complete,
            "message": self.message,
            "options": {
                k: interval_to_json(v) if k == "window" else v for k, v in self.options.items()
            },
        }

    def __repr__(self) -> str:
        pv = " ".join(self.game.format_move(m) for m in self.pv)
        status = "" if self.complete else f", stopped: {self.message}"
        note = f" ({self.note})" if self.note else ""
        return (
            f"<SearchResult {self.algorithm} on {self.game.name}: value {self.value} "
            f"({self.bound}), pv {pv or '-'}, {self.stats.nodes} nodes, "
            f"{self.stats.evaluations} evaluations{status}{note}>"
        )

    def _repr_html_(self) -> str:
        rows = {
            "value": f"{number(self.value) if self.value is not None else '—'} ({self.bound})",
            "principal variation": " ".join(self.game.format_move(m) for m in self.pv) or "—",
            "nodes": f"{self.stats.nodes:,}",
            "evaluations": f"{self.stats.evaluations:,}",
            "seconds": f"{self.seconds:.3f}",
            "options": ", ".join(f"{k}={v!r}" for k, v in self.options.items()),
        }
        if not self.complete:
            rows["stopped"] = self.message
        if self.note:
            rows["note"] = self.note
        title = f"{self.algorithm} on {self.game.name}"
        return html_table(title, rows)


class TracedResult(SearchResult):
    """The result of a traced search (``solve(..., trace=True)``): its ``trace`` is a
    :class:`~gamesearch.trace.model.Trace`, never None."""

    trace: Trace


@overload
def solve(
    game: Game[S, M] | str,
    state: S | None = None,
    algorithm: str | None = None,
    *,
    moves: str | Sequence[M | str] = (),
    start: str | None = None,
    depth: int | DefaultDepth | None = DefaultDepth.GAME,
    window: tuple[float, float] | None = None,
    tt: bool | TranspositionTable | None = None,
    ordering: str | Ordering | None = None,
    node_budget: int | None = None,
    time_limit: float | None = None,
    trace: Literal[True, "full"],
    trace_limit: int = DEFAULT_MAX_NODES,
    observe: Callable[[Stats], Any] | None = None,
    **options: Any,
) -> TracedResult: ...
@overload
def solve(
    game: Game[S, M] | str,
    state: S | None = None,
    algorithm: str | None = None,
    *,
    moves: str | Sequence[M | str] = (),
    start: str | None = None,
    depth: int | DefaultDepth | None = DefaultDepth.GAME,
    window: tuple[float, float] | None = None,
    tt: bool | TranspositionTable | None = None,
    ordering: str | Ordering | None = None,
    node_budget: int | None = None,
    time_limit: float | None = None,
    trace: bool | str = False,
    trace_limit: int = DEFAULT_MAX_NODES,
    observe: Callable[[Stats], Any] | None = None,
    **options: Any,
) -> SearchResult: ...
def solve(
    game: Game[State, Move] | str,
    state: State | None = None,
    algorithm: str | None = None,
    *,
    moves: str | Sequence[Move | str] = (),
    start: str | None = None,
    depth: int | DefaultDepth | None = DefaultDepth.GAME,
    window: tuple[float, float] | None = None,
    tt: bool | TranspositionTable | None = None,
    ordering: str | Ordering | None = None,
    node_budget: int | None = None,
    time_limit: float | None = None,
    trace: bool | str = False,
    trace_limit: int = DEFAULT_MAX_NODES,
    observe: Callable[[Stats], Any] | None = None,
    **options: Any,
) -> SearchResult:
    """Search ``state`` (default: ``start`` position of ``game`` after ``moves``) with
    ``algorithm`` (default: :data:`~gamesearch.search.algorithms.DEFAULT_ALGORITHM`,
    ``"negascout"``; any name of :data:`~gamesearch.search.ALGORITHMS`, presets such as
    ``"fast"`` included).

    ``depth`` is the plies to search; by default the game's ``default_depth``, as on the
    command line: to the end for the games a laptop solves in seconds, 6 for Kalah and for
    Reversi from 6 × 6 (the result's ``note`` says so). ``depth=None`` searches to the end
    of any game. An extra turn does not use up depth.
    ``window`` is the root window (alpha, beta), default unbounded, for the algorithms that
    take one. ``tt``: True for a fresh table, a :class:`TranspositionTable` to share one,
    False for none; ``None`` uses the algorithm's default. ``ordering`` names a move-ordering
    policy (see :mod:`gamesearch.search.ordering`); by default the algorithm's, else the
    game's (``game.default_ordering``: ``"best"`` for the games, ``"natural"`` for textbook
    trees). ``node_budget`` (nodes) and ``time_limit`` (seconds) stop a long search cleanly
    with a partial result; in the browser (Pyodide), where a search may not be
    interruptible, a call with no ``time_limit`` gets
    :data:`~gamesearch.search.limits.BROWSER_TIME_LIMIT` (30 s). ``trace=True`` (or
    ``"full"``) records every node and event, up to ``trace_limit`` nodes, and returns a
    :class:`TracedResult`. ``observe``, if given, is called once before the search starts
    with the live :class:`Stats` the search counts into: another thread may read them to
    show progress, at no cost to the search.
    Other keywords are options of the algorithm, each a field of its options class
    (:mod:`gamesearch.search.options`: ``first_guess``, ``step``, ``gamma``,
    ``scout_first``, ``aspiration``, ``extra_turn``, ``zero_width_cut``, ``etc``).

    Every argument is checked once, before the search (:meth:`SearchRequest.build`): a wrong
    type or an impossible value (alpha > beta, NaN, a negative depth, a budget of 0, a state
    of another game, an unknown or misspelt option, an algorithm that needs what the game
    lacks: integer scores for ``bisect``, ``dual`` and ``mtd-step``, ``evaluate`` for a depth
    limit) raises a :class:`~gamesearch.errors.GameSearchError` saying what to pass instead;
    nothing is checked per node. An interrupt (Ctrl-C, JupyterLab's Interrupt) stops the
    search and raises :class:`~gamesearch.errors.SearchInterrupted`, a KeyboardInterrupt
    shown in a notebook as one line, whose ``result`` is the partial result.
    """
    request = SearchRequest.build(
        game, state, algorithm, moves=moves, start=start, depth=depth, window=window, tt=tt,
        ordering=ordering, node_budget=node_budget, time_limit=time_limit, trace=trace,
        trace_limit=trace_limit, options=options,
    )  # fmt: skip
    return run(request, observe)


def run(request: SearchRequest, observe: Callable[[Stats], Any] | None = None) -> SearchResult:
    """Carry out ``request``: the search, stopped cleanly at its limits, and its result (a
    :class:`TracedResult` if it records a trace). An interrupt raises
    :class:`~gamesearch.errors.SearchInterrupted` with the partial result."""
    spec, call = request.algorithm, request.call()
    trace = None
    if request.trace_limit is not None:
        options = dict(call, trace_limit=request.trace_limit)
        trace = Trace(request.game, request.state, spec.name, options)
    ctx = _context(request, trace)
    if observe is not None:
        observe(ctx.stats)
    began = time.perf_counter()
    value: float | None
    message, interrupted = "", False
    try:
        with _cycle_collector_paused():
            value = spec.run(ctx, request.state, request.depth, request.window, request.options)
    except SearchStopped as stop:
        value, message = _stopped(ctx, request, str(stop))
    except KeyboardInterrupt:
        value, message = _stopped(ctx, request, None)
        interrupted = True
    seconds = time.perf_counter() - began
    if trace is not None:
        trace.stopped, trace.recording = message, False
    pv = ctx.principal_variation() if not message or not ctx.completed else ctx.completed[-1][2]
    window = spec.root_window(request.window, request.options)
    bound = "none" if value is None else "exact" if window is None else classify(value, *window)
    if bound == "upper":  # a root that failed low proves no move best: it has no line
        pv = ()
    kind = SearchResult
    if trace is not None:
        trace.stats = ctx.stats.as_dict()
        kind = TracedResult
    result = kind(
        request.game, request.state, spec.name, value, bound, pv, ctx.stats, seconds, call,
        trace, not message, message, request.depth_note(),
    )  # fmt: skip
    if interrupted:
        raise SearchInterrupted(result) from None
    return result


def _context(request: SearchRequest, trace: Trace | None) -> SearchContext:
    """The plain context that only counts, or with a trace the one that also records it."""
    settings: dict[str, Any] = {
        "tt": request.table,
        "ordering": request.ordering,
        "node_budget": request.limits.node_budget,
        "time_limit": request.limits.time_limit,
        "variant": request.algorithm.variant_for(request.options),
        "etc": getattr(request.options, "etc", False),
    }
    if trace is None:
        return SearchContext(request.game, **settings)
    recorder = Recorder(trace, request.trace_limit or DEFAULT_MAX_NODES)
    return tracing_context(request.game, recorder, **settings)


def _stopped(
    ctx: SearchContext, request: SearchRequest, reason: str | None
) -> tuple[float | None, str]:
    """The value a stopped search stands by (the last completed depth's, if any) and the
    message saying what happened and how to go further (``reason`` None: an interrupt)."""
    completed = ctx.completed
    done = f"; depth {completed[-1][0]} was the last completed" if completed else ""
    value = completed[-1][1] if completed else None
    if reason is None:
        return value, (
            f"search interrupted after {ctx.stats.nodes:,} nodes{done}. To stop by itself "
            "with what it found, give it a time limit or a node budget."
        )
    message = request.limits.stop_message(reason, done)
    request.limits.tell(reason, message)
    return value, message


@contextmanager
def _cycle_collector_paused() -> Iterator[None]:
    """Pause Python's cyclic garbage collector during a search, then restore it.

    A search makes no reference cycles (positions, table entries and trace columns are freed
    by reference counting alone), but it keeps many objects alive at once, and each pass of
    the collector walks them all: with a table, a fifth of the search's time. Nothing is
    lost by pausing it: its next pass after the search collects whatever cycles other code
    made meanwhile.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def rerun(trace: Trace, **changes: Any) -> SearchResult:
    """Run again the :func:`solve` call that recorded ``trace`` (a loaded one too), with
    ``changes`` to its options; traced unless told.
    The call's options are the algorithm's declared ones (:mod:`gamesearch.search.options`):
    an option the algorithm does not take, in the trace or in ``changes``, is refused."""
    call = dict(trace.options)
    call.setdefault("trace", True)
    call.update(changes)
    result: SearchResult = solve(trace.game, trace.root, trace.algorithm, **call)
    return result

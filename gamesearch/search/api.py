"""One way in: :func:`solve` runs any algorithm on any game and returns a :class:`SearchResult`.

The command line, the tables, the widgets and the notebooks all call it.
"""

from __future__ import annotations

import gc
import math
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from numbers import Real
from typing import Any

from gamesearch.bounds import classify, number
from gamesearch.errors import InvalidSearchError, UnknownNameError, quote, suggestion
from gamesearch.games import get_game
from gamesearch.games.base import Game, Move, State
from gamesearch.search.algorithms import ALGORITHMS, get_algorithm
from gamesearch.search.context import SearchContext, SearchStopped, turn_moves
from gamesearch.search.options import OPTIONS
from gamesearch.search.ordering import Ordering
from gamesearch.search.presets import get_preset
from gamesearch.search.stats import Stats
from gamesearch.search.ttable import TranspositionTable
from gamesearch.trace.html import html_table
from gamesearch.trace.model import Trace
from gamesearch.trace.recorder import DEFAULT_MAX_NODES, Recorder

INF = float("inf")
#: The deepest depth accepted: deeper than any game here lasts (use None for "to the end").
MAX_DEPTH = 1000

#: The algorithm solve() runs when neither the call nor a preset names one.
DEFAULT_ALGORITHM = "negascout"

#: Defaults of the algorithm-specific options (declared in gamesearch.search.options).
OPTION_DEFAULTS: dict[str, Any] = {name: option.default for name, option in OPTIONS.items()}


@dataclass
class SearchResult:
    """What a search found. Values are from the point of view of the player to move at the root.

    ``bound`` says what ``value`` proves (``exact``, ``lower``, ``upper``). When a node
    budget or time limit stopped the search, ``complete`` is False, ``value`` is None (or the
    last completed iteration's) and ``message`` says what happened.
    """

    game: Game
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
            "value": _json_number(self.value),
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
                k: [_json_number(e) for e in v] if k == "window" else v
                for k, v in self.options.items()
            },
        }

    def __repr__(self) -> str:
        pv = " ".join(self.game.format_move(m) for m in self.pv)
        status = "" if self.complete else f", stopped: {self.message}"
        return (
            f"<SearchResult {self.algorithm} on {self.game.name}: value {self.value} "
            f"({self.bound}), pv {pv or '-'}, {self.stats.nodes} nodes, "
            f"{self.stats.evaluations} evaluations{status}>"
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
        title = f"{self.algorithm} on {self.game.name}"
        return html_table(title, rows)


def _json_number(value: float | None) -> float | None:
    if value is None or math.isinf(value):
        return None
    return int(value) if float(value).is_integer() else value


def solve(
    game: Game | str,
    state: State | None = None,
    algorithm: str | None = None,
    *,
    moves: str | Sequence[Move] = (),
    start: str | None = None,
    depth: int | None = None,
    window: tuple[float, float] | None = None,
    tt: bool | TranspositionTable | None = None,
    ordering: str | Ordering | None = None,
    node_budget: int | None = None,
    time_limit: float | None = None,
    trace: bool | str = False,
    trace_limit: int = DEFAULT_MAX_NODES,
    observe: Callable[[Stats], Any] | None = None,
    preset: str | None = None,
    **options: Any,
) -> SearchResult:
    """Search ``state`` (default: ``start`` position of ``game`` after ``moves``).

    ``depth=None`` searches to the end of the game; an extra turn does not use up depth.
    ``window`` is the root window (alpha, beta), default unbounded, for the algorithms that
    take one. ``tt``: True for a fresh table, a :class:`TranspositionTable` to share one,
    False for none; ``None`` uses the algorithm's default. ``ordering`` names a move-ordering
    policy (see :mod:`gamesearch.search.ordering`); by default the game's
    (``game.default_ordering``: ``"best"`` for the games, ``"natural"`` for textbook trees).
    ``node_budget`` (nodes) and ``time_limit`` (seconds) stop a long search cleanly with a
    partial result. ``trace=True`` (or ``"full"``) records every node and event, up to
    ``trace_limit`` nodes. ``observe``, if given, is called once before the search starts
    with the live :class:`Stats` the search counts into: another thread may read them to
    show progress, at no cost to the search. ``preset`` names a configuration
    (:mod:`gamesearch.search.presets`, e.g. ``"fast"``) that fills in the algorithm (else
    ``"negascout"``), table and ordering the call leaves out.
    Other keywords are options of the algorithm
    (``first_guess``, ``step``, ``gamma``, ``scout_first``, ``aspiration``, ``extra_turn``,
    ``zero_width_cut``, ``etc``).

    Every argument is checked once, before the search: a wrong type or an impossible value
    (alpha > beta, NaN, a negative depth, a budget of 0, a state of another game, an
    unknown option) raises a :class:`~gamesearch.errors.GameSearchError` saying what to
    pass instead; nothing is checked per node.
    """
    game = _check_game(game)
    if isinstance(state, str):
        raise InvalidSearchError(
            f"the second argument is a position, not {quote(state)}; name the algorithm: "
            f"solve(game, algorithm={quote(state)})"
        )
    if preset is not None:
        algorithm, tt, ordering, options = get_preset(preset).fill(algorithm, tt, ordering, options)
    if algorithm is None:
        algorithm = DEFAULT_ALGORITHM
    if not isinstance(algorithm, str):
        raise UnknownNameError("algorithm", algorithm, ALGORITHMS)
    spec = get_algorithm(algorithm)
    if state is None:
        state = game.initial_state(start)
    else:
        game.check_state(state)
    if moves:
        state = game.play_line(state, moves)
    _check_depth(depth, spec.name, spec.needs_depth)
    opts = _check_options(spec, options)
    if spec.window:
        opts["window"] = _check_window(window)
    elif window is not None:
        raise InvalidSearchError(
            f"{spec.name} does not take a window; algorithms that do: "
            + ", ".join(a.name for a in ALGORITHMS.values() if a.window)
        )
    if spec.window and opts["window"][0] == opts["window"][1] and not spec.zero_width:
        raise InvalidSearchError(
            f"a window of width 0 needs alphabeta-failsoft, not {spec.name}: at alpha == beta a "
            "returned alpha means 'exactly alpha', which fail-hard and one-limit searches "
            "cannot tell apart from 'at most alpha'"
        )
    _check_count("node_budget", node_budget, "nodes")
    _check_count("trace_limit", trace_limit, "nodes to record", optional=False)
    if time_limit is not None:
        _check_number("time_limit", time_limit, positive=True)
    if trace not in (True, False, "full", "off"):
        raise InvalidSearchError(f"trace must be True/'full' or False/'off', not {quote(trace)}")

    table = _make_table(spec, tt)
    if opts.get("etc") and table is None:
        raise InvalidSearchError(
            f"etc (enhanced transposition cutoffs) looks children up in a transposition "
            f"table: pass tt=True to {spec.name}, or leave etc off"
        )
    if ordering is None:
        ordering = game.default_ordering
    order = ordering if isinstance(ordering, Ordering) else Ordering.named(ordering)
    record = trace in (True, "full")
    # The call, complete with defaults: the result and the trace carry it (see rerun).
    call = {
        "depth": depth,
        "ordering": order.name,
        "tt": table is not None,
        **opts,
        "node_budget": node_budget,
        "time_limit": time_limit,
        **({"preset": preset} if preset is not None else {}),
    }
    trace_obj = (
        Trace(game, state, spec.name, dict(call, trace_limit=trace_limit)) if record else None
    )
    recorder = Recorder(trace_obj, trace_limit) if trace_obj is not None else None
    variant = replace(spec.variant, **{k: opts[k] for k in spec.options if OPTIONS[k].variant})
    ctx = SearchContext(
        game,
        tt=table,
        ordering=order,
        tracer=recorder,
        node_budget=node_budget,
        time_limit=time_limit,
        variant=variant,
        etc=opts.get("etc", False),
    )

    if observe is not None:
        observe(ctx.stats)
    began = time.perf_counter()
    value: float | None
    message, complete = "", True
    try:
        with _cycle_collector_paused():
            value = spec.run(ctx, state, depth, opts)
    except SearchStopped as stop:
        complete = False
        completed = ctx.completed
        value = completed[-1][1] if completed else None
        done = f"; depth {completed[-1][0]} was the last completed" if completed else ""
        message = f"search stopped: {stop}{done}. Raise the limit or search less deeply."
        if trace_obj is not None:
            trace_obj.stopped = message
    seconds = time.perf_counter() - began

    pv = ctx.principal_variation()
    if not complete and ctx.completed:
        pv = ctx.completed[-1][2]
    window = spec.root_window(opts)
    bound = "none" if value is None else "exact" if window is None else classify(value, *window)
    if bound == "upper":  # a root that failed low proves no move best: it has no line
        pv = ()
    if trace_obj is not None:
        trace_obj.stats = ctx.stats.as_dict()
    return SearchResult(
        game,
        state,
        spec.name,
        value,
        bound,
        pv,
        ctx.stats,
        seconds,
        call,
        trace_obj,
        complete,
        message,
    )


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
    """Run again the :func:`solve` call that recorded ``trace`` (a loaded one too: ``null``
    window ends are the infinities), with ``changes`` to its options; traced unless told."""
    call = dict(trace.options)
    if call.get("window") is not None:
        alpha, beta = call["window"]
        call["window"] = (-INF if alpha is None else alpha, INF if beta is None else beta)
    call.setdefault("trace", True)
    call.update(changes)
    return solve(trace.game, trace.root, trace.algorithm, **call)


def _check_game(game: Any) -> Game:
    if isinstance(game, Game):
        return game
    if isinstance(game, str):
        return get_game(game)
    raise InvalidSearchError(
        f"game is a Game or a preset name such as 'tictactoe', not {quote(game)}"
    )


def _check_depth(depth: Any, name: str, needs_depth: bool) -> None:
    if depth is None:
        if needs_depth:
            raise InvalidSearchError(f"{name} deepens step by step: give it a depth (e.g. depth=6)")
        return
    if type(depth) is not int or not 0 <= depth <= MAX_DEPTH:
        raise InvalidSearchError(
            f"depth must be a whole number from 0 to {MAX_DEPTH} "
            f"(or None to search to the end), not {quote(depth)}"
        )


def _check_number(name: str, value: Any, positive: bool = False) -> None:
    """Refuse ``value`` unless it is a finite real number (and > 0 if ``positive``)."""
    if isinstance(value, bool) or not isinstance(value, Real) or not math.isfinite(value):
        raise InvalidSearchError(f"{name} must be a finite number, not {quote(value)}")
    if positive and value <= 0:
        raise InvalidSearchError(f"{name} must be a number > 0, not {quote(value)}")


def _check_count(name: str, value: Any, unit: str, optional: bool = True) -> None:
    if value is None and optional:
        return
    if type(value) is not int or value < 1:
        more = " (or None for no limit)" if optional else ""
        raise InvalidSearchError(
            f"{name} must be a whole number of {unit} >= 1{more}, not {quote(value)}"
        )


def _check_window(window: Any) -> tuple[float, float]:
    if window is None:
        return (-INF, INF)
    if not isinstance(window, (tuple, list)) or len(window) != 2:
        raise InvalidSearchError(
            f"a window is a pair (alpha, beta) of numbers, not {quote(window)}"
        )
    alpha, beta = window
    for end in window:
        if isinstance(end, bool) or not isinstance(end, Real) or math.isnan(end):
            raise InvalidSearchError(
                f"a window is a pair (alpha, beta) of numbers (-inf and inf allowed), "
                f"not {quote(window)}"
            )
    if alpha > beta or alpha == INF or beta == -INF:
        raise InvalidSearchError(
            f"impossible window ({alpha}, {beta}): alpha must not exceed beta; "
            "use (-inf, inf) for a full search or (gamma - 1, gamma) for a null window"
        )
    return alpha, beta  # integers stay integers, so values print as 3, not 3.0


#: Every keyword solve() takes, for suggestions when a name is misspelt.
_KEYWORDS = (
    "state",
    "algorithm",
    "moves",
    "start",
    "depth",
    "window",
    "tt",
    "ordering",
    "node_budget",
    "time_limit",
    "trace",
    "trace_limit",
    "observe",
    "preset",
    *OPTION_DEFAULTS,
)


def _check_options(spec, options: dict[str, Any]) -> dict[str, Any]:
    for key in options:
        if key not in spec.options:
            takers = [a.name for a in ALGORITHMS.values() if key in a.options]
            hint = f"; it is an option of {', '.join(takers)}" if takers else ""
            accepted = ", ".join(spec.options) or "none"
            raise InvalidSearchError(
                f"{spec.name} has no option {quote(key)}{hint} (its options: {accepted})"
                + ("" if takers else suggestion(key, _KEYWORDS))
            )
    return {key: OPTIONS[key].check(options.get(key, OPTIONS[key].default)) for key in spec.options}


def _make_table(spec, tt: bool | TranspositionTable | None) -> TranspositionTable | None:
    if isinstance(tt, TranspositionTable):
        table = tt
    elif tt is not None and not isinstance(tt, bool):
        raise InvalidSearchError(
            f"tt is True, False, None or a TranspositionTable, not {quote(tt)}"
        )
    elif tt is None:
        table = TranspositionTable() if spec.tt else None
    else:
        table = TranspositionTable() if tt else None
    if table is not None and spec.tt is False:
        raise InvalidSearchError(f"{spec.name} does not use a transposition table; pass tt=False")
    return table

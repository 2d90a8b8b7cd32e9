"""What one search is asked to do: a frozen, checked :class:`SearchRequest`.

:func:`~gamesearch.search.api.solve` builds one with :meth:`SearchRequest.build`, which
checks every argument once, before the search (a wrong type or an impossible value raises a
:class:`~gamesearch.errors.GameSearchError` saying what to pass instead; nothing is checked
per node), and hands it to the driver.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from numbers import Real
from typing import Any

from gamesearch.errors import InvalidSearchError, UnknownNameError, quote
from gamesearch.games import get_game
from gamesearch.games.base import Game, Move, State
from gamesearch.search.algorithms import ALGORITHMS, Algorithm, get_algorithm
from gamesearch.search.options import OPTIONS, AlgorithmOptions
from gamesearch.search.ordering import Ordering
from gamesearch.search.presets import get_preset
from gamesearch.search.ttable import TranspositionTable

INF = float("inf")
#: The algorithm solve() runs when neither the call nor a preset names one.
DEFAULT_ALGORITHM = "negascout"
#: The deepest depth accepted: deeper than any game here lasts (use None for "to the end").
MAX_DEPTH = 1000

#: Every keyword solve() takes, for suggestions when a name is misspelt.
KEYWORDS = (
    *("state", "algorithm", "moves", "start", "depth", "window", "tt", "ordering"),
    *("node_budget", "time_limit", "trace", "trace_limit", "observe", "preset"),
    *OPTIONS,
)
#: For each option, the algorithms that take it (to say where a misplaced option belongs).
TAKERS: dict[str, list[str]] = {
    name: [a.name for a in ALGORITHMS.values() if name in a.options] for name in OPTIONS
}


@dataclass(frozen=True)
class Limits:
    """When to stop a search early: a node budget and a time limit (None: no limit)."""

    node_budget: int | None = None
    time_limit: float | None = None


@dataclass(frozen=True)
class SearchRequest:
    """One search, every argument checked: ``algorithm`` on ``state`` of ``game`` to
    ``depth`` (None: to the end) with the root ``window`` (None for an algorithm that takes
    none), a ``table`` (None: none), a move ``ordering``, the algorithm's ``options``,
    ``limits``, ``trace_limit``: the nodes a trace records, None for no trace, and the
    ``preset`` the call named, if any (:mod:`gamesearch.search.presets`)."""

    game: Game[State, Move]
    state: State
    algorithm: Algorithm[Any]
    depth: int | None
    window: tuple[float, float] | None
    table: TranspositionTable | None
    ordering: Ordering
    options: AlgorithmOptions
    limits: Limits
    trace_limit: int | None
    preset: str | None = None

    @classmethod
    def build(
        cls,
        game: Game[State, Move] | str,
        state: State | None,
        algorithm: str | None,
        *,
        moves: str | Sequence[Move],
        start: str | None,
        depth: int | None,
        window: tuple[float, float] | None,
        tt: bool | TranspositionTable | None,
        ordering: str | Ordering | None,
        node_budget: int | None,
        time_limit: float | None,
        trace: bool | str,
        trace_limit: int,
        options: Mapping[str, Any],
        preset: str | None = None,
    ) -> SearchRequest:
        """The request for :func:`~gamesearch.search.api.solve`'s arguments, checked in the
        order they are given (see its docstring for their meaning)."""
        game = _check_game(game)
        if isinstance(state, str):
            raise InvalidSearchError(
                f"the second argument is a position, not {quote(state)}; name the algorithm: "
                f"solve(game, algorithm={quote(state)})"
            )
        if preset is not None:
            algorithm, tt, ordering, options = get_preset(preset).fill(
                algorithm, tt, ordering, dict(options)
            )
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
        _check_evaluation(game, depth, _order_name(ordering, game))
        opts = spec.options_type.build(spec.name, options, TAKERS, KEYWORDS)
        root_window = _check_root_window(spec, window)
        _check_count("node_budget", node_budget, "nodes")
        _check_count("trace_limit", trace_limit, "nodes to record", optional=False)
        if time_limit is not None:
            _check_number("time_limit", time_limit, positive=True)
        if trace not in (True, False, "full", "off"):
            raise InvalidSearchError(
                f"trace must be True/'full' or False/'off', not {quote(trace)}"
            )
        table = _make_table(spec, tt)
        if getattr(opts, "etc", False) and table is None:
            raise InvalidSearchError(
                f"etc (enhanced transposition cutoffs) looks children up in a transposition "
                f"table: pass tt=True to {spec.name}, or leave etc off"
            )
        if ordering is None:
            ordering = game.default_ordering
        order = ordering if isinstance(ordering, Ordering) else Ordering.named(ordering)
        limits = Limits(node_budget, time_limit)
        traced = trace_limit if trace in (True, "full") else None
        return cls(
            game, state, spec, depth, root_window, table, order, opts, limits, traced, preset
        )

    def call(self) -> dict[str, Any]:
        """The call, complete with defaults, that the result and the trace carry (so that
        :func:`~gamesearch.search.api.rerun` can make it again)."""
        window = {} if self.window is None else {"window": self.window}
        return {
            "depth": self.depth,
            "ordering": self.ordering.name,
            "tt": self.table is not None,
            **self.options.as_dict(),
            **window,
            "node_budget": self.limits.node_budget,
            "time_limit": self.limits.time_limit,
            **({"preset": self.preset} if self.preset is not None else {}),
        }


def _order_name(ordering: str | Ordering | None, game: Game[State, Move]) -> str:
    """The ordering's name as given, or the game's default."""
    if isinstance(ordering, Ordering):
        return ordering.name
    return game.default_ordering if ordering is None else str(ordering)


def _check_evaluation(game: Game[State, Move], depth: int | None, ordering: str) -> None:
    """A game without ``evaluate`` is searched only to the end, and ordered without it."""
    if game.has_evaluation:
        return
    if depth is not None:
        raise InvalidSearchError(
            f"{game.name} has no evaluate(state), so it is searched only to the end of the "
            f"game: pass depth=None (not {depth}), or write evaluate(state), a static "
            "estimate for the player to move, to search less deeply"
        )
    if "eval" in ordering.split("+"):
        raise InvalidSearchError(
            f"the ordering {ordering!r} sorts children by evaluate(state), which {game.name} "
            "does not write: choose another ordering (best, mobility, natural)"
        )


def _check_game(game: Any) -> Game[State, Move]:
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


def _check_root_window(spec: Algorithm[Any], window: Any) -> tuple[float, float] | None:
    """The root window ``spec`` searches with (None if it takes none)."""
    if not spec.window:
        if window is not None:
            raise InvalidSearchError(
                f"{spec.name} does not take a window; algorithms that do: "
                + ", ".join(a.name for a in ALGORITHMS.values() if a.window)
            )
        return None
    alpha, beta = _check_window(window)
    if alpha == beta and not spec.zero_width:
        raise InvalidSearchError(
            f"a window of width 0 needs alphabeta-failsoft, not {spec.name}: at alpha == beta a "
            "returned alpha means 'exactly alpha', which fail-hard and one-limit searches "
            "cannot tell apart from 'at most alpha'"
        )
    return alpha, beta


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


def _make_table(spec: Algorithm[Any], tt: Any) -> TranspositionTable | None:
    if isinstance(tt, TranspositionTable):
        table: TranspositionTable | None = tt
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

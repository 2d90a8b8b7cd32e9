"""What one search is asked to do: a frozen, checked :class:`SearchRequest`.

:func:`~gamesearch.search.api.solve` builds one with :meth:`SearchRequest.build`, which
checks every argument once, before the search (a wrong type or an impossible value raises a
:class:`~gamesearch.errors.GameSearchError` saying what to pass instead; nothing is checked
per node), and hands it to the driver. It checks the game too: what the algorithm declares it
needs (:attr:`~gamesearch.search.algorithms.Algorithm.needs`) against the game's
:attr:`~gamesearch.games.base.Game.traits`, and an evaluation wherever the search stops at a
depth limit. Messages name arguments with :func:`gamesearch.errors.argument`.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from numbers import Real
from typing import Any

from gamesearch.errors import InvalidSearchError, UnknownNameError, argument, quote
from gamesearch.games import get_game
from gamesearch.games.base import TRAIT_WORDS, Game, Move, State
from gamesearch.search.algorithms import (
    ALGORITHMS,
    DEFAULT_ALGORITHM,
    Algorithm,
    all_options,
    get_algorithm,
    takers,
)
from gamesearch.search.limits import Limits
from gamesearch.search.options import AlgorithmOptions
from gamesearch.search.ordering import Ordering
from gamesearch.search.ttable import TranspositionTable

INF = float("inf")
#: The deepest depth accepted: deeper than any game here lasts (use None for "to the end").
MAX_DEPTH = 1000

#: Every keyword solve() takes but the algorithms' options, for suggestions when a name is
#: misspelt.
KEYWORDS = (
    *("state", "algorithm", "moves", "start", "depth", "window", "tt", "ordering"),
    *("node_budget", "time_limit", "trace", "trace_limit", "observe"),
)


class DefaultDepth(enum.Enum):
    """The default of ``solve``'s ``depth``: the game's ``default_depth`` (None, to the end
    of the game, where a laptop solves it in seconds; else a depth that answers in about a
    second: 6 for Kalah and for Reversi from 6 × 6)."""

    GAME = "the game's default_depth"

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"


@dataclass(frozen=True)
class SearchRequest:
    """One search, every argument checked: ``algorithm`` on ``state`` of ``game`` to
    ``depth`` (None: to the end; ``game_depth``: it is the game's default depth, which the
    call left in force) with the root ``window`` (None for an algorithm that takes none), a
    ``table`` (None: none), a move ``ordering``, the algorithm's ``options``, ``limits``,
    and ``trace_limit``: the nodes a trace records, None for no trace."""

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
    game_depth: bool = False

    @classmethod
    def build(
        cls,
        game: Game[State, Move] | str,
        state: State | None,
        algorithm: str | None,
        *,
        moves: str | Sequence[Move],
        start: str | None,
        depth: int | DefaultDepth | None,
        window: tuple[float, float] | None,
        tt: bool | TranspositionTable | None,
        ordering: str | Ordering | None,
        node_budget: int | None,
        time_limit: float | None,
        trace: bool | str,
        trace_limit: int,
        options: Mapping[str, Any],
    ) -> SearchRequest:
        """The request for :func:`~gamesearch.search.api.solve`'s arguments, checked in the
        order they are given (see its docstring for their meaning)."""
        game = _check_game(game)
        if isinstance(state, str):
            raise InvalidSearchError(
                f"the second argument is a position, not {quote(state)}; name the algorithm: "
                f"solve(game, {argument('algorithm', state)})"
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
        game_depth = depth is DefaultDepth.GAME
        if isinstance(depth, DefaultDepth):
            depth = game.default_depth
        _check_needs(spec, game)
        _check_depth(depth, spec.name, spec.needs_depth)
        _check_evaluation(game, spec.name, depth, _order_name(ordering, game))
        opts = spec.options_type.build(
            spec.name, options, _takers(options), (*KEYWORDS, *all_options()), spec.defaults
        )
        root_window = _check_root_window(spec, window)
        _check_count("node_budget", node_budget, "nodes")
        _check_count("trace_limit", trace_limit, "nodes to record", optional=False)
        if time_limit is not None:
            _check_number("time_limit", time_limit, positive=True)
        if trace not in (True, False, "full", "off"):
            raise InvalidSearchError(
                f"{argument('trace')} must be True/'full' or False/'off', not {quote(trace)}"
            )
        table = _make_table(spec, tt)
        if getattr(opts, "etc", False) and table is None:
            raise InvalidSearchError(
                f"etc (enhanced transposition cutoffs) looks children up in a transposition "
                f"table: pass {argument('tt', True)} to {spec.name}, or leave "
                f"{argument('etc')} off"
            )
        if ordering is None:
            ordering = game.default_ordering if spec.ordering is None else spec.ordering
        order = ordering if isinstance(ordering, Ordering) else Ordering.named(ordering)
        limits = Limits.of_call(node_budget, time_limit)
        traced = trace_limit if trace in (True, "full") else None
        return cls(
            game, state, spec, depth, root_window, table, order, opts, limits, traced,
            game_depth and depth is not None,
        )  # fmt: skip

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
        }

    def depth_note(self) -> str:
        """Said when the depth is the game's default: a depth-limited value, and how to
        search to the end ("" if the call chose the depth)."""
        if not self.game_depth:
            return ""
        return (
            f"depth {self.depth} is the default for {self.game.name}, which a laptop cannot "
            f"search to the end; pass {argument('depth')} N, or {argument('depth', None)} to "
            "search to the end"
        )


def _takers(options: Mapping[str, Any]) -> dict[str, list[str]]:
    """For each option given, the registered algorithms that take it (to say where a
    misplaced option belongs)."""
    return {name: takers(name) for name in options}


def _order_name(ordering: str | Ordering | None, game: Game[State, Move]) -> str:
    """The ordering's name as given, or the game's default."""
    if isinstance(ordering, Ordering):
        return ordering.name
    return game.default_ordering if ordering is None else str(ordering)


def _check_needs(spec: Algorithm[Any], game: Game[State, Move]) -> None:
    """Refuse a game that lacks a trait ``spec`` needs, saying why it needs it, how a game
    that has it declares it, and what to run instead."""
    traits = game.traits
    for trait, why in spec.needs.items():
        if traits.has(trait):
            continue
        words, missing, declare = TRAIT_WORDS[trait]
        if trait == "evaluation":
            raise InvalidSearchError(
                f"{spec.name} needs {words} ({why}), and {game.name} has none: "
                f"{declare}; or search {game.name} to the end with another algorithm: "
                f"{argument('algorithm', DEFAULT_ALGORITHM)}, {argument('depth', None)}"
            )
        first, *others = _instead(game)
        also = f" or another that does not need them: {', '.join(others)}" if others else ""
        raise InvalidSearchError(
            f"{spec.name} needs {words} ({why}), and {game.name} lacks them ({missing}): use "
            f"{argument('algorithm', first)}{also} ({declare})"
        )


def _instead(game: Game[State, Move]) -> list[str]:
    """The algorithms to offer instead of one that needs a trait ``game`` lacks: the default
    (exact on every game), then the table-driven searches (the MT drivers' siblings: mtdf,
    sss) that need nothing ``game`` lacks and search to the end; at most three."""
    traits = game.traits
    names = [DEFAULT_ALGORITHM]
    for spec in ALGORITHMS.values():
        suits = all(traits.has(t) for t in spec.needs) and not spec.needs_depth
        if spec.base is None and spec.tt is True and suits and spec.name not in names:
            names.append(spec.name)
    return names[:3]


def _check_evaluation(
    game: Game[State, Move], algorithm: str, depth: int | None, ordering: str
) -> None:
    """A game without ``evaluate`` is searched only to the end, and ordered without it."""
    if game.has_evaluation:
        return
    if depth is not None:
        *_, write = TRAIT_WORDS["evaluation"]
        raise InvalidSearchError(
            f"{game.name} has no evaluate(state), so {algorithm} cannot stop at depth {depth} "
            f"and score the positions there: pass {argument('depth', None)} to search to the "
            f"end of the game, or {write}"
        )
    if "eval" in ordering.split("+"):
        raise InvalidSearchError(
            f"the ordering {ordering!r} sorts children by evaluate(state), which {game.name} "
            f"does not write: choose another {argument('ordering')} (best, mobility, natural)"
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
            raise InvalidSearchError(
                f"{name} deepens step by step: give it a depth (e.g. {argument('depth', 6)})"
            )
        return
    if type(depth) is not int or not 0 <= depth <= MAX_DEPTH:
        raise InvalidSearchError(
            f"{argument('depth')} must be a whole number from 0 to {MAX_DEPTH} "
            f"(or {argument('depth', None)} to search to the end), not {quote(depth)}"
        )


def _check_number(name: str, value: Any, positive: bool = False) -> None:
    """Refuse ``value`` unless it is a finite real number (and > 0 if ``positive``)."""
    if isinstance(value, bool) or not isinstance(value, Real) or not math.isfinite(value):
        raise InvalidSearchError(f"{argument(name)} must be a finite number, not {quote(value)}")
    if positive and value <= 0:
        raise InvalidSearchError(f"{argument(name)} must be a number > 0, not {quote(value)}")


def _check_count(name: str, value: Any, unit: str, optional: bool = True) -> None:
    if value is None and optional:
        return
    if type(value) is not int or value < 1:
        more = f" (or {argument(name, None)} for no limit)" if optional else ""
        raise InvalidSearchError(
            f"{argument(name)} must be a whole number of {unit} >= 1{more}, not {quote(value)}"
        )


def _check_root_window(spec: Algorithm[Any], window: Any) -> tuple[float, float] | None:
    """The root window ``spec`` searches with (None if it takes none)."""
    if not spec.window:
        if window is not None:
            raise InvalidSearchError(
                f"{spec.name} does not take a {argument('window')}; algorithms that do: "
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
    """The table ``spec`` searches with: the one given, a fresh one of its kind (tt=True, or
    None where it uses one by default), or None."""
    if isinstance(tt, TranspositionTable):
        table: TranspositionTable | None = tt
    elif tt is not None and not isinstance(tt, bool):
        raise InvalidSearchError(
            f"{argument('tt')} is True, False, None or a TranspositionTable, not {quote(tt)}"
        )
    elif tt or (tt is None and spec.tt):
        table = TranspositionTable(symmetric=spec.symmetric_table)
    else:
        table = None
    if table is not None and spec.tt is False:
        raise InvalidSearchError(
            f"{spec.name} does not use a transposition table; pass {argument('tt', False)}"
        )
    return table

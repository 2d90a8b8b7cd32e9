"""Several algorithms on one position: the plain model behind the ``Compare`` widget.

:class:`CompareModel` runs each algorithm through :func:`gamesearch.search.solve` with the
same search options, traced, and turns the results into table rows (one per algorithm)
that :func:`gamesearch.views.plots.plot_counts` can draw. An algorithm that refuses the
options or the game (say ``id-mtdf`` without a depth, ``bisect`` on a game without integer
scores) gets a row with the error instead of counts, and the others still run.

Every search is bounded: unless told otherwise it stops after :data:`NODE_BUDGET` nodes or
:data:`TIME_LIMIT` seconds, whichever comes first, and keeps what it counted and traced up to
there (its row says it stopped; :meth:`CompareModel.stop_note` says which did and what to
pass to go further). An interrupt stops the comparison the same way: the search it stopped
keeps its partial result, the ones after it are not run.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from gamesearch.errors import GameSearchError, SearchInterrupted, argument
from gamesearch.games import get_game
from gamesearch.games.base import Game, Move, State
from gamesearch.search import DEFAULT_ALGORITHM, SearchResult, get_algorithm, solve
from gamesearch.search.algorithms import all_options
from gamesearch.search.stats import Stats

#: The algorithms compared unless told: the default one between alpha-beta and MTD(f).
DEFAULT_ALGORITHMS = tuple(dict.fromkeys(("alphabeta", DEFAULT_ALGORITHM, "mtdf")))
#: The counts a comparison shows, as (row key, column heading).
COUNTS = (
    ("nodes", "nodes"),
    ("evaluations", "evaluations"),
    ("cutoffs", "cutoffs"),
    ("null_window_probes", "null-window probes"),
    ("researches", "re-searches"),
    ("tt_hits", "table hits"),
    ("passes", "MTD(f) passes"),
)
#: Traces are capped so that a player of each is made in a second or two (a player of 20 000
#: nodes took 15 s and 18 MB); the counts come from the whole search. A trace cut there says
#: so at its last event.
TRACE_LIMIT = 2_000
#: Nodes each search of a comparison may visit unless told (``node_budget=None``: no limit):
#: a course game's comparison stays well under it (Kalah at depth 6 about 20 000 nodes, a
#: 4 × 6 Reversi solved by MTD(f) about 60 000), while a game a student makes a little larger
#: (Nim on heaps 2, 3, 4, 5: 211 000 nodes for alpha-beta) stops in a second or two.
NODE_BUDGET = 100_000
#: Seconds each search of a comparison may run unless told (``time_limit=None``: no limit):
#: the bound for a game whose moves are slow to make (a 2 × 2 Dots and Boxes written plainly
#: makes about 1 000 nodes a second).
TIME_LIMIT = 10.0
#: The limits a comparison's searches get unless told, as ``solve`` keywords.
LIMITS = {"node_budget": NODE_BUDGET, "time_limit": TIME_LIMIT}


@dataclass
class Outcome:
    """One algorithm's search: its result, or why it could not run."""

    algorithm: str
    result: SearchResult | None
    error: str = ""


class CompareModel:
    """``algorithms`` searched on ``state`` (default: the start) of ``game`` with ``options``.

    ``options`` are :func:`~gamesearch.search.solve` keywords (``depth``, ``tt``,
    ``ordering``, ``window``, ``node_budget``, ``time_limit``, ``trace_limit``, algorithm
    options…); an algorithm is given only the algorithm options it accepts. Unless given,
    ``node_budget`` is :data:`NODE_BUDGET`, ``time_limit`` :data:`TIME_LIMIT` and
    ``trace_limit`` :data:`TRACE_LIMIT` (None for the first two: no limit). Nothing runs
    until :meth:`run`.
    """

    def __init__(
        self,
        game: Game[State, Move] | str,
        state: State | None = None,
        algorithms: Sequence[str] = DEFAULT_ALGORITHMS,
        **options: Any,
    ) -> None:
        self.game = get_game(game) if isinstance(game, str) else game
        self.state = self.game.initial_state() if state is None else state
        self.algorithms = tuple(algorithms)
        self.options = {"trace_limit": TRACE_LIMIT, **LIMITS, **options}
        self.outcomes: list[Outcome] = []

    def options_for(self, algorithm: str) -> dict[str, Any]:
        """The options ``algorithm`` is searched with: the shared ones, and of the options
        only some algorithms take (a window, the registered algorithms' options), those it
        takes."""
        spec = get_algorithm(algorithm)
        takes = {*spec.options, *(["window"] if spec.window else [])}
        special = {*all_options(), "window"}
        return {k: v for k, v in self.options.items() if k not in special or k in takes}

    def run(
        self,
        each: Callable[[Iterable[str]], Iterator[str]] = iter,
        observe: Callable[[Stats], Any] | None = None,
    ) -> list[Outcome]:
        """Search with every algorithm, in order; ``each`` wraps the loop (e.g. progress)
        and ``observe`` is given each search's live counters as it starts (see
        :func:`~gamesearch.search.solve`). An algorithm that refuses the game or the options
        gets an outcome with the error and the next one runs. An interrupt stops the
        comparison without raising: the search it stopped keeps its partial result (as a
        limit's), the algorithms after it get an outcome saying they did not run."""
        self.outcomes = []
        for name in each(self.algorithms):
            try:
                result = solve(
                    self.game,
                    self.state,
                    name,
                    trace=True,
                    observe=observe,
                    **self.options_for(name),
                )
            except GameSearchError as error:
                self.outcomes.append(Outcome(name, None, str(error)))
            except SearchInterrupted as stop:
                self.outcomes.append(Outcome(name, stop.result))
                break
            else:
                self.outcomes.append(Outcome(name, result))
        for name in self.algorithms[len(self.outcomes) :]:
            self.outcomes.append(
                Outcome(name, None, "not run: the comparison was interrupted before it")
            )
        return self.outcomes

    def limits_text(self) -> str:
        """The limits each search has, in words: "each search stops at 100,000 nodes or
        10 s"; "each search runs to its end" without any."""
        budget, limit = self.options["node_budget"], self.options["time_limit"]
        said = [
            *([f"{budget:,} nodes"] if budget is not None else []),
            *([f"{limit:g} s"] if limit is not None else []),
        ]
        return (
            f"each search stops at {' or '.join(said)}" if said else "each search runs to its end"
        )

    def stopped(self) -> list[str]:
        """The algorithms whose search a limit or an interrupt stopped before its end."""
        return [
            o.algorithm for o in self.outcomes if o.result is not None and not o.result.complete
        ]

    def stop_note(self) -> str:
        """Which searches stopped before their end and what to pass to let them go
        further, in a sentence; "" if none did."""
        stopped = self.stopped()
        if not stopped:
            return ""
        limits = [
            argument(name, self.options[name]) for name in LIMITS if self.options[name] is not None
        ]
        further = (
            f"Each search's limits here are {' and '.join(limits)}: to let them finish, give "
            "Compare larger ones (None: no limit), or search a smaller position or depth."
            if limits
            else "To let them finish, search a smaller position or depth."
        )
        return (
            f"Stopped before the end: {', '.join(stopped)} (each row says why). Their value is "
            "unknown (—) or the last completed depth's, and their counts and traces go as far "
            f"as they got. {further}"
        )

    def cut_note(self) -> str:
        """What the players of a comparison leave out, in a sentence: which searches' traces
        stop before their search's end, and where; "" if none does."""
        cut = [
            o.algorithm
            for o in self.outcomes
            if o.result is not None and o.result.trace is not None and o.result.trace.truncated
        ]
        if not cut:
            return ""
        limit = self.options["trace_limit"]
        return (
            f"The step-by-step players show the first {limit:,} nodes of {', '.join(cut)}: "
            "the trace stops there (the last step says so), while the counts are the whole "
            "search's. Search a smaller position or depth to step through it all, or pass a "
            "larger trace_limit."
        )

    def rows(self) -> list[dict[str, Any]]:
        """One row per algorithm run: value, bound, principal variation and the counts,
        whether the search reached its end (``complete``) and, if not, why (``error``)."""
        rows = []
        for outcome in self.outcomes:
            row: dict[str, Any] = {"group": self.game.name, "algorithm": outcome.algorithm}
            result = outcome.result
            if result is None:
                rows.append({**row, "error": outcome.error})
                continue
            stats = result.stats
            counts = {key: getattr(stats, key) for key, _ in COUNTS if key != "passes"}
            rows.append(
                {
                    **row,
                    "value": result.value,
                    "bound": result.bound,
                    "pv": " ".join(self.game.format_move(m) for m in result.pv)
                    if result.value is not None  # a search stopped with no value proves no line
                    else "",
                    **counts,
                    "passes": len(stats.passes),
                    "seconds": result.seconds,
                    "complete": result.complete,
                    "error": result.message,
                }
            )
        return rows

"""Several algorithms on one position: the plain model behind the ``Compare`` widget.

:class:`CompareModel` runs each algorithm through :func:`gamesearch.search.solve` with the
same search options, traced, and turns the results into table rows (one per algorithm)
that :func:`gamesearch.views.plots.plot_counts` can draw. An algorithm that refuses the
options (say ``id-mtdf`` without a depth) gets a row with the error instead of counts.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from gamesearch.errors import GameSearchError
from gamesearch.games import get_game
from gamesearch.games.base import Game, Move, State
from gamesearch.search import DEFAULT_ALGORITHM, SearchResult, get_algorithm, solve
from gamesearch.search.algorithms import all_options

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


@dataclass
class Outcome:
    """One algorithm's search: its result, or why it could not run."""

    algorithm: str
    result: SearchResult | None
    error: str = ""


class CompareModel:
    """``algorithms`` searched on ``state`` (default: the start) of ``game`` with ``options``.

    ``options`` are :func:`~gamesearch.search.solve` keywords (``depth``, ``tt``,
    ``ordering``, ``window``, ``node_budget``, algorithm options…); an algorithm is given
    only the algorithm options it accepts. Nothing runs until :meth:`run`.
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
        self.options = {"trace_limit": TRACE_LIMIT, **options}
        self.outcomes: list[Outcome] = []

    def options_for(self, algorithm: str) -> dict[str, Any]:
        """The options ``algorithm`` is searched with: the shared ones, and of the options
        only some algorithms take (a window, the registered algorithms' options), those it
        takes."""
        spec = get_algorithm(algorithm)
        takes = {*spec.options, *(["window"] if spec.window else [])}
        special = {*all_options(), "window"}
        return {k: v for k, v in self.options.items() if k not in special or k in takes}

    def run(self, each: Callable[[Iterable[str]], Iterator[str]] = iter) -> list[Outcome]:
        """Search with every algorithm, in order; ``each`` wraps the loop (e.g. progress)."""
        self.outcomes = []
        for name in each(self.algorithms):
            try:
                result = solve(self.game, self.state, name, trace=True, **self.options_for(name))
            except GameSearchError as error:
                self.outcomes.append(Outcome(name, None, str(error)))
            else:
                self.outcomes.append(Outcome(name, result))
        return self.outcomes

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
        """One row per algorithm run: value, bound, principal variation and the counts."""
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
                    "pv": " ".join(self.game.format_move(m) for m in result.pv),
                    **counts,
                    "passes": len(stats.passes),
                    "seconds": result.seconds,
                    "error": result.message,
                }
            )
        return rows

"""What reading solution trees out of a trace costs (gamesearch.trace.proof).

Run: ``.venv/bin/python -m bench.proof``. For each search: the traced search's time, the
time to read its proofs (one per MTD(f) pass, or the root's of a null-window test), and the
trace's and the proofs' sizes. The largest are notebook 06's two 4 × 6 Reversi runs.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from typing import TypeVar

from gamesearch.games import get_game
from gamesearch.games.reversi import Reversi
from gamesearch.search import TracedResult, solve
from gamesearch.search.ttable import TranspositionTable
from gamesearch.text import show
from gamesearch.trace import SolutionTree, Trace, pass_solution_trees, solution_tree

T = TypeVar("T")


def timed(call: Callable[[], T]) -> tuple[T, float]:
    """(what ``call`` returns, its wall-clock seconds)."""
    began = time.perf_counter()
    result = call()
    return result, time.perf_counter() - began


def proofs_of(trace: Trace) -> list[SolutionTree]:
    """One proof per pass of an MT driver, or the root's of a null-window test."""
    return pass_solution_trees(trace) if trace.passes else [solution_tree(trace)]


def main() -> None:
    reversi = Reversi(4, 6, order="hiroi")

    def source_table() -> TranspositionTable:
        return TranspositionTable(
            store_if=lambda state: reversi.empty_count(state) >= 2, leaves="by-window"
        )

    searches: list[tuple[str, Callable[[], TracedResult]]] = [
        (
            "tic-tac-toe, nws γ = 1",
            lambda: solve(
                get_game("tictactoe"), algorithm="nws", gamma=1, ordering="natural", trace=True
            ),
        ),
        *(
            (
                f"4 × 6 Reversi, MTD(f) from {guess}",
                lambda guess=guess: solve(
                    reversi,
                    algorithm="mtdf",
                    first_guess=guess,
                    tt=source_table(),
                    ordering="natural",
                    trace=True,
                    trace_limit=400_000,
                ),
            )
            for guess in (16, 0)
        ),
    ]
    rows: list[list[object]] = []
    for name, search in searches:
        result, searched = timed(search)
        trace = result.trace
        proofs, seconds = timed(partial(proofs_of, trace))
        rows.append(
            [
                name,
                len(trace),
                f"{searched:.2f}",
                len(proofs),
                sum(len(p) for p in proofs),
                f"{seconds:.2f}",
            ]
        )
    show(["search", "trace nodes", "search s", "proofs", "proof nodes", "proofs s"], rows)


if __name__ == "__main__":
    main()

"""Evaluation granularity on 4 × 6 Reversi: iterative-deepening MTD(f) against iterative-
deepening PVS (both with a table) to depth 10 from the parallel start, every value times
k = 1, 4, 16 (Reversi's ``granularity``), for the disc-count and the positional evaluation.

The rows come from :func:`gamesearch.search.experiments.granularity_rows`, which the course
calls too. Run with ``python -m bench`` or
``python -c "from bench import granularity; granularity.main()"``. Prints a table; asserts
nothing.
"""

from __future__ import annotations

from functools import partial

from bench.search import row, timed
from gamesearch.search.experiments import granularity_rows


def main(depth: int = 10) -> None:
    print(f"\nEvaluation granularity, 4 × 6 Reversi (parallel start), depth 1 … {depth}")
    print("(id-mtdf, first guess 0, against id-PVS; both with a table; tracing off)")
    row("evaluation, granularity", "value", "MTD passes", "MTD evals", "PVS evals", "seconds")
    for evaluation in ("discs", "positional"):
        seconds, rows = timed(partial(granularity_rows, depth=depth, evaluation=evaluation))
        for r in rows:
            row(
                f"{evaluation}, × {r.granularity}",
                r.value,
                r.mtdf_passes,
                f"{r.mtdf_evaluations:,}",
                f"{r.pvs_evaluations:,}",
                f"{seconds / len(rows):.2f}",
            )
    print(
        "  scaling every value by k changes no pass: a fail-soft pass's bound is a multiple"
        " of k too; a finer evaluation (positional) is what costs MTD(f) passes"
    )


if __name__ == "__main__":
    main()

"""Enhanced transposition cutoffs (ETC, Plaat, Schaeffer, Pijls & de Bruin 1996): leaves and
nodes with and without ``etc=True``, on 4 × 6 Reversi (to the end) and Kalah (depth-limited).

**Against what.** Each count is also given as a fraction of an estimate of the *minimal
graph*, :func:`gamesearch.search.experiments.minimal_graph_leaves` (its module says how).

Run with ``python -m bench`` or ``python -c "from bench import etc; etc.main()"``. Prints
tables; asserts nothing.
"""

from __future__ import annotations

from typing import Any

from bench.search import row
from gamesearch.search.experiments import etc_rows

#: (label, algorithm, options); the depth is the game's, but iterative deepening's below.
CONFIGURATIONS: tuple[tuple[str, str, dict[str, Any]], ...] = (
    ("alpha-beta + TT", "alphabeta", {"tt": True}),
    ("NegaScout + TT", "negascout", {"tt": True}),
    ("MTD(f)", "mtdf", {}),
)
#: (game preset, start, depth: None is to the end; id-mtdf deepens to ``id_depth``).
GAMES: tuple[tuple[str, str, int | None, int], ...] = (
    ("reversi-4x6", "standard", None, 24),
    ("reversi-4x6", "parallel", None, 24),
    ("kalah", "standard", 7, 7),
)


def main() -> None:
    print("\nEnhanced transposition cutoffs (etc=True): leaves and nodes, tracing off")
    print("(minimal: leaves of a best-first alpha-beta with a table; see search/experiments.py)")
    row("configuration", "etc", "value", "leaves", "/ minimal", "nodes", "etc cuts", "seconds")
    for name, start, depth, id_depth in GAMES:
        deepening = ("iterative-deepening MTD(f)", "id-mtdf", {"depth": id_depth})
        rows = etc_rows([(name, start, depth)], [*CONFIGURATIONS, deepening])
        shown = "to the end" if depth is None else f"depth {depth}"
        print(f"  {name}, {start} start, {shown}: minimal graph ≈ {rows[0].minimal:,} leaves")
        for r in rows:
            row(
                r.label,
                "on" if r.etc else "off",
                r.value,
                f"{r.leaves:,}",
                f"{r.leaves / r.minimal:.2f}",
                f"{r.nodes:,}",
                f"{r.etc_cutoffs:,}",
                f"{r.seconds:.2f}",
            )


if __name__ == "__main__":
    main()

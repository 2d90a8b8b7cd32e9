"""Enhanced transposition cutoffs (ETC, Plaat, Schaeffer, Pijls & de Bruin 1996): leaves and
nodes with and without ``etc=True``, on 4 × 6 Reversi (to the end) and Kalah (depth-limited).

**Against what.** Each count is also given as a fraction of an estimate of the *minimal
graph*, :func:`gamesearch.search.experiments.minimal_graph_leaves` (its module says how).

Run with ``python -m bench`` or ``python -c "from bench import etc; etc.main()"``. Prints
tables; asserts nothing.
"""

from __future__ import annotations

from bench.search import row, timed
from gamesearch.games import get_game
from gamesearch.search import solve
from gamesearch.search.experiments import minimal_graph_leaves

#: (label, algorithm, options); the depth is the game's.
CONFIGURATIONS = (
    ("alpha-beta + TT", "alphabeta", {"tt": True}),
    ("NegaScout + TT", "negascout", {"tt": True}),
    ("MTD(f)", "mtdf", {}),
    ("iterative-deepening MTD(f)", "id-mtdf", {}),
)
#: (game preset, start, depth: None is to the end; id-mtdf deepens to ``id_depth``).
GAMES = (
    ("reversi-4x6", "standard", None, 24),
    ("reversi-4x6", "parallel", None, 24),
    ("kalah", "standard", 7, 7),
)


def main() -> None:
    print("\nEnhanced transposition cutoffs (etc=True): leaves and nodes, tracing off")
    print("(minimal: leaves of a best-first alpha-beta with a table; see bench/etc.py)")
    row("configuration", "etc", "value", "leaves", "/ minimal", "nodes", "etc cuts", "seconds")
    for name, start, depth, id_depth in GAMES:
        game = get_game(name)
        minimal = minimal_graph_leaves(game, start, depth)
        shown = "to the end" if depth is None else f"depth {depth}"
        print(f"  {name}, {start} start, {shown}: minimal graph ≈ {minimal:,} leaves")
        for label, algorithm, options in CONFIGURATIONS:
            d = id_depth if algorithm == "id-mtdf" else depth
            for etc in (False, True):
                seconds, result = timed(
                    lambda g=game, s=start, a=algorithm, o=options, d=d, e=etc: solve(
                        g, start=s, algorithm=a, depth=d, etc=e, **o
                    )
                )
                s = result.stats
                row(
                    label,
                    "on" if etc else "off",
                    result.value,
                    f"{s.evaluations:,}",
                    f"{s.evaluations / minimal:.2f}",
                    f"{s.nodes:,}",
                    f"{s.etc_cutoffs:,}",
                    f"{seconds:.2f}",
                )


if __name__ == "__main__":
    main()

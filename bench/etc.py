"""Enhanced transposition cutoffs (ETC, Plaat, Schaeffer, Pijls & de Bruin 1996): leaves and
nodes with and without ``etc=True``, on 4 × 6 Reversi (to the end) and Kalah (depth-limited).

**Against what.** Each count is also given as a fraction of an estimate of the *minimal
graph*: the leaves an alpha-beta search evaluates when the best move is always tried first.
For an explicit tree the project computes the minimal tree exactly
(:mod:`gamesearch.games.minimal_tree`); for a game it cannot enumerate the solution trees,
so it measures the leaves of a (nearly) perfectly ordered search instead, chosen this way:
a fail-soft alpha-beta with the full window and a table runs once; its table's best moves
(and only its moves: every bound is dropped, so no entry answers a probe and no leaf is
skipped for free) are then tried first by a second such search, whose moves order a third,
and so on while the leaf count falls. The least count is the reference. It is an estimate
from above: a fail-low node names no best move (any order does there), and the table makes
it a graph (a transposed position is searched once), which is what the algorithms with a
table search too. A fraction below 1 is therefore possible only through what a plain
alpha-beta cannot use: null windows (MTD(f) proves the value by bound tests) and ETC.

Run with ``python -m bench`` or ``python -c "from bench import etc; etc.main()"``. Prints
tables; asserts nothing.
"""

from __future__ import annotations

from bench.search import row, timed
from gamesearch.games import get_game
from gamesearch.search import TranspositionTable, solve
from gamesearch.search.ttable import Entry

INF = float("inf")

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


def moves_only(table: TranspositionTable) -> TranspositionTable:
    """A table holding only ``table``'s best moves: no bound, so it answers nothing."""
    return TranspositionTable(
        entries={
            key: Entry(-INF, INF, entry.depth, entry.move)
            for key, entry in table.entries.items()
            if entry.move is not None
        }
    )


def minimal_graph_leaves(game, start: str, depth: int | None, rounds: int = 4) -> int:
    """The leaves of a best-first-ordered alpha-beta search (see the module docstring)."""
    best, table = INF, TranspositionTable()
    for _ in range(rounds):
        result = solve(game, start=start, algorithm="alphabeta-failsoft", depth=depth, tt=table)
        if result.stats.evaluations >= best:
            break
        best = result.stats.evaluations
        table = moves_only(table)
    return int(best)


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

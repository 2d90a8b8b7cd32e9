"""The MT family on 4 × 6 Reversi and Kalah: leaves and passes of each driver.

Run with ``python -m bench.mt_family``. Each driver searches the start position by iterative
deepening to the given depth, one table shared by all iterations, the default move ordering
(``best``: the table's move, then mobility); MTD(f) and MTD(step) guess each depth's value
from the last depth's. The reference is NegaScout with an aspiration window of ± 2 around the
last depth's value, as in Plaat et al. (1996): see
:func:`gamesearch.search.experiments.mt_family_rows`. Prints a table; asserts nothing.
"""

from __future__ import annotations

from gamesearch.games import get_game
from gamesearch.games.reversi import Reversi
from gamesearch.search.experiments import mt_family_rows
from gamesearch.text import table


def main() -> None:
    rows = mt_family_rows([(Reversi(4, 6, order="hiroi"), 10), (get_game("kalah"), 8)])
    base = {r.game: r.leaves for r in rows if r.algorithm == "aspiration-negascout"}
    header = ["game", "depth", "algorithm", "value", "leaves", "vs NegaScout", "passes"]
    cells = []
    for r in rows:
        share = f"{100 * r.leaves / base[r.game]:.0f} %"
        cells.append([r.game, r.depth, r.algorithm, r.value, r.leaves, share, r.passes or ""])
    print(table(cells, header, rule=True))


if __name__ == "__main__":
    main()

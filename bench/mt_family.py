"""The MT family on 4 × 6 Reversi and Kalah: leaves and passes of each driver.

Run with ``python -m bench.mt_family``. Each driver searches the start position by iterative
deepening to the given depth, one table shared by all iterations, the default move ordering
(``best``: the table's move, then mobility); MTD(f) and MTD(step) guess each depth's value
from the last depth's. The reference is NegaScout with an aspiration window of ± ``delta``
around the last depth's value (re-searched with the failed side open when it fails), as in
Plaat et al. (1996). Prints a table; asserts nothing.
"""

from __future__ import annotations

from gamesearch.games import get_game
from gamesearch.games.reversi import Reversi
from gamesearch.search import TranspositionTable, solve
from gamesearch.text import table

INF = float("inf")
DRIVERS = ("mtdf", "mtd-step", "mtd-bi", "sss", "dual")


def deepen(game, algorithm: str, depth: int, delta: int = 2, **options) -> tuple[float, int, int]:
    """(value, leaves, passes) of ``algorithm`` deepened 1, 2, …, ``depth`` on one table."""
    tt, guess, leaves, passes = TranspositionTable(), 0, 0, 0
    for d in range(1, depth + 1):
        if algorithm == "aspiration-negascout":
            window = (guess - delta, guess + delta)
            while True:
                result = solve(game, algorithm="negascout", depth=d, tt=tt, window=window)
                leaves += result.stats.evaluations
                if result.bound == "exact":
                    break
                window = (-INF, window[1]) if result.bound == "upper" else (window[0], INF)
        else:
            if algorithm in ("mtdf", "mtd-step"):
                options["first_guess"] = guess
            result = solve(game, algorithm=algorithm, depth=d, tt=tt, **options)
            leaves += result.stats.evaluations
            passes += len(result.stats.passes)
        guess = result.value
    return guess, leaves, passes


def measure(games=None) -> list[list]:
    """One row per game and algorithm: the value, leaves, leaves against aspiration
    NegaScout, passes, passes per iteration."""
    games = games or [(Reversi(4, 6, order="hiroi"), 10), (get_game("kalah"), 8)]
    rows = []
    for game, depth in games:
        truth, base, _ = deepen(game, "aspiration-negascout", depth)
        rows.append([game.name, depth, "aspiration-negascout", truth, base, "100 %", "", ""])
        for name in DRIVERS:
            value, leaves, passes = deepen(
                game, name, depth, **({"step": 4} if name == "mtd-step" else {})
            )
            share = f"{100 * leaves / base:.0f} %"
            per = round(passes / depth, 1)
            rows.append([game.name, depth, name, value, leaves, share, passes, per])
    return rows


def main() -> None:
    header = [
        "game",
        "depth",
        "algorithm",
        "value",
        "leaves",
        "vs NegaScout",
        "passes",
        "per iteration",
    ]
    print(table(measure(), header, rule=True))


if __name__ == "__main__":
    main()

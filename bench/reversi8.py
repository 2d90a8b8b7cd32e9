"""8 × 8 Reversi: nodes and time against depth from the start, and endgame solves.

OpenSpiel's ``alpha_beta_search`` and easyAI's ``Negamax`` are not dependencies of the
project; the rows comparing with them are skipped (with a note) when they are not installed.
"""

from __future__ import annotations

import importlib.util
import random

from bench.search import row, timed
from gamesearch.games import get_game
from gamesearch.search import solve


def endgame(game, empties: int, seed: int = 1):
    """A position with ``empties`` empty squares, reached by random moves from the start."""
    rng = random.Random(seed)
    size = game.rows * game.cols
    while True:
        state = game.initial_state()
        while size - state_discs(state) > empties and game.legal_moves(state):
            state = game.apply(state, rng.choice(game.legal_moves(state)))
        if size - state_discs(state) == empties and not game.is_terminal(state):
            return state


def state_discs(state) -> int:
    return (state.black | state.white).bit_count()


def bench_reversi8(deepest: int = 10) -> None:
    game = get_game("reversi-8x8")
    print("\n8 × 8 Reversi from the start, MTD(f) with a table (tracing off)")
    row("depth", "value", "nodes", "seconds", "growth/ply")
    previous = None
    for depth in range(4, deepest + 1):
        seconds, result = timed(lambda d=depth: solve(game, algorithm="mtdf", depth=d))
        nodes = result.stats.nodes
        growth = f"{nodes / previous:.2f}" if previous else "-"
        row(str(depth), result.value, f"{nodes:,}", f"{seconds:.2f}", growth)
        previous = nodes
    print("\n8 × 8 Reversi endgames solved to the end (random play to the position)")
    row("empties", "value", "nodes", "seconds")
    for empties in (16, 18):
        state = endgame(game, empties)
        seconds, result = timed(lambda s=state: solve(game, s, "mtdf"))
        row(str(empties), result.value, f"{result.stats.nodes:,}", f"{seconds:.2f}")
    missing = [m for m in ("pyspiel", "easyAI") if importlib.util.find_spec(m) is None]
    if missing:
        print(f"  (comparison with OpenSpiel / easyAI skipped: {', '.join(missing)} not installed)")

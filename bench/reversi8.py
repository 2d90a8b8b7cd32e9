"""8 × 8 Reversi: nodes and time against depth from the start, and endgame solves.

The same search against OpenSpiel's ``alpha_beta_search`` (Python search over OpenSpiel's C++
Othello) and easyAI's ``Negamax`` (its Reversi example), at depths 6 and 8 from the start: each
plain depth-limited alpha-beta with the disc difference as evaluation, moves in each library's
own order, no table, so the root values agree and the times compare like for like. They are
not dependencies of the project: ``make bench`` installs them (``pip install -e '.[bench]'``);
without them their rows are skipped with a note.
"""

from __future__ import annotations

import importlib.util
import random
from collections.abc import Callable
from functools import partial

from bench.search import row, timed
from gamesearch.games import get_game
from gamesearch.games.reversi import Reversi, ReversiState
from gamesearch.search import solve


def endgame(game: Reversi, empties: int, seed: int = 1) -> ReversiState:
    """A position with ``empties`` empty squares, reached by random moves from the start."""
    rng = random.Random(seed)
    while True:
        state = game.initial_state()
        while game.empty_count(state) > empties and game.legal_moves(state):
            state = game.apply(state, rng.choice(game.legal_moves(state)))
        if game.empty_count(state) == empties and not game.is_terminal(state):
            return state


def bench_reversi8(deepest: int = 10) -> None:
    game = Reversi(8, 8)
    print("\n8 × 8 Reversi from the start, MTD(f) with a table (tracing off)")
    row("depth", "value", "nodes", "seconds", "growth/ply")
    previous: int | None = None
    for depth in range(4, deepest + 1):
        seconds, result = timed(partial(solve, game, algorithm="mtdf", depth=depth))
        nodes = result.stats.nodes
        growth = f"{nodes / previous:.2f}" if previous else "-"
        row(str(depth), result.value, f"{nodes:,}", f"{seconds:.2f}", growth)
        previous = nodes
    print("\n8 × 8 Reversi endgames solved to the end (random play to the position)")
    row("empties", "value", "nodes", "seconds")
    for empties in (16, 18):
        state = endgame(game, empties)
        seconds, result = timed(partial(solve, game, state, "mtdf", depth=None))
        row(str(empties), result.value, f"{result.stats.nodes:,}", f"{seconds:.2f}")
    compare_with_libraries()


def openspiel_search(depth: int) -> float:
    """OpenSpiel's alpha_beta_search on its Othello from the start, discs as evaluation."""
    import pyspiel
    from open_spiel.python.algorithms.minimax import alpha_beta_search

    def discs(state: object) -> int:  # Black's discs less White's, read off the board's rows
        rows = "".join(line[2:-2] for line in str(state).splitlines() if line[:1].isdigit())
        return rows.count("x") - rows.count("o")

    game = pyspiel.load_game("othello")
    value: float = alpha_beta_search(
        game, value_function=discs, maximum_depth=depth, maximizing_player_id=0
    )[0]
    return value


def easyai_search(depth: int) -> float:
    """easyAI's Negamax (alpha-beta) on its Reversi example, discs as evaluation."""
    import numpy as np
    from easyAI import AI_Player, Negamax
    from easyAI.games.Reversi import Reversi as EasyReversi

    class Discs(EasyReversi):
        def scoring(self) -> int:
            board = self.board
            return int(np.sum(board == self.current_player) - np.sum(board == self.opponent_index))

    ai = Negamax(depth)
    ai(Discs([AI_Player(ai), AI_Player(ai)]))
    value: float = ai.alpha
    return value


def compare_with_libraries(depths: tuple[int, ...] = (6, 8)) -> None:
    print("\n8 × 8 Reversi from the start: the same alpha-beta in other Python libraries")
    print("(disc difference at the depth limit, no table, each library's own move order)")
    row("search", "depth", "value", "seconds", "ours / theirs")
    game = get_game("reversi-8x8")
    others: dict[str, tuple[str, Callable[[int], float]]] = {
        "OpenSpiel alpha_beta_search": ("pyspiel", openspiel_search),
        "easyAI Negamax": ("easyAI", easyai_search),
    }
    for depth in depths:
        ours, result = timed(
            partial(
                solve,
                game,
                algorithm="alphabeta-failsoft",
                depth=depth,
                ordering="natural",
                tt=False,
            )
        )
        row("gamesearch alphabeta-failsoft", str(depth), result.value, f"{ours:.3f}", "")
        for name, (module, search) in others.items():
            if importlib.util.find_spec(module) is None:
                print(f"  ({name} skipped: {module} is not installed; make bench installs it)")
                continue
            theirs, value = timed(partial(search, depth))
            row(name, str(depth), value, f"{theirs:.3f}", f"{ours / theirs:.2f}×")

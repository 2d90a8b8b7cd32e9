"""Traced searches that between them show every kind of event the player steps through, and
every kind of board: drawn from cells (tic-tac-toe, Kalah, Reversi) or the game's own
picture (a student's Nim)."""

import sys
from pathlib import Path

from gamesearch.games.kalah import Kalah
from gamesearch.games.trees import HIROI_TREE, PI_TREE
from gamesearch.search import solve

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games"))
from nim import Nim

SEARCHES = {
    "negascout": lambda: solve(HIROI_TREE, algorithm="negascout", scout_first=True, trace=True),
    "mtdf": lambda: solve(HIROI_TREE, algorithm="mtdf", trace=True),
    "scout": lambda: solve(PI_TREE, algorithm="scout", trace=True),
    "nws": lambda: solve(PI_TREE, algorithm="nws", gamma=4, trace=True),
    "tictactoe-table": lambda: solve(
        "tictactoe", moves="a1 b2", algorithm="negascout", tt=True, trace=True
    ),
    "kalah-extra-turn": lambda: solve(
        Kalah(pits=3, stones=2), algorithm="alphabeta", depth=3, extra_turn="simplified", trace=True
    ),
    "reversi": lambda: solve("reversi-4x4", algorithm="alphabeta", depth=2, trace=True),
    "nim": lambda: solve(Nim(heaps=(1, 2)), algorithm="negamax", trace=True),
    "budget-stopped": lambda: solve(PI_TREE, algorithm="negascout", node_budget=10, trace=True),
}

"""Perft: how many move sequences (a pass is a move) and how many distinct positions each
depth from a start reaches, as python-chess checks its move generator.

The counts were taken with the move generation as it stood before it was rewritten for
speed (issue 33), and the 8 × 8 standard column is the published Othello
perft (OEIS A124004: 4, 12, 56, 244, 1396, 8200, 55092). Any change to legal_moves or apply
that loses, adds or changes one position in these trees changes a count.
"""

from __future__ import annotations

import pytest

from gamesearch.games.reversi import Reversi, ReversiState

#: (rows, cols, start) -> {depth: (move sequences, distinct positions)}.
PERFT = {
    (4, 4, "standard"): {4: (128, 120), 8: (9116, 5794), 10: (36528, 14340)},
    (4, 4, "parallel"): {4: (138, 130), 8: (9190, 5679), 10: (37576, 14763)},
    (4, 6, "standard"): {2: (12, 12), 4: (180, 172), 6: (3338, 2854), 7: (15418, 11500)},
    (4, 6, "parallel"): {2: (14, 14), 4: (220, 208), 6: (4034, 3354), 7: (18276, 13144)},
    (6, 6, "standard"): {4: (244, 236), 6: (7604, 6528), 7: (47740, 36294)},
    (6, 6, "parallel"): {4: (292, 280), 6: (9020, 7384), 7: (55610, 39650)},
    (8, 8, "standard"): {1: (4, 4), 3: (56, 54), 5: (1396, 1288), 6: (8200, 7092)},
    (8, 8, "parallel"): {1: (4, 4), 3: (68, 66), 5: (1690, 1506), 6: (9696, 8018)},
}


def perft(game: Reversi, state: ReversiState, depth: int) -> int:
    """The number of move sequences of ``depth`` moves from ``state``."""
    if depth == 0:
        return 1
    return sum(perft(game, game.apply(state, move), depth - 1) for move in game.legal_moves(state))


def positions_at(game: Reversi, start: str, depth: int) -> set[ReversiState]:
    """The distinct positions ``depth`` moves from the start."""
    level = {game.initial_state(start)}
    for _ in range(depth):
        level = {game.apply(state, move) for state in level for move in game.legal_moves(state)}
    return level


@pytest.mark.parametrize(("rows", "cols", "start"), list(PERFT))
def test_perft_counts_from_the_start(rows, cols, start):
    game = Reversi(rows, cols)
    measured = {
        depth: (
            perft(game, game.initial_state(start), depth),
            len(positions_at(game, start, depth)),
        )
        for depth in PERFT[rows, cols, start]
    }
    assert measured == PERFT[rows, cols, start]


def test_the_order_changes_no_count():
    """The source's fixed order lists the same moves, so the same trees."""
    natural, hiroi = Reversi(4, 6), Reversi(4, 6, order="hiroi")
    for start in natural.starts:
        assert perft(hiroi, hiroi.initial_state(start), 6) == PERFT[4, 6, start][6][0]
        assert positions_at(hiroi, start, 6) == {
            state._replace(game=hiroi) for state in positions_at(natural, start, 6)
        }

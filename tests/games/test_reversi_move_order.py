"""The fast move listing gives the moves in exactly the order a plain scan gives them."""

import random

import pytest

from gamesearch.games import reversi
from gamesearch.games.reversi import HIROI_ORDER, Reversi


def listed_by_scan(game, state):
    """The readable reference: every square in the move order, kept if it is a placement."""
    p, o = (state.white, state.black) if state.player else (state.black, state.white)
    placements = game._placements(p, o)
    names = [game.format_move(sq) for sq in range(game.rows * game.cols)]
    order = [names.index(n) for n in HIROI_ORDER] if game.order == "hiroi" else range(len(names))
    return tuple(sq for sq in order if placements >> sq & 1)


@pytest.mark.parametrize("memo", [reversi.LISTED_MEMO, 3])
@pytest.mark.parametrize(
    "game", [Reversi(4, 6, order="hiroi"), Reversi(4, 6), Reversi(6, 6), Reversi(8, 8)]
)
def test_moves_come_in_the_order_a_scan_gives(game, memo, monkeypatch):
    """Listed afresh or remembered (a memo of 3 lists is cleared over and over)."""
    monkeypatch.setattr(reversi, "LISTED_MEMO", memo)
    rng = random.Random(5)
    seen = 0
    for _ in range(40):
        state = game.initial_state()
        while not game.is_terminal(state):
            moves = game.legal_moves(state)
            if moves[0] >= 0:
                assert moves == listed_by_scan(game, state)
                seen += 1
            state = game.apply(state, rng.choice(moves))
    assert seen > 500

"""Move ordering: what each policy puts first, and where it does not measure children."""

from gamesearch.games import get_game
from gamesearch.search import Ordering


def test_the_last_ply_is_not_sorted_by_measuring_children():
    game = get_game("reversi-8x8")
    state = game.play_line(game.initial_state(), "d3 c5")
    moves = game.legal_moves(state)
    best = Ordering.named("best")
    hint = moves[-1]
    ordered, children = best.order(game, state, moves, 1, hint, 3)
    assert children is None
    assert list(ordered) == [hint, *moves[:-1]]  # the table's move, then the game's order
    ordered, children = best.order(game, state, moves, 2, hint, 3)
    assert children is not None and set(children) == set(moves[:-1])
    mobility = [game.mobility(children[m]) for m in ordered[1:]]
    assert mobility == sorted(mobility)

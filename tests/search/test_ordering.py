"""Move ordering: what each policy puts first, and where it does not measure children."""

import random

import pytest

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
    assert ordered[0] == hint and children == {}  # nothing measured before it is needed
    mobility = [game.mobility(children[m]) for m in ordered[1:]]
    assert set(children) == set(moves[:-1])
    assert mobility == sorted(mobility)


def reference_order(ordering, game, state, moves, hint):
    """The readable rule: the table's move first, then the rest by fewest replies (stable)."""
    front = [hint] if "tt" in ordering.components and hint in moves else []
    rest = [m for m in moves if m not in front]
    if "mobility" in ordering.components:
        me = game.to_move(state)

        def replies(m):
            child = game.apply(state, m)
            return -game.mobility(child) if game.to_move(child) == me else game.mobility(child)

        rest.sort(key=replies)
    return front + rest


@pytest.mark.parametrize("name", ["best", "mobility", "tt"])
def test_the_promoted_moves_come_first_and_the_rest_sorted_when_reached(name):
    """The sequence the search iterates (promoted moves at once, the rest sorted lazily)
    is exactly the readable order, whether it is iterated, indexed or sliced."""
    game = get_game("reversi-6x6")
    rng = random.Random(3)
    checked = 0
    for _ in range(30):
        state = game.initial_state()
        while not game.is_terminal(state):
            moves = game.legal_moves(state)
            hint = rng.choice(moves)
            expected = reference_order(Ordering.named(name), game, state, moves, hint)
            ordered, _ = Ordering.named(name).order(game, state, moves, 3, hint, 1)
            assert list(ordered) == expected and len(ordered) == len(expected)
            ordered, _ = Ordering.named(name).order(game, state, moves, 3, hint, 1)
            assert ordered[0] == expected[0] and list(ordered[1:]) == expected[1:]
            checked += len(moves) > 2
            state = game.apply(state, rng.choice(moves))
    assert checked > 100


def test_the_lazy_order_searches_exactly_as_sorting_at_once():
    """Counts and values of a search with the default ordering are those of the same
    search whose ordering sorts every node at once (the readable rule)."""
    from gamesearch.search import solve

    game = get_game("reversi-4x4")
    lazy = solve(game, algorithm="mtdf", ordering="best")
    eager = Ordering.named("best")
    original = eager.order

    def at_once(*args):
        ordered, children = original(*args)
        return list(ordered), children

    eager.order = at_once
    sorted_at_once = solve(game, algorithm="mtdf", ordering=eager)
    assert (lazy.value, lazy.pv) == (sorted_at_once.value, sorted_at_once.pv)
    assert lazy.stats == sorted_at_once.stats

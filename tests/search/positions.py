"""Random positions for the search tests: ``plies`` random legal moves from a start."""

import random


def random_position(game, plies, seed, any_start=False):
    """The position after up to ``plies`` random moves (seeded) from the game's start, or
    from one of its named starts chosen at random when ``any_start``."""
    rng = random.Random(seed)
    state = game.initial_state(rng.choice(game.starts) if any_start else None)
    for _ in range(plies):
        moves = game.legal_moves(state)
        if not moves:
            break
        state = game.apply(state, rng.choice(moves))
    return state

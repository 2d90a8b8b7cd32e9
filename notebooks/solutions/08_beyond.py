"""Solutions to the exercises of notebook 08 (beyond the sources).

Load them into a cell with ``%load solutions/08_beyond.py``, or run them with
``%run -i solutions/08_beyond.py``.
"""

import random

from gamesearch.games.reversi import Reversi
from gamesearch.search import solve

INF = float("inf")


# Exercise 1: iterative deepening with aspiration windows.
def deepen(search, max_depth, delta):
    value = search(1, -INF, INF)  # no estimate yet: the full window
    for depth in range(2, max_depth + 1):
        alpha, beta = value - delta, value + delta
        value = search(depth, alpha, beta)
        if value <= alpha:  # fail-low: the value is at most `value`; open the low side
            value = search(depth, -INF, beta)
        elif value >= beta:  # fail-high: open the high side
            value = search(depth, alpha, INF)
    return value


# Exercise 2: playouts that take a corner whenever they can.
def corner_playout_player(game, playouts, seed):
    rng = random.Random(seed)
    state0 = game.initial_state()
    corners = {game.parse_move(state0, square) for square in ("a1", "f1", "a4", "f4")}

    def policy(moves):
        taken = [m for m in moves if m in corners]
        return rng.choice(taken or moves)

    def choose(state):
        me = game.to_move(state)
        best, best_total = None, -INF
        for move in game.legal_moves(state):
            total = 0
            for _ in range(playouts):
                s = game.apply(state, move)
                while not game.is_terminal(s):
                    s = game.apply(s, policy(game.legal_moves(s)))
                score = game.score(s)
                total += score if game.to_move(s) == me else -score
            if total > best_total:
                best, best_total = move, total
        return best

    return choose


def measure_corner_player(depth=4, playouts=50):
    """The corner-first player's final disc differences against NegaScout on 4 x 6 Reversi,
    four games as Black and four as White, as in section 3."""
    game = Reversi(4, 6)

    def search(state):
        return solve(game, state, algorithm="negascout", depth=depth).best_move

    def final_score(black, white):  # the final score for Black
        state = game.initial_state()
        while not game.is_terminal(state):
            state = game.apply(state, (black if game.to_move(state) == 0 else white)(state))
        score = game.score(state)
        return score if game.to_move(state) == 0 else -score

    scores = []
    for seed in range(4):
        scores.append(final_score(corner_playout_player(game, playouts, seed), search))
        scores.append(-final_score(search, corner_playout_player(game, playouts, seed)))
    return scores


# With 50 playouts the corner-first player wins 4 of the 8 games against depth 4 (the uniform
# playouts won 2): every win as Black. As White it still loses every game, by the same score:
# the search engine plays the same moves each time, and the playouts do not see far enough
# to find another way. One piece of knowledge in the playouts is worth a lot; knowledge in the
# tree (Monte Carlo tree search) is the next step.


# Exercise 3: tic-tac-toe. Its nine squares are filled in every order, so one search meets the
# same position through many move orders, and a child's entry often refutes a node before any
# child is searched (about a tenth of MTD(f)'s leaves saved). Kalah's sowing rarely transposes
# within 5 plies (well under 1 %).
gains_more = "tictactoe"


if __name__ == "__main__":  # run in the notebook (%load, %run -i): the checks again
    from IPython.display import display

    from gamesearch.exercises.mtdf import check_aspiration

    display(check_aspiration(deepen))
    # The notebook's own checkers (each prints its verdict), defined by its cells:
    if "check_etc_prediction" in globals():
        check_etc_prediction(gains_more)
    else:
        print(
            "The notebook's cells define check_etc_prediction: run the notebook from the "
            "top, then this cell again."
        )

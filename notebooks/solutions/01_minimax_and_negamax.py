"""Solutions to the exercises of notebook 01 (minimax and negamax).

Load them into a cell with ``%load solutions/01_minimax_and_negamax.py``, or run them with
``%run -i solutions/01_minimax_and_negamax.py``.
"""

import math


# Exercise 1: minimax in max/min form, the value for MAX.
def minimax(node):
    if node.is_leaf:
        return node.value
    values = [minimax(child) for child in node.children]
    return max(values) if node.maximizing else min(values)


# Exercise 2: negamax, the value for the player to move.
def negamax(node):
    if node.is_leaf:
        return node.score
    return max(-negamax(child) for child in node.children)


# Exercise 3: negamax that negates only when the turn passes to the opponent.
def negamax_turns(game, state, depth):
    if depth == 0 or game.is_terminal(state):
        return game.evaluate(state)
    me = game.to_move(state)
    best = -math.inf
    for move in game.legal_moves(state):
        child = game.apply(state, move)
        if game.to_move(child) == me:  # an extra turn: same player, same depth, no sign flip
            value = negamax_turns(game, child, depth)
        else:
            value = -negamax_turns(game, child, depth - 1)
        best = max(best, value)
    return best


# Exercise 4: 1 + 3 + 9 + 27 + 81 = 121 nodes, of which the 3^4 = 81 at depth 4 are leaves.
nodes_predicted, leaves_predicted = 121, 81


if __name__ == "__main__":  # run in the notebook (%load, %run -i): the checks again
    from IPython.display import display

    from gamesearch.exercises.basics import check_minimax, check_negamax

    display(check_minimax(minimax))
    display(check_negamax(negamax))
    # The notebook's own checkers (each prints its verdict), defined by its cells:
    if "check_turns" in globals() and "check_prediction" in globals():
        check_turns(negamax_turns)
        check_prediction(nodes_predicted, leaves_predicted)
    else:
        print(
            "The notebook's cells define check_turns and check_prediction: run the "
            "notebook from the top, then this cell again."
        )

"""Solutions to the exercises of notebook 06 (MTD(f)).

Load them into a cell with ``%load solutions/06_mtdf.py``, or run them with
``%run -i solutions/06_mtdf.py``.
"""

INF = float("inf")


# Exercise 1: the MTD(f) driver. test(gamma) searches with the null window (gamma - 1, gamma).
def mtdf(test, first_guess):
    g = first_guess
    lower, upper = -INF, INF
    while lower < upper:
        gamma = g + 1 if g == lower else g  # after a fail-high ask one more; else ask g itself
        g = test(gamma)
        if g < gamma:
            upper = g  # fail-low: the value is at most g
        else:
            lower = g  # fail-high: the value is at least g
    return g


# Exercise 2: iterative deepening, each depth starting from the value of the depth before.
def id_mtdf(search, max_depth):
    guess = 0
    for depth in range(1, max_depth + 1):
        guess = search(depth, guess)
    return guess


# Exercise 3: a shallow search's value as the first guess of MTD(f) to the end.
def shallow_guesses(depths=(2, 4, 6)):
    from gamesearch.games.reversi import Reversi
    from gamesearch.search import solve
    from gamesearch.search.ttable import TranspositionTable

    reversi = Reversi(4, 6, order="hiroi")
    position = reversi.play_line(reversi.initial_state(), "c1 b1 b2 d1 e4 b3")
    for depth in depths:
        shallow = solve(
            reversi, position, "alphabeta-failsoft", depth=depth, tt=True, ordering="natural"
        )
        table = TranspositionTable(  # the source's table, as in the notebook's source_table()
            store_if=lambda state: reversi.empty_count(state) >= 2, leaves="by-window"
        )
        deep = solve(
            reversi, position, "mtdf", first_guess=shallow.value, tt=table, ordering="natural"
        )
        total = shallow.stats.evaluations + deep.stats.evaluations
        print(
            f"depth {depth}: guess {shallow.value:3}, {shallow.stats.evaluations} + "
            f"{deep.stats.evaluations} = {total} evaluations, {len(deep.stats.passes)} passes"
        )


# Depth 2 guesses -6, depth 4 guesses -2, depth 6 guesses 0, for a value of 10: no better than
# the guess 0, so the total (1 387, 1 401, 1 571) is more than MTD(f) from 0 (1 357). The
# disc difference a few moves ahead says little about the final disc difference in Reversi:
# discs flip back and forth until the end. A guess is only as good as the evaluation behind
# it; with a depth limit and a sound evaluation (Kalah, section 4) the previous depth's value
# is a good guess.


if __name__ == "__main__":  # run in the notebook (%load, %run -i): the checks again
    from IPython.display import display

    from gamesearch.exercises.mtdf import check_id_mtdf, check_mtdf

    display(check_mtdf(mtdf))
    display(check_id_mtdf(id_mtdf))

"""Solutions to the exercises of notebook 05 (transposition tables).

Load them into a cell with ``%load solutions/05_transposition_tables.py``, or run them with
``%run -i solutions/05_transposition_tables.py``.
"""


# Exercise 1: what an entry (lower, upper) does for a node entered with the window (alpha, beta).
def probe(lower, upper, alpha, beta):
    if lower >= beta:  # the value is at least beta: fail high at once
        return lower, alpha, beta
    if upper <= alpha:  # the value is at most alpha: fail low at once
        return upper, alpha, beta
    if lower == upper:  # the exact value answers any window
        return lower, alpha, beta
    return None, max(alpha, lower), min(beta, upper)  # search on, in a narrower window


# Exercise 2: the entry after a fail-soft search with the window (alpha, beta) returned value.
def store(lower, upper, alpha, beta, value):
    if value <= alpha:  # fail-low: the value is at most `value`
        return lower, value
    if value >= beta:  # fail-high: the value is at least `value`
        return value, upper
    return value, value  # inside the window: exact


# Exercise 3. A position with one empty square costs at most one move and one evaluation to
# search. Stored, every later visit of it (and of the full boards below it) is a table hit,
# which is not an evaluation; not stored, every visit searches it again and evaluates the
# final position again. Such positions are reached by many move orders, so the repeated
# evaluations add up: the evaluations go up and the hits go down, while the table shrinks.


if __name__ == "__main__":  # run in the notebook (%load, %run -i): the checks again
    from IPython.display import display

    from gamesearch.exercises.tables import check_probe, check_store

    display(check_probe(probe))
    display(check_store(store))

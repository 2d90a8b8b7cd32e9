"""Solutions to the exercises of notebook 03 (null-window search).

Load them into a cell with ``%load solutions/03_null_window_search.py``, or run them with
``%run -i solutions/03_null_window_search.py``.
"""

INF = float("inf")


# Exercise 1: fail-soft alpha-beta that stays correct at width 0.
def alphabeta0(node, alpha, beta):
    if node.is_leaf:
        return node.score
    best = -INF
    for child in node.children:
        best = max(best, -alphabeta0(child, -beta, -max(alpha, best)))
        # At alpha == beta a value equal to beta is exact, not a refutation.
        if best > beta if alpha == beta else best >= beta:
            break
    return best


# Exercise 2: one window with -1 <= alpha < 0 < beta <= 1 separates loss, draw and win.
def decide(node, search):
    alpha, beta = -0.5, 0.5
    r = search(node, alpha, beta)
    if r <= alpha:  # fail-low: v <= -0.5, so v = -1
        return -1
    if r >= beta:  # fail-high: v >= 0.5, so v = 1
        return 1
    return 0  # exact: v = r = 0


# Exercise 3: bisection; the fail-soft result r is itself a bound, so jump to it.
def bisect(node, lo, hi, test):
    while lo < hi:
        gamma = (lo + hi + 1) // 2  # lo < gamma <= hi
        r = test(node, gamma)
        if r >= gamma:
            lo = r  # yes: v >= r
        else:
            hi = r  # no: v <= r
    return lo


if __name__ == "__main__":  # run in the notebook (%load, %run -i): the checks again
    from IPython.display import display

    from gamesearch.exercises.null_window import check_bisect, check_decide, check_zero_width

    display(check_zero_width(alphabeta0))
    display(check_decide(decide))
    display(check_bisect(bisect))

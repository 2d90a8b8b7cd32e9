"""Solutions to the exercises of notebook 04 (SCOUT and NegaScout).

Load them into a cell with ``%load solutions/04_scout_and_negascout.py``, or run them with
``%run -i solutions/04_scout_and_negascout.py``.
"""

INF = float("inf")


# Exercise 1: NegaScout, fail-soft, for the player to move: section 2's three steps. No depth
# rule (the trees are searched to their leaves) and no max(v, ·) (without a table a fail-soft
# re-search with (v, β) never returns less than v).
def negascout(node, alpha, beta):
    if node.is_leaf:
        return node.score
    best = -INF
    for i, child in enumerate(node.children):
        a = max(alpha, best)
        if i == 0:
            value = -negascout(child, -beta, -a)  # the first child: full window
        else:
            value = -negascout(child, -a - 1, -a)  # probe: is this move better than a?
            if a < value < beta:  # better, by an unknown amount: search it again
                value = -negascout(child, -beta, -value)
        best = max(best, value)
        if best >= beta:
            break
    return best


# Exercise 2: SCOUT's test in max/min form. Is the value for MAX > v (strict) or >= v?
def test(node, v, strict):
    if node.is_leaf:
        return node.value > v if strict else node.value >= v
    if node.maximizing:  # one child that passes is enough
        return any(test(child, v, strict) for child in node.children)
    return all(test(child, v, strict) for child in node.children)  # one failing child is enough


# Exercise 3: a tree where NegaScout evaluates 6 leaves and alpha-beta 7.
#
# A = min(7, 9) = 7 is searched first by both. Alpha-beta then searches B with (7, ∞): its
# first child E (MAX) sees the window (7, ∞), and after the leaf 8 it must look at the 2 as
# well, since 8 is not ≥ ∞. NegaScout probes B with (7, 8): E sees (7, 8), and the leaf 8
# already reaches E's β = 8, so the 2 is pruned. B still fails low (B = 4), so no re-search
# is needed: the probe pruned a leaf that alpha-beta's wider window could not.
tree = [[[7, 5], [9, 3]], [[8, 2], [4, 2]]]


if __name__ == "__main__":  # run in the notebook (%load, %run -i): the checks again
    from IPython.display import display

    from gamesearch.exercises.scout import check_negascout, check_negascout_wins, check_scout_test

    display(check_negascout(negascout))
    display(check_scout_test(test))
    display(check_negascout_wins(tree))

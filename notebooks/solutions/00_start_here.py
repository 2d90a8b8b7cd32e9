"""Solutions to the exercises of notebook 00 (start here).

Load them into a cell with ``%load solutions/00_start_here.py``, run the cell, then run the
checkers again.
"""

# Exercise 1: the leaves alpha-beta evaluated on HIROI_TREE, from left to right. J, M and N
# were never looked at.
evaluated = ["G", "H", "I", "K", "L"]

# Exercise 2: the first cutoff is event 15, when I's value 4 reaches D's beta = 3 and J is
# pruned.
first_cutoff = 15


# Exercise 3: the leaf values for MAX, from left to right.
def leaves(node):
    if node.is_leaf:
        return [node.value]
    return [value for child in node.children for value in leaves(child)]


if __name__ == "__main__":  # run in the notebook (%load, %run -i): the checks again
    # The notebook's own checkers (each prints its verdict), defined by its cells:
    if all(name in globals() for name in ("check_evaluated", "check_first_cutoff", "check_leaves")):
        check_evaluated(evaluated)
        check_first_cutoff(first_cutoff)
        check_leaves(leaves)
    else:
        print(
            "The notebook's cells define check_evaluated, check_first_cutoff and check_leaves: "
            "run the notebook from the top, then this cell again."
        )

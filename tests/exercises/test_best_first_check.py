"""Notebook 02's exercise 3 checker (written in the notebook itself, so read from it): it
accepts a best-first reordering of the input tree and refuses a tree that is not one, such as
the lecturer's counter-example, every leaf replaced by the root value (the value and the
number of leaves alpha-beta evaluates both come out right for it)."""

import json
from pathlib import Path

from shipped_solutions import solution

NOTEBOOK = Path(__file__).resolve().parents[2] / "notebooks" / "02_alpha_beta.ipynb"


def notebook_checker():
    """The namespace of 02's cells that define ``check_best_first`` and what it uses."""
    cells = {c["id"]: "".join(c["source"]) for c in json.loads(NOTEBOOK.read_text())["cells"]}
    namespace: dict = {}
    for cell in ("c001", "c017", "c019", "c033"):  # imports, sorted_tree, leaves_evaluated
        exec(compile(cells[cell], f"02_alpha_beta:{cell}", "exec"), namespace)
    return namespace


def constant_leaves(tree, maximizing=True):
    """The lecturer's cheat: the minimax value, and the tree with every leaf replaced by it."""
    value = solution("02_alpha_beta").best_first(tree)[0]

    def flat(t):
        return tuple(flat(c) for c in t) if isinstance(t, tuple) else value

    return value, flat(tree)


def test_check_best_first_refuses_a_tree_that_is_not_a_reordering(capsys):
    namespace = notebook_checker()
    capsys.readouterr()
    namespace["check_best_first"](constant_leaves)
    out = capsys.readouterr().out
    assert out.startswith("✘ best first: b=2, d=6: the tree returned is not the input")


def test_check_best_first_accepts_the_shipped_solution(capsys):
    namespace = notebook_checker()
    capsys.readouterr()
    namespace["check_best_first"](solution("02_alpha_beta").best_first)
    assert capsys.readouterr().out.startswith("✔ best first: the minimal tree on all three trees")

"""Each notebook's shipped solutions pass its own checkers, inside the notebook.

The committed notebooks do not run their solutions (a solved exercise under each exercise
would give the answers away); a student loads them with ``%load solutions/NN_*.py``. This test
does what that student does: it runs the notebook top to bottom in a fresh kernel, then a cell
that runs the solutions file and calls every checker of the notebook, and asks that each check
passes (✔) and none fails (✘).
"""

from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"

#: Per notebook: the checks a student runs after loading the solutions, each printing ✔ or ✘.
CHECKS = {
    "00_start_here": [
        "check_evaluated(evaluated)",
        "check_first_cutoff(first_cutoff)",
        "check_leaves(leaves)",
    ],
    "01_minimax_and_negamax": [
        "print(check_minimax(minimax))",
        "print(check_negamax(negamax))",
        "check_turns(negamax_turns)",
        "check_prediction(nodes_predicted, leaves_predicted)",
    ],
    "02_alpha_beta": [
        "print(check_alphabeta(alphabeta))",
        "print(check_alphabeta_failsoft(failsoft))",
        "check_best_first(best_first)",
    ],
    "03_null_window_search": [
        "print(check_zero_width(alphabeta0))",
        "print(check_decide(decide))",
        "print(check_bisect(bisect))",
    ],
    "04_scout_and_negascout": [
        "print(check_negascout(negascout))",
        "print(check_scout_test(test))",
        "print(check_negascout_wins(tree))",
    ],
    "05_transposition_tables": ["print(check_probe(probe))", "print(check_store(store))"],
    "06_mtdf": ["print(check_mtdf(mtdf))", "print(check_id_mtdf(id_mtdf))"],
    "07_reproducing_the_published_tables": [
        'print(check_reproduction(measure, "reversi-4x4", row="negamax + memo", start="parallel"))',
        'print(check_reproduction(measure_symmetric, "tictactoe-nodes",'
        ' row="alpha-beta + table under all 8 symmetries"))',
    ],
    "08_beyond": [
        "print(check_aspiration(deepen))",
        "check_etc_prediction(gains_more)",
        'print("✔ corner-first playouts" if len(measure_corner_player()) else "✘ no games")',
    ],
}


def test_every_notebook_has_its_checks():
    assert sorted(CHECKS) == sorted(p.stem for p in NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))


@pytest.mark.parametrize("name", CHECKS)
def test_the_shipped_solutions_pass_the_notebooks_checkers(name):
    notebook = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
    source = "\n".join([f"%run -i solutions/{name}.py", *CHECKS[name]])
    notebook.cells.append(nbformat.v4.new_code_cell(source))
    NotebookClient(
        notebook, timeout=600, kernel_name="python3", resources={"metadata": {"path": NOTEBOOKS}}
    ).execute()
    printed = "".join(o.get("text", "") for o in notebook.cells[-1].outputs)
    assert "✘" not in printed and printed.count("✔") == len(CHECKS[name]), printed

"""A student who reads the shipped solutions with ``%load solutions/NN_*.py`` runs that cell
and sees every exercise checked again on the solutions: each solutions file ends with the
checker calls of its notebook's exercise cells, run only as ``__main__`` (a notebook cell,
``%run -i``), not when a test or make assignments loads it. Running an exercise's own cell
again instead would define the stub again (what the issue saw: the solution undone)."""

import ast
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from IPython.core.interactiveshell import InteractiveShell

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
SOLVED = sorted((NOTEBOOKS / "solutions").glob("0*.py"))


def defined(tree: ast.Module) -> set[str]:
    """The names a cell or file defines at its top level (functions and assignments)."""
    names = {s.name for s in tree.body if isinstance(s, ast.FunctionDef)}
    for statement in tree.body:
        if isinstance(statement, ast.Assign):
            targets = [t for target in statement.targets for t in ast.walk(target)]
            names |= {t.id for t in targets if isinstance(t, ast.Name)}
    return names


def is_check(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id.startswith("check_")
    )


def exercise_checks(notebook: Path, answers: set[str]) -> list[str]:
    """The check calls of the notebook's exercise cells: code cells that define one of the
    solutions' ``answers`` and call a ``check_*`` function, in the notebook's order."""
    calls = []
    for cell in json.loads(notebook.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] != "code":
            continue
        tree = ast.parse("".join(cell["source"]))
        if defined(tree) & answers:
            calls += [ast.unparse(s.value) for s in tree.body if isinstance(s, ast.Expr)]
    return [call for call in calls if is_check(ast.parse(call, mode="eval").body)]


def main_block_checks(solutions: Path) -> list[str]:
    """The check calls of the solutions file's ``if __name__ == "__main__":`` block, as
    called (``display(...)`` taken off), those it makes once the notebook's own checkers are
    defined included."""
    (block,) = [s for s in ast.parse(solutions.read_text()).body if isinstance(s, ast.If)]
    assert ast.unparse(block.test) == "__name__ == '__main__'"
    return list(calls_in(block.body))


def calls_in(statements: list[ast.stmt]) -> Iterator[str]:
    """The calls made by ``statements``, in order, into the first branch of each ``if``."""
    for statement in statements:
        if isinstance(statement, ast.If):
            yield from calls_in(statement.body)
        elif isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call):
            call = statement.value
            if ast.unparse(call.func) == "display":
                call = call.args[0]
            if ast.unparse(call.func) != "print":
                yield ast.unparse(call)


@pytest.mark.parametrize("solutions", SOLVED, ids=lambda p: p.stem)
def test_each_solutions_file_ends_with_its_notebook_s_checks(solutions):
    answers = defined(ast.parse(solutions.read_text())) - {"INF"}
    expected = exercise_checks(NOTEBOOKS / f"{solutions.stem}.ipynb", answers)
    if not expected:  # 09: the student's own game, which its checker checks, is no answer here
        assert "__main__" not in solutions.read_text()
        return
    assert main_block_checks(solutions) == expected


def test_the_loaded_solutions_replace_the_stubs_and_check_them_again(monkeypatch):
    """Notebook 03 as a student meets it: the exercise cells run with their stubs, then the
    solutions file runs as a cell (what %load puts there): every check passes, on the
    solutions."""
    monkeypatch.chdir(NOTEBOOKS)
    notebook = json.loads((NOTEBOOKS / "03_null_window_search.ipynb").read_text())
    solutions = (NOTEBOOKS / "solutions" / "03_null_window_search.py").read_text()
    shell = InteractiveShell.instance()
    shown: list[dict] = []
    monkeypatch.setattr(shell.display_pub, "publish", lambda data, **_: shown.append(data))
    try:
        for cell in notebook["cells"]:
            source = "".join(cell["source"])
            if cell["cell_type"] == "code" and "raise NotImplementedError" in source:
                assert shell.run_cell(source).success  # a stub's check says so, no traceback
        assert all(text["text/plain"].startswith("✘") for text in shown)
        shown.clear()
        assert shell.run_cell(solutions).success
    finally:
        InteractiveShell.clear_instance()
    assert [text["text/plain"].split(":")[0] for text in shown] == [
        "✔ alpha-beta with a window of width 0",
        "✔ deciding a −1/0/1 value with one window",
        "✔ exact value by bisection with null-window tests",
    ]


#: The solutions files whose checks include the notebook's own checkers (defined by its cells).
OWN_CHECKERS = {
    "00_start_here": "check_evaluated, check_first_cutoff and check_leaves",
    "01_minimax_and_negamax": "check_turns and check_prediction",
    "02_alpha_beta": "check_best_first",
    "08_beyond": "check_etc_prediction",
}


@pytest.mark.parametrize("solutions", SOLVED, ids=lambda p: p.stem)
def test_the_solutions_run_in_a_fresh_kernel(solutions, monkeypatch, capsys):
    """Loaded before any of the notebook's cells ran, a solutions file still runs through:
    its notebook's own checkers, which those cells define, are named, not a NameError."""
    monkeypatch.chdir(NOTEBOOKS)
    shell = InteractiveShell.instance()
    monkeypatch.setattr(shell.display_pub, "publish", lambda data, **_: None)
    try:
        assert shell.run_cell(solutions.read_text()).success
    finally:
        InteractiveShell.clear_instance()
    said = capsys.readouterr().out
    own = OWN_CHECKERS.get(solutions.stem)
    if own is None:
        assert "run the notebook from the top" not in said
    else:
        assert f"The notebook's cells define {own}: run the notebook from the top" in said

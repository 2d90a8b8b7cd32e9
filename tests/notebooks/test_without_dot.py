"""Each notebook run once, as a pip-only student without Graphviz's ``dot`` runs it, and then
its shipped solutions loaded, as a student loads them (one run serves both tests):

* The course reads the same without ``dot``: every notebook executes with no error, each
  diagram its committed copy shows as SVG shows as a fragment the browser draws instead, and
  every picture's words (its ``text/plain``) are the ones committed. (nbval, run by
  ``make test``, executes them with ``dot`` present.)
* The shipped solutions pass the notebook's own checkers, inside the notebook. The committed
  notebooks do not run their solutions (a solved exercise under each exercise would give the
  answers away); a student loads them with ``%load solutions/NN_*.py``. After the notebook,
  one more cell runs the solutions file, which checks its answers with the notebook's
  checkers, and runs the notebook's other checks: each check passes (✔) and none fails (✘).
"""

import re
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
HTML, TEXT = "text/html", "text/plain"
#: How a picture drawn in Python shows: an SVG image (gamesearch.pictures); one the browser
#: draws is a fragment of this class (gamesearch.views.browser).
SVG_IMAGE, FRAGMENT = 'class="gs-picture" src="data:image/svg+xml', 'class="gs-graph"'
#: The cells that save diagrams as files, the one thing that needs ``dot``: without it they
#: stop with DotMissingError, which says how to install Graphviz.
SAVE_FILES = {("00_start_here", "1da207e9")}

#: Per notebook: what a student checks after loading the solutions besides the checks the
#: solutions file runs itself (tests/exercises/test_solutions_check_again.py), each printing ✔
#: or ✘.
MORE_CHECKS = {
    **{name: [] for name in (p.stem for p in (NOTEBOOKS / "solutions").glob("0*.py"))},
    "08_beyond": [
        'print("✔ corner-first playouts" if len(measure_corner_player()) else "✘ no games")'
    ],
    "09_your_own_game": ["print(check_own_game(ConnectThree))"],
}


def solutions_checks(name: str) -> int:
    """How many checks the solutions file runs as ``__main__`` (a cell, ``%run -i``)."""
    text = (NOTEBOOKS / "solutions" / f"{name}.py").read_text(encoding="utf-8")
    block = text.split('if __name__ == "__main__":', 1)[1] if "__main__" in text else ""
    return len(re.findall(r"^\s+(?:display\()?check_\w+\(", block, flags=re.M))


def html_of(output):
    return "".join(output.get("data", {}).get(HTML, ""))


def pictures(cell):
    """The (text, html) of each output of ``cell`` that is a picture (SVG or fragment)."""
    return [
        ("".join(o["data"].get(TEXT, "")), html_of(o))
        for o in cell.get("outputs", [])
        if SVG_IMAGE in html_of(o) or FRAGMENT in html_of(o)
    ]


@pytest.fixture(scope="module", params=sorted(MORE_CHECKS))
def run(request, path_without_dot):
    """(the committed notebook, the same run without ``dot`` with the solutions cell after)."""
    from gamesearch.views.dot import dot_available

    name = request.param
    committed = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
    notebook = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
    source = "\n".join([f"%run -i solutions/{name}.py", *MORE_CHECKS[name]])
    notebook.cells.append(nbformat.v4.new_code_cell(source))
    with pytest.MonkeyPatch.context() as patch:  # the kernel inherits the PATH without dot
        patch.setenv("PATH", path_without_dot)
        assert not dot_available()
        NotebookClient(
            notebook,
            timeout=600,
            kernel_name="python3",
            allow_error_names=["DotMissingError"],
            resources={"metadata": {"path": str(NOTEBOOKS)}},
        ).execute()
    return name, committed, notebook


def test_every_notebook_has_its_solutions_and_their_checks():
    assert sorted(MORE_CHECKS) == sorted(p.stem for p in NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))
    assert all(solutions_checks(name) + len(MORE_CHECKS[name]) for name in MORE_CHECKS)


def test_the_notebook_runs_and_reads_the_same_without_dot(run):
    name, committed, notebook = run
    cells = notebook.cells[: len(committed.cells)]  # the solutions cell is the next test's
    for before, after in zip(committed.cells, cells, strict=True):
        if before.cell_type != "code":
            continue
        errors = [(o.ename, o.evalue) for o in after.outputs if o.output_type == "error"]
        if (name, before.get("id")) in SAVE_FILES:
            [(error, message)] = errors
            assert error == "DotMissingError" and "install graphviz" in message.lower()
            continue
        assert not errors, f"{before.get('id')}: {errors}"
        was = [text for text, _ in pictures(before)]
        now = pictures(after)
        assert [text for text, _ in now] == was, f"cell {before.get('id')}"
        diagrams = [text for text, html in now if FRAGMENT in html]
        svgs = [o for o in after.outputs if SVG_IMAGE in html_of(o)]
        assert len(diagrams) + len(svgs) == len(was)


def test_the_shipped_solutions_pass_the_notebooks_checkers(run):
    name, _, notebook = run
    cell = notebook.cells[-1]
    errors = [(o.ename, o.evalue) for o in cell.outputs if o.output_type == "error"]
    printed = "".join(o.get("text", "") + o.get("data", {}).get(TEXT, "") for o in cell.outputs)
    assert not errors, errors
    checks = solutions_checks(name) + len(MORE_CHECKS[name])
    assert "✘" not in printed and printed.count("✔") == checks, printed

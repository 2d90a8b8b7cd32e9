"""The whole course runs on a machine without Graphviz's ``dot``, as a pip-only student has it:
every notebook executes with no error, each diagram its committed copy shows as SVG shows as a
fragment the browser draws instead, and every picture's words (its ``text/plain``) are the
ones committed, so the same notebook reads the same with ``dot`` and without.

(nbval, run by ``make test``, executes them with ``dot`` present.)
"""

from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("[0-9][0-9]_*.ipynb"))
SVG, HTML, TEXT = "image/svg+xml", "text/html", "text/plain"
#: The cells that save diagrams as files, the one thing that needs ``dot``: without it they
#: stop with DotMissingError, which says how to install Graphviz.
SAVE_FILES = {("00_start_here.ipynb", "1da207e9")}


def pictures(cell):
    """The (text, html) of each output of ``cell`` that is a picture (SVG or fragment)."""
    return [
        ("".join(o["data"].get(TEXT, "")), "".join(o["data"].get(HTML, "")))
        for o in cell.get("outputs", [])
        if SVG in o.get("data", {})
        or 'class="gs-graph"' in "".join(o.get("data", {}).get(HTML, ""))
    ]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_the_notebook_runs_and_reads_the_same_without_dot(path, hide_dot):  # the kernel's too
    committed = nbformat.read(path, as_version=4)
    run = nbformat.read(path, as_version=4)
    NotebookClient(
        run,
        timeout=600,
        kernel_name="python3",
        allow_error_names=["DotMissingError"],
        resources={"metadata": {"path": str(path.parent)}},
    ).execute()
    for before, after in zip(committed.cells, run.cells, strict=True):
        if before.cell_type != "code":
            continue
        errors = [(o.ename, o.evalue) for o in after.outputs if o.output_type == "error"]
        if (path.name, before.get("id")) in SAVE_FILES:
            [(name, message)] = errors
            assert name == "DotMissingError" and "install graphviz" in message.lower()
            continue
        assert not errors, f"{before.get('id')}: {errors}"
        was = ["".join(o["data"].get(TEXT, "")) for o in before.outputs if SVG in o.get("data", {})]
        now = pictures(after)
        assert [text for text, _ in now] == was, f"cell {before.get('id')}"
        diagrams = [text for text, html in now if 'class="gs-graph"' in html]
        svgs = [o for o in after.outputs if SVG in o.get("data", {})]
        assert len(diagrams) + len(svgs) == len(was)

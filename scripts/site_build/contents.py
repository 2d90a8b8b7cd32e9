"""What a site serves: the course's notebooks, and for whom.

Two audiences, one build (:data:`AUDIENCES`):

- ``open``: the course for self-study, with ``solutions/`` beside the notebooks, which point
  to it (``%load solutions/…``);
- ``class``: the site for a graded class: the same notebooks without their Solutions
  sections, no ``solutions/``, and the student copies of ``make assignments`` if built.
  Nothing a student can fetch from it holds a graded answer.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import nbformat

from site_build.config import ASSIGNMENTS, KERNELSPEC, ROOT

#: Who a site is for: its name -> where it goes beside the open site (its folder's suffix).
AUDIENCES = {"open": "", "class": "-class"}
#: A Markdown section that points to the solutions file: the class site and a student's
#: copy of an assignment leave it out.
SOLUTIONS_SECTION = re.compile(r"^#+ Solutions\n.*?(?=^#|\Z)", re.MULTILINE | re.DOTALL)


def site_for(audience: str, site: Path) -> Path:
    """Where the site for ``audience`` goes, when the open one goes to ``site``."""
    return site.with_name(site.name + AUDIENCES[audience])


def stage_contents(out: Path, assignments: Path = ASSIGNMENTS, audience: str = "open") -> None:
    """The notebooks for ``audience`` (see the module docstring), asking for the Pyodide
    kernel, as JupyterLite reads them, and the student notebooks of ``make assignments`` with
    their tests, if built in ``assignments``, in ``assignments/``.

    JupyterLite hands a notebook's JSON to JupyterLab as it is, where a Jupyter server would
    first read it with nbformat. So the staged copy carries what nbformat would give: each
    text one string (the file's lists of lines would show in JupyterLab joined by commas:
    "," at the start of every output line after the first), and every code cell
    ``metadata.trusted`` (the server's mark for a signed notebook; a static site has no
    signatures), so that the saved players and diagrams run on open, as the course's own.
    """
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    if audience == "open":
        shutil.copytree(ROOT / "notebooks" / "solutions", out / "solutions")
    notebooks = {
        out / notebook.name: notebook
        for notebook in sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
    }
    for student in sorted(assignments.glob("[0-9][0-9]_*/student")):
        folder = out / "assignments" / student.parent.name
        shutil.copytree(student / "tests", folder / "tests")
        notebooks[folder / f"{student.parent.name}.ipynb"] = (
            student / f"{student.parent.name}.ipynb"
        )
    for target, notebook in notebooks.items():
        book = nbformat.read(notebook, as_version=4)  # each text one string
        book.metadata["kernelspec"] = KERNELSPEC
        if audience != "open":
            book.cells = without_solutions(book.cells)
        for cell in book.cells:
            if cell.cell_type == "code":
                cell.metadata["trusted"] = True
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(book, indent=1), encoding="utf-8")


def without_solutions(cells: list[nbformat.NotebookNode]) -> list[nbformat.NotebookNode]:
    """``cells`` with each Markdown cell's Solutions section left out (and a cell left
    empty by that, out)."""
    kept = []
    for cell in cells:
        if cell.cell_type == "markdown":
            cell.source = SOLUTIONS_SECTION.sub("", cell.source)
            if not cell.source.strip():
                continue
        kept.append(cell)
    return kept

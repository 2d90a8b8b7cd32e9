"""What a site serves: the course's notebooks, and for whom.

Two audiences, one build (:data:`AUDIENCES`):

- ``open``: the course for self-study, with ``solutions/`` beside the notebooks, which point
  to it (``%load solutions/…``);
- ``class``: the site for a graded class: the same notebooks without their Solutions
  sections, no ``solutions/``, and the student copies of ``make assignments`` if built.
  Nothing a student can fetch from it holds a graded answer.

Beside each site's pages, :data:`PUBLISHED_CHARTS` keeps the charts its notebooks show as
published, for the kernel to show again where it cannot redraw them (no network for
matplotlib): scripts/site_kernel reads it.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import nbformat

from site_build.config import ASSIGNMENTS, KERNELSPEC, ROOT

#: Who a site is for: its name -> where it goes beside the open site (its folder's suffix).
AUDIENCES = {"open": "", "class": "-class"}
#: A Markdown section that points to the solutions file: the class site and a student's
#: copy of an assignment leave it out.
SOLUTIONS_SECTION = re.compile(r"^#+ Solutions\n.*?(?=^#|\Z)", re.MULTILINE | re.DOTALL)
#: A code cell that draws a chart: gamesearch.views' ``plot_*`` and ``new_axes``.
CHART_CELL = re.compile(r"\b(plot_\w+|new_axes)\(")
#: The file beside a site's pages with its charts as published (:func:`published_charts`);
#: scripts/site_kernel reads it by this name.
PUBLISHED_CHARTS = "published-charts.json"


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


def pictures(outputs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The ``outputs`` that show a picture: an image, or HTML with one (a saved chart; not
    the note an interactive widget's cell saves in its place)."""
    return [
        output
        for output in outputs
        if any(kind.startswith("image/") for kind in output.get("data", {}))
        or "<img" in output.get("data", {}).get("text/html", "")
    ]


def published_charts(contents: Path) -> dict[str, list[dict[str, Any]]]:
    """The chart cells (:data:`CHART_CELL`) of the notebooks staged in ``contents`` that
    show a chart as saved, with those outputs: {cell id: [{"source": the cell's code,
    "outputs": [...]}]} (a list: two notebooks may share a cell id; the kernel tells them
    apart by the code)."""
    charts: dict[str, list[dict[str, Any]]] = {}
    for notebook in sorted(contents.rglob("*.ipynb")):
        for cell in nbformat.read(notebook, as_version=4).cells:
            if cell.cell_type != "code" or not CHART_CELL.search(cell.source):
                continue
            shown = pictures(cell.outputs)
            if shown:
                charts.setdefault(cell.id, []).append({"source": cell.source, "outputs": shown})
    return charts

"""Execute the course's notebooks in place, as they are committed (``make course``).

Each notebook runs top to bottom in a fresh ``python3`` kernel from ``notebooks/``. What is
saved is what a reader needs before running anything, and nothing that changes from run to
run for no reason:

* A player (``Stepper``) keeps its self-contained HTML (it steps with no kernel, in
  JupyterLab, nbconvert's HTML and slides, nbviewer and Jupyter Book) and loses the
  live-widget reference, which would only say "model not found" once the kernel is gone.
  The player's code is kept in the notebook's first player only; the others use it
  (:func:`~gamesearch.widgets.stepper.player_code_once`).
* Other widgets (``Play``, ``Compare``) need Python to run: their saved output is a short
  note asking to run the cell.
* No widget state is stored in the notebook's metadata (it changed on every run).

Usage: ``python scripts/execute_course.py [NOTEBOOK ...]`` (default: every notebook).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

from gamesearch.widgets.stepper import player_code_once

COURSE = Path(__file__).resolve().parents[1] / "notebooks"
WIDGET = "application/vnd.jupyter.widget-view+json"
RUN_ME = (
    '<div style="padding:8px 12px;border:1px dashed #8c8c8c;border-radius:4px;'
    'font-size:15px">An interactive widget: run this cell to use it (it needs Python; a '
    "page reload shows the notebook as last saved, so save to keep it live).</div>"
)


def settle_outputs(notebook: nbformat.NotebookNode) -> None:
    """Keep what a reader sees without a kernel (see the module docstring)."""
    notebook.metadata.pop("widgets", None)
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if WIDGET in data:
                del data[WIDGET]
                data.setdefault("text/html", RUN_ME)
        cell.get("metadata", {}).pop("execution", None)
    player_code_once(output for cell in notebook.cells for output in cell.get("outputs", []))


def execute(path: Path, timeout: int = 600) -> float:
    """Run ``path`` in place; returns the seconds it took."""
    notebook = nbformat.read(path, as_version=4)
    start = time.monotonic()
    client = NotebookClient(
        notebook,
        timeout=timeout,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
        store_widget_state=True,  # an Output widget (interact) needs it; settle_outputs drops it
    )
    client.execute()
    settle_outputs(notebook)
    nbformat.write(notebook, path)
    return time.monotonic() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("notebooks", nargs="*", type=Path)
    args = parser.parse_args()
    paths = args.notebooks or sorted(COURSE.glob("[0-9][0-9]_*.ipynb"))
    for path in paths:
        print(f"{path.name}: running ...", end="", flush=True, file=sys.stderr)
        print(f" {execute(path):.0f} s", file=sys.stderr)


if __name__ == "__main__":
    main()

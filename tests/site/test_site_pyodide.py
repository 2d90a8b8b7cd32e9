"""Every notebook's code under Pyodide in Node, as the site's kernel runs it, with no network.

Pyodide is the npm package the site vendors; ``gamesearch`` and everything the kernel loads
at start come from the site's own wheels (``run_notebooks.mjs`` loads the packages the site's
``jupyter-lite.json`` names, from the site's lock). Each notebook runs in order in a fresh
namespace, IPython syntax included. Any request for a file outside the site is refused and
recorded.

Every cell must run, except the ones in :data:`NEEDS_CDN`, which need numpy or matplotlib:
compiled packages that only Pyodide's CDN serves. Each is listed with the reason; a listed
cell that fails for another reason, or that starts to run, fails the test, so the list can
neither hide a new failure nor go stale.
"""

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
RUNNER = Path(__file__).with_name("run_notebooks.mjs")
NODE_TIMEOUT = 1200  # seconds, for all nine notebooks

PLOT = "draws a matplotlib figure"
#: (notebook, cell id): why the cell needs a package that only Pyodide's CDN has.
NEEDS_CDN: dict[tuple[str, str], str] = {}

#: What a cell that needs the CDN fails with: the refused download, or the import it could
#: not make, or a name that an earlier listed cell would have defined.
CDN_ERROR = re.compile(
    r"no network in this test|No module named '?(numpy|matplotlib)|"
    r"ModuleNotFoundError: .*(numpy|matplotlib)|NameError: name '(np|plt|slope|start|mean)'"
)


def node() -> str:
    path = shutil.which("node")
    if path is None:
        pytest.fail("Node.js is missing: `sudo apt-get install nodejs npm` (or run `make test`)")
    return path


def code_cells(notebook: Path) -> list[str]:
    book = json.loads(notebook.read_text(encoding="utf-8"))
    return [cell.get("id") for cell in book["cells"] if cell["cell_type"] == "code"]


def test_every_notebook_runs_under_pyodide_but_the_listed_cells(site, outside, tmp_path):
    report_path = tmp_path / "report.json"
    run = subprocess.run(
        [node(), str(RUNNER), str(site), str(report_path), *map(str, NOTEBOOKS)],
        capture_output=True,
        text=True,
        timeout=NODE_TIMEOUT,
    )
    assert run.returncode == 0, f"the Node run failed:\n{run.stdout[-3000:]}{run.stderr[-3000:]}"
    report = json.loads(report_path.read_text(encoding="utf-8"))
    cells = report["cells"]

    # every code cell of every notebook was run, in order
    assert [(c["notebook"], c["id"]) for c in cells] == [
        (notebook.name, cell) for notebook in NOTEBOOKS for cell in code_cells(notebook)
    ]
    failed = {(c["notebook"], c["id"]): c["error"] for c in cells if c["error"]}
    unexpected = {key: error for key, error in failed.items() if key not in NEEDS_CDN}
    stale = sorted(key for key in NEEDS_CDN if key not in failed)
    wrong_reason = {
        key: error
        for key, error in failed.items()
        if key in NEEDS_CDN and not CDN_ERROR.search(error)
    }
    print(
        f"\nPyodide {report['python']} in Node: {len(cells) - len(failed)} cells ran, "
        f"{len(NEEDS_CDN)} listed as needing numpy/matplotlib from the CDN, {len(cells)} in "
        f"all ({report['startSeconds']:.0f} s to start Pyodide and load the site's packages)"
    )
    assert not unexpected, "cells failed under Pyodide:\n" + "\n\n".join(
        f"{nb} cell {cell}: {error}" for (nb, cell), error in unexpected.items()
    )
    assert not wrong_reason, "listed cells failed for another reason:\n" + "\n\n".join(
        f"{nb} cell {cell}: {error}" for (nb, cell), error in wrong_reason.items()
    )
    assert not stale, f"listed as needing the CDN but ran without it, unlist them: {stale}"
    # the only requests that left the site were for Pyodide's compiled packages
    assert set(report["blocked"]) <= set(outside), sorted(set(report["blocked"]) - set(outside))

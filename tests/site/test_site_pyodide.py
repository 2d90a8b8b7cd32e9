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

import make_site
import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
RUNNER = Path(__file__).with_name("run_notebooks.mjs")
NODE_TIMEOUT = 1200  # seconds, for all nine notebooks

CHART = "draws a matplotlib chart (gamesearch.views.plots)"
#: (notebook, cell id): why the cell needs numpy or matplotlib, which only Pyodide's CDN has.
NEEDS_CDN: dict[tuple[str, str], str] = {
    ("02_alpha_beta.ipynb", "c022"): CHART,
    ("02_alpha_beta.ipynb", "90944779"): "fits the growth rate with numpy",
    ("02_alpha_beta.ipynb", "f8d90fbf"): "uses the numpy fit of the cell before; " + CHART,
    ("03_null_window_search.ipynb", "c043"): CHART,
    ("04_scout_and_negascout.ipynb", "nb04-19"): CHART,
    ("04_scout_and_negascout.ipynb", "nb04-28"): CHART,
    ("06_mtdf.ipynb", "nb06-08"): CHART,
    ("06_mtdf.ipynb", "nb06-14"): CHART,
    ("06_mtdf.ipynb", "nb06-17"): CHART,
    ("06_mtdf.ipynb", "bafcd9c2"): CHART,
    ("06_mtdf.ipynb", "a3c47bfe"): CHART,
    ("07_reproducing_the_published_tables.ipynb", "nb07-08"): CHART,
    ("07_reproducing_the_published_tables.ipynb", "nb07-15"): CHART,
    ("07_reproducing_the_published_tables.ipynb", "nb07-23"): CHART,
    ("08_beyond.ipynb", "nb08-06"): CHART,
}
#: (notebook, cell id): why the cell needs Graphviz's dot program, which no browser has.
NEEDS_DOT: dict[tuple[str, str], str] = {
    ("00_start_here.ipynb", "1da207e9"): "saves a diagram and a player frame as files (export)",
}
#: What a listed cell may fail with: the import of numpy or matplotlib, the chart's own
#: error saying Pyodide could not load matplotlib, a name that an earlier listed cell would
#: have defined, or the clear error that names dot.
LISTED_ERROR = re.compile(
    r"No module named '(numpy|matplotlib)'|ChartsUnavailableError: |NameError: name '"
    r"|DotMissingError: "
)


def node() -> str:
    path = shutil.which("node")
    if path is None:
        pytest.fail("Node.js is missing: `sudo apt-get install nodejs npm` (or run `make test`)")
    return path


def code_cells(notebook: Path) -> list[str]:
    book = json.loads(notebook.read_text(encoding="utf-8"))
    return [cell.get("id") for cell in book["cells"] if cell["cell_type"] == "code"]


def run_in_node(site: Path, groups: list[list[Path]], folder: Path) -> list[dict]:
    """The reports of one Node process per group of notebooks, run side by side."""
    runs = []
    for number, group in enumerate(groups):
        out = folder / f"report-{number}.json"
        command = [node(), str(RUNNER), str(site), str(out), *map(str, group)]
        runs.append(
            (subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE), out)
        )
    reports = []
    for process, out in runs:
        stdout, stderr = process.communicate(timeout=NODE_TIMEOUT)
        assert process.returncode == 0, f"the Node run failed:\n{stdout[-3000:]}{stderr[-3000:]}"
        reports.append(json.loads(out.read_text(encoding="utf-8")))
    return reports


def test_every_notebook_runs_under_pyodide_but_the_listed_cells(site, outside, tmp_path):
    reports = run_in_node(site, [NOTEBOOKS[0::2], NOTEBOOKS[1::2]], tmp_path)
    order = {notebook.name: n for n, notebook in enumerate(NOTEBOOKS)}
    cells = sorted(
        (cell for report in reports for cell in report["cells"]),
        key=lambda cell: (order[cell["notebook"]], cell["index"]),
    )
    # every code cell of every notebook was run, in order
    assert [(c["notebook"], c["id"]) for c in cells] == [
        (notebook.name, cell) for notebook in NOTEBOOKS for cell in code_cells(notebook)
    ]
    listed = {**NEEDS_CDN, **NEEDS_DOT}
    failed = {(c["notebook"], c["id"]): c["error"] for c in cells if c["error"]}
    unexpected = {key: error for key, error in failed.items() if key not in listed}
    stale = sorted(key for key in listed if key not in failed)
    wrong_reason = {
        key: error
        for key, error in failed.items()
        if key in listed and not LISTED_ERROR.search(error)
    }
    print(
        f"\nPyodide {reports[0]['python']} in Node: {len(cells) - len(failed)} of {len(cells)} "
        f"cells ran; listed: {len(NEEDS_CDN)} need numpy/matplotlib from the CDN, "
        f"{len(NEEDS_DOT)} need dot; unexpected failures: {len(unexpected)} "
        f"(Pyodide and the site's packages loaded in {reports[0]['startSeconds']:.0f} s)"
    )
    assert not unexpected, "cells failed under Pyodide:\n" + "\n\n".join(
        f"{nb} cell {cell}: {error}" for (nb, cell), error in unexpected.items()
    )
    assert not wrong_reason, "listed cells failed for another reason:\n" + "\n\n".join(
        f"{nb} cell {cell}: {error}" for (nb, cell), error in wrong_reason.items()
    )
    assert not stale, f"listed cells that ran: unlist them: {stale}"
    # the only files asked for outside the site were Pyodide's compiled packages, on its CDN
    allowed = {url.rsplit("/", 1)[1] for url in outside}
    for report in reports:
        for url in report["blocked"]:
            assert url.startswith(make_site.CDN) and url.rsplit("/", 1)[1] in allowed, url


def test_the_site_has_otter_and_its_pure_dependencies_the_cdn_the_rest(site, outside):
    """make_site.GRADER: otter-grader's wheel and its pure-Python dependencies are in the
    site; its compiled ones come from Pyodide's CDN, as numpy and matplotlib do."""
    lock = json.loads((site / "static" / "pyodide" / "pyodide-lock.json").read_text())
    otter = lock["packages"]["otter-grader"]
    assert otter["imports"] == ["otter"] and not otter["file_name"].startswith("http")
    from_cdn = set(outside.values())
    assert {"pandas", "numpy", "pyyaml", "markupsafe", "rpds-py"} <= from_cdn
    graph = {name: entry["depends"] for name, entry in lock["packages"].items()}
    for path in make_site.paths(graph, "otter-grader"):
        entry = lock["packages"][path[-1]]
        assert (path[-1] in from_cdn) == entry["file_name"].startswith(make_site.CDN), path

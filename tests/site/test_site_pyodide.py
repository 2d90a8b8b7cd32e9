"""Every notebook's code under Pyodide in Node, as the site's kernel runs it, with no network.

Pyodide is the npm package the site vendors; ``gamesearch`` and everything the kernel loads
at start come from the site's own wheels (``run_notebooks.mjs`` loads the packages the site's
``jupyter-lite.json`` names, from the site's lock). Each notebook runs in order in a fresh
namespace, IPython syntax included. Any request for a file outside the site is refused and
recorded.

Every cell must run, the charts' too: with no network Pyodide cannot load numpy or
matplotlib (compiled packages only its CDN serves), and a chart then prints one line saying
what it would show instead of stopping the notebook; so does saving a diagram as files, which
needs Graphviz's dot. The test checks those lines were printed, so a chart cannot pass by not
running.

Every search stops at the browser's time limit, as in a browser whose kernel cannot be
interrupted (Pyodide in Node has no interrupt buffer), as on a slow laptop or in a private
window: the run sets it to :data:`LIMIT` seconds (GAMESEARCH_BROWSER_TIME_LIMIT), not 30, so
that every machine, however loaded, cuts the course's longer searches (06's always). Each
cell must still run (a check whose own reference search was cut may stop instead, with the
one line that says so), and every cell in which a search was cut must say so in what it
prints. Which searches are cut depends on the machine's speed, so the check does not name
them: the runner counts the searches the limit stops in each cell (by their stop message,
``pyodide_cells.py``), and the cell must print the saying at least that many times. (nbval,
run by ``make test``, runs the same notebooks natively with no limit.) The low limit also
keeps the run short.
"""

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from site_build import build, config, contents

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
RUNNER = Path(__file__).with_name("run_notebooks.mjs")
NODE_TIMEOUT = 1200  # seconds, for all the notebooks
LIMIT = 0.5  # seconds: the browser's time limit in this run
#: What a search the browser's limit cut prints (gamesearch.search.limits.Limits.tell).
TOLD = f"search stopped: the browser's time limit of {LIMIT:g} s reached"
#: The error of a check whose reference search the limit cut before it found a value
#: (gamesearch.errors.ReferenceStopped): which ones are cut depends on the machine.
REFERENCE_STOPPED = "ReferenceStopped: the check could not be made"
#: A notebook whose searches take seconds on any machine (06 solves 4 × 6 Reversi, traced,
#: twice): there the limit must cut.
CUT_FOR_SURE = "06_"

#: What a chart prints in place of itself offline (gamesearch.views.charts.NoFigure.line), and
#: what saving a diagram prints in a browser (gamesearch.views.export.IN_A_BROWSER).
NOT_DRAWN = "Not drawn: "
NOT_SAVED = "Not saved: in the browser"
#: A cell that draws a chart, or saves a picture as files.
CHARTING = contents.CHART_CELL  # the site's own notion of a chart cell
SAVING = re.compile(r"\bexport\(")


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
        env = {**os.environ, "GAMESEARCH_BROWSER_TIME_LIMIT": str(LIMIT)}
        runs.append(
            (
                subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env),
                out,
            )
        )
    reports = []
    for process, out in runs:
        stdout, stderr = process.communicate(timeout=NODE_TIMEOUT)
        assert process.returncode == 0, f"the Node run failed:\n{stdout[-3000:]}{stderr[-3000:]}"
        reports.append(json.loads(out.read_text(encoding="utf-8")))
    return reports


def test_every_notebook_runs_under_pyodide_with_no_network(site, outside, tmp_path):
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
    # a check whose own reference search the limit cut stops with one line saying so (its
    # cell said so: the count below); any other error fails
    failed = {
        (c["notebook"], c["id"]): c["error"]
        for c in cells
        if c["error"] and not (c["error"].startswith(REFERENCE_STOPPED) and c["cut"])
    }
    charts = [c for c in cells if CHARTING.search(c["source"])]
    saves = [c for c in cells if SAVING.search(c["source"])]
    print(
        f"\nPyodide {reports[0]['python']} in Node: {len(cells) - len(failed)} of {len(cells)} "
        f"cells ran, {len(charts)} charts and {len(saves)} saves among them "
        f"(Pyodide and the site's packages loaded in {reports[0]['startSeconds']:.0f} s)"
    )
    assert not failed, "cells failed under Pyodide:\n" + "\n\n".join(
        f"{nb} cell {cell}: {error}" for (nb, cell), error in failed.items()
    )
    # every search the limit cut was said so in its cell's output; and the limit reached
    # Python: the course's longest searches (06's) were cut, or the check proves nothing
    unsaid = {
        (c["notebook"], c["id"]): (c["cut"], c["printed"].count(TOLD))
        for c in cells
        if c["printed"].count(TOLD) < c["cut"]
    }
    assert not unsaid, f"(searches cut, sayings printed) by cell: {unsaid}"
    assert sum(c["cut"] for c in cells if c["notebook"].startswith(CUT_FOR_SURE)) > 0
    # each chart and each save said in one line why it is not there
    assert charts and saves
    for cell, line in [*((c, NOT_DRAWN) for c in charts), *((c, NOT_SAVED) for c in saves)]:
        assert line in cell["printed"], (cell["notebook"], cell["id"], cell["printed"][-500:])
    # the only files asked for outside the site were Pyodide's compiled packages, on its CDN
    allowed = {url.rsplit("/", 1)[1] for url in outside}
    for report in reports:
        for url in report["blocked"]:
            assert url.startswith(config.selected().cdn) and url.rsplit("/", 1)[1] in allowed, url


def test_the_site_loads_the_course_s_front_end_extensions_and_no_other(site):
    """config.LABEXTENSIONS, not every extension installed beside them (jupytext and
    ipylab come with otter-grader): what the site's pages load, and what its folder holds."""
    lite = json.loads((site / "jupyter-lite.json").read_text())
    loaded = {e["name"] for e in lite["jupyter-config-data"]["federated_extensions"]}
    assert loaded == set(config.LABEXTENSIONS)
    folders = {
        p.parent.relative_to(site / "extensions").as_posix()
        for p in (site / "extensions").glob("**/package.json")
    }
    assert folders == set(config.LABEXTENSIONS)


def test_a_missing_front_end_extension_is_named_before_anything_is_built(monkeypatch, tmp_path):
    monkeypatch.setattr(build, "LABEXTENSIONS", (*config.LABEXTENSIONS, "no-such-ext"))
    with pytest.raises(SystemExit, match="extensions no-such-ext are not installed"):
        build.build(tmp_path / "site", tmp_path / "stage")
    assert not (tmp_path / "stage").exists() and not (tmp_path / "site").exists()

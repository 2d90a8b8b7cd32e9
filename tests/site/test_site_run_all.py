"""Every notebook in the site, in Chromium, with the network refused (a classroom behind a
firewall): as it opens, and through Run All.

On open, the saved outputs show as JupyterLab shows them: each cell's saved text exactly
(the site once put a "," at the start of every line after the first), every saved player
(they need the notebook trusted, which the site's build marks), and no text naming
``make lab``. Run All then runs every cell to the end with no error output: a chart, which
needs matplotlib from Pyodide's CDN, shows the chart its cell has as published again, under
one line saying why it was not redrawn, with Pyodide's cause; the CDN is asked once per
kernel, not once per chart, and the first chart says so before it waits. Nothing else leaves
the machine. Each notebook's time and its slowest cells are printed.
"""

import re
from pathlib import Path

import nbformat
import pytest
from lite import cell_outputs, failed_outputs, open_notebook, run_all, texts
from site_build import contents

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
STDOUT = ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stdout']"
#: What a published chart cell prints under its published charts offline (Pyodide's cause
#: in brackets: gamesearch.views.charts.NOT_REDRAWN), what an interactive chart prints in its
#: place (NoFigure.line), what the first chart prints before asking for matplotlib, and
#: what saving a picture as files prints in a browser (gamesearch.views.export.IN_A_BROWSER).
NOT_REDRAWN = re.compile(r"Not redrawn: Pyodide could not load matplotlib \(\w.*\); it needs")
NOT_DRAWN = "Not drawn: "
LOADING = "Loading matplotlib for the charts"
NOT_SAVED = "Not saved: in the browser"
#: A cell that draws a chart (the site's own notion: site_build.contents.CHART_CELL).
CHARTING = contents.CHART_CELL
SAVING = re.compile(r"\bexport\(")
#: How many pictures each code cell's outputs hold.
PICTURES = """() => [...document.querySelectorAll('.jp-Notebook .jp-CodeCell')].map(
  (cell) => cell.querySelectorAll('.jp-OutputArea-output img, .jp-OutputArea-output svg').length)"""


def saved_stdout(book) -> list[str]:
    """Each code cell's saved standard output, as one text."""
    return [
        "".join(o.text for o in cell.outputs if o.output_type == "stream" and o.name == "stdout")
        for cell in book.cells
        if cell.cell_type == "code"
    ]


def saved_players(book) -> int:
    return sum(
        "gs-player-host" in output.get("data", {}).get("text/html", "")
        for cell in book.cells
        if cell.cell_type == "code"
        for output in cell.outputs
    )


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda path: path.stem)
def test_the_notebook_shows_as_saved_then_runs_to_the_end_offline(site_browser, outside, notebook):
    base, browser = site_browser
    book = nbformat.read(notebook, as_version=4)
    opened = open_notebook(browser, base, notebook.name)
    page = opened.page

    # on open, once every cell is on the page (JupyterLab adds them in batches)
    page.wait_for_function(
        "n => document.querySelectorAll('.jp-Notebook .jp-Cell').length === n", arg=len(book.cells)
    )
    players = saved_players(book)
    if players:
        page.locator(".gs-player").nth(players - 1).wait_for(state="attached")
    assert page.locator(".gs-player").count() == players
    shown = cell_outputs(page, STDOUT)
    for saved, seen in zip(saved_stdout(book), shown, strict=True):
        assert seen.rstrip("\n") == saved.rstrip("\n")
    assert "make lab" not in "".join(texts(page, ".jp-Notebook"))

    # Run All
    run = run_all(page)
    slowest = ", ".join(f"cell {i}: {s:.1f} s" for i, s in run.slowest(3))
    print(f"\n{notebook.name}: Run All {run.total:.1f} s; slowest {slowest}")
    errors = failed_outputs(page)
    assert not errors, f"{len(errors)} failed outputs, the first:\n{errors[0][-2000:]}"
    # every code cell ran once, in order, in the new kernel: each prompt shown is [its
    # position] (a cell whose code is folded shows none, but takes its number)
    prompts = texts(page, ".jp-Notebook .jp-CodeCell .jp-InputPrompt")
    wrong = {i: p for i, p in enumerate(prompts) if p and p != f"[{i + 1}]:"}
    assert prompts[-1] and not wrong, f"prompts out of place: {wrong or prompts[-1:]}"
    # each chart showed its published picture again and said in one line why it was not
    # redrawn, each save why it is not there; matplotlib's one attempt to load (per kernel,
    # not per chart) was said, seen and refused; nothing else left
    printed = cell_outputs(page, STDOUT)
    drawn = page.evaluate(PICTURES)
    sources = [cell.source for cell in book.cells if cell.cell_type == "code"]
    cells = [cell for cell in book.cells if cell.cell_type == "code"]
    charting = [i for i, source in enumerate(sources) if CHARTING.search(source)]
    for i in charting:
        if contents.pictures(cells[i].outputs):  # a chart as published: shown again
            assert NOT_REDRAWN.search(printed[i]) and drawn[i], (sources[i], printed[i])
        else:  # an interactive chart's cell: each chart says what it would show
            assert NOT_DRAWN in printed[i] and "needs the network" in printed[i], sources[i]
    if charting:  # said once, by the first cell that needed matplotlib
        loading = [i for i, text in enumerate(printed) if LOADING in text]
        assert len(loading) == 1 and loading[0] <= charting[0], loading
    for source, text in zip(sources, printed, strict=True):
        if SAVING.search(source):
            assert NOT_SAVED in text, (source, text)
    leaving = opened.leaving()
    assert set(leaving) <= set(outside), sorted(set(leaving) - set(outside))
    assert len(leaving) == len(set(leaving)), "the CDN was asked more than once for a file"
    if any(CHARTING.search(source) for source in sources):
        assert leaving, "a chart was not drawn, yet no request for matplotlib was seen"
    page.context.close()

"""Each notebook run once as a slow browser runs it: every search the call gives no time limit
stops after 0.5 s (issue 34, part 6).

In the browser a search may not be interruptible, so one given no ``time_limit`` stops at
the browser's time limit (30 s) with a partial result; on a slow laptop, in a private window
or in Pyodide under Node, the course's longer searches reach it. Here the kernel starts with
``GAMESEARCH_BROWSER_TIME_LIMIT=0.5`` (gamesearch.search.limits), which applies that limit
outside the browser too, and each notebook must still run to its end: no cell raises, and
every cell in which a search was cut says so in its own output.

Which searches are cut depends on the machine's speed, so the check does not name them: a
first cell makes the kernel count the searches the browser's limit stops (by their stop
message), and after each of the notebook's code cells one more cell prints the count since
the last. nbval, run by ``make test``, runs the same notebooks with no limit; this run cannot
share it (its outputs differ wherever a search is cut), nor the run without ``dot``
(test_without_dot.py), whose pictures must match the committed ones.
"""

import itertools
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from gamesearch.search import limits

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
LIMIT = 0.5  # seconds
#: What a cut search prints (gamesearch.search.limits.Limits.tell).
TOLD = f"search stopped: the browser's time limit of {LIMIT:g} s reached"
#: Run first: count each search the browser's time limit stops, by its stop message.
COUNT = f"""\
from gamesearch.search import limits as _limits
from gamesearch.search.context import TIME_LIMIT_REACHED as _TIME

_cut_searches, _stop_message = [], _limits.Limits.stop_message


def _counted(self, reason, done):
    if self.browser and reason == _TIME:
        _cut_searches.append(reason)
    return _stop_message(self, reason, done)


_limits.Limits.stop_message = _counted
assert _limits.EVERYWHERE and _limits.BROWSER_TIME_LIMIT == {LIMIT}
"""
#: Run after each code cell of the notebook: how many searches that cell's limit cut.
PROBE = "print(len(_cut_searches)); _cut_searches.clear()"


def printed(cell) -> str:
    """What ``cell`` printed or displayed as text."""
    return "".join(
        output.get("text", "") or "".join(output.get("data", {}).get("text/plain", ""))
        for output in cell.outputs
    )


@pytest.fixture(scope="module", params=sorted(p.stem for p in NOTEBOOKS.glob("[0-9][0-9]_*.ipynb")))
def run(request):
    """(name, [(a code cell of the notebook as run, how many searches it had cut)])."""
    name = request.param
    notebook = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
    cells = [nbformat.v4.new_code_cell(COUNT)]
    for cell in notebook.cells:
        cells.append(cell)
        if cell.cell_type == "code":
            cells.append(nbformat.v4.new_code_cell(PROBE))
    notebook.cells = cells
    with pytest.MonkeyPatch.context() as patch:  # the kernel inherits the variable
        patch.setenv(limits.VARIABLE, str(LIMIT))
        NotebookClient(
            notebook,
            timeout=600,
            kernel_name="python3",
            allow_errors=True,
            resources={"metadata": {"path": str(NOTEBOOKS)}},
        ).execute()
    [setup] = [o for o in cells[0].outputs if o.output_type == "error"] or [None]
    assert setup is None, f"{setup.ename}: {setup.evalue}"
    return name, [
        (cell, int(probe.outputs[0]["text"]))
        for cell, probe in itertools.pairwise(cells)
        if cell.cell_type == "code" and probe.source == PROBE
    ]


#: A notebook whose searches take seconds on any machine (06 solves 4 × 6 Reversi, traced,
#: twice): there the limit must cut, or the check above proves nothing.
CUT_FOR_SURE = "06_mtdf"


def test_every_cell_runs_and_each_cut_search_says_so(run):
    name, cells = run
    for cell, cut in cells:
        errors = [(o.ename, o.evalue[:500]) for o in cell.outputs if o.output_type == "error"]
        assert not errors, f"{name} cell {cell.get('id')} under a {LIMIT} s limit: {errors}"
        told = printed(cell).count(TOLD)
        assert told >= cut, f"{name} cell {cell.get('id')}: {cut} searches cut, {told} said so"
    if name == CUT_FOR_SURE:
        assert sum(cut for _, cut in cells) > 0

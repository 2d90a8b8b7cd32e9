"""Compare stays live across a page reload while its kernel runs: run the cell (whose saved
output is the course's "run this cell" note), save, reload the page, and the widget is there
and still searches. (Jupyter reloads a notebook as last saved: unsaved, the note is back,
which the note itself says.)"""

import sys
from pathlib import Path

import pytest
from lab import open_notebook, run_all_cells

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
from execute_course import RUN_ME

pytestmark = pytest.mark.browser

NOTEBOOKS = {
    "compare.ipynb": [
        "# COMPARE",
        "from gamesearch.widgets import Compare\n"
        "Compare('tictactoe', algorithms=('alphabeta', 'negascout'), depth=2)",
    ],
}


def test_compare_is_live_after_save_and_reload(browser, lab):
    import nbformat

    path = lab.root / "compare.ipynb"
    book = nbformat.read(path, as_version=4)  # as the course commits it: the note as output
    book.cells[1].outputs = [
        nbformat.v4.new_output("display_data", {"text/html": RUN_ME, "text/plain": "Compare"})
    ]
    nbformat.write(book, path)
    page = open_notebook(browser, lab, "compare.ipynb")
    page.get_by_text("run this cell to use it").wait_for(timeout=30_000)
    run_all_cells(page)
    page.get_by_role("button", name="Compare", exact=True).wait_for(timeout=60_000)
    page.keyboard.press("Control+s")
    page.locator(".jp-mod-dirty").wait_for(state="detached", timeout=20_000)
    page.reload()
    button = page.get_by_role("button", name="Compare", exact=True)
    button.wait_for(timeout=60_000)  # the live widget, restored from the running kernel
    assert page.get_by_text("run this cell to use it").count() == 0
    page.get_by_text("mtdf", exact=True).click()  # choose one more algorithm, and search
    button.click()
    page.locator(".widget-html td", has_text="mtdf").first.wait_for(timeout=60_000)
    page.close()

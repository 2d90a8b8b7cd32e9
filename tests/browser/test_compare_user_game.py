"""Compare on a student's own game with its defaults, in JupyterLab (issue 31): notebook
09's Nim, its class cell's code as the notebook has it, made a little larger as a student
would (heaps 2, 3, 4, 5: alpha-beta and NegaScout search over 200 000 nodes). The widget
renders, no error or traceback is printed, the searches' progress gives way to one line, and
the widget says which searches stopped at their limit and where the players' traces stop."""

import json

import pytest
from lab import ROOT_DIR, open_notebook, run_all_cells

pytestmark = pytest.mark.browser


def nim_class_cell() -> str:
    """The code of notebook 09's cell that defines Nim, read from the notebook as it is."""
    book = json.loads((ROOT_DIR / "notebooks" / "09_your_own_game.ipynb").read_text())
    sources = ["".join(cell["source"]) for cell in book["cells"] if cell["cell_type"] == "code"]
    return next(source for source in sources if source.startswith("class Nim(Game)"))


NOTEBOOKS = {
    "own_game.ipynb": [
        "# A student's own game in Compare",
        "from gamesearch.games import Game\nfrom gamesearch.widgets import Compare",
        nim_class_cell(),
        "Nim.heaps = (2, 3, 4, 5)\nCompare(Nim())",
    ],
}


def test_compare_on_notebook_09s_game_with_its_defaults_says_what_stopped_without_errors(
    browser, lab
):
    page = open_notebook(browser, lab, "own_game.ipynb")
    run_all_cells(page, timeout=240)
    page.get_by_role("button", name="Compare", exact=True).wait_for(timeout=60_000)
    outputs = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output")
    text = " ".join(outputs.all_inner_texts())
    assert page.locator('[data-mime-type="application/vnd.jupyter.stderr"]').count() == 0
    assert "Traceback" not in text and "Error" not in text, text[:2000]
    assert "Searching: 3 of 3 searches done in" in text  # the progress, as one line
    assert "Making the step-by-step players: 3 of 3 done in" in text
    page.get_by_text("Stopped before the end: alphabeta, negascout").wait_for()
    page.get_by_text("The step-by-step players show the first 2,000 nodes of").wait_for()
    page.locator(".widget-html td", has_text="— (stopped)").first.wait_for()
    assert page.get_by_text("each search stops at 100,000 nodes or 10 s").count() == 1
    page.close()

"""RISE (jupyterlab-rise) presents a course notebook live from JupyterLab, on the slides its
cells' slideshow metadata make (the offline deck's, ``make slides``), with the kernel.

A copy of notebook 03 up to its "Two tests on HIROI_TREE" slide (slideshow metadata kept) is
opened, run (Run All, as a lecturer starts), and its outputs cleared. The first test's code
cell is selected and Alt R (RISE's "Render as Reveal Slideshow", ``RISE:preview``) opens the
slideshow: a panel split to the right whose iframe is a second, slide-only JupyterLab at
``/rise/<path>``, started at the selected cell's slide and sharing the notebook's kernel.
Space reveals the code cell (a fragment); Ctrl Enter runs it and stays on the slide. Its output, a
search run live, is what gamesearch computes here, and the page has no uncaught error.

The screenshot goes to build/screenshots/rise-03.png, for a person to look at.
"""

import nbformat
import pytest
from lab import LECTURE, ROOT_DIR, open_notebook, run_all_cells, running_lab

from gamesearch.games.trees import HIROI_TREE
from gamesearch.search import solve

NOTEBOOK = ROOT_DIR / "notebooks" / "03_null_window_search.ipynb"
SHOT = ROOT_DIR / "build" / "screenshots" / "rise-03.png"
LIVE = "for gamma in (3, 4):"  # the code cell run on its slide: two null-window tests
SLIDESHOW = "iframe[src*='/rise/']"


@pytest.fixture(scope="module")
def rise_lab(tmp_path_factory):
    """JupyterLab serving 03's cells up to the live cell's slide and the slide after it (the
    live slide is not the last, as in the whole notebook), outputs cleared."""
    book = nbformat.read(NOTEBOOK, as_version=4)
    live = next(i for i, c in enumerate(book.cells) if c.source.startswith(LIVE))
    book.cells = book.cells[: live + 2]
    assert book.cells[live + 1].metadata["slideshow"]["slide_type"] in ("slide", "subslide")
    for cell in book.cells:
        if cell.cell_type == "code":
            cell.outputs, cell.execution_count = [], None
    root = tmp_path_factory.mktemp("rise")
    nbformat.write(book, root / NOTEBOOK.name)
    with running_lab(root) as lab:
        yield lab


def expected_lines():
    """The live cell's lines of results, computed here by the same searches."""
    lines = []
    for gamma in (3, 4):
        result = solve(HIROI_TREE, algorithm="nws", gamma=gamma, ordering="natural")
        answer = "yes" if result.value >= gamma else "no"
        lines.append(
            f"is the value ≥ {gamma}? {answer}: returned {result.value} "
            f"({result.bound} bound), {result.stats.nodes} nodes"
        )
    return lines


def test_rise_runs_a_search_live_on_a_slide_of_03(browser, rise_lab):
    page = open_notebook(browser, rise_lab, NOTEBOOK.name)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    run_all_cells(page)
    page.locator(".lm-MenuBar-itemLabel", has_text="Edit").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Clear Outputs of All Cells").first.click()
    cell = page.locator(".jp-Notebook .jp-CodeCell").filter(has_text=LIVE)
    cell.wait_for()
    assert cell.locator(".jp-OutputArea-output").count() == 0  # nothing left from Run All
    cell.locator(".jp-InputPrompt").click()
    page.keyboard.press("Escape")  # command mode, where Alt R is bound
    page.keyboard.press("Alt+r")

    slideshow = page.frame_locator(SLIDESHOW)
    slide = slideshow.locator(".reveal .slides section.present").last
    slide.get_by_role("heading", name="Two tests on HIROI_TREE").wait_for(timeout=60_000)
    assert page.locator(SLIDESHOW).is_visible()  # a panel beside the notebook, not a new tab
    assert len(page.context.pages) == 1
    live = slide.locator(".jp-CodeCell").filter(has_text=LIVE)
    assert not live.is_visible()  # a fragment: shown on the next key
    page.keyboard.press("Space")  # the slideshow's iframe has the focus
    live.wait_for(state="visible")
    page.keyboard.press("Control+Enter")  # runs it and stays (Shift Enter goes on)
    output = live.locator(".jp-OutputArea-output")
    output.first.wait_for(timeout=60_000)
    text = output.first.inner_text()
    for line in expected_lines():
        assert line in " ".join(text.split()), (line, text)
    # the slideshow's kernel is the notebook's: the count follows Run All's four cells
    prompt = live.locator(".jp-InputPrompt").inner_text().strip()
    assert prompt == "[5]:", prompt

    assert page.viewport_size == LECTURE
    SHOT.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOT))
    assert errors == []

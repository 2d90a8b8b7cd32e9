"""A student's session in the site, on one notebook with its kernel (one page for the module;
each test leaves the notebook as it found it).

A long cell says it is still working: the site's kernel shows one line once a cell has run
site_kernel.PROGRESS_AFTER seconds, with its search's progress, and says how long the cell
took when it ends (the limit is set to 0 here, so that a short search shows it on any
machine).

A player survives a save: the student runs a player's cell, steps it, saves and reloads the
page, and the player is there and steps with no kernel behind it, as the course's saved
outputs do (the patch "players kept on save": the saved copy keeps the standalone player,
not the live widget, whose model dies with the kernel). Without it the output says
"Loading widget..." until the cell runs again."""

from pathlib import Path

import nbformat
import pytest
from lite import open_notebook, run_new_first_cell, save, site_lock, wait_for_kernel

NOTEBOOK = "02_alpha_beta.ipynb"
ROOT = Path(__file__).resolve().parents[2]
WIDGET = "application/vnd.jupyter.widget-view+json"


#: A player a cell run has made (a live widget), and one drawn from a saved output.
LIVE = ".jp-OutputArea-output:not([data-mime-type='text/html']) .gs-player"
SAVED = ".jp-OutputArea-output[data-mime-type='text/html'] .gs-player"
#: The mime types of each output of each cell: in the notebook open on screen, and in the copy
#: of it the site's storage holds.
OUTPUTS = """async (p) => {
  const kinds = (book) =>
    book.cells.map((c) => (c.outputs ?? []).map((o) => Object.keys(o.data ?? {}).sort()));
  const app = window.jupyterapp;
  const open = app.shell.currentWidget.context.model.toJSON();
  const stored = await app.serviceManager.contents.get(p, {type: "notebook", content: true});
  const python = stored.content.metadata.language_info.version;
  return {open: kinds(open), stored: kinds(stored.content), python};
}"""


def first_player_cell() -> int:
    """The index of the notebook's first cell whose saved output is a player."""
    book = nbformat.read(ROOT / "notebooks" / NOTEBOOK, as_version=4)
    return next(
        i
        for i, cell in enumerate(book.cells)
        if any(
            "gs-player" in output.get("data", {}).get("text/html", "")
            for output in cell.get("outputs", [])
        )
    )


@pytest.fixture(scope="module")
def page(site_browser):
    """The notebook open in the site, its kernel idle."""
    base, browser = site_browser
    page = open_notebook(browser, base, NOTEBOOK).page
    wait_for_kernel(page)
    yield page
    page.context.close()


def test_a_search_past_the_limit_shows_progress_then_how_long_it_took(page):
    code = (
        "import site_kernel\n"
        "from gamesearch.search import solve\n"
        "site_kernel.PROGRESS_AFTER = 0\n"
        'solve("tictactoe", algorithm="alphabeta").value'
    )
    cell = run_new_first_cell(page, code)
    said = cell.locator(".jp-OutputArea-output").all_inner_texts()
    assert said[0].startswith("Done in ") and said[0].endswith(" s (1 search)."), said
    assert said[1] == "0", said  # the search's value, after the line
    # the cell goes (Shift+Enter moved the selection on: select it again): the notebook as
    # it was
    cell.locator(".jp-InputPrompt").click()
    page.keyboard.press("Escape")
    page.keyboard.press("d")
    page.keyboard.press("d")
    page.wait_for_function(
        """n => document.querySelectorAll('.jp-Notebook .jp-Cell').length === n
             && !document.querySelector('.jp-Notebook .jp-Cell').textContent
                   .includes('PROGRESS_AFTER')""",
        arg=len(nbformat.read(ROOT / "notebooks" / NOTEBOOK, as_version=4).cells),
    )


def test_a_saved_player_is_drawn_after_a_reload_and_steps_with_no_kernel(page, site):
    page.locator(".jp-Notebook .jp-Cell").first.click()
    for _ in range(first_player_cell() + 1):
        page.keyboard.press("Shift+Enter")
    live = page.locator(LIVE).first
    live.wait_for(timeout=120_000)
    live.get_by_role("button", name="Forward").click()
    save(page, NOTEBOOK)  # Ctrl+S, the focus still on the player's Forward
    kinds = page.evaluate(OUTPUTS, NOTEBOOK)
    # the notebook on screen keeps its live widget; the saved copy has every output it has,
    # the player's as the standalone player alone
    assert any(WIDGET in kind for outputs in kinds["open"] for kind in outputs), kinds["open"]
    without = [[[k for k in kind if k != WIDGET] for kind in outputs] for outputs in kinds["open"]]
    assert kinds["stored"] == without
    # the Python the saved notebook names is the site's (the patch "the kernel's own Python
    # version"; the kernel's own reply says 3.8)
    assert kinds["python"] == site_lock(site)["info"]["python"], kinds["python"]

    page.reload()
    page.locator(".jp-Notebook .jp-Cell").first.wait_for()
    player = page.locator(SAVED).first
    player.wait_for()
    # no kernel: the standalone player steps by itself, and nothing waits for a widget model
    page.evaluate("() => window.jupyterapp.serviceManager.kernels.shutdownAll()")
    count = player.locator(".count")
    before = count.inner_text()
    for _ in range(3):
        player.get_by_role("button", name="Forward").click()
    assert count.inner_text() != before and count.inner_text().startswith("3 /"), before
    assert "Loading widget" not in page.locator(".jp-Notebook").inner_text()

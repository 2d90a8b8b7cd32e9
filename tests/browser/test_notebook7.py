"""Notebook 03 in Notebook 7 (the ``notebook`` package), run as a student runs it: its players
show, and step by key and by mouse. Notebook 7 takes the arrow keys for its own commands
before a widget sees them, unless the widget keeps them (the player does, while it has the
focus).
"""

import nbformat
import pytest
from lab import ROOT_DIR, open_notebook, run_all_cells, running_lab

NOTEBOOK = ROOT_DIR / "notebooks" / "03_null_window_search.ipynb"
#: 03's players: one for each code cell that makes a Stepper
PLAYERS = sum(
    "Stepper(" in cell.source
    for cell in nbformat.read(NOTEBOOK, as_version=4).cells
    if cell.cell_type == "code"
)


@pytest.fixture(scope="module")
def page(browser, tmp_path_factory):
    root = tmp_path_factory.mktemp("notebook7")
    with running_lab(root, [NOTEBOOK], app="notebook") as lab:
        page = open_notebook(browser, lab, NOTEBOOK.name)
        run_all_cells(page, timeout=300)  # every code cell run: Run All stops at an error
        yield page
        page.close()


def test_03_runs_in_notebook_7_with_no_error_and_shows_its_players(page):
    # every code cell has run (Run All stops at an error) and none shows a traceback
    assert page.locator(".jp-OutputArea-output", has_text="Traceback").count() == 0
    players = page.locator(".gs-player")
    players.last.wait_for(timeout=60_000)
    assert players.count() == PLAYERS >= 4


def test_a_player_steps_by_key_and_by_mouse_and_keeps_its_keys(page):
    root = page.locator(".gs-player").first
    root.scroll_into_view_if_needed()
    root.focus()
    count = root.locator(".count")
    for key, shown in [
        ("ArrowRight", "1 /"),
        ("ArrowRight", "2 /"),
        ("End", None),
        ("Home", "0 /"),
    ]:
        page.keyboard.press(key)
        if shown:
            assert count.inner_text().startswith(shown), key
    assert page.evaluate("() => document.activeElement.classList.contains('gs-player')")
    page.keyboard.press("q")  # the quiz, not Notebook 7's command
    assert root.get_by_role("button", name="Quiz").get_attribute("aria-pressed") == "true"
    page.keyboard.press("q")
    page.keyboard.press("s")  # the strategy, not a command of Notebook 7's
    assert root.get_by_role("button", name="Strategy").get_attribute("aria-pressed") == "true"
    page.keyboard.press("s")
    root.get_by_role("button", name="Forward").click()
    root.get_by_role("button", name="Forward").click()
    assert count.inner_text().startswith("2 /")
    root.get_by_role("button", name="Back").click()
    assert count.inner_text().startswith("1 /")
    # the keys are the player's only while it has the focus: the notebook gets them back
    page.locator(".jp-Cell").first.click()
    page.keyboard.press("Escape")
    page.keyboard.press("ArrowDown")
    assert count.inner_text().startswith("1 /")

"""Play in a real browser: a whole tic-tac-toe game clicked against the engine in JupyterLab
at a projector's size, then New game; and the board's contrast in the Dark theme.

Every wait is bounded (a game takes a few seconds); the server and its kernels are always
shut down (``lab.py``).
"""

import pytest
from lab import LECTURE, contrast, open_notebook, run_all_cells

pytestmark = pytest.mark.browser  # fails, never skips, without Chromium (see conftest.py)

NOTEBOOKS = {
    "play.ipynb": [
        "# PLAY",
        "from gamesearch.widgets import Play\nPlay('tictactoe', depth=None)",
    ],
}
SQUARES = [f"{col}{row}" for row in "123" for col in "abc"]
ANSWER = 20_000  # ms: the longest wait for the engine's answer to show

#: Each visible text of the widget: [text, its colour, the colour it stands on] (the first
#: background that is not transparent, from the element up).
COLOURS = """root => [root, ...root.querySelectorAll('*')]
  .filter(e => [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim()))
  .filter(e => e.getClientRects().length)
  .map(e => {
    let up = e, ground = 'rgba(0, 0, 0, 0)';
    while (up && /rgba\\(.*, 0\\)|transparent/.test(ground)) {
      ground = getComputedStyle(up).backgroundColor; up = up.parentElement; }
    return [e.textContent.trim().slice(0, 30), getComputedStyle(e).color, ground]; })"""


def open_play(browser, lab):
    """The notebook's page, its cells run, and the Play widget on it (the outermost box
    holding a "New game" button)."""
    page = open_notebook(browser, lab, "play.ipynb")
    run_all_cells(page)
    new_game = page.get_by_role("button", name="New game")
    new_game.wait_for(timeout=60_000)
    return page, page.locator(".widget-vbox").filter(has=new_game).first


def square_texts(root):
    return root.locator(".widget-gridbox button").evaluate_all(
        "bs => bs.map(b => b.textContent.trim())"
    )


def test_a_whole_game_clicked_against_the_engine_then_a_new_game_empties_the_board(browser, lab):
    page, root = open_play(browser, lab)
    assert page.viewport_size == LECTURE and page.locator(".jp-FileBrowser").is_visible()
    assert square_texts(root) == SQUARES  # every square visible, named, legal
    mine = 0
    while not root.get_by_text("Game over").count():
        free = [text for text in square_texts(root) if text in SQUARES]
        root.get_by_role("button", name=free[0], exact=True).click()
        mine += 1
        # My X is on the board, the engine has answered (or the game is over) and the status
        # after the answer has come: the board is redrawn before the text under "thinking".
        page.wait_for_function(
            """([root, mine]) => { const t = [...root.querySelectorAll('.widget-gridbox button')]
                 .map(b => b.textContent.trim()), text = root.textContent;
               const xs = t.filter(s => s === 'X').length, os = t.filter(s => s === 'O').length;
               return xs === mine && (os === mine || text.includes('Game over'))
                 && !text.includes('is thinking')
                 && !root.querySelector('.widget-gridbox button:disabled'); }""",
            arg=[root.element_handle(), mine],
            timeout=ANSWER,
        )
        assert mine <= 5
    texts = square_texts(root)
    assert texts.count("X") == mine and texts.count("O") in (mine - 1, mine)
    root.get_by_text("Engine (negascout, to the end) played").wait_for(timeout=ANSWER)
    assert root.evaluate("r => r.getBoundingClientRect().width") <= 800
    output = root.locator("xpath=ancestor::div[contains(@class,'jp-OutputArea-output')]")
    assert output.evaluate("e => e.scrollWidth <= e.clientWidth + 1")

    root.get_by_role("button", name="New game").click()
    root.get_by_text("Your move: you play X.").wait_for(timeout=ANSWER)
    page.wait_for_function(
        "root => [...root.querySelectorAll('.widget-gridbox button')]"
        ".every(b => !['X', 'O'].includes(b.textContent.trim()))",
        arg=root.element_handle(),
        timeout=ANSWER,
    )
    assert square_texts(root) == SQUARES  # every square empty again, and legal
    assert page.get_by_text("Traceback").count() == 0
    page.close()


def test_the_board_and_its_text_read_at_4_5_to_1_in_the_dark_theme(browser, lab):
    lab.set_theme("dark")
    try:
        page, root = open_play(browser, lab)
        assert page.evaluate("() => document.body.dataset.jpThemeLight") == "false"
        root.get_by_role("button", name="b2", exact=True).click()
        root.get_by_text("You played b2.").wait_for(timeout=ANSWER)
        page.wait_for_function(  # the engine's O is on the board too, and it is X's turn
            "root => [...root.querySelectorAll('.widget-gridbox button')]"
            ".some(b => b.textContent.trim() === 'O')"
            " && root.innerText.includes('Your move')",
            arg=root.element_handle(),
            timeout=ANSWER,
        )
        seen = root.evaluate(COLOURS)
        texts = set(text for text, _, _ in seen)
        # both marks, the coordinates, the free squares named (whichever the engine left)
        assert {"X", "O", "a", "c", "1", "3", "New game"} <= texts
        assert len(texts & set(SQUARES)) == 7, texts
        for text, colour, ground in seen:
            assert contrast(colour, ground) >= 4.5, f"{text!r}: {colour} on {ground}"
        page.close()
    finally:
        lab.set_theme("light")

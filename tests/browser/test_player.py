"""The player in a real browser: in JupyterLab at a projector's size, in two notebooks at
once, in the Dark theme, and in a page saved with no server, no kernel and no dot
(``test_exports.py`` opens the exported course).

Every wait is bounded; the server and its kernels are always shut down (``lab.py``).
"""

import re

from lab import LECTURE, contrast, offline_page, open_notebook, run_all_cells

SETUP = """\
from gamesearch.games.trees import HIROI_TREE, PI_TREE
from gamesearch.search import solve
from gamesearch.widgets import Stepper
"""
NOTEBOOKS = {
    "one.ipynb": [
        "# ONE",
        SETUP + "one = Stepper(solve(HIROI_TREE, algorithm='nws', gamma=4, trace=True), "
        "show_true=True)\none",
    ],
    "two.ipynb": ["# TWO", SETUP + "Stepper(solve(PI_TREE, algorithm='mtdf', trace=True))"],
    # about 300 nodes, as on notebook 03's tic-tac-toe stepper
    "ttt.ipynb": [
        "# TTT",
        SETUP + "ttt = Stepper(solve('tictactoe', moves='b2 a1', algorithm='nws', gamma=1, "
        "trace=True))\nttt",
        "print('cursor', ttt.cursor)",
    ],
}

#: On-screen font size of an SVG text: its font size times the scale it is drawn at.
FONT_PX = "t => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a"
#: Elements of the player that would show a horizontal scrollbar.
SCROLLERS = """root => [root, ...root.querySelectorAll('*')].filter(e => {
    const x = getComputedStyle(e).overflowX;
    return (x === 'auto' || x === 'scroll') && e.scrollWidth > e.clientWidth + 1;
}).map(e => e.className)"""


def player(page, marker):
    """The player of the notebook whose first cell says ``# marker``."""
    heading = page.locator(".jp-RenderedMarkdown h1", has_text=marker)
    panel = page.locator(".jp-NotebookPanel").filter(has=heading)
    return panel.locator(".gs-player").first


def tree_state(root):
    """What the tree shows: the drawing of the player's view, whole tree or path."""
    return root.evaluate("r => r.querySelector('.view').innerHTML")


def test_two_notebooks_open_at_once_step_without_touching_each_other(browser, lab):
    page = open_notebook(browser, lab, "one.ipynb")
    run_all_cells(page)
    page.locator(".jp-DirListing-item", has_text="two.ipynb").dblclick()
    run_all_cells(page)
    one, two = player(page, "ONE"), player(page, "TWO")
    one.wait_for(state="attached", timeout=30_000)
    two.wait_for(timeout=30_000)
    for _ in range(6):
        two.get_by_role("button", name="Forward").click()
    before_one, before_two = tree_state(one), tree_state(two)
    for _ in range(20):
        two.get_by_role("button", name="Forward").click()
    assert tree_state(one) == before_one  # stepping two left one as it was
    assert tree_state(two) != before_two
    page.locator(".lm-TabBar-tab", has_text="one.ipynb").click()
    after_two = tree_state(two)
    for _ in range(5):
        one.get_by_role("button", name="Forward").click()
    assert tree_state(two) == after_two
    assert one.locator(".count").inner_text().startswith("5 /")
    ids = page.evaluate("() => [...document.querySelectorAll('.gs-player [id]')].map(e => e.id)")
    assert len(ids) > 10 and len(ids) == len(set(ids)), "two elements share an id"
    page.close()


def ttt_player(browser, lab):
    """The page of ``ttt.ipynb``, run, and its player scrolled into view."""
    page = open_notebook(browser, lab, "ttt.ipynb")
    run_all_cells(page)
    root = player(page, "TTT")
    root.scroll_into_view_if_needed()
    return page, root


def test_at_a_projector_size_every_label_is_readable_and_nothing_scrolls(browser, lab):
    page, root = ttt_player(browser, lab)
    assert page.viewport_size == LECTURE and page.locator(".jp-FileBrowser").is_visible()
    forward = root.get_by_role("button", name="Forward")
    sizes = []
    for _ in range(40):
        forward.click()
        current = root.locator(".focus [data-node]").last  # the deepest node shown
        texts = root.locator(".focus text")
        assert texts.count() > 0 and current.count() == 1
        sizes += texts.evaluate_all(f"ts => ts.map({FONT_PX})")
        assert root.evaluate(SCROLLERS) == []
    assert min(sizes) >= 12, f"smallest label {min(sizes):.1f} px"
    output = root.locator("xpath=ancestor::div[contains(@class,'jp-OutputArea-output')]")
    assert output.evaluate("e => e.scrollWidth <= e.clientWidth + 1")
    # the kernel follows the front end's cursor
    page.locator(".jp-Cell").last.click()
    page.keyboard.press("Shift+Enter")
    page.get_by_text("cursor 40").wait_for(timeout=30_000)
    page.close()


def test_the_player_steps_through_300_events_showing_the_tree_as_it_grows(browser, lab):
    """Each of 300 steps lays the page out again (make bench times them: bench_stepper)."""
    page, root = ttt_player(browser, lab)
    counts = root.evaluate(
        """r => { const out = []; const p = r.gsPlayer;
        for (let c = 0; c <= 300; c++) { p.go(c); r.querySelector('.view').offsetHeight;
          out.push(p.visible().length); } return out; }"""
    )
    assert counts == sorted(counts) and counts[0] >= 1  # stepping forward only adds nodes
    assert counts[-1] > 100  # the whole tree is laid out too, and restyled at every step
    assert root.locator(".count").inner_text().startswith("300 /")
    page.close()


def test_the_dark_theme_keeps_the_number_line_and_board_readable(browser, lab):
    lab.set_theme("dark")
    try:
        page, root = ttt_player(browser, lab)
        for _ in range(3):
            root.get_by_role("button", name="Forward").click()
        assert page.evaluate("() => document.body.dataset.jpThemeLight") == "false"
        pairs = root.evaluate(
            """r => [...r.querySelectorAll('.line text, .board text, .sentence, .count')]
            .filter(t => t.textContent.trim()).map(t => {
              let e = t, bg = 'rgba(0, 0, 0, 0)';
              while (e && (bg === 'rgba(0, 0, 0, 0)' || bg === 'transparent')) {
                bg = getComputedStyle(e).backgroundColor; e = e.parentElement; }
              const s = getComputedStyle(t);
              const fg = t instanceof SVGElement ? s.fill : s.color;
              return [t.textContent.trim().slice(0, 20), fg, bg]; })"""
        )
        assert len(pairs) > 5
        for text, fg, bg in pairs:
            assert contrast(fg, bg) >= 4.5, f"{text!r}: {fg} on {bg}"
        page.close()
    finally:
        lab.set_theme("light")


def step_and_check(root):
    sentence = root.locator(".sentence")
    before, tree = sentence.inner_text(), tree_state(root)
    for _ in range(3):
        root.get_by_role("button", name="Forward").click()
    assert sentence.inner_text() != before and tree_state(root) != tree
    assert root.locator(".count").inner_text().startswith("3 /")


def test_without_dot_the_player_lays_the_tree_out_in_the_browser(browser, tmp_path, hide_dot):
    """As in JupyterLite, where Graphviz's program cannot run: the player needs none."""
    from gamesearch.games.trees import HIROI_TREE
    from gamesearch.search import solve
    from gamesearch.widgets import Stepper

    stepper = Stepper(solve(HIROI_TREE, algorithm="nws", gamma=4, trace=True))
    page, errors = offline_page(browser)
    page.goto(stepper.save_html(tmp_path / "no-dot.html").as_uri())
    root = page.locator(".gs-player")
    root.get_by_role("button", name="Whole tree").click()
    root.evaluate("r => r.gsPlayer.go(1e9)")
    drawn = root.evaluate(
        "r => new Set([...r.querySelectorAll('.canvas [data-node]')].map(g => g.dataset.node)).size"
    )
    assert drawn == len(stepper.model.trace)  # every node of the trace, laid out here
    root.evaluate("r => r.gsPlayer.go(0)")
    step_and_check(root)
    assert page.evaluate("() => typeof globalThis.gamesearchGraphviz") == "undefined"
    assert errors == []
    page.close()


def test_a_saved_player_opens_where_the_notebook_left_it(browser, tmp_path):
    """A notebook that moves its player (``stepper.go(n)``) before showing it saves it there:
    the exports and the decks open at event n (05's "Watch the narrowing" stops just before
    a probe), and step on from it."""
    from gamesearch.games.trees import HIROI_TREE
    from gamesearch.search import solve
    from gamesearch.widgets import Stepper

    stepper = Stepper(solve(HIROI_TREE, algorithm="nws", gamma=4, trace=True))
    stepper.go(7)
    page, errors = offline_page(browser)
    page.goto(stepper.save_html(tmp_path / "at-7.html").as_uri())
    root = page.locator(".gs-player")
    count = root.locator(".count")
    count.wait_for()
    assert count.inner_text().startswith("7 /")
    root.get_by_role("button", name="Forward").click()
    assert count.inner_text().startswith("8 /")
    assert errors == []
    page.close()


#: Records each line a page shows in a player's place with role=status before the player.
SEEN_STATUS = """
window.statusSeen = [];
new MutationObserver(() => {
  for (const line of document.querySelectorAll(".gs-player-host > [role=status]")) {
    if (!window.statusSeen.includes(line.textContent)) window.statusSeen.push(line.textContent);
  }
}).observe(document, { childList: true, subtree: true });
"""


def test_a_saved_page_of_06s_whole_mtdf_opens_and_steps(browser, tmp_path):
    """Notebook 06's big player (4 x 6 Reversi MTD(f) from f = 0, all 18 passes, 52 055
    nodes): its page carries the data compressed and says it is loading while it unpacks."""
    from gamesearch.games.reversi import Reversi
    from gamesearch.search import solve
    from gamesearch.search.ttable import TranspositionTable
    from gamesearch.widgets import Stepper
    from gamesearch.widgets.stepper import player_code_script

    reversi = Reversi(4, 6, order="hiroi")
    table = TranspositionTable(
        store_if=lambda state: reversi.empty_count(state) >= 2, leaves="by-window"
    )
    position = reversi.play_line(reversi.initial_state(), "c1 b1")
    result = solve(
        reversi, position, "mtdf", first_guess=0, tt=table, ordering="natural", trace=True
    )
    trace = result.trace
    assert len(trace) > 50_000 and len(trace.passes) == 18
    saved = Stepper(result).save_html(tmp_path / "06.html")
    events = len(trace.codes)
    assert saved.stat().st_size < 2_000_000 + len(player_code_script())  # 8.7 MB as JSON
    page, errors = offline_page(browser)
    page.add_init_script(SEEN_STATUS)
    page.goto(saved.as_uri(), timeout=120_000)
    root = page.locator(".gs-player")
    count = root.locator(".count")
    count.wait_for(timeout=120_000)
    assert page.evaluate("() => window.statusSeen") == ["Loading the player…"]
    assert count.inner_text() == f"0 / {events:,}"
    forward = root.get_by_role("button", name="Forward")
    for _ in range(3):
        forward.click()
    assert count.inner_text() == f"3 / {events:,}"
    # the node's number and the status read apart ("Node 1 Event 4 of …", not "Node 1Event")
    where = root.locator(".where").text_content()
    assert re.fullmatch(rf"Node [\d,]+ Event 3 of {events:,}: .+", where), where
    root.evaluate("r => r.gsPlayer.go(1e9)")
    assert count.inner_text() == f"{events:,} / {events:,}"
    assert root.locator(".sentence").inner_text()  # the last event is said
    root.get_by_role("button", name="Back").click()
    assert count.inner_text() == f"{events - 1:,} / {events:,}"
    assert errors == []
    page.close()


def test_a_browser_that_cannot_decompress_says_so_in_the_players_place(browser, tmp_path):
    from gamesearch.games.trees import HIROI_TREE
    from gamesearch.search import solve
    from gamesearch.widgets import Stepper

    saved = Stepper(solve(HIROI_TREE, algorithm="nws", gamma=4, trace=True)).save_html(
        tmp_path / "old-browser.html"
    )
    page, errors = offline_page(browser)
    page.add_init_script("delete globalThis.DecompressionStream")
    page.goto(saved.as_uri())
    line = page.locator(".gs-player-host > [role=alert]")
    line.wait_for()
    assert line.inner_text().startswith("This browser cannot open the player")
    assert "DecompressionStream" in line.inner_text() and "\n" not in line.inner_text()
    assert page.locator(".gs-player").count() == 0
    assert errors == []
    page.close()

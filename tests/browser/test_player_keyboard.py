"""The player keeps the keyboard and the focus (issue 31), in JupyterLab and in Notebook 7:
with the player focused, the notebook's single-key shortcuts (M, D D, A, B, X, 0 0) change no
cell while the player's own keys still step, and a shortcut with Ctrl (Ctrl+S) still saves;
stepping to either end keeps the focus inside the player; "?" lists the keys in a dialog
that Escape closes, giving the focus back; I says where the player is; every mode change
and a quiz verdict are said in one message; two players of one search have names of their
own; zoomed in to 200 % and to 400 % (a compact bar: Back, Forward and More) every focused
control is in sight, below the sticky bar where there is one, and the sentence shows after
each step; in forced colours a pressed toggle looks pressed; and axe still finds nothing
inside the player.

One server of each kind for the module (its notebook run once); each test leaves the players
as it found them where the next one depends on it.
"""

import pytest
from axe import describe, violations
from lab import ROOT_DIR, open_notebook, run_all_cells, running_lab, write_notebook

SHOTS = ROOT_DIR / "build" / "screenshots"
SEARCH = "solve(HIROI_TREE, algorithm='nws', gamma=4, ordering='natural', trace=True)"
CELLS = [
    "# KEYS",
    "from gamesearch.games.trees import HIROI_TREE\nfrom gamesearch.search import solve\n"
    f"from gamesearch.widgets import Stepper\nStepper({SEARCH}, quiz=True)",
    f"Stepper({SEARCH})",  # the same search again: its player needs a name of its own
]

#: Each cell of the notebook shown: its type, in order.
CELL_TYPES = """() => [...document.querySelectorAll(
    '.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook .jp-Cell')]
  .map(c => c.classList.contains('jp-MarkdownCell') ? 'markdown'
          : c.classList.contains('jp-CodeCell') ? 'code' : 'raw')"""
#: Whether the focus is inside the player `r`, and on what.
FOCUS = """r => ({inside: r.contains(document.activeElement),
  on: document.activeElement === r ? 'player'
      : document.activeElement.getAttribute('aria-label') || document.activeElement.textContent})"""


@pytest.fixture(scope="module", params=["lab", "notebook"])
def page(request, browser, tmp_path_factory):
    root = tmp_path_factory.mktemp(f"keys-{request.param}")
    write_notebook(root / "keys.ipynb", *CELLS)
    with running_lab(root, app=request.param) as lab:
        page = open_notebook(browser, lab, "keys.ipynb")
        run_all_cells(page)
        page.locator(".gs-player .view[data-mode]").nth(1).wait_for(timeout=60_000)
        page.app = request.param
        page.saved = root / "keys.ipynb"
        yield page
        page.close()


def player(page, i=1):
    """The `i`-th player (0: the quiz), scrolled into view, at its first event, focused."""
    root = page.locator(".gs-player").nth(i)
    root.scroll_into_view_if_needed()
    root.evaluate("r => r.gsPlayer.go(0)")
    root.focus()
    return root


def count(root):
    return int(root.locator(".count").inner_text().split("/")[0])


def said(root, starts):
    """Wait until the player's live region says something starting with `starts`; return it."""
    live = root.locator("[aria-live=polite]")
    root.page.wait_for_function(
        "([r, s]) => r.querySelector('[aria-live=polite]').textContent.startsWith(s)",
        arg=[root.element_handle(), starts],
        timeout=5_000,
    )
    return live.inner_text()


def test_the_notebooks_single_key_shortcuts_change_no_cell_while_the_player_has_the_focus(page):
    before = page.evaluate(CELL_TYPES)
    assert before == ["markdown", "code", "code"], before
    root = player(page)
    for key in ["m", "d", "d", "a", "b", "x", "0", "0", "y", "c", "v", "z"]:
        page.keyboard.press(key)
    page.wait_for_timeout(300)  # a command would have run by now
    assert page.evaluate(CELL_TYPES) == before
    assert page.locator(".jp-Dialog").count() == 0  # 0 0 asked nothing about the kernel
    at = count(root)  # C is the player's own: the next cutoff
    page.keyboard.press("ArrowRight")  # the player's own keys still work
    assert count(root) == at + 1
    assert root.evaluate(FOCUS)["inside"]


def test_ctrl_s_saves_the_notebook_while_the_player_has_the_focus(page):
    before = page.saved.stat().st_mtime_ns
    root = player(page)
    page.keyboard.press("Control+s")
    for _ in range(100):  # the server writes the file within a second or so
        if page.saved.stat().st_mtime_ns != before:
            break
        page.wait_for_timeout(100)
    assert page.saved.stat().st_mtime_ns != before, "Ctrl+S did not save the notebook"
    assert root.evaluate(FOCUS)["inside"]


def test_stepping_to_either_end_keeps_the_focus_inside_the_player(page):
    root = player(page)
    n = int(root.locator(".slider").get_attribute("max"))
    forward = root.get_by_role("button", name="Forward")
    back = root.get_by_role("button", name="Back")
    root.evaluate(f"r => r.gsPlayer.go({n - 1})")
    forward.focus()
    page.keyboard.press("Enter")  # the last event: Forward is disabled under the focus
    assert count(root) == n and forward.is_disabled()
    assert root.evaluate(FOCUS) == {"inside": True, "on": "Back"}
    page.keyboard.press("ArrowLeft")  # and the keys still step
    assert count(root) == n - 1
    page.keyboard.press("End")
    page.keyboard.press("Home")  # from Back, with its own key: Back is disabled
    assert count(root) == 0 and back.is_disabled()
    assert root.evaluate(FOCUS) == {"inside": True, "on": "Forward"}
    page.keyboard.press("ArrowRight")
    assert count(root) == 1


def test_question_mark_lists_the_keys_and_escape_gives_the_focus_back(page):
    root = player(page)
    dialog = root.get_by_role("dialog", name="The player's keys")
    assert dialog.is_hidden()
    page.keyboard.press("?")
    assert dialog.is_visible() and root.evaluate(
        "r => r.querySelector('.keys').contains(document.activeElement)"
    )
    assert "where am I" in dialog.inner_text() and "Home" in dialog.inner_text()
    page.keyboard.press("Escape")
    assert dialog.is_hidden() and root.evaluate(FOCUS) == {"inside": True, "on": "player"}
    keys = root.get_by_role("button", name="Keys")
    if not keys.is_visible():  # folded into the "More" menu
        root.get_by_role("button", name="More").click()
    keys.click()
    assert dialog.is_visible() and keys.get_attribute("aria-expanded") == "true"
    page.keyboard.press("Escape")
    assert dialog.is_hidden() and root.evaluate(FOCUS) == {"inside": True, "on": "Keys"}
    assert keys.get_attribute("aria-expanded") == "false"


def test_i_says_where_the_player_is_and_each_mode_change_is_said(page):
    root = player(page)
    for _ in range(5):
        page.keyboard.press("ArrowRight")
    page.keyboard.press("i")
    where = said(root, "Event 5 of")
    current = root.locator("[role=treeitem][aria-current=true]").text_content()
    assert "Path: R" in where and current in where, (where, current)
    for key, words in [
        ("w", "Whole tree shown."),
        ("w", "Following the current node."),
        ("+", "Zoom 125 %."),
        ("-", "Zoom 100 %."),
        ("q", "Quiz on"),
        ("q", "Quiz off."),
        ("p", "Playing."),
        ("p", "Paused."),
    ]:
        page.keyboard.press(key)
        said(root, words)


def test_a_verdict_is_one_message_and_the_player_is_not_described_at_length(page):
    root = player(page, 0)  # the quiz
    for _ in range(40):
        if root.locator(".quiz .choices button").count():
            break
        page.keyboard.press("ArrowRight")
        root.focus()
    assert root.locator(".quiz .choices button").count(), "no question was asked"
    page.keyboard.press("1")
    message = said(root, "✔") if root.locator(".quiz .right").count() else said(root, "✘")
    assert "Score: " in message and message.endswith(root.locator(".sentence").inner_text())
    assert root.locator(".quiz [role=status], .quiz [aria-live]").count() == 0  # said once
    assert root.evaluate(FOCUS)["inside"]
    description = root.evaluate(
        "r => document.getElementById(r.getAttribute('aria-describedby')).textContent"
    )
    assert len(description) < 80, description
    root.get_by_role("button", name="Quiz").click()  # off again


def test_two_players_of_one_search_have_names_of_their_own(page):
    names = page.locator(".gs-player").evaluate_all(
        "rs => rs.map(r => r.getAttribute('aria-label'))"
    )
    assert len(names) == 2 and len(set(names)) == 2, names
    assert all(n.startswith("Player: nws search of R, window (3, 4)") for n in names), names


def test_axe_finds_nothing_in_the_players_with_the_keys_open(page):
    player(page)
    page.keyboard.press("?")
    found = violations(page, ".gs-player")
    page.keyboard.press("Escape")
    assert found == [], describe(found)


def test_in_forced_colours_a_pressed_toggle_differs_from_an_unpressed_one(page):
    page.emulate_media(forced_colors="active")
    try:
        root = player(page)
        whole = root.get_by_role("button", name="Whole tree")
        quiz = root.get_by_role("button", name="Quiz")
        if not whole.is_visible():
            root.get_by_role("button", name="More").click()
        whole.click()
        look = (
            "b => { const s = getComputedStyle(b);"
            " return [s.borderTopWidth, s.backgroundColor, s.textDecorationLine]; }"
        )
        pressed, unpressed = whole.evaluate(look), quiz.evaluate(look)
        assert whole.get_attribute("aria-pressed") == "true"
        assert quiz.get_attribute("aria-pressed") == "false"
        assert pressed[0] != unpressed[0] and pressed[2] != unpressed[2], (pressed, unpressed)
        # the diagram is drawn in the system's colours: the edges in its text colour
        page.keyboard.press("w")
        root.evaluate("r => r.gsPlayer.go(6)")
        edge = root.locator(".focus svg line").first.evaluate("l => getComputedStyle(l).stroke")
        text = page.evaluate(
            "() => { const e = document.createElement('span'); e.style.color = 'CanvasText';"
            " document.body.append(e); const c = getComputedStyle(e).color; e.remove(); return c; }"
        )
        assert edge == text, (edge, text)
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"player-keys-forced-{page.app}.png"))
    finally:
        page.emulate_media(forced_colors="none")
        root.evaluate("r => r.gsPlayer.go(0)")
        if root.get_by_role("button", name="Whole tree").get_attribute("aria-pressed") == "true":
            root.focus()
            page.keyboard.press("w")


#: The part of the window that the scrolling areas around the element `e` show (and the
#: player `r` itself, the ancestors' own clipping boxes included): [top, bottom].
AREA = """([r, e]) => {
  let top = 0, bottom = innerHeight;
  for (let p = e.parentElement; p; p = p.parentElement) {
    const y = getComputedStyle(p).overflowY;
    if (y === 'auto' || y === 'scroll') {
      const b = p.getBoundingClientRect();
      top = Math.max(top, b.top); bottom = Math.min(bottom, b.bottom);
    }
  }
  const box = r.getBoundingClientRect();
  return [Math.max(top, box.top), Math.min(bottom, box.bottom)];
}"""
#: The focused control's box, whether it is in the sticky head, the head's bottom, and the
#: part of the page that shows it (AREA).
FOCUSED = f"""r => {{ const e = document.activeElement, b = e.getBoundingClientRect();
  const head = r.querySelector('.head');
  return {{inside: r.contains(e), name: e.getAttribute('aria-label') || e.textContent.slice(0, 20),
          inHead: head.contains(e), pinned: getComputedStyle(head).position === 'sticky',
          top: b.top, bottom: b.bottom, head: head.getBoundingClientRect().bottom,
          area: ({AREA})([r, e])}}; }}"""
#: Whether the first line of the player `r`'s sentence is inside the part of the page shown.
SENTENCE_SHOWN = f"""r => {{
  const s = r.querySelector('.sentence'), b = s.getBoundingClientRect();
  const [top, bottom] = ({AREA})([r, s]);
  return top - 1 <= b.top && b.top + parseFloat(getComputedStyle(s).lineHeight) <= bottom + 1;
}}"""


def in_sight(where, low, high):
    """Whether a focused control (FOCUSED's `where`) shows in the part of the page from `low`
    to `high`: from its top, all of it, or as much as that part holds (an entry of the node
    list that is taller than the page shows at 400 %), and not under the sticky head."""
    starts = low - 1 <= where["top"] <= high
    whole = where["bottom"] <= high + 1 or where["top"] <= low + 1
    under = where["pinned"] and not where["inHead"] and where["top"] < where["head"] - 1
    return starts and whole and not under


#: The browser zoomed in: 1280 × 800 at 200 % and at 400 %, in CSS px.
ZOOMS = {200: {"width": 640, "height": 400}, 400: {"width": 320, "height": 200}}


@pytest.mark.parametrize("zoom", ZOOMS)
def test_zoomed_in_focused_controls_are_in_sight_and_the_sentence_shows_after_each_step(page, zoom):
    files = page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
    if page.app == "lab":  # the file browser closed: at 320 px it would cover the notebook
        files.click()
    page.set_viewport_size(ZOOMS[zoom])
    root = page.locator(".gs-player").nth(1)
    try:
        player(page)
        more = root.get_by_role("button", name="More")
        more.wait_for(state="visible", timeout=10_000)  # the bar folded
        if zoom == 400:  # compact: the bar keeps Back, Forward (their arrows) and More
            bar = root.locator(".bar > :not([hidden])").evaluate_all(
                "es => es.map(e => e.getAttribute('aria-label') || e.textContent)"
            )
            assert bar == ["Back", "Forward", "More ▾"], bar
            assert root.get_by_role("button", name="Forward").inner_text() == "▶"
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"player-keys-{zoom}-{page.app}-start.png"))
        for step in range(1, 7):
            page.keyboard.press("ArrowRight")
            assert count(root) == step
            if not root.evaluate(SENTENCE_SHOWN):
                page.screenshot(path=str(SHOTS / f"player-keys-{zoom}-{page.app}-failed.png"))
                box = root.locator(".sentence").bounding_box()
                pytest.fail(f"step {step}: the sentence is out of sight: {box}")
        page.screenshot(path=str(SHOTS / f"player-keys-{zoom}-{page.app}.png"))
        more.click()
        root.focus()
        seen = []
        for _ in range(40):
            page.keyboard.press("Tab")
            where = root.evaluate(FOCUSED)
            if not where["inside"]:
                break
            seen.append(where["name"])
            assert in_sight(where, *where["area"]), where
        wanted = {"Back", "Forward", "Play", "Event", "Whole tree", "Zoom in", "Quiz", "Keys"}
        assert wanted <= set(seen), seen
        # a question: its first answer has the focus, and shows (the quiz by its key: Q)
        root.focus()
        page.keyboard.press("q")
        for _ in range(30):
            if root.locator(".quiz .choices button").count():
                break
            page.keyboard.press("ArrowRight")
        assert root.locator(".quiz .choices button").count(), "no question was asked"
        page.wait_for_function("() => document.activeElement.closest('.choices') !== null")
        where = root.evaluate(FOCUSED)
        page.screenshot(path=str(SHOTS / f"player-keys-{zoom}-{page.app}-quiz.png"))
        assert in_sight(where, *where["area"]), where
    finally:
        page.keyboard.press("Escape")  # the question closed, the quiz off
        if root.get_by_role("button", name="Quiz").get_attribute("aria-pressed") == "true":
            root.focus()
            page.keyboard.press("q")
        page.set_viewport_size({"width": 1280, "height": 800})
        if page.app == "lab":
            page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab").first.click()
        root.get_by_role("button", name="More").wait_for(state="hidden", timeout=10_000)

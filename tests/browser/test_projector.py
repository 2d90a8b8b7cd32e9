"""Notebook 03's players on a projector (issue 17): at 1280 × 800 in JupyterLab with the file
browser open, every text the player draws is at least 16 px on screen in the focused view
(the number line included) and 13 px in the whole tree; `+` scales all of it together; and
with a quiz question open, the question and the current node are both in view.

The notebook is 03's own cells up to its quiz player, run afresh (its committed outputs
embed the player as it was when the notebook was last executed), so this measures the
player as it is now.
"""

import pytest
from lab import LECTURE, ROOT_DIR, open_notebook, run_all_cells

NOTEBOOK = ROOT_DIR / "notebooks" / "03_null_window_search.ipynb"
FOCUS_FLOOR = 16  # px: every text of the focused view and the panels
TREE_FLOOR = 13  # px: every text of the whole tree

#: Every text the player shows, with its on-screen font size: an SVG text's font size times
#: the scale it is drawn at (its screen matrix, CSS transforms and viewBox included); an HTML
#: element's own text at its computed font size. Hidden ones and empty ones are left out.
TEXTS = """(root, where) => {
  const shown = e => e.getClientRects().length > 0 && getComputedStyle(e).visibility === 'visible';
  const own = e => [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
  const out = [];
  for (const e of root.querySelectorAll(where)) {
    if (!shown(e)) continue;
    if (e instanceof SVGTextElement) {
      if (!e.textContent.trim()) continue;
      const m = e.getScreenCTM();
      const scale = Math.hypot(m.a, m.b);
      out.push([e.textContent.trim(), parseFloat(getComputedStyle(e).fontSize) * scale,
                e.closest('.line') ? 'line' : e.closest('.canvas') ? 'tree'
                : e.closest('.board') ? 'board' : 'focus']);
    } else if (!(e instanceof SVGElement) && own(e)) {
      out.push([e.textContent.trim().slice(0, 30), parseFloat(getComputedStyle(e).fontSize),
                e.className || e.tagName]);
    }
  }
  return out;
}"""
#: The rectangle the current node is drawn in, the view's, the question's and the visible
#: part of the scrolling area the player sits in (JupyterLab's notebook, or the window).
BOXES = """root => {
  const k = root.gsPlayer.current();
  const rect = e => { const r = e.getBoundingClientRect();
                      return [r.left, r.top, r.right, r.bottom]; };
  const view = root.querySelector('.view');
  const node = root.querySelector(`${view.dataset.mode === 'tree' ? '.canvas' : '.focus'}
                                    [data-node="${k}"] polygon`);
  let scroller = root.parentElement;
  while (scroller && !(/(auto|scroll)/.test(getComputedStyle(scroller).overflowY)
                       && scroller.scrollHeight > scroller.clientHeight)) {
    scroller = scroller.parentElement;
  }
  const quiz = root.querySelector('.quiz');
  return {node: node && rect(node), view: rect(view),
          quiz: quiz.hidden ? null : rect(quiz),
          area: scroller ? rect(scroller) : [0, 0, innerWidth, innerHeight],
          window: [0, 0, innerWidth, innerHeight], mode: view.dataset.mode, k};
}"""


def inside(box, area, slack=1.0):
    return (
        box[0] >= area[0] - slack
        and box[1] >= area[1] - slack
        and box[2] <= area[2] + slack
        and box[3] <= area[3] + slack
    )


@pytest.fixture(scope="module")
def page(browser, lab03):
    page = open_notebook(browser, lab03, NOTEBOOK.name)
    assert page.viewport_size == LECTURE and page.locator(".jp-FileBrowser").is_visible()
    run_all_cells(page)
    page.locator(".gs-player .view[data-mode]").nth(1).wait_for(timeout=60_000)
    yield page
    page.close()


def players(page):
    return page.locator(".gs-player")


def small(texts, floor):
    """The smallest size of each kind of text under ``floor`` px, and an example of it."""
    out = {}
    for text, px, where in texts:
        if px < floor - 0.05 and (where not in out or px < out[where][0]):
            out[where] = (round(px, 1), text)
    return out


def settled(root):
    """Wait until the whole tree has stopped moving (it glides to a new place)."""
    root.page.wait_for_function(
        "r => r.querySelector('.canvas').getAnimations().length === 0", arg=root.element_handle()
    )


def step(root, times=1):
    for _ in range(times):
        root.get_by_role("button", name="Forward").click()


def test_the_focused_view_and_panels_draw_every_text_at_16_px_or_more(page):
    root = players(page).first  # the null-window search on Hiroi's tree
    root.scroll_into_view_if_needed()
    root.evaluate("r => r.gsPlayer.go(0)")
    seen = []
    for _ in range(12):
        step(root)
        assert root.evaluate("r => r.querySelector('.view').dataset.mode") == "path"
        seen += root.evaluate(TEXTS, ".gs-player *")
    kinds = {where for _, _, where in seen}
    assert {"focus", "line"} <= kinds, kinds  # the tree's labels and the number line's
    assert small(seen, FOCUS_FLOOR) == {}, "texts under 16 px in the focused view"


def test_the_whole_tree_draws_every_text_at_13_px_or_more(page):
    root = players(page).first
    root.evaluate("r => r.gsPlayer.go(0)")
    step(root, 10)
    root.get_by_role("button", name="Whole tree").click()
    settled(root)
    assert root.evaluate("r => r.querySelector('.view').dataset.mode") == "tree"
    texts = root.evaluate(TEXTS, ".canvas text")
    assert len(texts) > 5
    assert small(texts, TREE_FLOOR) == {}, "texts under 13 px in the whole tree"
    # the current node is in view there too
    boxes = root.evaluate(BOXES)
    assert boxes["node"] and inside(boxes["node"], boxes["view"]), boxes
    root.get_by_role("button", name="Whole tree").click()


def test_plus_scales_the_tree_the_number_line_and_the_panels_together(page):
    root = players(page).first
    root.evaluate("r => r.gsPlayer.go(0)")
    step(root, 6)
    where = ".focus text, .line text, .sentence, .status"
    before = {text: px for text, px, _ in root.evaluate(TEXTS, where)}
    for _ in range(2):
        root.get_by_role("button", name="Zoom in").click()
    after = {text: px for text, px, _ in root.evaluate(TEXTS, where)}
    shared = before.keys() & after.keys()
    assert len(shared) > 5
    ratios = sorted(round(after[t] / before[t], 2) for t in shared)
    assert ratios[0] >= 1.5, f"some text grew by only {ratios[0]}×: {ratios}"
    for _ in range(2):
        root.get_by_role("button", name="Zoom out").click()


def check_quiz_in_view(root):
    """Step `root` with its quiz on, answering each question: after every step the current
    node is in the view and, with the question, in the visible part of the page."""
    quiz = root.locator(".quiz")
    asked = 0
    for _ in range(40):
        step(root)
        settled(root)
        boxes = root.evaluate(BOXES)
        assert boxes["node"], boxes
        for name in ("view", "area", "window"):
            assert inside(boxes["node"], boxes[name]), (name, boxes)
        if boxes["quiz"]:
            for name in ("area", "window"):
                assert inside(boxes["quiz"], boxes[name]), (name, boxes)
        if quiz.locator(".choices").is_visible():
            asked += 1
            sizes = root.evaluate(TEXTS, ".quiz *")
            assert small(sizes, FOCUS_FLOOR) == {}, "quiz texts under 16 px"
            quiz.locator(".choices button").first.click()
        if root.evaluate("r => r.gsPlayer.cursor") >= root.evaluate(
            "r => Number(r.querySelector('.slider').max)"
        ):
            break
    assert asked >= 3, f"only {asked} questions were asked"


def test_with_a_question_open_the_question_and_current_node_stay_in_view(page):
    root = players(page).nth(1)  # 03's quiz on the π tree
    root.scroll_into_view_if_needed()
    check_quiz_in_view(root)


def test_on_a_page_of_its_own_the_question_and_current_node_stay_in_view(browser, tmp_path):
    from gamesearch.games.trees import PI_TREE
    from gamesearch.search import solve
    from gamesearch.widgets import Stepper

    trace = solve(PI_TREE, algorithm="nws", gamma=5, ordering="natural", trace=True)
    saved = Stepper(trace, quiz=True, ask={"bound"}).save_html(tmp_path / "quiz.html")
    page = browser.new_page(viewport=LECTURE)
    try:
        page.goto(saved.as_uri())
        root = page.locator(".gs-player")
        root.locator(".view[data-mode]").wait_for()
        check_quiz_in_view(root)
    finally:
        page.close()


def test_a_game_with_a_board_draws_every_text_at_16_px_or_more(browser, tmp_path):
    from gamesearch.search import solve
    from gamesearch.widgets import Stepper

    trace = solve("tictactoe", moves="b2 a1", algorithm="nws", gamma=1, trace=True)
    saved = Stepper(trace).save_html(tmp_path / "ttt.html")
    page = browser.new_page(viewport=LECTURE)
    try:
        page.goto(saved.as_uri())
        root = page.locator(".gs-player")
        root.locator(".view[data-mode]").wait_for()
        seen = []
        for _ in range(10):
            step(root)
            seen += root.evaluate(TEXTS, ".gs-player *")
        assert any(text.endswith("to move") for text, _, _ in seen)  # the board's caption
        assert small(seen, FOCUS_FLOOR) == {}, "texts under 16 px beside the board"
    finally:
        page.close()


#: The control bar's box, each of its shown controls' top and bottom (its "More" button is
#: hidden while nothing is folded into it), the player's height and the visible part of the
#: notebook (its scrolling area, within the window).
BAR = """root => {
  const rect = e => e.getBoundingClientRect();
  let scroller = root.parentElement;
  while (scroller && !(/(auto|scroll)/.test(getComputedStyle(scroller).overflowY)
                       && scroller.scrollHeight > scroller.clientHeight)) {
    scroller = scroller.parentElement;
  }
  const area = rect(scroller);
  const bar = rect(root.querySelector('.bar'));
  return {bar: [bar.top, bar.bottom],
          area: [Math.max(area.top, 0), Math.min(area.bottom, innerHeight)],
          controls: [...root.querySelectorAll('.bar > :not([hidden])')]
            .map(e => [rect(e).top, rect(e).bottom]),
          player: rect(root).height};
}"""


def test_zoomed_in_twice_the_controls_stay_in_view_on_one_row_for_ten_steps(page):
    root = players(page).nth(1)  # 03's quiz: a question open takes room too
    root.scroll_into_view_if_needed()
    root.evaluate("r => r.gsPlayer.go(0)")
    for _ in range(2):
        root.get_by_role("button", name="Zoom in").click()
    try:
        for i in range(10):
            root.get_by_role("button", name="Forward").click()
            if root.locator(".quiz .choices button").count():
                root.locator(".quiz .choices button").first.click()
            box = root.evaluate(BAR)
            top, bottom = box["area"]
            assert box["player"] <= bottom - top, f"step {i + 1}: the player is taller: {box}"
            assert top - 1 <= box["bar"][0] and box["bar"][1] <= bottom + 1, f"step {i + 1}: {box}"
            tops, bottoms = zip(*box["controls"], strict=True)
            assert max(tops) < min(bottoms), f"step {i + 1}: the controls wrap: {box}"
    finally:
        for _ in range(2):
            root.get_by_role("button", name="Zoom out").click()

"""The player for everyone, in Chromium: axe-core finds nothing inside it, a screen reader
hears what it shows, every text is 4.5 : 1 against its background, the keyboard walks in and
out of it, its focus ring shows, and it moves less for a reader who asks for less motion.

In JupyterLab (Light and Dark, 1280 × 800, the file browser open) on 03's cells up to its
quiz player, run afresh; on pages :meth:`Stepper.save_html` writes; and in ``make html``'s 03
and 03's deck, exported here from the committed notebook.
"""

import sys

import pytest
from axe import describe, violations
from lab import (
    LECTURE,
    ROOT_DIR,
    contrast,
    offline_page,
    open_notebook,
    run_all_cells,
)

from gamesearch.search import solve
from gamesearch.widgets import Stepper

NOTEBOOK = ROOT_DIR / "notebooks" / "03_null_window_search.ipynb"
THEMES = ("light", "dark")

#: Every text the player shows, its colour and the colour it is drawn on: an HTML element's
#: own text on the first opaque background behind it; an SVG text in a node on the node's
#: fill, elsewhere on its picture's paper. Hidden texts, disabled controls (exempt) and
#: empty ones are left out.
TEXTS = """root => {
  const shown = e => e.getClientRects().length > 0 && getComputedStyle(e).visibility === 'visible'
    && !e.closest('[hidden], .sr-only') && e.getBoundingClientRect().width > 1;
  const own = e => [...e.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
  const opaque = c => c && c !== 'transparent' && !/rgba\\(.*,\\s*0(\\.0*)?\\)$/.test(c);
  const behind = e => {
    for (let x = e; x; x = x.parentElement) {
      const bg = getComputedStyle(x).backgroundColor;
      if (opaque(bg)) return bg;
    }
    return 'rgb(255, 255, 255)';
  };
  const out = [];
  for (const e of root.querySelectorAll('*')) {
    if (!own(e) || !shown(e) || e.closest(':disabled')) continue;
    if (e instanceof SVGElement) {
      const node = e.closest('[data-node]');
      const shape = node && node.querySelector('polygon');
      const paper = e.ownerSVGElement.querySelector(':scope > rect');
      const bg = shape ? getComputedStyle(shape).fill
        : paper ? getComputedStyle(paper).fill : behind(e.ownerSVGElement);
      out.push([e.textContent.trim().slice(0, 30), getComputedStyle(e).fill, bg]);
    } else {
      out.push([e.textContent.trim().slice(0, 30), getComputedStyle(e).color, behind(e)]);
    }
  }
  return out;
}"""


def low_contrast(texts):
    """The texts under 4.5 : 1, each with its ratio."""
    return [
        (t, fg, bg, round(contrast(fg, bg), 2)) for t, fg, bg in texts if contrast(fg, bg) < 4.5
    ]


def none_inside(page, where=".gs-player"):
    found = violations(page, where)
    assert found == [], describe(found)


def open_question(root, tries=60):
    """Step `root` (in quiz mode) until it asks; True if it did."""
    if root.get_by_role("button", name="Quiz").get_attribute("aria-pressed") != "true":
        root.get_by_role("button", name="Quiz").click()
    for _ in range(tries):
        if root.locator(".quiz .choices button").count():
            return True
        root.get_by_role("button", name="Forward").click()
    return False


# -- in JupyterLab ------------------------------------------------------------------------
@pytest.fixture(scope="module", params=THEMES)
def page(request, browser, lab03):
    lab03.set_theme(request.param)
    page = open_notebook(browser, lab03, NOTEBOOK.name)
    run_all_cells(page)
    page.locator(".gs-player .view[data-mode]").nth(1).wait_for(timeout=60_000)
    yield page
    page.close()
    lab03.set_theme("light")


def test_axe_finds_nothing_in_the_players_asking_and_answering(page):
    players = page.locator(".gs-player")
    none_inside(page)
    quiz = players.nth(1)
    quiz.scroll_into_view_if_needed()
    assert open_question(quiz)
    none_inside(page)
    quiz.locator(".quiz .choices button").first.click()
    assert quiz.locator(".quiz .verdict").inner_text().startswith(("✔", "✘"))
    none_inside(page)
    quiz.get_by_role("button", name="Whole tree").click()
    none_inside(page)
    quiz.get_by_role("button", name="Whole tree").click()


def test_every_text_is_4_5_to_1_on_its_background_asked_answered_and_whole(page):
    quiz = page.locator(".gs-player").nth(1)
    quiz.scroll_into_view_if_needed()
    seen = []
    assert open_question(quiz)
    seen += quiz.evaluate(TEXTS)
    quiz.locator(".quiz .choices button").nth(1).click()  # right or wrong: both verdicts count
    seen += quiz.evaluate(TEXTS)
    for _ in range(8):
        quiz.get_by_role("button", name="Forward").click()
        if quiz.locator(".quiz .choices button").count():
            quiz.locator(".quiz .choices button").first.click()
            seen += quiz.evaluate(TEXTS)
    quiz.get_by_role("button", name="Whole tree").click()
    seen += quiz.evaluate(TEXTS)
    quiz.get_by_role("button", name="Whole tree").click()
    kinds = {text for text, _, _ in seen}
    assert len(seen) > 60 and any(t.startswith("Predict:") for t in kinds)
    assert any(t.startswith(("✔", "✘")) for t in kinds), "no verdict seen"
    assert low_contrast(seen) == []


def test_a_screen_reader_hears_the_node_its_window_and_value_and_the_question(page):
    root = page.locator(".gs-player").first  # the null-window search on Hiroi's tree
    root.scroll_into_view_if_needed()
    root.evaluate("r => r.gsPlayer.go(0)")
    for cursor in (1, 5, 9):
        root.evaluate(f"r => r.gsPlayer.go({cursor})")
        heard = root.aria_snapshot()
        current = root.evaluate(
            """r => { const k = r.gsPlayer.current();
            return k === null ? null : r.querySelector(`[role=treeitem][aria-current=true]`)
              ?.textContent; }"""
        )
        assert current and current in heard, (cursor, heard)
        name, window = current.split(":")[0], current.split("window ")[1].split(";")[0]
        assert 'region "Player: nws search of R, window (3, 4)"' in heard, heard
        assert f"{name}: " in heard and f"window {window}" in heard, heard
        if "returned" in current:
            assert current.split("returned ")[1].split(",")[0] in heard
    quiz = page.locator(".gs-player").nth(1)
    quiz.scroll_into_view_if_needed()
    assert open_question(quiz)
    heard = quiz.aria_snapshot()
    prompt = quiz.locator(".quiz .prompt").inner_text()
    assert f'group "{prompt}"' in heard, heard  # the question names the group of answers
    focused = page.evaluate("() => document.activeElement.textContent")
    assert focused.startswith("1. ") and focused in heard  # the first answer has the focus
    page.keyboard.press("Escape")
    assert quiz.locator(".quiz .choices button").count() == 0
    assert page.evaluate("() => document.activeElement.classList.contains('gs-player')")


def test_the_keyboard_walks_into_every_control_and_out_with_no_trap(page):
    root = page.locator(".gs-player").first
    root.scroll_into_view_if_needed()
    root.evaluate("r => r.gsPlayer.go(1)")  # past the first event, where Back is disabled
    root.focus()
    visited = []
    for _ in range(30):
        page.keyboard.press("Tab")
        inside = root.evaluate("r => r.contains(document.activeElement)")
        if not inside:
            break
        visited.append(
            page.evaluate(
                "() => document.activeElement.getAttribute('aria-label')"
                " || document.activeElement.getAttribute('role')"
                " || document.activeElement.textContent.slice(0, 20)"
            )
        )
    else:
        pytest.fail(f"30 Tabs and still in the player: {visited}")
    assert {"Back", "Forward", "Event", "Zoom in", "treeitem"} <= set(visited), visited
    for _ in range(6):  # back into the player (past the cell's own toolbar), at its last stop
        page.keyboard.press("Shift+Tab")
        if root.evaluate("r => r.contains(document.activeElement)"):
            break
    assert page.evaluate("() => document.activeElement.getAttribute('role')") == "treeitem"
    page.keyboard.press("ArrowDown")  # the list's own keys: it moves, the player stays
    count = root.locator(".count").inner_text()
    page.keyboard.press("ArrowUp")
    assert root.locator(".count").inner_text() == count


def test_the_focus_ring_is_drawn_inside_the_player_where_no_output_clips_it(page):
    root = page.locator(".gs-player").first
    root.scroll_into_view_if_needed()
    root.focus()
    page.keyboard.press("Tab")
    page.keyboard.press("Shift+Tab")  # the keyboard's focus: :focus-visible
    ring = root.evaluate(
        """r => { const s = getComputedStyle(r);
        return {style: s.outlineStyle, width: parseFloat(s.outlineWidth),
                offset: parseFloat(s.outlineOffset), colour: s.outlineColor,
                paper: getComputedStyle(r.closest('.jp-OutputArea-output') || document.body)
                  .backgroundColor, focused: document.activeElement === r}; }"""
    )
    assert ring["focused"] and ring["style"] == "solid" and ring["width"] >= 2, ring
    assert ring["offset"] <= -ring["width"], ring  # inside the player's own box
    background = ring["paper"] if "rgb(" in ring["paper"] else "rgb(255, 255, 255)"
    assert contrast(ring["colour"], background) >= 3, ring  # WCAG 1.4.11: 3 : 1


# -- on pages with no Jupyter ---------------------------------------------------------------
def saved(tmp_path, moves="b2 a1 c1 a3", **options):
    """A page of its own with a player of a tic-tac-toe null-window search from ``moves``."""
    trace = solve("tictactoe", moves=moves, algorithm="nws", gamma=1, trace=True)
    return Stepper(trace, **options).save_html(tmp_path / "player.html")


#: The page's background and that of the player's controls, as drawn.
BACKGROUNDS = """r => [getComputedStyle(document.body).backgroundColor,
  getComputedStyle(r.querySelector('.head')).backgroundColor]"""


@pytest.mark.parametrize(
    ("scheme", "backgrounds"),
    [
        ("light", ["rgb(255, 255, 255)", "rgb(255, 255, 255)"]),
        ("dark", ["rgb(17, 17, 17)", "rgb(33, 33, 33)"]),  # JupyterLab's dark theme's
    ],
)
def test_a_saved_page_has_nothing_for_axe_and_its_boards_say_every_square(
    browser, tmp_path, scheme, backgrounds
):
    """In the reader's colour scheme, light or dark."""
    page, problems = offline_page(browser)
    page.emulate_media(color_scheme=scheme)
    page.goto(saved(tmp_path, quiz=True).as_uri())
    root = page.locator(".gs-player")
    assert problems == []
    assert root.evaluate(BACKGROUNDS) == backgrounds
    none_inside(page, None)  # the whole page: it is the project's
    board = root.locator(".board[role=img]")
    name = board.get_attribute("aria-label")
    assert name.startswith("The board: a1 O, b1 empty") and name.count("empty") >= 4, name
    assert open_question(root)
    none_inside(page, None)
    root.locator(".quiz .choices button").first.click()
    none_inside(page, None)
    assert low_contrast(root.evaluate(TEXTS)) == []
    page.close()


def glides(page):
    """Whether the whole tree moves to its next place after steps (in the whole-tree view,
    which follows the current node of a tree larger than the view)."""
    root = page.locator(".gs-player")
    root.get_by_role("button", name="Whole tree").click()
    for _ in range(4):
        root.get_by_role("button", name="Forward").click()
    return root.evaluate("r => r.querySelector('.canvas').getAnimations().length") > 0


def test_with_reduced_motion_nothing_glides_and_play_is_slow_and_quiet(browser, tmp_path):
    path = saved(tmp_path, "b2 a1", interval=200)  # a whole tree larger than its view
    page = browser.new_page(viewport=LECTURE)
    page.goto(path.as_uri())
    assert glides(page)  # as it does for everyone else
    page.close()
    page = browser.new_page(viewport=LECTURE, reduced_motion="reduce")
    page.goto(path.as_uri())
    root = page.locator(".gs-player")
    assert not glides(page)
    said = root.locator("[aria-live=polite]")
    start = root.evaluate("r => r.gsPlayer.cursor")
    root.get_by_role("button", name="Play").click()
    page.wait_for_timeout(1000)  # five beats at the interval asked for; under one here
    assert root.evaluate("r => r.gsPlayer.cursor") == start
    page.wait_for_timeout(2600)
    assert root.evaluate("r => r.gsPlayer.cursor") > start  # it plays, slowly
    assert said.inner_text() != root.locator(".sentence").inner_text()  # quiet while playing
    root.get_by_role("button", name="Pause").click()
    page.wait_for_function(
        "r => r.querySelector('[aria-live=polite]').textContent.length > 0",
        arg=root.element_handle(),
    )
    assert said.inner_text() == "Paused. " + root.locator(".sentence").inner_text()  # on pausing
    page.close()


# -- in make html's 03 and 03's deck ---------------------------------------------------------
@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    sys.path.insert(0, str(ROOT_DIR / "scripts"))
    from export_course import export

    out = tmp_path_factory.mktemp("exported")
    return export("html", [NOTEBOOK], out / "html")[0], export("slides", [NOTEBOOK], out / "s")[0]


#: The first slide with a player, as reveal.js numbers it in the address (h, v).
FIRST_PLAYER = """() => [...document.querySelectorAll('.slides > section')].flatMap((top, h) => {
  const inner = [...top.querySelectorAll(':scope > section')];
  return (inner.length ? inner : [top])
    .map((s, v) => ({h, v, has: !!s.querySelector('.gs-player')}));
}).find(s => s.has)"""


@pytest.mark.parametrize("kind", ["html", "slides"])
def test_axe_finds_nothing_in_an_exported_player_asking_and_answering(browser, exported, kind):
    page, problems = offline_page(browser)
    if kind == "slides":
        page.goto(exported[1].as_uri())
        page.locator(".reveal.ready").wait_for(timeout=30_000)
        page.goto("{}#/{h}/{v}".format(exported[1].as_uri(), **page.evaluate(FIRST_PLAYER)))
        root = page.locator("section.present:not(.stack) .gs-player").first
    else:
        page.goto(exported[0].as_uri())
        root = page.locator(".gs-player").nth(1)
    root.scroll_into_view_if_needed()
    # every file the page loads, fonts included (not "networkidle": 500 ms without a request
    # never came within 30 s once, with the other browser tests running beside it)
    page.wait_for_load_state("load")
    page.evaluate("document.fonts.ready.then(() => true)")
    assert problems == []  # before axe, whose own requests for the stylesheets fail from a file
    none_inside(page)
    assert open_question(root)
    none_inside(page)
    root.locator(".quiz .choices button").first.click()
    none_inside(page)
    page.close()

"""The exported course (``make html``, ``make slides``) in Chromium, opened from files with
the network blocked, as a lecturer with no network presents it: nothing is fetched from
outside and nothing fails, the maths is drawn, no test marker shows, the players step, and in
a deck at a projector's size a player's current node stays on the screen.

The pages are built once per session, into a temporary folder, by the same code as the make
targets (``scripts/export_course.py``).
"""

import re
import sys

import nbformat
import pytest
from lab import ROOT_DIR, offline_page

sys.path.insert(0, str(ROOT_DIR / "scripts"))
from export_course import course, export

NOTEBOOKS = course()
NOTEBOOK_03 = ROOT_DIR / "notebooks" / "03_null_window_search.ipynb"
#: As HTML pages: 03 (the players) and 01 (a formula).
PAGES = [NOTEBOOK_03, ROOT_DIR / "notebooks" / "01_minimax_and_negamax.ipynb"]
#: A formula in Markdown, as JupyterLab finds it: $$…$$ (display) or $…$ (inline).
FORMULA = re.compile(r"\$\$.+?\$\$|\$[^$\n]+?\$", re.DOTALL)

#: The text a reader sees: the body less scripts, styles and the drawn maths (whose hidden
#: MathML keeps the TeX source), of the page's parts that ``selector`` picks.
TEXT = """selector => { const body = document.body.cloneNode(true);
  body.querySelectorAll('script, style, .katex').forEach(e => e.remove());
  return [...body.querySelectorAll(selector)].map(e => e.textContent).join('\\n'); }"""
#: Where each slide of a deck is, as reveal.js numbers slides (h, v) in the address.
SLIDES = """() => [...document.querySelectorAll('.slides > section')].flatMap((top, h) => {
  const inner = [...top.querySelectorAll(':scope > section')];
  return (inner.length ? inner : [top])
    .map((s, v) => ({h, v, players: s.querySelectorAll('.gs-player').length}));
})"""
#: The player's current node as drawn (in the followed path, or in the whole tree), and
#: whether it is on the screen: inside the window and the topmost thing at its centre.
CURRENT_NODE = """r => {
  const k = r.gsPlayer.current();
  const drawn = [...r.querySelectorAll(
    `:is(.focus, .canvas) [data-node="${k}"], .canvas .gs-current`)]
    .find(e => e.getBoundingClientRect().width > 0);
  if (k === null || !drawn) return {k, drawn: false};
  const b = drawn.getBoundingClientRect();
  const inside = b.top >= 0 && b.left >= 0 && b.bottom <= innerHeight && b.right <= innerWidth;
  const hit = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2);
  return {k, drawn: true, top: Math.round(b.top), bottom: Math.round(b.bottom), inside,
          onTop: drawn.contains(hit)};
}"""


def on_screen(root):
    """Where the player's current node is once the slide and the tree have stopped moving."""
    root.page.wait_for_function(
        "() => document.getAnimations().every(a => !(a instanceof CSSTransition))", timeout=10_000
    )
    return root.evaluate(CURRENT_NODE)


@pytest.fixture(scope="session")
def exports(tmp_path_factory):
    """The pages of :data:`PAGES` and every notebook's deck, by notebook: ``(pages, decks)``."""
    out = tmp_path_factory.mktemp("exports")
    pages = export("html", PAGES, out / "html")
    decks = export("slides", NOTEBOOKS, out / "slides")
    return by_notebook(pages), by_notebook(decks)


def by_notebook(paths):
    """``{notebook's name: path}`` of pages named ``<notebook>.html`` or ``.slides.html``."""
    return {path.name.split(".")[0]: path for path in paths}


def formulas(notebook):
    """How many formulas the notebook's Markdown cells hold."""
    cells = nbformat.read(notebook, as_version=4).cells
    return sum(len(FORMULA.findall(c.source)) for c in cells if c.cell_type == "markdown")


def check_reads_clean(page, notebook):
    """Every formula drawn, no TeX left as text, no test marker in the code shown."""
    drawn = formulas(notebook)
    page.wait_for_function(f"() => document.querySelectorAll('.katex').length >= {drawn}")
    assert page.locator(".katex").count() == drawn
    assert page.locator(".katex-error").count() == 0
    prose = page.evaluate(TEXT, ".jp-RenderedMarkdown")
    assert "$$" not in prose and not re.search(r"\\[a-zA-Z]+", prose), "TeX left as text"
    assert "NBVAL" not in page.evaluate(TEXT, ".jp-CodeCell .jp-InputArea")  # 00 explains them


def step(root, times=3):
    """Step the player forward with its button; it moves to the next event each time."""
    sentence, count = root.locator(".sentence"), root.locator(".count")
    start, said = int(count.inner_text().split("/")[0]), sentence.inner_text()
    for i in range(1, times + 1):
        root.get_by_role("button", name="Forward").click()
        assert count.inner_text().startswith(f"{start + i} /")
    assert sentence.inner_text() != said


@pytest.mark.parametrize("notebook", PAGES, ids=lambda path: path.stem[:2])
def test_an_exported_page_loads_nothing_from_outside_and_its_players_step(
    browser, exports, notebook
):
    page, problems = offline_page(browser)
    page.goto(exports[0][notebook.stem].as_uri())
    players = page.locator(".gs-player")
    players.first.wait_for(timeout=30_000)
    for i in range(players.count()):
        players.nth(i).scroll_into_view_if_needed()
        step(players.nth(i))
    check_reads_clean(page, notebook)
    assert problems == []
    page.close()


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda path: path.stem[:2])
def test_a_deck_loads_nothing_from_outside_and_its_players_step(browser, exports, notebook):
    deck = exports[1][notebook.stem].as_uri()
    page, problems = offline_page(browser)
    page.goto(deck)
    page.locator(".reveal.ready").wait_for(timeout=30_000)
    check_reads_clean(page, notebook)
    slides = page.evaluate(SLIDES)
    # page through every slide as a lecturer does (each change once threw a MathJax error)
    for _ in slides[1:]:
        page.keyboard.press("n")
    last = slides[-1]
    assert page.evaluate("location.hash") == f"#/{last['h']}" + (f"/{last['v']}" * bool(last["v"]))
    with_players = [s for s in slides if s["players"]]
    if with_players:
        page.goto("{}#/{h}/{v}".format(deck, **with_players[0]))
        step(page.locator("section.present:not(.stack) .gs-player").first)
    assert problems == []
    page.close()


def test_in_a_deck_the_current_node_stays_on_screen_with_a_question_open(browser, exports):
    deck = exports[1][NOTEBOOK_03.stem].as_uri()
    page, problems = offline_page(browser)  # 1280 × 800, a projector
    page.goto(deck)
    page.locator(".reveal.ready").wait_for(timeout=30_000)
    first = next(s for s in page.evaluate(SLIDES) if s["players"])
    address = "{}#/{h}/{v}".format(deck, **first)
    page.goto(address)
    root = page.locator("section.present:not(.stack) .gs-player").first
    count, quiz = root.locator(".count"), root.locator(".quiz")
    root.get_by_role("button", name="Quiz").click()
    steps, questions = 0, 0
    while steps < 8:
        before = count.inner_text()
        if steps % 2:
            root.get_by_role("button", name="Forward").click()
        else:
            root.press("ArrowRight")  # the player's key, not the deck's: the slide stays
        if quiz.locator(".choices button").count():  # it asks before it steps
            assert count.inner_text() == before
            node = on_screen(root)
            assert node["inside"] and node["onTop"], f"question {questions + 1}: {node}"
            questions += 1
            root.press("1")  # answer; the player then steps
        assert count.inner_text() != before
        steps += 1
        node = on_screen(root)
        assert node["drawn"], f"step {steps}: the current node is not drawn"
        assert node["inside"] and node["onTop"], f"step {steps}: {node}"
    assert questions >= 1
    assert page.url == address
    assert problems == []
    page.close()


def test_every_picture_on_an_exported_page_says_what_it_shows(exports):
    """Each <img> carries the picture's own description as alt text, never nbconvert's
    stand-in (nbconvert's own SVG block writes none: the course's template does)."""
    for name, page in exports[0].items():
        images = re.findall(r"<img\b[^>]*>", page.read_text(encoding="utf-8"))
        assert images, name
        alts = [re.search(r'\balt="([^"]*)"', image) for image in images]
        assert all(alt and len(alt.group(1)) > 10 for alt in alts), name
        assert not any("No description has been provided" in a.group(1) for a in alts), name

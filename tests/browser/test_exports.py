"""The exported course (``make html``, ``make slides``) in Chromium, opened from files with
the network blocked, as a lecturer with no network presents it: nothing is fetched from
outside and nothing fails, the maths is drawn, no test marker shows, the players step, in a
deck at a projector's size a player's current node stays on the screen and Tab never moves
to a slide that is not shown, and axe finds no serious or critical WCAG 2.1 AA violation on
an exported page (every page, every slide of a deck; a page in the dark colour scheme too).

The pages are built once per session, into a temporary folder, by the same code as the make
targets (``scripts/export_course.py``). (What each slide of a lecture deck shows, and the
deck's routes and views: tests/browser/test_decks.py.)
"""

import re
import sys

import nbformat
import pytest
from axe import describe, violations
from lab import ROOT_DIR, offline_page

sys.path.insert(0, str(ROOT_DIR / "scripts"))
from export_course import LectureCells, course, export

NOTEBOOKS = course()
NOTEBOOK_03 = ROOT_DIR / "notebooks" / "03_null_window_search.ipynb"
#: The pages whose players step and whose maths is counted: 03 (the players), 01 (a formula).
PAGES = [NOTEBOOK_03, ROOT_DIR / "notebooks" / "01_minimax_and_negamax.ipynb"]
#: Every lecture deck, by name (``NN_name.lecture``).
DECKS = [f"{notebook.stem}.lecture" for notebook in NOTEBOOKS]
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


#: Whether the page has stopped moving: no CSS transition (a slide's, the tree's) running.
SETTLED = "() => document.getAnimations().every(a => !(a instanceof CSSTransition))"


#: Whether every player of the page has mounted (a page unpacks each one's data first).
MOUNTED = """() => [...document.querySelectorAll('.gs-player-host')]
  .every(host => host.querySelector('.gs-player, .gs-player-error'))"""


def deck_ready(page):
    """Wait until the deck is ready and each of its players has mounted."""
    page.locator(".reveal.ready").wait_for(timeout=30_000)
    page.wait_for_function(MOUNTED, timeout=30_000)


def on_screen(root):
    """Where the player's current node is once the slide and the tree have stopped moving."""
    root.page.wait_for_function(SETTLED, timeout=10_000)
    return root.evaluate(CURRENT_NODE)


@pytest.fixture(scope="session")
def exports(tmp_path_factory):
    """Every notebook's page and every deck (:data:`DECKS`) by name, and the cells each shows:
    ``(pages, decks, cells)``."""
    out = tmp_path_factory.mktemp("exports")
    pages = export("html", NOTEBOOKS, out / "html")
    decks = export("slides", NOTEBOOKS, out / "slides")
    cells = {}
    for notebook in NOTEBOOKS:
        book = nbformat.read(notebook, as_version=4)
        cells[notebook.stem] = book.cells
        cells[f"{notebook.stem}.lecture"] = LectureCells().preprocess(book, {})[0].cells
    return by_name(pages), by_name(decks), cells


def by_name(paths):
    """``{name: path}`` of pages named ``<name>.html`` or ``<name>.slides.html``."""
    return {path.name.removesuffix(".html").removesuffix(".slides"): path for path in paths}


def formulas(cells):
    """How many formulas the Markdown ``cells`` hold."""
    return sum(len(FORMULA.findall(c.source)) for c in cells if c.cell_type == "markdown")


def check_reads_clean(page, cells):
    """Every formula of ``cells`` drawn, no TeX left as text, no test marker in the code."""
    drawn = formulas(cells)
    page.wait_for_function(f"() => document.querySelectorAll('.katex').length >= {drawn}")
    assert page.locator(".katex").count() == drawn
    assert page.locator(".katex-error").count() == 0
    prose = page.evaluate(TEXT, ".jp-RenderedMarkdown")
    assert "$$" not in prose and not re.search(r"\\[a-zA-Z]+", prose), "TeX left as text"
    assert "NBVAL" not in page.evaluate(TEXT, ".jp-CodeCell .jp-InputArea")  # 00 explains them


def open_deck(browser, exports, notebook, slide=None):
    """A page showing ``notebook``'s deck, ready (at ``slide``, ``{"h", "v"}``, if given), and
    its list of problems (see :func:`offline_page`)."""
    deck = exports[1][f"{notebook.stem}.lecture"].as_uri()
    page, problems = offline_page(browser)
    page.goto(deck if slide is None else "{}#/{h}/{v}".format(deck, **slide))
    deck_ready(page)
    return page, problems


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
    check_reads_clean(page, exports[2][notebook.stem])
    assert problems == []
    page.close()


def deck_id(name):
    """``03`` for ``03_null_window_search.lecture``."""
    return name.split("_")[0]


@pytest.mark.parametrize("name", DECKS, ids=deck_id)
def test_a_deck_draws_its_maths_and_pages_through_with_nothing_from_outside(browser, exports, name):
    """(Its players step on their slides: tests/browser/test_decks.py steps every one.)"""
    deck = exports[1][name].as_uri()
    page, problems = offline_page(browser)
    page.goto(deck)
    deck_ready(page)
    check_reads_clean(page, exports[2][name])
    slides = page.evaluate(SLIDES)
    # page through every slide and fragment as a lecturer does (each change once threw a
    # MathJax error)
    for _ in range(len(slides) - 1 + page.locator(".fragment").count()):
        page.keyboard.press("n")
    last = slides[-1]
    assert page.evaluate("location.hash") == f"#/{last['h']}" + (f"/{last['v']}" * bool(last["v"]))
    assert problems == []
    page.close()


def test_in_a_deck_the_current_node_stays_on_screen_with_a_question_open(browser, exports):
    deck = exports[1][f"{NOTEBOOK_03.stem}.lecture"].as_uri()
    page, problems = offline_page(browser)  # 1280 × 800, a projector
    page.goto(deck)
    deck_ready(page)
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
    """Each <img> carries the picture's own description as alt text, never a stand-in
    (nbconvert's own image blocks write none: the course's pictures come as HTML that does,
    gamesearch.pictures)."""
    pictures = {
        name: re.findall(r"<img\b[^>]*>", page.read_text(encoding="utf-8"))
        for name, page in exports[0].items()
    }
    assert len(pictures[NOTEBOOK_03.stem]) >= 8  # diagrams, boards, a chart
    for name, images in pictures.items():
        alts = [re.search(r'\balt="([^"]*)"', image) for image in images]
        assert all(alt and len(alt.group(1)) > 10 for alt in alts), name
        assert not any("No description has been provided" in a.group(1) for a in alts), name


#: Where the focus is: in which slide (the one shown, or none: the deck's own controls), and
#: where that slide is on the screen.
FOCUS = """() => {
  const slide = document.activeElement.closest('.slides section');
  const shown = document.querySelector('.slides section.present:not(.stack)');
  const box = shown.getBoundingClientRect();
  return {tag: document.activeElement.tagName, inSlide: !!slide,
          shown: !slide || shown === slide || shown.contains(slide) || slide.contains(shown),
          player: !!document.activeElement.closest('.gs-player'),
          onScreen: box.left >= -1 && box.top >= -1 && box.right <= innerWidth + 1
            && box.bottom <= innerHeight + 1, hash: location.hash};
}"""


def test_in_a_deck_tab_never_shows_a_hidden_slide(browser, exports):
    """From a player's slide, Tab reaches the player, then leaves it for the deck's controls:
    never for a slide that is not shown (reveal.js keeps the slides on either side in the page,
    hidden, and a focus there slid the deck to a blank frame)."""
    first = next(s for s in exports_slides(browser, exports, NOTEBOOK_03) if s["players"])
    page, problems = open_deck(browser, exports, NOTEBOOK_03, first)
    address = page.url
    walked = []
    for _ in range(40):
        page.keyboard.press("Tab")
        where = page.evaluate(FOCUS)
        walked.append(where)
        assert where["shown"], f"Tab {len(walked)} went to a slide not shown: {walked}"
        assert where["onScreen"] and where["hash"] == address[address.index("#") :], walked
    tabs_to_player = next(i for i, w in enumerate(walked, 1) if w["player"])
    assert tabs_to_player <= 3, walked  # the cells of the slide, then the player
    assert any(not w["inSlide"] for w in walked)  # out of the slide: the deck's controls
    # the overview (Esc) shows every slide, to be clicked; back on one slide, the rest are inert
    page.evaluate("document.activeElement.blur()")
    page.keyboard.press("Escape")
    assert page.evaluate("document.querySelectorAll('.slides section[inert]').length") == 0
    page.keyboard.press("Escape")
    hidden = page.evaluate(
        "[...document.querySelectorAll('.slides section:not(.present)')].every(s => s.inert)"
    )
    assert hidden and page.url == address
    assert problems == []
    page.close()


def exports_slides(browser, exports, notebook):
    """The slides of ``notebook``'s deck (:data:`SLIDES`)."""
    page, _ = open_deck(browser, exports, notebook)
    slides = page.evaluate(SLIDES)
    page.close()
    return slides


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda path: path.stem[:2])
def test_an_exported_page_has_no_serious_accessibility_violation(browser, exports, notebook):
    """axe's WCAG 2.1 A/AA rules, page-wide: the prompts, the syntax colours, the pictures'
    alt text, the players, the maths (a page shows every cell of its notebook at once)."""
    page, problems = offline_page(browser)
    page.goto(exports[0][notebook.stem].as_uri())
    drawn = formulas(exports[2][notebook.stem])  # axe once the maths is drawn
    page.wait_for_function(f"() => document.querySelectorAll('.katex').length >= {drawn}")
    assert problems == []  # (axe then asks for the style sheets again, which files refuse)
    found = violations(page, least="serious")
    assert found == [], describe(found)
    page.close()


def test_an_exported_page_follows_the_dark_scheme_and_reads_in_it(browser, exports):
    """A reader whose system asks for dark gets JupyterLab's dark theme: a dark page and code
    cells, and still no serious axe violation (the theme's own comment and operator colours
    read at 3.4-3.5:1 on its code cells: the page lightens them). On 03's page: code with
    comments and operators, players, diagrams, a chart."""
    page, problems = offline_page(browser)
    page.emulate_media(color_scheme="dark")
    page.goto(exports[0][NOTEBOOK_03.stem].as_uri())
    drawn = formulas(exports[2][NOTEBOOK_03.stem])
    page.wait_for_function(f"() => document.querySelectorAll('.katex').length >= {drawn}")
    assert problems == []
    for where in ("body", ".jp-CodeCell .jp-InputArea-editor"):
        colour = page.locator(where).first.evaluate("e => getComputedStyle(e).backgroundColor")
        assert max(int(c) for c in re.findall(r"\d+", colour)[:3]) < 80, (where, colour)
    found = violations(page, least="serious")
    assert found == [], describe(found)
    page.close()


#: What kind of slide each slide of the deck is, by what it holds (a player, a picture,
#: printed output, a table, a list, maths, a title), in the order of :data:`SLIDES`.
SLIDE_KINDS = """() => [...document.querySelectorAll('.slides > section')].flatMap(top => {
  const inner = [...top.querySelectorAll(':scope > section')];
  return inner.length ? inner : [top];
}).map(s => ['.gs-player', 'img.gs-picture, .jp-RenderedImage, .jp-RenderedSVG',
  '.jp-OutputArea-output pre', 'table', 'ul, ol', '.katex', 'h1']
  .map(q => s.querySelector(q) ? '1' : '0').join(''))"""


def test_every_kind_of_slide_of_a_deck_has_no_serious_accessibility_violation(browser, exports):
    """axe on one slide of each kind of 03's deck (:data:`SLIDE_KINDS`), as it is shown (axe
    checks only what shows): what a deck adds to the page (reveal.js, its theme, the slide
    layout) on every kind of slide. (What the slides hold, every cell of the notebook, is
    checked on its exported page: test_an_exported_page_has_no_serious_accessibility_violation.)
    """
    page, problems = open_deck(browser, exports, NOTEBOOK_03)
    assert problems == []  # (axe then asks for the style sheets again, which files refuse)
    drawn = formulas(exports[2][f"{NOTEBOOK_03.stem}.lecture"])  # kinds once the maths is drawn
    page.wait_for_function(f"() => document.querySelectorAll('.katex').length >= {drawn}")
    slides, kinds = page.evaluate(SLIDES), page.evaluate(SLIDE_KINDS)
    first_of_kind = {kind: slide for kind, slide in reversed(list(zip(kinds, slides, strict=True)))}
    assert len(first_of_kind) >= 5, kinds  # a deck of many kinds: each is checked
    for slide in first_of_kind.values():
        page.evaluate("([h, v]) => { location.hash = `#/${h}/${v}`; }", [slide["h"], slide["v"]])
        page.wait_for_function(SETTLED, timeout=10_000)
        found = violations(page, least="serious")
        assert found == [], f"slide {slide}: {describe(found)}"
    page.close()


#: The whole tree's smallest text as shown, in px: each label's font size times the scale
#: the page draws it at (the player's own, JupyterLab's CSS, the deck's), and how many.
WHOLE_TREE_TEXT = """r => { const texts = [...r.querySelectorAll('.canvas text')]
  .filter(t => t.getBoundingClientRect().width > 0);
  return {count: texts.length, least: Math.min(...texts.map(t =>
    parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a))}; }"""


@pytest.mark.parametrize("kind", ["page", "deck"])
def test_the_whole_tree_draws_its_text_at_16_px_or_more(browser, exports, kind):
    """JupyterLab's CSS scales every SVG of an output to its box (``svg{max-width:100%}``);
    the player's whole tree keeps the scale the player gives it, which never draws text
    under 16 px (sizes.FLOOR.tree), in make html's page as in the deck."""
    name = NOTEBOOK_03.stem + (".lecture" if kind == "deck" else "")
    page, problems = offline_page(browser)
    page.goto(exports[0 if kind == "page" else 1][name].as_uri())
    if kind == "deck":
        deck_ready(page)
        first = next(s for s in page.evaluate(SLIDES) if s["players"])
        page.evaluate("([h, v]) => Reveal.slide(h, v)", [first["h"], first["v"]])
        page.wait_for_function(SETTLED, timeout=10_000)
    root = page.locator(".gs-player:visible").first
    root.wait_for(timeout=30_000)
    root.scroll_into_view_if_needed()
    root.evaluate("r => r.gsPlayer.go(1e9)")
    root.get_by_role("button", name="Whole tree").click()
    page.wait_for_function(SETTLED, timeout=10_000)
    shown = root.evaluate(WHOLE_TREE_TEXT)
    assert shown["count"] > 10 and shown["least"] >= 15.9, shown
    assert problems == []
    page.close()

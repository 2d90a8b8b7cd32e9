"""What a lecture deck shows, slide by slide, in Chromium at a projector's 1280 × 800.

:func:`survey` opens a deck (``make slides``) from its file with the network blocked, shows
each slide through reveal.js's own API with all its fragments revealed, and measures what
the room sees: whether the slide fits (no scrolling, nothing cut at an edge), how many words
it shows, whether any code input or prompt shows, how many words its speaker notes hold, its
players. ``tests/browser/test_decks.py`` holds every deck to the limits below.

Run it on notebooks while writing their slides: ``python tests/browser/decks.py
notebooks/03_null_window_search.ipynb [--shots]`` builds each lecture deck into
``build/decks/`` and prints a line per slide (``--shots``: a screenshot of each, in
``build/decks/NN/``).
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from lab import ROOT_DIR, chromium, offline_page

#: The most words a slide shows, diagrams and players aside ("at most about 60"). A word has
#: a letter in it: the numbers of a table or a printed tuple are read at a glance.
WORD_LIMIT = 60
#: The most lines a block of code (a listing, a printed table) shows, and its least size, px.
CODE_LINES, CODE_PX = 20, 20
#: The room (px) a slide may leave below its diagrams when they could still grow.
ROOM_LEFT = 40
#: A projector's window, the size the decks are written for.
PROJECTOR = {"width": 1280, "height": 800}

#: Every slide of the deck shown (h, v), as reveal.js numbers them.
INDICES = "() => Reveal.getSlides().map(s => Reveal.getIndices(s))"
#: What the shown slide holds, all its fragments revealed: see :class:`Slide`.
MEASURE = """() => {
  const slide = Reveal.getCurrentSlide();
  const box = slide.getBoundingClientRect();
  const scale = Reveal.getScale();
  const visible = e => e.getClientRects().length > 0
    && getComputedStyle(e).visibility !== 'hidden';
  const shown = slide.querySelector(':scope > .gs-slide') || slide;
  const copy = shown.cloneNode(true);
  copy.querySelectorAll('svg, .gs-player, .katex-mathml, script, style, pre')
    .forEach(e => e.remove());
  const count = text => text.split(/\\s+/).filter(w => /\\p{L}/u.test(w)).length;
  const words = count(copy.innerText || copy.textContent);
  const notes = slide.querySelector(':scope > aside.notes');
  const noteWords = notes ? count(notes.textContent) : 0;
  // anything drawn outside the slide's box, or cut by a box of its own that scrolls: each
  // element's box and style read once, the players, KaTeX's hidden MathML and the inside of
  // a drawing left out
  let outside = 0, cut = 0;
  const skip = e => e.matches('.gs-player, .katex-mathml') || !!e.ownerSVGElement;
  const walker = document.createTreeWalker(shown, NodeFilter.SHOW_ELEMENT, {
    acceptNode: e => skip(e) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT});
  for (let e = walker.nextNode(); e; e = walker.nextNode()) {
    const r = e.getBoundingClientRect();
    if (!r.width || !r.height) continue;
    const style = getComputedStyle(e);
    if (style.visibility === 'hidden') continue;
    outside = Math.max(outside, r.right - box.right, box.left - r.left, r.bottom - box.bottom);
    const scrolls = ['auto', 'scroll', 'hidden'].includes(style.overflowX);
    if (scrolls && e.scrollWidth > e.clientWidth + 1) cut++;
  }
  const inputs = [...slide.querySelectorAll(
    '.jp-CodeCell .jp-InputArea, .jp-InputPrompt, .jp-OutputPrompt')].filter(visible).length;
  // code (a listing, printed output): its longest block in lines, its smallest text in px
  const blocks = [...shown.querySelectorAll('pre')].filter(visible);
  const lines = Math.max(0, ...blocks.map(b => b.innerText.trimEnd().split('\\n').length));
  const codePx = Math.min(99, ...blocks.map(b => parseFloat(getComputedStyle(b).fontSize) * scale));
  // its diagrams: whether each is as large as it may be (as wide as its box, or three times
  // its own size), and the room the slide's content leaves below it
  const pictures = [...shown.querySelectorAll('img.gs-picture, .jp-RenderedImage img')]
    .filter(e => !e.closest('.gs-player')).map(e => {
      const width = e.getBoundingClientRect().width / scale;
      const box = getComputedStyle(e.parentElement);
      const room = e.parentElement.clientWidth - parseFloat(box.paddingLeft)
        - parseFloat(box.paddingRight);
      return width >= room - 1 || width >= 3 * e.naturalWidth - 1;
    });
  const inner = box.bottom - parseFloat(getComputedStyle(slide).paddingBottom) * scale;
  const left = Math.round((inner - shown.getBoundingClientRect().bottom) / scale);
  const heading = shown.querySelector('h1, h2, h3, h4');
  return {
    title: heading ? heading.textContent.replace('¶', '').trim() : '',
    words,
    overflow: Math.max(0, Math.round((slide.scrollHeight - slide.clientHeight) * scale),
                       Math.round(outside)),
    cut,
    inputs,
    notes: noteWords,
    players: slide.querySelectorAll('.gs-player').length,
    fragments: slide.querySelectorAll('.fragment').length,
    route: slide.dataset.route || '',
    lines,
    code_px: Math.round(codePx),
    pictures,
    left,
  };
}"""


@dataclass(frozen=True)
class Slide:
    """One slide as shown: reveal.js's ``h``/``v``; its first heading; the ``words`` it
    shows (diagrams, players, code and notes aside); ``overflow``, the px its content runs past the
    slide (scrolling or drawn outside it); ``cut``, its boxes that cut their content at the
    side; ``inputs``, code inputs and prompts showing; the words of its ``notes``; its
    ``players`` and ``fragments``; ``route``, "extended" for a slide the 50-minute route
    leaves out; its longest block of code (or printed text) in ``lines`` and the size of its
    smallest, ``code_px`` (99 for none); for each of its diagrams whether it is as large as
    a slide lets it be (as wide as the slide, or three times its own size); the room, px,
    its content ``left`` below it; how its players did when ``stepped`` (:func:`step_players`)."""

    h: int
    v: int
    title: str
    words: int
    overflow: int
    cut: int
    inputs: int
    notes: int
    players: int
    fragments: int
    route: str
    lines: int
    code_px: int
    pictures: list[bool] = field(default_factory=list)
    left: int = 0
    stepped: list[dict] = field(default_factory=list)

    def problems(self) -> list[str]:
        """What keeps this slide from being projected as it is."""
        found = []
        if self.overflow > 1:
            found.append(f"runs {self.overflow} px past the slide")
        if self.cut:
            found.append(f"{self.cut} box(es) cut their content at the side")
        if self.inputs:
            found.append(f"shows {self.inputs} code input(s) or prompt(s)")
        if self.lines > CODE_LINES:
            found.append(f"a block of {self.lines} lines of code (at most {CODE_LINES})")
        if self.code_px < CODE_PX:
            found.append(f"code at {self.code_px} px (at least {CODE_PX})")
        if self.pictures and not all(self.pictures) and self.left > ROOM_LEFT:
            found.append(f"its diagrams could be larger: {self.left} px left below them")
        if self.words > WORD_LIMIT:
            found.append(f"{self.words} words (at most {WORD_LIMIT})")
        return found


def show(page, h: int, v: int) -> None:
    """Show slide (h, v) with every fragment revealed, once it has settled."""
    page.evaluate("([h, v]) => { Reveal.slide(h, v); while (Reveal.nextFragment()) {} }", [h, v])
    page.wait_for_function(
        "() => document.getAnimations().every(a => !(a instanceof CSSTransition))",
        timeout=10_000,
    )
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def open_deck(browser, deck: Path, query: str = "", ready: bool = True, media: dict | None = None):
    """``(page, problems)``: the deck open offline at :data:`PROJECTOR` (see
    lab.offline_page), with ``query`` (``?route=50``, ``?handout``) and the emulated
    ``media`` (Playwright's ``emulate_media`` arguments) if given; once reveal.js is ready,
    if ``ready``."""
    page, problems = offline_page(browser, PROJECTOR)
    if media:
        page.emulate_media(**media)
    page.goto(deck.as_uri() + query)
    if ready:
        page.locator(".reveal.ready").wait_for(timeout=30_000)
    return page, problems


def survey(page, shots: Path | None = None) -> list[Slide]:
    """Every slide of the deck open in ``page``, measured (and photographed into ``shots``);
    then each player on it stepped once with its Forward button (see :func:`step_players`)."""
    slides = []
    for i, where in enumerate(page.evaluate(INDICES)):
        show(page, where["h"], where["v"] or 0)
        slides.append(Slide(h=where["h"], v=where["v"] or 0, **page.evaluate(MEASURE)))
        if shots:
            page.screenshot(path=shots / f"{i + 1:02d}.png")
        if slides[-1].players:
            slides[-1] = replace(slides[-1], stepped=step_players(page))
    return slides


#: The room (px) a player leaves below it on its slide: none to speak of once it fills it.
LEFT_BELOW = """p => { const slide = p.closest('section');
  const bottom = slide.getBoundingClientRect().bottom
    - parseFloat(getComputedStyle(slide).paddingBottom) * Reveal.getScale();
  return Math.round(bottom - p.getBoundingClientRect().bottom); }"""


def step_players(page) -> list[dict]:
    """Each player on the shown slide stepped once (back, for one that opens at its end):
    ``{"stepped": whether its count moved, "view": its tree view's height, "left": the room
    it leaves below it on the slide}`` (px)."""
    found = []
    for player in page.locator("section.present:not(.stack) .gs-player").all():
        count = player.locator(".count")
        before = count.inner_text()
        forward = player.get_by_role("button", name="Forward")
        (forward if forward.is_enabled() else player.get_by_role("button", name="Back")).click()
        box = player.locator(".view").bounding_box()
        found.append(
            {
                "stepped": count.inner_text() != before,
                "view": box["height"] if box else 0,
                "left": player.evaluate(LEFT_BELOW),
            }
        )
    return found


def report(slides: list[Slide]) -> str:
    """A line per slide: number, where, words, notes, players, route, title, problems."""
    lines = []
    for i, s in enumerate(slides, 1):
        marks = f"{'P' * s.players}{'F' if s.fragments else ''}{'e' if s.route else ''}"
        problems = "; ".join(s.problems())
        lines.append(
            f"{i:3} {s.h:2}/{s.v:<2} {s.words:3}w {s.notes:4}n {marks:4} {s.title[:50]:50} "
            f"{'✘ ' + problems if problems else ''}"
        )
    with_notes = sum(1 for s in slides if s.notes)
    lines.append(
        f"{len(slides)} slides, {with_notes} with notes, "
        f"{sum(1 for s in slides if s.problems())} with problems, "
        f"{sum(1 for s in slides if not s.route)} on the 50-minute route"
    )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("notebooks", nargs="+", type=Path)
    parser.add_argument("--shots", action="store_true", help="a screenshot of every slide")
    parser.add_argument("--dark", action="store_true", help="in the dark colour scheme")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT_DIR / "scripts"))
    from export_course import export

    out = ROOT_DIR / "build" / "decks"
    with chromium() as browser:
        for deck in export("slides", args.notebooks, out):
            page, problems = open_deck(browser, deck)
            if args.dark:
                page.emulate_media(color_scheme="dark")
            shots = out / deck.name[:2] if args.shots else None
            if shots:
                shots.mkdir(parents=True, exist_ok=True)
            print(deck.name)
            print(report(survey(page, shots)))
            for problem in problems:
                print("page:", problem)
            page.close()


if __name__ == "__main__":
    main()

"""Every lecture deck (``make slides``) as a lecturer projects it: offline, in Chromium at
1280 × 800, through reveal.js's own API (tests/browser/decks.py measures each slide).

Each slide fits with nothing cut, shows no code input or prompt and at most
:data:`decks.WORD_LIMIT` words; most slides carry speaker notes; the deck opens with its
title and objectives and closes with its summary; every player steps on its slide; nothing is
fetched from outside and nothing fails. The 50-minute route leaves out the slides
docs/teaching.md says it skips; the handout shows every slide beside its notes; the decks
follow reduced motion, the dark colour scheme and browser zoom.
"""

import re
import sys

import pytest
from decks import INDICES, open_deck, show, survey
from lab import ROOT_DIR

sys.path.insert(0, str(ROOT_DIR / "scripts"))
from export_course import course, export

NOTEBOOKS = course()
TEACHING = ROOT_DIR / "docs" / "teaching.md"
#: The least share of a deck's slides with speaker notes ("most slides carry notes").
NOTED = 0.6


@pytest.fixture(scope="module")
def decks(tmp_path_factory):
    """Every notebook's lecture deck, by its number ("03")."""
    pages = export("slides", NOTEBOOKS, tmp_path_factory.mktemp("decks"))
    return {page.name[:2]: page for page in pages}


@pytest.fixture(scope="module")
def surveyed(browser, decks):
    """Each deck's slides as measured, and the problems of its page, by number."""
    found = {}
    for number, deck in decks.items():
        # with no transitions to wait for (what is measured is the same)
        page, problems = open_deck(browser, deck, media={"reduced_motion": "reduce"})
        found[number] = survey(page), problems
        page.close()
    return found


def numbers():
    return [path.name[:2] for path in NOTEBOOKS]


@pytest.mark.parametrize("number", numbers())
def test_every_slide_can_be_projected_as_it_is(surveyed, number):
    slides, problems = surveyed[number]
    bad = {f"{i} {s.title!r}": s.problems() for i, s in enumerate(slides, 1) if s.problems()}
    assert bad == {}
    assert problems == []
    assert sum(1 for s in slides if s.notes) >= NOTED * len(slides), "too few speaker notes"


@pytest.mark.parametrize("number", numbers())
def test_a_deck_opens_with_its_title_and_objectives_and_closes_with_its_summary(surveyed, number):
    slides, _ = surveyed[number]
    assert slides[0].title.startswith(f"{number} ·")
    assert slides[1].title == "Objectives"
    assert slides[-1].title == "Summary" and slides[-1].notes  # the references, in full


@pytest.mark.parametrize("number", numbers())
def test_every_player_steps_on_its_slide(surveyed, number):
    slides, _ = surveyed[number]
    for slide in (s for s in slides if s.players):
        assert len(slide.stepped) == slide.players
        for player in slide.stepped:
            assert player["stepped"], f"{slide.title}: the player did not step"
            # a tree view a room can read (the board moves beside it where the slide is
            # short), and the player inside its slide
            assert player["view"] >= 200, f"{slide.title}: {player}"
            assert player["left"] >= 0, f"{slide.title}: {player}"


def skipped_in_50_minutes(number):
    """The slides docs/teaching.md lists for notebook ``number``'s 50-minute route to skip,
    as (number in the whole deck, title): its section's line "**50 minutes.** … skips these
    slides …: “A” (4), “B” (9)."."""
    text = TEACHING.read_text(encoding="utf-8")
    section = re.search(rf"^## {number} ·.*?(?=^## |\Z)", text, re.MULTILINE | re.DOTALL)
    assert section, f"docs/teaching.md has no section for {number}"
    line = re.search(r"^\*\*50 minutes\.\*\*(.*?)(?:\n\n|\Z)", section[0], re.M | re.S)
    assert line, f"docs/teaching.md's section {number} gives no 50-minute route"
    return [(int(n), title) for title, n in re.findall(r"“([^”]+)” \((\d+)\)", line[1])]


@pytest.mark.parametrize("number", numbers())
def test_the_50_minute_route_skips_what_the_teaching_guide_says(browser, decks, surveyed, number):
    slides, _ = surveyed[number]
    extended = [(i, s.title) for i, s in enumerate(slides, 1) if s.route]
    assert extended == skipped_in_50_minutes(number)
    page, problems = open_deck(browser, decks[number], "?route=50")
    assert len(page.evaluate(INDICES)) == len(slides) - len(extended)
    assert problems == []
    page.close()


def test_the_handout_shows_every_slide_beside_its_notes(browser, decks, surveyed):
    slides, _ = surveyed["03"]
    page, problems = open_deck(browser, decks["03"], "?handout", ready=False)
    page.wait_for_load_state("load")
    shown = page.evaluate(
        """() => [...document.querySelectorAll('.slides section')]
          .filter(s => !s.querySelector(':scope > section')).map(s => {
            const body = s.querySelector(':scope > .gs-slide').getBoundingClientRect();
            const notes = s.querySelector(':scope > aside.notes');
            const n = notes && notes.getBoundingClientRect();
            return {body: body.height > 0, notes: !!n && n.height > 0 && n.left >= body.right};
          })"""
    )
    assert len(shown) == len(slides) and all(s["body"] for s in shown)
    assert sum(s["notes"] for s in shown) == sum(1 for s in slides if s.notes)
    assert problems == []
    page.close()


#: The shown slide's first heading: its height on the screen in device pixels, and the
#: slide's width in CSS px.
HEADING = """() => ({height: Reveal.getCurrentSlide().querySelector('h1, h2, h3')
  .getBoundingClientRect().height * devicePixelRatio, width: Reveal.getConfig().width})"""


def test_a_deck_grows_with_browser_zoom_and_reflows(browser, decks):
    """Zoomed to 200 %, a 1280 × 800 window is 640 × 400 CSS px at 2 device pixels each (as
    Chromium's zoom makes it): reveal.js alone would shrink the slide by half, and the text
    would not grow at all."""
    page, problems = open_deck(browser, decks["03"])
    show(page, 1, 0)
    before = page.evaluate(HEADING)
    cdp = page.context.new_cdp_session(page)
    cdp.send(
        "Emulation.setDeviceMetricsOverride",
        {"width": 640, "height": 400, "deviceScaleFactor": 2, "mobile": False},
    )
    page.wait_for_function(f"() => Reveal.getConfig().width < {before['width']}")
    after = page.evaluate(HEADING)
    assert after["width"] == before["width"] // 2  # the slide, in CSS px, is half as wide
    assert after["height"] >= 1.8 * before["height"]  # so its text shows twice as large
    assert problems == []
    page.close()


def test_a_deck_honours_reduced_motion_and_the_dark_scheme(browser, decks):
    page, problems = open_deck(browser, decks["03"], media={"reduced_motion": "reduce"})
    assert page.evaluate("Reveal.getConfig().transition") == "none"
    moving = """() => { Reveal.next(); return document.getAnimations()
      .filter(a => a instanceof CSSTransition).map(a => a.effect.target.className); }"""
    assert page.evaluate(moving) == []  # nothing slides, fades or grows: the progress bar too
    light = page.evaluate("getComputedStyle(document.body).backgroundColor")
    page.emulate_media(color_scheme="dark")
    dark = page.evaluate("getComputedStyle(document.body).backgroundColor")
    channels = [int(c) for c in re.findall(r"\d+", dark)[:3]]
    assert dark != light and max(channels) < 80, dark
    assert problems == []
    page.close()


def test_s_opens_the_speaker_view_with_the_slides_notes(browser, decks):
    """The lecturer's second screen: reveal.js's speaker view (S) shows the slide, the next
    one, a clock and the notes, offline from the file."""
    page, problems = open_deck(browser, decks["03"])
    show(page, 1, 0)
    notes = page.evaluate("Reveal.getSlideNotes()")
    with page.expect_popup() as opened:
        page.keyboard.press("s")
    speaker = opened.value
    shown = speaker.locator(".speaker-controls-notes")
    shown.wait_for(timeout=10_000)
    first_words = " ".join(re.sub(r"<[^>]+>", " ", notes).split()[:6])
    speaker.wait_for_function(
        "words => document.querySelector('.speaker-controls-notes').innerText"
        ".replace(/\\s+/g, ' ').includes(words)",
        arg=first_words,
        timeout=10_000,
    )
    assert speaker.locator(".speaker-controls-time").count() == 1
    assert problems == []
    speaker.close()
    page.close()

"""A course notebook in JupyterLab as a student opens it (committed, trusted, not run), at a
projector's size with the file browser open, in the Light and the Dark theme: what the course
puts on the page (its cells' outputs and rendered text; JupyterLab's own toolbars and editors
are JupyterLab's) has no serious or critical axe violation, every picture says what it
shows, and a wide picture is reached with Tab and scrolled with the arrow keys.

03 has every kind of picture: diagrams that fit and one that is wider than the column,
boards, a chart, and players.
"""

import pytest
from axe import describe, violations
from lab import ROOT_DIR, open_notebook, running_lab

NOTEBOOK = ROOT_DIR / "notebooks" / "03_null_window_search.ipynb"
#: What the course writes on the page: every cell's outputs and rendered Markdown.
COURSE = ".jp-Notebook .jp-Cell-outputArea, .jp-Notebook .jp-MarkdownOutput"
#: The focused element: its class and, if it is a wide picture's box, how far it scrolled.
FOCUSED = """() => { const e = document.activeElement;
  return {wide: e.classList.contains('gs-wide'), scrolled: e.scrollLeft,
          ring: getComputedStyle(e).outlineStyle + ' ' + getComputedStyle(e).outlineWidth}; }"""


@pytest.fixture(scope="module")
def course_lab(tmp_path_factory):
    with running_lab(tmp_path_factory.mktemp("course"), [NOTEBOOK]) as lab:
        yield lab


def opened(browser, lab, theme):
    """The notebook open in ``theme``, every picture loaded."""
    lab.set_theme(theme)
    page = open_notebook(browser, lab, NOTEBOOK.name)
    page.locator(".gs-wide").first.wait_for()
    page.wait_for_function(
        "() => [...document.querySelectorAll('.jp-OutputArea-output img')]"
        ".every(i => i.complete && i.naturalWidth > 0)"
    )
    return page


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_what_the_course_shows_has_no_serious_accessibility_violation(browser, course_lab, theme):
    page = opened(browser, course_lab, theme)
    alts = page.locator(".jp-OutputArea-output img").evaluate_all("i => i.map(e => e.alt)")
    assert len(alts) >= 8 and all(len(alt) > 15 for alt in alts), alts
    found = violations(page, within=COURSE, least="serious")
    assert found == [], describe(found)
    page.close()


#: JupyterLab's settings of its notifications: the server gives their defaults as the
#: environment's overrides.json sets them (JupyterLab's own: "none", ask; and true).
NOTIFICATIONS = "/lab/api/settings/@jupyterlab/apputils-extension:notification"


def test_jupyterlab_asks_nothing_over_the_course(browser, course_lab):
    """No pop-up over a lecture's first slide: the set-up of make lab (and of make test)
    turns off JupyterLab's question about fetching Jupyter's news, and its looking for
    updates, in the environment's overrides.json (scripts/setup.sh)."""
    defaults = {
        name: setting["default"]
        for name, setting in course_lab.api(NOTIFICATIONS)["schema"]["properties"].items()
    }
    assert defaults["fetchNews"] == "false" and defaults["checkForUpdates"] is False, defaults
    page = opened(browser, course_lab, "light")
    assert page.locator(".Toastify__toast").all_inner_texts() == []
    page.close()


def test_a_wide_picture_is_reached_with_tab_and_scrolled_with_the_arrow_keys(browser, course_lab):
    page = opened(browser, course_lab, "light")
    box = page.locator(".gs-wide").first
    assert box.get_attribute("role") == "region"
    assert "scroll it with the arrow keys" in box.get_attribute("aria-label")
    box.scroll_into_view_if_needed()
    cell = box.locator("xpath=ancestor::div[contains(concat(' ', @class, ' '), ' jp-Cell ')][1]")
    cell.locator(".jp-InputArea-prompt").click()  # the reader is at the picture's cell
    page.keyboard.press("Escape")
    for _ in range(5):
        page.keyboard.press("Tab")
        if page.evaluate(FOCUSED)["wide"]:
            break
    else:
        pytest.fail("five Tabs from its cell never reached the wide picture")
    assert page.evaluate(FOCUSED)["ring"] == "solid 3px"  # drawn inside the box: not clipped
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    # the box scrolls (smoothly): JupyterLab's own → (next heading) did not take the keys
    page.wait_for_function("() => document.activeElement.scrollLeft > 0", timeout=5_000)
    assert page.evaluate(FOCUSED)["wide"]
    page.close()


def test_every_saved_player_plays_though_only_the_first_carries_the_code(browser, course_lab):
    """The notebook saves the player's code once (execute_course.py): each later player
    mounts with the code the first one ran, and steps."""
    import nbformat

    from gamesearch.widgets.stepper import PLAYER_HOST

    saved = sum(
        PLAYER_HOST in output.get("data", {}).get("text/html", "")
        for cell in nbformat.read(NOTEBOOK, as_version=4).cells
        if cell.cell_type == "code"
        for output in cell.outputs
    )
    page = opened(browser, course_lab, "light")
    players = page.locator(".jp-Notebook .gs-player")
    page.wait_for_function(f"() => document.querySelectorAll('.gs-player').length === {saved}")
    assert saved >= 4
    last = players.last
    last.scroll_into_view_if_needed()
    count = last.locator(".count")
    last.get_by_role("button", name="Forward").click()
    assert count.inner_text().startswith("1 /")
    page.close()

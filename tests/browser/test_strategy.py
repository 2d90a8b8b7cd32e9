"""The strategy a search proved, in the player in JupyterLab (Light and Dark, 1280 × 800,
the file browser open): S, or the Strategy button, rings the nodes of each solution tree
whose root has returned and lays a band under its edges, in the focused view and in the
whole tree; the node list says which strategy each node is in, the status line what was
proved; axe finds nothing inside the player with it on, and every text stays 4.5 : 1.

The screenshots go to build/screenshots/player-strategy-*.png, for a person to look at.
"""

import re

import pytest
from axe import describe, violations
from lab import ROOT_DIR, open_notebook, run_all_cells
from test_accessibility import TEXTS, low_contrast

from gamesearch.games.trees import HIROI_TREE, PI_TREE
from gamesearch.search import solve
from gamesearch.trace import pass_solution_trees, solution_tree

SHOTS = ROOT_DIR / "build" / "screenshots"
#: The two searches: a fail-high null-window test (notebook 03's "≥ 3?") and MTD(f).
YES = {"algorithm": "nws", "gamma": 3, "ordering": "natural"}
MTDF = {"algorithm": "mtdf"}
SETUP = """\
from gamesearch.games.trees import HIROI_TREE, PI_TREE
from gamesearch.search import solve
from gamesearch.widgets import Stepper
"""
NOTEBOOKS = {
    "strategy.ipynb": [
        "# STRATEGY",
        f"{SETUP}Stepper(solve(HIROI_TREE, **{YES!r}, trace=True))",
        f"Stepper(solve(PI_TREE, **{MTDF!r}, trace=True))",
    ],
}

#: The nodes of the player's views that carry a ring: their ids.
RINGED = """(root, where) => [...root.querySelectorAll(`${where} [data-node]`)]
  .filter(g => g.querySelector('polygon.solution')).map(g => Number(g.dataset.node))
  .sort((a, b) => a - b)"""


@pytest.fixture(scope="module", params=["light", "dark"])
def page(request, browser, lab):
    lab.set_theme(request.param)
    page = open_notebook(browser, lab, "strategy.ipynb")
    run_all_cells(page)
    page.locator(".gs-player .view[data-mode]").nth(1).wait_for(timeout=60_000)
    page.theme = request.param
    yield page
    page.close()
    lab.set_theme("light")


def none_inside(page):
    found = violations(page, ".gs-player")
    assert found == [], describe(found)


def strategy_items(root):
    """The node list's items that say they are in a strategy, as the accessibility tree
    has them: ``{name: "in MAX's strategy" or "…, its root"}``."""
    heard = root.aria_snapshot().replace("''", "'")  # YAML doubles a quote in '…'
    items = re.findall(r'treeitem "([^"]*)"', heard)
    return {item.split(":")[0]: item.rsplit("; ", 1)[1] for item in items if "strategy" in item}


def test_s_shows_what_a_fail_high_test_proved_in_both_views_and_in_words(page):
    trace = solve(HIROI_TREE, **YES, trace=True).trace
    proof = solution_tree(trace)
    label = {k: HIROI_TREE.label(trace.state(k)) for k in range(len(trace))}
    SHOTS.mkdir(parents=True, exist_ok=True)
    root = page.locator(".gs-player").first
    button = root.get_by_role("button", name="Strategy")
    root.scroll_into_view_if_needed()
    assert button.get_attribute("aria-pressed") == "false"
    root.focus()
    page.keyboard.press("s")
    assert button.get_attribute("aria-pressed") == "true"
    assert "no strategy proved yet" in root.locator(".status").inner_text()  # at the start
    said = root.locator("[aria-live=polite]")
    said.filter(has_text="Strategies shown").wait_for(timeout=5_000)
    end = len(trace.codes)
    root.evaluate(f"r => r.gsPlayer.go({end - 1})")  # the root has not returned yet
    assert root.evaluate(f"r => ({RINGED})(r, '.focus')") == []
    root.evaluate(f"r => r.gsPlayer.go({end})")
    status = "the search proved ≥ 3: a strategy for MAX of 6 nodes"
    assert status in root.locator(".status").inner_text()
    assert status in root.get_by_role("slider").get_attribute("aria-valuetext")
    # the focused view: the path's nodes and their children, those in the proof ringed
    shown = set(
        root.evaluate(
            "r => [...r.querySelectorAll('.focus [data-node]')].map(g => +g.dataset.node)"
        )
    )
    assert root.evaluate(f"r => ({RINGED})(r, '.focus')") == sorted(shown & proof.nodes)
    assert root.locator(".focus text.solution").text_content() == "MAX's strategy"
    page.screenshot(path=str(SHOTS / f"player-strategy-focus-{page.theme}.png"))
    # the whole tree: every node of the proof ringed, every edge of it banded
    root.get_by_role("button", name="Whole tree").click()
    # the taller root (its tag's line) and the path line above the whole tree still fit:
    # nothing scrolls under the control bar
    assert root.evaluate("r => r.scrollHeight <= r.clientHeight + 1")
    assert root.evaluate(f"r => ({RINGED})(r, '.canvas')") == sorted(proof.nodes)
    assert root.locator(".canvas line.solution").count() == len(proof) - 1
    assert root.evaluate("r => r.gsPlayer.proved()") == sorted(proof.nodes)
    # the node list, as a screen reader has it
    items = strategy_items(root)
    assert set(items) == {label[k] for k in proof.nodes} == set("RACDHI")
    assert items.pop("R") == "in MAX's strategy, its root"
    assert set(items.values()) == {"in MAX's strategy"}
    root.scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / f"player-strategy-whole-{page.theme}.png"))
    none_inside(page)
    assert low_contrast(root.evaluate(TEXTS)) == []
    root.get_by_role("button", name="Whole tree").click()
    none_inside(page)
    assert low_contrast(root.evaluate(TEXTS)) == []
    button.click()  # off again: nothing marked, nothing said of strategies
    assert root.locator(".focus .solution").count() == 0 and strategy_items(root) == {}
    assert "proved" not in root.locator(".status").inner_text()


def test_each_mtdf_pass_shows_its_strategy_once_it_has_returned(page):
    trace = solve(PI_TREE, **MTDF, trace=True).trace
    trees = pass_solution_trees(trace)
    root = page.locator(".gs-player").nth(1)
    root.scroll_into_view_if_needed()
    root.get_by_role("button", name="Strategy").click()
    first, second = trees[0], trees[1]
    events = list(trace.events)
    returned = events.index(("exit", first.root)) + 1  # the cursor that shows its return
    root.evaluate(f"r => r.gsPlayer.go({returned - 1})")
    assert root.evaluate("r => r.gsPlayer.proved()") == []
    root.evaluate(f"r => r.gsPlayer.go({returned})")
    assert root.evaluate("r => r.gsPlayer.proved()") == sorted(first.nodes)
    inside = events.index(("exit", second.root))  # pass 2 searching: pass 1's proof stays
    root.evaluate(f"r => r.gsPlayer.go({inside})")
    assert root.evaluate("r => r.gsPlayer.proved()") == sorted(first.nodes)
    assert "pass 1 proved ≥ 1: a strategy for MAX" in root.locator(".status").inner_text()
    root.evaluate(f"r => r.gsPlayer.go({len(events)})")
    root.get_by_role("button", name="Whole tree").click()
    everything = sorted(set().union(*(t.nodes for t in trees)))
    assert root.evaluate(f"r => ({RINGED})(r, '.canvas')") == everything
    tags = root.locator(".canvas tspan").all_text_contents()
    assert tags.count("MAX's strategy") + tags.count(" · MAX's strategy") == 5
    assert sum("MIN's strategy" in t for t in tags) == 1
    assert (
        "pass 6 proved ≤ 6: a strategy for MIN of 8 nodes" in root.locator(".status").inner_text()
    )
    page.screenshot(path=str(SHOTS / f"player-strategy-mtdf-{page.theme}.png"))
    none_inside(page)
    assert low_contrast(root.evaluate(TEXTS)) == []
    root.get_by_role("button", name="Whole tree").click()

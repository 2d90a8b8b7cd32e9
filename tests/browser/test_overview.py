"""The overview of a 124 047-node search in Chromium, with the keyboard only (issue 33): the
whole-tree view, go to node N (whose number the player shows), the next re-search, cutoff
and table hit, opening and folding a subtree in the list of nodes, and axe with no
violation.

The search is 4 × 6 Reversi solved by NegaScout with a table, built once for the module and
saved as a page with no kernel (``Stepper.save_html``). No timing is asserted here: ``python
-m bench.player_size`` measures the opening and the steps.
"""

from __future__ import annotations

import pytest
from axe import describe, violations
from lab import LECTURE, offline_page

from gamesearch.search import solve
from gamesearch.widgets import Stepper

#: A node deep in the search, on no path the player opens at the start.
DEEP = 50_000


@pytest.fixture(scope="module")
def search(tmp_path_factory):
    """The traced search and its saved player."""
    trace = solve("reversi-4x6", algorithm="negascout", tt=True, trace=True).trace
    assert len(trace) > 100_000
    page = Stepper(trace).save_html(tmp_path_factory.mktemp("overview") / "big.html")
    return trace, page


@pytest.fixture
def player(browser, search):
    """The page, with the keyboard's focus on the player (Tab from the page's start)."""
    page, problems = offline_page(browser, LECTURE)
    page.goto(search[1].as_uri(), timeout=120_000)
    root = page.locator(".gs-player")
    root.wait_for(timeout=120_000)
    page.keyboard.press("Tab")
    assert root.evaluate("r => document.activeElement === r")
    yield page, root
    assert problems == []
    page.close()


def current(root):
    return root.evaluate("r => r.gsPlayer.current()")


def cursor(root):
    return root.evaluate("r => r.gsPlayer.cursor")


def hears(page, root, words):
    """Whether the player's live region comes to say `words` (waits for it)."""
    page.wait_for_function(
        "([r, words]) => r.querySelector('[aria-live=polite]').textContent.includes(words)",
        arg=[root.element_handle(), words],
        timeout=5_000,
    )
    return True


def focused(page, attribute):
    """The attribute of the element that has the focus."""
    return page.evaluate("a => document.activeElement.getAttribute(a)", attribute)


def tab_to_the_list(page):
    """Tab on until the focus is on an item of the list of nodes."""
    for _ in range(60):
        page.keyboard.press("Tab")
        if focused(page, "role") == "treeitem":
            return
    raise AssertionError("Tab never reached the list of nodes")


def test_go_to_a_node_and_the_next_landmarks_with_the_keyboard(player, search):
    trace, _ = search
    page, root = player
    page.keyboard.press("w")  # the overview
    assert root.locator(".view").get_attribute("data-mode") == "tree"
    assert root.get_by_role("button", name="Whole tree").get_attribute("aria-pressed") == "true"
    page.keyboard.press("g")  # the field for a node's number
    field = root.get_by_label("Go to node")
    assert field.evaluate("e => document.activeElement === e")
    page.keyboard.type("124047")  # one past the last node
    page.keyboard.press("Enter")
    assert root.locator(".goto-error").inner_text() == (
        "This search has no node 124,047: type a node number from 0 to 124,046."
    )
    assert field.get_attribute("aria-invalid") == "true" and cursor(root) == 0
    page.keyboard.press("Control+A")
    page.keyboard.type(f"{DEEP}")
    page.keyboard.press("Enter")
    assert current(root) == DEEP and root.evaluate("r => document.activeElement === r")
    # its path is open, its box drawn as the current node, its item the current one
    path = []
    k = DEEP
    while k >= 0:
        path.append(k)
        k = trace.nodes[k].parent
    assert root.evaluate("(r, ks) => ks.every((k) => r.gsPlayer.open(k))", path[1:])
    assert root.locator(f'.canvas [data-node="{DEEP}"]').get_attribute("data-role") == "current"
    assert (
        root.locator("[role=treeitem][aria-current=true]")
        .get_attribute("id")
        .endswith(f"-node-{DEEP}")
    )
    # its number shows by the status line, as "Go to node" takes it, and the view says it
    assert root.locator(".number").inner_text() == f"Node {DEEP:,}"
    assert f"at node {DEEP:,}, " in root.locator(".view").get_attribute("aria-label")
    steps = 0
    while current(root) == DEEP and steps < 50:  # on to the next node: its number
        page.keyboard.press("ArrowRight")
        steps += 1
    assert current(root) != DEEP
    assert root.locator(".number").inner_text() == f"Node {current(root):,}"
    for _ in range(steps):
        page.keyboard.press("ArrowLeft")
    assert current(root) == DEEP
    # the next re-search, cutoff and table hit, each after the step before
    landmarks = {
        "r": lambda k, status: trace.nodes[k].why == "re-search" and ": enter" in status,
        "c": lambda k, status: ": cutoff" in status,
        "t": lambda k, status: trace.nodes[k].tt == "hit" and ": probe" in status,
    }
    for key, found in landmarks.items():
        before = cursor(root)
        page.keyboard.press(key)
        status = root.locator(".status").inner_text()
        assert cursor(root) > before and found(current(root), status), (key, status)
    # the buttons do the same as the keys: the next cutoff after this one
    before = cursor(root)
    root.get_by_role("button", name="Next cutoff").click()
    assert cursor(root) > before and ": cutoff" in root.locator(".status").inner_text()
    # after the last one, the player says so and stays
    page.keyboard.press("End")
    at = cursor(root)
    page.keyboard.press("r")
    assert hears(page, root, "No re-search after this step.") and cursor(root) == at


def test_open_and_fold_a_subtree_in_the_list_of_nodes_with_the_keyboard(player):
    page, root = player
    page.keyboard.press("w")
    page.keyboard.press("End")  # the whole search entered: every folded mark has its nodes
    items = root.locator("[role=treeitem]")
    shown = items.count()
    tab_to_the_list(page)
    page.keyboard.press("Home")
    for _ in range(shown):  # down to the first folded subtree
        if focused(page, "aria-expanded") == "false":
            break
        page.keyboard.press("ArrowDown")
    assert focused(page, "aria-expanded") == "false"
    node = int(focused(page, "id").rsplit("-", 1)[1])
    level = int(focused(page, "aria-level"))
    assert not root.evaluate("(r, k) => r.gsPlayer.open(k)", node)
    page.keyboard.press("Enter")  # open it: its children are items now, one level down
    assert focused(page, "aria-expanded") == "true" and root.evaluate(
        "(r, k) => r.gsPlayer.open(k)", node
    )
    assert items.count() > shown
    assert hears(page, root, "Opened ")
    page.keyboard.press("ArrowRight")  # into its first child
    assert int(focused(page, "aria-level")) == level + 1
    page.keyboard.press("ArrowLeft")  # back to it
    assert focused(page, "id").endswith(f"-node-{node}")
    page.keyboard.press("ArrowLeft")  # fold it again
    assert focused(page, "aria-expanded") == "false" and items.count() == shown
    assert hears(page, root, "Folded ")
    # the list mirrors what the overview shows, never the whole search
    assert shown == root.evaluate("r => r.gsPlayer.visible().length") < 2_000
    found = violations(page, ".gs-player")  # the list open, the overview shown
    assert found == [], describe(found)


def test_the_path_to_the_current_node_stays_open(player):
    page, root = player
    page.keyboard.press("w")
    page.keyboard.press("g")
    page.keyboard.type(f"{DEEP}")
    page.keyboard.press("Enter")
    tab_to_the_list(page)
    # the focus starts on the current node's item; its parent is on the path
    assert focused(page, "aria-current") == "true"
    page.keyboard.press("ArrowLeft")  # to the parent
    page.keyboard.press("ArrowLeft")  # fold it: refused
    assert focused(page, "aria-expanded") == "true"
    assert hears(page, root, "stays open")
    found = violations(page, ".gs-player")
    assert found == [], describe(found)

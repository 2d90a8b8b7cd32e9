"""The built site in Debian's Chromium: 03 opens, the Pyodide kernel starts, a player steps,
its quiz is answered, exercise 1 is run and then solved, and nothing is fetched from outside
localhost but Pyodide's compiled packages.

The site is served by Python's http.server on 127.0.0.1, and Chromium can reach nothing else:
every host name resolves to nothing (:data:`OFFLINE`), as behind a classroom's firewall. What
the test checks is what the project controls: every request the site's page, its web worker
(where Pyodide runs) and its service worker make, from Playwright's request events on the
browser context (a dedicated worker's requests are its page's; a service worker's carry
``Request.service_worker``). Chromium's own background traffic belongs to no page, so those
events never include it, whatever that Chromium build calls.
"""

import ast
import contextlib
import functools
import http.server
import re
import threading
from pathlib import Path
from typing import ClassVar

import pytest
from lab import LECTURE, chromium, free_port

NOTEBOOK = "03_null_window_search.ipynb"
#: Chromium's flag that leaves it only this machine: every host name but loopback resolves to
#: nothing, so a request for the CDN fails at once, as a refused connection does.
OFFLINE = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"
START = 300  # seconds for the kernel to start: Pyodide and the course's wheels, from the site
ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "build" / "screenshots"
#: An answer to 03's exercise 1, typed over the exercise's stub: the shipped solution's.
SOLUTION = ROOT / "notebooks" / "solutions" / "03_null_window_search.py"


def answer() -> str:
    """The exercise cell with ``alphabeta0`` (and the ``INF`` it uses) from the solutions."""
    source = SOLUTION.read_text()
    parts = [
        ast.get_source_segment(source, node)
        for node in ast.parse(source).body
        if getattr(node, "name", None) == "alphabeta0"
        or (isinstance(node, ast.Assign) and node.targets[0].id == "INF")
    ]
    return "\n\n".join(
        [
            "from gamesearch.exercises.null_window import check_zero_width",
            *parts,
            "check_zero_width(alphabeta0)",
        ]
    )


class Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".whl": "application/octet-stream",
    }

    def log_message(self, *args):
        pass


@contextlib.contextmanager
def serve(folder: Path):
    """``folder`` over HTTP on 127.0.0.1; yields the base URL."""
    handler = functools.partial(Quiet, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", free_port()), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def is_local(url: str) -> bool:
    return url.startswith(("http://127.0.0.1:", "data:", "blob:", "about:"))


@pytest.fixture(scope="module")
def site_browser(site, playwright):
    """(base URL of the served site, Chromium that can reach nothing but 127.0.0.1)."""
    with serve(site) as base, chromium(playwright, (OFFLINE,)) as browser:
        yield base, browser


def open_in_lite(browser, base: str, theme: str):
    """A page showing 03 in the site's JupyterLab, and the list of the URL of every request
    that the page, its workers and its service worker make."""
    context = browser.new_context(viewport=LECTURE, color_scheme=theme)
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    page = context.new_page()
    page.set_default_timeout(60_000)
    page.goto(f"{base}/lab/index.html?path={NOTEBOOK}")
    page.locator(".jp-Notebook .jp-Cell").first.wait_for()
    return page, requests


def failed_outputs(page) -> list[str]:
    """The text of every error or stderr output in the notebook."""
    errors = page.locator(
        ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.error'],"
        ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"
    )
    return errors.all_inner_texts()


def run_cell(page, cell) -> None:
    """Run ``cell`` as a student does: select it, Shift+Enter."""
    cell.locator(".jp-InputPrompt").click()
    page.keyboard.press("Shift+Enter")


def wait_for_kernel(page) -> None:
    """Wait until the notebook's kernel is connected and idle, as the status bar says
    ("Python (Pyodide) | Idle"). Not the toolbar's execution indicator: it says "idle" from
    the moment the notebook opens, while the status bar still says "No Kernel", and a cell
    run while the notebook has no kernel is dropped (JupyterLab's runCell clears its
    execution), so the cells after it ran without its imports."""
    page.locator(".jp-StatusBar-TextItem", has_text="| Idle").first.wait_for(
        state="attached", timeout=START * 1000
    )


def test_03_runs_and_steps_in_the_site_with_nothing_from_outside(site_browser, outside):
    base, browser = site_browser
    page, requests = open_in_lite(browser, base, "light")
    wait_for_kernel(page)
    cells = page.locator(".jp-Notebook .jp-Cell")
    cells.first.click()
    players = page.locator(".gs-player")
    for _ in range(12):  # up to and including 03's first player
        page.keyboard.press("Shift+Enter")
        if players.count():
            break
    player = players.first
    # Pyodide runs the cells in turn after its cold start: under a loaded CI machine the
    # first player took longer than two minutes once, so the wait is the kernel's own bound
    try:
        player.wait_for(timeout=(START + 120) * 1000)
    except Exception:
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / "site-03-no-player.png"))
        print("prompts:", page.locator(".jp-InputPrompt").all_inner_texts()[:14])
        print(
            "status:",
            page.locator(".jp-Notebook-ExecutionIndicator").first.get_attribute("data-status"),
        )
        print(
            "focus:",
            page.evaluate(
                "() => document.activeElement && document.activeElement.outerHTML.slice(0, 300)"
            ),
        )
        print("outputs:", failed_outputs(page))
        print("requests:", requests[-15:])
        raise
    count = player.locator(".count")
    first = count.inner_text()
    for _ in range(5):
        player.get_by_role("button", name="Forward").click()
    assert count.inner_text().startswith("5 /"), (first, count.inner_text())
    # 03's quiz (its next player): step on until a question is asked, and answer it
    quizzed = players.filter(has=page.get_by_role("button", name=re.compile(r"^Quiz \d")))
    quizzed.first.scroll_into_view_if_needed()
    player = quizzed.first
    choices = player.locator(".quiz .choices button")
    forward = player.get_by_role("button", name="Forward")
    for _ in range(40):
        if choices.count():
            break
        forward.click()
    choices.first.click()
    score = player.locator("button", has_text="Quiz")
    assert re.fullmatch(r"Quiz [01] / 1", score.inner_text().strip()), score.inner_text()
    assert not failed_outputs(page)
    SHOTS.mkdir(parents=True, exist_ok=True)
    player.scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / "site-03-light.png"))
    # exercise 1: run as shipped, the checker asks for the function; typed in, it passes
    exercise = cells.filter(has_text="def alphabeta0")
    verdict = exercise.locator(".jp-OutputArea-output")
    run_cell(page, exercise)
    verdict.first.wait_for(timeout=120_000)
    assert "write alphabeta0" in verdict.first.inner_text(), verdict.first.inner_text()
    exercise.locator(".cm-content").click()
    page.keyboard.press("Control+A")
    page.keyboard.insert_text(answer())
    run_cell(page, exercise)
    page.wait_for_function(
        "e => e.innerText.includes('✔')", arg=exercise.element_handle(), timeout=120_000
    )
    assert "✘" not in verdict.first.inner_text()
    exercise.scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / "site-03-exercise.png"))

    leaving = sorted({url for url in requests if not is_local(url)})
    print(f"\n{len(set(requests))} requests, {len(leaving)} outside localhost: {leaving}")
    assert set(leaving) <= set(outside), sorted(set(leaving) - set(outside))
    # the worker's own requests are among those seen: Pyodide fetched the course's wheel
    assert any(re.search(r"/gamesearch-[^/]*\.whl$", url) for url in requests), requests
    page.context.close()


def test_03_in_the_dark_theme(site_browser):
    base, browser = site_browser
    page, _ = open_in_lite(browser, base, "dark")
    page.get_by_text("Settings", exact=True).first.click()
    page.get_by_text("Theme", exact=True).first.hover()
    page.get_by_text("JupyterLab Dark", exact=True).first.click()
    wait_for_kernel(page)
    page.locator(".jp-Notebook .jp-Cell").first.click()
    for _ in range(9):
        page.keyboard.press("Shift+Enter")
    page.locator(".gs-player").first.wait_for(timeout=120_000)
    page.locator(".gs-player").first.scroll_into_view_if_needed()
    background = page.evaluate("() => getComputedStyle(document.body).backgroundColor")
    assert background != "rgb(255, 255, 255)"
    page.screenshot(path=str(SHOTS / "site-03-dark.png"))
    page.context.close()

"""The built JupyterLite site in Debian's Chromium, driven by Playwright: serve it, open a
notebook, wait for its kernel, Run All with each cell's time, and read what the page shows.

Used by the site's Chromium tests (beside this file) and by ``make bench`` (the site's Run
All against JupyterLab's). The site is served by Python's http.server on 127.0.0.1; with
:data:`OFFLINE` Chromium reaches nothing else (every host name resolves to nothing), as
behind a classroom's firewall. Every request the page, its web worker (where Pyodide runs)
and its service worker make is listed from Playwright's request events on the browser
context: a dedicated worker's requests are its page's, a service worker's carry
``Request.service_worker``. Chromium's own background traffic belongs to no page, so those
events never include it, whatever a Chromium build calls.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import json
import re
import sys
import threading
import time
import uuid
import weakref
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from lab import LECTURE, free_port
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

#: Chromium's flag that leaves it only this machine: every host name but loopback resolves
#: to nothing, so a request for the CDN fails at once, as a refused connection does.
OFFLINE = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"
#: Where the site's tests save the screenshots they take, for a person to look at.
SHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots"
#: The course notebook whose student copy (make assignments) the tests' site carries.
ASSIGNMENT = Path(__file__).resolve().parents[2] / "notebooks" / "03_null_window_search.ipynb"
#: The console and page errors of each page open_notebook opened (wait_for_kernel reports them).
_ERRORS: weakref.WeakKeyDictionary[Any, list[str]] = weakref.WeakKeyDictionary()
START = 300  # seconds for the kernel to start, at most: Pyodide and the course, from the site
#: Outputs that mean a cell failed (or complained): errors, and text on stderr.
FAILED = (
    ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.error'],"
    ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"
)


class Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".whl": "application/octet-stream",
    }

    def log_message(self, *args: Any) -> None:
        pass


class Server(http.server.ThreadingHTTPServer):
    """One thread a request; a browser that closes a page while a file is still coming (a
    test or a benchmark moving on) is not an error to print."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


@contextlib.contextmanager
def serve(folder: Path):
    """``folder`` over HTTP on 127.0.0.1; yields the base URL."""
    handler = functools.partial(Quiet, directory=str(folder))
    server = Server(("127.0.0.1", free_port()), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def is_local(url: str) -> bool:
    return url.startswith(("http://127.0.0.1:", "data:", "blob:", "about:"))


@dataclass
class Opened:
    """A notebook open in the site: its page, every request made for it so far (the URL,
    and whether the service worker made it), and every console message of the page and its
    kernel's worker."""

    page: Any
    requests: list[tuple[str, bool]] = field(default_factory=list)
    console: list[str] = field(default_factory=list)

    def urls(self) -> list[str]:
        return [url for url, _ in self.requests]

    def leaving(self) -> list[str]:
        """The URLs asked for outside this machine, in order, each as often as asked (by
        the page or its worker: the service worker's copy of a request is not counted)."""
        return [url for url, by_worker in self.requests if not is_local(url) and not by_worker]


def open_notebook(browser, base: str, notebook: str, theme: str = "light") -> Opened:
    """``notebook`` open in the site's JupyterLab at a projector's size, in a context of its
    own (its own storage, so nothing carries over from another test), cross-origin
    isolated (a TimeoutError if the site's service worker did not make it so)."""
    context = browser.new_context(viewport=LECTURE, color_scheme=theme)
    opened = Opened(context.new_page())
    context.on(
        "request",
        lambda request: opened.requests.append((request.url, request.service_worker is not None)),
    )
    errors = _ERRORS.setdefault(opened.page, [])
    opened.page.on("console", lambda m: opened.console.append(m.text[:500]))
    opened.page.on("console", lambda m: m.type == "error" and errors.append(m.text[:500]))
    opened.page.on("pageerror", lambda error: errors.append(str(error)[:500]))
    opened.page.set_default_timeout(60_000)
    opened.page.goto(f"{base}/lab/index.html?path={notebook}")
    # the first visit reloads once, when the site's service worker takes control and makes
    # the page cross-origin isolated (the file server here sends no COOP/COEP headers)
    opened.page.wait_for_function("() => window.crossOriginIsolated")
    opened.page.locator(".jp-Notebook .jp-Cell").first.wait_for()
    return opened


def wait_for_kernel(page, timeout: float = START) -> None:
    """Wait until the notebook's kernel is connected and idle, as the status bar says
    ("Python (Pyodide) | Idle"). Not the toolbar's execution indicator: it says "idle" from
    the moment the notebook opens, while the status bar still says "No Kernel", and a cell
    run while the notebook has no kernel is dropped (JupyterLab's runCell clears its
    execution), so the cells after it ran without its imports.

    If it is not idle in time, fail saying what the status bar says, the page's last errors
    (those of a page :func:`open_notebook` opened) and where a screenshot of it is."""
    try:
        page.locator(".jp-StatusBar-TextItem", has_text="| Idle").first.wait_for(
            state="attached", timeout=timeout * 1000
        )
    except PlaywrightTimeoutError:
        SHOTS.mkdir(parents=True, exist_ok=True)
        shot = SHOTS / f"kernel-not-idle-{uuid.uuid4().hex[:8]}.png"
        page.screenshot(path=str(shot))
        status = " · ".join(t for t in texts(page, ".jp-StatusBar-TextItem") if t.strip())
        raise AssertionError(
            f"the kernel was not idle after {timeout:g} s; the status bar says: {status}; "
            f"the page's last errors: {_ERRORS.get(page, [])[-5:]}; screenshot: {shot}"
        ) from None


def texts(page, selector: str) -> list[str]:
    """The text of every element ``selector`` finds, whether drawn yet or not (JupyterLab
    skips drawing the cells out of view, and ``innerText`` of those is empty)."""
    return page.evaluate("s => [...document.querySelectorAll(s)].map(e => e.textContent)", selector)


def cell_outputs(page, selector: str = ".jp-OutputArea-output") -> list[str]:
    """Each code cell's outputs that ``selector`` finds, as one text (the prompt left out)."""
    return page.evaluate(
        """s => [...document.querySelectorAll('.jp-Notebook .jp-CodeCell')].map(
             cell => [...cell.querySelectorAll(s)].map(o => o.textContent).join(''))""",
        selector,
    )


def failed_outputs(page) -> list[str]:
    """The text of every error or stderr output in the notebook."""
    return texts(page, FAILED)


def menu(page, name: str, item: str) -> None:
    """Choose ``item`` in the menu bar's menu ``name``."""
    page.locator(".lm-MenuBar-itemLabel", has_text=name).first.click()
    page.locator(".lm-Menu-itemLabel", has_text=item).first.click()


def run_cell(page, cell) -> None:
    """Run ``cell`` as a student does: select it, Shift+Enter."""
    cell.locator(".jp-InputPrompt").click()
    page.keyboard.press("Shift+Enter")


def run_new_first_cell(page, code: str):
    """Add a code cell above the first, run ``code`` in it; return the cell once it ran."""
    page.locator(".jp-Notebook .jp-Cell").first.click()
    page.keyboard.press("Escape")
    page.keyboard.press("a")
    page.keyboard.press("Enter")
    page.keyboard.insert_text(code)
    page.keyboard.press("Shift+Enter")
    first = page.locator(".jp-Notebook .jp-Cell").first
    first.locator(".jp-InputPrompt", has_text=re.compile(r"\[\d+\]")).wait_for(timeout=60_000)
    return first


#: Notes when each code cell's prompt turns to a number (the cell finished), once.
OBSERVE = """() => {
  window.gsFinished = [];
  const done = new Set();
  const look = () => {
    document.querySelectorAll('.jp-Notebook .jp-CodeCell').forEach((cell, index) => {
      const prompt = cell.querySelector('.jp-InputPrompt')?.textContent ?? '';
      if (!done.has(index) && /\\[\\d+\\]/.test(prompt)) {
        done.add(index);
        window.gsFinished.push([index, performance.now()]);
      }
    });
  };
  new MutationObserver(look).observe(document.body, {subtree: true, childList: true,
                                                     characterData: true});
  return performance.now();
}"""


@dataclass
class RunAll:
    """What Run All did: each code cell's seconds (None: it did not run), and the total."""

    seconds: list[float | None]
    total: float

    def slowest(self, count: int = 5) -> list[tuple[int, float]]:
        ran = [(i, s) for i, s in enumerate(self.seconds) if s is not None]
        return sorted(ran, key=lambda pair: -pair[1])[:count]


def run_all(page, timeout: float = 900) -> RunAll:
    """Edit → Clear Outputs of All Cells, then Run → Run All Cells once the kernel is idle;
    wait until no cell waits to run.

    A cell's time is from the end of the cell run before it (the first: from Run All) to
    its own end, as its prompt shows them: what a student waits for each cell.
    """
    wait_for_kernel(page)
    page.locator(".jp-Notebook").first.click()
    page.keyboard.press("Escape")
    page.locator(".lm-MenuBar-itemLabel", has_text="Edit").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Clear Outputs of All Cells").first.click()
    began = page.evaluate(OBSERVE)
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
    deadline = time.monotonic() + timeout
    page.locator(".jp-Notebook .jp-CodeCell .jp-InputPrompt", has_text="[*]").first.wait_for(
        state="attached"
    )
    while "[*]:" in texts(page, ".jp-Notebook .jp-CodeCell .jp-InputPrompt"):
        if time.monotonic() > deadline:
            raise TimeoutError(f"Run All still running after {timeout} s")
        time.sleep(0.5)
    wait_for_kernel(page)
    finished = sorted(page.evaluate("() => window.gsFinished"), key=lambda pair: pair[1])
    seconds: list[float | None] = [None] * len(texts(page, ".jp-Notebook .jp-CodeCell"))
    previous = began
    for index, at in finished:
        seconds[index] = (at - previous) / 1000
        previous = at
    return RunAll(seconds, (previous - began) / 1000)


#: The time a file was last saved in the site's storage (its contents model's last_modified).
SAVED_AT = (
    "p => window.jupyterapp.serviceManager.contents.get(p, {content: false})"
    ".then(m => m.last_modified)"
)


def save(page, path: str) -> None:
    """Save the current notebook, at ``path``, as a student does (Ctrl+S), and wait until the
    site's storage holds the save (not the tab's mark: a widget may mark it changed again)."""
    before = page.evaluate(SAVED_AT, path)
    page.keyboard.press("Control+s")
    page.wait_for_function(
        f"async ([p, t]) => ({SAVED_AT})(p).then(m => m !== t)", arg=[path, before]
    )


def site_lock(site: Path) -> dict:
    """The built ``site``'s copy of Pyodide's lock (its ``info.python``: the kernel's Python)."""
    return json.loads((site / "static" / "pyodide" / "pyodide-lock.json").read_text("utf-8"))

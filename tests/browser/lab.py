"""A JupyterLab server and Debian's Chromium, driven by Playwright, for tests and screenshots.

Used by the browser tests (``tests/browser/``) and, from the command line, to look at a
notebook as a user sees it::

    python tests/browser/lab.py notebooks/03_null_window_search.ipynb --theme dark --run

writes a PNG per theme at 1280 × 800 with the file browser open. The server listens on
127.0.0.1 only, every wait is bounded, and the server and its kernels are always shut down.
Chromium is Debian's (``/usr/bin/chromium``); Playwright never downloads a browser.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
import warnings
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import nbformat

ROOT_DIR = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
SERVER_START = 60  # seconds
THEMES = {
    "light": "JupyterLab Light",
    "dark": "JupyterLab Dark",
    "contrast": "JupyterLab Dark High Contrast",
}
LECTURE = {"width": 1280, "height": 800}  # a projector


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class Lab:
    """A running JupyterLab (or Notebook 7, ``app="notebook"``): its base url, token and root
    folder."""

    base: str
    token: str
    root: Path
    app: str = "lab"

    def api(self, path: str, method: str = "GET", body: Any = None) -> Any:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(
            f"{self.base}{path}",
            data=data,
            method=method,
            headers={"Authorization": f"token {self.token}", "Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            text = response.read()
        return json.loads(text) if text else None

    def url(self, notebook: str) -> str:
        if self.app == "notebook":
            return f"{self.base}/notebooks/{notebook}?token={self.token}"
        return f"{self.base}/lab/tree/{notebook}?reset&token={self.token}"  # no old tabs

    def set_theme(self, theme: str) -> None:
        """Switch JupyterLab's theme (``light``, ``dark``) for pages loaded from now on."""
        raw = json.dumps({"theme": THEMES[theme]})
        self.api("/lab/api/settings/@jupyterlab/apputils-extension:themes", "PUT", {"raw": raw})

    def shutdown_kernels(self) -> None:
        for kernel in self.api("/api/kernels"):
            self.api(f"/api/kernels/{kernel['id']}", method="DELETE")


@contextmanager
def running_lab(root: Path, notebooks: list[Path] = (), app: str = "lab"):
    """JupyterLab serving ``root`` (the ``notebooks`` copied in, trusted); yields a :class:`Lab`.
    ``app="notebook"``: Notebook 7 instead (the ``notebook`` package)."""
    root.mkdir(parents=True, exist_ok=True)
    for notebook in notebooks:
        shutil.copy(notebook, root / Path(notebook).name)
    port, token = free_port(), secrets.token_hex(16)
    env = {
        **os.environ,
        "JUPYTERLAB_SETTINGS_DIR": str(root / ".settings"),
        "JUPYTERLAB_WORKSPACES_DIR": str(root / ".workspaces"),
        "JUPYTER_RUNTIME_DIR": str(root / ".runtime"),
        "JUPYTER_DATA_DIR": str(root / ".data"),  # its own trust database
    }
    notebooks_here = sorted(map(str, root.glob("*.ipynb")))
    if notebooks_here:  # one program for them all: each start of Python costs about a second
        subprocess.run(
            [sys.executable, "-m", "jupyter", "trust", *notebooks_here],
            env=env,
            check=True,
            capture_output=True,
        )
    # (no pop-up about Jupyter's news over the page: make test's set-up, as make lab's, says
    # so in the environment's overrides.json, scripts/setup.sh)
    tracker = (
        root / ".settings" / "@jupyterlab" / "notebook-extension" / "tracker.jupyterlab-settings"
    )
    tracker.parent.mkdir(parents=True, exist_ok=True)
    tracker.write_text('{"windowingMode": "none"}')  # every cell in the page, to find and shoot
    log_path = root / "server.log"
    log = log_path.open("w")
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "jupyter",
            app,
            "--no-browser",
            "--ip=127.0.0.1",
            f"--port={port}",
            "--allow-root",
            "--ServerApp.port_retries=0",
            f"--IdentityProvider.token={token}",
            f"--ServerApp.root_dir={root}",
        ],
        stdout=log,
        stderr=subprocess.STDOUT,
        env=env,
    )
    lab = Lab(f"http://127.0.0.1:{port}", token, root, app)
    try:
        deadline = time.monotonic() + SERVER_START
        while True:
            try:
                lab.api("/api/status")
                break
            except (urllib.error.URLError, ConnectionError, TimeoutError) as error:
                if server.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(
                        f"JupyterLab did not start:\n{log_path.read_text()}"
                    ) from error
                time.sleep(0.5)
        yield lab
    finally:
        # the server may be gone already, and its kernels with it
        with contextlib.suppress(urllib.error.URLError, ConnectionError, TimeoutError, TypeError):
            lab.shutdown_kernels()
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(timeout=10)
        log.close()


@contextmanager
def chromium(playwright: Any = None, args: tuple[str, ...] = ()):
    """Debian's Chromium under Playwright, with ``args`` beside :data:`CHROMIUM_ARGS`;
    yields the Browser. ``playwright``: a running Playwright to launch it from (one thread
    can run only one at a time: the tests share one, see tests/conftest.py), else its own."""
    from playwright.sync_api import sync_playwright

    with contextlib.ExitStack() as stack:
        if playwright is None:
            playwright = stack.enter_context(sync_playwright())
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=[*CHROMIUM_ARGS, *args], timeout=60_000
        )
        try:
            yield browser
        finally:
            browser.close()


#: Requests an offline page may make: files, data and blob URLs, and this machine.
LOCAL = ("file:", "data:", "blob:", "http://127.0.0.1", "http://localhost")


def offline_page(browser, viewport: dict = LECTURE):
    """A page with the network blocked, and the list of everything that went wrong on it.

    Every request that leaves this machine is aborted and listed (``blocked: URL``), as are
    the local requests that fail (``failed: URL``, a missing file) and the page's uncaught
    errors (``error: message``). Returns ``(page, problems)``; an offline page's list stays
    empty.
    """
    page = browser.new_page(viewport=viewport)
    problems: list[str] = []

    def route(route) -> None:
        url = route.request.url
        if url.startswith(LOCAL):
            route.continue_()
        else:
            problems.append(f"blocked: {url}")
            route.abort()

    def failed(request) -> None:
        if request.url.startswith(LOCAL):  # a blocked request is listed already
            problems.append(f"failed: {request.url}")

    page.route("**/*", route)
    page.on("requestfailed", failed)
    page.on("pageerror", lambda error: problems.append(f"error: {error}"))
    return page, problems


def open_notebook(browser, lab: Lab, notebook: str, viewport: dict = LECTURE, timeout: float = 120):
    """A page showing ``notebook`` in JupyterLab with the file browser open, fully loaded."""
    page = browser.new_page(viewport=viewport)
    page.set_default_timeout(timeout * 1000)
    # Under load JupyterLab may ask which kernel to start (it decides before it has the list
    # of kernels), even once the kernel is connected, and more than once at a time (one
    # question over another): answer each with the kernel it proposes, the notebook's.
    # (The button reads "Select"; JupyterLab 4.6 names it "Select Kernel".)
    question = page.locator(".jp-Dialog").filter(has_text="Select Kernel")
    page.add_locator_handler(question, lambda _: answer_kernel_questions(page), no_wait_after=True)
    page.goto(lab.url(notebook), timeout=60_000)
    page.locator(".jp-Notebook .jp-Cell").first.wait_for()
    if lab.app == "lab" and not page.locator(".jp-FileBrowser").is_visible():
        page.keyboard.press("Control+Shift+F")  # show the file browser, as a newcomer sees it
        page.locator(".jp-FileBrowser").wait_for()
    return page


#: Click "Select Kernel" on the newest such question open; say how many were open. A click
#: in the page's own script: a Playwright click on it would run the handler that calls this.
ACCEPT_NEWEST_QUESTION = """() => {
  const open = [...document.querySelectorAll('.jp-Dialog')]
    .filter(d => d.textContent.includes('Select Kernel'));
  open.at(-1)?.querySelector('.jp-Dialog-footer .jp-mod-accept')?.click();
  return open.length;
}"""


def answer_kernel_questions(page) -> None:
    """Accept every open "Select Kernel" question, the newest first, until none has been
    open for a second (one may come up behind another)."""
    quiet = 0
    for _ in range(30):
        if page.evaluate(ACCEPT_NEWEST_QUESTION):
            quiet = 0
        else:
            quiet += 1
            if quiet == 4:
                return
        page.wait_for_timeout(250)


def run_all_cells(page, timeout: float = 180) -> None:
    """Run every cell (Run → Run All Cells) once the kernel is idle; wait until all have run.

    The kernel's state is in JupyterLab's status bar ("Python 3 (ipykernel) | Idle" once the
    kernel is connected), or Notebook 7's toolbar. Not JupyterLab's toolbar: its execution
    indicator says "idle" from the moment the notebook opens, with no kernel yet, and
    JupyterLab drops the cells of a Run All sent then. A "Select Kernel" question is
    answered whenever it is open (Playwright's handler looks only before an action, not
    while a page function is awaited). A Run All that was lost all the same (the kernel
    idle, no cell running or queued, some never run) is sent again, with a warning, unless a
    cell shows an error (Run All stops there). Fails then, or after ``timeout`` seconds,
    saying what the page shows: every cell's prompt, the kernel's state, any question open
    and any error, with a screenshot in ``build/screenshots``.
    """
    if "/lab/" in page.url:
        idle = ".jp-StatusBar-TextItem:has-text('| Idle'):visible"
    else:  # Notebook 7: no status bar
        idle = ".jp-Notebook-ExecutionIndicator[data-status=idle]:visible"
    page.locator(idle).first.wait_for(timeout=120_000)
    deadline = time.monotonic() + timeout
    _send_run_all(page)
    sent, stalled_since = 1, None
    while time.monotonic() < deadline:
        state = page.evaluate(NOTEBOOK_STATE)
        if any("Select Kernel" in question for question in state["questions"]):
            answer_kernel_questions(page)
            continue
        if all(re.fullmatch(r"\[\d+\]:?", p.strip()) for p in state["prompts"]):
            return
        stopped = page.locator(idle).count() and not any("*" in p for p in state["prompts"])
        stalled_since = (stalled_since or time.monotonic()) if stopped else None
        if stalled_since and time.monotonic() - stalled_since > 10:
            if state["errors"]:  # Run All stops at an error
                raise AssertionError(f"Run All stopped at an error: {_describe(page, state)}")
            if sent < 4:  # lost: send it again, and say so in pytest's warnings
                warnings.warn(f"Run All sent again: {_describe(page, state)}", stacklevel=2)
                _send_run_all(page)
                sent, stalled_since = sent + 1, None
        page.wait_for_timeout(500)
    state = page.evaluate(NOTEBOOK_STATE)
    raise AssertionError(
        f"Run All ({sent}×) did not finish in {timeout:.0f} s: {_describe(page, state)}"
    )


#: What the page shows of its notebook: each code cell's prompt, the kernel's state, the
#: text of any error output and any question (dialog) open.
NOTEBOOK_STATE = """() => {
  const panel = '.jp-NotebookPanel:not(.lm-mod-hidden) ';
  const texts = (selector) => [...document.querySelectorAll(selector)]
    .map(e => e.textContent.trim().slice(0, 300));
  return {
    prompts: texts(panel + '.jp-CodeCell .jp-InputArea-prompt'),
    kernel: texts('.jp-StatusBar-TextItem, .jp-Notebook-ExecutionIndicator')
      .filter(t => t).join(' / '),
    errors: texts(panel + '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]'),
    questions: texts('.jp-Dialog'),
  };
}"""


def _send_run_all(page) -> None:
    page.locator(".jp-Notebook:visible").first.click()
    page.keyboard.press("Escape")
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()


def _describe(page, state: dict) -> str:
    """One line on what the page shows (see :data:`NOTEBOOK_STATE`); a screenshot beside."""
    shots = ROOT_DIR / "build" / "screenshots"
    shots.mkdir(parents=True, exist_ok=True)
    shot = shots / f"run-all-{secrets.token_hex(3)}.png"  # a warning's or a failure's
    with contextlib.suppress(Exception):
        page.screenshot(path=str(shot))
    return (
        f"prompts {state['prompts']}; kernel {state['kernel']!r}; "
        f"questions {state['questions']}; errors {state['errors']}; screenshot {shot}"
    )


def write_notebook(path: Path, *cells: str) -> Path:
    """A notebook of markdown (a string starting with "#") and code cells, python3 kernel."""
    book = nbformat.v4.new_notebook()
    book.cells = [
        nbformat.v4.new_markdown_cell(c) if c.startswith("#") else nbformat.v4.new_code_cell(c)
        for c in cells
    ]
    book.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    nbformat.write(book, path)
    return path


def notebook_until(notebook: Path, last: str, folder: Path) -> Path:
    """A copy of ``notebook`` in ``folder``, its cells up to the last code cell whose source
    has ``last``, outputs cleared: the course's cells run afresh, so a test measures the
    front end as it is now (committed outputs embed it as it was when last executed)."""
    book = nbformat.read(notebook, as_version=4)
    end = max(i for i, c in enumerate(book.cells) if c.cell_type == "code" and last in c.source)
    book.cells = book.cells[: end + 1]
    for cell in book.cells:
        if cell.cell_type == "code":
            cell.outputs, cell.execution_count = [], None
    path = folder / notebook.name
    nbformat.write(book, path)
    return path


def contrast(one: str, two: str) -> float:
    """The WCAG contrast ratio of two CSS ``rgb(…)``/``rgba(…)`` colours."""

    def luminance(colour: str) -> float:
        parts = colour[colour.index("(") + 1 : colour.index(")")].split(",")
        channels = [float(p) / 255 for p in parts[:3]]
        linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    light, dark = sorted((luminance(one), luminance(two)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("notebooks", nargs="+", type=Path)
    parser.add_argument("--theme", choices=[*THEMES, "both"], default="both")
    parser.add_argument("--run", action="store_true", help="run all cells first")
    parser.add_argument("--out", type=Path, default=Path("screenshots"))
    parser.add_argument("--scroll-to", help="text to scroll into view before each shot")
    parser.add_argument("--full", action="store_true", help="also a full-height shot")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    themes = ["light", "dark"] if args.theme == "both" else [args.theme]
    import tempfile

    with (
        tempfile.TemporaryDirectory() as tmp,
        running_lab(Path(tmp), args.notebooks) as lab,
        chromium() as browser,
    ):
        for theme in themes:
            lab.set_theme(theme)
            for notebook in args.notebooks:
                page = open_notebook(browser, lab, notebook.name)
                if args.run:
                    run_all_cells(page)
                if args.scroll_to:
                    rendered = page.locator(
                        ".jp-RenderedHTMLCommon:visible, .jp-OutputArea:visible"
                    )
                    target = rendered.get_by_text(args.scroll_to).first
                    target.click()  # makes its cell the active one, which JupyterLab keeps in view
                    page.wait_for_timeout(500)
                    target.evaluate("e => e.scrollIntoView({block: 'start'})")
                page.wait_for_timeout(1500)
                shot = args.out / f"{notebook.stem}-{theme}.png"
                page.screenshot(path=str(shot))
                print(shot)
                page.close()


if __name__ == "__main__":
    main()

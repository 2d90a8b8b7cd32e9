"""One real-browser check: JupyterLab runs a notebook with a Stepper, Chromium clicks it.

Needs Debian's Chromium (``/usr/bin/chromium``) and Playwright from PyPI; ``make test``
(``scripts/setup.sh``) installs both. The server listens on 127.0.0.1 only, every wait is
bounded, and the server and its kernels are always shut down.
"""

import json
import os
import secrets
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import nbformat
import pytest

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
KERNEL_AND_WIDGET = 120  # seconds: the kernel starts, the cell runs, the widget renders
CELL = """\
from gamesearch.games.trees import HIROI_TREE
from gamesearch.search import solve
from gamesearch.widgets import Stepper

Stepper(solve(HIROI_TREE, algorithm="negascout", scout_first=True, trace=True))
"""

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def playwright_api():
    """Playwright's sync API; fail (not skip) saying how to install what is missing."""
    if not CHROMIUM.exists():
        pytest.fail(
            "Debian's Chromium is missing: install it with `sudo apt-get install chromium` "
            "(or run `make test`, which does)"
        )
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.fail(
            "Playwright is missing: `.venv/bin/pip install -e '.[test]'` (or `make test`); "
            "it drives Debian's Chromium, so never run `playwright install`"
        )
    return sync_playwright


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def api(base, token, path, method="GET"):
    request = urllib.request.Request(
        f"{base}{path}", method=method, headers={"Authorization": f"token {token}"}
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        body = response.read()
    return json.loads(body) if body else None


@pytest.fixture(scope="module")
def lab(playwright_api, tmp_path_factory):
    """A JupyterLab server on 127.0.0.1 with ``stepper.ipynb``; yields (base url, token)."""
    root = tmp_path_factory.mktemp("lab")
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell(CELL)]
    notebook.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    nbformat.write(notebook, root / "stepper.ipynb")
    port, token = free_port(), secrets.token_hex(16)
    base = f"http://127.0.0.1:{port}"
    env = {
        **os.environ,
        "JUPYTERLAB_SETTINGS_DIR": str(root / ".settings"),
        "JUPYTERLAB_WORKSPACES_DIR": str(root / ".workspaces"),
        "JUPYTER_RUNTIME_DIR": str(root / ".runtime"),
    }
    log = (root / "server.log").open("w")
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "jupyter",
            "lab",
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
    try:
        deadline = time.monotonic() + SERVER_START
        while True:
            try:
                api(base, token, "/api/status")
                break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                if server.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"JupyterLab did not start:\n{(root / 'server.log').read_text()}")
                time.sleep(0.5)
        yield base, token
    finally:
        try:
            for kernel in api(base, token, "/api/kernels"):
                api(base, token, f"/api/kernels/{kernel['id']}", method="DELETE")
        except (urllib.error.URLError, ConnectionError, TimeoutError, TypeError):
            pass  # the server is already gone: its kernels went with it
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(timeout=10)
        log.close()


def test_stepping_forward_in_jupyterlab_changes_the_tree(playwright_api, lab):
    base, token = lab
    errors = []
    with playwright_api() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, timeout=60_000
        )
        try:
            page = browser.new_page(viewport={"width": 1600, "height": 1100})
            page.set_default_timeout(KERNEL_AND_WIDGET * 1000)
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.goto(f"{base}/lab/tree/stepper.ipynb?token={token}", timeout=60_000)
            page.locator(".jp-Cell .jp-InputArea-editor").first.click()
            page.keyboard.press("Shift+Enter")

            forward = page.get_by_role("button", name="Step forward")
            forward.wait_for(state="visible")
            tree = page.locator('div[class^="gs-stepper-"]').first
            root = tree.locator("g#n0")
            sentence = page.get_by_text("Ready: negascout will search R")
            sentence.wait_for()
            assert root.evaluate("e => getComputedStyle(e).visibility") == "hidden"
            before = tree.screenshot()

            forward.click()
            page.get_by_text("The search starts at R").wait_for()
            page.wait_for_function(
                "() => getComputedStyle(document.querySelector("
                "'div[class^=\"gs-stepper-\"] g#n0')).visibility === 'visible'",
                timeout=10_000,
            )
            assert tree.screenshot() != before
            assert page.locator('[data-mime-type="application/vnd.jupyter.stderr"]').count() == 0
            assert page.get_by_text("Error displaying widget").count() == 0
            assert page.get_by_text("Traceback").count() == 0
        finally:
            browser.close()
    assert errors == []

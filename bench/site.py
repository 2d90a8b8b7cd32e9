"""The course in the browser: each notebook in the JupyterLite site against JupyterLab.

Run: ``.venv/bin/python -m bench.site`` (``make bench`` runs it). Builds the site into a
temporary folder (``scripts/make_site.py``), then in Debian's Chromium opens every notebook
in the site (served on 127.0.0.1, the network refused: tests/site/lite.py) and in JupyterLab
(a local server: tests/browser/lab.py), each in a fresh browser context, and prints per
notebook: the seconds until its kernel is ready (from opening the page to the status bar's
"Idle"), its Run All in each, the site/JupyterLab ratio, and the site's slowest cell. The
site's first visit reloads the page once (its service worker makes it cross-origin
isolated); "again" is a second visit in the same browser context, as every later one.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from lab import Lab
    from lite import RunAll
    from playwright.sync_api import Browser, Page

ROOT = Path(__file__).resolve().parents[1]
for folder in ("scripts", "tests/browser", "tests/site"):
    sys.path.insert(0, str(ROOT / folder))

NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))


def timed_run(
    open_page: Callable[[], Page],
    run_all: Callable[[Page], RunAll],
    open_again: Callable[[Page], Callable[[], Page]],
) -> tuple[float, RunAll, float]:
    """(seconds from opening the page to an idle kernel, the Run All, the seconds to an idle
    kernel when the same notebook is opened once more) of one notebook. ``open_again(page)``
    closes ``page`` and returns what opens it again."""
    from lite import wait_for_kernel

    began = time.monotonic()
    page = open_page()
    wait_for_kernel(page)
    ready = time.monotonic() - began
    run = run_all(page)
    reopen = open_again(page)
    began = time.monotonic()
    page = reopen()
    wait_for_kernel(page)
    again = time.monotonic() - began
    page.context.close()
    return ready, run, again


def site_page(browser: Browser, base: str, name: str) -> Page:
    import lite

    page: Page = lite.open_notebook(browser, base, name).page
    return page


def site_again(page: Page) -> Callable[[], Page]:
    """Close ``page``; what opens its notebook in a new page of the same browser context: a
    later visit, the site's service worker already in control (no reload)."""
    url, context = page.url, page.context
    page.close()

    def reopen() -> Page:
        again = context.new_page()
        again.goto(url)
        return again

    return reopen


def lab_again(browser: Browser, jupyterlab: Lab, name: str, page: Page) -> Callable[[], Page]:
    """Close ``page`` and shut its server kernel down (JupyterLab's server keeps a kernel
    when its page closes); what opens the notebook in a new page."""
    import lab

    page.context.close()
    jupyterlab.shutdown_kernels()
    return partial(lab.open_notebook, browser, jupyterlab, name)


def bench_site() -> None:
    chromium = shutil.which("chromium") or "/usr/bin/chromium"
    print("\nThe course in the browser: the JupyterLite site (offline) against JupyterLab")
    if not Path(chromium).exists():
        print("  Debian's chromium is missing: skipped (apt-get install -y chromium)")
        return
    import lab
    import lite
    from playwright.sync_api import sync_playwright
    from site_build.build import build

    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        site = build(Path(tmp) / "site", Path(tmp) / "stage")
        with (
            lite.serve(site) as base,
            lab.running_lab(Path(tmp) / "lab", NOTEBOOKS) as jupyterlab,
            lab.chromium(playwright, (lite.OFFLINE,)) as browser,
        ):
            print(
                f"\n{'notebook':<36}{'ready: site':>12}{'again':>7}{'lab':>6}{'again':>7}"
                f"{'Run All: site':>15}{'lab':>7}{'ratio':>7}  slowest cell in the site"
            )
            for notebook in NOTEBOOKS:
                name = notebook.name
                in_site = timed_run(
                    partial(site_page, browser, base, name), lite.run_all, site_again
                )
                in_lab = timed_run(
                    partial(lab.open_notebook, browser, jupyterlab, name),
                    lite.run_all,
                    partial(lab_again, browser, jupyterlab, name),
                )
                jupyterlab.shutdown_kernels()
                (ready, run, again), (lab_ready, lab_run, lab_ready_again) = in_site, in_lab
                cell, seconds = run.slowest(1)[0]
                print(
                    f"{notebook.stem:<36}{ready:>11.1f}s{again:>6.1f}s{lab_ready:>5.1f}s"
                    f"{lab_ready_again:>6.1f}s{run.total:>14.1f}s"
                    f"{lab_run.total:>6.1f}s{run.total / lab_run.total:>7.2f}  "
                    f"code cell {cell}: {seconds:.1f} s"
                )


if __name__ == "__main__":
    bench_site()

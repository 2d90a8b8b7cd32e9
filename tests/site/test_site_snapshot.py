"""The site's kernel starts from its memory snapshot (scripts/kernel_snapshot.py): the build
makes it and has both kernel workers load it; in Chromium a kernel starts from it, waits on
a promise (run_sync), draws its own random numbers (a new kernel, new numbers) and has one
current folder on sys.path; and a site whose snapshot cannot be fetched still starts its
kernel, the old way."""

import gzip
import json
import re
import shutil

import kernel_snapshot
import make_site
import pytest
from lab import chromium
from lite import FAILED, OFFLINE, menu, open_notebook, run_cell, serve, wait_for_kernel

NOTEBOOK = "00_start_here.ipynb"
STARTED = "Python started from the kernel's memory snapshot in"
SKIPPED = "The kernel starts without its memory snapshot"
#: A cell that prints what each kernel must have its own of, after waiting on a promise as
#: the charts do (run_sync: Pyodide's stack switching, through this browser's trampoline).
PROBE = (
    "import asyncio, random, sys\nfrom pyodide.ffi import run_sync\n"
    "run_sync(asyncio.sleep(0.01))\n"
    "print(f\"drew {random.random()} path {sys.path.count('')} .\")"
)
#: What it prints, whole (a stream can arrive in pieces: wait for the end of the line).
DREW = re.compile(r"drew (0\.\d+) path (\d+) \.")


def test_the_built_site_names_its_snapshot_and_both_workers_start_from_it(site):
    config = json.loads((site / "jupyter-lite.json").read_text("utf-8"))["jupyter-config-data"]
    options = config["litePluginSettings"][make_site.KERNEL_PLUGIN]["loadPyodideOptions"]
    assert options["memorySnapshot"] == kernel_snapshot.SNAPSHOT
    with gzip.open(site / "static" / "pyodide" / kernel_snapshot.SNAPSHOT) as snapshot:
        magic = int.from_bytes(snapshot.read(4), "little")
    assert magic == 1886286592  # what Pyodide's restoreSnapshot checks first
    static = site / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    start = (kernel_snapshot.HERE / "start_pyodide.js").read_text("utf-8")
    for pattern in kernel_snapshot.WORKERS:
        (worker,) = static.glob(pattern)
        text = worker.read_text("utf-8")
        assert text.startswith(start)
        assert text.count("._pyodide=await gamesearchStartPyodide(") == 1
        assert not kernel_snapshot.LOAD.search(text)


def test_a_worker_that_does_not_call_load_pyodide_stops_the_build(tmp_path):
    static = tmp_path / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    static.mkdir(parents=True)
    (static / "coincident.worker.0.js").write_text("this._pyodide=await r({indexURL:i})")
    (static / "comlink.worker.0.js").write_text("this._pyodide=await r(indexURL)")
    with pytest.raises(SystemExit, match=r"comlink\.worker.*jupyterlite-pyodide-kernel changed"):
        kernel_snapshot.start_workers_from_it(tmp_path)


def probe(page) -> tuple[float, int]:
    """Run :data:`PROBE` in the notebook's first code cell: (the number drawn, how often the
    current folder is on sys.path)."""
    cell = page.locator(".jp-Notebook .jp-CodeCell").first
    cell.locator(".cm-content").click()
    page.keyboard.press("Control+A")
    page.keyboard.insert_text(PROBE)
    run_cell(page, cell)
    output = cell.locator(".jp-OutputArea")
    page.wait_for_function(
        "([e, error]) => / \\.$/m.test(e.textContent) || e.querySelector(error)",
        arg=[output.element_handle(), FAILED],
    )
    text = output.text_content()
    found = DREW.search(text)
    assert found, f"the probe printed: {text[-3000:]}"
    return float(found[1]), int(found[2])


def test_each_kernel_starts_from_the_snapshot_with_its_own_random_numbers(site_browser):
    base, browser = site_browser
    opened = open_notebook(browser, base, NOTEBOOK)
    page = opened.page
    wait_for_kernel(page)
    first, path = probe(page)
    assert path == 1
    menu(page, "Kernel", "Restart Kernel…")
    page.get_by_role("button", name="Confirm Kernel Restart").click()
    page.wait_for_timeout(1000)
    wait_for_kernel(page, timeout=120)
    second, path = probe(page)
    assert path == 1
    assert second != first
    started = [m for m in opened.console if m.startswith(STARTED)]
    print("\n" + "\n".join(started))
    assert len(started) == 2, opened.console
    assert not any(SKIPPED in m for m in opened.console)
    page.context.close()


def test_without_its_snapshot_the_kernel_starts_the_old_way(site, playwright, tmp_path):
    bare = shutil.copytree(
        site, tmp_path / "site", ignore=shutil.ignore_patterns(kernel_snapshot.SNAPSHOT)
    )
    with serve(bare) as base, chromium(playwright, (OFFLINE,)) as browser:
        opened = open_notebook(browser, base, NOTEBOOK)
        wait_for_kernel(opened.page)
        assert probe(opened.page)[1] == 1
        skipped = [m for m in opened.console if SKIPPED in m]
        assert skipped and "404" in skipped[0], opened.console
        assert not any(m.startswith(STARTED) for m in opened.console)
        opened.page.context.close()

"""The site's kernel starts from its snapshots (scripts/site_build/snapshot.py): the build makes
them (the memory, and the packages' files, the very bytes of their wheels) and has both
kernel workers load them; in Chromium a kernel starts from them without fetching a wheel,
waits on a promise (run_sync), draws its own random numbers (a new kernel, new numbers) and
has one current folder on sys.path; and a site missing either snapshot still starts its
kernel, the old way."""

import gzip
import json
import re
import shutil
import zipfile

import pytest
from lab import chromium
from lite import FAILED, OFFLINE, menu, open_notebook, run_cell, serve, wait_for_kernel
from site_build import config, patches, snapshot

NOTEBOOK = "00_start_here.ipynb"
STARTED = "Python started from the kernel's memory snapshot in"
WITH_FILES = ", its packages' files from one file"
SKIPPED = "The kernel starts without its memory snapshot"
ONE_BY_ONE = "The kernel loads its packages one by one"
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
    lite = json.loads((site / "jupyter-lite.json").read_text("utf-8"))["jupyter-config-data"]
    options = lite["litePluginSettings"][config.KERNEL_PLUGIN]["loadPyodideOptions"]
    assert options["memorySnapshot"] == snapshot.SNAPSHOT
    assert options["packageFiles"] == snapshot.FILES
    with gzip.open(site / "static" / "pyodide" / snapshot.SNAPSHOT) as memory:
        magic = int.from_bytes(memory.read(4), "little")
    assert magic == 1886286592  # what Pyodide's restoreSnapshot checks first
    static = site / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    start = snapshot.START_SCRIPT.read_text("utf-8")
    for pattern in patches.WORKERS:
        (worker,) = static.glob(pattern)
        text = worker.read_text("utf-8")
        assert text.startswith(start)
        assert text.count("._pyodide=await gamesearchStartPyodide(") == 1
        assert not patches.LOAD.search(text)


def package_files(site) -> tuple[dict, dict[str, bytes]]:
    """The header of the site's :data:`snapshot.FILES` and its files: {path: bytes}
    (its format: make_snapshot.mjs's packFiles)."""
    data = gzip.decompress((site / "static" / "pyodide" / snapshot.FILES).read_bytes())
    length = int.from_bytes(data[:4], "little")
    header = json.loads(data[4 : 4 + length])
    files, at = {}, 4 + length
    for path, _mode, size in header["files"]:
        files[path] = data[at : at + size]
        at += size
    assert at == len(data)
    return header, files


def test_the_package_files_are_those_of_the_kernels_wheels(site):
    header, files = package_files(site)
    assert header["packages"] == [*config.KERNEL, *config.COURSE]
    lock = json.loads((site / "static" / "pyodide" / "pyodide-lock.json").read_text("utf-8"))
    assert {"ipython", "jedi", "gamesearch", "anywidget"} <= set(header["loadedPackages"])
    compared = 0
    for name in header["loadedPackages"]:
        wheel = site / "static" / "pyodide" / lock["packages"][name]["file_name"]
        with zipfile.ZipFile(wheel) as unpacked:
            for member in unpacked.infolist():
                if member.is_dir() or ".dist-info/" in member.filename:
                    continue  # Pyodide adds to the metadata (who installed it)
                installed = files.get(f"{config.SITE_PACKAGES}/{member.filename}")
                assert installed == unpacked.read(member), f"{member.filename} of {wheel.name}"
                compared += 1
    assert compared > 3000


def test_a_worker_that_does_not_call_load_pyodide_stops_the_build(tmp_path):
    static = tmp_path / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    static.mkdir(parents=True)
    (static / "coincident.worker.0.js").write_text("this._pyodide=await r({indexURL:i})")
    (static / "comlink.worker.0.js").write_text("this._pyodide=await r(indexURL)")
    (start,) = (p for p in patches.PATCHES if p.prepend == snapshot.START_SCRIPT)
    with pytest.raises(SystemExit, match=r"comlink\.worker.*the package changed.*memory snapshot"):
        patches.apply(start, tmp_path)


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
    assert all(m.endswith(WITH_FILES) for m in started)
    assert not any(SKIPPED in m or ONE_BY_ONE in m for m in opened.console)
    assert not [url for url in opened.urls() if url.endswith(".whl")]
    page.context.close()


@pytest.mark.parametrize(
    ("missing", "says", "wheels"),
    [(snapshot.SNAPSHOT, SKIPPED, False), (snapshot.FILES, ONE_BY_ONE, True)],
)
def test_without_a_snapshot_the_kernel_starts_the_old_way(
    site, playwright, tmp_path, missing, says, wheels
):
    bare = shutil.copytree(site, tmp_path / "site", ignore=shutil.ignore_patterns(missing))
    with serve(bare) as base, chromium(playwright, (OFFLINE,)) as browser:
        opened = open_notebook(browser, base, NOTEBOOK)
        wait_for_kernel(opened.page)
        assert probe(opened.page)[1] == 1
        said = [m for m in opened.console if says in m]
        assert said and "404" in said[0], opened.console
        assert any(url.endswith(".whl") for url in opened.urls()) == wheels
        started = [m for m in opened.console if m.startswith(STARTED)]
        assert bool(started) == (missing != snapshot.SNAPSHOT), opened.console
        opened.page.context.close()

"""The JupyterLite site, built once per test session into a temporary folder (``make site``
builds the same into ``build/site/``), for the Pyodide and Chromium tests beside this file."""

import fcntl
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(Path(__file__).parent))

import make_assignments  # noqa: E402
from lab import chromium  # noqa: E402
from lite import ASSIGNMENT, OFFLINE, serve  # noqa: E402
from site_build import build, config, environment, lock  # noqa: E402


def pytest_collection_modifyitems(items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.fspath).parents:
            item.add_marker(pytest.mark.site)


@pytest.fixture(scope="session")
def site(tmp_path_factory, worker_id) -> Path:
    """A freshly built site of this checkout's course and package, with the student
    notebook of :data:`ASSIGNMENT` as ``make assignments`` then ``make site`` stage it.

    Built once per test run: under pytest-xdist the first worker that asks builds it in the
    workers' shared temporary folder, and the others wait for it (a lock file), instead of
    each building its own. The tests only read it."""
    root = tmp_path_factory.getbasetemp()
    if worker_id != "master":
        root = root.parent  # the run's folder, above each worker's own
    tmp = root / "site-shared"
    with open(root / "site-shared.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        built = tmp / "built"
        if not built.exists():
            shutil.rmtree(tmp, ignore_errors=True)  # a build that failed half-way
            _build(tmp)
            built.write_text("done\n")
    return tmp / "site"


def _build(tmp: Path) -> Path:
    """Build the site into ``tmp / "site"`` (see :func:`site`)."""
    assignments = tmp / "assignments"
    wheel = assignments / "gamesearch-0.1.0-py3-none-any.whl"
    wheel.parent.mkdir(parents=True)
    wheel.write_bytes(b"the site installs its own wheel; only Gradescope's zip ships this")
    try:
        make_assignments.assign(ASSIGNMENT, wheel, assignments)
        line = config.selected()  # GAMESEARCH_UPSTREAM=next: the canary (make test-slow)
        if line is not config.CURRENT:
            return environment.build(line, tmp / "site", tmp / "stage", assignments)
        return build.build(tmp / "site", tmp / "stage", line, assignments)
    except SystemExit as error:  # the build script's own message names what is wrong
        pytest.fail(f"make site failed: {error}")


@pytest.fixture(scope="session")
def outside(site) -> dict[str, str]:
    """The URLs the site may fetch from outside (Pyodide's compiled packages): {URL: name}."""
    return lock.outside(site)


@pytest.fixture(scope="module")
def site_browser(site, playwright):
    """(base URL of the served site, Chromium that can reach nothing but 127.0.0.1)."""
    with serve(site) as base, chromium(playwright, (OFFLINE,)) as browser:
        yield base, browser

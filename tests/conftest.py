"""Shared pytest settings: ``--run-slow`` opts in to the slow reproductions; the groups of
tests that share a worker under ``make test``."""

from pathlib import Path

import pytest


def pytest_addoption(parser):
    parser.addoption(
        "--run-slow",
        action="store_true",
        help="also run the slow reproductions (Kalah levels 6-8)",
    )


#: The site's test files, which ``make test`` runs on one worker (see
#: :func:`pytest_xdist_make_scheduler`).
SITE_TESTS = "tests/site/"


def pytest_xdist_make_scheduler(config, log):
    """``make test``'s workers (pytest-xdist's ``--dist loadfile``) get whole test files, so a
    file's tests run on one worker, in order, sharing its module fixtures and a notebook's
    kernel; and the site's test files all go to one worker, so the site they test is built
    once (its session fixture takes about 40 s), not once per worker. (pytest-xdist's
    ``--dist loadgroup`` would say so with marks, but with pytest 9 it ignores them.)"""
    if config.getoption("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    class SiteOnOneWorker(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return SITE_TESTS if nodeid.startswith(SITE_TESTS) else super()._split_scope(nodeid)

    return SiteOnOneWorker(config, log)


def pytest_collection_modifyitems(config, items):
    if config.getoption("--run-slow"):
        return
    skip = pytest.mark.skip(reason="slow reproduction: run with --run-slow (or `make test-slow`)")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


#: Graphviz's programs, which ``hide_dot`` leaves off the PATH.
GRAPHVIZ_PROGRAMS = {"dot", "neato", "fdp", "sfdp", "circo", "twopi", "osage", "patchwork"}


def path_without_graphviz(folder):
    """A PATH of one ``folder`` of links to every program on the PATH but Graphviz's."""
    import os

    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    for directory in os.environ.get("PATH", "").split(os.pathsep):
        if not directory or not Path(directory).is_dir():
            continue
        for program in Path(directory).iterdir():
            link = folder / program.name
            if program.name in GRAPHVIZ_PROGRAMS or link.exists() or link.is_symlink():
                continue
            if program.is_file() and os.access(program, os.X_OK):
                link.symlink_to(program)
    return str(folder)


@pytest.fixture(scope="session")
def path_without_dot(tmp_path_factory) -> str:
    """A PATH with every program of this one but Graphviz's (see :func:`hide_dot`)."""
    return path_without_graphviz(tmp_path_factory.mktemp("bin"))


@pytest.fixture
def hide_dot(monkeypatch, path_without_dot):
    """Run the test as on a machine without Graphviz's ``dot`` (every other program stays)."""
    from gamesearch.views.dot import dot_available

    monkeypatch.setenv("PATH", path_without_dot)
    assert not dot_available()


@pytest.fixture(scope="session")
def playwright():
    """The session's one Playwright, driving Debian's Chromium (tests/browser/lab.py): one
    thread can run only one at a time, so the browser and site tests share it. Fails, never
    skips, naming the command, where Chromium or Playwright is missing."""
    if not Path("/usr/bin/chromium").exists():
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
    with sync_playwright() as running:
        yield running


@pytest.fixture
def fresh_registry():
    """The game registry as it was before the test: names a test registers are dropped."""
    from gamesearch.games import registry

    before = dict(registry._FACTORIES)
    yield registry
    registry._FACTORIES.clear()
    registry._FACTORIES.update(before)
    for name in set(registry._GAMES) - set(before):
        del registry._GAMES[name]

"""Fixtures of the browser tests: Debian's Chromium under Playwright, JupyterLab on 127.0.0.1.

They fail (never skip) when Chromium or Playwright is missing, naming the command that
installs it: ``make test`` installs both.
"""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from lab import ROOT_DIR, chromium, notebook_until, running_lab, write_notebook


def pytest_collection_modifyitems(items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.fspath).parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def browser(playwright):
    with chromium(playwright) as browser:
        yield browser


@pytest.fixture(scope="module")
def lab(tmp_path_factory, request):
    """JupyterLab serving the notebooks the test module's ``NOTEBOOKS`` dict describes."""
    root = tmp_path_factory.mktemp("lab")
    for name, cells in getattr(request.module, "NOTEBOOKS", {}).items():
        write_notebook(root / name, *cells)
    with running_lab(root) as lab:
        yield lab


@pytest.fixture(scope="module")
def lab03(tmp_path_factory):
    """JupyterLab serving notebook 03's cells up to its quiz player, outputs cleared (run
    afresh, so that they show the front end as it is now)."""
    root = tmp_path_factory.mktemp("lab03")
    notebook_until(ROOT_DIR / "notebooks" / "03_null_window_search.ipynb", "quiz=True", root)
    with running_lab(root) as lab:
        yield lab

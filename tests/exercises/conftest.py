"""Fixtures shared by the exercises' tests."""

import pytest

from gamesearch.search import limits


@pytest.fixture
def every_search_stopped(monkeypatch):
    """The browser's time limit, here too, so short that it stops every search at its root."""
    monkeypatch.setattr(limits, "EVERYWHERE", True)
    monkeypatch.setattr(limits, "BROWSER_TIME_LIMIT", 1e-9)

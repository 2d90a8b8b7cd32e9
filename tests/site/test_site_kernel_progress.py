"""The site kernel's line for long cells (scripts/site_kernel's CellProgress), with a clock
and a display of the test's own: shown once a cell has searched for PROGRESS_AFTER seconds,
updated, then saying how long the cell took; quiet while gamesearch's own progress bar
shows, and between cells (a widget's button may search then)."""

import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts" / "site_kernel"))
import site_kernel

from gamesearch.widgets import progress_bar


@pytest.fixture
def cell(monkeypatch):
    """(the CellProgress, the clock to set, the texts its line showed in turn)."""
    clock = SimpleNamespace(now=100.0)
    said: list[str] = []

    class Handle:
        def update(self, bundle, raw):
            said.append(bundle["text/plain"])

    def display(bundle, raw, display_id):
        said.append(bundle["text/plain"])
        return Handle()

    monkeypatch.setattr(site_kernel.time, "monotonic", lambda: clock.now)
    monkeypatch.setattr("IPython.display.display", display)
    return site_kernel.CellProgress(), clock, said


def test_a_long_cell_shows_its_search_then_how_long_it_took(cell):
    progress, clock, said = cell
    progress.begin()
    first, second = SimpleNamespace(nodes=0), SimpleNamespace(nodes=0)
    progress.beat(first)  # before the first search's root, at once: too early to say
    clock.now += 1.5
    progress.beat(second)  # a second search begins
    clock.now += 1.0
    second.nodes = 31744
    progress.beat(second)
    clock.now += 0.2
    progress.beat(second)  # within PROGRESS_EVERY of the last update: nothing new
    clock.now += 0.8
    progress.end()
    assert said == [
        "Working: 2 s so far; search 2 of this cell has entered 31,744 nodes",
        "Done in 3.5 s (2 searches).",
    ]


def test_no_line_beside_a_progress_bar_nor_between_cells(cell, monkeypatch):
    progress, clock, said = cell
    progress.begin()
    monkeypatch.setattr(progress_bar, "running", 1)
    clock.now += 5
    progress.beat(SimpleNamespace(nodes=5000))
    progress.end()
    monkeypatch.setattr(progress_bar, "running", 0)
    clock.now += 5
    progress.beat(SimpleNamespace(nodes=9000))  # a widget's search, after the cell ended
    assert said == []

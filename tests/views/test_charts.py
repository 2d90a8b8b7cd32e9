"""Charts where matplotlib cannot be loaded (JupyterLite behind a firewall): Pyodide is asked
once, every chart then prints one line saying what it would show and why not, and the cell
runs on, so Run All never stops at a chart."""

import sys
import types

import pytest
from IPython.core.interactiveshell import InteractiveShell

from gamesearch.errors import ChartsUnavailableError
from gamesearch.trace.model import MtdfPass
from gamesearch.views import charts, new_axes, show_charts
from gamesearch.views.figure_text import figure_description
from gamesearch.views.plots import plot_counts, plot_mt_family, plot_mtdf, plot_nodes_vs_depth

INF = float("inf")
BARS = [
    {"group": "depth 3", "algorithm": "alphabeta", "evaluations": 40},
    {"group": "depth 3", "algorithm": "negascout", "evaluations": 31},
    {"group": "depth 4", "algorithm": "alphabeta", "evaluations": 90},
]
PASSES = [
    MtdfPass(1, 0, value=0, lower=0),
    MtdfPass(2, 7, value=6, upper=6),
    MtdfPass(3, 6, value=6, lower=6, upper=6),
]
#: Each chart function, drawing on ``ax``.
CHARTS = {
    "plot_counts": lambda ax: plot_counts(BARS, "evaluations", log=True, ax=ax),
    "plot_mtdf": lambda ax: plot_mtdf(PASSES, ax=ax, true_value=6),
    "plot_mt_family": lambda ax: plot_mt_family({"mtdf": PASSES, "sss": [(0, 6)]}, ax=ax),
    "plot_nodes_vs_depth": lambda ax: plot_nodes_vs_depth([2, 3], {"random": [9, 20]}, 3, ax=ax),
}
#: What Pyodide's loadPackage reports to its errorCallback when the download fails: a
#: heading, then the cause.
HEADING = "The following error occurred while loading matplotlib:"
LOADING_FAILED = "Failed to fetch"
LOADING = "Loading matplotlib for the charts, from Pyodide's CDN (once per kernel) ..."


@pytest.fixture
def offline_pyodide(monkeypatch):
    """As in JupyterLite with the CDN refused: no matplotlib, and Pyodide's loadPackage
    reports the failed download to its errorCallback (and still resolves). Yields the list
    of the packages it was asked for."""
    asked: list[str] = []

    def load_package(name, errorCallback):  # Pyodide names it so
        asked.append(name)
        errorCallback(HEADING)
        errorCallback(LOADING_FAILED)
        return "a resolved promise"

    class Proxy:
        def __init__(self, function):
            self.function, self.destroyed = function, False

        def __call__(self, *args):
            return self.function(*args)

        def destroy(self):
            self.destroyed = True

    def missing(name):
        raise ImportError(f"No module named {name.split('.')[0]!r}")

    ffi = types.ModuleType("pyodide.ffi")
    ffi.create_proxy = Proxy
    ffi.run_sync = lambda promise: promise
    ffi.can_run_sync = lambda: True
    monkeypatch.setitem(sys.modules, "pyodide_js", types.SimpleNamespace(loadPackage=load_package))
    monkeypatch.setitem(sys.modules, "pyodide", types.ModuleType("pyodide"))
    monkeypatch.setitem(sys.modules, "pyodide.ffi", ffi)
    monkeypatch.setattr(charts.importlib, "import_module", missing)
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(charts, "_unavailable", None)
    monkeypatch.setattr(charts, "_pending", [])
    yield asked


@pytest.fixture
def shell():
    shell = InteractiveShell.instance()
    yield shell
    InteractiveShell.clear_instance()


def test_pyodide_is_asked_once_then_every_chart_fails_at_once(offline_pyodide):
    for _ in range(3):
        with pytest.raises(ChartsUnavailableError) as caught:
            charts.require_matplotlib()
        assert f"({LOADING_FAILED}: matplotlib)" in str(caught.value)  # the cause, not the heading
        assert "everything but the charts works" in str(caught.value)
    assert offline_pyodide == ["matplotlib"]  # a firewall that drops packets: one wait


def test_where_a_cell_cannot_wait_pyodide_is_not_asked(offline_pyodide, monkeypatch):
    monkeypatch.setattr(sys.modules["pyodide.ffi"], "can_run_sync", lambda: False)
    with pytest.raises(ChartsUnavailableError, match="cannot wait for a download"):
        charts.require_matplotlib()
    assert offline_pyodide == []  # no download left running, to report to a closed proxy


def test_without_pyodide_at_all_the_error_still_says_what_works(monkeypatch):
    monkeypatch.setattr(charts.importlib, "import_module", _no)
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setitem(sys.modules, "pyodide_js", None)  # importing it fails
    monkeypatch.setattr(charts, "_unavailable", None)
    with pytest.raises(ChartsUnavailableError, match="everything but the charts works"):
        charts.require_matplotlib()


def _no(name):
    raise ImportError(f"No module named {name!r}")


@pytest.mark.parametrize("name", CHARTS)
def test_a_chart_not_drawn_is_described_as_the_drawn_one_would_be(name, monkeypatch):
    drawn = CHARTS[name](None)
    drawn.set_title("A title set after drawing")
    expected = figure_description(drawn.figure)
    monkeypatch.setattr(charts, "_unavailable", None)
    stand_in = charts.NoFigure(1, "no matplotlib").axes[0]
    assert CHARTS[name](stand_in) is stand_in
    stand_in.set_title("A title set after drawing")
    assert figure_description(stand_in.figure) == expected


def test_a_chart_cell_prints_one_line_when_it_ends_and_the_next_cells_run(
    offline_pyodide, shell, capsys
):
    first = shell.run_cell(
        "from gamesearch.views import plot_counts\n"
        f"ax = plot_counts({BARS!r}, 'evaluations', log=True)\n"
        "ax.set_title('Kalah: leaves evaluated')\n"
        "ax.figure.set_size_inches(11, 4);"
    )
    assert first.success, first.error_in_exec
    [loading, line] = capsys.readouterr().out.splitlines()
    assert loading == LOADING  # said before the wait, which a firewall makes 30 s long
    assert line.startswith("Not drawn: Chart. Kalah: leaves evaluated; evaluations for depth 3")
    assert "series: alphabeta, negascout; logarithmic scale." in line
    assert LOADING_FAILED in line and "needs the network" in line
    second = shell.run_cell("ax.set_xlabel('pass')\nprint('the next cell runs')")
    assert second.success
    assert capsys.readouterr().out == "the next cell runs\n"  # shown once, when its cell ended
    assert offline_pyodide == ["matplotlib"]


def test_charts_of_your_own_side_by_side_and_shown_inside_a_function(offline_pyodide, capsys):
    left, right = new_axes(2, size=(11, 4))
    for ax, guess in ((left, 0), (right, 30)):
        plot_mtdf(PASSES, ax=ax, true_value=6)
        ax.set_title(f"first guess {guess}")
    show_charts()  # as a function interact calls does, with no cell ending
    [_, line] = capsys.readouterr().out.splitlines()
    assert line.startswith("Not drawn: 2 charts. first guess 0; value against pass; ")
    assert ". first guess 30; value against pass;" in line
    with pytest.raises(Exception, match="at least one Axes"):
        new_axes(0)


def test_a_published_chart_cell_shows_its_charts_again_under_one_short_line(
    offline_pyodide, shell, capsys, monkeypatch
):
    """Where the host has the cell's outputs as published (the course's site), they are
    shown again, and one line says why they were not redrawn, with Pyodide's cause."""
    picture = {"text/html": "<img alt='the chart as published'>", "text/plain": "<Figure>"}
    published = [{"output_type": "display_data", "data": picture, "metadata": {}}]
    monkeypatch.setattr(charts, "published_outputs", lambda: published)
    shown = []
    monkeypatch.setattr(charts, "display", lambda data, **kwargs: shown.append((data, kwargs)))
    first = shell.run_cell(
        f"from gamesearch.views import plot_counts\nax = plot_counts({BARS!r}, 'evaluations')"
    )
    assert first.success, first.error_in_exec
    assert shown == [(picture, {"metadata": {}, "raw": True})]
    [_, line] = capsys.readouterr().out.splitlines()
    assert line == (
        f"Not redrawn: Pyodide could not load matplotlib ({LOADING_FAILED}: matplotlib); it "
        "needs the network. Above: the chart as published with the course."
    )


def test_each_cause_pyodide_reports_is_said_once_with_the_packages_it_stopped():
    reported = [HEADING, LOADING_FAILED, HEADING.replace("matplotlib", "Pillow"), LOADING_FAILED]
    assert charts._causes(reported) == "Failed to fetch: matplotlib, Pillow"
    assert charts._causes(["no network"]) == "no network"

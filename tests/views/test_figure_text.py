"""Charts shown in Jupyter say what they show: the PNG of every matplotlib figure carries an
alt text made from its titles, axes and series when it is shown."""

import pytest
from IPython.core.interactiveshell import InteractiveShell
from IPython.core.pylabtools import select_figure_formats

from gamesearch.views.figure_text import figure_description
from gamesearch.views.plots import plot_counts

BARS = [
    {"group": "depth 3", "algorithm": "alphabeta", "nodes": 40},
    {"group": "depth 3", "algorithm": "negascout", "nodes": 31},
]


@pytest.fixture
def shell():
    shell = InteractiveShell.instance()
    select_figure_formats(shell, {"png"})  # what the inline backend does when pyplot loads
    yield shell
    InteractiveShell.clear_instance()


def test_a_chart_shown_in_ipython_carries_its_description_as_alt(shell):
    ax = plot_counts(BARS, "nodes", log=True)
    ax.set_title("Kalah: nodes by algorithm")  # set after drawing: still in the alt text
    data, metadata = shell.display_formatter.format(ax.figure)
    assert "image/png" in data
    assert metadata["image/png"]["alt"] == figure_description(ax.figure)
    alt = metadata["image/png"]["alt"]
    assert alt.startswith("Chart. Kalah: nodes by algorithm; nodes for depth 3;")
    assert alt.endswith("logarithmic scale.")


def test_the_description_names_titles_axes_and_series():
    ax = plot_counts(BARS, "nodes")
    ax.set_title("Nodes")
    ax.set_xlabel("depth")
    text = figure_description(ax.figure)
    assert text == "Chart. Nodes; nodes against depth; series: alphabeta, negascout."

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


def test_in_a_real_kernel_charts_and_boards_carry_alt_text(tmp_path):
    """As a notebook shows them: through ipykernel's inline backend, which sets its own
    formatters up when pyplot draws its first figure."""
    import nbformat
    from nbclient import NotebookClient

    book = nbformat.v4.new_notebook()
    book.cells = [
        nbformat.v4.new_code_cell(
            "from gamesearch.views.plots import plot_counts\n"
            f"ax = plot_counts({BARS!r}, 'nodes')\nax.set_title('Nodes');"
        ),
        nbformat.v4.new_code_cell(
            "from gamesearch.games import get_game\n"
            "g = get_game('tictactoe')\ng.play_line(g.initial_state(), 'b2')"
        ),
    ]
    NotebookClient(book, timeout=120, kernel_name="python3").execute()
    [chart] = [o for o in book.cells[0].outputs if "image/png" in o.get("data", {})]
    assert chart.metadata["image/png"]["alt"].startswith("Chart. Nodes; nodes for depth 3;")
    [board] = book.cells[1].outputs
    alt = board.metadata["image/svg+xml"]["alt"]
    assert alt.startswith("A tictactoe position, ") and board.data["text/plain"] in alt

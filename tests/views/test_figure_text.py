"""Charts shown in Jupyter say what they show: every matplotlib figure shows as its PNG in an
image whose alt text, made from its titles, axes and series when it is shown, is its text
output too."""

import html
import re

import pytest
from IPython.core.interactiveshell import InteractiveShell
from IPython.core.pylabtools import select_figure_formats

from gamesearch.games import get_game
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


def alt_of(picture_html):
    """The alt text of the one image in ``picture_html``."""
    [image] = re.findall(r"<img\b[^>]*>", picture_html)
    assert 'src="data:image/' in image
    return html.unescape(re.search(r'\balt="([^"]*)"', image).group(1))


def test_a_chart_shown_in_ipython_is_an_image_with_its_description_as_alt(shell):
    ax = plot_counts(BARS, "nodes", log=True)
    ax.set_title("Kalah: nodes by algorithm")  # set after drawing: still in the alt text
    data, _ = shell.display_formatter.format(ax.figure)
    assert set(data) == {"text/html", "text/plain"}  # the PNG once, in the HTML
    assert 'src="data:image/png;base64,iVBOR' in data["text/html"]
    alt = alt_of(data["text/html"])
    assert alt == data["text/plain"] == figure_description(ax.figure)
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
    [chart] = [o for o in book.cells[0].outputs if "text/html" in o.get("data", {})]
    assert alt_of(chart.data["text/html"]).startswith("Chart. Nodes; nodes for depth 3;")
    assert "image/png" not in chart.data
    [board] = book.cells[1].outputs
    alt = alt_of(board.data["text/html"])
    game = get_game("tictactoe")
    assert alt == "A tictactoe position: " + game.describe(
        game.play_line(game.initial_state(), "b2")
    )
    assert "b2 X" in alt and "a1 empty" in alt and alt.endswith("O to move")

"""export: any picture to SVG, PNG and PDF in one call, with clear errors before any file."""

import io

import matplotlib
import pytest
from PIL import Image

from gamesearch.errors import FolderNotFoundError, NotAPictureError, UnknownNameError
from gamesearch.games.trees import HIROI_TREE
from gamesearch.search import solve
from gamesearch.views import export, plot_counts, render_legend, render_tree, tree_svg, window_svg
from gamesearch.views.export import IN_A_BROWSER

matplotlib.use("Agg")
import matplotlib.pyplot as plt

MAGIC = {"svg": (b"<svg", b"<?xml"), "png": (b"\x89PNG\r\n\x1a\n",), "pdf": (b"%PDF-",)}


@pytest.fixture(autouse=True)
def close_figures():
    yield
    plt.close("all")


def hiroi():
    return solve(HIROI_TREE, algorithm="alphabeta", trace=True).trace


PICTURES = {
    "tree": lambda: render_tree(hiroi()),
    "boards": lambda: render_tree(
        solve("tictactoe", moves="b2 a1 c3 a3 a2", algorithm="alphabeta", trace=True).trace,
        boards=True,
    ),
    "legend": render_legend,
    "window": lambda: window_svg(-5, 5, -1, 3, 2, "lower"),
    "tree-svg": lambda: str(tree_svg(hiroi())),
    "axes": lambda: plot_counts([{"group": "g", "algorithm": "a", "nodes": 3}]),
    "figure": lambda: plot_counts([{"group": "g", "algorithm": "a", "nodes": 3}]).figure,
}


@pytest.mark.parametrize("kind", PICTURES)
def test_three_valid_files_in_one_call(tmp_path, kind):
    paths = export(PICTURES[kind](), tmp_path / "figure")
    assert paths == [tmp_path / f"figure.{fmt}" for fmt in ("svg", "png", "pdf")]
    for path in paths:
        assert path.read_bytes().lstrip().startswith(MAGIC[path.suffix[1:]]), path


def test_png_scale_and_white_paper(tmp_path):
    one, two = (
        Image.open(export(render_tree(hiroi()), tmp_path / f"x{s}", "png", scale=s)[0])
        for s in (1, 2)
    )
    assert two.width == pytest.approx(2 * one.width, abs=2)
    assert one.convert("RGB").getpixel((1, 1)) == (255, 255, 255)


def ink(png):
    """How many pixels are darker than light grey."""
    return sum(Image.open(io.BytesIO(png)).convert("L").histogram()[:160])


def test_board_thumbnails_reach_the_png(tmp_path):
    """Graphviz's own PNG leaves the boards out (no librsvg); export's has them."""
    trace = solve("tictactoe", moves="b2 a1 c3 a3 a2", algorithm="alphabeta", trace=True).trace
    diagram = render_tree(trace, boards=True)
    ours = export(diagram, tmp_path / "b", "png", scale=1)[0].read_bytes()
    assert ink(ours) > 1.2 * ink(diagram.pipe(format="png"))


def test_a_suffix_naming_a_format_is_dropped_and_one_format_may_be_a_string(tmp_path):
    assert export(render_legend(), tmp_path / "key.png", "pdf") == [tmp_path / "key.pdf"]
    assert export(render_legend(), tmp_path / "v1.2", ["png"]) == [tmp_path / "v1.2.png"]


def test_an_unknown_format_names_the_valid_ones_and_writes_nothing(tmp_path):
    with pytest.raises(
        UnknownNameError, match="unknown format 'jpg'; valid formats: pdf, png, svg"
    ):
        export(render_legend(), tmp_path / "key", ("svg", "jpg"))
    assert not list(tmp_path.iterdir())


def test_a_missing_folder_says_how_to_make_it(tmp_path):
    with pytest.raises(FolderNotFoundError, match=r"does not exist; create it first.*mkdir"):
        export(render_legend(), tmp_path / "figures" / "key")
    assert isinstance(FolderNotFoundError("x"), FileNotFoundError)


def test_something_else_is_refused_by_name(tmp_path):
    with pytest.raises(NotAPictureError, match="cannot save a dict: export saves a diagram"):
        export({"not": "a picture"}, tmp_path / "x")
    assert not list(tmp_path.iterdir())


def test_in_a_browser_a_diagram_is_not_saved_the_cell_says_how_to_keep_it(
    tmp_path, hide_dot, monkeypatch, capsys
):
    from gamesearch.errors import DotMissingError

    with pytest.raises(DotMissingError):  # outside a browser, the error says what to install
        export(render_tree(hiroi()), tmp_path / "tree")
    monkeypatch.setattr("sys.platform", "emscripten")  # Pyodide: JupyterLite
    assert export(render_tree(hiroi()), tmp_path / "tree") == []
    assert capsys.readouterr().out == IN_A_BROWSER + "\n"
    assert list(tmp_path.iterdir()) == []
    written = export(window_svg(-5, 5, -1, 3, 2, "lower"), tmp_path / "window", "svg")
    assert [path.name for path in written] == ["window.svg"]  # SVG text needs neither

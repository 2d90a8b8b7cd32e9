"""`make slides` writes each notebook's lecture deck: the cells tagged `lecture`, each kept
cell on the slide the notebook's slide types give it, code cells by their outputs only, the
slides tagged `extended` marked for the 50-minute route to leave out.

(The decks themselves, in Chromium: tests/browser/test_decks.py and test_exports.py.)
"""

import re
import sys
from pathlib import Path

import nbformat
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
from export_course import LectureCells, export, exporter


def cell(source, slide="-", lecture=False):
    """A Markdown cell of slide type ``slide``, tagged ``lecture`` if asked."""
    made = nbformat.v4.new_markdown_cell(source)
    made.metadata["slideshow"] = {"slide_type": slide}
    if lecture:
        made.metadata["tags"] = ["lecture"]
    return made


def lecture(*cells):
    """The lecture's cells: (source, slide type) each."""
    book = nbformat.v4.new_notebook()
    book.cells = list(cells)
    kept, _ = LectureCells().preprocess(book, {})
    return [(c.source, c.metadata["slideshow"]["slide_type"]) for c in kept.cells]


def test_only_the_cells_tagged_lecture_are_kept_in_order():
    assert lecture(
        cell("# Title", "slide", lecture=True),
        cell("aside"),
        cell("shown", lecture=True),
        cell("## Next", "slide", lecture=True),
    ) == [("# Title", "slide"), ("shown", "-"), ("## Next", "slide")]


def test_a_kept_cell_opens_the_slide_whose_opening_cell_was_left_out():
    assert lecture(
        cell("# Title", "slide", lecture=True),
        cell("## A part", "subslide"),  # left out: its kept cell opens the subslide
        cell("in the part", lecture=True),
        cell("## Next", "slide"),  # a new slide wins over a subslide left out after it
        cell("### sub", "subslide"),
        cell("in next", "fragment", lecture=True),
        cell("speaker's note", "notes", lecture=True),  # a note opens nothing
        cell("## Left out entirely", "slide"),
        cell("its text"),
        cell("after", "-", lecture=True),
    ) == [
        ("# Title", "slide"),
        ("in the part", "subslide"),
        ("in next", "slide"),
        ("speaker's note", "notes"),
        ("after", "slide"),
    ]


def test_a_deck_is_written_for_a_notebook_with_lecture_cells_and_shows_outputs_only(tmp_path):
    tagged, untagged = tmp_path / "01_tagged.ipynb", tmp_path / "02_untagged.ipynb"
    for path, tags in ((tagged, True), (untagged, False)):
        book = nbformat.v4.new_notebook()
        code = nbformat.v4.new_code_cell("print('the output')")
        code.metadata.update(tags=["lecture"] * tags, slideshow={"slide_type": "-"})
        code.outputs = [nbformat.v4.new_output("stream", text="the output\n")]
        book.cells = [cell("# One", "slide", lecture=tags), code, cell("## Two", "slide")]
        nbformat.write(book, path)
    pages = export("slides", [tagged, untagged], tmp_path / "slides")
    assert [p.name for p in pages] == ["01_tagged.lecture.slides.html"]
    deck = pages[0].read_text(encoding="utf-8")
    assert "<title>01_tagged lecture slides</title>" in deck and "Two" not in deck
    assert "the output" in deck and "print(" not in deck
    assert [p.name for p in export("html", [tagged], tmp_path / "html")] == ["01_tagged.html"]


def test_a_slide_tagged_extended_is_marked_for_the_50_minute_route(tmp_path):
    notebook = tmp_path / "01_routes.ipynb"
    book = nbformat.v4.new_notebook()
    book.cells = [
        cell("# One", "slide", lecture=True),
        cell("## Longer", "slide", lecture=True),
        cell("## Always", "slide", lecture=True),
    ]
    book.cells[1].metadata["tags"].append("extended")
    nbformat.write(book, notebook)
    (page,) = export("slides", [notebook], tmp_path / "slides")
    text = page.read_text(encoding="utf-8")
    marked = [
        text[m.end() :].split("</section>")[0] for m in re.finditer(r"<section data-route=", text)
    ]
    assert marked and all("Longer" in m and "Always" not in m for m in marked)
    assert "One" not in text[text.index('data-route="extended"') :]


def test_an_unknown_export_is_refused_by_name():
    with pytest.raises(ValueError, match="use 'html' or 'slides'"):
        exporter("pdf")

"""`make lab` opens a working copy of the course: tracked notebooks are never edited."""

import importlib.util
import json
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("course_copy", ROOT / "scripts/course_copy.py")
course_copy = importlib.util.module_from_spec(spec)
spec.loader.exec_module(course_copy)


def notebook(path, text):
    book = nbformat.v4.new_notebook()
    book.cells = [nbformat.v4.new_markdown_cell(text)]
    nbformat.write(book, path)


def source_of(path):
    return nbformat.read(path, as_version=4).cells[0].source


def test_copies_refreshes_untouched_copies_and_keeps_the_learners(tmp_path):
    course, into = tmp_path / "notebooks", tmp_path / "course"
    (course / "solutions").mkdir(parents=True)
    notebook(course / "00_a.ipynb", "first")
    notebook(course / "01_b.ipynb", "first")
    (course / "solutions" / "01_b.py").write_text("answer = 1\n")
    assert course_copy.sync(into, course) == []
    assert source_of(into / "00_a.ipynb") == "first"
    assert (into / "solutions" / "01_b.py").read_text() == "answer = 1\n"

    notebook(into / "01_b.ipynb", "my notes")  # the learner edits one copy
    notebook(course / "00_a.ipynb", "second")  # and the course changes upstream
    notebook(course / "01_b.ipynb", "second")
    notes = course_copy.sync(into, course)
    assert source_of(into / "00_a.ipynb") == "second"  # untouched: refreshed
    assert source_of(into / "01_b.ipynb") == "my notes"  # changed: kept
    assert len(notes) == 1 and "01_b.ipynb has a new version" in notes[0]
    assert source_of(course / "01_b.ipynb") == "second"  # the tracked file is not touched
    record = json.loads((into / ".copied.json").read_text())
    assert set(record) == {"00_a.ipynb", "01_b.ipynb", "solutions/01_b.py"}


def test_the_course_folder_is_ignored_by_git():
    assert "course/" in (ROOT / ".gitignore").read_text().split()

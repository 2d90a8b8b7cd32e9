"""The site carries the student notebooks of make assignments, with their tests (where
otter-grader is, test_site_pyodide.py checks with the built site)."""

import json

import make_site


def test_built_student_notebooks_are_staged_with_their_tests(tmp_path, monkeypatch):
    student = tmp_path / "assignments" / "03_null_window_search" / "student"
    (student / "tests").mkdir(parents=True)
    (student / "tests" / "alphabeta0.py").write_text("OK_FORMAT = False\n")
    book = {"cells": [], "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4}
    (student / "03_null_window_search.ipynb").write_text(json.dumps(book))
    monkeypatch.setattr(make_site, "ASSIGNMENTS", tmp_path / "assignments")
    make_site.stage_contents(tmp_path / "contents")
    staged = tmp_path / "contents" / "assignments" / "03_null_window_search"
    assert (staged / "tests" / "alphabeta0.py").read_text() == "OK_FORMAT = False\n"
    notebook = json.loads((staged / "03_null_window_search.ipynb").read_text())
    assert notebook["metadata"]["kernelspec"] == make_site.KERNELSPEC
    assert (tmp_path / "contents" / "03_null_window_search.ipynb").exists()  # the course too

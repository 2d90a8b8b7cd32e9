"""make assignments --submissions: which notebook is graded as which assignment (by the
assignment its metadata names, whatever the file name; an old copy by its file name, said;
anything else named with what to do), and grades.csv keeping every assignment's rows.
Fast: no notebook is run here (test_assignments grades real ones)."""

import csv
import sys
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import make_assignments  # noqa: E402
from make_assignments import GRADE_COLUMNS, Submission, match_submissions, write_grades  # noqa: E402

NULL_WINDOW, ALPHA_BETA = "03_null_window_search", "02_alpha_beta"
#: What the site's File › Download names the student notebook of notebook 03.
DOWNLOADED = f"assignments_{NULL_WINDOW}_{NULL_WINDOW}.ipynb"


def notebook(path: Path, assignment: str | None = None) -> Path:
    """A notebook at ``path`` whose metadata names ``assignment`` as Otter Assign writes it."""
    book = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("x = 1")])
    if assignment is not None:
        book.metadata["otter"] = {"assignment_name": assignment}
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(book, path)
    return path


def test_a_notebook_is_matched_by_its_metadata_whatever_its_file_name(tmp_path):
    alice = notebook(tmp_path / "alice" / DOWNLOADED, NULL_WINDOW)
    bob = notebook(tmp_path / "bob" / "my homework (2).ipynb", ALPHA_BETA)
    # the metadata wins over a file name that names another assignment
    carol = notebook(tmp_path / "carol" / f"{ALPHA_BETA}.ipynb", NULL_WINDOW)
    matched, said = match_submissions(tmp_path, [ALPHA_BETA, NULL_WINDOW])
    assert matched == [
        Submission(alice, NULL_WINDOW),
        Submission(bob, ALPHA_BETA),
        Submission(carol, NULL_WINDOW),
    ]
    assert said == []


def test_an_old_copy_without_the_metadata_is_matched_by_its_file_name_and_said(tmp_path):
    old = notebook(tmp_path / DOWNLOADED)
    matched, said = match_submissions(tmp_path, [ALPHA_BETA, NULL_WINDOW])
    assert matched == [Submission(old, NULL_WINDOW, by_file_name=True)]
    assert said == [
        f"{old}: graded as {NULL_WINDOW} by its file name: its metadata names no assignment "
        "(a copy made before make assignments wrote it there?)"
    ]


def test_every_notebook_not_graded_is_named_once_with_what_to_do(tmp_path):
    unnamed = notebook(tmp_path / "dave" / "Untitled.ipynb")
    other = notebook(tmp_path / "erin" / "homework.ipynb", "05_transposition_tables")
    broken = tmp_path / "frank" / DOWNLOADED
    broken.parent.mkdir()
    broken.write_text("{ not json")
    notebook(tmp_path / "alice" / ".ipynb_checkpoints" / f"{NULL_WINDOW}-checkpoint.ipynb")
    matched, said = match_submissions(tmp_path, [NULL_WINDOW])
    assert matched == []
    assert said[0] == f"{tmp_path}: 1 notebook in hidden folders (.ipynb_checkpoints) left out"
    by_file = {line.split(": ", 1)[0]: line for line in said[1:]}
    assert list(by_file) == [str(unnamed), str(other), str(broken)]
    assert (
        "its metadata names no assignment and its file name none; hand in" in by_file[str(unnamed)]
    )
    assert f"one of {NULL_WINDOW}" in by_file[str(unnamed)]
    assert (
        "assignment 05_transposition_tables, which this run does not grade" in by_file[str(other)]
    )
    assert "not a notebook nbformat can read" in by_file[str(broken)]
    assert all(": not graded: " in line for line in by_file.values())


def read(path: Path) -> tuple[list[str], list[dict]]:
    with path.open(newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        return list(reader.fieldnames or []), list(reader)


def row(assignment: str, submission: str, **scores: float) -> dict:
    return {
        "assignment": assignment,
        "submission": submission,
        **scores,
        "total": sum(scores.values()),
        "possible": 4 * len(scores),
    }


def test_grades_csv_keeps_every_assignment_and_updates_what_a_run_grades(tmp_path):
    grades = tmp_path / "grades.csv"
    write_grades(
        grades,
        [
            row(NULL_WINDOW, "collected/alice.ipynb", alphabeta0=2, decide=0),
            row(NULL_WINDOW, "collected/bob.ipynb", alphabeta0=4, decide=1),
        ],
    )
    write_grades(grades, [row(ALPHA_BETA, "collected/alice.ipynb", alphabeta=3)])
    # a later run of 03 that grades alice again: her row changes, bob's and 02's stay
    write_grades(grades, [row(NULL_WINDOW, "collected/alice.ipynb", alphabeta0=4, decide=1)])
    header, rows = read(grades)
    assert header == [*GRADE_COLUMNS, "alphabeta0", "decide", "alphabeta"]
    assert [(r["assignment"], r["submission"], r["total"]) for r in rows] == [
        (ALPHA_BETA, "collected/alice.ipynb", "3"),
        (NULL_WINDOW, "collected/alice.ipynb", "5"),
        (NULL_WINDOW, "collected/bob.ipynb", "5"),
    ]
    assert rows[0]["alphabeta0"] == "" and rows[1]["alphabeta"] == ""


def test_grades_csv_s_columns_never_move(tmp_path):
    grades = tmp_path / "grades.csv"
    write_grades(grades, [row(ALPHA_BETA, "a.ipynb", alphabeta=3)])
    first, _ = read(grades)
    write_grades(grades, [row(NULL_WINDOW, "a.ipynb", alphabeta0=1, decide=0)])
    second, _ = read(grades)
    write_grades(grades, [row(ALPHA_BETA, "b.ipynb", alphabeta=1)])
    third, _ = read(grades)
    assert second[: len(first)] == first and third == second
    assert first[: len(GRADE_COLUMNS)] == GRADE_COLUMNS  # the totals at one place in every file


def test_a_submission_path_is_named_from_the_checkout_wherever_make_runs():
    inside = make_assignments.ROOT / "collected" / "alice.ipynb"
    assert make_assignments.shown(inside) == "collected/alice.ipynb"
    assert make_assignments.shown(Path("/elsewhere/bob.ipynb")) == "/elsewhere/bob.ipynb"

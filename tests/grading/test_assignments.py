"""make assignments on notebook 03: Otter Assign's student notebook and Gradescope zip, made
from the course's own exercise cells, solutions and checkers, and submissions graded locally
with ``otter run`` and that zip, partial credit included.

One assignment serves every test (built once per module); grading a submission executes the
whole notebook in a kernel, so only two submissions are graded: the solved notebook and one
with two typical mistakes.
"""

import json
import re
import sys
import zipfile
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import make_assignments  # noqa: E402
import npm_files  # noqa: E402
from site_build.build import KernelVersions, kernel_versions  # noqa: E402
from site_build.config import selected  # noqa: E402
from site_build.lock import Wheel, build_wheel  # noqa: E402

from gamesearch.build_info import content_id  # noqa: E402
from gamesearch.exercises.grader import BUILD_METADATA, LocalGrader  # noqa: E402

NOTEBOOK = ROOT / "notebooks" / "03_null_window_search.ipynb"
SOLUTIONS = ROOT / "notebooks" / "solutions" / "03_null_window_search.py"
WHEEL = "gamesearch-0.1.0-py3-none-any.whl"

#: Exercise 1 with the usual cut condition (value >= beta): wrong at width 0.
USUAL_CUT = """def alphabeta0(node, alpha, beta):
    if node.is_leaf:
        return node.score
    best = -INF
    for child in node.children:
        best = max(best, -alphabeta0(child, -beta, -max(alpha, best)))
        if best >= beta:
            break
    return best"""
#: Exercise 2 returning the clamped value itself, not the −1/0/1 it proves.
RAW_DECIDE = """def decide(node, search):
    return search(node, -0.5, 0.5)"""

#: Exercise 3 as handed out.
BISECT_STUB = """def bisect(node, lo, hi, test):
    raise NotImplementedError("write bisect(node, lo, hi, test)")"""


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Wheel:
    """gamesearch's wheel, built from this checkout as make assignments builds it."""
    return build_wheel(tmp_path_factory.mktemp("dist"))


@pytest.fixture(scope="module")
def versions(wheel, tmp_path_factory) -> KernelVersions:
    """What the site's kernel runs the wheel on, as make assignments pins it in the zip."""
    return kernel_versions(selected(), wheel, tmp_path_factory.mktemp("stage"))


@pytest.fixture(scope="module")
def assignment(tmp_path_factory, wheel, versions) -> Path:
    return make_assignments.assign(NOTEBOOK, wheel.path, versions, tmp_path_factory.mktemp("a"))


def sources(path: Path) -> list[str]:
    return [cell.source for cell in nbformat.read(path, as_version=4).cells]


def test_the_exercises_with_package_checkers_are_the_questions():
    book = nbformat.read(NOTEBOOK, as_version=4)
    found = make_assignments.questions(book)
    assert [(q.name, q.call) for q in found] == [
        ("alphabeta0", "check_zero_width(alphabeta0)"),
        ("decide", "check_decide(decide)"),
        ("bisect", "check_bisect(bisect)"),
    ]


def test_the_student_notebook_is_the_course_notebook_with_otter_cells(assignment):
    student = sources(assignment / "student" / NOTEBOOK.name)
    course = sources(NOTEBOOK)
    assert student[0] == make_assignments.init_cell(NOTEBOOK).source
    assert student[0].endswith('grader = notebook_grader("03_null_window_search.ipynb")')
    otter_cells = [s for s in student[1:] if "grader." in s]
    assert otter_cells == [
        'grader.check("alphabeta0")',
        'grader.check("decide")',
        'grader.check("bisect")',
        "# Save your notebook first, then run this cell to export your submission.\n"
        "grader.export(pdf=False)",
    ]
    # every other cell is the course's, the exercise cells with their stubs, less the
    # paragraph that points to the solutions file
    ours = {*otter_cells, " "}  # " ": the export section's closing (empty) cell
    rest = [s for s in student[1:] if s not in ours and not s.startswith("## Submission")]
    assert rest == [s for s in course if "%load solutions/" not in s]
    assert not any("%load solutions/" in s for s in student)


def test_the_autograder_notebook_has_the_shipped_solutions(assignment):
    solved = "\n".join(sources(assignment / "autograder" / NOTEBOOK.name))
    shipped = SOLUTIONS.read_text(encoding="utf-8")
    for name in ("alphabeta0", "decide", "bisect"):
        definition = shipped.split(f"def {name}(", 1)[1].split("\n\n\n", 1)[0]
        assert f"def {name}({definition}" in solved
        assert f"def {name}({definition}" not in "\n".join(sources(NOTEBOOK))


def test_each_question_has_one_test_case_per_class_of_node(assignment):
    tests = assignment / "student" / "tests"
    assert sorted(p.name for p in tests.glob("*.py")) == ["alphabeta0.py", "bisect.py", "decide.py"]
    text = (tests / "alphabeta0.py").read_text()
    assert "points = [1, 1, 1, 1]" in text
    for node_class in ("leaf", "PV", "CUT", "ALL"):
        assert f"assert_right(check_zero_width(alphabeta0), {node_class!r})" in text
    assert "assert_right(check_decide(decide))" in (tests / "decide.py").read_text()


def test_the_gradescope_zip_installs_the_wheel_it_ships(assignment):
    with zipfile.ZipFile(make_assignments.autograder_zip(assignment)) as archive:
        names = set(archive.namelist())
        environment = archive.read("environment.yml").decode()
    assert {"run_autograder", "setup.sh", "otter_config.json", f"files/{WHEEL}"} <= names
    assert {"tests/alphabeta0.py", "tests/decide.py", "tests/bisect.py"} <= names
    assert "otter-grader[grading,plugins]==7.0.0" in environment
    assert f"/autograder/source/files/{WHEEL}" in environment


def pyodide_lock() -> dict:
    """The lock of the Pyodide the site's line ships, as npm installed it."""
    package = npm_files.installed(selected().pyodide_package)
    return json.loads((package / "pyodide-lock.json").read_text(encoding="utf-8"))


def test_the_zip_grades_on_the_python_and_packages_of_the_site_s_kernel(assignment, versions):
    with zipfile.ZipFile(make_assignments.autograder_zip(assignment)) as archive:
        environment = archive.read("environment.yml").decode()
    lock = pyodide_lock()
    python = ".".join(lock["info"]["python"].split(".")[:2])
    assert f"  - python={python}\n" in environment
    assert f"on the site kernel's Python ({python}, " in (ROOT / "README.md").read_text()
    pinned = dict(re.findall(r"^\s+- ([\w.-]+)==([\w.+-]+)$", environment, flags=re.M))
    # Pyodide's own builds, at the lock's versions (a fresh resolve took numpy 2.5.5 once)
    for name in ("numpy", "matplotlib", "ipython", "traitlets"):
        assert pinned[name] == lock["packages"][name]["version"], name
    # what gamesearch needs and Pyodide does not build: the site's wheels, pinned too
    for name in ("ipywidgets", "anywidget", "graphviz", "tqdm", "fastjsonschema"):
        assert name in pinned, name
    assert pinned == versions.packages  # and nothing else (otter-grader is pinned above)
    # the kernel's stand-ins for the browser are not the real packages: left out
    assert "widgetsnbextension" not in pinned


def test_pip_can_install_the_zip_s_packages_and_says_when_it_cannot(wheel, versions):
    make_assignments.check_installable(wheel.path, versions)  # no SystemExit
    impossible = KernelVersions(versions.python, {**versions.packages, "numpy": "0.0.1"})
    with pytest.raises(SystemExit, match=r"cannot install .* Python 3\.\d+ .*numpy==0\.0\.1"):
        make_assignments.check_installable(wheel.path, impossible)


def test_the_wheel_carries_the_build_id_of_its_files(wheel, tmp_path):
    with zipfile.ZipFile(wheel.path) as archive:
        archive.extractall(tmp_path)
    record = json.loads((tmp_path / "gamesearch" / "static" / "build.json").read_text())
    assert record["id"] == content_id(tmp_path / "gamesearch")
    assert make_assignments.wheel_build(wheel.path) == record["id"]
    assert re.fullmatch(r"[0-9a-f]{40}(\+modified)?", record["commit"])  # built in a checkout


def local_scores(assignment: Path, answers: dict) -> dict:
    """What grader.check says without otter (the site's grader) for ``answers``, by question."""
    grader = LocalGrader(str(assignment / "student" / "tests"))
    return {q: grader.check(q, answers) for q in ("alphabeta0", "decide", "bisect")}


def solutions() -> dict:
    namespace: dict = {}
    exec(SOLUTIONS.read_text(encoding="utf-8"), namespace)
    return namespace


def test_the_solved_notebook_earns_every_point(assignment):
    row = make_assignments.check_solved(assignment)
    assert {k: row[k] for k in ("alphabeta0", "decide", "bisect", "total", "possible")} == {
        "alphabeta0": 4,
        "decide": 1,
        "bisect": 1,
        "total": 6,
        "possible": 6,
    }
    # the grader that runs where otter cannot (the site) scores the solutions the same
    local = local_scores(assignment, solutions())
    assert {q: (r.score, r.possible) for q, r in local.items()} == {
        q: (row[q], row[q]) for q in local
    }


def test_a_wrong_submission_earns_partial_credit_by_class_of_node(assignment, wheel, tmp_path):
    """The usual cut condition is wrong at PV and CUT nodes only (2 of 4 points), a decide
    that returns the clamped value is wrong (0 of 1), bisect is left a stub (0 of 1)."""
    book = nbformat.read(assignment / "student" / NOTEBOOK.name, as_version=4)
    for cell in book.cells:
        for stub, answer in (("def alphabeta0(", USUAL_CUT), ("def decide(", RAW_DECIDE)):
            if stub in cell.source:
                head, tail = cell.source.split(stub, 1)
                cell.source = head + answer + tail[tail.index(")\n\n") + 1 :]
    # worked on another build: its first cell's output says so, as show_build writes it
    other = {"version": "0.1.0", "id": "0123456789ab", "commit": None, "python": "3.14.2"}
    book.cells[0].outputs = [
        nbformat.v4.new_output(
            "display_data",
            data={"text/plain": "This notebook runs …"},
            metadata={BUILD_METADATA: other},
        )
    ]
    submission = tmp_path / "alice" / NOTEBOOK.name
    submission.parent.mkdir()
    nbformat.write(book, submission)
    row = make_assignments.grade(assignment, submission, tmp_path / "results")
    assert (row["alphabeta0"], row["decide"], row["bisect"], row["total"]) == (2, 0, 0, 2)
    assert row["build"] == "0123456789ab"
    grading = make_assignments.wheel_build(wheel.path)
    (said,) = make_assignments.other_builds([row], grading)
    assert said.startswith(f"{row['submission']}: worked on gamesearch build 0123456789ab, ")
    assert f"graded with build {grading}" in said
    assert make_assignments.other_builds([{**row, "build": grading}], grading) == []
    results = json.loads((tmp_path / "results" / "results.json").read_text())
    output = next(t["output"] for t in results["tests"] if t["name"] == "alphabeta0")
    # the failing cases say why, in the checker's own words
    assert "PV nodes (an exact value, inside the window): on " in output
    assert "cuts as soon as a child's value reaches β (value >= beta)" in output
    # the grader that runs where otter cannot scores the same answers the same, saying why
    answers = solutions()
    exec(f"{USUAL_CUT}\n\n{RAW_DECIDE}\n\n{BISECT_STUB}", answers)
    local = local_scores(assignment, answers)
    assert {q: r.score for q, r in local.items()} == {q: row[q] for q in local}
    shown = " ".join(repr(local["alphabeta0"]).split())  # its text is wrapped at spaces
    assert "cuts as soon as a child's value reaches β (value >= beta)" in shown


def test_an_old_copy_is_graded_by_its_file_name_as_the_site_downloads_it(assignment, tmp_path):
    """A notebook whose metadata names no assignment (a copy made before make assignments
    wrote it) and that the site's File › Download named: matched by its file name and
    graded, though otter run grades only a notebook naming its assignment."""
    book = nbformat.read(assignment / "autograder" / NOTEBOOK.name, as_version=4)
    assert book.metadata["otter"]["assignment_name"] == NOTEBOOK.stem  # Otter Assign's
    del book.metadata["otter"]
    old = tmp_path / "collected" / f"assignments_{NOTEBOOK.stem}_{NOTEBOOK.name}"
    old.parent.mkdir()
    nbformat.write(book, old)
    (submission,), said = make_assignments.match_submissions(old.parent, [assignment.name])
    assert submission.by_file_name and "by its file name" in said[0]
    row = make_assignments.grade_submission(assignment, submission, tmp_path / "results")
    assert (row["total"], row["possible"]) == (6, 6)
    assert row["submission"] == make_assignments.shown(old)  # the file handed in, not the copy
    assert "otter" not in nbformat.read(old, as_version=4).metadata  # left as handed in

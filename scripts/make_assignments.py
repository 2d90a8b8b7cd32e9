"""``make assignments``: the course's exercises as graded otter-grader assignments, in
``build/assignments/`` (never committed).

Nothing here is a second copy of an exercise, a solution or a checker. For each course
notebook with exercises whose checkers live in :mod:`gamesearch.exercises`:

1. **A master notebook for Otter Assign** (``source/NN_*.ipynb``), made from three sources:

   - the course notebook, its cells as they are, less the paragraph that points to the
     solutions file;
   - each *graded exercise*: a code cell that defines a stub (``def name(...): raise
     NotImplementedError(...)``, or ``name = None``) and calls a ``check_*`` function of
     :mod:`gamesearch.exercises` on it. It becomes an Otter question named after the stub: the
     master has the definition of ``name`` from ``notebooks/solutions/NN_*.py`` where the stub
     was, the student notebook the stub;
   - the question's tests, one test case per class of node that the check judges on the
     shipped solution (:mod:`gamesearch.exercises.grading`), 1 point each, each calling the
     check as the exercise cell does; a check that tells no classes apart is one case.

   Exercises whose checker is written in the notebook itself (notebook 00's, 01's Kalah and
   prediction checks, 02's best-first check, 08's prediction) are left as they are, ungraded.

2. **Otter Assign** makes, in ``NN_*/``: ``student/`` (the notebook a student gets, with
   ``grader.check("name")`` under each question, and its ``tests/``), ``autograder/`` (the
   solved notebook, every test, and the zip to upload to Gradescope as the assignment's
   autograder). The zip holds gamesearch's wheel, built from this checkout, which
   Gradescope's image installs with otter-grader, on the Python of the site's kernel and
   with every package gamesearch needs at the version the site's kernel has
   (:func:`site_build.build.kernel_versions`): a hand-in is graded on what it was worked
   on. The build checks that pip can install that set with otter-grader
   (:func:`check_installable`).

3. **A local grading run** with that zip: ``otter run`` (Otter's grading without Docker) of
   the solved notebook, which must earn every point, then of the student notebook as
   handed out, which must earn none (either stops the build otherwise); or, with
   ``--submissions``, of every notebook under that folder, each graded as the assignment its
   metadata names (:func:`match_submissions`), whatever its file name. The scores go to
   ``grades.csv``, one row per assignment and notebook, which keeps the rows of every
   notebook this run does not grade (:func:`write_grades`). Each row has the build of
   gamesearch the notebook records it was worked on (:mod:`gamesearch.build_info`); one
   that is not the build this run grades with is said. ``otter grade`` grades a folder
   of submissions with the same zip in Docker containers, where Docker runs.

Usage: ``python scripts/make_assignments.py [NN_name ...] [--submissions DIR]``.
"""

from __future__ import annotations

import argparse
import ast
import csv
import json
import shutil
import subprocess
import sys
import textwrap
import zipfile
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any, cast

import nbformat
from packaging.requirements import Requirement

import gamesearch.exercises
from gamesearch.build_info import BUILD_FILE
from gamesearch.exercises.grader import BUILD_METADATA
from gamesearch.exercises.grading import CLASS_NAME, node_classes

sys.path.insert(0, str(Path(__file__).parent))
from site_build.build import KernelVersions, kernel_versions
from site_build.config import selected
from site_build.contents import SOLUTIONS_SECTION
from site_build.lock import build_wheel

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
SOLUTIONS = NOTEBOOKS / "solutions"
OUT = ROOT / "build" / "assignments"
#: Where Gradescope unpacks an autograder zip's files.
GRADESCOPE_FILES = "/autograder/source/files"
CHECKERS = {name for name in gamesearch.exercises.__all__ if name.startswith("check_")}


#: The columns every row of grades.csv has, first; each question's score follows. ``build``:
#: the build id of gamesearch the notebook records it was worked on (empty: none recorded).
GRADE_COLUMNS = ["assignment", "submission", "total", "possible", "build"]


@dataclass
class Question:
    """A graded exercise: the code cell, the stubbed names, the check call's source."""

    name: str
    cell: int
    stubs: list[ast.stmt]
    call: str
    arguments: list[str]


def stub_of(statement: ast.stmt) -> str | None:
    """The name ``statement`` leaves for the student to write, if it is a stub."""
    if isinstance(statement, ast.FunctionDef):
        body = [s for s in statement.body if not _is_docstring(s)]
        if len(body) == 1 and isinstance(body[0], ast.Raise):
            error = body[0].exc
            called = error.func if isinstance(error, ast.Call) else error
            if isinstance(called, ast.Name) and called.id == "NotImplementedError":
                return statement.name
    if isinstance(statement, ast.Assign) and len(statement.targets) == 1:
        target, value = statement.targets[0], statement.value
        if isinstance(target, ast.Name) and isinstance(value, ast.Constant) and value.value is None:
            return target.id
    return None


def _is_docstring(statement: ast.stmt) -> bool:
    return isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)


def questions(book: nbformat.NotebookNode) -> list[Question]:
    """The graded exercises of ``book``: cells that stub a name and call a package checker
    on it."""
    found = []
    for index, cell in enumerate(book.cells):
        if cell.cell_type != "code":
            continue
        try:
            tree = ast.parse(cell.source)
        except SyntaxError:  # IPython syntax: not an exercise cell
            continue
        stubs = {stub_of(s): s for s in tree.body if stub_of(s)}
        for statement in tree.body:
            call = statement.value if isinstance(statement, ast.Expr) else None
            if not (
                isinstance(call, ast.Call)
                and isinstance(call.func, ast.Name)
                and call.func.id in CHECKERS
            ):
                continue
            names = [a.id for a in call.args if isinstance(a, ast.Name) and a.id in stubs]
            if names:
                source = ast.get_source_segment(cell.source, call) or ""
                found.append(Question(names[0], index, [stubs[n] for n in names], source, names))
    return found


def solution_source(solutions: str, names: list[str]) -> str:
    """The solutions file's imports and its definitions of ``names``, as source (whole lines,
    decorators and comments at their ends included)."""
    lines = solutions.split("\n")

    def whole(statement: ast.stmt) -> str:
        decorators = getattr(statement, "decorator_list", [])
        first = min([statement.lineno, *(d.lineno for d in decorators)])
        return "\n".join(lines[first - 1 : statement.end_lineno])

    tree = ast.parse(solutions)
    kept = [whole(s) for s in tree.body if isinstance(s, (ast.Import, ast.ImportFrom))]
    for name in names:
        for s in tree.body:
            defined = s.name if isinstance(s, ast.FunctionDef) else None
            if isinstance(s, ast.Assign):
                defined = next((t.id for t in s.targets if isinstance(t, ast.Name)), None)
            if defined == name:
                kept.append(whole(s))
                break
        else:
            raise SystemExit(f"the solutions file defines no {name}: add it, or unstub it")
    return "\n\n".join(kept)


def solved_cell(source: str, question: Question, solutions: str) -> str:
    """The exercise cell with its stubs replaced by an Otter solution block (the stubs stay
    the student's prompt)."""
    lines = source.split("\n")
    first = min(s.lineno for s in question.stubs) - 1
    last = max(s.end_lineno or s.lineno for s in question.stubs)
    prompt = "\n".join(lines[first:last])
    block = [
        "# BEGIN SOLUTION NO PROMPT",
        solution_source(solutions, question.arguments),
        "# END SOLUTION",
        '""" # BEGIN PROMPT',
        prompt,
        '""" # END PROMPT',
    ]
    return "\n".join([*lines[:first], *block, *lines[last:]])


def test_cells(question: Question, classes: tuple[str, ...]) -> list[str]:
    """Otter's exception-based test cells for ``question``: one per class of node (one for
    the whole check when ``classes`` is empty), each worth 1 point."""
    checker = question.call.split("(", 1)[0]
    cells = []
    for node_class in classes or (None,):
        label = CLASS_NAME[node_class] if node_class else "the whole check"
        suffix = f"_{node_class.lower()}" if node_class else ""
        argument = f", {node_class!r}" if node_class else ""
        cells.append(
            textwrap.dedent(
                f'''\
                """ # BEGIN TEST CONFIG
                points: 1
                success_message: "{label}: right"
                """ # END TEST CONFIG
                def test_{question.name}{suffix}({", ".join(question.arguments)}):
                    from gamesearch.exercises import {checker}
                    from gamesearch.exercises.grading import assert_right

                    assert_right({question.call}{argument})
                '''
            )
        )
    return cells


def init_cell(notebook: Path) -> nbformat.NotebookNode:
    """The notebook's first cell, locked as Otter Assign locks its own: ``grader`` is
    otter's Notebook where otter-grader is installed, and elsewhere (the site) a runner of
    the same tests (:mod:`gamesearch.exercises.grader`)."""
    source = (
        "# Initialize the grader: otter-grader's where it is installed, elsewhere (as in the\n"
        "# course's site) gamesearch's runner of the same tests\n"
        "from gamesearch.exercises.grader import notebook_grader\n\n"
        f'grader = notebook_grader("{notebook.name}")'
    )
    return cast(
        nbformat.NotebookNode,
        nbformat.v4.new_code_cell(source, metadata={"deletable": False, "editable": False}),
    )


def raw(source: str) -> nbformat.NotebookNode:
    return cast(nbformat.NotebookNode, nbformat.v4.new_raw_cell(source))


def master(notebook: Path, wheel: Path, python: str) -> nbformat.NotebookNode | None:
    """The Otter Assign master notebook for ``notebook``, graded on the Python release line
    ``python`` (``3.14``: conda's newest 3.14); None if it has no graded exercise."""
    book: nbformat.NotebookNode = nbformat.read(notebook, as_version=4)
    found = questions(book)
    if not found:
        return None
    solutions = (SOLUTIONS / f"{notebook.stem}.py").read_text(encoding="utf-8")
    namespace: dict[str, Any] = {}
    exec(compile(solutions, str(SOLUTIONS / f"{notebook.stem}.py"), "exec"), namespace)
    by_cell = {q.cell: q for q in found}
    config = {
        "name": notebook.stem,
        "requirements": "requirements.txt",
        "python_version": python,
        "autograder_files": [wheel.name],
        "init_cell": False,  # init_cell() instead
        "export_cell": {"pdf": False, "run_tests": False},
        "generate": {"pdf": False, "show_stdout": True},
        "tests": {"files": True, "ok_format": False},
    }
    cells = [raw("# ASSIGNMENT CONFIG\n" + json.dumps(config, indent=2)), init_cell(notebook)]
    for index, cell in enumerate(book.cells):
        if cell.cell_type == "markdown":
            cell = nbformat.from_dict({**cell, "source": SOLUTIONS_SECTION.sub("", cell.source)})
            if not cell.source.strip():
                continue
        question = by_cell.get(index)
        if question is None:
            cells.append(cell)
            continue
        check = eval(f"lambda: {question.call}", {**vars(gamesearch.exercises), **namespace})
        classes = node_classes(check())
        header = f"# BEGIN QUESTION\nname: {question.name}\npoints: {[1] * max(1, len(classes))}"
        if cells[-1].cell_type == "markdown":  # the exercise's text is the question's prompt
            cells.insert(len(cells) - 1, raw(header))
        else:
            cells.append(raw(header))
        solved = nbformat.from_dict(
            {**cell, "source": solved_cell(cell.source, question, solutions)}
        )
        cells += [raw("# BEGIN SOLUTION"), solved, raw("# END SOLUTION")]
        cells.append(raw("# BEGIN TESTS"))
        cells += [nbformat.v4.new_code_cell(source) for source in test_cells(question, classes)]
        cells += [raw("# END TESTS"), raw("# END QUESTION")]
    book.cells = cells
    return book


def run(command: list[str | Path], cwd: Path = ROOT) -> None:
    print("+", " ".join(map(str, command)), flush=True)
    subprocess.run(list(map(str, command)), check=True, cwd=cwd)


def otter_pin() -> Requirement:
    """The otter-grader that pyproject's ``grading`` extra pins."""
    return next(
        Requirement(text)
        for text in metadata.requires("gamesearch") or []
        if Requirement(text).name == "otter-grader"
    )


def otter() -> list[str]:
    """The otter command of this environment, once the installed otter-grader is the one
    pyproject's ``grading`` extra pins."""
    pin = otter_pin()
    try:
        found = metadata.version("otter-grader")
    except metadata.PackageNotFoundError:
        found = None
    if found is None or found not in pin.specifier:
        raise SystemExit(
            f"make assignments needs otter-grader{pin.specifier} (found: {found or 'none'}): "
            "pip install -e '.[grading]'"
        )
    return [sys.executable, "-m", "otter"]


def requirements(wheel: Path, versions: KernelVersions) -> list[str]:
    """The autograder's requirements: the wheel ``wheel`` as Gradescope unpacks it, and every
    package it needs at the version of the site's kernel."""
    pins = [f"{name}=={version}" for name, version in versions.packages.items()]
    return [f"{GRADESCOPE_FILES}/{wheel.name}", *pins]


def check_installable(wheel: Path, versions: KernelVersions) -> None:
    """Stop the build, naming the conflict, unless pip can install the autograder's
    requirements with the otter-grader of the zip on x86-64 Linux and the kernel's Python,
    from wheels (a dry run against the package index: nothing is installed)."""
    pinned = ["otter-grader[grading,plugins]" + str(otter_pin().specifier), str(wheel)]
    pinned += requirements(wheel, versions)[1:]
    python = versions.python_line
    # x86-64 Linux's wheels, by tag: pip matches each tag exactly, and some wheels carry only
    # manylinux2014, the old name of manylinux_2_17
    tags = ["manylinux2014", *(f"manylinux_2_{glibc}" for glibc in range(17, 29))]
    platforms = [f"--platform={tag}_x86_64" for tag in tags]
    command = [
        *(sys.executable, "-m", "pip", "install", "--dry-run", "--quiet", "--ignore-installed"),
        *(f"--python-version={python}", *platforms, "--only-binary=:all:"),
        *("--target", str(OUT / "dry-run"), *pinned),
    ]
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        errors = [line for line in done.stderr.splitlines() if line.startswith("ERROR")]
        raise SystemExit(
            f"make assignments: pip cannot install the autograder's packages on Python "
            f"{python} (the versions of the site's kernel, with otter-grader): "
            + " ".join(errors or done.stderr.splitlines()[-3:])
        )


def assign(notebook: Path, wheel: Path, versions: KernelVersions, out: Path = OUT) -> Path | None:
    """Otter Assign's student and autograder folders for ``notebook`` in ``out/NN_*`` (None if
    it has no graded exercise), its zip with ``wheel`` and the packages of ``versions``. The
    solved notebook is graded by :func:`check_solved`, not by Assign's own run of the same
    tests."""
    book = master(notebook, wheel, versions.python_line)
    if book is None:
        return None
    source = out / "source" / notebook.stem
    shutil.rmtree(source, ignore_errors=True)
    source.mkdir(parents=True)
    shutil.copy2(wheel, source / wheel.name)
    (source / "requirements.txt").write_text("\n".join(requirements(wheel, versions)) + "\n")
    nbformat.write(book, source / notebook.name)
    target = out / notebook.stem
    shutil.rmtree(target, ignore_errors=True)
    command: list[str | Path] = [
        "assign",
        "--no-pdfs",
        "--no-run-tests",
        source / notebook.name,
        target,
    ]
    run([*otter(), *command], cwd=source)
    return target


def autograder_zip(assignment: Path) -> Path:
    """The zip to upload to Gradescope as ``assignment``'s autograder."""
    (path,) = (assignment / "autograder").glob("*.zip")
    return path


def grade(assignment: Path, submission: Path, results: Path) -> dict[str, Any]:
    """``otter run`` of ``submission`` with ``assignment``'s zip, its results in ``results``:
    a row of the score of each question, the total and the points possible."""
    shutil.rmtree(results, ignore_errors=True)
    results.mkdir(parents=True)
    zip_file = autograder_zip(assignment)
    run([*otter(), "run", "--no-logo", "-a", zip_file, "-o", results, submission])
    scores = json.loads((results / "results.json").read_text(encoding="utf-8"))
    tests = [test for test in scores["tests"] if "score" in test]  # not the public summary
    return {
        "assignment": assignment.name,
        "submission": shown(submission),
        **{test["name"]: test["score"] for test in tests},
        "total": sum(test["score"] for test in tests),
        "possible": sum(test["max_score"] for test in tests),
        "build": recorded_build(nbformat.read(submission, as_version=4)) or "",
    }


def recorded_build(book: nbformat.NotebookNode) -> str | None:
    """The build id of gamesearch that ``book`` records it ran on (the output of its grader's
    first cell, :func:`gamesearch.exercises.grader.show_build`); None if it records none, or
    ran on a source checkout."""
    for cell in book.cells:
        for output in cell.get("outputs", []):
            record = output.get("metadata", {}).get(BUILD_METADATA)
            if isinstance(record, dict):
                found = record.get("id")
                return found if isinstance(found, str) else None
    return None


def wheel_build(wheel: Path) -> str | None:
    """The build id ``wheel`` carries (None: built without one)."""
    with zipfile.ZipFile(wheel) as archive:
        try:
            record = json.loads(archive.read(f"gamesearch/static/{BUILD_FILE}"))
        except KeyError:
            return None
    return str(record["id"])


def other_builds(rows: list[dict[str, Any]], grading: str | None) -> list[str]:
    """A line for each graded notebook that records a build other than ``grading``, the
    build this run grades with: its score may differ from what it showed when handed in."""
    return [
        f"{row['submission']}: worked on gamesearch build {row['build']}, graded with build "
        f"{grading}: a score that differs from what grader.check showed may come from the "
        "change between them"
        for row in rows
        if row.get("build") and row["build"] != grading
    ]


def check_solved(assignment: Path) -> dict[str, Any]:
    """The solved notebook graded: it must earn every point, or the build stops."""
    solved = assignment / "autograder" / f"{assignment.name}.ipynb"
    row = grade(assignment, solved, assignment / "results" / "solved")
    if row["total"] != row["possible"]:
        raise SystemExit(
            f"{assignment.name}: the solutions earn {row['total']} of {row['possible']} "
            f"points ({assignment / 'results' / 'solved' / 'results.json'} says where)"
        )
    return row


def check_unsolved(assignment: Path) -> dict[str, Any]:
    """The student notebook as handed out, graded: it must earn nothing (a question that an
    unanswered stub passes stops the build)."""
    unsolved = assignment / "student" / f"{assignment.name}.ipynb"
    row = grade(assignment, unsolved, assignment / "results" / "unsolved")
    if row["total"] != 0:
        raise SystemExit(
            f"{assignment.name}: the notebook as handed out earns {row['total']} points "
            f"({assignment / 'results' / 'unsolved' / 'results.json'} says where)"
        )
    return row


@dataclass(frozen=True)
class Submission:
    """A student's notebook to grade as ``assignment``; ``by_file_name`` when its metadata
    names no assignment and its file name did."""

    path: Path
    assignment: str
    by_file_name: bool = False


def assignment_named(book: nbformat.NotebookNode) -> str | None:
    """The assignment a notebook's metadata names: Otter Assign writes it into the student
    notebook (``metadata.otter.assignment_name``), and ``otter run`` grades a notebook only
    with the zip of that assignment."""
    name = book.metadata.get("otter", {}).get("assignment_name")
    return name if isinstance(name, str) else None


def match_submissions(folder: Path, assignments: list[str]) -> tuple[list[Submission], list[str]]:
    """Every notebook under ``folder`` matched to one of ``assignments`` by the assignment its
    metadata names, whatever its file name (the site's File › Download names it
    ``assignments_03_…_03_….ipynb``, say); a notebook without that metadata (a copy made
    before it was written) by the one assignment its file name contains, and said so.

    Returns the matches, in path order, and a line for each notebook not graded, naming it
    and what to do. Notebooks in hidden folders (JupyterLab's ``.ipynb_checkpoints``) are
    copies, left out, and counted in one line."""
    matched: list[Submission] = []
    said: list[str] = []
    paths = sorted(folder.glob("**/*.ipynb"))
    if not paths:
        said.append(f"{folder}: no notebook (.ipynb) in it or its folders: nothing graded")
    hidden = [p for p in paths if any(part.startswith(".") for part in p.relative_to(folder).parts)]
    if hidden:
        copies = "notebook" if len(hidden) == 1 else "notebooks"
        said.append(
            f"{folder}: {len(hidden)} {copies} in hidden folders (.ipynb_checkpoints) left out"
        )
    hint = (
        "hand in the notebook of the assignment, saved from where it was worked on "
        f"(File › Download in the site), or rename it to contain its assignment's name, one of "
        f"{', '.join(assignments)}"
    )
    for path in paths:
        if path in hidden:
            continue
        try:
            book = nbformat.read(path, as_version=4)
        except Exception as error:  # nbformat raises several kinds for a damaged file
            said.append(f"{path}: not graded: not a notebook nbformat can read ({error}); {hint}")
            continue
        named = assignment_named(book)
        if named in assignments:
            matched.append(Submission(path, named))
        elif named is not None:
            said.append(
                f"{path}: not graded: it is a notebook of assignment {named}, which this run "
                f"does not grade (it grades {', '.join(assignments)}): run make assignments "
                "without names, or with that one"
            )
        else:
            found = [name for name in assignments if name in path.name]
            if len(found) == 1:
                matched.append(Submission(path, found[0], by_file_name=True))
                said.append(
                    f"{path}: graded as {found[0]} by its file name: its metadata names no "
                    "assignment (a copy made before make assignments wrote it there?)"
                )
            else:
                said.append(
                    f"{path}: not graded: its metadata names no assignment and its file name "
                    f"{'names several' if found else 'none'}; {hint}"
                )
    return matched, said


def grade_submission(assignment: Path, submission: Submission, results: Path) -> dict[str, Any]:
    """:func:`grade` of ``submission``, its row naming the notebook handed in. A notebook
    matched by its file name is graded as a copy that names its assignment, as ``otter run``
    requires."""
    path = submission.path
    if submission.by_file_name:
        book = nbformat.read(path, as_version=4)
        book.metadata.setdefault("otter", {})["assignment_name"] = submission.assignment
        copy = results.with_name(f"{results.name}-notebook") / path.name
        copy.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(book, copy)
        path = copy
    return {**grade(assignment, path, results), "submission": shown(submission.path)}


def shown(path: Path) -> str:
    """How grades.csv names a notebook: its path from the checkout if it is inside it, else
    its absolute path (one name whichever folder make runs in)."""
    path = path.resolve()
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def write_grades(path: Path, rows: list[dict[str, Any]]) -> None:
    """Write ``rows`` into the grades file at ``path``: a row replaces the one of the same
    assignment and notebook, every other row is kept, so a run for one assignment keeps the
    others' grades. Rows are sorted by assignment and notebook. The header is
    :data:`GRADE_COLUMNS`, then one column per question, in the order questions were first
    written (a new one is added at the end, none moves); a row leaves the questions of
    other assignments empty."""
    kept: list[dict[str, Any]] = []
    questions: list[str] = []
    if path.exists():
        with path.open(newline="", encoding="utf-8") as f:
            reader = csv.DictReader(f)
            kept = list(reader)
            questions = [c for c in reader.fieldnames or [] if c not in GRADE_COLUMNS]
    new = {(row["assignment"], row["submission"]) for row in rows}
    kept = [row for row in kept if (row["assignment"], row["submission"]) not in new]
    for row in rows:
        questions += [c for c in row if c not in GRADE_COLUMNS and c not in questions]
    every = sorted([*kept, *rows], key=lambda row: (row["assignment"], row["submission"]))
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, [*GRADE_COLUMNS, *questions])
        writer.writeheader()
        writer.writerows(every)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("notebooks", nargs="*", help="e.g. 03_null_window_search (default: all)")
    parser.add_argument("--submissions", type=Path, help="a folder of students' notebooks")
    args = parser.parse_args(argv)
    chosen = sorted(NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))
    if args.notebooks:
        chosen = [NOTEBOOKS / f"{name.removesuffix('.ipynb')}.ipynb" for name in args.notebooks]
    if args.submissions and not args.submissions.is_dir():
        raise SystemExit(f"--submissions {args.submissions}: no such folder")
    otter()
    wheel = build_wheel(OUT / "dist")
    versions = kernel_versions(selected(), wheel, OUT)
    check_installable(wheel.path, versions)
    made = (assign(notebook, wheel.path, versions) for notebook in chosen)
    built = {a.name: a for a in made if a is not None}
    rows = [check_solved(a) for a in built.values()]
    said: list[str] = []
    if args.submissions:
        matched, said = match_submissions(args.submissions, list(built))
        for k, submission in enumerate(matched):
            assignment = built[submission.assignment]
            results = assignment / "results" / str(k)
            try:
                rows.append(grade_submission(assignment, submission, results))
            except subprocess.CalledProcessError as error:  # one notebook's, not the run's
                said.append(
                    f"{submission.path}: not graded: otter run stopped with exit status "
                    f"{error.returncode} (its output is above); {results} holds what it wrote"
                )
    else:
        rows += [check_unsolved(a) for a in built.values()]
    write_grades(OUT / "grades.csv", rows)
    for row in rows:
        print(f"{row['submission']}: {row['total']} of {row['possible']}")
    for line in [*said, *other_builds(rows, wheel_build(wheel.path))]:
        print(line)
    print(
        f"assignments: {OUT}: in each NN_*/, student/ to hand out, autograder/*.zip for "
        f"Gradescope (gamesearch build {wheel_build(wheel.path)}, on Python "
        f"{versions.python} with the site's versions of its packages); the grades in "
        f"{OUT / 'grades.csv'}"
    )


if __name__ == "__main__":
    main()

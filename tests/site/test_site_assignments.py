"""The site carries the student notebooks of make assignments, with their tests, and their
``grader.check`` answers there, offline."""

import json
from pathlib import Path

import make_assignments
import nbformat
from lite import (
    ASSIGNMENT,
    SHOTS,
    cell_outputs,
    failed_outputs,
    open_notebook,
    run_all,
    run_cell,
    site_lock,
    texts,
)
from site_build import build, config, contents
from site_build import lock as lock_module
from site_build.lock import Wheel


def test_built_student_notebooks_are_staged_with_their_tests(tmp_path):
    student = tmp_path / "assignments" / "03_null_window_search" / "student"
    (student / "tests").mkdir(parents=True)
    (student / "tests" / "alphabeta0.py").write_text("OK_FORMAT = False\n")
    book = {"cells": [], "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4}
    (student / "03_null_window_search.ipynb").write_text(json.dumps(book))
    contents.stage_contents(tmp_path / "contents", tmp_path / "assignments")
    staged = tmp_path / "contents" / "assignments" / "03_null_window_search"
    assert (staged / "tests" / "alphabeta0.py").read_text() == "OK_FORMAT = False\n"
    notebook = json.loads((staged / "03_null_window_search.ipynb").read_text())
    assert notebook["metadata"]["kernelspec"] == config.KERNELSPEC
    assert (tmp_path / "contents" / "03_null_window_search.ipynb").exists()  # the course too


def site_wheel(site: Path) -> Path:
    """gamesearch's wheel as the site's kernel loads it."""
    (wheel,) = (site / "static" / "pyodide").glob("gamesearch-*.whl")
    return wheel


def test_the_autograder_pins_what_the_site_s_kernel_loads(site, tmp_path):
    """make assignments' pins (site_build.build.kernel_versions) are the versions in the built
    site's lock of gamesearch, its charts and everything they need, but the kernel's
    stand-ins for the browser; its Python is the lock's."""
    lock = site_lock(site)
    wheel = Wheel.read(site_wheel(site))
    versions = build.kernel_versions(config.selected(), wheel, tmp_path)
    in_site = {
        name: entry["version"]
        for name, entry in lock_module.needed(lock, ["gamesearch", *config.FROM_CDN]).items()
    }
    assert versions.python == lock["info"]["python"]
    assert versions.packages.items() <= in_site.items()
    assert in_site.keys() - versions.packages.keys() == {"gamesearch", "widgetsnbextension"}
    assert in_site["widgetsnbextension"].endswith(".999")  # the kernel's stand-in


def test_grader_check_answers_in_the_site_offline(site_browser, site):
    """The student notebook of 03 in the site, with the network refused: Run All runs every
    cell, the grader's cell names the build of gamesearch and the Python it runs on (so the
    saved hand-in records them), each ``grader.check`` scores the stubs as handed out (0
    points, saying why), and once exercise 1 holds the shipped solution, its check earns
    every point. The grader there is gamesearch's runner of the same test files (otter
    cannot load offline)."""
    base, browser = site_browser
    path = f"assignments/{ASSIGNMENT.stem}/{ASSIGNMENT.name}"
    page = open_notebook(browser, base, path).page
    run_all(page)
    errors = failed_outputs(page)
    assert not errors, f"{len(errors)} failed outputs, the first:\n{errors[0][-2000:]}"
    cells = page.locator(".jp-Notebook .jp-CodeCell")
    sources = texts(page, ".jp-Notebook .jp-CodeCell .jp-InputArea-editor")
    outputs = cell_outputs(page)
    wheel = site_wheel(site)
    build_id, version = make_assignments.wheel_build(wheel), Wheel.read(wheel).version
    python = site_lock(site)["info"]["python"]
    assert outputs[0] == (
        f"This notebook runs gamesearch {version}, build {build_id}, on Python {python} "
        "(Pyodide, in the browser)."
    )
    checks = {s: o for s, o in zip(sources, outputs, strict=True) if s.startswith("grader.check")}
    assert [o.split("\n")[0] for o in checks.values()] == [
        "alphabeta0: 0 of 4 points",
        "decide: 0 of 1 point",
        "bisect: 0 of 1 point",
    ]
    assert "✘ leaves: " in checks['grader.check("alphabeta0")']

    # exercise 1 answered with the shipped solution, then checked again
    exercise = next(i for i, s in enumerate(sources) if "def alphabeta0(" in s)
    solutions = (ASSIGNMENT.parent / "solutions" / f"{ASSIGNMENT.stem}.py").read_text()
    answer = make_assignments.solution_source(solutions, ["alphabeta0"])
    call = next(q.call for q in make_assignments.questions(nbformat.read(ASSIGNMENT, 4)))
    cells.nth(exercise).locator(".cm-content").click()
    page.keyboard.press("Control+A")
    page.keyboard.insert_text(f"{answer}\n\n\n{call}")
    run_cell(page, cells.nth(exercise))
    check = sources.index('grader.check("alphabeta0")')
    run_cell(page, cells.nth(check))
    page.wait_for_function(
        """n => document.querySelectorAll('.jp-Notebook .jp-CodeCell')[n]
             .querySelector('.jp-OutputArea-output')?.textContent
             .startsWith('alphabeta0: 4 of 4 points')""",
        arg=check,
        timeout=60_000,
    )
    cells.nth(check).scroll_into_view_if_needed()
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "site-assignment-03-check.png"))
    page.context.close()

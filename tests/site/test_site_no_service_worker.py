"""Homework in a browser that gives the site no service worker: one that blocks service
workers (the registration is answered, but no worker ever controls the page, as after a
hard reload too) and one without them (``navigator.serviceWorker`` absent, as in some
private windows). In each, offline, the assignment's kernel starts, ``grader.check`` finds
the assignment's tests, and ``%load`` fills its cell from the open course's solutions:
the kernel starts without a drive, in a copy of the site's files (the patches "a drive only
where it is served" and "start from the memory snapshot")."""

import pytest
from lite import ASSIGNMENT, LECTURE, run_new_first_cell, wait_for_kernel

#: How each kind of browser is made: the context's service workers, and a script run first
#: in every page.
BROWSERS = {
    "blocked": ("block", None),
    "absent": ("allow", "delete Navigator.prototype.serviceWorker;"),
}
SOLUTIONS = ASSIGNMENT.parent / "solutions" / f"{ASSIGNMENT.stem}.py"


@pytest.mark.parametrize("kind", BROWSERS)
def test_homework_works_without_a_service_worker(site_browser, kind):
    base, browser = site_browser
    service_workers, script = BROWSERS[kind]
    context = browser.new_context(viewport=LECTURE, service_workers=service_workers)
    if script:
        context.add_init_script(script)
    page = context.new_page()
    page.set_default_timeout(60_000)
    page.goto(f"{base}/lab/index.html?path=assignments/{ASSIGNMENT.stem}/{ASSIGNMENT.name}")
    page.locator(".jp-Notebook .jp-Cell").first.wait_for()
    assert not page.evaluate("() => navigator.serviceWorker?.controller ?? null")
    wait_for_kernel(page)
    code = (
        "from gamesearch.exercises.grader import notebook_grader\n"
        f'notebook_grader("{ASSIGNMENT.name}").check("decide")'
    )
    said = run_new_first_cell(page, code).locator(".jp-OutputArea-output")
    assert said.first.inner_text().startswith("This notebook runs gamesearch ")
    checked = said.last.inner_text()
    assert checked.startswith("decide: 0 of 1 point"), checked  # its tests were found

    # the open course's solutions, beside the course's notebooks, two folders up
    cell = run_new_first_cell(page, f"%load ../../solutions/{SOLUTIONS.name}")
    first_line = SOLUTIONS.read_text(encoding="utf-8").splitlines()[0]
    cell.locator(".cm-content", has_text=first_line).wait_for()  # the file replaced the cell
    context.close()

"""The built site in Debian's Chromium with the network refused: 03 opens (cross-origin
isolated by the site's service worker), the Pyodide kernel starts, a player steps, its quiz
is answered (axe-core finds nothing inside the players, asking or answered), exercise 1 is
run, then filled with ``%load`` from the solutions and solved; Kernel › Restart brings a new
kernel while a cell runs, and Kernel › Interrupt stops a runaway search within seconds.
Nothing is fetched from outside localhost but Pyodide's compiled packages (see lite.py for
how every request is seen).
"""

import re
import time
from pathlib import Path

import nbformat
from axe import describe, violations
from lite import SHOTS, failed_outputs, menu, open_notebook, run_cell, wait_for_kernel
from site_build import snapshot

NOTEBOOK = "03_null_window_search.ipynb"
ROOT = Path(__file__).resolve().parents[2]
LOAD = "%load solutions/03_null_window_search.py"
#: A player a cell run has made (a live widget), not one of the saved outputs (text/html)
#: the site shows on open.
LIVE = ".jp-OutputArea-output:not([data-mime-type='text/html']) .gs-player"


def cells_until(code: str) -> int:
    """The index of 03's first cell whose source holds ``code`` (counted from the notebook:
    Shift+Enter that many times and once more runs every cell up to it)."""
    book = nbformat.read(ROOT / "notebooks" / NOTEBOOK, as_version=4)
    return next(i for i, cell in enumerate(book.cells) if code in cell.source)


def test_03_runs_and_steps_in_the_site_with_nothing_from_outside(site_browser, outside):
    base, browser = site_browser
    opened = open_notebook(browser, base, NOTEBOOK)
    page = opened.page
    wait_for_kernel(page)
    cells = page.locator(".jp-Notebook .jp-Cell")
    cells.first.click()
    players = page.locator(LIVE)
    for _ in range(cells_until("quiz=True") + 1):  # every cell up to 03's quiz, its second player
        page.keyboard.press("Shift+Enter")
    player = players.first
    try:
        player.wait_for(timeout=120_000)
    except Exception:
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / "site-03-no-player.png"))
        print("prompts:", page.locator(".jp-InputPrompt").all_inner_texts()[:14])
        print(
            "status:",
            page.locator(".jp-Notebook-ExecutionIndicator").first.get_attribute("data-status"),
        )
        print(
            "focus:",
            page.evaluate(
                "() => document.activeElement && document.activeElement.outerHTML.slice(0, 300)"
            ),
        )
        print("outputs:", failed_outputs(page))
        print("requests:", opened.urls()[-15:])
        raise
    count = player.locator(".count")
    first = count.inner_text()
    for _ in range(5):
        player.get_by_role("button", name="Forward").click()
    assert count.inner_text().startswith("5 /"), (first, count.inner_text())
    # 03's quiz (its next player): step on until a question is asked, and answer it
    quizzed = players.filter(has=page.get_by_role("button", name=re.compile(r"^Quiz \d")))
    quizzed.first.wait_for(timeout=120_000)
    quizzed.first.scroll_into_view_if_needed()
    player = quizzed.first
    choices = player.locator(".quiz .choices button")
    forward = player.get_by_role("button", name="Forward")
    for _ in range(40):
        if choices.count():
            break
        forward.click()
    found = violations(page, ".gs-player")  # axe-core, with the question open
    assert found == [], describe(found)
    choices.first.click()
    score = player.locator("button", has_text="Quiz")
    assert re.fullmatch(r"Quiz [01] / 1", score.inner_text().strip()), score.inner_text()
    found = violations(page, ".gs-player")  # and with its verdict shown
    assert found == [], describe(found)
    assert not failed_outputs(page)
    SHOTS.mkdir(parents=True, exist_ok=True)
    player.scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / "site-03-light.png"))
    # exercise 1: run as shipped, the checker asks for the function; %load brings the
    # solutions into the cell, as in JupyterLab, and with the checker's call they pass
    exercise = cells.nth(cells_until("def alphabeta0"))
    exercise.scroll_into_view_if_needed()
    verdict = exercise.locator(".jp-OutputArea-output")
    run_cell(page, exercise)
    verdict.first.wait_for(timeout=120_000)
    assert "write alphabeta0" in verdict.first.inner_text(), verdict.first.inner_text()
    source = exercise.locator(".cm-content")
    source.click()
    page.keyboard.press("Control+A")
    page.keyboard.insert_text(LOAD)
    run_cell(page, exercise)
    page.wait_for_function(
        "([e, t]) => e.innerText.startsWith(t)",
        arg=[source.element_handle(), f"# {LOAD}"],
        timeout=120_000,
    )
    assert "def alphabeta0(node, alpha, beta):" in source.inner_text()
    source.click()
    page.keyboard.press("Control+End")
    page.keyboard.insert_text(
        "\nfrom gamesearch.exercises.null_window import check_zero_width\n"
        "check_zero_width(alphabeta0)"
    )
    run_cell(page, exercise)
    page.wait_for_function(
        "e => e.innerText.includes('✔')", arg=exercise.element_handle(), timeout=120_000
    )
    assert "✘" not in verdict.first.inner_text()
    exercise.scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / "site-03-exercise.png"))

    # Kernel › Restart, even with a cell running: a new kernel, idle, that runs cells
    source.click()
    page.keyboard.press("Control+A")
    page.keyboard.insert_text('print("looping")\nwhile True:\n    pass')
    run_cell(page, exercise)
    output = exercise.locator(".jp-OutputArea").element_handle()
    page.wait_for_function("e => e.textContent.includes('looping')", arg=output)
    menu(page, "Kernel", "Restart Kernel…")
    page.get_by_role("button", name="Confirm Kernel Restart").click()
    page.wait_for_timeout(1000)
    wait_for_kernel(page, timeout=120)
    source.click()
    page.keyboard.press("Control+A")
    page.keyboard.insert_text("print('a new kernel', 'alphabeta0' in globals())")
    run_cell(page, exercise)
    page.wait_for_function(
        "e => e.innerText.includes('a new kernel False')", arg=exercise.element_handle()
    )

    leaving = sorted(set(opened.leaving()))
    print(f"\n{len(set(opened.urls()))} requests, {len(leaving)} outside localhost: {leaving}")
    assert set(leaving) <= set(outside), sorted(set(leaving) - set(outside))
    # the worker's own requests are among those seen: it fetched the packages' files
    assert any(url.endswith(f"/static/pyodide/{snapshot.FILES}") for url in opened.urls())
    page.context.close()


def test_03_in_the_dark_theme(site_browser):
    base, browser = site_browser
    page = open_notebook(browser, base, NOTEBOOK, "dark").page
    page.get_by_text("Settings", exact=True).first.click()
    page.get_by_text("Theme", exact=True).first.hover()
    page.get_by_text("JupyterLab Dark", exact=True).first.click()
    wait_for_kernel(page)
    page.locator(".jp-Notebook .jp-Cell").first.click()
    for _ in range(cells_until("Stepper(") + 1):  # every cell up to 03's first player
        page.keyboard.press("Shift+Enter")
    page.locator(LIVE).first.wait_for(timeout=120_000)
    page.locator(LIVE).first.scroll_into_view_if_needed()
    background = page.evaluate("() => getComputedStyle(document.body).backgroundColor")
    assert background != "rgb(255, 255, 255)"
    page.screenshot(path=str(SHOTS / "site-03-dark.png"))
    page.context.close()


def test_a_runaway_search_stops_and_the_notebook_keeps_its_variables(site_browser):
    """``solve("reversi-6x6", depth=None)`` searches to the end of the game: minutes.
    Kernel › Interrupt stops it within seconds with SearchInterrupted (the page is
    cross-origin isolated, so Pyodide reads its interrupt buffer: interrupt.js and
    site_kernel), which also turns off the time limit the package gives a search under
    Pyodide where it cannot be interrupted; the kernel is back and keeps the notebook's
    variables."""
    base, browser = site_browser
    page = open_notebook(browser, base, NOTEBOOK).page
    wait_for_kernel(page)
    cells = page.locator(".jp-Notebook .jp-CodeCell")
    run_cell(page, cells.nth(0))  # 03's imports
    search = cells.nth(1)
    search.locator(".cm-content").click()
    page.keyboard.press("Control+A")
    page.keyboard.insert_text(
        'kept = "an earlier variable"\nprint("searching")\n'
        'runaway = solve("reversi-6x6", depth=None)'
    )
    run_cell(page, search)
    output = search.locator(".jp-OutputArea").element_handle()
    page.wait_for_function("e => e.textContent.includes('searching')", arg=output)
    page.wait_for_timeout(2000)
    asked = time.monotonic()
    menu(page, "Kernel", "Interrupt Kernel")
    try:
        page.wait_for_function(
            "e => e.textContent.includes('SearchInterrupted')", arg=output, timeout=10_000
        )
        wait_for_kernel(page, timeout=10)
    except Exception:
        print("status:", page.locator(".jp-StatusBar-TextItem").all_inner_texts())
        print("output:", search.locator(".jp-OutputArea").text_content()[-1500:])
        raise
    print(f"\ninterrupted, and the kernel idle, {time.monotonic() - asked:.1f} s after asking")
    search.scroll_into_view_if_needed()
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "site-interrupted.png"))
    assert "browser's time limit" not in search.locator(".jp-OutputArea").text_content()
    after = cells.nth(2)
    after.locator(".cm-content").click()
    page.keyboard.press("Control+A")
    page.keyboard.insert_text(
        "from gamesearch.search import limits\n"
        "print(kept, '|', 'runaway' in globals(), '|', limits.BROWSER_TIME_LIMIT)"
    )
    run_cell(page, after)
    page.wait_for_function(
        "e => e.textContent.includes('an earlier variable | False | None')",
        arg=after.locator(".jp-OutputArea").element_handle(),
    )
    page.context.close()

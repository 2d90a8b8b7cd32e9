"""The course's links, as a class uses them: each ``?path=`` link opens its notebook alone, with
one kernel, however many links were followed before in the same browser (JupyterLab would
reopen every earlier notebook, each with its own kernel: the patch "one tab per link"); and
the student's own edits stay."""

import time
from pathlib import Path

from lite import open_notebook, save, wait_for_kernel

NOTEBOOKS = sorted(
    p.name for p in (Path(__file__).resolve().parents[2] / "notebooks").glob("[0-9][0-9]_*.ipynb")
)
#: Whether a kernel has started in the page.
KERNEL_STARTED = "() => !window.jupyterapp.serviceManager.kernels.running().next().done"
#: Whether the site's storage holds notebook ``p`` with the text ``s`` in a cell.
STORED = """async ([p, s]) => {
  if (!window.jupyterapp) return false; // the page is still starting
  const contents = window.jupyterapp.serviceManager.contents;
  const m = await contents.get(p, {type: "notebook", content: true});
  return m.content.cells.some((c) => [].concat(c.source).join("").includes(s));
}"""
#: The notebooks open in the main area, and the kernels running in the page.
OPEN = """() => ({
  docs: [...window.jupyterapp.shell.widgets("main")].map((w) => w.title.label),
  kernels: [...window.jupyterapp.serviceManager.kernels.running()].length,
})"""


def test_ten_links_in_turn_open_ten_notebooks_one_at_a_time_with_one_kernel(site_browser):
    base, browser = site_browser
    opened = open_notebook(browser, base, NOTEBOOKS[0])
    page = opened.page
    seen = []
    for notebook in NOTEBOOKS:
        began = time.monotonic()
        if notebook != NOTEBOOKS[0]:
            page.goto(f"{base}/lab/index.html?path={notebook}")
        page.locator(".jp-Notebook .jp-Cell >> visible=true").first.wait_for()
        # a restored notebook would start its kernel as the page opens, as this one does
        page.wait_for_function(KERNEL_STARTED)
        page.wait_for_timeout(1000)
        state = page.evaluate(OPEN)
        seen.append((notebook, state, round(time.monotonic() - began, 1)))
        assert state == {"docs": [notebook], "kernels": 1}, seen
    wait_for_kernel(page)  # and the last one's kernel starts, alone
    print("\n".join(f"{n}: its kernel started after {s} s" for n, _, s in seen))
    page.context.close()


def test_a_link_keeps_the_students_edits(site_browser):
    """Only the layout is cleared: a notebook edited and saved keeps the edit in the site's
    storage when a link opens it again after another link."""
    base, browser = site_browser
    page = open_notebook(browser, base, NOTEBOOKS[0]).page
    wait_for_kernel(page)
    editor = page.locator(".jp-Notebook .jp-CodeCell").first.locator(".cm-content")
    editor.click()
    page.keyboard.press("Control+End")
    page.keyboard.insert_text("\n# my note")
    page.wait_for_function("e => e.textContent.includes('# my note')", arg=editor.element_handle())
    save(page, NOTEBOOKS[0])
    page.goto(f"{base}/lab/index.html?path={NOTEBOOKS[1]}")
    page.locator(".jp-Notebook .jp-Cell >> visible=true").first.wait_for()
    page.goto(f"{base}/lab/index.html?path={NOTEBOOKS[0]}")
    page.wait_for_function(STORED, arg=[NOTEBOOKS[0], "# my note"])
    page.context.close()

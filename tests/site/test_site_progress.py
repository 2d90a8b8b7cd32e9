"""A long cell in the site says it is still working: the site's kernel shows one line, once
a cell has run site_kernel.PROGRESS_AFTER seconds, with its search's progress, and says how
long the cell took when it ends. The limit is set to 0 here, so that a short search shows
it on any machine."""

from lite import open_notebook, run_new_first_cell, wait_for_kernel

NOTEBOOK = "00_start_here.ipynb"


def test_a_search_past_the_limit_shows_progress_then_how_long_it_took(site_browser):
    base, browser = site_browser
    page = open_notebook(browser, base, NOTEBOOK).page
    wait_for_kernel(page)
    code = (
        "import site_kernel\n"
        "from gamesearch.search import solve\n"
        "site_kernel.PROGRESS_AFTER = 0\n"
        'solve("tictactoe", algorithm="alphabeta").value'
    )
    cell = run_new_first_cell(page, code)
    said = cell.locator(".jp-OutputArea-output").all_inner_texts()
    assert said[0].startswith("Done in ") and said[0].endswith(" s (1 search)."), said
    assert said[1] == "0", said  # the search's value, after the line
    page.context.close()

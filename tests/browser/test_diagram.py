"""Diagrams drawn in the browser where Graphviz's ``dot`` cannot run (no system program
needed): a page of diagram fragments (gamesearch.views.browser) served from a temporary
folder on 127.0.0.1 with every other request blocked, and a notebook in JupyterLab whose
kernel has no ``dot``, with a player (which needs no engine) before a diagram.
"""

import functools
import http.server
import re
import threading

import pytest
from IPython.core.formatters import DisplayFormatter
from lab import LECTURE, open_notebook, run_all_cells, running_lab, write_notebook

from gamesearch import assets
from gamesearch.games.trees import HIROI_TREE, PI_TREE
from gamesearch.search import solve
from gamesearch.trace import solution_tree
from gamesearch.views import render_tree

#: Every diagram fragment of the page: drawn, its note gone, its label kept.
DRAWN = """() => [...document.querySelectorAll('div.gs-graph')].map(g => ({
    label: g.getAttribute('aria-label'), state: g.dataset.gsDrawn,
    svg: !!g.querySelector(':scope > svg'), note: !!g.querySelector('.gs-graph-note'),
    width: g.querySelector(':scope > svg')?.getAttribute('width'),
    images: [...g.querySelectorAll('image')].map(i => i.getAttribute('href')) }))"""

#: Where a drawing puts its texts: what tells two layouts of one tree apart.
PLACES = (
    "svg => [...svg.querySelectorAll('text')]"
    ".map(t => `${t.getAttribute('x')},${t.getAttribute('y')}`)"
)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture
def served(tmp_path):
    """``tmp_path`` served on 127.0.0.1; yields (folder, base url)."""
    handler = functools.partial(QuietHandler, directory=str(tmp_path))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield tmp_path, f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        server.server_close()


def html_of(picture):
    return DisplayFormatter().format(picture)[0]["text/html"]


def local_page(browser, base):
    """A page that may load from ``base`` only; returns it with its errors and requests."""
    page = browser.new_page(viewport=LECTURE)
    errors, failed, elsewhere = [], [], []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("requestfailed", lambda request: failed.append(request.url))

    def only_local(route):
        if route.request.url.startswith(base):
            route.continue_()
        else:
            elsewhere.append(route.request.url)
            route.abort()

    page.route("**/*", only_local)
    return page, errors, failed, elsewhere


def test_diagram_fragments_draw_in_the_browser_with_no_network(
    browser, served, hide_dot, monkeypatch
):
    monkeypatch.setattr(assets, "_engine_sent", False)  # this page is the first to get it
    plain = render_tree(solve(HIROI_TREE, algorithm="nws", gamma=4, trace=True).trace)
    boards = render_tree(solve("tictactoe", moves="b2 a1 c3 a3 a2", trace=True).trace, boards=True)
    wide = render_tree(solve(PI_TREE, algorithm="minimax", trace=True).trace)
    later = render_tree(solve(PI_TREE, algorithm="alphabeta", trace=True).trace, align="left")
    assert wide.wide is not None
    first = html_of(plain)
    assert first.count("data-gamesearch-engine") == 1  # once a page: the first fragment
    body = first + html_of(boards) + html_of(wide)
    # a fragment added to the page later, with no script of its own (the observer draws it)
    added = re.sub(r"<script.*?</script>", "", html_of(later), flags=re.S)
    folder, base = served
    (folder / "page.html").write_text(
        f'<!doctype html><html lang="en"><meta charset="utf-8"><body>{body}</body></html>',
        encoding="utf-8",
    )
    page, errors, failed, elsewhere = local_page(browser, base)
    page.goto(f"{base}/page.html")
    done = "() => [...document.querySelectorAll('div.gs-graph')].every(g => g.dataset.gsDrawn)"
    page.wait_for_function(done, timeout=60_000)
    page.evaluate("html => document.body.insertAdjacentHTML('beforeend', html)", added)
    page.wait_for_function(
        "() => document.querySelectorAll('div.gs-graph > svg').length === 4", timeout=30_000
    )
    graphs = page.evaluate(DRAWN)
    assert [g["label"] for g in graphs] == [d.description for d in (plain, boards, wide, later)]
    states = [(g["state"], g["svg"], g["note"]) for g in graphs]
    assert states == [("yes", True, False)] * 4, states
    images = re.findall(r'<IMG SRC="([^"]+)"', boards.source)
    assert len(images) > 3 and len(graphs[1]["images"]) == len(images)
    assert all(href.startswith("data:image/svg+xml;base64,") for href in graphs[1]["images"])
    # the centred layout of the wide tree is wider than the column, so the left one is drawn
    layouts = page.evaluate(
        f"""dots => globalThis.gamesearchGraphviz.ready.then(viz => dots.map(dot => {{
            const svg = viz.renderSVGElement(dot);
            return [svg.getAttribute('width'), ({PLACES})(svg)]; }}))""",
        [wide.source, wide.wide.source],
    )
    (centred_width, centred), (_, left) = layouts
    drawn = page.evaluate(f"() => ({PLACES})(document.querySelectorAll('div.gs-graph > svg')[2])")
    assert float(centred_width.removesuffix("pt")) * 4 / 3 > 800  # the column, in px
    assert drawn == left != centred
    page.screenshot(path=str(folder / "diagrams.png"), full_page=True)
    assert errors == [] and failed == [] and elsewhere == []
    page.close()


def test_without_dot_in_jupyterlab_a_player_and_a_diagram_both_draw(browser, tmp_path, hide_dot):
    """The player lays its trees out itself and needs no Graphviz; the diagram after it
    carries the page's engine in its own output (the first of the session) and draws."""
    write_notebook(
        tmp_path / "nodot.ipynb",
        "# NODOT",
        "from gamesearch.games.trees import HIROI_TREE\n"
        "from gamesearch.search import solve\n"
        "from gamesearch.views import render_tree\n"
        "from gamesearch.widgets import Stepper\n"
        "result = solve(HIROI_TREE, algorithm='nws', gamma=4, trace=True)\n"
        "Stepper(result)",
        "render_tree(result.trace)",
    )
    with running_lab(tmp_path) as lab:
        page = open_notebook(browser, lab, "nodot.ipynb")
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        run_all_cells(page)
        player = page.locator(".jp-OutputArea .gs-player").first
        player.locator(".view [data-node]").first.wait_for(state="attached", timeout=60_000)
        graph = page.locator(".jp-OutputArea div.gs-graph").first
        graph.locator(":scope > svg").wait_for(state="attached", timeout=60_000)
        assert graph.locator(".gs-graph-note").count() == 0
        player.get_by_role("button", name="Whole tree").click()
        player.get_by_role("button", name="Forward").click()
        assert player.locator(".count").inner_text().startswith("1 /")
        graph.scroll_into_view_if_needed()
        page.screenshot(path=str(tmp_path / "nodot.png"))
        assert errors == []
        page.close()


#: Each drawn node and edge of a diagram with a line (a plain-text stub has none): its id,
#: SVG class and its line's stroke width.
STROKES = """svg => [...svg.querySelectorAll('g.node, g.edge')]
    .filter(g => g.querySelector('polygon, path, ellipse'))
    .map(g => [g.id, g.getAttribute('class'),
               getComputedStyle(g.querySelector('polygon, path, ellipse')).strokeWidth])"""


def test_a_solution_tree_is_bold_in_the_browser_with_and_without_dot(
    browser, served, monkeypatch, path_without_dot
):
    """The diagram of a null-window test with the solution tree it proved: laid out by
    ``dot`` (inline SVG) and, on a machine without it, by Graphviz in WebAssembly in the page.
    Both show exactly the proof's nodes and edges bold, of class ``solution``, every other
    node and edge thin, and the caption naming the strategy."""
    trace = solve(PI_TREE, algorithm="nws", gamma=7, ordering="natural", trace=True).trace
    proof = solution_tree(trace)
    assert 1 < len(proof) < len(trace)
    with_dot = render_tree(trace, solution=proof).svg()  # what a notebook shows with dot
    monkeypatch.setattr(assets, "_engine_sent", False)
    monkeypatch.setenv("PATH", path_without_dot)
    without_dot = html_of(render_tree(trace, solution=proof))
    assert "<svg" not in without_dot.split("<script")[0]
    folder, base = served
    (folder / "page.html").write_text(
        f'<!doctype html><html lang="en"><meta charset="utf-8"><body><div id="dot">{with_dot}'
        f'</div><div id="wasm">{without_dot}</div></body></html>',
        encoding="utf-8",
    )
    page, errors, failed, elsewhere = local_page(browser, base)
    page.goto(f"{base}/page.html")
    page.wait_for_function(
        "() => document.querySelector('#wasm div.gs-graph > svg')", timeout=60_000
    )
    bold_ids = {f"n{k}" for k in proof.nodes} | {f"e{k}" for k in proof.nodes - {proof.root}}
    for where in ("#dot svg", "#wasm div.gs-graph > svg"):
        drawn = page.evaluate(f"() => ({STROKES})(document.querySelector('{where}'))")
        assert {i for i, _, _ in drawn} >= bold_ids
        for element, classes, width in drawn:
            bold = element in bold_ids
            assert ("solution" in classes.split()) == bold, (where, element)
            assert float(width.removesuffix("px")) > (3 if bold else 0), (where, element, width)
            if not bold:  # an ordinary line, a cut edge or a pruned move's stub
                assert float(width.removesuffix("px")) <= 2.4, (where, element, width)
        caption = page.evaluate(
            f"() => document.querySelector('{where}')"
            ".querySelector(':scope > g > text:last-of-type').textContent"
        )
        assert "a strategy for MIN" in caption
    page.screenshot(path=str(folder / "solution.png"), full_page=True)
    assert errors == [] and failed == [] and elsewhere == []
    page.close()

"""The site's cross-origin isolation: a first visit reloads once, into the one service worker
JupyterLite registers (isolation.js registers it first thing), and later visits do not
reload; that worker fetches pages and worker scripts (to add the headers) and nothing else;
and the patch "whole replies" (scripts/site_build/patches.py): the kernel's replies through
SharedArrayBuffers are whole before their reader can see them (coincident 1.2.3 wrote the
word its reader waits on first; a reader that came late read half a reply, a fatal error of
the kernel)."""

import json
import re
import subprocess

import pytest
from lite import open_notebook, wait_for_kernel
from site_build import config, patches
from test_site_pyodide import node

#: How the page now showing was loaded, and the site's service workers' scripts.
LOADED = """async () => [
  performance.getEntriesByType("navigation")[0].type,
  (await navigator.serviceWorker.getRegistrations()).map((r) => r.active?.scriptURL),
]"""


#: What the site's service worker fetches itself: pages and worker scripts.
ISOLATED = re.compile(r"/index\.html(\?.*)?$|/[\w.-]*worker[\w.-]*\.js(\?.*)?$")


def test_a_first_visit_reloads_once_into_jupyterlites_worker_which_fetches_only_pages_and_workers(
    site_browser,
):
    base, browser = site_browser
    opened = open_notebook(browser, base, "00_start_here.ipynb")
    page = opened.page
    wait_for_kernel(page)
    by_worker = sorted({url for url, by in opened.requests if by})
    assert any("/coincident.worker." in url for url in by_worker), by_worker  # the kernel's
    assert [url for url in by_worker if not ISOLATED.search(url)] == []
    how, workers = page.evaluate(LOADED)
    assert how == "reload"
    assert workers == [f"{base}/service-worker.js?enableCache=false"]
    again = page.context.new_page()
    again.goto(f"{base}/lab/index.html?path=00_start_here.ipynb")
    wait_for_kernel(again)
    assert again.evaluate("() => window.crossOriginIsolated")
    how, workers = again.evaluate(LOADED)
    assert how == "navigate"
    assert workers == [f"{base}/service-worker.js?enableCache=false"]
    page.context.close()


#: coincident's reply writing as the kernel's page bundle has it, minified.
MINIFIED = "for(let t=new d(u.buffer),n=0;n<e.length;n++)t[n]=e.charCodeAt(n)}"


def test_the_built_site_writes_replies_whole_in_its_page_and_its_worker(site):
    """Rewritten where the kernel bundles coincident 1.2.3; the next line's (coincident
    4.1.1) has no such code, and is left as it is."""
    static = site / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    texts = {p.name: p.read_text(encoding="utf-8") for p in static.glob("*.js")}
    rewritten = sorted(name for name, text in texts.items() if "-->2;)" in text)
    (whole,) = (p for p in patches.PATCHES if p.replacement == patches.WHOLE_REPLY_WRITE)
    if config.selected() is config.CURRENT:
        assert len(rewritten) == 2 and rewritten[-1].startswith("coincident.worker"), rewritten
    else:
        assert whole.unneeded_from and rewritten == []
    assert not any(patches.REPLY_WRITE.search(text) for text in texts.values())


@pytest.mark.parametrize("reply", ["1", "[]", '{"a":1}', json.dumps({"path": "/drive/é" * 9})])
def test_the_rewritten_code_writes_the_whole_reply_first_word_last(reply):
    code = patches.REPLY_WRITE.sub(patches.WHOLE_REPLY_WRITE, MINIFIED)
    assert code != MINIFIED
    script = f"""
      const e = {json.dumps(reply)}, d = Uint16Array;
      const bytes = 2 * e.length, u = new Int32Array(new SharedArrayBuffer(bytes + (bytes % 4)));
      const first = Atomics.store;  // note the order: the first word must be stored last
      const order = [];
      Atomics.store = (...args) => (order.push("store"), first(...args));
      {{ {code.replace("t[n]=", "order.push(n),t[n]=")}
      const got = String.fromCharCode(...new d(u.buffer).slice(0, e.length));
      console.log(JSON.stringify({{got, last: order.at(-1), count: order.length}}));
    """
    out = json.loads(
        subprocess.run([node(), "-e", script], capture_output=True, text=True, check=True).stdout
    )
    assert out["got"] == reply
    assert out["last"] == "store" and out["count"] == max(len(reply) - 2, 0) + 1


def test_a_kernel_bundle_without_that_code_stops_the_build(tmp_path):
    static = tmp_path / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    static.mkdir(parents=True)
    (static / "coincident.worker.0.js").write_text("for(;;){}")
    (whole,) = (p for p in patches.PATCHES if p.replacement == patches.WHOLE_REPLY_WRITE)
    with pytest.raises(SystemExit, match=r"the package changed.*whole replies"):
        patches.apply(whole, tmp_path)

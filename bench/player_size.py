"""The player at any size: how long Chromium takes to open a player of about 1 000, 10 000
and 100 000 nodes, and how long a step takes there, each next to its goal (issue 33).

Run: ``.venv/bin/python -m bench.player_size`` (``make bench`` runs it too). Each player is a
``save_html`` page (no kernel), opened in Debian's Chromium at 1280 × 800. *Open* is the time
from the start of the page's loading to the first frame after the player mounted: reading
the page and its data, then the player's own start (both are printed). A *step* is one
press of Forward as the keyboard's handler runs it, with the page's style and layout brought
up to date (a forced layout); 300 steps from a quarter of the way into the search, first
with the focused view, then with the overview ("Whole tree"): the median and the slowest.
The same 300 steps are then stepped again under Chromium's trace, which gives each step's
*own* time: what the page's main thread spent on it (its script, style, layout and garbage
collection), without the time other programs held the CPU, which on a shared, loaded
machine makes the slowest step of the first run; the slowest own time is the step that
met a major garbage collection's final pause, which grows with what the page keeps (*heap
MB*: the JavaScript heap after opening, once collected). The goals: open ≤ 5 s, a step
≤ 16 ms (one frame at 60 Hz).
"""

from __future__ import annotations

import json
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gamesearch.search import SearchResult, solve
from gamesearch.widgets.stepper import Stepper

if TYPE_CHECKING:
    from playwright.sync_api import Browser

#: The players measured: their name, and the search (about 1 000, 10 000, 100 000 nodes).
SEARCHES: dict[str, Callable[[], SearchResult]] = {
    "4 × 4 Reversi, NegaScout": lambda: solve("reversi-4x4", algorithm="negascout", trace=True),
    "tic-tac-toe, alpha-beta, no table": lambda: solve(
        "tictactoe", algorithm="alphabeta", tt=False, trace=True
    ),
    "4 × 6 Reversi, NegaScout with a table": lambda: solve(
        "reversi-4x6", algorithm="negascout", tt=True, trace=True
    ),
}
OPEN_GOAL = 5.0  # seconds
STEP_GOAL = 16.0  # milliseconds
STEPS = 300

#: Run in the page before its own scripts: the time the player's element is added (its
#: mount starts drawing it) and the first frame after that.
WATCH_OPEN = """
new MutationObserver((records, observer) => {
  if (!document.querySelector('.gs-player')) return;
  observer.disconnect();
  globalThis.gsMounted = performance.now();
  requestAnimationFrame(() => setTimeout(() => { globalThis.gsFirstFrame = performance.now(); }));
}).observe(document, { childList: true, subtree: true });
"""

#: Steps forward `STEPS` times from a quarter of the search, timing each with a forced
#: layout, in the view the player shows (`whole`: the overview); the times in ms, in the
#: order of the steps, each step between the marks s<i> and e<i> in a trace.
TIME_STEPS = """([whole, steps]) => {
  const r = document.querySelector('.gs-player');
  const p = r.gsPlayer;
  const view = r.querySelector('.view');
  const button = [...r.querySelectorAll('button')].find((b) => b.textContent === 'Whole tree');
  if ((button.getAttribute('aria-pressed') === 'true') !== whole) button.click();
  p.go(Math.floor(r.querySelector('.slider').max / 4));
  view.offsetHeight;
  const times = [];
  for (let i = 0; i < steps; i++) {
    performance.mark(`s${i}`);
    const t = performance.now();
    r.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    view.offsetHeight;
    times.push(performance.now() - t);
    performance.mark(`e${i}`);
  }
  return { times, mode: view.dataset.mode };
}"""

#: The trace events whose thread time makes a step's own time: the key's handling, and the
#: style and layout the forced layout brings up to date.
OWN = ("EventDispatch", "UpdateLayoutTree", "Layout")


def own_times(trace: bytes, steps: int) -> list[float]:
    """Each step's own time (ms) in a Chromium trace of TIME_STEPS: the main thread's CPU
    time in the outermost OWN events between the step's marks."""
    events = json.loads(trace)["traceEvents"]
    marks = {e["name"]: e for e in events if "user_timing" in e.get("cat", "")}
    thread = marks["s0"]["tid"]
    spans = sorted(
        (e["ts"], e["ts"] + e.get("dur", 0), e.get("tdur", 0))
        for e in events
        if e.get("tid") == thread and e.get("ph") == "X" and e["name"] in OWN
    )
    own = []
    for i in range(steps):
        start, stop = marks[f"s{i}"]["ts"], marks[f"e{i}"]["ts"]
        total, end = 0, start
        for begin, finish, cpu in spans:
            if start <= begin <= stop and begin >= end:  # outermost: not inside the last one
                total, end = total + cpu, finish
        own.append(total / 1000)
    return own


def measure(page_file: Path, browser: Browser) -> dict[str, Any]:
    """Open ``page_file`` in ``browser`` and time its opening and its steps."""
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.add_init_script(WATCH_OPEN)
    page.goto(page_file.as_uri(), timeout=120_000)
    page.wait_for_function("() => globalThis.gsFirstFrame", timeout=120_000)
    mounted, frame = page.evaluate("[globalThis.gsMounted, globalThis.gsFirstFrame]")
    cdp = page.context.new_cdp_session(page)
    cdp.send("HeapProfiler.collectGarbage")  # what the open player keeps, its garbage gone
    heap = cdp.send("Runtime.getHeapUsage")["usedSize"] / 1e6
    page.locator(".gs-player").focus()
    steps = {}
    for view in VIEWS:
        steps[view] = page.evaluate(TIME_STEPS, [view == "overview", STEPS])
        browser.start_tracing(page=page, categories=["devtools.timeline", "blink.user_timing"])
        page.evaluate(TIME_STEPS, [view == "overview", STEPS])
        steps[view]["own"] = own_times(browser.stop_tracing(), STEPS)
    page.close()
    return {"read": mounted / 1000, "open": frame / 1000, "heap": heap, "steps": steps}


#: The views a step is timed in.
VIEWS = ("focused", "overview")


def main() -> None:
    chromium = shutil.which("chromium") or "/usr/bin/chromium"
    print("\nThe player's size in Chromium (1280 × 800, a save_html page)")
    if not Path(chromium).exists():
        print("  Debian's chromium is missing: skipped (apt-get install -y chromium)")
        return
    from playwright.sync_api import sync_playwright

    head = f"  {'trace':<38} {'nodes':>8} {'events':>8} {'open s (read)':>14} {'heap MB':>8}"
    print(head + "".join(f"  {view + ' ms med/max (own max)':>31}" for view in VIEWS))
    worst_open, worst_step, worst_own = 0.0, 0.0, 0.0
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=chromium, args=["--headless", "--no-sandbox", "--disable-gpu"]
        )
        for name, search in SEARCHES.items():
            stepper = Stepper(search())
            page_file = stepper.save_html(Path(tmp) / "player.html")
            got = measure(page_file, browser)
            nodes, events = len(stepper.model.trace), stepper.data["n"]
            line = f"  {name:<38} {nodes:>8,} {events:>8,} {got['open']:>6.2f} ({got['read']:.2f})"
            line += f" {got['heap']:>8.0f}"
            for view in VIEWS:
                times = sorted(got["steps"][view]["times"])
                median, slowest = times[len(times) // 2], times[-1]
                own = max(got["steps"][view]["own"])
                worst_step, worst_own = max(worst_step, slowest), max(worst_own, own)
                line += f"  {median:>10.1f} / {slowest:>7.1f} ({own:>6.1f})"
            print(line)
            worst_open = max(worst_open, got["open"])
        browser.close()
    print(
        f"  goals: open ≤ {OPEN_GOAL:.0f} s (slowest here {worst_open:.2f} s), one step ≤ "
        f"{STEP_GOAL:.0f} ms (slowest here {worst_step:.1f} ms; its own time at most "
        f"{worst_own:.1f} ms)"
    )


if __name__ == "__main__":
    main()

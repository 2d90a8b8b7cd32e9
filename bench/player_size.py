"""The player at any size: how long Chromium takes to open a player of about 1 000, 10 000
and 100 000 nodes, and how long a step takes there, each next to its goal (issue 33).

Run: ``.venv/bin/python -m bench.player_size`` (``make bench`` runs it too). Each player is a
``save_html`` page (no kernel), opened in Debian's Chromium at 1280 × 800. *Open* is the time
from the start of the page's loading to the first frame after the player mounted: reading
the page and its data, then the player's own start (both are printed). A *step* is one
press of Forward as the keyboard's handler runs it, with the page's style and layout brought
up to date (a forced layout); 300 steps from a quarter of the way into the search, first
with the focused view, then with the overview ("Whole tree"): the median and the slowest.
The goals: open ≤ 5 s, a step ≤ 16 ms (one frame at 60 Hz).
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

from gamesearch.search import SearchResult, solve
from gamesearch.widgets.stepper import Stepper

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
#: layout, in the view the player shows (`whole`: the overview); the sorted times in ms.
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
    const t = performance.now();
    r.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    view.offsetHeight;
    times.push(performance.now() - t);
  }
  return { times: times.sort((a, b) => a - b), mode: view.dataset.mode };
}"""


def measure(page_file: Path, browser) -> dict[str, object]:
    """Open ``page_file`` in ``browser`` and time its opening and its steps."""
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.add_init_script(WATCH_OPEN)
    page.goto(page_file.as_uri(), timeout=120_000)
    page.wait_for_function("() => globalThis.gsFirstFrame", timeout=120_000)
    mounted, frame = page.evaluate("[globalThis.gsMounted, globalThis.gsFirstFrame]")
    page.locator(".gs-player").focus()
    steps = {view: page.evaluate(TIME_STEPS, [view == "overview", STEPS]) for view in VIEWS}
    page.close()
    return {"read": mounted / 1000, "open": frame / 1000, "steps": steps}


#: The views a step is timed in.
VIEWS = ("focused", "overview")


def main() -> None:
    chromium = shutil.which("chromium") or "/usr/bin/chromium"
    print("\nThe player's size in Chromium (1280 × 800, a save_html page)")
    if not Path(chromium).exists():
        print("  Debian's chromium is missing: skipped (apt-get install -y chromium)")
        return
    from playwright.sync_api import sync_playwright

    head = f"  {'trace':<38} {'nodes':>8} {'events':>8} {'open s (read)':>14}"
    print(head + "".join(f"  {view + ' ms med/max':>22}" for view in VIEWS))
    worst_open, worst_step = 0.0, 0.0
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
            for view in VIEWS:
                times = got["steps"][view]["times"]
                median, slowest = times[len(times) // 2], times[-1]
                worst_step = max(worst_step, slowest)
                line += f"  {median:>10.1f} / {slowest:>7.1f}"
            print(line)
            worst_open = max(worst_open, got["open"])
        browser.close()
    print(
        f"  goals: open ≤ {OPEN_GOAL:.0f} s (slowest here {worst_open:.2f} s), one step ≤ "
        f"{STEP_GOAL:.0f} ms (slowest here {worst_step:.1f} ms)"
    )


if __name__ == "__main__":
    main()

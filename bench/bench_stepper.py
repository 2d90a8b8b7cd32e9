"""What the player costs: its data's bytes per event, Python's time to build it per node,
and the browser's time per step.

Run: ``.venv/bin/python bench/bench_stepper.py``. :func:`bytes_per_event` measures a saved
page of the whole 4 × 4 Reversi NegaScout search (the goal: 250 bytes an event or less,
issue 33), then builds every player the notebooks build (each notebook's code run up to
its last ``Stepper``, in one namespace, as a kernel runs it) and prints the size of each
one's data in a saved page, per event, and the largest one's against its goal (2 MB).
:func:`main` prints the time to build a Stepper, per node, on traces of about 1 000,
10 000 and 100 000 nodes (:func:`build_cost`; the goal: 50 µs or less),
then milliseconds per step for the plain Python model (its text made when asked),
stepping forward through every event, back again, and jumping to random cursors.

A step in the browser costs no Python at all: :func:`browser_steps` measures it there, in
Debian's Chromium (where it is installed), on the tic-tac-toe player of 03's size.
"""

from __future__ import annotations

import contextlib
import io
import linecache
import os
import random
import shutil
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import nbformat

from gamesearch.games.trees import TreeGame
from gamesearch.search import solve
from gamesearch.search.api import SearchResult
from gamesearch.trace.model import Trace
from gamesearch.widgets import stepper
from gamesearch.widgets.stepper import Stepper
from gamesearch.widgets.stepper_model import StepperModel

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
#: The goal for the player's data: bytes per event in a saved page (issue 33).
GOAL = 250
#: The goal for the largest course player's data in a page (06's whole MTD(f)): bytes.
PAGE_GOAL = 2_000_000
#: The goal for building a Stepper: microseconds per node (issue 33).
BUILD_GOAL = 50


@contextlib.contextmanager
def _recording(built: list[Stepper]) -> Iterator[None]:
    """Every Stepper made inside the block is appended to ``built``."""
    make = Stepper.__init__

    def recorded(self: Stepper, *args: object, **kwargs: object) -> None:
        make(self, *args, **kwargs)  # type: ignore[arg-type]
        built.append(self)

    stepper.Stepper.__init__ = recorded  # type: ignore[method-assign]
    try:
        yield
    finally:
        stepper.Stepper.__init__ = make  # type: ignore[method-assign]


def course_players() -> Iterator[tuple[str, Stepper]]:
    """``(where, player)`` for every Stepper the course's notebooks build: each notebook's
    code cells run up to its last Stepper, in its folder, shell and magic lines left out."""
    for path in sorted(NOTEBOOKS.glob("[0-9][0-9]_*.ipynb")):
        cells = [c for c in nbformat.read(path, as_version=4).cells if c.cell_type == "code"]
        last = max((i for i, c in enumerate(cells) if "Stepper(" in c.source), default=-1)
        namespace: dict[str, object] = {}
        here = Path.cwd()
        os.chdir(NOTEBOOKS)
        try:
            for i, cell in enumerate(cells[: last + 1]):
                lines = cell.source.splitlines()
                code = "\n".join(x for x in lines if not x.lstrip().startswith(("%", "!")))
                built: list[Stepper] = []
                name = f"<{path.name} cell {i}>"
                # as a kernel does, keep the cell's source where inspect finds it (listing())
                linecache.cache[name] = (len(code), None, code.splitlines(True), name)
                with _recording(built), contextlib.redirect_stdout(io.StringIO()):
                    exec(compile(code, name, "exec"), namespace)
                for player in built:
                    yield f"{path.stem[:2]} code cell {i}", player
        finally:
            os.chdir(here)


def page_bytes(player: Stepper) -> tuple[int, int]:
    """The size of ``player``'s saved page (``save_html``), and of the player's code in it
    (a notebook carries the code once, whatever its number of players)."""
    with tempfile.TemporaryDirectory() as tmp:
        page = player.save_html(Path(tmp) / "player.html").read_bytes()
    return len(page), len(stepper.player_code_script().encode())


def bytes_per_event() -> None:
    """The data of a saved page of a whole search, per event, against its goal; then the
    data of each course player in a saved page, per event, and the largest one's (06's whole
    MTD(f)) against its goal. A page's data is the page less the player's code (a notebook
    carries the code once, whatever its number of players)."""
    trace = solve("reversi-4x4", algorithm="negascout", trace=True).trace
    page, code = page_bytes(Stepper(trace))
    events = len(trace.codes)
    print(f"\nThe player's data in a saved page (goal: {GOAL} bytes an event or less)")
    print(
        f"  4 x 4 Reversi, NegaScout, the whole game: {len(trace)} nodes, {events} events; "
        f"page {page / 1000:.1f} KB, of which the player's code {code / 1000:.1f} KB"
    )
    data = (page - code) / events
    verdict = "met" if data <= GOAL else "NOT met"
    print(f"  data: {data:.0f} bytes an event ({verdict}); the whole page {page / events:.0f}")
    print("\nThe course's players' data in a saved page")
    print(f"{'player':<22}{'events':>8}{'nodes':>7}{'KB':>9}{'bytes/event':>13}")
    total_bytes = total_events = 0
    largest = ("", 0, 0)
    for where, player in course_players():
        page, code = page_bytes(player)
        size, events = page - code, len(player.model)
        total_bytes, total_events = total_bytes + size, total_events + events
        largest = max(largest, (where, size, events), key=lambda row: row[1])
        nodes = len(player.model.trace)
        print(f"{where:<22}{events:>8}{nodes:>7}{size / 1000:>9.1f}{size / events:>13.0f}")
    print(
        f"{'all':<22}{total_events:>8}{'':>7}{total_bytes / 1000:>9.1f}"
        f"{total_bytes / total_events:>13.0f}"
    )
    where, size, events = largest
    verdict = "met" if size <= PAGE_GOAL else "NOT met"
    print(
        f"  the largest, {where} ({events} events): {size / 1e6:.2f} MB "
        f"(goal: {PAGE_GOAL / 1e6:.0f} MB or less: {verdict})"
    )


def build_traces() -> Iterator[tuple[str, Trace]]:
    """``(name, trace)``: searches of about 1 000, 10 000 and 100 000 nodes."""
    searches: list[tuple[str, Callable[[], SearchResult]]] = [
        ("random tree 4^6, alpha-beta", lambda: _random(4, 6, "alphabeta")),
        ("4x4 Reversi, NegaScout", lambda: solve("reversi-4x4", algorithm="negascout", trace=True)),
        (
            "tic-tac-toe, alpha-beta, no table",
            lambda: solve("tictactoe", algorithm="alphabeta", tt=False, trace=True),
        ),
        ("random tree 6^7, alpha-beta", lambda: _random(6, 7, "alphabeta")),
        ("random tree 5^7, minimax", lambda: _random(5, 7, "minimax")),
    ]
    for name, search in searches:
        trace = search().trace
        assert trace is not None  # each is searched with trace=True
        yield name, trace


def _random(branching: int, depth: int, algorithm: str) -> SearchResult:
    tree = TreeGame.random(branching, depth, seed=1)
    return solve(tree, algorithm=algorithm, trace=True)


def build_cost() -> None:
    """Microseconds per node to build a Stepper (its model and its data, the whole tree's
    plan included), against the goal."""
    print(f"\nBuilding a Stepper (goal: {BUILD_GOAL} us a node or less)")
    print(f"{'trace':<36}{'nodes':>8}{'events':>8}{'build s':>9}{'us/node':>9}  goal")
    for name, trace in build_traces():
        began = time.perf_counter()
        Stepper(trace)
        took = time.perf_counter() - began
        per = took * 1e6 / len(trace)
        verdict = "met" if per <= BUILD_GOAL else "NOT met"
        print(f"{name:<36}{len(trace):>8}{len(trace.codes):>8}{took:>9.2f}{per:>9.1f}  {verdict}")


def per_step(moves: list[int], step: Callable[[int], object]) -> float:
    """Milliseconds per call of ``step(cursor)`` over ``moves``."""
    began = time.perf_counter()
    for cursor in moves:
        step(cursor)
    return (time.perf_counter() - began) * 1000 / len(moves)


def main() -> None:
    """The cost of building a Stepper (:func:`build_cost`), then milliseconds per step of
    the plain Python model, its sentence and question made at each step (the front end
    makes its own; the model is the reference, and a screen reader's transcript)."""
    build_cost()
    trace = solve(TreeGame.random(3, 6, seed=1), algorithm="mtdf", trace=True).trace
    events = len(trace.codes)
    rng = random.Random(0)
    walks = {
        "forward": list(range(1, events + 1)),
        "back": list(range(events - 1, -1, -1)),
        "random jumps": [rng.randrange(events + 1) for _ in range(500)],
    }

    model = StepperModel(trace)

    def model_step(cursor: int) -> None:
        model.go(cursor)
        model.step()
        model.question()

    print(f"\nThe Python model: mtdf on a random tree, {len(trace)} nodes, {events} events")
    print(f"{'walk':<14}{'model ms/step':>15}")
    for name, moves in walks.items():
        print(f"{name:<14}{per_step(moves, model_step):>15.3f}")


#: One step in the page: the player moves its cursor, then the browser lays the page out.
STEP_EVERY_EVENT = """r => { const out = []; const p = r.gsPlayer;
    for (let c = 0; c <= 300; c++) { const t = performance.now(); p.go(c);
      r.getBoundingClientRect(); r.querySelector('.view').offsetHeight;
      out.push(performance.now() - t); } return out; }"""


def browser_steps() -> None:
    """Milliseconds per step of the player in Chromium, 300 events of 03's tic-tac-toe
    null-window trace (the goal: well under 100 ms, so holding a key steps smoothly)."""
    chromium = shutil.which("chromium") or "/usr/bin/chromium"
    print("\nThe player in Chromium: 300 steps of tic-tac-toe NWS (γ = 1), 1280 × 800")
    if not Path(chromium).exists():
        print("  Debian's chromium is missing: skipped (apt-get install -y chromium)")
        return
    from playwright.sync_api import sync_playwright

    trace = solve("tictactoe", moves="b2 a1", algorithm="nws", gamma=1, trace=True).trace
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        page_file = Stepper(trace).save_html(Path(tmp) / "player.html")
        browser = playwright.chromium.launch(
            executable_path=chromium, args=["--headless", "--no-sandbox", "--disable-gpu"]
        )
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(page_file.as_uri())
        root = page.locator(".gs-player").first
        root.wait_for()
        times = sorted(root.evaluate(STEP_EVERY_EVENT))
        shown = root.evaluate("r => r.gsPlayer.visible().length")
        browser.close()
    print(
        f"  {len(trace)} nodes, {shown} shown at the end: median {times[len(times) // 2]:.2f} ms "
        f"a step, slowest {times[-1]:.2f} ms (goal: well under 100 ms)"
    )


if __name__ == "__main__":
    bytes_per_event()
    main()
    browser_steps()

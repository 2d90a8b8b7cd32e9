"""Side by side with the source's own Lisp under SBCL: 4 × 6 Reversi, same machine, same run.

Each round runs the Lisp programs of ``../shared/anchors/lisp`` (``GAMESEARCH_ANCHORS``
overrides the place; they time themselves in-process, compile excluded), then ours on the
Python source, then ours on the compiled core (:mod:`bench.compile_core`, where this machine
can build it; it must find the same values, evaluations and nodes on every row); the rounds
alternate and each figure is the minimum over the rounds. Both sides are timed
in CPU seconds: ours with ``time.process_time``, the Lisp's with ``get-internal-run-time``
(the runner's copy is switched from ``get-internal-real-time``, the wall clock, which on a
shared machine counts other programs' time too). Without ``sbcl`` on the PATH the Lisp
columns are skipped with a note.

The table's first row is also run as the hook-free listing (:func:`bench.plain.plain_alphabeta`:
the same game, window and counts, with no search context and no hooks): the least that row's
search costs on this game's code, printed against the same Lisp run. The best configurations
are measured one ingredient at a time, against the Lisp's fastest run. The goals of issue 33
are printed last, for the source and for the compiled core, each met or not: the best
configuration (the preset ``fast``) below the Lisp (< 1.0×), and the whole published table's
geometric mean at most 4×. :func:`bench_floor` profiles a same-algorithm row and the preset
``fast`` to show what sets their ratios, file by file and layer by layer.
"""

from __future__ import annotations

import cProfile
import json
import math
import os
import pstats
import re
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path
from typing import Any

from bench import compile_core
from bench.plain import plain_alphabeta
from bench.search import row, timed
from gamesearch.games.reversi import Reversi
from gamesearch.search import TranspositionTable, solve
from gamesearch.tables import REVERSI_4X6_WINDOW, get_table

ROOT = Path(__file__).resolve().parents[1]
STARTS = ("standard", "parallel")
ANCHORS = Path(
    os.environ.get("GAMESEARCH_ANCHORS", Path(__file__).resolve().parents[2] / "shared/anchors")
)
#: Our table rows -> the Lisp runner's names for the same configuration.
LISP_NAMES = {
    "nega-alpha, fail-soft": "alphabeta-failsoft",
    "NegaScout (first child scouted too)": "negascout",
    "nega-alpha + TT": "alphabeta+tt",
    "NegaScout + TT": "negascout+tt",
    "MTD(f), first guess 0": "mtdf f=0",
    "MTD(f), first guess = value": "mtdf f=best",
}
LINE = re.compile(
    r"^(?P<name>.+) (?P<start>standard|parallel) value=(?P<value>-?\d+) "
    r"count=(?P<count>\d+) hits=\S+ sec=(?P<sec>[\d.]+)$"
)


def lisp_round() -> dict[tuple[str, str], tuple[int, float]]:
    """One run of both Lisp runners: (name, start) -> (evaluations, seconds)."""
    out: dict[tuple[str, str], tuple[int, float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp) / "lisp"
        shutil.copytree(ANCHORS / "lisp", work)
        timer = work / "bench.lisp"  # CPU time, as ours (see the module docstring)
        timer.chmod(0o644)
        timer.write_text(
            timer.read_text().replace("get-internal-real-time", "get-internal-run-time")
        )
        for runner in ("run-b.lisp", "run-c.lisp"):
            done = subprocess.run(
                ["sbcl", "--noinform", "--non-interactive", "--load", runner],
                cwd=work,
                capture_output=True,
                text=True,
                check=True,
                timeout=600,
            )
            for line in done.stdout.splitlines():
                if m := LINE.match(line.strip()):
                    out[(m["name"], m["start"])] = (int(m["count"]), float(m["sec"]))
    return out


#: One run of ours: (row or configuration, start) -> (CPU seconds, value, evaluations, nodes).
Run = dict[tuple[str, str], tuple[float, float | None, int, int]]


def our_round() -> Run:
    """Time every row of the published table and every configuration of :data:`BEST_RUNS`
    once, in this process (on whichever core it imports: see :func:`compiled_round`)."""
    out: Run = {}
    for r in get_table("reversi-4x6").rows:
        seconds, measured = timed(r.measure)
        value, evaluations = measured["value"], measured["evaluations"]
        assert isinstance(value, int | float) and isinstance(evaluations, int)
        out[str(r.settings["row"]), str(r.settings["start"])] = (seconds, value, evaluations, 0)
    for start in STARTS:
        out[LISTING, start] = _listing(start)
    for label, call in BEST_RUNS.items():
        for start in STARTS:
            seconds, result = timed(partial(solve, "reversi-4x6", start=start, **call(start)))
            stats = result.stats
            out[label, start] = (seconds, result.value, stats.evaluations, stats.nodes)
    return out


def _listing(start: str) -> tuple[float, float, int, int]:
    """The table's first row as the hook-free listing, from ``start``: (CPU seconds, value,
    evaluations, nodes)."""
    game = Reversi(rows=4, cols=6, order="hiroi")  # the table's game
    state = game.initial_state(start)
    counts = [0, 0]  # nodes, evaluations
    low, high = REVERSI_4X6_WINDOW
    seconds, value = timed(lambda: plain_alphabeta(game, state, low, high, counts))
    return seconds, value, counts[1], counts[0]


def compiled_round(core: Path) -> Run:
    """:func:`our_round` in a second Python, on the compiled core at ``core``."""
    code = (
        "import json\nfrom bench.lisp import our_round\n"
        "print(json.dumps([[*key, *run] for key, run in our_round().items()]))"
    )
    runs = json.loads(compile_core.run_on(core, code))
    return {(n, s): (t, v, e, nodes) for n, s, t, v, e, nodes in runs}


def bench_against_lisp(rounds: int = 2) -> None:
    """The published table and the best configurations, against the Lisp, on the Python
    source and (where this machine can build it) on the compiled core, side by side."""
    print("\n4 × 6 Reversi against the source's Lisp (SBCL), tracing off")
    print(
        f"(CPU seconds on all sides, minimum of {rounds} alternating rounds; "
        "ratio = ours / Lisp, < 1 is faster)"
    )
    have_lisp = shutil.which("sbcl") is not None and (ANCHORS / "lisp").is_dir()
    if not have_lisp:
        print(
            f"  sbcl or {ANCHORS / 'lisp'} missing: the Lisp columns are skipped "
            "(apt-get install -y sbcl)"
        )
    core: Path | None = None
    try:
        core = compile_core.build()
        print(
            "  'Python': the source as the course runs it; 'compiled': the same source, its "
            "hot path compiled by mypyc (gamesearch/compiled.py)"
        )
    except RuntimeError as error:
        print(f"  {error}: the compiled columns are skipped")
    lisp: dict[tuple[str, str], tuple[int, float]] = {}
    python: Run = {}
    compiled: Run = {}
    ours: list[tuple[Run, Callable[[], Run]]] = [(python, our_round)]
    if core is not None:
        ours.append((compiled, partial(compiled_round, core)))
    # each round's 'fast' against the Lisp's fastest run, by start: (Python, compiled)
    fast_by_round: dict[str, list[tuple[float, float | None]]] = {s: [] for s in STARTS}
    for _ in range(rounds):
        this_lisp = lisp_round() if have_lisp else {}
        for key, (count, seconds) in this_lisp.items():
            lisp[key] = (count, min(seconds, lisp.get(key, (0, float("inf")))[1]))
        this_round = []
        for runs, one_round in ours:
            this_round.append(one_round())
            for key, run in this_round[-1].items():
                runs[key] = min(run, runs.get(key, run))  # the fastest: seconds come first
        for start in STARTS:
            if (fastest := _fastest_run(this_lisp, start)) is not None:
                mine = [run[FAST, start][0] / fastest[1] for run in this_round]
                fast_by_round[start].append((mine[0], mine[1] if len(mine) > 1 else None))
    if compiled:
        _check_same(python, compiled)
    table = [key for key in python if key[0] in LISP_NAMES]
    best = [key for key in python if key[0] in BEST_RUNS]
    fastest_run = {start: _fastest_run(lisp, start) for start in STARTS}
    listing = [key for key in python if key[0] == LISTING]
    for key in listing:  # the same search as the first row: the same value and evaluations
        assert python[key][1:3] == python[FIRST_ROW, key[1]][1:3], (key, python[key])
    against = {key: lisp.get((LISP_NAMES[key[0]], key[1])) for key in table}
    against |= {key: lisp.get((LISP_NAMES[FIRST_ROW], key[1])) for key in listing}
    against |= {key: fastest_run.get(key[1]) for key in best}
    ratios: dict[str, dict[tuple[str, str], float]] = {"Python": {}, "compiled": {}}
    for name, runs in (("Python", python), ("compiled", compiled)):
        for key, (seconds, *_) in runs.items():
            if (lisp_run := against[key]) is not None:
                ratios[name][key] = seconds / lisp_run[1]

    def print_rows(keys: list[tuple[str, str]], *head: str) -> None:
        row("configuration", "start", *head, "Lisp s", "Python s", "ratio", "compiled s", "ratio")
        for key in keys:
            lisp_run = against[key]
            _, _, evaluations, nodes = python[key]
            cells: list[str] = [f"{evaluations:,}", *([f"{nodes:,}"] if len(head) > 2 else [])]
            cells += [f"{lisp_run[0]:,}", f"{lisp_run[1]:.3f}"] if lisp_run else ["-", "-"]
            for name, runs in (("Python", python), ("compiled", compiled)):
                ratio = ratios[name].get(key)
                cells.append(f"{runs[key][0]:.3f}" if key in runs else "-")
                cells.append("-" if ratio is None else f"{ratio:.2f}×")
            row(*key, *cells)

    print_rows(table, "evaluations", "Lisp evals")
    for name in ratios:
        same = {key: ratios[name][key] for key in table if key in ratios[name]}
        if same:
            tabled = [
                r for (row_name, _), r in same.items() if "TT" in row_name or "MTD" in row_name
            ]
            print(
                f"  {name}, same algorithm, same counts: geometric mean "
                f"{_geometric_mean(same.values()):.2f}× over the {len(same)} rows, "
                f"{_geometric_mean(tabled):.2f}× over the {len(tabled)} with a table"
            )
    for name in ratios:
        floor = [f"{ratios[name][key]:.2f}× ({key[1]})" for key in listing if key in ratios[name]]
        if floor:
            print(
                f"  {name}, the first row as the hook-free listing (bench/plain.py, same counts): "
                f"{', '.join(floor)}, the least that row costs on this game's code"
            )
    print("  the best configurations, one ingredient at a time, against the Lisp's fastest run")
    print("  (of the table's: MTD(f) from the true value); nodes are ours, the Lisp counts none")
    print_rows(best, "evaluations", "nodes", "Lisp evals")
    print("\n  goals (issue 33), ours / Lisp:")
    if not lisp:
        print("  no Lisp run, so no ratios")
    for index, name in enumerate(ratios):
        for start in STARTS:
            if (ratio := ratios[name].get((FAST, start))) is not None:
                each = [f"{r[index]:.2f}×" for r in fast_by_round[start] if r[index] is not None]
                print(
                    f"  {name}: {_against(BEST, start, ratio, 1.0, strict=True)}; within each "
                    f"round (Lisp, then ours): {', '.join(each)}"
                )
        if table_ratios := [ratios[name][key] for key in table if key in ratios[name]]:
            whole = _geometric_mean(table_ratios)
            print(
                f"  {name}: {_against('the whole published table, geometric mean', '', whole, 4.0)}"
            )


def _check_same(python: Run, compiled: Run) -> None:
    """The compiled core must find what the source finds: the same value, evaluations and
    nodes on every row (AssertionError naming the first that differs)."""
    for key, (_, *found) in python.items():
        assert compiled[key][1:] == tuple(found), (key, found, compiled[key][1:])
    print(f"  the compiled core found the same values, evaluations and nodes on all {len(python)}")


#: The table's first row, which :data:`LISTING` runs as the hook-free listing.
FIRST_ROW = "nega-alpha, fail-soft"
#: The hook-free listing's key in a :data:`Run`.
LISTING = "the first row, as the hook-free listing"

#: The value of each start (the source's "f=best"), for the perfect-guess row only.
TRUE_VALUE = {"standard": 16, "parallel": 18}

#: The row of :data:`BEST_RUNS` the goal "the best configuration < 1.0×" is about.
FAST = "both: the preset 'fast'"
BEST = "the best configuration, the preset 'fast'"

#: The best configurations, one ingredient at a time: a start -> solve()'s keywords.
BEST_RUNS: dict[str, Callable[[str], dict[str, Any]]] = {
    "MTD(f), table move then fewest replies": lambda s: {"algorithm": "mtdf"},
    "  + ties broken by the square": lambda s: {"algorithm": "mtdf", "ordering": "best+squares"},
    "  + symmetric table": lambda s: {
        "algorithm": "mtdf",
        "tt": TranspositionTable(symmetric=True),
    },
    FAST: lambda s: {"algorithm": "fast"},
    "  fast, first guess = the true value": lambda s: {
        "algorithm": "fast",
        "first_guess": TRUE_VALUE[s],
    },
    "  fast + etc": lambda s: {"algorithm": "fast", "etc": True},
}


def bench_floor(row_name: str = "MTD(f), first guess 0", start: str = "standard") -> None:
    """Where the time goes (cProfile, own CPU time by file) in one same-algorithm row of the
    table and in the best configuration, from the same start."""
    table_row = next(
        r
        for r in get_table("reversi-4x6").rows
        if r.settings["row"] == row_name and r.settings["start"] == start
    )
    _profile(f"'{row_name}' ({start})", table_row.measure)
    _profile(
        f"the preset 'fast' ({start})", lambda: solve("reversi-4x6", start=start, algorithm="fast")
    )


#: Each layer's files, for :func:`_profile`'s split.
LAYERS = {
    "the game (reversi.py)": ("reversi.py",),
    "the search's page and context": ("alphabeta.py", "mtdf.py", "negascout.py", "context.py"),
    "the table (ttable.py, tables.py's filter)": ("ttable.py", "tables.py", "bounds.py"),
    "the ordering (ordering.py)": ("ordering.py",),
}


def _profile(what: str, run: Callable[[], object]) -> None:
    """Print the own CPU time of ``run`` by file, and by layer (built-ins apart)."""
    profile = cProfile.Profile(time.process_time)
    profile.runcall(run)
    stats = pstats.Stats(profile).stats  # type: ignore[attr-defined]
    by_file: dict[str, float] = {}
    for (filename, _, _), (_, _, own, _, _) in stats.items():
        name = Path(filename).name if filename.startswith("/") else "built-ins"
        by_file[name] = by_file.get(name, 0.0) + own
    total = sum(by_file.values())
    print(f"\nWhere the time of {what} goes: cProfile, own CPU time by file")
    shares = sorted(by_file.items(), key=lambda item: -item[1])[:6]
    print("  " + ", ".join(f"{name} {own / total:.0%}" for name, own in shares))
    layers = (
        f"{layer} {sum(by_file.get(f, 0.0) for f in files) / total:.0%}"
        for layer, files in LAYERS.items()
    )
    print(f"  by layer: {', '.join(layers)}; built-ins {by_file.get('built-ins', 0) / total:.0%}")


def _fastest_run(
    lisp: dict[tuple[str, str], tuple[int, float]], start: str
) -> tuple[int, float] | None:
    """The Lisp's fastest run with a table from ``start`` (evaluations, seconds), if any."""
    runs = [v for (n, s), v in lisp.items() if s == start and n.endswith(("tt", "f=0", "f=best"))]
    return min(runs, key=lambda v: v[1]) if runs else None


def _against(what: str, start: str, ratio: float, goal: float, strict: bool = False) -> str:
    """One goal's line: the ratio, the goal, and whether it is met (by how much it is not)."""
    met = ratio < goal if strict else ratio <= goal
    verdict = "met" if met else f"not met: {ratio / goal - 1:.0%} too slow"
    where = f" ({start})" if start else ""
    return f"{what}{where}: {ratio:.2f}× (goal {'<' if strict else '<='} {goal:.1f}×) {verdict}"


def _geometric_mean(ratios: Iterable[float]) -> float:
    values = list(ratios)
    return float(math.prod(values) ** (1 / len(values)))

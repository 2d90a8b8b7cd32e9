"""Side by side with the source's own Lisp under SBCL: 4 × 6 Reversi, same machine, same run.

Each round runs the Lisp programs of ``../shared/anchors/lisp`` (``GAMESEARCH_ANCHORS``
overrides the place; they time themselves in-process, compile excluded) and then ours;
the rounds alternate and each figure is the minimum over the rounds. Without ``sbcl`` on
the PATH the Lisp columns are skipped with a note.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from bench.search import row, timed
from gamesearch.games import get_game
from gamesearch.games.reversi import Reversi
from gamesearch.search import solve
from gamesearch.tables import get_table

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


def bench_against_lisp(rounds: int = 2) -> None:
    print("\n4 × 6 Reversi against the source's Lisp (SBCL), tracing off")
    print(f"(minimum of {rounds} alternating rounds; ratio = ours / Lisp, < 1 is faster)")
    have_lisp = shutil.which("sbcl") is not None and (ANCHORS / "lisp").is_dir()
    if not have_lisp:
        print(
            f"  sbcl or {ANCHORS / 'lisp'} missing: the Lisp columns are skipped "
            "(apt-get install -y sbcl)"
        )
    rows = get_table("reversi-4x6").rows
    ours: dict[tuple[str, str], float] = {}
    counts: dict[tuple[str, str], int] = {}
    lisp: dict[tuple[str, str], tuple[int, float]] = {}
    #: The best configurations: the preset, and the source's square order as the tie-break
    #: of the default ordering (table move, then fewest replies).
    best_runs = {
        "best: solve('reversi-4x6', algorithm='mtdf')": get_game("reversi-4x6"),
        "  the same, source's square order as tie-break": Reversi(4, 6, order="hiroi"),
    }
    best = {(label, s): float("inf") for label in best_runs for s in ("standard", "parallel")}
    for _ in range(rounds):
        if have_lisp:
            for key, (count, seconds) in lisp_round().items():
                lisp[key] = (count, min(seconds, lisp.get(key, (0, float("inf")))[1]))
        for r in rows:
            key = (r.settings["row"], r.settings["start"])
            seconds, measured = timed(r.measure)
            ours[key] = min(seconds, ours.get(key, float("inf")))
            counts[key] = measured["evaluations"]
        for label, start in best:
            game = best_runs[label]
            seconds, result = timed(lambda g=game, s=start: solve(g, start=s, algorithm="mtdf"))
            best[label, start] = min(best[label, start], seconds)
            counts[label, start] = result.stats.evaluations
    row("configuration", "start", "evaluations", "Lisp evals", "seconds", "Lisp s", "ratio")
    for (name, start), seconds in ours.items():
        theirs = lisp.get((LISP_NAMES[name], start))
        cells = (
            (f"{theirs[0]:,}", f"{theirs[1]:.3f}", f"{seconds / theirs[1]:.2f}×")
            if theirs
            else ("-", "-", "-")
        )
        row(name, start, f"{counts[(name, start)]:,}", cells[0], f"{seconds:.3f}", *cells[1:])
    print("  the best configurations, against the Lisp's fastest run (of the table's):")
    for (label, start), seconds in best.items():
        fastest = min(
            (v for (n, s), v in lisp.items() if s == start and n.endswith(("tt", "f=0", "f=best"))),
            key=lambda v: v[1],
            default=None,
        )
        cells = (
            (f"{fastest[0]:,}", f"{fastest[1]:.3f}", f"{seconds / fastest[1]:.2f}×")
            if fastest
            else ("-", "-", "-")
        )
        row(
            label,
            start,
            f"{counts[label, start]:,}",
            cells[0],
            f"{seconds:.3f}",
            *cells[1:],
        )
    print("  goals: best configuration < 1.0×; the same algorithms with the same counts <= 4×")

"""What saving and loading a trace file costs: time and peak memory, for a capped trace.

Run: ``.venv/bin/python -m bench.trace_files``. Records NegaScout on 4 × 6 Reversi capped at
200 000 nodes (the recorder's default cap), then measures writing it with ``save_trace``
(which writes as it goes) against building the whole JSON document first
(``json.dumps(trace_to_json(trace))``), and reading it back with ``load_trace`` (the schema
check and the legal-move replay). Peak memory is Python's own allocations (``tracemalloc``),
which also slows each measured step; the times are without it.
"""

from __future__ import annotations

import json
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

from gamesearch.search import solve
from gamesearch.trace import load_trace, save_trace, trace_to_json

NODES = 200_000


def measure(step: Callable[[], object]) -> tuple[float, float]:
    """(seconds, peak MB) of ``step``, each from its own run."""
    began = time.perf_counter()
    step()
    seconds = time.perf_counter() - began
    tracemalloc.start()
    try:
        step()
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return seconds, peak / 1e6


def main() -> None:
    trace = solve("reversi-4x6", algorithm="negascout", trace=True, trace_limit=NODES).trace
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "trace.json"
        rows = {
            "save_trace (as it goes)": lambda: save_trace(trace, path),
            "whole document, then write": lambda: path.write_text(
                json.dumps(trace_to_json(trace), allow_nan=False)
            ),
            "load_trace": lambda: load_trace(path),
        }
        print(f"trace: negascout on reversi-4x6, {len(trace):,} nodes, {len(trace.codes):,} events")
        print(f"{'step':<28}{'seconds':>9}{'peak MB':>10}")
        for name, step in rows.items():
            seconds, peak = measure(step)
            print(f"{name:<28}{seconds:>9.1f}{peak:>10.1f}")
        print(f"file: {path.stat().st_size / 1e6:.1f} MB")


if __name__ == "__main__":
    main()

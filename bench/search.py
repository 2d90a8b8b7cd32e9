"""Search benchmarks: the 4 × 6 Reversi table and a Kalah match, tracing off and on (the
costs of tracing also on the compiled core, :mod:`bench.compile_core`).

Run with ``make bench`` (or ``python -m bench``). Prints tables; asserts nothing.
"""

from __future__ import annotations

import gc
import time
import tracemalloc
from collections.abc import Callable
from functools import partial
from typing import Any, TypeVar

from bench import compile_core
from bench.plain import LeastRecorder, NoHooks, NullTracer, hooked_alphabeta, plain_alphabeta
from gamesearch.games import get_game
from gamesearch.games.reversi import Reversi
from gamesearch.match import Engine, play_match
from gamesearch.search import SearchResult, solve
from gamesearch.search.alphabeta import alphabeta
from gamesearch.search.tracing import tracing_context
from gamesearch.tables import get_table

T = TypeVar("T")


def timed(function: Callable[[], T], repeat: int = 1) -> tuple[float, T]:
    """(best CPU seconds over ``repeat`` runs (at least one), last result)."""
    best = float("inf")
    for _ in range(max(repeat, 1)):
        gc.collect()
        began = time.process_time()
        result = function()
        best = min(best, time.process_time() - began)
    return best, result


def row(*cells: object) -> None:
    print(
        "  ".join(
            f"{c:>12}" if not isinstance(c, str) or i else f"{c:<44}" for i, c in enumerate(cells)
        )
    )


def bench_plain_versus_instrumented(rounds: int = 3) -> None:
    print("\nFail-soft nega-alpha, 4 × 6 Reversi (source order, no table), standard start")
    print(f"(best CPU time of {rounds} rounds, the six runs alternating within each round;")
    print(" trace bytes: kept after the search by tracemalloc, less the untraced search's)")
    row("implementation", "nodes", "evaluations", "seconds", "nodes/s", "bytes/node")
    game = Reversi(4, 6, order="hiroi")
    state = game.initial_state()

    def plain() -> list[int]:
        counts = [0, 0]
        plain_alphabeta(game, state, -50, 50, counts)
        return counts

    def hooked() -> list[int]:
        counts = [0, 0]
        hooked_alphabeta(NoHooks(game, counts), state, None, -50, 50)
        return counts

    def layer_only(tracer: type[NullTracer] = NullTracer) -> list[int]:
        ctx = tracing_context(game, tracer())
        alphabeta(ctx, state, None, -50, 50)
        return [ctx.stats.nodes, ctx.stats.evaluations]

    def instrumented(trace: bool) -> SearchResult:
        return solve(
            game,
            algorithm="alphabeta-failsoft",
            window=(-50, 50),
            ordering="natural",
            tt=False,
            trace=trace,
            trace_limit=10**7,
        )

    runs: dict[str, Callable[[], list[int] | SearchResult]] = {
        "plain, no hooks": plain,
        "plain + the listing's calls, as no-ops": hooked,
        "gamesearch, tracing off": lambda: instrumented(False),
        "gamesearch, tracing layer, records nothing": layer_only,
        "gamesearch, tracing layer, least recording": partial(layer_only, LeastRecorder),
        "gamesearch, full trace": lambda: instrumented(True),
    }
    best = dict.fromkeys(runs, float("inf"))
    results: dict[str, list[int] | SearchResult] = {}
    each_round: list[dict[str, float]] = []  # each round's times, by label
    for _ in range(rounds):
        times = {}
        for label, run in runs.items():
            times[label], results[label] = timed(run)
            best[label] = min(best[label], times[label])
        each_round.append(times)
    traced, kept = _kept(lambda: instrumented(True))
    assert kept.trace is not None
    per_node = (traced - _kept(lambda: instrumented(False))[0]) / len(kept.trace)
    events = _events_bytes(kept) / len(kept.trace)
    del kept
    for label, result in results.items():
        nodes, evaluations = (
            result if isinstance(result, list) else (result.stats.nodes, result.stats.evaluations)
        )
        size = f"{per_node:.0f}" if label.endswith("full trace") else "-"
        row(label, nodes, evaluations, f"{best[label]:.2f}", f"{nodes / best[label]:,.0f}", size)
    off = best["gamesearch, tracing off"]
    print(
        f"  tracing off / the hook-free listing: {off / best['plain, no hooks']:.2f}× "
        f"(goal ≤ 1.25×); full trace / tracing off: "
        f"{best['gamesearch, full trace'] / off:.2f}× (goal ≤ 1.5×); "
        f"trace: {per_node:.0f} bytes a node, {per_node + events:.0f} once its events are read "
        "(goal ≤ 120)"
    )
    print(
        "  the same ratios within each round, whose runs follow one another (their spread is "
        "the machine's noise): tracing off / the listing "
        + _per_round(each_round, "gamesearch, tracing off", "plain, no hooks")
        + "; full trace / tracing off "
        + _per_round(each_round, "gamesearch, full trace", "gamesearch, tracing off")
    )
    print(
        "  (the events are not recorded: their order follows from the nodes, and the trace "
        f"derives them when first read, adding {events:.0f} bytes a node)"
    )
    layer = best["gamesearch, tracing layer, records nothing"] / off
    full = best["gamesearch, full trace"] / off
    print(
        f"  of the full trace's {full:.2f}×, the tracing layer's calls to a tracer that records "
        f"nothing take {layer:.2f}×; recording adds the rest"
    )
    least = best["gamesearch, tracing layer, least recording"] / off
    print(
        f"  a recorder keeping the least a player needs (bench.plain.LeastRecorder: the entries "
        f"in one flat list, the values; no Trace) takes {least:.2f}× under the same calls"
    )
    calls = best["plain + the listing's calls, as no-ops"] / best["plain, no hooks"]
    print(
        f"  the floor: the calls the listing makes at each node, doing nothing, already cost "
        f"{calls:.2f}× plain; tracing off adds {off / best['plain, no hooks'] - calls:+.2f} "
        "for what they do (counting, the principal variation, depth, the variant's switches)"
    )


def _per_round(each_round: list[dict[str, float]], label: str, against: str) -> str:
    """The ratio of ``label``'s time to ``against``'s in each round, e.g. ``1.52, 1.61, 1.55``."""
    return ", ".join(f"{times[label] / times[against]:.2f}" for times in each_round)


def _kept(search: Callable[[], SearchResult]) -> tuple[int, SearchResult]:
    """(the bytes a search's result keeps alive, its statistics apart, by tracemalloc; the
    result without its statistics)."""
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    result = search()
    del result.stats
    size = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    return size, result


def _events_bytes(result: SearchResult) -> int:
    """The bytes the trace of ``result`` keeps for its events once they are first read
    (they are derived from its nodes then), by tracemalloc."""
    assert result.trace is not None
    len(result.trace.value)  # settled first, as by any reader: not the events' own bytes
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    len(result.trace.codes)
    size = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    return size


def bench_trace_memory() -> None:
    print("\nTrace memory (tracemalloc), 4 × 6 Reversi NegaScout, source settings")
    print("(bytes kept after the search, less those the same search keeps untraced: its table;")
    print(" then with its events, derived from the nodes when first read)")
    row("trace", "nodes", "events", "bytes", "bytes/node", "with events")
    game = Reversi(4, 6, order="hiroi")

    def search(tt: bool, trace: bool) -> SearchResult:
        return solve(
            game,
            algorithm="negascout",
            scout_first=True,
            window=(-50, 50),
            ordering="natural",
            tt=tt,
            trace=trace,
            trace_limit=10**7,
        )

    for label, tt in (("without a table", False), ("with a table", True)):
        untraced, _ = _kept(partial(search, tt, False))
        size, result = _kept(partial(search, tt, True))
        size -= untraced
        assert result.trace is not None
        events_size = _events_bytes(result)
        nodes, events = len(result.trace), len(result.trace.codes)
        del result
        row(
            f"full trace, {label}",
            nodes,
            events,
            f"{size:,}",
            f"{size / nodes:.0f}",
            f"{(size + events_size) / nodes:.0f}",
        )


def bench_table() -> None:
    print("\n4 × 6 Reversi, the source's table (tracing off)")
    row("row", "start", "evaluations", "tt_hits", "seconds")
    for r in get_table("reversi-4x6").rows:
        seconds, measured = timed(r.measure)
        row(
            r.settings["row"],
            r.settings["start"],
            measured["evaluations"],
            measured.get("tt_hits", "-"),
            f"{seconds:.2f}",
        )


def bench_best() -> None:
    print("\nBest configurations, 4 × 6 Reversi standard start (natural order, tt+mobility)")
    row("configuration", "value", "evaluations", "nodes", "seconds")
    game = Reversi(4, 6)
    configurations: list[tuple[str, dict[str, Any]]] = [
        ("MTD(f), first guess 0", {"algorithm": "mtdf"}),
        ("MTD(f), first guess 16", {"algorithm": "mtdf", "first_guess": 16}),
        ("NegaScout + table", {"algorithm": "negascout", "tt": True}),
        ("fail-soft alpha-beta + table", {"algorithm": "alphabeta-failsoft", "tt": True}),
    ]
    for label, options in configurations:
        seconds, result = timed(partial(solve, game, ordering="best", **options), repeat=3)
        row(label, result.value, result.stats.evaluations, result.stats.nodes, f"{seconds:.2f}")
    print("  (the source's best run: MTD(f) with first guess 16, 44 565 evaluations)")


def bench_kalah_match() -> None:
    print("\nKalah (source rules), NegaScout 4 vs 4, one whole game")
    row("tracing", "evaluations", "nodes", "seconds", "nodes/s")
    game = get_game("kalah-hiroi")
    engine = Engine("negascout", 4, {"scout_first": True, "window": (-100, 100)})
    for label, trace in (("off", False), ("full", True)):
        seconds, result = timed(
            partial(play_match, game, engine, engine, ordering="natural", trace=trace)
        )
        s = result.stats
        row(label, s.evaluations, s.nodes, f"{seconds:.2f}", f"{s.nodes / seconds:,.0f}")


def bench_compiled_versus_instrumented() -> None:
    """:func:`bench_plain_versus_instrumented` again on the compiled core, the hook-free
    listings compiled too (bench/compile_core.py), where this machine can build it."""
    try:
        core = compile_core.build()
    except RuntimeError as error:
        print(f"\nThe same on the compiled core: {error}; skipped")
        return
    print(
        "\nThe same on the compiled core (bench/compile_core.py: mypyc, the listings too)", end=""
    )
    code = "from bench.search import bench_plain_versus_instrumented as b\nb()"
    print(compile_core.run_on(core, code), end="")


def main() -> None:
    bench_plain_versus_instrumented()
    bench_compiled_versus_instrumented()
    bench_trace_memory()
    bench_best()
    bench_kalah_match()
    bench_table()

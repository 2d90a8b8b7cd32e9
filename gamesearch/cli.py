"""The ``gamesearch`` command: solve, trace, match and reproduce the published tables."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Sequence
from typing import Any

from gamesearch.errors import GameSearchError
from gamesearch.games import PRESETS, get_game
from gamesearch.match import Engine, play_match
from gamesearch.search import ALGORITHMS, solve
from gamesearch.tables import TABLES, get_table, reproduce
from gamesearch.trace import save_trace

DEFAULT_ALGORITHM = "mtdf"


def _search_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help=f"one of: {', '.join(PRESETS)}")
    parser.add_argument("--start", help="start position name (default: the game's first)")
    parser.add_argument("--moves", default="", help='moves from the start, e.g. "c4 e3 pass"')
    parser.add_argument(
        "--algorithm", default=DEFAULT_ALGORITHM, help=f"one of: {', '.join(ALGORITHMS)}"
    )
    parser.add_argument("--depth", type=int, help="remaining depth (default: to the end)")
    table = parser.add_mutually_exclusive_group()
    table.add_argument("--tt", action="store_true", default=None, help="use a transposition table")
    table.add_argument("--no-tt", dest="tt", action="store_false", help="use no table")
    parser.add_argument("--window", type=float, nargs=2, metavar=("ALPHA", "BETA"))
    parser.add_argument("--first-guess", type=float, help="MTD(f)'s first guess")
    parser.add_argument("--gamma", type=float, help="the null-window search's test value")
    parser.add_argument("--scout-first", action="store_true", help="NegaScout: scout child 1 too")
    parser.add_argument(
        "--ordering", help="move ordering, e.g. natural, best (default: the game's, best)"
    )
    parser.add_argument("--node-budget", type=int, help="stop after this many nodes")


def _search_options(args: argparse.Namespace) -> dict[str, Any]:
    options: dict[str, Any] = {
        "start": args.start,
        "moves": args.moves,
        "depth": args.depth,
        "tt": args.tt,
        "ordering": args.ordering,
        "node_budget": args.node_budget,
    }
    if args.window:
        options["window"] = tuple(int(w) if w.is_integer() else w for w in args.window)
    for name in ("first_guess", "gamma"):
        value = getattr(args, name)
        if value is not None:
            options[name] = int(value) if value.is_integer() else value
    if args.scout_first:
        options["scout_first"] = True
    return options


def _print_result(result, as_json: bool) -> None:
    data = result.as_dict()
    if as_json:
        print(json.dumps(data))
        return
    print(result.state)
    print()
    status = "" if result.complete else f"   (INCOMPLETE: {result.message})"
    print(f"value      {data['value']} ({data['bound']}){status}")
    print(f"best move  {data['best_move']}")
    print(f"pv         {' '.join(data['pv']) or '-'}")
    for key in (
        "nodes",
        "evaluations",
        "cutoffs",
        "researches",
        "tt_probes",
        "tt_hits",
        "tt_stores",
        "passes",
        "seconds",
    ):
        print(f"{key:<10} {data[key]}")


def _progress(rows: Sequence) -> Iterable:
    if not sys.stderr.isatty():
        yield from rows
        return
    for i, row in enumerate(rows, 1):
        print(f"\r  measuring row {i}/{len(rows)} ...", end="", file=sys.stderr, flush=True)
        yield row
    print("\r" + " " * 40 + "\r", end="", file=sys.stderr, flush=True)


def _format_cell(values: dict[str, Any]) -> str:
    return ", ".join(f"{k}={v}" for k, v in values.items())


def cmd_solve(args: argparse.Namespace) -> int:
    result = solve(args.game, algorithm=args.algorithm, **_search_options(args))
    _print_result(result, args.json)
    return 0


def cmd_trace(args: argparse.Namespace) -> int:
    result = solve(
        args.game,
        algorithm=args.algorithm,
        trace=True,
        trace_limit=args.limit,
        **_search_options(args),
    )
    save_trace(result.trace, args.out)
    print(f"wrote {len(result.trace)} nodes and {len(result.trace.codes)} events to {args.out}")
    if result.trace.truncated:
        print(f"note: {result.trace.truncated}")
    return 0


def cmd_match(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    first, second = Engine.parse(args.first), Engine.parse(args.second)
    result = play_match(game, first, second, ordering=args.ordering)
    summary = {
        "game": game.name,
        "first": str(first),
        "second": str(second),
        "score": result.score,
        "moves": " ".join(game.format_move(m) for _, m in result.moves),
        **{k: v for k, v in result.stats.as_dict().items() if k != "passes"},
    }
    if hasattr(game, "stores"):
        summary["stores"] = list(game.stores(result.final))
    if args.json:
        print(json.dumps(summary))
    else:
        print(result.final)
        print()
        for key, value in summary.items():
            print(f"{key:<18} {value}")
    return 0


def cmd_table(args: argparse.Namespace) -> int:
    table = get_table(args.name)
    rows = reproduce(args.name, include_slow=args.slow, progress=_progress)
    if args.json:
        print(json.dumps(rows))
        return 0
    print(f"{table.title}\nsource: {table.source}\n")
    mismatches = 0
    for row in rows:
        same = all(row["measured"].get(k) == v for k, v in row["published"].items())
        mismatches += not same
        settings = _format_cell({k: v for k, v in row["settings"].items() if k != "row"})
        print(f"{row['settings']['row']}  [{settings}]")
        print(f"    published  {_format_cell(row['published'])}")
        print(f"    measured   {_format_cell(row['measured'])}   {'ok' if same else 'DIFFERENT'}")
    print(f"\n{len(rows) - mismatches} of {len(rows)} rows reproduce exactly.")
    return 0 if mismatches == 0 else 1


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gamesearch", description="Instrumented game-tree search, from minimax to MTD(f)."
    )
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("solve", help="search a position and print value, move and statistics")
    _search_arguments(p)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=cmd_solve)

    p = sub.add_parser("trace", help="search a position and write the full trace as JSON")
    _search_arguments(p)
    p.add_argument("--out", required=True, help="the JSON file to write")
    p.add_argument("--limit", type=int, default=200_000, help="most nodes to record")
    p.set_defaults(run=cmd_trace)

    p = sub.add_parser("match", help="play a whole game between two engines")
    p.add_argument("game", help=f"one of: {', '.join(PRESETS)}")
    p.add_argument("--first", required=True, help="ALGORITHM:DEPTH, e.g. negascout:4")
    p.add_argument("--second", required=True, help="ALGORITHM:DEPTH")
    p.add_argument("--ordering", help="move ordering (default: the game's, best)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_match)

    p = sub.add_parser("table", help="reproduce a published table")
    p.add_argument("name", help=f"one of: {', '.join(TABLES)}")
    p.add_argument("--slow", action="store_true", help="include the slow rows (Kalah 6-8)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_table)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.run(args)
    except GameSearchError as error:
        print(f"gamesearch: error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("gamesearch: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())

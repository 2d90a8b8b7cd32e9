"""The ``gamesearch`` command: solve, trace, show a saved trace, match and reproduce the
published tables; ``--import MODULE`` (and installed plugins, :mod:`gamesearch.plugins`) adds
a person's own games and algorithms.

Messages name what to change as the command line spells it: the whole command runs within
:func:`gamesearch.errors.speaking`, with each subcommand's flags (``depth=None`` is said
``--depth end``, ``tt=False`` ``--no-tt``, an algorithm option its flag).

Exit status: 0 done; 1 a node budget or time limit stopped the work (what was found so far
is printed) or a table did not reproduce; 2 a mistake in the command (one or two lines on
standard error say what and what to do); 3 an internal error (a bug: set
``GAMESEARCH_DEBUG=1`` to see its traceback); 130 interrupted with Ctrl-C (a search prints
what it had found, as a time limit's does).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shlex
import stat
import sys
import tempfile
import textwrap
import time
from collections.abc import Callable, Iterator, Sequence
from importlib import metadata
from pathlib import Path
from typing import Any, NoReturn

from gamesearch.errors import (
    NO_VALUE,
    GameSearchError,
    SearchInterrupted,
    argument,
    python_spelling,
    quote,
    speaking,
)
from gamesearch.games import Game, game_names, get_game
from gamesearch.games.base import Move, State
from gamesearch.match import ENGINE_FORMAT, Engine, MatchResult, play_match
from gamesearch.plugins import import_module, is_path, load_entry_points
from gamesearch.search import ALGORITHMS, DEFAULT_ALGORITHM, SearchResult, get_algorithm, solve
from gamesearch.search.algorithms import ALIASES, all_options
from gamesearch.search.options import Option
from gamesearch.search.request import DefaultDepth
from gamesearch.tables import TABLES, Row, get_table, reproduce
from gamesearch.terminal import Progress
from gamesearch.text import number, table
from gamesearch.trace import Trace, load_trace, save_trace
from gamesearch.trace.recorder import DEFAULT_MAX_NODES

OK, STOPPED, USAGE, INTERNAL, INTERRUPTED = 0, 1, 2, 3, 130
NBSP = "\u00a0"
#: ``--depth end``: search to the end of the game (solve's ``depth=None``).
END = "end"
#: The word a flag's value None is written as, where it has one (else: leave the flag out).
NONE_WORDS = {"depth": END}


class UsageError(GameSearchError):
    """A command-line argument that cannot work (reported with exit status 2)."""


class _Parser(argparse.ArgumentParser):
    """argparse, saying a mistake in two lines instead of the whole usage first."""

    def error(self, message: str) -> NoReturn:
        self.exit(USAGE, f"{self.prog}: error: {message}\n(see: {self.prog} --help)\n")


# -- argument types: each turns one word into a value or says what was expected ----------
def _argument_type(convert: Callable[[str], Any], expected: str) -> Callable[[str], Any]:
    def parse(text: str) -> Any:
        try:
            return convert(text)
        except (ValueError, OverflowError):
            raise argparse.ArgumentTypeError(f"expected {expected}, not {quote(text)}") from None

    parse.__name__ = expected  # argparse names the type in some messages
    return parse


def _real(text: str, allow_infinite: bool = False) -> int | float:
    """A number as written: ``3`` stays an int; ``inf``/``-inf`` only if allowed; never NaN."""
    word = text.strip()
    try:
        return int(word)
    except ValueError:
        value = float(word)
    if math.isnan(value) or (math.isinf(value) and not allow_infinite):
        raise ValueError(text)
    return int(value) if value.is_integer() else value


def _window(text: str) -> tuple[int | float, int | float]:
    ends = text.replace(",", " ").split()
    if len(ends) != 2:
        raise ValueError(text)
    alpha, beta = (_real(end, allow_infinite=True) for end in ends)
    return alpha, beta


def _whole(low: int) -> Callable[[str], int]:
    def convert(text: str) -> int:
        value = int(text.strip())
        if value < low or len(text) > 18:
            raise ValueError(text)
        return value

    return convert


def _depth(text: str) -> int | str:
    return END if text.strip() == END else _whole(0)(text)


def _seconds(text: str) -> float:
    value = _real(text)
    if value <= 0:
        raise ValueError(text)
    return value


NUMBER = _argument_type(_real, "a number")
INTEGER = _argument_type(lambda text: int(text.strip()), "a whole number")
WINDOW = _argument_type(_window, "two numbers ALPHA,BETA (-inf and inf allowed)")
COUNT = _argument_type(_whole(1), "a whole number >= 1")
DEPTH = _argument_type(_depth, f"a whole number >= 0, or '{END}'")
SECONDS = _argument_type(_seconds, "a number of seconds > 0")


def _join_window(argv: Sequence[str]) -> list[str]:
    """``--window -inf inf`` (or ``--window -1,1``) as ``--window=-inf,inf``: argparse would
    take ``-inf`` for an option."""
    out, args = [], list(argv)
    while args:
        word = args.pop(0)
        if word == "--window" and args and not args[0].startswith("--"):
            ends = [args.pop(0)]
            if "," not in ends[0] and args and not args[0].startswith("--"):
                ends.append(args.pop(0))
            word = "--window=" + ",".join(ends)
        out.append(word)
    return out


# -- how messages name an argument -------------------------------------------------------
def spelling(parser: argparse.ArgumentParser) -> Callable[[str, Any], str]:
    """How a message names an argument (:func:`gamesearch.errors.argument`) within the
    command ``parser`` parses: by the flag it declares whose destination is solve()'s
    keyword of that name, read from the parser itself (``depth=None`` is ``--depth end``,
    ``window=(-1, 1)`` ``--window -1 1``, ``tt=False`` ``--no-tt``, ``trace_limit=5``
    ``--limit 5``); a keyword the command has no flag for keeps its Python spelling."""

    def spell(name: str, value: Any) -> str:
        actions = [a for a in parser._actions if a.dest == name]
        if not actions:
            return python_spelling(name, value)
        return _flag_with_value(actions, value)

    return spell


def _flag_with_value(actions: list[argparse.Action], value: Any) -> str:
    """``value`` given with the flag these actions (of one destination) declare."""
    first = actions[0]
    if not first.option_strings:  # a positional argument: its value alone
        return first.dest.upper() if value is NO_VALUE else _word(value)
    flag = first.option_strings[0]
    if value is NO_VALUE:
        return flag
    if isinstance(value, bool):
        for action in actions:
            if isinstance(action, argparse.BooleanOptionalAction):  # --etc / --no-etc
                return action.option_strings[0 if value else 1]
            if action.const is value:  # --tt (True) / --no-tt (False)
                return action.option_strings[0]
    if value is None:
        word = NONE_WORDS.get(first.dest)
        return f"{flag} {word}" if word else f"no {flag}"
    values = value if isinstance(value, (tuple, list)) else (value,)
    return " ".join([flag, *(_word(v) for v in values)])


def _word(value: Any) -> str:
    """A value as typed in a shell: ``3``, ``-inf``, ``0.5``, ``'b2 a1'``."""
    if isinstance(value, str):
        return shlex.quote(value)
    if isinstance(value, float) and (math.isinf(value) or value.is_integer()):
        return str(value) if math.isinf(value) else str(int(value))
    return str(value)


# -- the options ------------------------------------------------------------------------
def _command_line_form(option: Option) -> dict[str, Any]:
    """argparse keywords for one algorithm option, from its one declaration: its field
    (gamesearch/search/options.py).

    Every default is None, so solve() applies the declared default (or a preset's) and a
    command line that does not mention an option passes nothing for it."""
    shown = option.default if option.kind != "flag" else "on" if option.default else "off"
    help_text = option.help + ("" if option.default is None else f" (default: {shown})")
    if option.kind == "flag":
        return {"action": argparse.BooleanOptionalAction, "default": None, "help": help_text}
    if option.kind == "choice":
        return {"choices": option.choices, "help": help_text}
    convert = INTEGER if option.kind == "integer" else NUMBER
    return {"type": convert, "metavar": option.name.upper(), "help": help_text}


def algorithm_options() -> dict[str, dict[str, Any]]:
    """The command-line form of every option of the algorithms registered now, by name."""
    return {name: _command_line_form(option) for name, option in all_options().items()}


def _common_arguments(
    parser: argparse.ArgumentParser, budget: bool = True, limits: bool = True
) -> None:
    """``--json`` and ``--quiet``; the limits ``--time-limit`` and (``budget``)
    ``--node-budget`` too if ``limits``."""
    group = parser.add_argument_group("limits and output" if limits else "output")
    if budget and limits:
        group.add_argument(
            "--node-budget", type=COUNT, metavar="N", help="stop a search after N nodes"
        )
    if limits:
        group.add_argument(
            "--time-limit", type=SECONDS, metavar="SECONDS", help="stop after this many seconds"
        )
    group.add_argument("--json", action="store_true", help="print one JSON object, nothing else")
    group.add_argument(
        "--quiet",
        action="store_true",
        help="print the result only, in one line (no board, no tables, no progress)",
    )


def _position_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "game",
        help=f"one of: {', '.join(game_names())}; or your own as module:Class or "
        "module:function (e.g. mygame:Nim, from the folder that holds mygame.py, or "
        "mygames/nim.py:Nim); or a game a module given to --import registers",
    )
    parser.add_argument("--start", help="start position name (default: the game's first)")
    parser.add_argument("--moves", default="", help='moves from the start, e.g. "c4 e3 pass"')


def _search_arguments(parser: argparse.ArgumentParser, algorithm: bool = True) -> None:
    search = parser.add_argument_group("search")
    if algorithm:
        plain = [name for name, spec in ALGORITHMS.items() if spec.base is None]
        presets = [f"{name} (of {spec.base})" for name, spec in ALGORITHMS.items() if spec.base]
        search.add_argument(
            "--algorithm",
            default=DEFAULT_ALGORITHM,
            help=f"one of: {', '.join(plain)} (default: {DEFAULT_ALGORITHM}); the presets, "
            f"each an algorithm set up in advance: {', '.join(presets)}; also "
            + ", ".join(f"{alias} (= {name})" for alias, name in ALIASES.items()),
        )
        search.add_argument(
            "--depth",
            type=DEPTH,
            help=f"plies to search, or '{END}' (default: the game's default depth: to the end "
            "where a laptop solves the game in seconds, else 6 plies, said in the output)",
        )
    tt = search.add_mutually_exclusive_group()
    tt.add_argument("--tt", action="store_true", default=None, help="use a transposition table")
    tt.add_argument("--no-tt", dest="tt", action="store_false", help="use no table")
    search.add_argument(
        "--ordering",
        help="move ordering, e.g. natural, best (default: the algorithm's, else the game's)",
    )
    search.add_argument(
        "--window",
        type=WINDOW,
        metavar="ALPHA,BETA",
        help="root window, e.g. --window -1 1 or --window=-inf,inf",
    )
    for name, spec in algorithm_options().items():
        search.add_argument("--" + name.replace("_", "-"), **spec)


IMPORT_HELP = (
    "import MODULE first: a module name (from the folder the command runs in, or "
    "installed) or a .py file's path; the games and algorithms it registers "
    "(register_game, register_algorithm) can then be named and are listed in --help. "
    "May be repeated; installed plugins (entry points 'gamesearch.plugins') are imported too"
)


def _import_argument(parser: argparse.ArgumentParser) -> None:
    """``--import MODULE``, accepted before and after the subcommand; the modules are
    imported before the parser is built (:func:`_imports`), so nothing reads its value."""
    parser.add_argument(
        "--import", dest="imports", action="append", default=argparse.SUPPRESS,
        metavar="MODULE", help=IMPORT_HELP,
    )  # fmt: skip


def _command(
    sub: Any, name: str, summary: str, run: Callable[[argparse.Namespace], int]
) -> argparse.ArgumentParser:
    """A subcommand: ``run(args)`` carries it out, with messages in its flags' words."""
    parser: argparse.ArgumentParser = sub.add_parser(name, help=summary)
    parser.set_defaults(run=run, spell=spelling(parser))
    _import_argument(parser)
    return parser


def build_parser() -> argparse.ArgumentParser:
    """The command's parser, from what is registered now (run :func:`load_user_code` first:
    the games, algorithms and options it lists are those registered when it is built)."""
    parser = _Parser(
        prog="gamesearch",
        description="Instrumented game-tree search, from minimax to MTD(f).",
        epilog="Exit status: 0 done, 1 stopped by a limit (partial result printed) or a table "
        "that did not reproduce, 2 a mistake in the command, 3 an internal error.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {_version()}")
    _import_argument(parser)
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = _command(sub, "solve", "search a position: value, best line and counts", cmd_solve)
    _position_arguments(p)
    _search_arguments(p)
    _common_arguments(p)

    p = _command(sub, "trace", "search a position and write every node as JSON", cmd_trace)
    _position_arguments(p)
    p.add_argument(
        "--out",
        required=True,
        metavar="FILE",
        help="the JSON file to write (written whole or not at all: a failed search leaves "
        "no file, and an existing FILE as it was)",
    )
    p.add_argument(
        "--limit",
        dest="trace_limit",
        type=COUNT,
        default=DEFAULT_MAX_NODES,
        metavar="N",
        help="most nodes to record (default: %(default)s)",
    )
    _search_arguments(p)
    _common_arguments(p)

    p = _command(
        sub, "show", "check a saved trace and say what it holds: call, counts, best line",
        cmd_show,
    )  # fmt: skip
    p.add_argument("file", metavar="FILE", help="a trace written by gamesearch trace --out")
    _common_arguments(p, budget=False, limits=False)

    p = _command(sub, "match", "play a whole game between two engines", cmd_match)
    _position_arguments(p)
    p.add_argument(
        "--first", required=True, metavar="ENGINE", help=f"who moves first: {ENGINE_FORMAT}"
    )
    p.add_argument("--second", required=True, metavar="ENGINE", help="who moves second: same form")
    _search_arguments(p, algorithm=False)
    _common_arguments(p)

    p = _command(sub, "table", "reproduce a published table: published vs measured", cmd_table)
    p.add_argument("name", help=f"one of: {', '.join(TABLES)}")
    p.add_argument("--slow", action="store_true", help="include the slow rows (Kalah 6-8)")
    _common_arguments(p, budget=False)
    return parser


def _version() -> str:
    try:
        return metadata.version("gamesearch")
    except metadata.PackageNotFoundError:
        return "(not installed)"


# -- from arguments to solve() ------------------------------------------------------------
def _search_options(args: argparse.Namespace) -> dict[str, Any]:
    """The keywords for solve() that the command line gives."""
    options: dict[str, Any] = {
        "tt": args.tt,
        "ordering": args.ordering,
        "node_budget": args.node_budget,
        "time_limit": args.time_limit,
    }
    for name in all_options():
        if getattr(args, name, None) is not None:
            options[name] = getattr(args, name)
    if args.window is not None:
        options["window"] = args.window
    return options


def _takes(algorithm: str, option: str) -> bool:
    spec = get_algorithm(algorithm)
    return option in spec.options or (option == "window" and spec.window)


def _engine_options(engines: Sequence[Engine], options: dict[str, Any]) -> list[Engine]:
    """Each engine with the options it takes; an algorithm option neither takes is an error."""
    special = {*all_options(), "window"}
    for name in special & options.keys():
        if not any(_takes(e.algorithm, name) for e in engines):
            raise UsageError(
                f"{argument(name)} is an option of neither {engines[0].algorithm} nor "
                f"{engines[1].algorithm}"
            )
    return [
        Engine(
            e.algorithm,
            e.depth,
            {k: v for k, v in options.items() if k not in special or _takes(e.algorithm, k)},
        )
        for e in engines
    ]


def _game(name: str) -> Game[State, Move]:
    """The game the command names: a registered name, or ``module:attribute`` with the
    module named as ``--import`` takes it (a name from the folder the command runs in, or a
    file's path: :func:`gamesearch.plugins.import_module`)."""
    if name in game_names() or ":" in name:
        return get_game(name)
    if is_path(name):
        raise UsageError(
            f"{name} is a file: name the game in it too, as {name}:Name (its Game class, or "
            "a function that returns the game)"
        )
    return get_game(name)


def _depth_to_search(requested: int | str | None) -> int | DefaultDepth | None:
    """The depth solve() is given: ``end`` is None (to the end), none the game's default."""
    if requested == END:
        return None
    return DefaultDepth.GAME if requested is None else int(requested)


def _status(result: SearchResult, interrupted: bool) -> int:
    """The exit status of a search that ran: done, stopped by a limit, or interrupted."""
    return INTERRUPTED if interrupted else OK if result.complete else STOPPED


def _check_output_path(path: Path) -> None:
    """Refuse, before any search, a path the trace could not be written to."""
    folder = path.parent
    if path.is_dir():
        raise UsageError(f"--out {path} is a folder; give a file name, e.g. {path / 'trace.json'}")
    if not folder.is_dir():
        raise UsageError(f"--out {path}: the folder {folder} does not exist; create it first")
    if not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise UsageError(f"--out {path}: no permission to write there; choose another place")


def _write_whole(path: Path, write: Callable[[Path], None]) -> None:
    """``write(file)`` into a new file beside ``path``, renamed to ``path`` only once it
    succeeded: a failure (or Ctrl-C) leaves no file behind, and an existing ``path`` as it
    was. The file gets the permissions ``path`` has, or a new file's usual ones."""
    handle, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
    os.close(handle)
    written = Path(name)
    try:
        write(written)
        written.chmod(_permissions(path))
        os.replace(written, path)
    except BaseException:
        written.unlink(missing_ok=True)
        raise


def _permissions(path: Path) -> int:
    """An existing file's permissions, else a new file's (read-write, less the umask)."""
    if path.exists():
        return stat.S_IMODE(path.stat().st_mode)
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def _progress(args: argparse.Namespace, label: str) -> Progress:
    return Progress(not (args.json or args.quiet), label)


# -- what a person reads -------------------------------------------------------------------
def _position(game: Game[State, Move], start: str | None, moves: str) -> str:
    text = f"{game.start_name(start)} start"
    return f"{text}, after {moves.strip()}" if moves.strip() else text


def _settings_rows(algorithm: str, call: dict[str, Any], note: str) -> list[list[Any]]:
    """The algorithm and the settings of its ``call`` (a result's or a trace's options)."""
    options = dict(call)
    depth = options.pop("depth")
    spec = ALGORITHMS.get(algorithm)
    rows: list[list[Any]] = [
        ["algorithm", f"{algorithm}: {spec.summary}" if spec else algorithm],
        ["depth", "to the end of the game" if depth is None else str(depth)],
    ]
    if note:
        rows.append(["", f"({note})"])
    rows.append(["table", "on" if options.pop("tt") else "off"])
    rows.append(["ordering", options.pop("ordering")])
    if "window" in options:
        rows.append(["window", "({}, {})".format(*(number(e) for e in options.pop("window")))])
    for name, value in options.items():
        if name in ("node_budget", "time_limit") and value is None:
            value = "none"
        rows.append([name.replace("_", " "), value if isinstance(value, str) else number(value)])
    return rows


def _result_rows(result: SearchResult) -> list[list[Any]]:
    fmt = result.game.format_move
    if result.complete:
        value = f"{number(result.value)} ({result.bound})"
    elif result.value is not None:
        value = f"{number(result.value)} (from the last completed depth)"
    else:
        value = "none: the search stopped before the root returned"
    rows: list[list[Any]] = [["value", value]]
    if not result.complete:
        rows.append(["stopped", result.message])
    rows.append(["best move", fmt(result.best_move) if result.pv else "-"])
    rows.append(["line", " ".join(fmt(m) for m in result.pv) or "-"])
    return rows


def _count_rows(stats: Any, seconds: float) -> list[list[Any]]:
    return [
        ["nodes", stats.nodes],
        ["evaluations", stats.evaluations],
        ["cutoffs", stats.cutoffs],
        ["re-searches", stats.researches],
        ["table probes", stats.tt_probes],
        ["table hits", stats.tt_hits],
        ["table stores", stats.tt_stores],
        ["MTD(f) passes", len(stats.passes)],
        ["seconds", round(seconds, 3)],
    ]


def _result_line(result: SearchResult) -> str:
    """The result in one line (``--quiet``): the value, what it proves, the best move."""
    rows = dict(_result_rows(result))
    line = f"value {rows['value']}, best move {rows['best move']}"
    return line + (f"; {rows['stopped']}" if "stopped" in rows else "")


def _print_search(result: SearchResult, args: argparse.Namespace) -> None:
    if args.quiet:
        print(_result_line(result))
        return
    print(result.state)
    print()
    head = [
        ["game", result.game.name],
        ["position", _position(result.game, args.start, args.moves)],
    ]
    print(table(head + _settings_rows(result.algorithm, result.options, result.note)))
    print()
    print(table(_result_rows(result)))
    print()
    print(table(_count_rows(result.stats, result.seconds)))


# -- the commands --------------------------------------------------------------------------
def _search(args: argparse.Namespace, **extra: Any) -> tuple[SearchResult, bool]:
    """The search the arguments ask for, and whether Ctrl-C stopped it (its partial result
    is printed then, as a time limit's is). Its ``note`` on a default depth names the flags,
    as every message made within the command does."""
    game = _game(args.game)
    with _progress(args, f"{args.algorithm} on {game.name}") as progress:
        try:
            result = solve(
                game,
                algorithm=args.algorithm,
                start=args.start,
                moves=args.moves,
                depth=_depth_to_search(args.depth),
                observe=progress.observe,
                **_search_options(args),
                **extra,
            )
        except SearchInterrupted as stop:
            return stop.result, True
    return result, False


def cmd_solve(args: argparse.Namespace) -> int:
    result, interrupted = _search(args)
    if args.json:
        print(json.dumps(result.as_dict(), allow_nan=False))
    else:
        _print_search(result, args)
    return _status(result, interrupted)


def cmd_trace(args: argparse.Namespace) -> int:
    out = Path(args.out)
    _check_output_path(out)
    result, interrupted = _search(args, trace=True, trace_limit=args.trace_limit)
    trace = result.trace
    assert trace is not None  # searched with trace=True
    _write_whole(out, lambda file: save_trace(trace, file))
    notes = [m for m in (result.message, trace.truncated) if m]
    if args.json:
        summary = {
            "file": str(out),
            "nodes": len(trace),
            "events": len(trace.codes),
            "notes": notes,
        }
        print(json.dumps({**result.as_dict(), "trace": summary}, allow_nan=False))
    elif args.quiet:
        _print_search(result, args)
    else:
        _print_search(result, args)
        print()
        size = out.stat().st_size
        print(
            f"wrote {number(len(trace))} nodes and {number(len(trace.codes))} events "
            f"({number(size)} bytes) to {out}"
        )
        for message in notes:
            print(f"note: {message}")
    return _status(result, interrupted)


def cmd_show(args: argparse.Namespace) -> int:
    """A saved trace, checked whole by the loader: its call, what it found, its counts."""
    trace = load_trace(args.file)
    shown = _trace_summary(trace, args.file)
    if args.json:
        print(json.dumps(shown, allow_nan=False))
    elif args.quiet:
        found = f"value {shown['value_text']}, line {' '.join(shown['pv']) or '-'}"
        cut = "; ".join(m for m in (trace.stopped, trace.truncated) if m)
        print(
            f"{trace.game.name}, {trace.algorithm}: {number(shown['nodes'])} nodes, "
            f"{number(shown['events'])} events; {found}" + (f"; {cut}" if cut else "")
        )
    else:
        print(trace.game.render_text(trace.root))
        print()
        head = [["file", args.file], ["game", trace.game.name]]
        print(table(head + _settings_rows(trace.algorithm, trace.options, "")))
        print()
        rows: list[list[Any]] = [["value", shown["value_text"]]]
        rows.append(["line", " ".join(shown["pv"]) or "-"])
        if not (trace.stopped or trace.truncated):
            rows.append(["cut short", "no: the search finished and every node is recorded"])
        if trace.stopped:
            rows.append(["search cut", trace.stopped])
        if trace.truncated:
            rows.append(["recording cut", trace.truncated])
        print(table(rows))
        print()
        recorded = [["nodes recorded", shown["nodes"]], ["events recorded", shown["events"]]]
        print(table(recorded + [[_count_label(k), v] for k, v in shown["stats"].items()]))
    return OK


def _trace_summary(trace: Trace, file: str) -> dict[str, Any]:
    """What ``show`` says of a trace, as data (printed as it is by ``--json``)."""
    # The principal variation's one home is the tree view; imported here only, where needed.
    from gamesearch.views.tree import principal_variation

    value, bound = _trace_value(trace)
    fmt = trace.game.format_move
    stats = {k: v for k, v in trace.stats.items() if k != "passes"}
    stats["passes"] = len(trace.stats.get("passes", ()))
    options = {
        k: [_json_end(e) for e in v] if k == "window" else v for k, v in trace.options.items()
    }
    if value is None:
        text = "none: no root search finished in the trace"
    else:
        text = f"{number(value)} ({bound})"
    return {
        "file": str(file),
        "game": trace.game.name,
        "algorithm": trace.algorithm,
        "options": options,
        "root": trace.game.state_to_json(trace.root),
        "value": None if value is None else _json_end(value),
        "bound": bound,
        "value_text": text,
        "pv": [fmt(trace.move[i]) for i in principal_variation(trace)[1:]],
        "nodes": len(trace),
        "events": len(trace.codes),
        "stats": stats,
        "complete": not (trace.stopped or trace.truncated),
        "stopped": trace.stopped,
        "truncated": trace.truncated,
    }


def _trace_value(trace: Trace) -> tuple[float | None, str | None]:
    """The value a trace's search found and what it proves: where MTD(f)'s passes closed
    the interval (the search's counters keep each pass's, recorded or not), that value;
    else the last recorded root search that returned (None, None: none did)."""
    intervals = trace.stats.get("passes") or [(None, None)]
    lower, upper = intervals[-1]
    if lower is not None and lower == upper:
        return lower, "exact"
    finished = [r for r in trace.children_map().get(-1, []) if trace.nodes[r].value is not None]
    if not finished:
        return None, None
    node = trace.nodes[finished[-1]]
    return node.value, node.bound


def _json_end(value: float) -> float | None:
    """A number for JSON: an infinity (a window's open end) is null."""
    return None if math.isinf(value) else value


def _count_label(key: str) -> str:
    """A counter's name in words: ``tt_hits`` is ``table hits``."""
    words = {"researches": "re-searches", "passes": "MTD(f) passes"}
    if key in words:
        return words[key]
    return key.replace("tt_", "table ").replace("etc_", "ETC ").replace("_", " ")


def cmd_match(args: argparse.Namespace) -> int:
    game = _game(args.game)
    engines = [Engine.parse(text, game.default_depth) for text in (args.first, args.second)]
    notes = [
        f"{side} searches depth {game.default_depth}, the default for {game.name}, which a laptop "
        f"cannot search to the end; write {e.algorithm}:N or {e.algorithm}:end to change it"
        for side, e, text in zip(game.player_names, engines, (args.first, args.second), strict=True)
        if ":" not in text and e.depth is not None
    ]
    first, second = _engine_options(engines, _search_options(args))
    state = game.play_line(game.initial_state(args.start), args.moves)
    with _progress(args, f"{game.name} match") as progress:
        result = play_match(game, first, second, state, observe=progress.observe)
    if args.json:
        print(json.dumps(_match_summary(result), allow_nan=False))
    elif args.quiet:
        print(_outcome(result))
    else:
        print(result.final)
        print()
        _print_match(result, _position(game, args.start, args.moves), notes)
    stopped = not result.complete or any(side.cut_short for side in result.sides)
    return STOPPED if stopped else OK


def _match_summary(result: MatchResult[State, Move]) -> dict[str, Any]:
    game = result.game
    fmt = game.format_move
    summary: dict[str, Any] = {
        "game": game.name,
        "first": str(result.sides[0].engine),
        "second": str(result.sides[1].engine),
        "winner": None if result.winner is None else game.player_names[result.winner],
        "margin": result.margin if result.winner is not None else 0,
        "score": result.score,
        "moves": " ".join(fmt(m) for _, m in result.moves),
        **{k: v for k, v in result.stats.as_dict().items() if k != "passes"},
        "sides": [
            {
                "player": name,
                "engine": str(side.engine),
                "moves": side.moves,
                "searches": side.searches,
                "cut_short": side.cut_short,
                "seconds": round(side.seconds, 4),
                **{k: v for k, v in side.stats.as_dict().items() if k != "passes"},
            }
            for name, side in zip(game.player_names, result.sides, strict=True)
        ],
        "complete": result.complete,
        "message": result.message,
    }
    tally = game.tally(result.final)
    if tally is not None:
        summary[game.tally_name] = list(tally)
    return summary


def _outcome(result: MatchResult[State, Move]) -> str:
    game, names = result.game, result.game.player_names
    tally = game.tally(result.final)
    counts = f" ({game.tally_name}: {names[0]} {tally[0]}, {names[1]} {tally[1]})" if tally else ""
    if not game.is_terminal(result.final):
        return f"unfinished{counts}: {result.message}"
    if result.winner is None:
        return f"a draw{counts}"
    winner = result.winner
    by = f" by {number(result.margin)}" if tally else ""
    return f"{names[winner]} ({result.sides[winner].engine}) wins{by}{counts}"


def _print_match(result: MatchResult[State, Move], position: str, notes: list[str]) -> None:
    game = result.game
    print(table([["game", game.name], ["position", position], ["result", _outcome(result)]]))
    print()
    header = [
        "side",
        "engine",
        "moves",
        "searches",
        "nodes",
        "evaluations",
        "cutoffs",
        "table hits",
        "seconds",
    ]
    rows = [
        [
            name,
            str(side.engine),
            side.moves,
            side.searches,
            side.stats.nodes,
            side.stats.evaluations,
            side.stats.cutoffs,
            side.stats.tt_hits,
            round(side.seconds, 2),
        ]
        for name, side in zip(game.player_names, result.sides, strict=True)
    ]
    print(table(rows, header))
    print()
    # Words of one turn are joined by no-break spaces, which textwrap does not break at.
    print(textwrap.fill(_turns(result), width=88, subsequent_indent="  ").replace(NBSP, " "))
    cut = [
        f"{name}: {side.cut_short} searches cut short by a limit (their best move so far "
        "was played)"
        for name, side in zip(game.player_names, result.sides, strict=True)
        if side.cut_short
    ]
    for message in [*notes, *cut]:
        print(f"note: {message}")


def _setting(name: str, value: Any) -> str:
    """One setting of a table row as words: ``window (-1, 1)``, ``tt no``."""
    if isinstance(value, (tuple, list)):
        value = f"({number(value)})"
    elif not isinstance(value, str):
        value = number(value)
    return f"{name.replace('_', ' ')} {value}"


def _cell(value: Any) -> Any:
    """A figure for :func:`table`: numbers stay numbers (aligned right), pairs become text."""
    return number(value) if isinstance(value, (tuple, list)) else value


def _turns(result: MatchResult[State, Move]) -> str:
    """The moves, one group per turn: ``1. South 3 6  2. North 1 …``."""
    fmt, names = result.game.format_move, result.game.player_names
    turns: list[tuple[int, list[str]]] = []
    for player, move in result.moves:
        if not turns or turns[-1][0] != player:
            turns.append((player, []))
        turns[-1][1].append(fmt(move))
    if not turns:
        return "moves: none"
    return "moves: " + "  ".join(
        NBSP.join([f"{i}.", names[player], *moves]) for i, (player, moves) in enumerate(turns, 1)
    )


def cmd_table(args: argparse.Namespace) -> int:
    published = get_table(args.name)
    deadline = None if args.time_limit is None else time.monotonic() + args.time_limit

    def until_deadline(rows: Sequence[Row]) -> Iterator[Row]:
        for row in progress.rows(rows):
            if deadline is not None and time.monotonic() > deadline:
                return
            yield row

    with _progress(args, f"table {args.name}") as progress:
        rows = reproduce(args.name, include_slow=args.slow, progress=until_deadline)
    total = sum(1 for row in published.rows if args.slow or not row.slow)
    if args.json:
        print(json.dumps(rows, allow_nan=False))
        if len(rows) < total:
            print(
                f"note: the time limit stopped the work after {len(rows)} of {total} rows",
                file=sys.stderr,
            )
        return OK if len(rows) == total else STOPPED
    if not args.quiet:
        print(f"{published.title}\nsource: {published.source}\n")
    lines, mismatches = [], 0  # mismatches: rows with a figure that differs
    for row in rows:
        settings = row["settings"]
        described = ", ".join(_setting(k, v) for k, v in settings.items() if k != "row")
        labels = [settings["row"], f"  {described}"]
        figures = list(row["published"].items())
        mismatches += any(row["measured"].get(key) != value for key, value in figures)
        for i, (key, value) in enumerate(figures + [("", None)] * (2 - len(figures))):
            if not key:
                lines.append([labels[i], "", "", "", ""])
                continue
            measured = row["measured"].get(key)
            verdict = "ok" if measured == value else "DIFFERENT"
            label = labels[i] if i < len(labels) else ""
            lines.append([label, key, _cell(value), _cell(measured), verdict])
    stopped = f" (the time limit stopped the work after {len(rows)} of {total} rows)"
    summary = f"{published.name}: {len(rows) - mismatches} of {len(rows)} rows reproduce exactly"
    if args.quiet:
        print(summary + (stopped if len(rows) < total else "") + ".")
        return OK if mismatches == 0 and len(rows) == total else STOPPED
    print(table(lines, ["row", "figure", "published", "measured", ""], right=(2, 3)))
    print(f"\n{len(rows) - mismatches} of {len(rows)} rows reproduce exactly.")
    if len(rows) < total:
        print(f"note: the time limit stopped the work after {len(rows)} of {total} rows.")
    return OK if mismatches == 0 and len(rows) == total else STOPPED


# -- the entry point ---------------------------------------------------------------------
def _imports(argv: Sequence[str]) -> list[str]:
    """The modules ``--import`` names, wherever it is on the line (read before the parser
    is built: what they register is in the parser)."""
    early = _Parser(prog="gamesearch", add_help=False)
    early.add_argument("--import", dest="imports", action="append", default=[])
    found: list[str] = early.parse_known_args(argv)[0].imports
    return found


def load_user_code(argv: Sequence[str]) -> None:
    """Import the installed plugins, then each module ``--import`` names in ``argv``
    (InvalidArgumentError says which failed and why); a plugin that fails is a warning on
    standard error (:func:`gamesearch.plugins.load_entry_points`)."""
    for warning in load_entry_points():
        print(f"gamesearch: warning: {warning}", file=sys.stderr)
    for module in _imports(argv):
        import_module(module)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; returns the exit status (see the module docstring)."""
    words = _join_window(sys.argv[1:] if argv is None else argv)

    def load() -> int:
        load_user_code(words)
        return OK

    loaded = _guarded("gamesearch", load)
    if loaded != OK:
        return loaded
    args = build_parser().parse_args(words)
    command: Callable[[argparse.Namespace], int] = args.run  # set by each subparser
    with speaking(args.spell):
        return _guarded(f"gamesearch {args.command}", lambda: command(args))


def _guarded(who: str, work: Callable[[], int]) -> int:
    """``work()``'s exit status; an error it raises is one line on standard error, never a
    traceback (``GAMESEARCH_DEBUG=1`` shows one for a bug, or for a person's own code that
    failed), with its exit status (see the module docstring)."""
    debug = bool(os.environ.get("GAMESEARCH_DEBUG"))
    try:
        return work()
    except GameSearchError as error:
        if debug and error.__cause__ is not None:
            raise
        print(f"{who}: error: {error}", file=sys.stderr)
        return USAGE
    except BrokenPipeError:  # the reader went away (e.g. | head): nothing more to say
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 (so that exiting flushes nowhere)
        return OK
    except OSError as error:
        print(f"{who}: error: {error.strerror or error}: {error.filename or ''}", file=sys.stderr)
        return USAGE
    except KeyboardInterrupt:
        print("gamesearch: interrupted", file=sys.stderr)
        return INTERRUPTED
    except Exception as error:  # a bug: say so in one line, never a traceback
        if debug:
            raise
        print(
            f"{who}: internal error: {type(error).__name__}: {quote(str(error))}"
            "\nThis is a bug; please report it with the command you ran "
            "(GAMESEARCH_DEBUG=1 shows the traceback).",
            file=sys.stderr,
        )
        return INTERNAL


if __name__ == "__main__":
    sys.exit(main())

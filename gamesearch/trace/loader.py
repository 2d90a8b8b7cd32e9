"""Reading a trace back from JSON, trusting nothing in the file.

A trace file may come from anywhere, so loading one never executes anything (it never
imports a module: the game must be registered) and checks the whole file before anything uses
it: the format and its version; the shape of every part against the trace's JSON Schema
(:mod:`gamesearch.trace.schema`: types, ranges, known names and fields); the game (a
registered game's class, rebuilt from its settings through the class's own checks); the root
position (read by the game's codec and checked by ``Game.check_state``); and what no schema
can say: ids in order, parents listed before their children and on the open line, moves legal
where they are played (the nodes are replayed from the root, in the order the search entered
them), a SCOUT test's answer against its bound, and ids that point at existing nodes. Anything
else raises :class:`~gamesearch.errors.InvalidTraceError` with one short line that says where
the problem is, quoting at most a few dozen characters of the file.

Memory stays within a small multiple of the file's size: the file is read as one string and
its ``nodes`` and ``events`` arrays are decoded one element at a time straight into the
trace's compact columns, never as a whole list of dictionaries.
"""

from __future__ import annotations

import json
import re
from array import array
from collections.abc import Iterator
from dataclasses import fields, is_dataclass
from pathlib import Path
from typing import Any

from gamesearch.bounds import MIRROR, Test
from gamesearch.errors import (
    GameSearchError,
    InvalidArgumentError,
    InvalidTraceError,
    quote,
    suggestion,
)
from gamesearch.games import GAMES, game_classes, get_game
from gamesearch.games.base import Game, Move, State, is_among, is_count
from gamesearch.jsonnum import Side, end_from_json, number_from_json, settings_from_json
from gamesearch.trace import schema
from gamesearch.trace.model import NONE, MtdfPass, Trace, pack_event, unpack_event

FORMAT, VERSION = "gamesearch-trace", 2
#: The version that added SCOUT's test (a node's ``test``); files without one are still
#: written as version 1. In a version 1 file the tests are rebuilt (:func:`_old_tests`).
TESTS_VERSION = 2
#: The format versions this code reads.
KNOWN_VERSIONS = (1, 2)
#: The largest file :func:`load_trace` reads unless told otherwise.
MAX_BYTES = 1 << 30

_HEADER = ("format", "version", "game", "root", "algorithm", "options", "stats")
_TOP_KEYS = (*_HEADER, "truncated", "stopped", "nodes", "events", "passes")
_WHITESPACE = re.compile(r"[ \t\n\r]*")


def _reject_constant(name: str) -> None:
    raise ValueError(f"{name} is not standard JSON")


_DECODER = json.JSONDecoder(parse_constant=_reject_constant)


def _fail(where: str, problem: str) -> InvalidTraceError:
    return InvalidTraceError(f"not a valid gamesearch trace: {where}: {problem}")


def _number(data: Any, where: str, field: str, side: Side | None = None) -> Any:
    """A number of the file by the policy of :mod:`gamesearch.jsonnum`: finite, or null for
    the open end of an interval (``side``: its lower end is −∞, its upper +∞). Without a
    side a null stays None (a value that is missing: a node that never returned)."""
    try:
        if side is not None:
            return end_from_json(data, side)
        return None if data is None else number_from_json(data)
    except InvalidArgumentError as error:
        raise _fail(where, f"{field}: {error}") from None


def _interval(data: list[Any], where: str, field: str) -> tuple[float, float]:
    """``[lower, upper]`` (its shape checked by the schema), nulls its open ends."""
    return _number(data[0], where, field, "lower"), _number(data[1], where, field, "upper")


def _settings(data: dict[str, Any], where: str) -> dict[str, Any]:
    """Options or statistics (their shape checked by the schema), pairs read as intervals."""
    try:
        settings: dict[str, Any] = settings_from_json(data)
    except InvalidArgumentError as error:
        raise _fail(where, str(error)) from None
    return settings


def _tuples(value: Any) -> Any:
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


# -- the game and its root --------------------------------------------------------------------
def _game(data: Any) -> Game[State, Move]:
    """The game a trace names, found among the registered games' classes (a file never
    makes anything import): InvalidTraceError says which module to import if it is not."""
    schema.check("game", data, "game")
    cls = _game_class(data)
    name = data.get("name")
    if not is_dataclass(cls):  # no settings to rebuild it from: the registered game
        games = [get_game(n) for n in GAMES if type(get_game(n)) is cls]
        return next((g for g in games if g.name == name), games[0])
    settings = tuple(f.name for f in fields(cls) if f.init)
    for key in data["config"]:
        if key not in settings:
            raise _fail("game.config", f"unknown field {quote(key)}{suggestion(key, settings)}")
    config = _settings(data["config"], "game.config")
    try:
        game = cls(**{key: _tuples(value) for key, value in config.items()})
    except (GameSearchError, TypeError, ValueError, ArithmeticError) as error:
        # the game class's own checks of its settings (a registered class, but the settings
        # come from the file)
        raise _fail("game.config", str(error)) from None
    if name is not None and name != game.name:  # the registered game of that name, if any
        named = [g for g in map(get_game, GAMES) if g.name == name and g == game]
        if not named:
            raise _fail("game.name", f"{quote(name)} does not match its config ({game.name})")
        return named[0]
    return game


def _game_class(data: dict[str, Any]) -> type[Game[State, Move]]:
    """The registered class a trace's game names: by module and class, or (a file written
    before traces named modules) by class alone."""
    classes = game_classes()
    module, name = data.get("module"), data["class"]
    if isinstance(module, str) and isinstance(name, str) and f"{module}.{name}" in classes:
        return classes[f"{module}.{name}"]
    by_name = {cls.__qualname__: cls for cls in classes.values()}
    if module is None and isinstance(name, str) and name in by_name:
        return by_name[name]
    if isinstance(module, str) and isinstance(name, str):
        game = quote(data.get("name", name))
        where = (
            f"run the cell that defines {name} and register_game({game}, {name})"
            if module == "__main__"  # a notebook's or a script's own class
            else f"import {module} (and register_game its game)"
        )
        raise _fail(
            "game",
            f"unknown game class {quote(name)}: the trace's game {game} is {module}.{name}, "
            f"which is not registered here; {where} first, then load the trace",
        )
    raise _fail(
        "game",
        f"unknown game class {quote(name)}; known classes: {', '.join(sorted(by_name))}"
        + suggestion(name, by_name),
    )


def _move(game: Game[State, Move], data: Any) -> Move:
    """The move ``data`` stands for, through the game's codec; None for null (the root's
    "no move", never given to the codec), ``data`` itself if the codec refuses it (the
    legality check then names it)."""
    if data is None:
        return None
    try:
        return game.move_from_json(data)
    except Exception:  # a game's own codec, given a file's data: any error means "no move"
        return data


def _root(game: Game[State, Move], data: Any) -> State:
    try:
        state = game.state_from_json(data)
        game.check_state(state)
    except GameSearchError as error:
        raise _fail("root", str(error)) from None
    except Exception as error:  # a game's own codec, given a file's data that is no state
        raise _fail("root", f"{quote(data)} is not a {game.name} position ({error})") from None
    return state


# -- the trace, piece by piece ----------------------------------------------------------------
class _Builder:
    """Checks and adds the parts of a trace in file order (header, nodes, events, passes)."""

    def __init__(self, header: dict[str, Any]) -> None:
        fmt = header.get("format")
        if fmt != FORMAT:
            raise InvalidTraceError(f"not a gamesearch trace (format {quote(fmt)})")
        version = header.get("version")
        if not (is_count(version) and version in KNOWN_VERSIONS):
            raise _fail(
                "version",
                f"version {quote(version)} of the trace format is unknown here (this gamesearch "
                f"reads version {', '.join(map(str, KNOWN_VERSIONS))}); upgrade gamesearch",
            )
        for key in ("game", "root"):
            if key not in header:
                raise _fail(key, f"the field {key!r} is missing (it must come before the nodes)")
        for key in ("algorithm", "options", "stats"):
            if key in header:
                schema.check(key, header[key], key)
        game = _game(header["game"])
        root = _root(game, header["root"])
        self.trace = trace = Trace(
            game, root, header.get("algorithm", ""), _settings(header.get("options", {}), "options")
        )
        trace.stats = _settings(header.get("stats", {}), "stats")
        # the file's events, as it lists them (a recorded trace derives its own)
        self.codes: array[int] = array("q")
        trace.given_codes = self.codes
        # The open line while nodes are replayed: (node id, its position, the move to it),
        # root first.
        self.path: list[tuple[int, State, Move]] = []
        self.true_values: list[Any] = []
        self.largest_event_node = self.largest_event_pass = -1
        self.version = version

    # -- nodes ------------------------------------------------------------------------------
    def node(self, item: Any) -> None:
        trace, game = self.trace, self.trace.game
        i = len(trace)
        where = f"node {i}"
        schema.check("node", item, where)
        if item["id"] != i or not is_count(item["id"]):
            raise _fail(
                where, f"its id is {quote(item['id'])}; nodes are numbered 0, 1, 2, … in order"
            )
        state = self._replay(i, item["parent"], _move(game, item["move"]), where)
        parent = item["parent"]
        to_move = item["to_move"]
        if not is_count(to_move) or to_move != game.to_move(state):
            raise _fail(where, f"to_move {quote(to_move)} is not the player to move there")
        alpha = _number(item["alpha"], where, "alpha", "lower")
        beta = _number(item["beta"], where, "beta", "upper")
        if alpha > beta:
            raise _fail(where, f"its window ({alpha}, {beta}) has alpha above beta")
        depth = item["depth"]
        trace.add_node(
            -1 if parent is None else int(parent),
            self.path[-1][2],
            None if depth is None else int(depth),
            to_move,
            alpha,
            beta,
            item["why"],
        )
        trace.set_detail(i, "value", _number(item["value"], where, "value"))
        for key in ("bound", "leaf", "tt"):
            trace.set_detail(i, key, item.get(key))
        for key in ("tt_window", "tt_entry", "stored"):
            if item.get(key) is not None:
                trace.set_detail(i, key, _interval(item[key], where, key))
        for key in ("cutoff_child", "best_child"):
            if item.get(key) is not None:  # that it is a child is checked at the end
                trace.set_detail(i, key, int(item[key]))
        if item.get("pruned_raw") is not None or item.get("cutoff_raw") is not None:
            self._cutoff(i, item, state, where)
        if item.get("test") is not None:
            self.test(i, item["test"], where)
        self.true_values.append(_number(item.get("true_value"), where, "true_value"))

    def _replay(self, i: int, parent: int | None, move: Move, where: str) -> State:
        """The position of node ``i``: the root, or its parent's (on the open line) after
        ``move``, which must be legal there."""
        trace, game = self.trace, self.trace.game
        if parent is None:
            if move is not None:
                raise _fail(where, f"a root node has no move, found {quote(move)}")
            self.path = [(i, trace.root, None)]
            return trace.root
        if not parent < i:
            raise _fail(where, f"parent {quote(parent)} is not an earlier node (0 to {i - 1})")
        while self.path and self.path[-1][0] != parent:
            self.path.pop()
        if not self.path:
            raise _fail(
                where,
                f"its parent {parent} is not on the line to the node before it: nodes are "
                "listed in the order the search entered them",
            )
        above = self.path[-1][1]
        if not is_among(move, game.legal_moves(above)):
            raise _fail(where, f"{quote(move)} is not a legal move at its parent {parent}")
        state = game.apply(above, move)
        self.path.append((i, state, move))
        return state

    def _cutoff(self, i: int, item: dict[str, Any], state: State, where: str) -> None:
        """The moves a cutoff pruned, and the move that cut, legal at the node's position."""
        game = self.trace.game
        legal = game.legal_moves(state)
        raw = item.get("pruned_raw") or []
        pruned = [_move(game, m) for m in raw]
        if not all(is_among(m, legal) for m in pruned):
            raise _fail(where, f"pruned_raw {quote(raw)} are not moves legal there")
        cutoff = item.get("cutoff_raw")
        if cutoff is not None and not is_among(_move(game, cutoff), legal):
            raise _fail(where, f"cutoff_raw {quote(cutoff)} is not legal there")
        if pruned:
            self.trace.set_detail(i, "pruned", tuple(pruned))

    def test(self, i: int, item: dict[str, Any], where: str) -> None:
        """Node ``i``'s SCOUT test (version 2), whose answer agrees with the node's bound
        (null before it returned)."""
        if self.version < TESTS_VERSION:
            raise _fail(where, f"a test needs version {TESTS_VERSION} of the format")
        test = Test(item["relation"], _number(item["v"], where, "test.v"))
        bound, answer = self.trace.nodes[i].bound, item.get("answer")
        if bound is not None and answer is not None and answer != test.answer(bound):
            raise _fail(where, f"the answer {quote(answer)} to {test} disagrees with its bound")
        self.trace.tests[i] = test

    # -- events and passes ------------------------------------------------------------------
    def event(self, item: Any) -> None:
        where = f"event {len(self.codes)}"
        schema.check("event", item, where)
        kind, number = item[0], int(item[1])
        if kind.startswith("pass-"):
            self.largest_event_pass = max(self.largest_event_pass, number)
        else:
            self.largest_event_node = max(self.largest_event_node, number)
        self.codes.append(pack_event(kind, number))

    def passes(self, items: Any) -> None:
        schema.check("passes", items, "passes")
        for n, item in enumerate(items, 1):
            where = f"pass {n}"
            if item["number"] != n:
                raise _fail(
                    f"pass {n}", f"its number is {quote(item['number'])}; passes count 1, 2, …"
                )
            self.trace.passes.append(
                MtdfPass(
                    n,
                    _number(item["gamma"], where, "gamma"),
                    _number(item["value"], where, "value"),
                    _number(item["lower"], where, "lower", "lower"),
                    _number(item["upper"], where, "upper", "upper"),
                    int(item["root"]),
                )
            )

    def finish(self, notes: dict[str, Any]) -> Trace:
        trace = self.trace
        count = len(trace)
        if count == 0:
            raise _fail("nodes", "a trace has at least its root node")
        for key in ("truncated", "stopped"):
            schema.check(key, notes.get(key, ""), key)
            setattr(trace, key, notes.get(key, ""))
        parent = trace.parent
        for key in ("cutoff_child", "best_child"):
            for node, child in enumerate(getattr(trace, key)):
                # Where a truncated trace stopped recording, a node whose children went
                # unrecorded may name the node that returned last before them.
                if child != NONE and (
                    child >= count or (not trace.truncated and parent[child] != node)
                ):
                    raise _fail(f"node {node}", f"{key} {child} is not one of its children")
        if self.largest_event_node >= count:
            raise _fail("events", f"node {self.largest_event_node} does not exist")
        if self.largest_event_pass > len(trace.passes):
            raise _fail("events", f"pass {self.largest_event_pass} does not exist")
        if any(p.root >= count for p in trace.passes):
            raise _fail("passes", "a pass's root is not an existing node")
        self._check_events()
        if any(v is not None for v in self.true_values):
            trace.true_values = self.true_values
        if self.version < TESTS_VERSION:
            trace.tests.update(_old_tests(trace))
        return trace

    def _check_events(self) -> None:
        """Each event is at something that has what it reports: an exit at a node with a
        value and a bound (an MTD(f) pass's root: the root of a pass), a probe with its
        outcome (and the window it narrowed to, or the entry that answered), a store with
        the interval stored, a pass event at a pass (its end at one with a value)."""
        trace = self.trace
        passes = {p.number: p for p in trace.passes}
        pass_roots = {p.root for p in trace.passes}
        for index, code in enumerate(trace.codes):
            kind, ident = unpack_event(code)
            where = f"event {index}"
            if kind.startswith("pass-"):
                if ident not in passes:
                    raise _fail(where, f"{kind} of pass {ident}, which does not exist")
                if kind == "pass-end" and passes[ident].value is None:
                    raise _fail(where, f"pass {ident} ends but has no value")
                continue
            node = trace.nodes[ident]
            needs = [*_EVENT_NEEDS.get(kind, ())]
            if kind == "probe" and node.tt in _PROBE_NEEDS:
                needs.append(_PROBE_NEEDS[node.tt])
            for name in needs:
                if getattr(node, name) is None:
                    raise _fail(where, f"{kind} at node {ident}, which has no {name}")
            if kind == "exit" and node.why == "mtdf-pass" and ident not in pass_roots:
                raise _fail(where, f"node {ident} returns as a pass's root, but no pass has it")


#: What a node must have for each event at it to say what happened.
_EVENT_NEEDS = {"exit": ("value", "bound"), "probe": ("tt",), "store": ("stored",)}
#: What a table probe must have for its outcome: the narrowed window, the entry that answered.
_PROBE_NEEDS = {"narrow": "tt_window", "hit": "tt_entry"}


def _old_tests(trace: Trace) -> dict[int, Test]:
    """The SCOUT tests of a version 1 trace, which recorded each as the window (v, v) seen
    from the player to move. The question is the one SCOUT's max/min page asks: MAX, having
    evaluated a child, asks "> v?" of the next ones; MIN asks "≥ v?"; a test asks its own
    children the same question. Seen from MIN to move, it is the mirror ("< v", "≤ v")."""
    tests, asker = {}, {}  # asker: the node that asked each test, by id
    for i, node in trace.walk():
        if node.why != "scout-test" or node.parent < 0:
            continue
        parent = trace.nodes[node.parent]
        if parent.why != "scout-test":
            asker[i] = parent.to_move
        elif node.parent in asker:
            asker[i] = asker[node.parent]
        else:
            continue  # a test at a root: no asker to say what it asked
        relation = ">" if asker[i] == 0 else "≥"  # in the page's view, MAX's
        tests[i] = Test(relation if node.to_move == 0 else MIRROR[relation], node.alpha)
    return tests


def trace_from_json(data: Any) -> Trace:
    """A :class:`Trace` rebuilt from :func:`~gamesearch.trace.jsonio.trace_to_json` output,
    checked throughout (see the module docstring); InvalidTraceError says what is wrong."""
    if not isinstance(data, dict):
        raise InvalidTraceError(
            f"not a gamesearch trace: expected a JSON object, found {quote(data)}"
        )
    builder = _Builder(data)
    for key in data:
        if key not in _TOP_KEYS:
            raise _fail("the file", f"unknown field {quote(key)}{suggestion(key, _TOP_KEYS)}")
    for key, add in (("nodes", builder.node), ("events", builder.event)):
        if key not in data:
            raise _fail(key, f"the field {key!r} is missing")
        if not isinstance(data[key], list):
            raise _fail(key, f"expected a list, found {quote(data[key])}")
        for item in data[key]:
            add(item)
    builder.passes(data.get("passes", []))
    return builder.finish(data)


# -- reading a file -----------------------------------------------------------------------------
class _Reader:
    """Walks a JSON text: the top-level object member by member, big arrays item by item."""

    def __init__(self, text: str) -> None:
        self.text, self.pos = text, 0

    def fail(self, problem: str) -> InvalidTraceError:
        line = self.text.count("\n", 0, self.pos) + 1
        column = self.pos - self.text.rfind("\n", 0, self.pos)
        return InvalidTraceError(f"not a valid JSON trace: line {line}, column {column}: {problem}")

    def peek(self) -> str:
        blank = _WHITESPACE.match(self.text, self.pos)
        assert blank is not None  # it matches the empty string too
        self.pos = blank.end()
        return self.text[self.pos : self.pos + 1]

    def expect(self, char: str) -> None:
        if self.peek() != char:
            found = (
                quote(self.text[self.pos : self.pos + 20])
                if self.pos < len(self.text)
                else "the end"
            )
            raise self.fail(f"expected {char!r}, found {found}")
        self.pos += 1

    def value(self) -> Any:
        self.peek()
        try:
            value, self.pos = _DECODER.raw_decode(self.text, self.pos)
        except json.JSONDecodeError as error:
            self.pos = error.pos
            raise self.fail(error.msg) from None
        except ValueError as error:  # a NaN or Infinity, or an integer too long to read
            raise self.fail(quote(str(error))) from None
        except RecursionError:
            raise self.fail("arrays or objects nested too deeply") from None
        return value

    def items(self) -> Iterator[Any]:
        """The items of the array that starts here."""
        self.expect("[")
        if self.peek() == "]":
            self.pos += 1
            return
        while True:
            yield self.value()
            if self.peek() == "]":
                self.pos += 1
                return
            self.expect(",")

    def fields(self) -> Iterator[str]:
        """The keys of the object that starts here; the caller reads each value."""
        self.expect("{")
        if self.peek() == "}":
            self.pos += 1
            return
        while True:
            if self.peek() != '"':
                raise self.fail("expected a field name in double quotes")
            key = self.value()
            self.expect(":")
            yield key
            if self.peek() == "}":
                self.pos += 1
                return
            self.expect(",")


def load_trace(path: str | Path, max_bytes: int = MAX_BYTES) -> Trace:
    """Read a trace written by :func:`~gamesearch.trace.jsonio.save_trace`, checking it
    throughout (see the module docstring). A file larger than ``max_bytes`` is refused."""
    path = Path(path)
    size = path.stat().st_size
    if size > max_bytes:
        raise InvalidTraceError(
            f"{path} is {size:,} bytes, more than the {max_bytes:,} a trace may have here; "
            "pass max_bytes to read it anyway"
        )
    try:
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as error:
        raise InvalidTraceError(
            f"{path} is not a JSON trace: not UTF-8 text (byte {error.start:,} is "
            f"{quote(error.object[error.start : error.start + 1])})"
        ) from None
    reader = _Reader(text)
    if reader.peek() != "{":
        head = quote(text[reader.pos : reader.pos + 20]) if text.strip() else "nothing"
        raise InvalidTraceError(f"{path} is not a gamesearch trace: it starts with {head}, not {{")
    header: dict[str, Any] = {}
    builder: _Builder | None = None
    seen: set[str] = set()
    for key in reader.fields():
        if key in seen:
            raise reader.fail(f"the field {quote(key)} appears twice")
        seen.add(key)
        if key not in _TOP_KEYS:
            raise reader.fail(f"unknown field {quote(key)}{suggestion(key, _TOP_KEYS)}")
        if key in ("nodes", "events"):
            if builder is None:
                builder = _Builder(header)
            if reader.peek() != "[":
                raise _fail(key, f"expected a list, found {quote(reader.value())}")
            add = builder.node if key == "nodes" else builder.event
            for item in reader.items():
                add(item)
        elif key == "passes" and builder is not None:
            builder.passes(reader.value())
        else:
            header[key] = reader.value()
    if reader.peek():
        raise reader.fail("unexpected text after the trace")
    del text, reader
    if builder is None:
        builder = _Builder(header)  # says first what is wrong with the header, if anything
    if not {"nodes", "events"} <= seen:
        missing = "nodes" if "nodes" not in seen else "events"
        raise _fail(missing, f"the field {missing!r} is missing")
    if "passes" in header:
        builder.passes(header["passes"])
    return builder.finish(header)

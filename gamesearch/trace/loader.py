"""Reading a trace back from JSON, trusting nothing in the file.

A trace file may come from anywhere, so loading one never executes anything and checks the
whole structure before anything uses it: the format and its version, the game (a known game
class with known settings, through the class's own checks), the root position (through
``Game.check_state``), and every node, event and MTD(f) pass: types and ranges, ids that
point at existing nodes, parents listed before their children, moves that are legal where
they are played (the nodes are replayed from the root, in the order the search entered them),
and a SCOUT test's question and answer. Anything else raises
:class:`~gamesearch.errors.InvalidTraceError` with one short line that says where the problem
is, quoting at most a few dozen characters of the file.

Memory stays within a small multiple of the file's size: the file is read as one string and
its ``nodes`` and ``events`` arrays are decoded one element at a time straight into the
trace's compact columns, never as a whole list of dictionaries.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterator
from dataclasses import fields, is_dataclass
from pathlib import Path
from typing import Any

from gamesearch.bounds import BOUNDS, MIRROR, TEST_RELATIONS, Test
from gamesearch.errors import GameSearchError, InvalidTraceError, quote, suggestion
from gamesearch.games import GAMES, game_classes, get_game
from gamesearch.games.base import Game, Move, State, is_among, is_count
from gamesearch.trace.model import (
    EVENT_CODE,
    LEAVES,
    NONE,
    TT_OUTCOMES,
    WHY_CODES,
    MtdfPass,
    Trace,
    pack_event,
)

FORMAT, VERSION = "gamesearch-trace", 2
#: The version that added SCOUT's test (a node's ``test``); files without one are still
#: written as version 1. In a version 1 file the tests are rebuilt (:func:`_old_tests`).
TESTS_VERSION = 2
#: The format versions this code reads.
KNOWN_VERSIONS = (1, 2)
#: The largest file :func:`load_trace` reads unless told otherwise.
MAX_BYTES = 1 << 30
#: The deepest remaining depth a node may have (the trace stores it as a 32-bit int).
MAX_NODE_DEPTH = 1 << 30
INF = float("inf")

_HEADER = ("format", "version", "game", "root", "algorithm", "options", "stats")
_TOP_KEYS = (*_HEADER, "truncated", "stopped", "nodes", "events", "passes")
_NODE_KEYS = (
    *("id", "parent", "path", "move", "to_move", "depth", "alpha", "beta", "why", "value"),
    *("bound", "leaf", "tt", "true_value", "tt_window", "tt_entry", "stored"),
    *("cutoff_child", "best_child", "cutoff", "cutoff_raw", "pruned", "pruned_raw", "test"),
)
_NODE_REQUIRED = ("id", "parent", "move", "to_move", "depth", "alpha", "beta", "why", "value")
_PASS_KEYS = ("number", "gamma", "value", "lower", "upper", "root")
_WHITESPACE = re.compile(r"[ \t\n\r]*")


def _reject_constant(name: str) -> None:
    raise ValueError(f"{name} is not standard JSON")


_DECODER = json.JSONDecoder(parse_constant=_reject_constant)


# -- small checks ---------------------------------------------------------------------------
def _fail(where: str, problem: str) -> InvalidTraceError:
    return InvalidTraceError(f"not a valid gamesearch trace: {where}: {problem}")


def _dict(
    value: Any, where: str, keys: tuple[str, ...], required: tuple[str, ...]
) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _fail(where, f"expected an object, found {quote(value)}")
    for key in value:
        if key not in keys:
            raise _fail(where, f"unknown field {quote(key)}{suggestion(key, keys)}")
    for key in required:
        if key not in value:
            raise _fail(where, f"the field {key!r} is missing")
    return value


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _number(value: Any, where: str, null: float | None = None) -> float | None:
    """A finite number; ``null`` (JSON null) stands for ``null`` (None, -inf or inf)."""
    if value is None:
        return null
    if not _is_number(value):
        raise _fail(where, f"expected a number or null, found {quote(value)}")
    return float(value) if isinstance(value, float) else int(value)


def _interval(value: Any, where: str) -> tuple[float, float]:
    if not (isinstance(value, list) and len(value) == 2):
        raise _fail(where, f"expected [lower, upper], found {quote(value)}")
    return _number(value[0], where, -INF), _number(value[1], where, INF)  # type: ignore[return-value]


def _text(value: Any, where: str, limit: int | None = None) -> str:
    if not isinstance(value, str) or (limit is not None and len(value) > limit):
        longest = "" if limit is None else f" of at most {limit} characters"
        raise _fail(where, f"expected text{longest}, found {quote(value)}")
    return value


def _choice(value: Any, where: str, valid: tuple[str, ...]) -> Any:
    if value is not None and (not isinstance(value, str) or value not in valid):
        raise _fail(where, f"expected one of {', '.join(valid)} or null, found {quote(value)}")
    return value


def _scalars(value: Any, where: str) -> Any:
    """An option or statistic: a number, text, true/false, null, or a short flat list of
    those (or of pairs, for MTD(f)'s passes)."""
    if value is None or isinstance(value, (bool, str)) or _is_number(value):
        return value
    if isinstance(value, list):
        for item in value:
            if isinstance(item, list):
                _interval(item, where)
            elif not (item is None or isinstance(item, (bool, str)) or _is_number(item)):
                raise _fail(where, f"expected numbers, text or pairs, found {quote(item)}")
        return value
    raise _fail(where, f"expected a number, text or a list, found {quote(value)}")


def _settings(value: Any, where: str) -> dict[str, Any]:
    """Options or statistics: an object of short names and :func:`_scalars`."""
    if not isinstance(value, dict):
        raise _fail(where, f"expected an object, found {quote(value)}")
    return {_text(k, where, 100): _scalars(v, f"{where}.{k}") for k, v in value.items()}


def _tuples(value: Any) -> Any:
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


# -- the game and its root --------------------------------------------------------------------
def _game(data: Any) -> Game[State, Move]:
    """The game a trace names, found among the registered games' classes (a file never
    makes anything import): InvalidTraceError says which module to import if it is not."""
    data = _dict(data, "game", ("name", "module", "class", "config"), ("class", "config"))
    cls = _game_class(data)
    name = data.get("name")
    if not is_dataclass(cls):  # no settings to rebuild it from: the registered game
        games = [get_game(n) for n in GAMES if type(get_game(n)) is cls]
        return next((g for g in games if g.name == name), games[0])
    settings = tuple(f.name for f in fields(cls) if f.init)
    config = _dict(data["config"], "game.config", settings, ())
    try:
        game = cls(**{key: _tuples(value) for key, value in config.items()})
    except (GameSearchError, TypeError) as error:
        raise _fail("game.config", str(error)) from None
    if name is not None and name != game.name:
        raise _fail("game.name", f"{quote(name)} does not match its config ({game.name})")
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
    """The move ``data`` stands for, through the game's codec (``data`` itself if the codec
    refuses it: the legality check then names it)."""
    try:
        return game.move_from_json(data)
    except GameSearchError:
        return data


def _root(game: Game[State, Move], data: Any) -> State:
    try:
        state = game.state_from_json(data)
        game.check_state(state)
    except GameSearchError as error:
        raise _fail("root", str(error)) from None
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
        game = _game(header["game"])
        root = _root(game, header["root"])
        self.trace = trace = Trace(
            game,
            root,
            _text(header.get("algorithm", ""), "algorithm", 100),
            _settings(header.get("options", {}), "options"),
        )
        trace.stats = _settings(header.get("stats", {}), "stats")
        # The open line while nodes are replayed: (node id, its position), root first.
        self.path: list[tuple[int, State]] = []
        self.true_values: list[Any] = []
        self.largest_event_node = self.largest_event_pass = -1
        self.version = version

    # -- nodes ------------------------------------------------------------------------------
    def node(self, item: Any) -> None:
        trace, game = self.trace, self.trace.game
        i = len(trace)
        where = f"node {i}"
        item = _dict(item, where, _NODE_KEYS, _NODE_REQUIRED)
        if item["id"] != i or not is_count(item["id"]):
            raise _fail(
                where, f"its id is {quote(item['id'])}; nodes are numbered 0, 1, 2, … in order"
            )
        parent, move = item["parent"], _move(game, item["move"])
        if parent is None:
            if move is not None:
                raise _fail(where, f"a root node has no move, found {quote(move)}")
            state = trace.root
            self.path = [(i, state)]
        else:
            if not (is_count(parent) and parent < i):
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
            legal = game.legal_moves(above)
            if not is_among(move, legal):
                raise _fail(where, f"{quote(move)} is not a legal move at its parent {parent}")
            state = game.apply(above, move)
            self.path.append((i, state))
        if item["to_move"] != game.to_move(state) or not is_count(item["to_move"]):
            raise _fail(where, f"to_move {quote(item['to_move'])} is not the player to move there")
        depth = item["depth"]
        if depth is not None and not is_count(depth, 0, MAX_NODE_DEPTH):
            raise _fail(where, f"depth {quote(depth)} is not a whole number >= 0 or null")
        alpha = _number(item["alpha"], f"{where}: alpha", -INF)
        beta = _number(item["beta"], f"{where}: beta", INF)
        if alpha > beta:  # type: ignore[operator]
            raise _fail(where, f"its window ({alpha}, {beta}) has alpha above beta")
        why = item["why"]
        if not isinstance(why, str) or why not in WHY_CODES:
            raise _fail(where, f"why is one of {', '.join(WHY_CODES)}, not {quote(why)}")
        trace.add_node(
            -1 if parent is None else parent,
            move,
            depth,
            item["to_move"],
            alpha,  # type: ignore[arg-type]  # checked above: numbers, not None
            beta,  # type: ignore[arg-type]
            why,
        )
        trace.value[i] = _number(item["value"], f"{where}: value")
        for key, valid in (("bound", BOUNDS), ("leaf", LEAVES), ("tt", TT_OUTCOMES)):
            trace.set_detail(i, key, _choice(item.get(key), f"{where}: {key}", valid))
        for key in ("tt_window", "tt_entry", "stored"):
            if item.get(key) is not None:
                trace.set_detail(i, key, _interval(item[key], f"{where}: {key}"))
        for key in ("cutoff_child", "best_child"):
            child = item.get(key)
            if child is not None:
                if not is_count(child, 0, MAX_NODE_DEPTH):
                    raise _fail(where, f"{key} {quote(child)} is not a node id")
                trace.set_detail(i, key, child)  # that it is a child is checked at the end
        if item.get("pruned_raw") is not None or item.get("cutoff_raw") is not None:
            legal = game.legal_moves(state)
            raw = item.get("pruned_raw") or []
            pruned = [_move(game, m) for m in raw] if isinstance(raw, list) else None
            if pruned is None or not all(is_among(m, legal) for m in pruned):
                raise _fail(where, f"pruned_raw {quote(raw)} are not moves legal there")
            cutoff = item.get("cutoff_raw")
            if cutoff is not None and not is_among(_move(game, cutoff), legal):
                raise _fail(where, f"cutoff_raw {quote(cutoff)} is not legal there")
            if pruned:
                trace.set_detail(i, "pruned", tuple(pruned))
        for key in ("path", "pruned"):
            words = item.get(key, [])
            if not (isinstance(words, list) and all(isinstance(w, str) for w in words)):
                raise _fail(where, f"{key} is a list of moves in notation, not {quote(words)}")
        if "cutoff" in item:
            _text(item["cutoff"], f"{where}: cutoff", 100)
        if item.get("test") is not None:
            self.test(i, item["test"], where)
        true_value = item.get("true_value")
        self.true_values.append(_number(true_value, f"{where}: true_value"))

    def test(self, i: int, item: Any, where: str) -> None:
        """Node ``i``'s SCOUT test (version 2): a known relation, a number v, and an answer
        that agrees with the node's bound (null before it returned)."""
        trace = self.trace
        if self.version < TESTS_VERSION:
            raise _fail(where, f"a test needs version {TESTS_VERSION} of the format")
        item = _dict(item, f"{where}: test", ("relation", "v", "answer"), ("relation", "v"))
        relation = _choice(item["relation"], f"{where}: test relation", TEST_RELATIONS)
        if relation is None or not _is_number(item["v"]):
            raise _fail(where, f"a test is a relation and a number v, not {quote(item)}")
        test = Test(relation, item["v"])
        bound, answer = trace.nodes[i].bound, item.get("answer")
        if answer is not None and not isinstance(answer, bool):
            raise _fail(where, f"a test's answer is true, false or null, not {quote(answer)}")
        if bound is not None and answer is not None and answer != test.answer(bound):
            raise _fail(where, f"the answer {quote(answer)} to {test} disagrees with its bound")
        trace.tests[i] = test

    # -- events and passes ------------------------------------------------------------------
    def event(self, item: Any) -> None:
        where = f"event {len(self.trace.codes)}"
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], str)):
            raise _fail(where, f"expected [kind, id], found {quote(item)}")
        kind, number = item
        if kind not in EVENT_CODE:
            raise _fail(where, f"unknown kind {quote(kind)}{suggestion(kind, EVENT_CODE)}")
        if not is_count(number, 0, MAX_NODE_DEPTH):
            raise _fail(where, f"expected a node or pass number, found {quote(number)}")
        if kind.startswith("pass-"):
            self.largest_event_pass = max(self.largest_event_pass, number)
        else:
            self.largest_event_node = max(self.largest_event_node, number)
        self.trace.codes.append(pack_event(kind, number))

    def passes(self, items: Any) -> None:
        if not isinstance(items, list):
            raise _fail("passes", f"expected a list, found {quote(items)}")
        for n, item in enumerate(items, 1):
            where = f"pass {n}"
            item = _dict(item, where, _PASS_KEYS, _PASS_KEYS)
            if item["number"] != n or not is_count(item["number"]):
                raise _fail(where, f"its number is {quote(item['number'])}; passes count 1, 2, …")
            root, gamma = item["root"], item["gamma"]
            if not (is_count(root, -1, MAX_NODE_DEPTH) and _is_number(gamma)):
                raise _fail(
                    where, f"expected a node id root and a number gamma, found {quote(item)}"
                )
            self.trace.passes.append(
                MtdfPass(
                    n,
                    gamma,
                    _number(item["value"], f"{where}: value"),
                    _number(item["lower"], f"{where}: lower", -INF),  # type: ignore[arg-type]
                    _number(item["upper"], f"{where}: upper", INF),  # type: ignore[arg-type]
                    root,
                )
            )

    def finish(self, notes: dict[str, Any]) -> Trace:
        trace = self.trace
        count = len(trace)
        if count == 0:
            raise _fail("nodes", "a trace has at least its root node")
        for key in ("truncated", "stopped"):
            setattr(trace, key, _text(notes.get(key, ""), key))
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
        if any(v is not None for v in self.true_values):
            trace.true_values = self.true_values
        if self.version < TESTS_VERSION:
            trace.tests.update(_old_tests(trace))
        return trace


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
    _dict(data, "the file", _TOP_KEYS, ("nodes", "events"))
    for key, add in (("nodes", builder.node), ("events", builder.event)):
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
        self.pos = _WHITESPACE.match(self.text, self.pos).end()  # type: ignore[union-attr]
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

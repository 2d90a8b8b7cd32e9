"""What a game gives in a second Python process, under another hash seed.

Python salts ``hash()`` of strings (and bytes) with a seed drawn anew for each process
(``PYTHONHASHSEED``): a set of strings iterates in another order in the next process, and
``hash("b2")`` is another number. A game whose ``legal_moves`` returns a set's order, or whose
``key`` is built from ``hash()`` of a string, keeps every rule inside one process and yet
plays other games, counts other positions and finds other best moves from one run to the
next. :func:`~gamesearch.games.check_game` therefore replays a bounded number of its seeded
positions in one more process of the same Python, under another seed (:func:`replay`), and
compares what the game's methods return there with what they return here (:func:`observe`):
the legal moves in their order, the key, and the score (at the end) or the evaluation.

The second process gets the game by :mod:`cloudpickle`. A class that another process can
import is named by its module and qualified name: the process imports that module (with this
process's ``sys.path``) and rebuilds the game with its settings. A class that no other process
could import, one defined in a notebook cell or a script run directly (``__main__``) or inside
a function, is sent by value: its methods' code, and the globals they use (a module among
them is sent by name and imported there). Its objects come back as objects of the same class,
so moves of a class of the cell's own compare equal. A game that cannot be sent (a setting
such as a lock or an open file) is not compared: :attr:`Replay.unchecked` says so and why,
and what to do to have it compared. Neither is it where no second process can be started
(Python in a browser).
"""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
import tempfile
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from gamesearch.games.base import Game, Move, State, is_among

#: Set in the second process's environment: a module it imports that runs check_game at
#: import time does not start a third.
SECOND = "GAMESEARCH_SECOND_PROCESS"
#: How long the second process may take before the comparison is given up (and said so).
TIMEOUT = 120.0
#: The code the second process runs: the path first (plain strings), then the game.
_CHILD = (
    "import pickle, sys; sys.path[:] = pickle.load(sys.stdin.buffer); "
    "from gamesearch.games.second_process import _child; _child(sys.stdin.buffer, sys.argv[1])"
)

#: A line of play: the start's name and the moves played from it.
Line = tuple[str, tuple[Move, ...]]


@dataclass(frozen=True)
class Observation:
    """What the game's methods return at one position: the legal moves in their order, the
    key, and the score (at the end) or the evaluation (None where the game has none).
    ``raised`` is ``(method, error)`` when a method raised there instead (the line stops)."""

    moves: tuple[Move, ...] = ()
    key: Hashable = None
    value: float | None = None
    raised: tuple[str, str] | None = None


@dataclass(frozen=True)
class Replay:
    """The observations of the second process, line by line, or (``lines`` None) why it
    made none: ``unchecked`` names what was not compared and why."""

    lines: list[list[Observation]] | None
    unchecked: str = ""


@dataclass(frozen=True)
class Difference:
    """The first position where the two processes disagree: its line, its ply (moves from
    the start), the method and both answers."""

    line: int
    ply: int
    method: str
    here: Any
    there: Any


def observe(game: Game[State, Move], lines: Sequence[Line]) -> list[list[Observation]]:
    """The game's answers at every position of ``lines``, in this process. A line stops
    where one of its moves is not legal (the moves came from another process) or a method
    raises (recorded as the last observation)."""
    return [_observe_line(game, start, moves) for start, moves in lines]


def _observe_line(
    game: Game[State, Move], start: str, moves: tuple[Move, ...]
) -> list[Observation]:
    seen: list[Observation] = []
    method = "initial_state"
    try:
        state = game.initial_state(start)
        for ply in range(len(moves) + 1):
            method = "legal_moves"
            legal = tuple(game.legal_moves(state))
            method = "key"
            key = game.key(state)
            value: float | None = None
            if not legal:
                method = "score"
                value = game.score(state)
            elif game.has_evaluation:
                method = "evaluate"
                value = game.evaluate(state)
            seen.append(Observation(legal, key, value))
            if ply == len(moves) or not is_among(moves[ply], legal):
                break
            method = "apply"
            state = game.apply(state, moves[ply])
    except Exception as error:
        seen.append(Observation(raised=(method, f"{type(error).__name__}: {error}")))
    return seen


def first_difference(
    here: Sequence[Sequence[Observation]], there: Sequence[Sequence[Observation]]
) -> Difference | None:
    """The first position, line by line, where ``there`` differs from ``here``: in the
    legal moves (or their order), then the key, then the value; None if none does."""
    for n, (mine, theirs) in enumerate(zip(here, there, strict=True)):
        for ply, (a, b) in enumerate(zip(mine, theirs, strict=False)):
            if b.raised is not None:
                return Difference(n, ply, b.raised[0], None, b.raised[1])
            if a.moves != b.moves:
                return Difference(n, ply, "legal_moves", a.moves, b.moves)
            if a.key != b.key:
                return Difference(n, ply, "key", a.key, b.key)
            if a.value != b.value:
                method = "evaluate" if a.moves else "score"
                return Difference(n, ply, method, a.value, b.value)
    return None


def other_seed() -> str:
    """A ``PYTHONHASHSEED`` other than this process's: the next one if this process was
    given one, else 1 (this process's seed is then random, or it is 0: no salt at all)."""
    mine = os.environ.get("PYTHONHASHSEED", "")
    return str((int(mine) + 1) % 2**32) if mine.isdigit() else "1"


def replay(game: Game[State, Move], lines: Sequence[Line]) -> Replay:
    """:func:`observe` run in a second process of this Python under :func:`other_seed`;
    a :class:`Replay` without lines, saying why, where that cannot be done."""
    where = f"whether {game.name}'s methods answer the same in a second Python process"
    if os.environ.get(SECOND):
        return Replay(None, f"{where}: this is already the second process")
    if sys.platform == "emscripten" or not sys.executable:
        return Replay(None, f"{where}: this Python (in a browser) cannot start a second process")
    try:
        import cloudpickle
    except ImportError:  # a dependency everywhere but in a browser: installed without it
        return Replay(
            None,
            f"{where}: cloudpickle, which sends the game there, is not installed "
            "(pip install cloudpickle)",
        )
    try:
        payload = cloudpickle.dumps((game, tuple(lines)))
    except Exception as error:  # a lock, a generator or an open file among its settings
        return Replay(
            None,
            f"{where}: the game cannot be sent there ({type(error).__name__}: {error}); give "
            "it settings that can be copied (numbers, strings, tuples, lists, dicts), and make "
            "anything else it needs (a lock, a file) inside its methods",
        )
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "observed.pickle"
        try:
            done = subprocess.run(
                [sys.executable, "-c", _CHILD, str(out)],
                input=pickle.dumps([p for p in sys.path if isinstance(p, str)]) + payload,
                capture_output=True,
                env={**os.environ, "PYTHONHASHSEED": other_seed(), SECOND: "1"},
                timeout=TIMEOUT,
                check=False,
            )
        except subprocess.TimeoutExpired:
            return Replay(None, f"{where}: the second process took more than {TIMEOUT:.0f} s")
        except OSError as error:
            return Replay(None, f"{where}: no second process could be started ({error})")
        if not out.exists():
            said = done.stderr.decode(errors="replace").strip().splitlines()
            return Replay(
                None,
                f"{where}: the second process stopped (exit code {done.returncode}"
                + (f": {said[-1]})" if said else ")"),
            )
        kind, answer = pickle.loads(out.read_bytes())
    if kind != "observed":
        return Replay(None, f"{where}: {answer}")
    observed: list[list[Observation]] = answer
    return Replay(observed)


def _child(stream: IO[bytes], out: str) -> None:
    """The second process: read the game and the lines, observe, write the answer to ``out``
    (a file, so that anything the game's module prints cannot garble it). The answer goes
    back by cloudpickle too: a move or key of a class sent by value is one of the first
    process's own class there."""
    import cloudpickle

    try:
        game, lines = pickle.load(stream)
    except Exception as error:  # its module does not import here, or not the same way
        answer: tuple[str, Any] = (
            "unimportable",
            f"a second process could not rebuild the game ({type(error).__name__}: {error})",
        )
    else:
        answer = ("observed", observe(game, lines))
    try:
        data = cloudpickle.dumps(answer)
    except Exception as error:  # a key that cannot be pickled
        data = pickle.dumps(
            (
                "unsendable",
                "the second process could not send back what the game returned there "
                f"({type(error).__name__}: {error}); keys of ints, strings and tuples can be",
            )
        )
    Path(out).write_bytes(data)

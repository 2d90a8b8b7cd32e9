"""The checker of notebook 09's exercise: a game of your own, searched by the course's algorithms.

:func:`check_own_game` asks three things of a game, in order, and reports the first that
fails:

1. it keeps the game contract (:func:`gamesearch.games.check_game`);
2. alpha-beta, NegaScout and MTD(f) find the value plain minimax finds, at the positions of
   seeded random games, from each game's end back towards its start while minimax takes at
   most ``budget`` nodes (a game's last position always does);
3. a traced search of the start position (at most ``budget`` nodes recorded) saves to JSON
   and loads back, the same nodes and the same positions. So that the trace loader finds
   the game, it is registered under its name first if no registered game has its class.

A search of the checker's own that the browser's time limit stops (not minimax's node budget,
which ends the comparison on that game) raises :class:`~gamesearch.errors.ReferenceStopped`:
the check could not be made, which is not a fault of the game.
"""

from __future__ import annotations

import random
import tempfile
from functools import partial
from pathlib import Path
from typing import Any

from gamesearch.errors import GameSearchError, ReferenceStopped
from gamesearch.exercises.checker import Report, finished, value_of
from gamesearch.games import Game, check_game, game_classes, register_game
from gamesearch.games.base import Move, State
from gamesearch.games.codec import same
from gamesearch.search import solve
from gamesearch.trace import load_trace, save_trace

#: The algorithms compared with minimax, and their options.
COMPARED: dict[str, dict[str, Any]] = {"alphabeta": {}, "negascout": {}, "mtdf": {"tt": True}}


def _lines(game: Game[State, Move], games: int, seed: int) -> list[list[State]]:
    """The positions of ``games`` seeded random games from the first start, each game's
    last first, every position once (the first time it is met)."""
    rng = random.Random(seed)
    seen: set[State] = set()
    lines = []
    for _ in range(games):
        line = [game.initial_state()]
        while moves := game.legal_moves(line[-1]):
            line.append(game.apply(line[-1], moves[rng.randrange(len(moves))]))
        fresh = []
        for state in reversed(line):
            if state not in seen:
                seen.add(state)
                fresh.append(state)
        lines.append(fresh)
    return lines


def _disagreement(game: Game[State, Move], state: State, budget: int) -> str | None:
    """None if every compared algorithm agrees with minimax at ``state`` (or minimax needs
    more than ``budget`` nodes: ``"skip"``), else what differs."""
    truth = solve(game, state, "minimax", ordering="natural", node_budget=budget)
    if not truth.complete and truth.stats.nodes >= budget:
        return "skip"
    finished(truth)  # stopped by the browser's time limit: ReferenceStopped
    for algorithm, options in COMPARED.items():
        value = value_of(solve(game, state, algorithm, **options))
        if value != truth.value:
            return (
                f"{algorithm} finds {value} where minimax finds {truth.value}, at\n"
                f"{game.render_text(state)}"
            )
    return None


def _round_trip(game: Game[State, Move], budget: int) -> str | None:
    """None if a traced search saves and loads back the same, else what differs."""
    result = solve(game, algorithm="negascout", trace=True, trace_limit=budget)
    trace = result.trace
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "trace.json"
        save_trace(trace, path)
        loaded = load_trace(path)
    if len(loaded) != len(trace) or not all(
        same(loaded.state(i), trace.state(i)) for i in range(len(trace))
    ):
        return "the trace loaded back from JSON differs from the one saved"
    return None


def _same(game: Game[State, Move]) -> Game[State, Move]:
    return game


def check_own_game(
    game: Game[State, Move] | type[Game[State, Move]],
    *,
    games: int = 20,
    budget: int = 20_000,
    seed: int = 0,
) -> Report:
    """Check a game of your own, or its class (made with no arguments), as the module
    docstring says: ✔ with what was compared, or ✘ with the first problem."""
    name = f"your game ({getattr(game, 'name', game)!s})"
    try:
        if isinstance(game, type):
            game = game()
        if type(game) not in game_classes().values():  # the trace loader finds it by name
            register_game(game.name, partial(_same, game))
        contract = check_game(game, games=games, seed=seed)
        compared = 0
        for line in _lines(game, games, seed):
            for state in line:  # from the end back: once minimax needs too much, stop
                problem = _disagreement(game, state, budget)
                if problem == "skip":
                    break
                if problem is not None:
                    return Report(name, failures=[problem])
                compared += 1
        problem = _round_trip(game, budget)
    except ReferenceStopped:  # the checker's own search, not the game: said in one line
        raise
    except GameSearchError as error:
        return Report(name, failures=[str(error)])
    if problem is not None:
        return Report(name, failures=[problem])
    return Report(
        name,
        success=(
            f"the contract holds ({contract.positions:,} positions of {contract.games} random "
            f"games); alpha-beta, NegaScout and MTD(f) agree with minimax at {compared:,} "
            "positions; its trace saves and loads back."
            + (f" Not checked: {contract.unchecked}." if contract.unchecked else "")
        ),
    )

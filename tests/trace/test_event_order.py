"""A trace's events are derived from its nodes (model.derived_codes), not recorded one by one:
they must be the events the search made, call by call, in the order it made them.

A recorder that also writes each event as the search's tracer call comes (what the recorder
did before the events were derived) records every algorithm, with and without a table, on
games with extra turns, on random trees, cut short by the trace's limit and stopped by a node
budget; the derived events must equal the logged ones exactly.
"""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from gamesearch.errors import GameSearchError
from gamesearch.games import get_game
from gamesearch.games.trees import HIROI_TREE, PI_TREE, TreeGame
from gamesearch.search import ALGORITHMS, solve
from gamesearch.trace.model import pack_event
from gamesearch.trace.recorder import Recorder


class LoggingRecorder(Recorder):
    """The recorder, also logging each event as its call comes (the node it happens at, or
    the pass), unless the trace has stopped recording."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.log: list[int] = []

    def _at_open(self, kind):
        if not self.cut:
            self.log.append(pack_event(kind, self.stack[-1]))

    def enter(self, *args):
        super().enter(*args)
        self._at_open("enter")

    def probe(self, *args):
        super().probe(*args)
        self._at_open("probe")

    def evaluate(self, *args):
        super().evaluate(*args)
        self._at_open("eval")

    def cutoff(self, *args):
        super().cutoff(*args)
        self._at_open("cutoff")

    def store(self, *args):
        super().store(*args)
        self._at_open("store")

    def leave(self, *args):
        if not self.cut:
            self.log.append(pack_event("exit", self.stack[-1]))
        super().leave(*args)

    def begin_pass(self, number, gamma):
        super().begin_pass(number, gamma)
        if not self.cut:
            self.log.append(pack_event("pass-begin", number))

    def end_pass(self, *args):
        number = self.open_pass
        super().end_pass(*args)
        if number and not self.cut:
            self.log.append(pack_event("pass-end", number))


def log_events(patch: pytest.MonkeyPatch) -> list[list[int]]:
    """Make solve() record through :class:`LoggingRecorder`: the logs of its recorders."""
    logs: list[list[int]] = []

    def recorder(*args):
        made = LoggingRecorder(*args)
        logs.append(made.log)
        return made

    patch.setattr("gamesearch.search.api.Recorder", recorder)
    return logs


@pytest.fixture
def logged(monkeypatch):
    """solve(), logging its events: ``(result, the logged events)``."""
    logs = log_events(monkeypatch)

    def search(game, **options):
        result = solve(game, trace=True, **options)
        return result, logs[-1]

    return search


def check(search, game, **options) -> bool:
    """The derived events equal the logged ones (False: the algorithm refuses the call)."""
    try:
        result, log = search(game, **options)
    except GameSearchError:
        return False
    assert not result.trace.recording
    assert list(result.trace.codes) == log, options
    return True


GAMES = {
    "tictactoe": (get_game("tictactoe"), {"moves": "a1 b2 c3"}),
    "kalah (extra turns)": (get_game("kalah-hiroi"), {"depth": 3}),
    "reversi-4x4": (get_game("reversi-4x4"), {"moves": "b1 a1 a2 c1"}),
    "pi tree": (PI_TREE, {}),
    "hiroi tree": (HIROI_TREE, {}),
}
LIMITS = {
    "whole": {},
    "cut at 30 nodes": {"trace_limit": 30},
    "stopped at 40 nodes": {"node_budget": 40},
    "stopped at its root": {"node_budget": 1},
}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("algorithm", ALGORITHMS)
def test_the_derived_events_are_the_ones_the_search_made(logged, game, algorithm):
    state, base = GAMES[game]
    needs_depth = algorithm.startswith("id-") and "depth" not in base
    ran = 0
    for tt in (False, True):
        for limit in LIMITS.values():
            options = {**base, "algorithm": algorithm, "tt": tt, **limit}
            if needs_depth:
                options["depth"] = 3
            if algorithm == "nws":
                options["gamma"] = 1
            ran += check(logged, state, **options)
    assert ran or algorithm in {"bisect", "dual", "mtd-step"}  # integer scores only


@settings(max_examples=30, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    algorithm=st.sampled_from(["alphabeta", "negascout", "mtdf", "scout", "sss", "pvs"]),
    tt=st.booleans(),
    limit=st.sampled_from(list(LIMITS.values())),
)
def test_on_random_trees_too(seed, algorithm, tt, limit):
    game = TreeGame.random(3, 4, seed=seed)
    with pytest.MonkeyPatch.context() as patch:
        log = log_events(patch)
        try:
            result = solve(game, algorithm=algorithm, tt=tt, trace=True, **limit)
        except GameSearchError:  # SCOUT takes no table
            assume(False)
    assert list(result.trace.codes) == log[-1]


def test_a_trace_read_while_it_records_derives_its_events_afresh(monkeypatch):
    """Until the search returns, each read derives the events so far; then they are kept."""
    seen: list[int] = []

    class Reading(Recorder):
        def leave(self, *args):
            super().leave(*args)
            seen.append(len(self.trace.codes))

    monkeypatch.setattr("gamesearch.search.api.Recorder", Reading)
    trace = solve(HIROI_TREE, algorithm="negascout", trace=True).trace
    assert seen == sorted(seen) and len(set(seen)) == len(seen)  # more at each read
    assert seen[-1] == len(trace.codes)
    assert trace.codes is trace.codes  # derived once, kept

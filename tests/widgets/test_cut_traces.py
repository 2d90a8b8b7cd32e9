"""The player takes any trace: cut by its node limit (``trace_limit``), by a node budget, a
time limit or an interrupt, with or without a table, on every registered game and every
algorithm. Python's model steps through it to the end, the front end (under Node) shows at
every cursor the status line, the sentence and the quiz question the model writes and its
reducer steps to the end too (quiz mode included), and the last event says where and why
the trace stops."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from replay_js import replay_all

from gamesearch.errors import SearchInterrupted
from gamesearch.games import game_names, get_game
from gamesearch.search import ALGORITHMS, solve
from gamesearch.search.context import TIME_LIMIT_REACHED
from gamesearch.search.limits import Limits
from gamesearch.trace.model import Trace
from gamesearch.widgets.stepper_data import stepper_data
from gamesearch.widgets.stepper_model import StepperModel

#: Each game's search, small enough to trace whole in a moment (a few dozen to a thousand
#: nodes): a position of tic-tac-toe, a depth for the others' large trees.
POSITIONS: dict[str, dict[str, Any]] = {
    "tictactoe": {"moves": "a1 b2 c3 b1", "depth": None},
    "kalah": {"depth": 2},
    "kalah-hiroi": {"depth": 2},
    "reversi-4x4": {"depth": 3},
    "reversi-4x6": {"depth": 2},
    "reversi-6x6": {"depth": 2},
    "reversi-8x8": {"depth": 2},
    "hiroi-8": {},
    "pi-27": {},
}
#: What some algorithms need besides: a null-window test's γ, a depth to deepen to.
NEEDS: dict[str, dict[str, Any]] = {
    "nws": {"gamma": 0},
    "id-mtdf": {"depth": 3},
    "id-alphabeta": {"depth": 3},
}
#: How many cut traces each search gives: its trace cut at this many points spread over it.
CUTS = 2
#: The games searched both with a table and without (the others with the algorithm's own
#: default): those whose positions repeat by transposition in these small searches.
BOTH_TABLES = ("tictactoe", "kalah-hiroi")


def test_every_registered_game_has_a_small_search_here():
    assert set(POSITIONS) == set(game_names())


def searches(game: str) -> Iterator[tuple[str, Callable[..., Any]]]:
    """(name, search taking solve's cut keywords) for every algorithm on ``game``, with and
    without a table where it takes one."""
    for algorithm, spec in ALGORITHMS.items():
        tables = (None,) if game not in BOTH_TABLES else (False, True)
        for tt in (False,) if spec.tt is False else tables:  # False: it takes none
            options = {**POSITIONS[game], **NEEDS.get(algorithm, {}), "tt": tt}

            def search(algorithm=algorithm, options=options, **cut: Any) -> Any:
                return solve(game, algorithm=algorithm, trace=True, **options, **cut)

            yield f"{game}/{algorithm}/tt={tt}", search


@dataclass
class Cut:
    """A trace cut short, and what its last event must say on the status line."""

    name: str
    trace: Trace
    said: str


def cut_traces(game: str) -> list[Cut]:
    cuts = []
    for name, search in searches(game):
        whole = search(trace_limit=10**6).trace
        assert not whole.truncated and not whole.stopped, name
        size = len(whole)
        for limit in sorted({max(1, size * i // (CUTS + 1)) for i in range(1, CUTS + 1)}):
            trace = search(trace_limit=limit).trace
            assert trace.truncated and len(trace) == limit, (name, limit)
            cuts.append(
                Cut(f"{name}/trace_limit={limit}", trace, f"node limit of {limit:,} nodes reached")
            )
        budget = max(2, whole.stats["nodes"] // 2)
        trace = search(node_budget=budget).trace
        assert trace.stopped, name
        cuts.append(
            Cut(f"{name}/node_budget={budget}", trace, f"node budget of {budget} nodes reached")
        )
    return cuts


def check_model(cut: Cut) -> StepperModel:
    """The model steps through every cursor; the last says where and why the trace stops,
    and no other does."""
    model = StepperModel(cut.trace)
    n = len(model)
    for c in range(n + 1):
        model.go(c)
        step = model.step()
        if c < n:
            assert "stops here" not in step.sentence + model.status, (cut.name, c)
    assert f"The trace stops here: {cut.said}." in model.sentence, cut.name
    assert model.status.endswith(f" · the trace stops here: {cut.said}"), cut.name
    return model


def check_front_end(models: list[StepperModel], names: list[str]) -> None:
    """The front end writes the model's status line, sentence and question at every cursor
    (made in the browser from the trace's numbers, on every game and algorithm), and pressing
    forward
    from the start, plainly or answering each quiz question, reaches the last event (the
    payload asks every question the model has, so this walks them all too)."""
    payloads = [stepper_data(model) for model in models]
    shown_all = replay_all(payloads, status_only=True)
    for name, model, data, shown in zip(names, models, payloads, shown_all, strict=True):
        frames = shown["frames"]
        assert len(frames) == len(model) + 1, name
        for c, frame in enumerate(frames):
            assert frame["status"] == model.status_at(c), (name, c)
            assert frame["sentence"] == model.sentence_at(c), (name, c)
            asked, question = model.question(c), frame["question"]
            assert (asked and (asked.kind, asked.prompt, list(asked.choices), asked.answer)) == (
                question
                and (question["kind"], question["prompt"], question["choices"], question["answer"])
            ), (name, c)
        plain, quiz = shown["walks"]
        assert plain["cursor"] == quiz["cursor"] == len(model), (name, plain, quiz)
        asked = [q for c in range(len(model)) if (q := model.question(c)) and q.kind in data["ask"]]
        assert quiz["right"] == len(asked), name


@pytest.mark.parametrize("game", POSITIONS)
def test_every_cut_trace_steps_to_its_end_in_python_and_in_the_front_end(game):
    cuts = cut_traces(game)
    assert len(cuts) >= 16 * 3  # nearly every algorithm (some need what this game lacks)
    models = [check_model(cut) for cut in cuts]
    check_front_end(models, [cut.name for cut in cuts])


# -- stops that depend on time: made deterministic ------------------------------------------
def test_a_trace_stopped_by_a_time_limit_says_so_at_its_last_event():
    """A trace recorded under a node budget, told it was a time limit's (as the search
    writes it, in Python and in the browser): the clock is never raced."""
    names, models = [], []
    for limits, said in (
        (Limits(time_limit=0.5), "time limit reached"),
        (Limits(time_limit=30.0, browser=True), "the browser's time limit of 30 s reached"),
    ):
        trace = solve("tictactoe", moves="a1", algorithm="negascout", node_budget=40, trace=True)
        trace = trace.trace
        trace.stopped = limits.stop_message(TIME_LIMIT_REACHED, "")
        models.append(check_model(Cut(said, trace, said)))
        names.append(said)
    check_front_end(models, names)


@pytest.mark.parametrize("algorithm", ["alphabeta", "mtdf", "scout"])
def test_a_trace_stopped_by_an_interrupt_says_so_at_its_last_event(monkeypatch, algorithm):
    """An interrupt at the 400th position asked for its moves (a KeyboardInterrupt from the
    game, as Ctrl-C raises it inside the search), with and without a node limit before it."""
    game = get_game("tictactoe")
    legal_moves = type(game).legal_moves
    calls = 0

    def interrupting(self: Any, state: Any) -> Any:
        nonlocal calls
        calls += 1
        if calls == 400:
            raise KeyboardInterrupt
        return legal_moves(self, state)

    monkeypatch.setattr(type(game), "legal_moves", interrupting)
    models, names = [], []
    for limit in (10**6, 12):
        calls = 0
        with pytest.raises(SearchInterrupted) as caught:
            solve(game, algorithm=algorithm, tt=False, trace=True, trace_limit=limit)
        trace = caught.value.result.trace
        nodes = caught.value.result.stats.nodes
        assert trace.stopped.startswith("search interrupted")
        said = (
            "node limit of 12 nodes reached"
            if limit == 12
            else f"interrupted after {nodes:,} nodes"
        )
        model = check_model(Cut(said, trace, said))
        if limit == 12:  # the trace stopped first; the sentence says the interrupt came after
            assert f"until it was interrupted after {nodes:,} nodes" in model.sentence
        models.append(model)
        names.append(f"{algorithm}/{said}")
    check_front_end(models, names)

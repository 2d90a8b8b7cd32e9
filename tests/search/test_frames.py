"""The search core on frames: one frame per ply, reused; the tracing layer on public hooks;
the max view's mirroring in one tracer wrapper."""

from __future__ import annotations

import inspect
import itertools
from typing import Any

from gamesearch.bounds import Test as Question
from gamesearch.games.trees import TreeGame
from gamesearch.search.alphabeta import alphabeta
from gamesearch.search.context import Frame, SearchContext
from gamesearch.search.minimax import minimax, negamax
from gamesearch.search.tracer import MaxView, Tracer
from gamesearch.search.tracing import TracingContext, tracing_context
from gamesearch.search.ttable import TranspositionTable
from gamesearch.search.variant import Variant

INF = float("inf")


def test_one_frame_per_ply_is_reused_by_every_node_at_that_ply() -> None:
    game = TreeGame.random(3, 4, seed=2)
    ctx = SearchContext(game, tt=TranspositionTable())
    frames_before = list(ctx.frames)
    alphabeta(ctx, game.initial_state(), None, -INF, INF)
    assert ctx.stats.nodes > 5 * len(ctx.frames)  # many nodes ...
    assert len(ctx.frames) == 4 + 2  # ... on 5 plies (root to leaves) and the one above
    assert ctx.frames[0] is frames_before[0] and all(type(f) is Frame for f in ctx.frames)
    assert [f.ply for f in ctx.frames] == list(range(6))
    assert all(f.down is g for f, g in itertools.pairwise(ctx.frames))
    assert ctx.frame is ctx.frames[0] and ctx.ply == 0  # every node entered was left


def test_a_frame_keeps_what_the_table_did_at_its_node() -> None:
    game = TreeGame([[3, 5], [2, 9]])
    table = TranspositionTable()
    ctx = SearchContext(game, tt=table)
    root = game.initial_state()
    value = alphabeta(ctx, root, None, -INF, INF)
    frame = ctx.frames[1]  # the root's, after the search
    assert frame.key == game.key(root) and frame.probe is not None
    assert frame.probe.outcome == "miss" and not frame.floor
    assert frame.stored is table.entries[game.key(root)]
    assert (frame.stored.lower, frame.stored.upper) == (value, value)
    assert (frame.depth, frame.alpha, frame.beta) == (None, -INF, INF)


def test_the_tracing_layer_overrides_only_public_hooks_of_the_plain_context() -> None:
    own = {
        name
        for name, member in vars(TracingContext).items()
        if inspect.isfunction(member) and name != "__init__"
    }
    assert own, "the layer overrides the hooks it records"
    assert not {name for name in own if name.startswith("_")}
    assert own <= {name for name in vars(SearchContext) if not name.startswith("_")}


class Spy:
    """A tracer that keeps every call it gets."""

    def __init__(self) -> None:
        self.calls: list[tuple[Any, ...]] = []

    def __getattr__(self, name: str) -> Any:
        return lambda *args: self.calls.append((name, *args))


def test_max_view_mirrors_every_value_at_min_nodes_and_none_at_max_nodes() -> None:
    spy = Spy()
    view = MaxView(spy)  # type: ignore[arg-type]  # the spy answers every tracer call
    view.enter("a", 2, 0, 1, 5, "root")  # MAX: as it is
    view.evaluate("static", 4)
    view.enter("b", 1, 1, 1, 5, "child")  # MIN: mirrored
    view.test(Question(">", 3))
    view.probe("narrow", 2, 4)
    view.evaluate("static", 4)
    view.store(2, INF)
    view.leave(3, "lower")
    view.leave(3, "lower")  # MAX again
    assert spy.calls == [
        ("enter", "a", 2, 0, 1, 5, "root"),
        ("evaluate", "static", 4),
        ("enter", "b", 1, 1, -5, -1, "child"),
        ("test", Question(">", 3).mirrored()),
        ("probe", "narrow", -4, -2),
        ("evaluate", "static", -4),
        ("store", -INF, -2),
        ("leave", -3, "upper"),
        ("leave", 3, "lower"),
    ]


def test_a_max_view_trace_is_the_negamax_trace_of_the_same_tree() -> None:
    game = TreeGame.random(2, 4, low=-9, high=9, seed=5)
    traces = []
    for search, variant in ((minimax, Variant(viewpoint="max")), (negamax, Variant())):
        spy = Spy()
        ctx = tracing_context(game, spy, variant=variant)  # type: ignore[arg-type]
        search(ctx, game.initial_state(), None)
        traces.append(spy.calls)
    assert traces[0] == traces[1]


def test_max_view_implements_the_whole_tracer_protocol() -> None:
    protocol = {n for n in vars(Tracer) if not n.startswith("_")}
    assert protocol <= {n for n in vars(MaxView) if not n.startswith("_")}

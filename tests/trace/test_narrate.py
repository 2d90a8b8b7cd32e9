"""Plain-English sentences: one per event, every kind, reason, bound and table outcome."""

import re
import subprocess
import sys

import pytest

from gamesearch.games.kalah import Kalah
from gamesearch.games.trees import HIROI_TREE, PI_TREE, TreeGame
from gamesearch.search import solve
from gamesearch.trace.model import EVENT_KINDS, NONE, WHY
from gamesearch.trace.narrate import describe_event, describe_node, describe_start, num

#: Searches that between them make every event kind, reason, bound and table outcome.
SEARCHES = {
    "alphabeta": lambda: solve(HIROI_TREE, algorithm="alphabeta", trace=True),
    "negascout-scout-first": lambda: solve(
        HIROI_TREE, algorithm="negascout", scout_first=True, trace=True
    ),
    "scout": lambda: solve(HIROI_TREE, algorithm="scout", trace=True),
    "scout-natural": lambda: solve(HIROI_TREE, algorithm="scout", ordering="natural", trace=True),
    "mtdf": lambda: solve(HIROI_TREE, algorithm="mtdf", trace=True),
    "nws": lambda: solve(HIROI_TREE, algorithm="nws", gamma=3, trace=True),
    "minimax": lambda: solve(PI_TREE, algorithm="minimax", trace=True),
    "id-alphabeta": lambda: solve(
        PI_TREE, algorithm="id-alphabeta", depth=3, aspiration=1, trace=True
    ),
    "id-mtdf": lambda: solve(PI_TREE, algorithm="id-mtdf", depth=3, trace=True),
    "tictactoe-table": lambda: solve(
        "tictactoe", moves="a1 b2", algorithm="negascout", tt=True, trace=True
    ),
    "kalah-extra-turn": lambda: solve(
        Kalah(pits=3, stones=2), algorithm="alphabeta", depth=3, extra_turn="simplified", trace=True
    ),
    "budget-stopped": lambda: solve(PI_TREE, algorithm="negascout", node_budget=10, trace=True),
}


@pytest.fixture(scope="module")
def traces():
    return {name: search().trace for name, search in SEARCHES.items()}


def sentences(trace):
    return [describe_event(trace, i) for i in range(len(trace.codes))]


def event_index(trace, kind, node_id):
    return trace.events.index((kind, node_id))


@pytest.mark.parametrize("name", SEARCHES)
def test_every_event_has_a_plain_sentence(traces, name):
    trace = traces[name]
    for text in sentences(trace):
        assert text[0].isupper() and text[-1] in ".?", text
        assert not re.search(r"None|\binf\b|nan|-[0-9∞]", text), text  # numbers print as −3, ∞
        assert "  " not in text and ".." not in text


def test_the_searches_cover_every_kind_reason_bound_and_table_outcome(traces):
    kinds, whys, bounds, outcomes = set(), set(), set(), set()
    for trace in traces.values():
        kinds |= {kind for kind, _ in trace.events}
        whys |= {node.why for node in trace.nodes}
        bounds |= {node.bound for node in trace.nodes}
        outcomes |= {node.tt for node in trace.nodes}
    assert kinds == set(EVENT_KINDS)
    assert whys == set(WHY)
    assert bounds >= {"exact", "lower", "upper", None}  # None: never returned (stopped)
    assert outcomes >= {"miss", "hit", "narrow"}


def test_a_null_window_probe_says_its_window_and_whether_it_failed_low_or_high(traces):
    trace = traces["negascout-scout-first"]
    label = trace.game.label
    h = next(k for k, n in enumerate(trace.nodes) if n.why == "null-window" and n.leaf)
    d = next(k for k, n in enumerate(trace.nodes) if label(trace.state(k)) == "D")
    assert describe_event(trace, event_index(trace, "exit", h)) == (
        "Null-window probe (−2, −1) at H returns −3: fail-low, so H = −3 (a leaf's value is "
        "exact); for C, move 2 beats 1, the larger of α and the best so far."
    )
    assert describe_event(trace, event_index(trace, "exit", d)) == (
        "Null-window probe (2, 3) at D returns 4: fail-high, so D ≥ 4; for A, move 2 does not "
        "beat −3, the larger of α and the best so far."
    )
    assert describe_event(trace, event_index(trace, "enter", d)) == (
        "Null-window probe of D (MAX to move) with the window (2, 3): for A, can move 2 beat "
        "−3, the larger of α and the best so far?"
    )


def test_a_cutoff_names_the_refuting_move_and_the_pruned_ones(traces):
    trace = traces["negascout-scout-first"]
    d = next(k for k in range(len(trace)) if trace.game.label(trace.state(k)) == "D")
    assert describe_event(trace, event_index(trace, "cutoff", d)) == (
        "Cutoff at D: its value reaches β = 3, move 1 refutes it, so move 2 is pruned."
    )


def test_table_probes_say_miss_hit_or_how_the_window_narrowed(traces):
    texts = sentences(traces["mtdf"]) + sentences(traces["id-alphabeta"])
    assert "Table probe at R: no entry, so it must be searched." in texts
    assert (
        "Table probe at D: the stored interval [4, ∞] answers the window (1, 2), "
        "so no search is needed."
    ) in texts
    assert "Table probe at A: the stored bounds narrow the window from (−1, ∞) to (1, ∞)." in texts
    assert (
        "Table probe at R: an entry exists but neither answers nor narrows the window (1, 2)."
        in texts
    )


def test_stores_say_the_interval(traces):
    texts = sentences(traces["mtdf"])
    assert "The table stores C as the interval [1, ∞]." in texts
    assert "The table stores C as exactly 3." in texts


def test_mtdf_passes_say_gamma_and_the_interval_after(traces):
    texts = sentences(traces["mtdf"])
    assert texts[0] == (
        "MTD(f) pass 1 begins from the first guess: test γ = 0 with the null window (−1, 0)."
    )
    assert (
        "MTD(f) pass 2 begins: the value lies in [1, ∞], so test γ = 2 with the null window (1, 2)."
    ) in texts
    assert (
        "MTD(f) pass 1 ends: the root returned 1 ≥ γ (fail-high), so the value lies in [1, ∞]."
    ) in texts
    assert texts[-1] == (
        "MTD(f) pass 3 ends: the root returned 3 < γ (fail-low), so the value is exactly 3: "
        "MTD(f) is done."
    )


def test_scout_tests_ask_their_question_and_say_what_the_answer_proves(traces):
    """A test is told as a question, in the view of the player to move (MAX's wording added
    at a MIN node), and its answer proves exactly the relation that holds: "> 3? no" gives
    "at most 3", "< −3? no" gives "at least −3", never the window (3, 3)."""
    texts = sentences(traces["scout"])
    assert "SCOUT tests D (MAX to move), move 2 from A: is its value at least 3?" in texts
    assert (
        "SCOUT tests B (MIN to move), move 2 from R: is its value less than −3 "
        "(for MAX, more than 3)?"
    ) in texts
    assert (
        "The SCOUT test at D answers yes to ≥ 3: its value is at least 3, a lower bound; "
        "for A, move 2 is worth at most −3."
    ) in texts
    assert (
        "The SCOUT test at E answers no to > 3: its value is at most 3, an upper bound; "
        "for B, move 1 is worth at least −3."
    ) in texts
    assert (
        "The SCOUT test at B answers no to < −3: its value is at least −3 (for MAX, at most 3), "
        "a lower bound; for R, move 2 is worth at most 3."
    ) in texts
    assert not any("(3, 3)" in t or "(−3, −3)" in t for t in texts)


def test_a_strict_yes_is_told_as_strict(traces):
    texts = sentences(traces["scout-natural"])
    assert (
        "The SCOUT test at H answers yes to < −1: its value is less than −1 (for MAX, more "
        "than 1), an upper bound; for C, move 2 is worth more than 1."
    ) in texts


def test_game_positions_are_named_by_their_moves(traces):
    trace = traces["tictactoe-table"]
    k = next(k for k, n in enumerate(trace.nodes) if trace.ply(k) == 2)
    text = describe_event(trace, event_index(trace, "enter", k))
    assert f"the position after {' '.join(trace.path(k))} (" in text
    assert describe_event(trace, 0).startswith("The search starts at the root (X to move)")


def test_extra_turns_and_iterative_deepening_are_told_apart(traces):
    assert any(t.startswith("Extra turn at ") for t in sentences(traces["kalah-extra-turn"]))
    texts = sentences(traces["id-alphabeta"])
    assert "Iterative deepening searches A (MAX to move) again, 2 plies deep, with the window" in (
        " ".join(texts)
    )
    assert any(t.startswith("Re-search A (MAX to move) with the wider window") for t in texts)


def test_describe_node_summarises_finished_and_unfinished_nodes(traces):
    trace = traces["mtdf"]
    assert describe_node(trace, 0) == (
        "R (MAX to move); entered as the root of an MTD(f) pass with the window (−1, 0); "
        "not in the table; 1 child searched; move 1 refutes it, so move 2 is pruned; "
        "returned 1, a lower bound: R ≥ 1; stored as [1, ∞]."
    )
    stopped = traces["budget-stopped"]
    assert "it never returned: search stopped: node budget of 10 nodes" in describe_node(stopped, 0)


def test_the_start_sentence_says_what_will_be_searched(traces):
    assert describe_start(traces["alphabeta"]) == (
        "Ready: alphabeta will search R (11 nodes, 29 events). Step forward to watch it."
    )


def test_the_start_sentence_groups_the_thousands_of_its_counts():
    """As the player's bar and its "Go to node" write them (12,345): on a uniform tree of 4
    children, 5 deep, minimax enters 1 + 4 + ... + 4^5 = 1,365 nodes, and leaves
    2 × 1,365 + 4^5 = 3,754 events."""
    trace = solve(TreeGame.random(4, 5, seed=1), algorithm="minimax", trace=True).trace
    assert "(1,365 nodes, 3,754 events)" in describe_start(trace)


def test_numbers_print_like_the_pictures():
    assert [num(x) for x in (3, -4, 2.5, 3.0, float("inf"), float("-inf"))] == [
        "3",
        "−4",
        "2.5",
        "3",
        "∞",
        "−∞",
    ]


def test_narrate_needs_no_widgets():
    code = "import sys, gamesearch.trace.narrate; assert 'ipywidgets' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_cutoff_by_a_child_the_trace_did_not_record_is_told_without_its_move():
    """A trace saved before the recorder stopped whole at its node limit may hold one."""
    trace = solve(PI_TREE, algorithm="alphabeta", trace=True).trace
    index = next(i for i, (kind, _) in enumerate(trace.events) if kind == "cutoff")
    node = trace.event(index)[1]
    trace.cutoff_child[node] = NONE
    assert "a move the trace did not record refutes it" in describe_event(trace, index)

"""Plain-English sentences for a trace: what each event means, and what each node did.

:func:`describe_event` gives one sentence per event, for a lecturer stepping through a
search (:func:`describe_start` the one before the first, :func:`describe_stop` the one
added at the last event of a trace that stops before its search ended);
:func:`describe_node` summarises a node. Numbers are, as everywhere in a trace, from the
point of view of the player to move at the node, printed as the pictures print them (``−3``
with a real minus sign, ``∞`` for an unbounded end). Nodes are named by their textbook
label for a :class:`~gamesearch.games.trees.TreeGame` (``C``), otherwise by the moves
leading to them (``the position after c4 e3``).

A SCOUT test is told as the question it asks, in the same view: "is its value greater than
3?" at a node where MAX is to move is, where MIN is, "is its value less than −3?" (the same
question: :class:`~gamesearch.bounds.Test`), and MAX's wording is added there. Its answer
says what it proves, strictly: "> 3? yes" proves a value greater than 3, not just at least 3.
"""

from __future__ import annotations

import re

from gamesearch.bounds import (
    BOUND_OUTCOME,
    BOUND_SYMBOL,
    BOUND_WORDS,
    FLIPPED,
    Bound,
    Test,
    classify,
    number,
    window_text,
)
from gamesearch.errors import argument
from gamesearch.trace.model import MtdfPass, NodeRecord, Trace

INF = float("inf")
#: A test's relation in words.
RELATION_WORDS = {">": "more than", "≥": "at least", "<": "less than", "≤": "at most"}

#: What a table probe found (a node's ``tt``), in a few words.
PROBE_OUTCOME = {
    "miss": "no table entry",
    "hit": "the stored entry answers",
    "narrow": "the stored bounds narrowed the window",
    "inconclusive": "a table entry that neither answers nor narrows",
    "shallow": "a table entry from a search to another depth",
}
#: The tag a node's label carries for what its table probe did, where it shows.
PROBE_TAG = {"hit": "table hit", "narrow": "narrowed"}
#: What a returned value proves, as a sentence names it.
PROOF: dict[Bound, str] = {"exact": "exact", "lower": "a lower bound", "upper": "an upper bound"}
#: How an exit names the search that returns, by why its node was entered ("search" else).
EXIT_HEAD = {
    "null-window": "null-window probe",
    "re-search": "re-search",
    "extra-turn": "extra-turn search",
}

#: The names the course's notebooks import (``gamesearch.bounds`` defines them).
num, window = number, window_text


def interval(lower: float, upper: float) -> str:
    return f"[{number(lower)}, {number(upper)}]"


def _label(trace: Trace, node_id: int) -> str | None:
    """The node's textbook label (``C``), or None for a game that names nodes by moves."""
    return trace.game.node_label(trace.state(node_id))


def node_name(trace: Trace, node_id: int) -> str:
    """The textbook label of a tree node, else ``the root`` / ``the position after c4 e3``."""
    label = _label(trace, node_id)
    if label is not None:
        return label
    path = trace.path(node_id)
    return "the position after " + " ".join(path) if path else "the root"


def _claim(trace: Trace, node_id: int, bound: Bound, value: float) -> str:
    """What ``value`` proves, naming the node briefly: ``C ≤ 3`` or ``its value is at most 3``."""
    label = _label(trace, node_id)
    if label is not None:
        return f"{label} {BOUND_SYMBOL[bound]} {number(value)}"
    return f"its value is {BOUND_WORDS[bound] or 'exactly '}{number(value)}"


def _parent_name(trace: Trace, node: NodeRecord) -> str:
    labelled = _label(trace, node.parent) is not None
    return node_name(trace, node.parent) if labelled else "its parent"


def effective_window(node: NodeRecord) -> tuple[float, float]:
    """The window the node was searched with: the table's narrowed one, else the given one."""
    window: tuple[float, float] = node.get("tt_window", (node.alpha, node.beta))
    return window


def describe_event(trace: Trace, index: int) -> str:
    """One sentence saying what event ``index`` of ``trace`` did and what it means."""
    kind, ident = trace.event(index)
    if kind in ("pass-begin", "pass-end"):
        return _describe_pass(trace, kind, ident)
    text = _EVENTS[kind](trace, ident, trace.nodes[ident])
    return text[0].upper() + text[1:]


def describe_start(trace: Trace) -> str:
    """The sentence shown before the first event: what is about to be searched."""
    what = node_name(trace, 0) if trace.nodes else "the root"
    return (
        f"Ready: {trace.algorithm or 'the search'} will search {what} "
        f"({len(trace.nodes):,} nodes, {len(trace.codes):,} events). Step forward to watch it."
    )


def stop_reason(trace: Trace) -> str:
    """Why ``trace`` stops before its search ended, in a few words the user set it up in:
    ``node limit of 200 nodes reached`` (``trace_limit``: the recorder stopped, the search
    went on), ``node budget of 10 nodes reached``, ``time limit reached``, ``the browser's
    time limit of 30 s reached``, ``interrupted after 5,000 nodes``; "" for a trace of the
    whole search. A cut trace is the search up to where it stops (see
    :mod:`gamesearch.trace.recorder`): it stops at its last event."""
    if trace.truncated:
        return f"node limit of {len(trace):,} nodes reached"
    return _first_clause(trace.stopped)[0]


def describe_stop(trace: Trace) -> str:
    """The sentences added at the last event of a trace that stops before its search ended:
    where and why, and how to see more; "" for a trace of the whole search."""
    reason = stop_reason(trace)
    if not reason:
        return ""
    if trace.truncated:
        then = _first_clause(trace.stopped)[0]
        rest = (
            "The search went on unrecorded"
            + (f" until {_STOPPED_THEN.get(then[:11], 'it stopped: ')}{then}" if then else "")
            + "; to see more, search a smaller position or depth, or pass a larger "
            + f"{argument('trace_limit')}."
        )
    else:
        rest = _first_clause(trace.stopped)[1]
    return f"The trace stops here: {reason}. {rest[:1].upper()}{rest[1:]}".rstrip()


#: How :func:`describe_stop` joins a stop after a truncation: "until it was interrupted …".
_STOPPED_THEN = {"interrupted": "it was "}
#: A stop message's prefix (``gamesearch.search.limits``, ``gamesearch.search.api``) and the
#: end of its first clause.
_STOP_PREFIX = re.compile(r"^search (stopped: |(?=interrupted))")
_CLAUSE_END = re.compile(r"[.;] ")


def _first_clause(message: str) -> tuple[str, str]:
    """A stop message (``trace.stopped``) cut after its first clause, without the words
    "search stopped": ``("node budget of 10 nodes reached", "Raise the limit …")``."""
    text = _STOP_PREFIX.sub("", message.strip())
    end = _CLAUSE_END.search(text)
    if end is None:
        return text.rstrip("."), ""
    return text[: end.start()], text[end.end() :]


def describe_node(trace: Trace, node_id: int) -> str:
    """A summary of node ``node_id``: why and how it was searched and what it returned."""
    node = trace.nodes[node_id]
    name = node_name(trace, node_id)
    parts = [f"{name} ({_mover(trace, node)} to move{_from_parent(trace, node)})"]
    test = node.test
    if test is not None:
        parts.append(
            f"entered as {_WHY_NOUN[node.why]}, asking whether its value is {_words(test)}"
        )
    else:
        parts.append(
            f"entered as {_WHY_NOUN[node.why]} with the window {window_text(node.alpha, node.beta)}"
        )
    if node.tt == "miss":
        parts.append("not in the table")
    elif node.tt == "hit":
        parts.append(f"answered by the table entry {interval(*node.get('tt_entry'))}")
    elif node.tt == "narrow":
        parts.append(f"the table narrowed the window to {window_text(*node.get('tt_window'))}")
    elif node.tt == "shallow":
        parts.append("in the table only from a search to another depth (its move tried first)")
    elif node.tt == "inconclusive":
        parts.append("in the table, but the entry neither answered nor narrowed the window")
    if node.leaf is not None:
        parts.append("a leaf (game over)" if node.leaf == "terminal" else "a leaf (depth limit)")
    children = sum(1 for n in trace.nodes if n.parent == node_id)
    if children:
        parts.append(f"{children} {'child' if children == 1 else 'children'} searched")
    if node.get("cutoff_move") is not None:
        parts.append(_cutoff_clause(trace, node))
    answer, bound = node.answer, node.bound
    if node.value is None or bound is None:
        note = trace.stopped or trace.truncated or "the trace ends first"
        parts.append(f"it never returned: {note.rstrip('.')}")
    elif test is not None and answer is not None:
        relation, proved = test.proves(answer)
        parts.append(
            f"answered {_yes(answer)}, {_proof(proved)}: "
            f"{_test_claim(trace, node_id, Test(relation, test.v))}"
        )
    else:
        parts.append(
            f"returned {number(node.value)}, {_proof(bound)}: "
            f"{_claim(trace, node_id, bound, node.value)}"
        )
    if node.get("stored") is not None:
        parts.append(f"stored as {interval(*node.get('stored'))}")
    return "; ".join(parts) + "."


# -- one function per event kind --------------------------------------------------------
def _enter(trace: Trace, ident: int, node: NodeRecord) -> str:
    name, w = node_name(trace, ident), window_text(node.alpha, node.beta)
    who = f"{name} ({_mover(trace, node)} to move)"
    why = node.why
    if why == "root":
        depth = (
            "to the end of the game"
            if node.depth is None
            else f"{node.depth} {'ply' if node.depth == 1 else 'plies'} deep"
        )
        if ident:
            return f"iterative deepening searches {who} again, {depth}, with the window {w}."
        return f"the search starts at {who} with the window {w}, {depth}."
    if why == "mtdf-pass":
        gamma = node.beta
        return (
            f"MTD(f) searches {who} with the null window {w}: "
            f"is its value at least {number(gamma)}?"
        )
    if node.test is not None:
        return f"SCOUT tests {who}{_from_parent(trace, node)}: {_question(trace, node.test, node)}"
    if why == "null-window":
        if node.parent < 0:
            return (
                f"a null-window search of {who} with the window {w}: "
                f"is its value at least {number(node.beta)}?"
            )
        parent = trace.nodes[node.parent]
        best = -node.beta if parent.to_move != node.to_move else node.alpha
        return (
            f"null-window probe of {who} with the window {w}: for "
            f"{_parent_name(trace, node)}, can {_move(trace, node)} beat {number(best)}, the "
            "larger of α and the best so far?"
        )
    if why == "re-search":
        if node.parent < 0:
            return f"re-search {who} with the wider window {w}: the last window missed the value."
        return (
            f"re-search {who} with the window {w}: its probe showed {_move(trace, node)} is "
            "better, now find its value."
        )
    if why == "extra-turn":
        return f"extra turn at {who}: a one-ply search with the window {w} picks the follow-up."
    return f"enter {who} by {_move(trace, node)} with the window {w}."


def _probe(trace: Trace, ident: int, node: NodeRecord) -> str:
    name = node_name(trace, ident)
    if node.tt == "miss":
        return f"table probe at {name}: no entry, so it must be searched."
    if node.tt == "hit":
        stored = interval(*node.get("tt_entry"))
        return (
            f"table probe at {name}: the stored interval {stored} answers the window "
            f"{window_text(node.alpha, node.beta)}, so no search is needed."
        )
    if node.tt == "shallow":
        return (
            f"table probe at {name}: the entry comes from a search to another depth, so "
            "it cannot answer; its best move is tried first."
        )
    if node.tt == "inconclusive":
        return (
            f"table probe at {name}: an entry exists but neither answers nor narrows "
            f"the window {window_text(node.alpha, node.beta)}."
        )
    new = node.get("tt_window")
    return (
        f"table probe at {name}: the stored bounds narrow the window from "
        f"{window_text(node.alpha, node.beta)} to {window_text(*new)}."
    )


def _eval(trace: Trace, ident: int, node: NodeRecord) -> str:
    name = node_name(trace, ident)
    why = "the game is over" if node.leaf == "terminal" else "the depth limit is reached"
    if node.test is not None:
        return f"{name} is a leaf ({why}): its own value answers the test ({node.test})."
    if node.bound == "exact":
        return (
            f"{name} is a leaf ({why}): it is worth {number(node.value)} "
            f"for {_mover(trace, node)} to move."
        )
    return (
        f"{name} is a leaf ({why}): fail-hard search clamps its value into the window "
        f"{window_text(*effective_window(node))}."
    )


def _cutoff(trace: Trace, ident: int, node: NodeRecord) -> str:
    name = node_name(trace, ident)
    if node.test is not None:
        return f"the SCOUT test at {name} is settled: {_cutoff_clause(trace, node)}."
    beta = effective_window(node)[1]
    return f"cutoff at {name}: its value reaches β = {number(beta)}, {_cutoff_clause(trace, node)}."


def _store(trace: Trace, ident: int, node: NodeRecord) -> str:
    name = node_name(trace, ident)
    lower, upper = node.get("stored")
    if lower == upper:
        return f"the table stores {name} as exactly {number(lower)}."
    return f"the table stores {name} as the interval {interval(lower, upper)}."


def _exit(trace: Trace, ident: int, node: NodeRecord) -> str:
    name, v = node_name(trace, ident), node.value
    if node.test is not None:
        return _test_answer(trace, ident, node)
    alpha, beta = effective_window(node)
    outcome = "exact" if (alpha, beta) == (-INF, INF) else BOUND_OUTCOME[classify(v, alpha, beta)]
    assert node.bound is not None  # described once it has returned
    proof = _claim(trace, ident, node.bound, v)
    if outcome != BOUND_OUTCOME[node.bound]:
        proof += " (a leaf's value is exact)" if node.leaf else " (the table knew it)"
    if node.why == "mtdf-pass":
        head = f"MTD(f) pass {next(p.number for p in trace.passes if p.root == ident)}"
    else:
        head = EXIT_HEAD.get(node.why, "search")
    text = f"{head} {window_text(alpha, beta)} at {name} returns {number(v)}: {outcome}, so {proof}"
    if node.parent < 0 or node.why == "extra-turn":
        return text + "."
    parent = trace.nodes[node.parent]
    flips = parent.to_move != node.to_move
    if node.why == "null-window" and flips and outcome != "exact":
        better = outcome == "fail-low"
        return (
            f"{text}; for {_parent_name(trace, node)}, {_move(trace, node)} "
            f"{'beats' if better else 'does not beat'} {number(-beta)}, the larger of α and the "
            "best so far."
        )
    assert node.bound is not None  # described once it has returned
    value, bound = (-v, FLIPPED[node.bound]) if flips else (v, node.bound)
    return (
        f"{text}; for {_parent_name(trace, node)}, {_move(trace, node)} is worth "
        f"{BOUND_WORDS[bound]}{number(value)}."
    )


_EVENTS = {
    "enter": _enter,
    "probe": _probe,
    "eval": _eval,
    "cutoff": _cutoff,
    "store": _store,
    "exit": _exit,
}


def _describe_pass(trace: Trace, kind: str, ident: int) -> str:
    passes = {p.number: p for p in trace.passes}
    this = passes[ident]
    test = (
        f"γ = {number(this.gamma)} with the null window {window_text(this.gamma - 1, this.gamma)}"
    )
    if kind == "pass-begin":
        before = passes.get(ident - 1)
        if before is None or _pass_depth(trace, before) != _pass_depth(trace, this):
            return f"MTD(f) pass {ident} begins from the first guess: test {test}."
        known = interval(before.lower, before.upper)
        return f"MTD(f) pass {ident} begins: the value lies in {known}, so test {test}."
    assert this.value is not None  # the pass has ended
    side = "≥ γ (fail-high)" if this.value >= this.gamma else "< γ (fail-low)"
    head = f"MTD(f) pass {ident} ends: the root returned {number(this.value)} {side}, so"
    if this.lower == this.upper:
        return f"{head} the value is exactly {number(this.lower)}: MTD(f) is done."
    return f"{head} the value lies in {interval(this.lower, this.upper)}."


# -- helpers ------------------------------------------------------------------------------
_WHY_NOUN = {
    "root": "the root",
    "child": "a child",
    "null-window": "a null-window probe",
    "re-search": "a re-search",
    "scout-test": "a SCOUT test",
    "mtdf-pass": "the root of an MTD(f) pass",
    "extra-turn": "an extra-turn search",
}


def _proof(bound: Bound) -> str:
    return PROOF[bound]


def _mover(trace: Trace, node: NodeRecord) -> str:
    return trace.game.player_names[node.to_move]


def _move(trace: Trace, node: NodeRecord) -> str:
    return f"move {trace.game.format_move(node.move)}"


def _from_parent(trace: Trace, node: NodeRecord) -> str:
    if node.parent < 0:
        return ""
    return f", {_move(trace, node)} from {node_name(trace, node.parent)}"


def _pass_depth(trace: Trace, record: MtdfPass) -> int | None:
    return trace.nodes[record.root].depth if 0 <= record.root < len(trace.nodes) else None


def _cutoff_clause(trace: Trace, node: NodeRecord) -> str:
    fmt = trace.game.format_move
    test = node.test is not None
    move = node.cutoff_move
    # A trace written before the recorder stopped whole at its node limit may hold a cutoff
    # by a child it did not record (its cutoff_child is none).
    by = "a move the trace did not record" if move is None else f"move {fmt(move)}"
    refuter = f"{by} {'answers' if test else 'refutes'} it"
    pruned = [fmt(m) for m in node.get("pruned", ())]
    if not pruned:
        return f"{refuter}, and no move was left to {'test' if test else 'prune'}"
    one = len(pruned) == 1
    moves = "move " + pruned[0] if one else "moves " + ", ".join(pruned)
    verb = ("is" if one else "are") + (" not tested" if test else " pruned")
    return f"{refuter}, so {moves} {verb}"


def _words(test: Test) -> str:
    """``greater than 3``."""
    return f"{RELATION_WORDS[test.relation]} {number(test.v)}"


def _yes(answer: bool | None) -> str:
    return "yes" if answer else "no"


def _seen_by_first(trace: Trace, node: NodeRecord, test: Test) -> str:
    """`` (for MAX, more than 3)`` at a node where the second player is to move: the test
    as SCOUT's max/min page words it; empty where the first player is."""
    if node.to_move == 0:
        return ""
    return f" (for {trace.game.player_names[0]}, {_words(test.mirrored())})"


def _question(trace: Trace, test: Test, node: NodeRecord) -> str:
    """``is its value more than 3?``, with the first player's wording at a MIN node."""
    return f"is its value {_words(test)}{_seen_by_first(trace, node, test)}?"


def _test_claim(trace: Trace, node_id: int, holds: Test) -> str:
    """What a test's answer proves, naming the node: ``C > 3`` or ``its value is greater
    than 3``."""
    label = _label(trace, node_id)
    if label is not None:
        return f"{label} {holds.relation} {number(holds.v)}"
    return f"its value is {_words(holds)}"


def _test_answer(trace: Trace, ident: int, node: NodeRecord) -> str:
    """The exit of a test: the answer, what it proves, and what it means for the parent."""
    test, answer = node.test, node.answer
    assert test is not None and node.bound is not None
    relation, bound = test.proves(bool(answer))
    holds = Test(relation, test.v)
    text = (
        f"the SCOUT test at {node_name(trace, ident)} answers {_yes(answer)} to "
        f"{test.question[:-1]}: its value is {_words(holds)}"
        f"{_seen_by_first(trace, node, holds)}, {_proof(bound)}"
    )
    if node.parent < 0:
        return text + "."
    parent = trace.nodes[node.parent]
    seen = holds.mirrored() if parent.to_move != node.to_move else holds
    return f"{text}; for {_parent_name(trace, node)}, {_move(trace, node)} is worth {_words(seen)}."

"""The trace's columns: the ones a node's entry fills are appended to, the ones filled later
(its value, bound, probe, cutoff, store) have room reserved in blocks; every reader still
sees one entry per node, and a recorder that keeps those columns writes to the trace's own."""

import pytest

from gamesearch.search import solve
from gamesearch.trace.jsonio import load_trace, save_trace, trace_to_json
from gamesearch.trace.recorder import Recorder

LATER = ("value", "bound", "leaf", "tt", "best_child", "cutoff_child", "pruned", "stored")
ENTERED = ("parent", "move", "depth", "to_move", "alpha", "beta", "why")


def _search(**options):
    """A tic-tac-toe search of the whole game: a few thousand nodes (several blocks)."""
    return solve("tictactoe", trace=True, **options)


@pytest.mark.parametrize("tt", [False, True])
def test_every_column_has_one_entry_per_node(tt):
    trace = _search(algorithm="negascout", tt=tt).trace
    assert len(trace) > 2 * 1024  # more than one block reserved
    for name in (*ENTERED, *LATER, "tt_interval"):
        assert len(getattr(trace, name)) == len(trace), name
    assert trace.value[-1] is not None and trace.bound[-1] >= 0  # the last node returned


def test_a_node_reads_what_the_columns_hold():
    trace = _search(algorithm="alphabeta", tt=True).trace
    for i, node in trace.walk():
        assert node.value == trace.value[i]
        assert node.pruned == trace.pruned[i] and node.stored == trace.stored[i]
        assert (node.best_child is None) == (trace.best_child[i] < 0)
        assert (node.cutoff_child is None) == (trace.cutoff_child[i] < 0)


class _Reading(Recorder):
    """A recorder whose trace is read at every node while it records (as a live view
    would): each read drops the room reserved, the next node reserves it again."""

    reads = 0

    def enter(self, *args):
        super().enter(*args)
        assert len(self.trace.value) == len(self.trace)
        _Reading.reads += 1


def test_reading_a_trace_while_it_records_changes_nothing(monkeypatch):
    plain = _search(algorithm="negascout", tt=True)
    monkeypatch.setattr("gamesearch.search.api.Recorder", _Reading)
    read = _search(algorithm="negascout", tt=True)
    assert _Reading.reads == read.stats.nodes
    assert trace_to_json(read.trace) == trace_to_json(plain.trace)


def test_a_loaded_trace_has_one_entry_per_node(tmp_path):
    trace = _search(algorithm="mtdf").trace
    save_trace(trace, tmp_path / "t.json")
    loaded = load_trace(tmp_path / "t.json")
    for name in (*ENTERED, *LATER, "tt_interval"):
        assert list(getattr(loaded, name)) == list(getattr(trace, name)), name

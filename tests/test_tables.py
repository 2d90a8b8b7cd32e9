"""The published figures of the source articles, measured again."""

import pytest

from gamesearch.tables import TABLES, get_table


def rows(name, slow):
    return [
        pytest.param(row, id=f"{i}")
        for i, row in enumerate(get_table(name).rows)
        if row.slow == slow
    ]


@pytest.mark.parametrize("row", rows("tictactoe-nodes", False))
def test_tictactoe_node_counts(row):
    assert row.measure() == row.published


@pytest.mark.parametrize("row", rows("reversi-4x4", False))
def test_reversi_4x4_negamax_and_memo(row):
    assert row.measure() == row.published


@pytest.mark.parametrize("row", rows("reversi-4x6", False))
def test_reversi_4x6_evaluations_and_hits(row):
    assert row.measure() == row.published


@pytest.mark.parametrize("row", rows("kalah-games", False))
def test_kalah_games_levels_2_to_5(row):
    assert row.measure() == row.published


@pytest.mark.slow
@pytest.mark.parametrize("row", rows("kalah-games", True))
def test_kalah_games_levels_6_to_8(row):
    assert row.measure() == row.published


def test_every_table_cites_its_source_and_has_rows():
    for name in TABLES:
        table = get_table(name)
        assert table.source and table.rows

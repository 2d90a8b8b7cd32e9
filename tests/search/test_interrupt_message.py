"""An interrupted search's one line in a notebook says where its partial result is, and it is
there: IPython keeps the exception it showed as ``sys.last_value`` (checked in an IPython
shell, which shows exceptions as the kernel does)."""

from typing import Any

import pytest
from IPython.core.interactiveshell import InteractiveShell

from gamesearch.errors import SearchInterrupted
from gamesearch.games.reversi import Reversi


def test_the_notebook_line_names_where_the_partial_result_is(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    legal_moves, calls = Reversi.legal_moves, [0]

    def interrupting(self: Reversi, state: Any) -> Any:  # Ctrl-C at the 2,000th call
        calls[0] += 1
        if calls[0] == 2_000:
            raise KeyboardInterrupt
        return legal_moves(self, state)

    monkeypatch.setattr(Reversi, "legal_moves", interrupting)
    shell = InteractiveShell.instance()
    shell.run_cell("from gamesearch.search import solve\nsolve('reversi-6x6', depth=None)")
    (shown,) = [line for line in capsys.readouterr().out.splitlines() if line.strip()]
    assert shown.startswith("SearchInterrupted: search interrupted after")
    assert shown.endswith(" The partial result is in sys.last_value.result (after import sys).")
    shell.run_cell("import sys\npartial = sys.last_value.result")
    assert isinstance(shell.user_ns["sys"].last_value, SearchInterrupted)
    partial = shell.user_ns["partial"]
    assert not partial.complete and partial.stats.nodes > 0
    assert partial.message in shown

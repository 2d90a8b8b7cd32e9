"""Whether dot can run: any failure to start it means "no dot", remembered per PATH."""

import subprocess

import graphviz
import pytest

from gamesearch.errors import DotMissingError
from gamesearch.views import dot


@pytest.fixture(autouse=True)
def fresh_probe():
    dot._probe.cache_clear()
    yield
    dot._probe.cache_clear()


@pytest.mark.parametrize(
    "failure",
    [
        graphviz.ExecutableNotFound(["dot"]),
        OSError(138, "Not supported"),  # what Emscripten (Pyodide) raises for any program
        PermissionError(13, "Permission denied"),
        subprocess.CalledProcessError(1, ["dot", "-V"]),
        RuntimeError("cannot parse dot -V output"),
    ],
)
def test_any_failure_to_start_dot_means_no_dot(monkeypatch, failure):
    def broken():
        raise failure

    monkeypatch.setattr(graphviz, "version", broken)
    assert not dot.dot_available()
    assert dot.dot_problem()
    with pytest.raises(DotMissingError, match="saving a diagram as PNG needs Graphviz's dot"):
        dot.require_dot("saving a diagram as PNG")


def test_the_answer_follows_the_path(monkeypatch):
    monkeypatch.setenv("PATH", "/nonexistent")
    assert not dot.dot_available()
    assert "not on the PATH" in dot.dot_problem()


def test_a_working_dot_is_found(monkeypatch):
    monkeypatch.setattr(graphviz, "version", lambda: (2, 43, 0))
    assert dot.dot_available() and dot.dot_problem() is None
    dot.require_dot("saving a diagram as PNG")  # no error

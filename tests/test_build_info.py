"""Which build is running (gamesearch.build_info): the build id is a hash of the wheel's
files, and a graded notebook's first cell records it (the wheel itself is built and checked
in tests/grading, where make assignments builds it)."""

import json
import platform

import pytest
from IPython.core.interactiveshell import InteractiveShell

from gamesearch import build_info
from gamesearch.build_info import BUILD_FILE, Build, content_id, this_build
from gamesearch.exercises import grader
from gamesearch.exercises.grader import BUILD_METADATA, show_build


@pytest.fixture
def package(tmp_path):
    root = tmp_path / "gamesearch"
    (root / "static").mkdir(parents=True)
    (root / "search.py").write_text("def search(): ...\n")
    (root / "static" / "player.js").write_text("export default {};\n")
    return root


def test_the_build_id_changes_with_any_file_and_nothing_else(package):
    first = content_id(package)
    assert len(first) == build_info.ID_LENGTH and int(first, 16) >= 0
    (package / "static" / BUILD_FILE).write_text('{"id": "x"}')  # the id's own file
    (package / "__pycache__").mkdir()
    (package / "__pycache__" / "search.cpython-314.pyc").write_bytes(b"\0")  # bytecode
    assert content_id(package) == first
    (package / "search.py").write_text("def search(): return 1\n")
    assert content_id(package) != first
    (package / "search.py").write_text("def search(): ...\n")
    assert content_id(package) == first
    (package / "search.py").rename(package / "searches.py")  # the same bytes, another name
    assert content_id(package) != first


def test_a_source_checkout_says_it_has_no_build_id():
    build = this_build()  # make setup's editable install: no build file
    assert build.id is None and "a source checkout: no build id" in str(build)
    assert str(Build("0.1.0", "0123456789ab")) == "gamesearch 0.1.0, build 0123456789ab"


def test_a_wheel_s_build_file_is_read(monkeypatch, package):
    record = {"id": "0123456789ab", "commit": "f" * 40}
    (package / "static" / BUILD_FILE).write_text(json.dumps(record))
    monkeypatch.setattr(build_info, "__file__", str(package / "build_info.py"))
    assert this_build().record()["id"] == "0123456789ab"
    assert this_build().commit == "f" * 40


def test_the_grader_s_first_output_records_the_build_and_python(monkeypatch):
    monkeypatch.setattr(grader, "this_build", lambda: Build("0.1.0", "0123456789ab"))
    shell = InteractiveShell.instance()
    shown = []
    monkeypatch.setattr(
        shell.display_pub, "publish", lambda data, metadata, **_: shown.append((data, metadata))
    )
    try:
        show_build()
    finally:
        InteractiveShell.clear_instance()
    ((data, metadata),) = shown
    python = platform.python_version()
    line = f"This notebook runs gamesearch 0.1.0, build 0123456789ab, on Python {python}."
    assert data == {"text/plain": line}
    assert metadata[BUILD_METADATA] == {
        "version": "0.1.0",
        "id": "0123456789ab",
        "commit": None,
        "python": python,
    }


def test_plain_python_prints_the_line(capsys):
    show_build()
    assert capsys.readouterr().out.startswith("This notebook runs gamesearch ")

"""The README's commands work as written, once set-up has run and the environment is active:
every ``make`` target it names exists, every ``gamesearch`` command line in it runs, and the
programs it tells a reader to find in ``.venv/bin/`` are there."""

import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
BIN = Path(sys.executable).parent  # the environment's bin/, as `. .venv/bin/activate` puts it
SHELL_LINES = [
    line.split("  #")[0].strip()
    for block in re.findall(r"```sh\n(.*?)```", README, flags=re.S)
    for line in block.splitlines()
    if line.strip() and not line.startswith("#")
]
GAMESEARCH_LINES = [line for line in SHELL_LINES if line.startswith("gamesearch ")]


def test_the_readme_has_commands_to_check():
    assert len(GAMESEARCH_LINES) >= 5 and any(line.startswith("make ") for line in SHELL_LINES)


def test_every_make_target_it_names_exists():
    targets = set(re.findall(r"^([\w-]+):", (ROOT / "Makefile").read_text(), flags=re.M))
    named = {m for line in SHELL_LINES for m in re.findall(r"^make ([\w-]+)", line)}
    named |= set(re.findall(r"`make ([\w-]+)`", README))
    assert named and named <= targets, named - targets


def test_the_programs_it_names_are_in_the_environment_it_activates():
    assert ". .venv/bin/activate" in SHELL_LINES
    for program in ("gamesearch", "jupyter", "pytest", "activate"):
        assert (BIN / program).exists(), program


def test_the_extras_it_names_exist():
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    for extra in re.findall(r"gamesearch\[(\w+)\]", README):
        assert extra in extras["optional-dependencies"], extra


@pytest.mark.parametrize("line", GAMESEARCH_LINES)
def test_every_gamesearch_command_line_runs_as_written(line, tmp_path):
    argv = shlex.split(line)
    # `table` reproduces a whole published table (minutes; tests/test_tables.py checks every
    # figure): here it runs for a few seconds and must stop cleanly, saying so.
    bounded = argv[1] == "table"
    done = subprocess.run(
        [str(BIN / "gamesearch"), *argv[1:], *(["--time-limit", "3"] if bounded else [])],
        capture_output=True,
        text=True,
        cwd=tmp_path,  # where `trace --out trace.json` writes
        timeout=300,
    )
    if bounded:
        assert done.returncode in (0, 1) and "rows" in done.stdout, done.stderr
    else:
        assert done.returncode == 0, done.stderr
    assert done.stdout.strip() and "Traceback" not in done.stderr

"""The front end (``gamesearch/frontend/``): its Node unit tests pass and its build is current.

Both need Node.js and the packages of ``package-lock.json`` (``make setup`` installs them);
they fail, naming the command, when either is missing.
"""

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BUILT = ROOT / "gamesearch" / "static"


def node() -> str:
    path = shutil.which("node")
    if path is None:
        pytest.fail(
            "Node.js is missing: install npm (`sudo apt-get install npm`) or run `make setup`"
        )
    if not (ROOT / "node_modules" / "esbuild").is_dir():
        pytest.fail("the front end's build tools are missing: run `npm ci` (or `make setup`)")
    return path


def test_the_unit_tests_of_the_front_end_pass_under_node():
    result = subprocess.run(
        [node(), "--test", "tests/frontend/"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    passed = re.search(r"^# pass (\d+)$", result.stdout, flags=re.M)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert passed and int(passed.group(1)) >= 20, result.stdout[-2000:]


def test_the_built_front_end_is_what_its_sources_build_today(tmp_path):
    """gamesearch/static/ is rebuilt by `npm run build`; a stale copy would ship old code."""
    subprocess.run(
        [node(), "scripts/build_frontend.js", "--out", str(tmp_path)],
        cwd=ROOT,
        check=True,
        capture_output=True,
        timeout=120,
    )
    fresh = sorted(p.name for p in tmp_path.iterdir())
    assert fresh == ["diagram.js", "graphviz-engine.js", "player.js", "stepper.js"]
    for name in fresh:
        built = BUILT / name
        assert built.is_file(), f"{name} was never built: run `npm run build` (or `make setup`)"
        assert built.read_bytes() == (tmp_path / name).read_bytes(), (
            f"gamesearch/static/{name} is stale: run `npm run build` (or `make setup`)"
        )

"""The conda route and the pip route install the same things; the command line works."""

import fcntl
import json
import os
import re
import shutil
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

import pytest

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib

from gamesearch.cli import main
from gamesearch.search import solve

ROOT = Path(__file__).resolve().parent.parent


def requirement_names(requirements):
    return {re.split(r"[<>=!~ \[]", r, maxsplit=1)[0].strip().lower() for r in requirements}


def test_environment_yml_lists_the_same_packages_as_pyproject():
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    project = pyproject["project"]
    pip_names = requirement_names(project["dependencies"])
    for extra, requirements in project["optional-dependencies"].items():
        if extra == "bench":  # only make bench's comparison with other libraries installs these
            continue
        pip_names |= requirement_names(r for r in requirements if not r.startswith("gamesearch"))
    conda = (ROOT / "environment.yml").read_text().split("dependencies:", 1)[1]
    entries = re.findall(r"^\s+- ([A-Za-z][\w.-]*)", conda, flags=re.M)
    programs = {"python", "pip", "graphviz", "python-graphviz", "nodejs"}
    conda_names = {e.lower() for e in entries} - programs
    assert "python-graphviz" in conda and re.search(r"^\s+- graphviz\s*$", conda, flags=re.M)
    assert re.search(r"^\s+- nodejs\b", conda, flags=re.M)  # npm builds the front end
    assert "- -e ." in conda
    assert conda_names == pip_names - {"graphviz"}


def test_python_minimum_is_3_10():
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert pyproject["project"]["requires-python"] == ">=3.10"


def test_the_ci_script_runs_the_readme_test_command():
    ci = (ROOT / ".ci" / "run").read_text()
    assert "make test" in ci and "set -euo pipefail" in ci
    assert "make test" in (ROOT / "README.md").read_text()


def test_make_lint_type_checks_all_the_python_strictly_and_the_front_end():
    mypy = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["mypy"]
    assert mypy["files"] == ["gamesearch", "scripts", "bench"] and mypy["strict"] is True
    lint = re.search(r"^lint:.*\n((?:\t.*\n)+)", (ROOT / "Makefile").read_text(), flags=re.M)
    assert lint and re.search(r"^\t\$\(BIN\)/mypy$", lint.group(1), flags=re.M)
    # the front end's JavaScript and the site's page scripts, by TypeScript's checker
    assert re.search(r"^\tnpm run --silent typecheck$", lint.group(1), flags=re.M)
    tsconfig = (ROOT / "tsconfig.json").read_text()
    assert '"checkJs": true' in tsconfig and "gamesearch/frontend/**/*.js" in tsconfig
    # a module of the package may only subclass the untyped packages' classes (the widgets'
    # boxes, graphviz's Digraph); every other relaxation is for a third-party module
    for override in mypy["overrides"]:
        ours = [m for m in override["module"] if m.split(".")[0] == "gamesearch"]
        assert not ours or set(override) == {"module", "disallow_subclassing_any"}, override


def run_cli(capsys, *args):
    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_cli_solve_json_is_the_result_summary(capsys):
    code, out, _ = run_cli(
        capsys, "solve", "tictactoe", "--moves", "b2 a1 c3", "--algorithm", "negascout", "--json"
    )
    data = json.loads(out)
    assert code == 0
    # The keys are those of SearchResult.as_dict, checked in tests/search/test_api.py.
    expected = solve("tictactoe", moves="b2 a1 c3", algorithm="negascout").as_dict()
    assert data.keys() == expected.keys()
    assert data["value"] == 0 and data["pv"][0] == data["best_move"]


def test_cli_errors_are_one_clear_line(capsys):
    code, _, err = run_cli(capsys, "solve", "tictactoe", "--moves", "b2 b2")
    assert code == 2 and "illegal move 'b2'; legal moves: a1, b1" in err
    code, _, err = run_cli(capsys, "solve", "go")
    assert code == 2 and "unknown game 'go'; valid games:" in err
    code, _, err = run_cli(capsys, "table", "chess-nodes")
    assert code == 2 and "unknown table 'chess-nodes'; valid tables:" in err
    code, _, err = run_cli(
        capsys, "solve", "tictactoe", "--algorithm", "alphabeta", "--window", "1", "0"
    )
    assert code == 2 and "impossible window" in err


def test_cli_trace_writes_json_that_loads(capsys, tmp_path):
    out = tmp_path / "trace.json"
    code, text, _ = run_cli(
        capsys,
        "trace",
        "reversi-4x4",
        "--moves",
        "b1 a1 a2 c1 d1",
        "--algorithm",
        "mtdf",
        "--out",
        str(out),
    )
    data = json.loads(out.read_text())
    assert code == 0 and "wrote" in text
    node = data["nodes"][1]
    for key in ("id", "parent", "path", "to_move", "depth", "alpha", "beta", "value", "bound"):
        assert key in node


def test_cli_match_reports_the_score_and_stores(capsys):
    code, out, _ = run_cli(
        capsys,
        "match",
        "kalah-hiroi",
        "--first",
        "nega-alpha-improved:2",
        "--second",
        "nega-alpha-improved:2",
        "--ordering",
        "natural",
        "--json",
    )
    data = json.loads(out)
    assert code == 0 and data["stores"] == [41, 31]  # the source's 2 vs 2 game


def test_cli_table_json_rows(capsys):
    code, out, _ = run_cli(capsys, "table", "tictactoe-nodes", "--json")
    rows = json.loads(out)
    assert code == 0 and len(rows) == 4  # the counts the article prints (16 811 twice, 94 978, 832)
    assert all(r["published"] == r["measured"] for r in rows)


@pytest.mark.parametrize("argv", [["-m", "gamesearch", "--help"]])
def test_python_dash_m_works(argv):
    result = subprocess.run([sys.executable, *argv], capture_output=True, text=True, check=False)
    assert result.returncode == 0 and "solve" in result.stdout


def test_jupyterlab_reads_its_yarn_configuration_inside_the_project():
    """JupyterLab runs its bundled yarn.js at each start (commands._yarn_config); the
    project's package.json ("type": "module") must not make Node load it as an ES module,
    which failed and printed its whole source at every `make lab` (setup.sh's .venv
    package.json keeps Node's default there)."""
    from jupyterlab.commands import YARN_PATH

    node = shutil.which("node")
    assert node, "Node.js is missing: run make test, which installs it"
    done = subprocess.run([node, YARN_PATH, "config", "--json"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-500:]


# scripts/setup.sh waits for another installer and for another set-up (issue 34, part 7).

SETUP = ROOT / "scripts" / "setup.sh"
DPKG_LOCK = "/var/lib/dpkg/lock-frontend"  # apt-get install's (and dpkg's) lock
LISTS_LOCK = "/var/lib/apt/lists/lock"  # apt-get update's lock

# Holds an apt lock the way apt does (fcntl, which flock(1) would not do) until stdin closes.
HOLD_APT_LOCK = """
import fcntl, sys
lock = open(sys.argv[1], "w")
fcntl.lockf(lock, fcntl.LOCK_EX)
print("held", flush=True)
sys.stdin.read()
"""

needs_apt_as_root = pytest.mark.skipif(
    not (sys.platform == "linux" and shutil.which("apt-get") and os.geteuid() == 0),
    reason="holding apt's lock needs apt-get and root",
)


@contextmanager
def apt_lock_held(path):
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD_APT_LOCK, path],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline() == "held\n"
        yield holder
    finally:
        holder.stdin.close()
        holder.wait(timeout=10)


def apt_install(*packages, wait=None):
    """setup.sh's apt_install, sourced, in the background (the seam: sourcing runs nothing)."""
    limit = f"APT_LOCK_WAIT={wait} && " if wait else ""
    command = f'. "{SETUP}" && {limit}apt_install "$@"'
    return subprocess.Popen(
        ["bash", "-c", command, "setup", *packages],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def descendants(pid):
    """The command lines of every process below ``pid`` (from /proc)."""
    children = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
            cmdline = (stat.parent / "cmdline").read_bytes().split(b"\0")
        except OSError:  # it ended while we looked
            continue
        children.setdefault(int(fields[1]), []).append((int(stat.parent.name), cmdline))
    found, todo = [], [pid]
    while todo:
        for child, cmdline in children.get(todo.pop(), []):
            found.append([part.decode() for part in cmdline if part])
            todo.append(child)
    return found


def wait_until_blocked(process, program):
    """Wait until ``process`` runs ``program`` below it (or ends), with no time limit of its
    own: the lock is held until then, so the program seen is one that waits for it."""
    while process.poll() is None:
        for command in descendants(process.pid):
            if [Path(part).name for part in command[: len(program)]] == program:
                return
        time.sleep(0.05)
    pytest.fail(f"the set-up ended before running {program}: {process.communicate()}")


@needs_apt_as_root
@pytest.mark.parametrize(
    ("lock", "waiting_program"),
    [(DPKG_LOCK, ["apt-get", "-o"]), (LISTS_LOCK, ["sleep"])],
    ids=["dpkg", "lists"],
)
def test_apt_install_waits_for_another_installer_and_says_so(lock, waiting_program):
    assert shutil.which("dot"), "Graphviz is the installed package this test asks for again"
    with apt_lock_held(lock):
        setup = apt_install("graphviz")
        assert setup.stdout.readline().startswith(
            "setup: another program is installing packages (apt or dpkg is busy); waiting for it"
        )
        # apt-get install waits on dpkg's lock itself; setup.sh's loop waits for update's
        wait_until_blocked(setup, waiting_program)
    _, err = setup.communicate(timeout=300)
    assert setup.returncode == 0, err


@needs_apt_as_root
@pytest.mark.parametrize("lock", [DPKG_LOCK, LISTS_LOCK], ids=["dpkg", "lists"])
def test_apt_install_gives_up_after_its_limit_naming_the_lock(lock):
    with apt_lock_held(lock):
        setup = apt_install("graphviz", wait=1)
        out, err = setup.communicate(timeout=300)
    assert setup.returncode != 0
    assert "waiting for it (at most 1 seconds)" in out
    assert f"setup: gave up after 1 seconds: another program still holds {lock}" in err


@pytest.mark.slow
def test_two_setups_of_one_fresh_clone_at_once_both_succeed(tmp_path):
    """Both wait while the test holds the folder's lock (so they surely overlap), then one
    sets up and the other finds its work done: npm ci, the build and pip never run twice at
    once in one folder. Slow: a whole set-up (npm ci, pip install of every dependency) takes
    45 to 95 s even with npm's and pip's caches warm; make test-slow runs it."""
    clone = tmp_path / "clone"
    subprocess.run(["git", "clone", "-q", str(ROOT), str(clone)], check=True)
    shutil.copy(SETUP, clone / "scripts" / "setup.sh")  # the one under test, committed or not
    (clone / "build").mkdir()
    with open(clone / "build" / ".setup.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        setups = [
            subprocess.Popen(
                ["bash", "scripts/setup.sh"],
                cwd=clone,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
            for _ in range(2)
        ]
        for setup in setups:
            assert setup.stdout.readline() == (
                "setup: another set-up of this folder is running; waiting for it to finish ...\n"
            )
    results = [setup.communicate(timeout=1200) for setup in setups]
    assert [setup.returncode for setup in setups] == [0, 0], results
    # the one that ran second found everything done
    assert sum("installing gamesearch" in out for out, _ in results) == 1, results
    python = clone / ".venv" / "bin" / "python"
    done = subprocess.run(
        [str(python), "-c", "import gamesearch.search, pytest; print(gamesearch.search.__file__)"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert Path(done.stdout.strip()).is_relative_to(clone)  # editable, from the clone
    assert (clone / ".venv" / ".installed").exists()
    assert (clone / "gamesearch" / "static").is_dir()

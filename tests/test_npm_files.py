"""The browser packages the exports and the site vendor come from ``node_modules`` at the
versions ``package.json`` pins (scripts/npm_files.py), with the lock's integrity: a package
missing or at another version stops the build and says to run ``make setup``."""

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import npm_files  # noqa: E402
from site_build import config  # noqa: E402

#: The packages the builds copy files out of (export_course.PAGE_FILES / DECK_FILES, site_build):
#: each release line's Pyodide, under its alias, and the pages' own.
PYODIDES = tuple(f"pyodide-{line.pyodide}" for line in config.LINES.values())
VENDORED = (*PYODIDES, "coi-serviceworker", "requirejs", "katex", "reveal.js")


def test_every_vendored_package_is_pinned_exactly_and_locked_with_its_integrity():
    pins = json.loads((ROOT / "package.json").read_text())["devDependencies"]
    lock = json.loads((ROOT / "package-lock.json").read_text())["packages"]
    for package in VENDORED:
        version = npm_files.pinned(package)  # an alias's: "npm:pyodide@314.0.7" pins 314.0.7
        assert version[0].isdigit(), f"{package}: {pins[package]} is a range, not a pin"
        entry = lock[f"node_modules/{package}"]
        assert entry["version"] == version
        assert entry["integrity"].startswith("sha512-")


@pytest.fixture
def modules(tmp_path, monkeypatch):
    """An empty node_modules in place of the project's."""
    monkeypatch.setattr(npm_files, "NODE_MODULES", tmp_path / "node_modules")
    return tmp_path / "node_modules"


def install(modules, package, version, files):
    folder = modules / package
    for name, text in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text)
    (folder / "package.json").write_text(json.dumps({"name": package, "version": version}))


def test_copy_takes_files_and_folders_out_of_the_pinned_package(modules, tmp_path):
    version = npm_files.pinned("katex")
    install(modules, "katex", version, {"dist/a.js": "a", "dist/fonts/x/f.woff2": "f"})
    npm_files.copy("katex", {"dist/a.js": "k/a.js", "dist/fonts/": "k/fonts/"}, tmp_path / "out")
    assert (tmp_path / "out/k/a.js").read_text() == "a"
    assert (tmp_path / "out/k/fonts/x/f.woff2").read_text() == "f"


@pytest.mark.parametrize("installed", [None, "0.0.1"])
def test_a_missing_or_other_version_stops_the_build_and_says_what_to_run(modules, installed):
    if installed:
        install(modules, "katex", installed, {"dist/a.js": "a"})
    with pytest.raises(SystemExit) as stopped:
        npm_files.copy("katex", {"dist/a.js": "a.js"}, modules.parent / "out")
    said = str(stopped.value)
    assert f"katex@{npm_files.pinned('katex')}" in said and "make setup" in said
    assert (f"version {installed} is installed" if installed else "not installed") in said


def test_a_file_the_package_lacks_is_named(modules, tmp_path):
    install(modules, "katex", npm_files.pinned("katex"), {"dist/a.js": "a"})
    with pytest.raises(FileNotFoundError, match=r"dist/b\.js is not in npm package katex@"):
        npm_files.copy("katex", {"dist/b.js": "b.js"}, tmp_path / "out")


def test_a_package_json_does_not_pin_is_refused():
    with pytest.raises(SystemExit, match=r"package\.json pins no npm package 'left-pad'"):
        npm_files.pinned("left-pad")

"""Every change the site makes to other people's code is a record in
scripts/site_build/patches.py: applied to the versions it is written for, left out from the
release that makes it unnecessary, refused on any other version, and the build stops with
the record when the code it expects is gone. docs/upstream.md describes every record."""

import importlib.metadata
import json
import re
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from site_build import config, environment, patches

ROOT = Path(__file__).resolve().parents[2]
UPSTREAM_DOC = (ROOT / "docs" / "upstream.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("patch", patches.PATCHES, ids=lambda p: p.name)
def test_each_record_says_what_it_fixes_where_upstream_stands_and_the_doc_describes_it(patch):
    assert patch.versions and patch.fixes.endswith(".")
    assert patch.upstream.startswith(("https://github.com/", "docs/upstream.md#"))
    assert f"`{patch.name}`" in UPSTREAM_DOC
    if patch.upstream.startswith("docs/upstream.md#"):  # a report to file, written there
        anchor = patch.upstream.split("#")[1].split()[0]
        headings = re.findall(r"^#+ (.+)$", UPSTREAM_DOC, re.MULTILINE)
        slugs = {re.sub(r"[^a-z0-9 -]", "", h.lower()).replace(" ", "-") for h in headings}
        assert anchor in slugs
    assert patch.code or patch.page_script, "a patch rewrites or checks code, or adds a script"


@pytest.mark.parametrize("patch", patches.PATCHES, ids=lambda p: p.name)
def test_each_record_knows_the_version_this_environment_builds_with(patch):
    patches.active(patch, config.CURRENT)  # raises SystemExit for a version it does not know


def record(**changes):
    """A rewrite of ``old(`` into ``new(`` in ``*.js``, written for pkg 1.0, not needed from 2.0."""
    fields = {
        "name": "test patch",
        "package": "pkg",
        "versions": ("1.0",),
        "fixes": "a test.",
        "upstream": "https://github.com/o/r/issues/1",
        "unneeded_from": "2.0",
        "code": (patches.Code("*.js", re.compile(r"old\(")),),
        "replacement": "new(",
    }
    return patches.Patch(**{**fields, **changes})


@pytest.mark.parametrize(
    ("version", "applies"), [("1.0", True), ("2.0", False), ("2.1a1", False), ("1.1", None)]
)
def test_a_patch_applies_to_its_versions_is_left_out_once_fixed_and_refused_elsewhere(
    monkeypatch, version, applies
):
    monkeypatch.setattr(patches, "installed_version", lambda package, line: version)
    if applies is None:
        with pytest.raises(SystemExit) as stopped:
            patches.active(record(), config.CURRENT)
        said = str(stopped.value)
        assert "pkg 1.1 is installed" in said and record().record() in said
        assert "scripts/site_build/patches.py" in said
    else:
        assert patches.active(record(), config.CURRENT) is applies


def test_a_rewrite_applies_once_and_stops_the_build_with_its_record_when_its_code_is_gone(
    tmp_path,
):
    (tmp_path / "a.js").write_text("x=old(1)")
    patches.apply(record(prepend=None), tmp_path)
    assert (tmp_path / "a.js").read_text() == "x=new(1)"
    with pytest.raises(SystemExit) as stopped:
        patches.apply(record(), tmp_path)  # the code it rewrites is not there any more
    said = str(stopped.value)
    assert "exactly 1 match(es)" in said and "*.js" in said and record().record() in said


def test_a_rewrite_that_finds_its_code_twice_stops_rather_than_guess(tmp_path):
    (tmp_path / "a.js").write_text("old(1);old(2)")
    with pytest.raises(SystemExit, match=r"exactly 1 match\(es\).*'a\.js': 2"):
        patches.apply(record(), tmp_path)
    assert (tmp_path / "a.js").read_text() == "old(1);old(2)"


def test_a_check_needs_its_code_at_least_once_and_changes_nothing(tmp_path):
    check = record(replacement=None)
    (tmp_path / "a.js").write_text("old(1);old(2)")
    patches.apply(check, tmp_path)
    assert (tmp_path / "a.js").read_text() == "old(1);old(2)"
    (tmp_path / "a.js").write_text("gone")
    with pytest.raises(SystemExit, match="at least 1 match"):
        patches.apply(check, tmp_path)


def test_a_prepended_script_comes_first_in_each_rewritten_file(tmp_path):
    script = tmp_path / "start.js"
    script.write_text("// start\n")
    site = tmp_path / "site"
    site.mkdir()
    (site / "a.js").write_text("old(")
    patches.apply(record(prepend=script), site)
    assert (site / "a.js").read_text() == "// start\nnew("


def test_the_kernel_reports_the_python_of_the_site_s_pyodide(tmp_path):
    """The kernel's info reply, as 0.8.6 and 0.9.0a1 bundle it, says the Python version of
    the built site's Pyodide lock instead of "3.8"."""
    (patch,) = [p for p in patches.PATCHES if p.name == "the kernel's own Python version"]
    lock = tmp_path / "static" / "pyodide" / "pyodide-lock.json"
    lock.parent.mkdir(parents=True)
    lock.write_text(json.dumps({"info": {"python": "3.14.2"}, "packages": {}}))
    bundle = tmp_path / patches.KERNEL_STATIC / "393.js"
    bundle.parent.mkdir(parents=True)
    info = 'nbconvert_exporter:"python",pygments_lexer:"ipython3",version:"{}"}},protocol'
    bundle.write_text("kernelInfoRequest(){return{language_info:{" + info.format("3.8"))
    patches.apply(patch, tmp_path)
    assert bundle.read_text().endswith(info.format("3.14.2"))


def test_the_next_line_drops_exactly_the_patches_its_release_makes_unnecessary(monkeypatch):
    """The canary's versions (config.NEXT): the patches fixed upstream by coincident 4.1.1
    are left out, the rest still apply (each record lists the canary's version)."""
    monkeypatch.setattr(patches, "installed_version", lambda package, line: line.versions[package])
    kept = {p.name for p in patches.PATCHES if patches.active(p, config.NEXT)}
    fixed = {p.name for p in patches.PATCHES if p.unneeded_from} - kept
    assert fixed == {"whole replies", "waitAsync decided at once"}
    assert kept == {p.name for p in patches.PATCHES} - fixed


@pytest.mark.parametrize("line", config.LINES.values(), ids=lambda line: line.name)
def test_switching_the_course_to_any_line_is_one_line(monkeypatch, line):
    """What ``CURRENT = LINES[...]`` needs of a line besides itself: package.json pins its
    Pyodide, and every patch record knows its versions or is unnecessary from them."""
    assert line.pyodide_package == f"pyodide-{line.pyodide}"  # SystemExit if not pinned
    monkeypatch.setattr(patches, "installed_version", lambda package, line: line.versions[package])
    for patch in patches.PATCHES:
        patches.active(patch, line)  # SystemExit, naming the record, for a version it lacks
    assert set(line.versions) >= {patch.package for patch in patches.PATCHES}


def test_the_course_line_is_pinned_in_one_place_and_installed_here():
    """config.CURRENT is the only pin: the site extra names no JupyterLite package, and
    make setup installed the line's versions into this environment."""
    extra = [Requirement(r) for r in importlib.metadata.requires("gamesearch") or []]
    site = [r.name for r in extra if r.marker and r.marker.evaluate({"extra": "site"})]
    assert "packaging" in site and not [name for name in site if "jupyterlite" in name]
    assert environment.is_environment_of(config.CURRENT)
    assert config.selected("current") is config.CURRENT and config.selected("next") is config.NEXT
    with pytest.raises(SystemExit, match=r"no upstream line '1\.0'; choose one of current, next"):
        config.selected("1.0")


def test_the_canary_environment_has_the_next_lines_pins_and_the_site_extra():
    wanted = environment.requirements(config.NEXT)
    names = [Requirement(r).name for r in wanted]
    assert set(config.NEXT.python) <= set(wanted)
    assert len(names) == len(set(names)), wanted  # one requirement per package
    assert "packaging>=23" in wanted  # the rest of the extra
    assert not environment.is_environment_of(config.NEXT)  # this environment is the current line's

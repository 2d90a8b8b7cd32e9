"""The site for a graded class (``build/site-class/``, built beside the open course): nothing
a student can fetch from it holds a graded answer. Every file it serves is read, inside the
wheels and the kernel's packed files too, for the definitions of notebooks/solutions/; the
open course, which serves them, is read the same way, so the search can find them."""

import ast
import gzip
import io
import zipfile
from pathlib import Path

import pytest
from lite import ASSIGNMENT
from site_build import contents

SOLUTIONS = Path(__file__).resolve().parents[2] / "notebooks" / "solutions"


def definitions() -> dict[str, bytes]:
    """Each definition of the solutions files, by ``file:name``: its source, as bytes."""
    found = {}
    for path in sorted(SOLUTIONS.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        for node in ast.parse(text).body:
            if isinstance(node, ast.FunctionDef | ast.ClassDef):
                source = ast.get_source_segment(text, node) or ""
                found[f"{path.name}:{node.name}"] = source.encode()
    return found


def unpacked(name: str, data: bytes) -> list[tuple[str, bytes]]:
    """``data`` and, for a zip (a wheel) or a gzip (the kernel's snapshots), what is inside."""
    out = [(name, data)]
    if data[:2] == b"\x1f\x8b":
        out += unpacked(f"{name} (gunzipped)", gzip.decompress(data))
    elif data[:4] == b"PK\x03\x04":
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            for member in archive.namelist():
                out += unpacked(f"{name}!{member}", archive.read(member))
    return out


def served_answers(site: Path) -> dict[str, list[str]]:
    """Every definition of the solutions found in a file ``site`` serves: {definition: where}."""
    wanted = definitions()
    found: dict[str, list[str]] = {}
    for path in sorted(p for p in site.rglob("*") if p.is_file()):
        for where, data in unpacked(str(path.relative_to(site)), path.read_bytes()):
            for name, source in wanted.items():
                if source in data:
                    found.setdefault(name, []).append(where)
    return found


@pytest.fixture(scope="module")
def class_site(site) -> Path:
    return contents.site_for("class", site)


def test_the_class_site_serves_no_graded_answer_and_the_open_course_serves_them_all(
    site, class_site
):
    assert len(definitions()) >= 10  # the exercises' answers, 00-09
    assert served_answers(class_site) == {}
    in_open = served_answers(site)
    assert set(in_open) == set(definitions())
    assert all(any("solutions/" in w for w in where) for where in in_open.values())


def test_the_class_site_has_the_assignments_and_its_notebooks_point_to_no_solutions(class_site):
    assert (class_site / "files" / "assignments" / ASSIGNMENT.stem / ASSIGNMENT.name).exists()
    assert not list(class_site.rglob("solutions"))
    for notebook in sorted((class_site / "files").rglob("*.ipynb")):
        text = notebook.read_text(encoding="utf-8")
        for pointer in ("solutions/", "## Solutions", "solutions file"):
            assert pointer not in text, (notebook.name, pointer)

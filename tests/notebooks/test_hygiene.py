"""Every committed notebook is executed, in order, cleanly, and shows nothing of this machine.

(nbval, run by ``make test``, re-executes the notebooks and compares their outputs; this file
checks the committed files themselves.)
"""

import json
import re
from pathlib import Path

import pytest

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("[0-9][0-9]_*.ipynb"))
MACHINE_PATH = re.compile(r"(/root/|/home/[^/\s]+/|/tmp/|/work/|[A-Z]:\\\\Users\\\\)")


def code_cells(path):
    return [c for c in json.loads(path.read_text())["cells"] if c["cell_type"] == "code"]


def test_the_course_is_all_there():
    names = [p.stem[:2] for p in NOTEBOOKS]
    assert names == [f"{i:02d}" for i in range(10)], names


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_is_executed_in_order(path):
    counts = [c["execution_count"] for c in code_cells(path) if c["source"]]
    assert counts and all(c is not None for c in counts), "some cells were never run"
    assert counts == list(range(1, len(counts) + 1)), f"cells ran out of order: {counts}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_has_no_error_outputs(path):
    for cell in code_cells(path):
        for output in cell.get("outputs", []):
            assert output["output_type"] != "error", "".join(cell["source"])[:80]
            if output.get("name") == "stderr":
                assert "Traceback" not in "".join(output.get("text", ""))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_shows_no_path_of_this_machine(path):
    text = json.dumps([c.get("outputs", []) for c in code_cells(path)])
    match = MACHINE_PATH.search(text)
    assert match is None, (
        f"an absolute path in the outputs: ...{text[match.start() - 40 : match.end() + 40]}..."
    )


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_uses_the_python3_kernel(path):
    spec = json.loads(path.read_text())["metadata"]["kernelspec"]
    assert spec["name"] == "python3"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_is_cut_into_slides(path):
    """`make slides` and RISE read each cell's slide type: the lecture (the cells tagged
    ``lecture``) opens with a slide, every other cell is skipped (so RISE shows the deck's
    slides), the references close it as the summary's speaker notes, and ``extended`` (a
    slide the 50-minute route leaves out) marks only a cell that opens a slide."""
    cells = json.loads(path.read_text())["cells"]
    kinds = [c["metadata"].get("slideshow", {}).get("slide_type") for c in cells]
    tags = [set(c["metadata"].get("tags", [])) for c in cells]
    assert None not in kinds, "a cell has no slide type (the property inspector's Slide Type)"
    assert kinds[0] == "slide" and kinds.count("slide") >= 3
    shown = [i for i, k in enumerate(kinds) if k != "skip"]
    lecture = [i for i, t in enumerate(tags) if "lecture" in t]
    assert shown == lecture, "a cell not tagged lecture is not skipped, or the converse"
    assert kinds[lecture[-1]] == "notes", "the references are not the summary's notes"
    extended = [kinds[i] for i, t in enumerate(tags) if "extended" in t]
    assert set(extended) <= {"slide", "subslide"}, "extended marks a cell opening no slide"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_keeps_no_widget_state(path):
    """Outputs are what a reader sees with no kernel: no state, no dangling widget views."""
    book = json.loads(path.read_text())
    assert "widgets" not in book["metadata"]
    for cell in code_cells(path):
        for output in cell.get("outputs", []):
            assert "application/vnd.jupyter.widget-view+json" not in output.get("data", {})


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_marks_its_lecture_and_its_homework(path):
    """Cells tagged ``lecture`` make the notebook's 90-minute lecture (``make slides`` builds a
    deck of them; docs/teaching.md gives the route), cells tagged ``assign`` its homework: the
    lecture opens with the first cell and closes with the references, shows a player where the
    notebook has one, every exercise is assigned, and no cell is both."""
    cells = json.loads(path.read_text())["cells"]
    tags = [set(c["metadata"].get("tags", [])) for c in cells]
    text = ["".join(c["source"]) for c in cells]
    assert not [t for t in tags if {"lecture", "assign"} <= t], "a cell is both lecture and assign"
    assert "lecture" in tags[0], "the lecture does not open with the notebook's title"
    lecture = [i for i, t in enumerate(tags) if "lecture" in t]
    assert text[lecture[-1]].startswith("## References"), "the lecture does not end with them"
    exercises = [i for i, s in enumerate(text) if re.match(r"\*\*Exercise \d", s)]
    assert exercises and all("assign" in tags[i] for i in exercises), "an exercise is not assigned"
    players = [i for i, s in enumerate(text) if cells[i]["cell_type"] == "code" and "Stepper(" in s]
    assert not players or any(i in lecture for i in players), "the lecture shows no player"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_carries_the_players_code_once_in_its_first_player_and_as_built_today(path):
    """nbval compares the players without their code (notebooks/sanitize.cfg): this checks
    the saved copy instead, so a changed front end still asks for the course re-executed."""
    from gamesearch.widgets.stepper import PLAYER_CODE, PLAYER_HOST, player_code_script

    players = [
        "".join(html)
        for cell in code_cells(path)
        for output in cell.get("outputs", [])
        if PLAYER_HOST in "".join(html := output.get("data", {}).get("text/html", ""))
    ]
    if not players:
        return
    assert [PLAYER_CODE in p for p in players] == [True] + [False] * (len(players) - 1)
    assert players[0].startswith(player_code_script()), (
        "the saved player's code is not today's build: re-execute the course (make course)"
    )

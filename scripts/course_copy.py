"""Give the learner a working copy of the course: ``course/``, which git ignores (``make lab``).

The committed notebooks in ``notebooks/`` are never opened for editing, so running, editing
and saving the course never modifies a tracked file, and ``git pull`` never conflicts with a
learner's work. Each run:

* copies every notebook (and ``solutions/``) that ``course/`` does not have yet;
* refreshes a copy the learner has not changed when the committed notebook is newer (it
  remembers what it copied, by content hash, in ``course/.copied.json``);
* keeps a copy the learner has changed, and says how to get the new version;
* marks the copies trusted, so their players show and their wide pictures take the focus
  before anything is run (JupyterLab runs no script of an untrusted notebook, and drops the
  attributes that let a keyboard reach a wide picture).

Usage: ``python scripts/course_copy.py [--into DIR]``; prints the folder to open.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COURSE = ROOT / "notebooks"
RECORD = ".copied.json"


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def sync(into: Path, course: Path = COURSE) -> list[str]:
    """Bring ``into`` up to date with ``course``; returns notes for the learner."""
    into.mkdir(parents=True, exist_ok=True)
    record_path = into / RECORD
    record = json.loads(record_path.read_text()) if record_path.exists() else {}
    notes = []
    sources = sorted(course.glob("[0-9][0-9]_*.ipynb"))
    sources += sorted((course / "solutions").glob("*.py"))
    for source in sources:
        name = str(source.relative_to(course))
        copy = into / name
        upstream = digest(source)
        if copy.exists():
            mine = digest(copy)
            if mine == upstream:
                record[name] = upstream
                continue
            if mine != record.get(name):  # the learner changed it: never overwrite
                if upstream != record.get(name):
                    notes.append(
                        f"{name} has a new version; your copy is kept. To get the new one, "
                        f"rename or delete {copy} and run `make lab` again."
                    )
                continue
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, copy)
        record[name] = upstream
    record_path.write_text(json.dumps(record, indent=1, sort_keys=True))
    for notebook in sorted(into.glob("*.ipynb")):
        trust = [sys.executable, "-m", "jupyter", "trust", str(notebook)]
        if subprocess.run(trust, capture_output=True).returncode:
            notes.append(f"{notebook.name} could not be marked trusted: is it a valid notebook?")
    return notes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--into", type=Path, default=ROOT / "course")
    args = parser.parse_args()
    for note in sync(args.into):
        print(f"course: {note}", file=sys.stderr)
    print(args.into)


if __name__ == "__main__":
    main()

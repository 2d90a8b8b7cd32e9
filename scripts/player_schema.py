"""The player's data declaration (gamesearch/widgets/payload.py) for the front end.

    python scripts/player_schema.py           rewrites payload.types.js from payload.py
    python scripts/player_schema.py --check   fails if payload.types.js is stale
    python scripts/player_schema.py --schema  prints the JSON Schema

* The JSON Schema (draft 2020-12) of :class:`~gamesearch.widgets.payload.PlayerData`, which
  the tests of both sides validate data against (Python's jsonschema, the front end's Ajv,
  which asks this script for it): made when asked, never stored.
* ``gamesearch/frontend/player/payload.types.js``: the same types as JSDoc typedefs, which
  the front end's modules name (``@param {PlayerData} D``), and the ``VERSION`` of the data
  the front end reads. It is the front end's side of the contract, kept in the repository
  because the front end is built before Python is set up; tests/widgets/test_payload.py
  fails when it differs from what this script derives from payload.py.

msgspec turns the TypedDicts into the schema; the comment beside each field becomes its
description.
"""

from __future__ import annotations

import argparse
import inspect
import json
import re
import sys
from pathlib import Path
from typing import Any

import msgspec

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from gamesearch.widgets import payload  # noqa: E402

OUT = ROOT / "gamesearch" / "frontend" / "player"
TYPES = OUT / "payload.types.js"
#: A field's line in payload.py: ``    name: type  # what it is``.
FIELD = re.compile(r"^    (\w+): [^#\n]+?(?:  # (.+))?$", re.M)


def _described(name: str) -> dict[str, str]:
    """The comment beside each field of the TypedDict ``name``, by field."""
    source = inspect.getsource(getattr(payload, name))
    return {field: text for field, text in FIELD.findall(source) if text}


def schema() -> dict[str, Any]:
    """PlayerData's JSON Schema: no property but the declared ones, each described."""
    out = msgspec.json.schema(payload.PlayerData)
    for name, definition in out["$defs"].items():
        order = list(getattr(payload, name).__annotations__)
        notes = _described(name)
        definition["properties"] = {
            key: {
                **definition["properties"][key],
                **({"description": notes[key]} if key in notes else {}),
            }
            for key in order
        }
        definition["required"] = order
        definition["additionalProperties"] = False
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "gamesearch-player-data",
        "title": "The player's data (gamesearch.widgets.payload.PlayerData)",
        **out,
    }


def jsdoc(node: dict[str, Any]) -> str:
    """A schema node as a JSDoc type."""
    if "$ref" in node:
        return str(node["$ref"]).rsplit("/", 1)[1]
    if "anyOf" in node:
        return "(" + "|".join(jsdoc(option) for option in node["anyOf"]) + ")"
    if "enum" in node:
        return "|".join(json.dumps(value, ensure_ascii=False) for value in node["enum"])
    kind = str(node.get("type"))
    if kind == "array":
        if "prefixItems" in node:
            return "[" + ", ".join(jsdoc(item) for item in node["prefixItems"]) + "]"
        return f"Array<{jsdoc(node['items'])}>"
    if kind == "object":
        return f"Object<string, {jsdoc(node['additionalProperties'])}>"
    return {"integer": "number", "number": "number", "string": "string"}.get(kind, str(kind))


def typedefs(out: dict[str, Any]) -> str:
    """The JSDoc typedefs of every definition of the schema ``out``."""
    lines = [
        "// The player's data as JSDoc types, derived from gamesearch/widgets/payload.py by",
        "// scripts/player_schema.py (tests/widgets/test_payload.py fails when they differ).",
        "// Do not edit; run `python scripts/player_schema.py` after changing payload.py.",
    ]
    for name, definition in out["$defs"].items():
        about = " ".join(definition.get("description", name).split())
        lines += ["", "/**", f" * {about}", f" * @typedef {{Object}} {name}"]
        for key, node in definition["properties"].items():
            note = f" - {node['description']}" if "description" in node else ""
            lines.append(f" * @property {{{jsdoc(node)}}} {key}{note}")
        lines.append(" */")
    lines += [
        "",
        "/** The data format this front end reads (payload.VERSION). */",
        f"export const VERSION = {payload.VERSION};",
        "",
    ]
    return "\n".join(lines)


def generated() -> dict[Path, str]:
    """Each file this script writes, with its text."""
    return {TYPES: typedefs(schema())}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="fail if a file is stale")
    parser.add_argument("--schema", action="store_true", help="print the JSON Schema")
    args = parser.parse_args()
    if args.schema:
        print(json.dumps(schema(), ensure_ascii=False, indent=1))
        return
    stale = [
        path
        for path, text in generated().items()
        if not path.is_file() or path.read_text(encoding="utf-8") != text
    ]
    if args.check:
        if stale:
            sys.exit(
                "stale: "
                + ", ".join(str(p.relative_to(ROOT)) for p in stale)
                + ": run python scripts/player_schema.py"
            )
        return
    for path, text in generated().items():
        path.write_text(text, encoding="utf-8")
        print(path.relative_to(ROOT))


if __name__ == "__main__":
    main()

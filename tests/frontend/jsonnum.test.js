// The front end reads and writes numbers by the policy of gamesearch/jsonnum.py: checked on
// the table of cases that module makes (jsonnum.cases()), asked of Python when the test runs.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { test } from "node:test";
import {
  endFromJson,
  endToJson,
  numberFromJson,
} from "../../gamesearch/frontend/player/jsonnum.js";
import { python, root } from "./python.js";

const cases = JSON.parse(
  execFileSync(
    python,
    ["-c", "import json; from gamesearch.jsonnum import cases; print(json.dumps(cases()))"],
    { cwd: root, encoding: "utf8" },
  ),
);
const spelled = { inf: Infinity, "-inf": -Infinity, nan: Number.NaN };
const pythonValue = (c) => spelled[c.value] ?? c.value;

test("Python's table has every slot, refusals and open ends", () => {
  assert.deepEqual(new Set(cases.map((c) => c.slot)), new Set(["number", "lower", "upper"]));
  assert.ok(cases.some((c) => c.refused) && cases.some((c) => c.wire === null));
});

test("what Python writes, the front end reads back to the same number", () => {
  for (const c of cases.filter((c) => !c.refused)) {
    const read = c.slot === "number" ? numberFromJson(c.wire) : endFromJson(c.wire, c.slot);
    assert.equal(read, pythonValue(c), JSON.stringify(c));
  }
});

test("the front end writes an end as Python does, and refuses what Python refuses", () => {
  for (const c of cases) {
    const write = () =>
      c.slot === "number" ? numberFromJson(pythonValue(c)) : endToJson(pythonValue(c), c.slot);
    if (c.refused) assert.throws(write, /expected a finite number/, JSON.stringify(c));
    else assert.equal(write(), c.wire, JSON.stringify(c));
  }
});

test("null is an open end only where the slot has a side; elsewhere no number", () => {
  assert.equal(endFromJson(null, "lower"), -Infinity);
  assert.equal(endFromJson(null, "upper"), Infinity);
  assert.throws(() => numberFromJson(null), /found null/);
  assert.throws(() => numberFromJson("inf"), /found "inf"/);
});

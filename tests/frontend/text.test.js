// The front end writes numbers as Python does (gamesearch.bounds.number, and the .1f of the
// games' pictures): checked against Python itself on awkward cases.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { test } from "node:test";
import {
  answerText,
  classify,
  fixed,
  grouped,
  intervalText,
  number,
  valueText,
  windowText,
} from "../../gamesearch/frontend/player/text.js";
import { python, root } from "./python.js";

const CASES = [
  3,
  -4,
  2.5,
  -0.5,
  1 / 3,
  1234567.5,
  0.00001234,
  1e-5,
  100000.5,
  0.0001,
  1e20,
  -0,
  1234565,
  999999.5,
  0.000123455,
  2.25e-7,
];
const TIES = [0.25, 0.35, 2.675, 12.25, 0.05, 0.75, 1.125, 150 / 4.6];

/** What Python makes of `code` run on each of `values` (JSON numbers; x is the value). */
function python_(code, values) {
  const script = `import json, sys; from gamesearch.bounds import number\nprint(json.dumps([${code} for x in json.loads(sys.argv[1])], ensure_ascii=False))`;
  return JSON.parse(
    execFileSync(python, ["-c", script, JSON.stringify(values)], { cwd: root, encoding: "utf8" }),
  );
}

test("a number is written as gamesearch.bounds.number writes it", () => {
  assert.deepEqual(CASES.map(number), python_("number(x)", CASES));
  assert.equal(number(Number.POSITIVE_INFINITY), "∞");
  assert.equal(number(Number.NEGATIVE_INFINITY), "−∞");
});

test("a picture's coordinates round as Python's .1f and .0f do, exact ties to even", () => {
  assert.deepEqual(
    TIES.map((x) => fixed(x, 1)),
    python_("f'{x:.1f}'", TIES),
  );
  assert.deepEqual(
    [0.5, 1.5, 2.5, 149.99999].map((x) => fixed(x, 0)),
    python_("f'{x:.0f}'", [0.5, 1.5, 2.5, 149.99999]),
  );
});

test("windows, intervals, values and answers are written as the course writes them", () => {
  const inf = Number.POSITIVE_INFINITY;
  assert.equal(windowText(-inf, 3), "(−∞, 3)");
  assert.equal(intervalText(2, inf), "[2, ∞]");
  const symbol = { upper: "≤", exact: "=", lower: "≥" };
  assert.equal(valueText(3, "lower", symbol), "≥ 3");
  assert.equal(valueText(3, null, symbol), "3");
  assert.equal(valueText(Number.NaN, "lower", symbol), "…");
  assert.equal(answerText(false, "≤", 3), "no: ≤ 3");
  assert.equal(answerText(null), "…");
});

test("what a value proves follows the width-0 rule", () => {
  assert.deepEqual(
    [classify(3, 3, 4), classify(4, 3, 4), classify(3.5, 3, 4)],
    ["upper", "lower", "exact"],
  );
  assert.deepEqual(
    [classify(2, 3, 3), classify(3, 3, 3), classify(4, 3, 3)],
    ["upper", "exact", "lower"],
  );
});

test('a count groups its thousands as Python\'s f"{n:,}" writes it', () => {
  const counts = [0, 7, 999, 1000, 12345, 198725, 1234567, 1000000000];
  assert.deepEqual(counts.map(grouped), python_('f"{x:,}"', counts));
});

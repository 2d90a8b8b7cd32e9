import assert from "node:assert/strict";
import { test } from "node:test";
import { lineLabel, lineSvg } from "../../gamesearch/frontend/player/numberline.js";
import { STYLE, searchData } from "./fixture.js";

const D = searchData([-1]);
const frame = (extra) => ({
  window: null,
  test: null,
  value: null,
  bound: null,
  outcome: null,
  ...extra,
});
/** The x of `v` on D's line: margin 22, width 420, range [-10, 10]. */
const x = (v) => (22 + ((Math.min(Math.max(v, -10), 10) + 10) * (420 - 44)) / 20).toFixed(1);

test("no number line before the first event", () => {
  assert.equal(lineSvg(D, frame({})), "");
});

test("the window is a band, an open end an arrow out of the range", () => {
  const svg = lineSvg(
    D,
    frame({ window: { alpha: -2, beta: Number.POSITIVE_INFINITY, text: "(−2, ∞)" } }),
  );
  assert.match(svg, new RegExp(`<rect x="${x(-2)}" y="29" width="${(x(10) - x(-2)).toFixed(1)}"`));
  assert.equal((svg.match(/<path /g) || []).length, 1); // one end beyond the range
  assert.match(svg, />window \(−2, ∞\)</);
  assert.match(svg, /aria-hidden="true"/); // its element says it: lineLabel
  for (const tick of ["−10", "−5", "0", "5", "10"]) assert.match(svg, new RegExp(`>${tick}<`));
});

test("a value is a dot and the region it proves, in its bound's colours", () => {
  const svg = lineSvg(
    D,
    frame({
      window: { alpha: 4, beta: 5, text: "(4, 5)" },
      value: 6,
      bound: "lower",
      outcome: "≥ 6",
    }),
  );
  assert.match(
    svg,
    new RegExp(`<line x1="${x(6)}" y1="60" x2="${x(10)}" y2="60" stroke="${STYLE.bound.lower}"`),
  );
  assert.match(svg, new RegExp(`<circle cx="${x(6)}" cy="40" r="5" fill="${STYLE.bound.lower}"`));
  assert.match(svg, new RegExp(`fill="${STYLE.ink.lower}">v ≥ 6</text>`)); // text in its ink
  assert.equal(
    lineLabel(frame({ window: { alpha: 4, beta: 5, text: "(4, 5)" }, outcome: "≥ 6" })),
    "window (4, 5); v ≥ 6",
  );
});

test("a SCOUT test shades the side it asks about, then shows what its answer proves", () => {
  const test0 = {
    relation: ">",
    v: 3,
    answer: null,
    holds: null,
    bound: null,
    question: "test: is t > 3?",
    verdict: "",
  };
  const asking = lineSvg(D, frame({ test: test0 }));
  assert.match(asking, new RegExp(`<rect x="${x(3)}" y="29" width="${(x(10) - x(3)).toFixed(1)}"`));
  assert.match(asking, /<circle [^>]*fill="#FFFFFF"/); // > is strict: v is a ring
  const no = { ...test0, answer: false, holds: "≤", bound: "upper", verdict: "no: t ≤ 3" };
  const answered = lineSvg(D, frame({ test: no }));
  assert.match(
    answered,
    new RegExp(`<line x1="${x(-10)}" y1="60" x2="${x(3)}" y2="60" stroke="${STYLE.bound.upper}"`),
  );
  assert.match(answered, new RegExp(`<circle [^>]*fill="${STYLE.bound.upper}"`)); // ≤ holds at v
  assert.match(answered, />no: t ≤ 3</);
});

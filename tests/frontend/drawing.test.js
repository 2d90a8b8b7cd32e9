import assert from "node:assert/strict";
import { test } from "node:test";
import { drawEdge, drawNode, esc, shape } from "../../gamesearch/frontend/player/drawing.js";
import { treeOf } from "../../gamesearch/frontend/player/tree.js";
import { STYLE, searchData } from "./fixture.js";

const D = searchData([-1, 0, 0], {
  names: ["A", "B<1>", "C"],
  bounds: ["lower", "upper", "exact"],
  values: ["≥ 3", "≤ 3", "= 1"],
});
const box = { x: 10, y: 20, w: 100, h: 66 };

test("a value shows only once its node has returned, in the colour of what it proves", () => {
  const open = drawNode(D, D.exit_at[1], { ...box, k: 1, role: "path" });
  assert.ok(!open.includes("≤ 3"));
  const done = drawNode(D, D.exit_at[1] + 1, { ...box, k: 1, role: "" });
  assert.ok(done.includes(`fill="${STYLE.bound.upper}">≤ 3</text>`));
  assert.ok(done.includes(`stroke="${STYLE.bound.upper}"`));
  assert.ok(done.includes("B&lt;1&gt;")); // names are escaped
});

test("the current node is filled and drawn thickest", () => {
  const svg = drawNode(D, 1, { ...box, k: 0, role: "current" });
  assert.ok(svg.includes(`fill="${STYLE.current}" stroke="#000" stroke-width="4"`));
});

test("MAX boxes point up and MIN boxes point down", () => {
  const up = shape(0, 0, 100, 50, 0).split(" ");
  const down = shape(0, 0, 100, 50, 1).split(" ");
  assert.equal(up[1], "50,0"); // the apex at the top
  assert.equal(down[3], "50,50"); // the apex at the bottom
});

test("an edge is marked as a cutoff only once the cutoff is shown", () => {
  const data = { ...D, cutoffs: [[0, 4]], cut_child: [1, -1, -1] };
  const tree = treeOf(data);
  const ends = { parent: 0, k: 1, x1: 0, y1: 0, x2: 100, y2: 100 };
  assert.ok(!drawEdge(data, tree, 4, ends).includes("cutoff"));
  const cut = drawEdge(data, tree, 5, ends);
  assert.ok(cut.includes(">cutoff</text>") && cut.includes(`stroke="${STYLE.cutoff}"`));
});

test("a re-search is a double line, a null-window probe a dotted one", () => {
  const tree = treeOf(D);
  const ends = { parent: 0, k: 1, x1: 0, y1: 0, x2: 100, y2: 100 };
  const again = drawEdge({ ...D, why: ["full", "re-search", "child"] }, tree, 1, ends);
  assert.equal(again.match(/<line /g).length, 2);
  assert.ok(again.includes(">re-search</text>"));
  const probe = drawEdge({ ...D, why: ["full", "null-window", "child"] }, tree, 1, ends);
  assert.ok(probe.includes('stroke-dasharray="2 4"'));
  assert.equal(esc("a<b & c>d"), "a&lt;b &amp; c&gt;d");
});

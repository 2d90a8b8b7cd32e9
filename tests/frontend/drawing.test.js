import assert from "node:assert/strict";
import { test } from "node:test";
import {
  drawEdge,
  drawNode,
  drawWhole,
  esc,
  LOOKS,
  shape,
} from "../../gamesearch/frontend/player/drawing.js";
import { folds, subtreeCount } from "../../gamesearch/frontend/player/overview.js";
import { treeOf } from "../../gamesearch/frontend/player/tree.js";
import { wholeLayout } from "../../gamesearch/frontend/player/treelayout.js";
import { enterOf, exitOf, STYLE, searchData } from "./fixture.js";

const D = searchData([-1, 0, 0], {
  nodes: {
    name: ["A", "B<1>", "C"],
    bound: ["lower", "upper", "exact"],
    outcome: ["≥ 3", "≤ 3", "= 1"],
  },
});
const box = { x: 10, y: 20, w: 100, h: 76 };
const ends = { parent: 0, k: 1, x1: 0, y1: 0, x2: 100, y2: 100 };

test("a value shows only once its node has returned, its text in the bound's ink", () => {
  const open = drawNode(D, D.nodes.exit_at[1], { ...box, k: 1, role: "path" }, LOOKS.focus);
  assert.ok(!open.includes("≤ 3"));
  const done = drawNode(D, exitOf(D, 1), { ...box, k: 1, role: "" }, LOOKS.focus);
  assert.ok(done.includes(`fill="${STYLE.ink.upper}">≤ 3</text>`));
  assert.ok(done.includes(`stroke="${STYLE.bound.upper}"`));
  assert.ok(done.includes("B&lt;1&gt;")); // names are escaped
});

test("the current node is filled and drawn thickest", () => {
  const svg = drawNode(D, 1, { ...box, k: 0, role: "current" }, LOOKS.focus);
  assert.ok(svg.includes(`fill="${STYLE.current}" stroke="${STYLE.ink.exact}" stroke-width="4"`));
});

test("a table hit is a double line and a narrowing probe dashed, each with its tag", () => {
  const data = searchData([-1, 0], {
    nodes: { tt: ["hit", "narrow"], probe_at: [0, 2] },
  });
  const hit = drawNode(data, 1, { ...box, k: 0, role: "" }, LOOKS.focus);
  assert.equal(hit.match(/<polygon /g).length, 2);
  assert.ok(hit.includes(">table hit</text>"));
  const before = drawNode(data, 2, { ...box, k: 1, role: "" }, LOOKS.focus);
  assert.ok(!before.includes("stroke-dasharray") && !before.includes("narrowed"));
  const after = drawNode(data, 3, { ...box, k: 1, role: "" }, LOOKS.tree);
  assert.ok(after.includes('stroke-dasharray="6 3"') && after.includes(">narrowed</text>"));
});

test("MAX boxes point up and MIN boxes point down", () => {
  const up = shape(0, 0, 100, 50, "house").split(" ");
  const down = shape(0, 0, 100, 50, "invhouse").split(" ");
  assert.equal(up[1], "50,0"); // the apex at the top
  assert.equal(down[3], "50,50"); // the apex at the bottom
});

test("an edge is marked as a cutoff only once the cutoff is shown, its tag in ink", () => {
  const data = searchData([-1, 0, 0], {
    nodes: { cut_child: [1, -1, -1] },
    tree: { cutoffs: [[0, 4]] },
  });
  const tree = treeOf(data);
  assert.ok(!drawEdge(data, tree, 4, ends, 16).includes("cutoff"));
  const cut = drawEdge(data, tree, 5, ends, 16);
  assert.ok(cut.includes(`fill="${STYLE.ink.lower}" font-weight="bold">cutoff</text>`));
  assert.ok(cut.includes(`stroke="${STYLE.cutoff}"`));
});

test("a cutoff's tag goes left of its edge when pruned moves fan out to the right", () => {
  const extra = { nodes: { cut_child: [1, -1, -1] } };
  const bare = searchData([-1, 0, 0], { ...extra, tree: { cutoffs: [[0, 4]] } });
  assert.ok(!drawEdge(bare, treeOf(bare), 5, ends, 16).includes('text-anchor="end"'));
  const pruned = searchData([-1, 0, 0], {
    ...extra,
    tree: { cutoffs: [[0, 4]], pruned: [[0, ["x"]]] },
  });
  assert.ok(drawEdge(pruned, treeOf(pruned), 5, ends, 16).includes('text-anchor="end"'));
});

test("a re-search is a double line, a null-window probe a dotted one (the data's styles)", () => {
  const tree = treeOf(D);
  const again = searchData([-1, 0, 0], { nodes: { why: ["root", "re-search", "child"] } });
  const double = drawEdge(again, tree, 1, ends, 16);
  assert.equal(double.match(/<line /g).length, 2);
  assert.ok(double.includes(">re-search</text>"));
  const probe = searchData([-1, 0, 0], { nodes: { why: ["root", "null-window", "child"] } });
  assert.ok(drawEdge(probe, tree, 1, ends, 16).includes('stroke-dasharray="2 4"'));
  assert.equal(esc('a<b & "c">d'), "a&lt;b &amp; &quot;c&quot;&gt;d");
});

test("the whole tree shows the nodes entered so far, and its picture is hidden from readers", () => {
  const tree = treeOf(D);
  const L = wholeLayout(D, tree);
  const at = (cursor) => drawWhole(D, tree, cursor, L, null, new Set());
  assert.equal(at(0).match(/data-node=/g).length, 1); // before the start: the root
  assert.equal(at(D.n).match(/data-node=/g).length, 3);
  assert.ok(at(D.n).includes('aria-hidden="true"'));
});

test("a folded subtree is one mark with its counts so far, in the colours its root proved", () => {
  // 0 ─ 1 ─ 2, 3; 1 folded at the start
  const data = searchData([-1, 0, 1, 1], { tree: { hidden: [[1, 2]] } });
  const tree = treeOf(data);
  const L = wholeLayout(data, tree);
  const shape = folds(data, tree).shape;
  const count = (cursor) => (k) => subtreeCount(shape, k, data.events.entered[cursor]);
  const at = (cursor) =>
    drawWhole(data, tree, cursor, L, null, new Set(), new Map(), { count: count(cursor) });
  assert.ok(!at(enterOf(data, 1)).includes("data-fold")); // nothing below 1 entered yet
  const one = at(enterOf(data, 2));
  assert.ok(one.includes('data-fold="1"') && one.includes(">+1 node · 1 leaf<"));
  assert.ok(one.includes(`stroke="${STYLE.pruned}"`)); // 1 searching: grey
  const done = at(exitOf(data, 1));
  assert.ok(done.includes(">+2 nodes · 2 leaves<"));
  assert.ok(done.includes(`fill="${STYLE.fill.exact}" stroke="${STYLE.bound.exact}"`)); // 1 = 1
  assert.equal(done.match(/data-node=/g).length, 2); // 2 and 3 are not drawn
});

test("given an area, the whole tree draws only what meets it, placed where it lies", () => {
  const wide = searchData([-1, ...Array(30).fill(0)]); // a root and 30 children in a row
  const tree = treeOf(wide);
  const L = wholeLayout(wide, tree);
  const area = { left: 0, top: 0, right: 300, bottom: L.height };
  const svg = drawWhole(wide, tree, wide.n, L, null, new Set(), new Map(), { area });
  const drawn = [...svg.matchAll(/data-node="(\d+)"/g)].map((m) => Number(m[1]));
  const meets = [...L.nodes].filter(([, b]) => b.x - b.w / 2 <= 300).map(([k]) => k);
  assert.ok(drawn.length < 31 && drawn.length > 0);
  for (const k of drawn) assert.ok(k === 0 || meets.includes(k), `node ${k} is outside`);
  assert.ok(
    svg.includes('viewBox="0 0 300 ') && svg.includes("position:absolute;left:0px;top:0px"),
  );
});

import assert from "node:assert/strict";
import { test } from "node:test";
import {
  focusLayout,
  showsFocus,
  treePlacement,
  viewHeight,
} from "../../gamesearch/frontend/player/layout.js";
import { FOCUS, TREE } from "../../gamesearch/frontend/player/sizes.js";
import { treeOf } from "../../gamesearch/frontend/player/tree.js";
import { enterOf, searchData } from "./fixture.js";

const nodes = (marks) => marks.filter((m) => m.type === "node");
const nodeOf = (marks, k) => nodes(marks).find((m) => m.k === k);

test("the path from the root is drawn, one row a level, the current node marked", () => {
  const D = searchData([-1, 0, 1, 1, 0]);
  const cursor = enterOf(D, 3);
  const marks = focusLayout(D, treeOf(D), cursor, 3, 800, 420);
  // rows: the root; its children entered so far (1; 4 comes later); 1's children (2, 3)
  assert.deepEqual(
    nodes(marks).map((m) => [m.k, m.role]),
    [
      [0, "path"],
      [1, "path"],
      [2, ""],
      [3, "current"],
    ],
  );
  const ys = nodes(marks).map((m) => m.y);
  assert.deepEqual(ys, [
    FOCUS.margin,
    FOCUS.margin + FOCUS.row,
    ...Array(2).fill(FOCUS.margin + 2 * FOCUS.row),
  ]);
  // each edge goes from the bottom centre of the node on the path above to the child's top
  for (const edge of marks.filter((m) => m.type === "edge")) {
    const parent = nodeOf(marks, edge.parent);
    const child = nodeOf(marks, edge.k);
    assert.equal(edge.x1, parent.x + parent.w / 2);
    assert.equal(edge.y1, parent.y + FOCUS.box);
    assert.equal(edge.y2, child.y);
  }
});

test("an only child sits under its parent, and no box is wider than the largest", () => {
  const D = searchData([-1, 0, 1]);
  const marks = focusLayout(D, treeOf(D), enterOf(D, 2), 2, 800, 420);
  const [a, b, c] = nodes(marks);
  assert.equal(a.x + a.w / 2, 400);
  assert.equal(b.x + b.w / 2, 400);
  assert.equal(c.x + c.w / 2, 400);
  assert.ok(nodes(marks).every((m) => m.w <= FOCUS.boxWidth));
});

test("before the first step no node is marked current", () => {
  const D = searchData([-1, 0]);
  const marks = focusLayout(D, treeOf(D), 0, 0, 800, 420);
  assert.deepEqual(
    nodes(marks).map((m) => m.role),
    [""],
  );
});

test("a row with more children than fit folds the rest into '+N more' around the path", () => {
  const parent = [-1, ...Array(30).fill(0)];
  const D = searchData(parent);
  const width = 500;
  const k0 = 20;
  const marks = focusLayout(D, treeOf(D), enterOf(D, k0), k0, width, 420);
  const row = nodes(marks).filter((m) => m.k !== 0);
  const more = marks.filter((m) => m.type === "more");
  assert.ok(row.some((m) => m.k === k0 && m.role === "current"));
  const hidden = more.reduce((sum, m) => sum + m.count, 0);
  assert.equal(row.length + hidden, 20); // children 1..20 entered so far
  assert.equal(more.length, 1); // the current child is the last entered: all fold left
  assert.ok(row.every((m) => m.x > more[0].x));
  // every box and label lies inside the view, none overlaps the next
  for (const m of row) assert.ok(m.x >= 0 && m.x + m.w <= width, `box ${m.k} at ${m.x}`);
  const xs = row.map((m) => m.x).sort((a, b) => a - b);
  for (let i = 1; i < xs.length; i++) assert.ok(xs[i] - xs[i - 1] >= row[0].w);
});

test("a deep path scrolls: the current row and the row below it stay in view", () => {
  const parent = [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8];
  const D = searchData(parent);
  const height = 300;
  const marks = focusLayout(D, treeOf(D), enterOf(D, 8), 8, 800, height);
  const current = nodeOf(marks, 8);
  const below = nodeOf(marks, 9);
  assert.equal(below, undefined); // 9 not entered yet at 8's entry
  assert.ok(current.y >= 0 && current.y + current.h <= height);
  assert.ok(nodeOf(marks, 0).y < 0); // the root has scrolled away
  const deeper = focusLayout(D, treeOf(D), enterOf(D, 9), 8, 800, height);
  const child = nodeOf(deeper, 9);
  assert.ok(child.y + child.h <= height - FOCUS.bottom + 1e-9);
});

test("pruned moves show once their parent cut off, narrower than a node", () => {
  const extra = { nodes: { cut_child: [1, -1, -1] }, tree: { pruned: [[0, ["x", "y"]]] } };
  const D = searchData([-1, 0, 0], extra);
  const cutAt = D.nodes.exit_at[1] + 1;
  const data = searchData([-1, 0, 0], { ...extra, tree: { ...extra.tree, cutoffs: [[0, cutAt]] } });
  const before = focusLayout(data, treeOf(data), cutAt, 0, 800, 420);
  const after = focusLayout(data, treeOf(data), cutAt + 1, 0, 800, 420);
  assert.equal(before.filter((m) => m.type === "stub").length, 0);
  const stubs = after.filter((m) => m.type === "stub");
  assert.deepEqual(
    stubs.map((m) => m.name),
    ["x", "y"],
  );
  const root = nodeOf(after, 0);
  assert.ok(stubs.every((m) => m.x1 === root.x + root.w / 2 && m.y1 === root.y + FOCUS.box));
});

test("the whole tree fits the view with its button, at most 1.5 times its size", () => {
  const small = treePlacement({
    width: 800,
    height: 400,
    size: { w: 200, h: 100 },
    zoom: 1,
    whole: true,
  });
  assert.equal(small.scale, TREE.maxScale);
  assert.equal(small.tx, (800 - 300) / 2);
  const large = treePlacement({
    width: 800,
    height: 400,
    size: { w: 1600, h: 400 },
    zoom: 1,
    whole: true,
  });
  assert.equal(large.scale, 0.5);
  assert.equal(large.tx, 0);
  assert.equal(large.ty, 100);
});

test("a zoomed tree follows the current node, keeping no margin wider than a third", () => {
  const place = (centre, pan = null) =>
    treePlacement({
      width: 900,
      height: 400,
      size: { w: 3000, h: 1000 },
      zoom: 2,
      whole: false,
      centre,
      pan,
    });
  const middle = place({ x: 1500, y: 500 });
  assert.equal(middle.scale, 2);
  assert.equal(middle.tx + 1500 * 2, 450); // the node at the view's centre
  assert.equal(middle.ty + 500 * 2, 400 * TREE.focusY);
  const corner = place({ x: 0, y: 0 });
  assert.equal(corner.tx, 300); // not 450: a third of the view at most
  assert.equal(corner.ty, 100);
  assert.equal(place({ x: 0, y: 0 }, { x: 5, y: -7 }).tx, 305);
});

test("the focused view shows unless the whole tree is asked for or fits at zoom 1", () => {
  const base = { drawn: true, whole: false, width: 800, size: { w: 500, h: 300 }, most: 420 };
  assert.equal(showsFocus({ ...base, zoom: 1 }), false);
  assert.equal(showsFocus({ ...base, zoom: 1.25 }), true);
  assert.equal(showsFocus({ ...base, size: { w: 900, h: 300 }, zoom: 1 }), true);
  assert.equal(showsFocus({ ...base, size: { w: 900, h: 300 }, zoom: 1, whole: true }), false);
  assert.equal(showsFocus({ ...base, drawn: false, whole: true, zoom: 1 }), true);
  assert.equal(viewHeight({ w: 0, h: 50 }, 420), TREE.minHeight);
  assert.equal(viewHeight({ w: 0, h: 300 }, 420), 300 + TREE.pad);
  assert.equal(viewHeight({ w: 0, h: 900 }, 420), 420);
});

test("rows scroll up a whole row at a time, never past the current row", () => {
  const parent = [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8];
  const D = searchData(parent);
  for (const height of [250, 300, 420, 500]) {
    for (const k of [3, 6, 8]) {
      const marks = focusLayout(D, treeOf(D), enterOf(D, k + 1), k, 800, height);
      const top = Math.min(
        ...nodes(marks)
          .filter((m) => m.y > -FOCUS.box)
          .map((m) => m.y),
      );
      assert.ok(top >= 0, `a row cut at the top: ${top} (height ${height}, node ${k})`);
      const current = nodeOf(marks, k);
      assert.ok(current.y >= 0 && current.y + current.h <= height, `${height}, ${k}`);
    }
  }
});

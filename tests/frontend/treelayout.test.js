import assert from "node:assert/strict";
import { test } from "node:test";
import { TREE } from "../../gamesearch/frontend/player/sizes.js";
import { kidsOf, treeOf } from "../../gamesearch/frontend/player/tree.js";
import { nodeBox, textWidth, wholeLayout } from "../../gamesearch/frontend/player/treelayout.js";
import { searchData } from "./fixture.js";

/** A random tree of `count` nodes, numbered depth first as a trace numbers them. */
function randomTree(count, seed) {
  let s = seed;
  const random = () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
  const parent = [-1];
  const open = [0];
  while (parent.length < count) {
    while (open.length > 1 && random() < 0.3) open.pop();
    parent.push(open.at(-1));
    open.push(parent.length - 1);
  }
  return parent;
}

const boxes = (L) =>
  [...L.nodes].map(([k, b]) => ({ k, left: b.x - b.w / 2, right: b.x + b.w / 2, ...b }));

test("no two boxes overlap, and each parent is centred over its children", () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    const D = searchData(randomTree(60, seed));
    const tree = treeOf(D);
    const L = wholeLayout(D, tree);
    const all = boxes(L);
    for (const a of all) {
      assert.ok(a.left >= 0 && a.right <= L.width && a.y + a.h <= L.height, `node ${a.k} outside`);
      for (const b of all) {
        if (a.k < b.k && a.y === b.y) {
          assert.ok(a.right + TREE.gapX - 1e-6 <= b.left || b.right + TREE.gapX - 1e-6 <= a.left);
        }
      }
      const kids = Array.from(kidsOf(tree, a.k));
      if (kids.length) {
        const middle = (L.nodes.get(kids[0]).x + L.nodes.get(kids.at(-1)).x) / 2;
        assert.ok(Math.abs(a.x - middle) < 1e-6, `node ${a.k} off its children's centre`);
        assert.ok(
          kids.every((c) => L.nodes.get(c).y > a.y + a.h),
          "children below",
        );
      }
    }
  }
});

test("a box is as wide as its widest line and one line taller for notes", () => {
  const D = searchData([-1, 0], {
    nodes: { name: ["R", "a very long name"], notes: [["true 3"], []] },
  });
  const [root, child] = [nodeBox(D, 0), nodeBox(D, 1)];
  assert.ok(child.w >= textWidth("a very long name", TREE.font.name));
  assert.ok(root.w >= TREE.minWidth);
  assert.ok(root.h > child.h); // the note's line
});

test("a hidden subtree is one summary, and pruned moves are stubs beside the children", () => {
  const D = searchData([-1, 0, 1, 1, 0], {
    tree: { hidden: [[1, 2]], pruned: [[0, ["x", "y"]]] },
  });
  const L = wholeLayout(D, treeOf(D));
  assert.ok(!L.nodes.has(2) && !L.nodes.has(3));
  assert.deepEqual(L.list, [0, 1, 4]);
  assert.deepEqual(
    L.summaries.map((s) => [s.k, s.text]),
    [[1, "+2 nodes · 2 leaves"]],
  );
  assert.deepEqual(
    L.stubs.map((s) => s.name),
    ["x", "y"],
  );
  assert.ok(L.stubs.every((s) => s.x > L.nodes.get(4).x && s.y === L.nodes.get(4).y));
});

test("several roots hang from a top label, centred over them", () => {
  const D = searchData([-1, 0, -1, 2], { tree: { top: "mtdf" } });
  const L = wholeLayout(D, treeOf(D));
  assert.equal(L.top.text, "mtdf");
  assert.equal(L.top.x, (L.nodes.get(0).x + L.nodes.get(2).x) / 2);
  assert.ok(L.nodes.get(0).y > L.top.y + L.top.h);
  assert.ok(L.nodes.get(2).x > L.nodes.get(0).x);
});

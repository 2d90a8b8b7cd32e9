import assert from "node:assert/strict";
import { test } from "node:test";
import {
  ancestry,
  current,
  cutBy,
  focusNode,
  pathText,
  treeOf,
} from "../../gamesearch/frontend/player/tree.js";
import { enterOf, searchData } from "./fixture.js";

// 0 ─ 1 ─ 2
//   │   └ 3
//   └ 4
const D = searchData([-1, 0, 1, 1, 0]);

test("the tree's children and roots come from the parent list", () => {
  const tree = treeOf(D);
  assert.deepEqual(tree.kids, [[1, 4], [2, 3], [], [], []]);
  assert.deepEqual(tree.roots, [0]);
});

test("the current node follows the events; none before the start", () => {
  assert.equal(current(D, 0), null);
  assert.equal(current(D, 1), 0);
  assert.equal(current(D, enterOf(D, 3)), 3);
  assert.equal(current(D, D.exit_at[3] + 1), 1); // back at the parent once 3 returned
});

test("the path to a node starts at the root", () => {
  assert.deepEqual(ancestry(D, 3), [0, 1, 3]);
  assert.deepEqual(ancestry(D, 0), [0]);
});

test("between nodes the focus is the last root entered", () => {
  // two searches of the same root, as MTD(f) passes are: roots 0 and 2
  const passes = searchData([-1, 0, -1, 2]);
  const tree = treeOf(passes);
  const between = passes.frames.node.indexOf(-1, 1); // after the first pass returns
  assert.equal(current(passes, between), null);
  assert.equal(focusNode(passes, tree, between), 0);
  assert.equal(focusNode(passes, tree, passes.n), 2);
  assert.equal(focusNode(passes, tree, 0), 0); // before the start: the first root
});

test("a cutoff counts once its event is shown", () => {
  const tree = treeOf({ ...D, cutoffs: [[1, 7]] });
  assert.equal(cutBy(tree, 1, 7), false);
  assert.equal(cutBy(tree, 1, 8), true);
  assert.equal(cutBy(tree, 0, 8), false);
});

test("the path line names each node with its window, and a SCOUT test as a test", () => {
  const data = { ...D, why: ["full", "scout-test", "child", "child", "child"] };
  assert.equal(pathText(data, [0, 1, 3]), "Path: N0 (−∞, +∞) › N1 test (−∞, +∞) › N3 (−∞, +∞)");
  assert.equal(pathText(data, []), "");
});

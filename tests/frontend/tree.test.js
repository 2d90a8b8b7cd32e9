import assert from "node:assert/strict";
import { test } from "node:test";
import {
  ancestry,
  current,
  cutBy,
  enteredKids,
  focusNode,
  kidCount,
  kidsOf,
  pathText,
  treeOf,
} from "../../gamesearch/frontend/player/tree.js";
import { enterOf, exitOf, KINDS, searchData } from "./fixture.js";

// 0 ─ 1 ─ 2
//   │   └ 3
//   └ 4
const D = searchData([-1, 0, 1, 1, 0]);

test("the tree's children and roots come from the parent list", () => {
  const tree = treeOf(D);
  const kids = [0, 1, 2, 3, 4].map((k) => Array.from(kidsOf(tree, k)));
  assert.deepEqual(kids, [[1, 4], [2, 3], [], [], []]);
  assert.deepEqual(
    [0, 1, 2, 3, 4].map((k) => kidCount(tree, k)),
    [2, 2, 0, 0, 0],
  );
  assert.deepEqual(tree.roots, [0]);
});

test("the children entered by then are the first ones, in the order entered", () => {
  const tree = treeOf(D);
  assert.deepEqual(enteredKids(tree, 0, 4), [1]); // node 4 not entered yet
  assert.deepEqual(enteredKids(tree, 0, 5), [1, 4]);
  assert.deepEqual(enteredKids(tree, 1, 3), [2]);
  assert.deepEqual(enteredKids(tree, 2, 5), []);
});

test("the current node is the last event's; none before the start", () => {
  assert.equal(current(D, 0), null);
  assert.equal(current(D, 1), 0);
  assert.equal(current(D, enterOf(D, 3)), 3);
  assert.equal(current(D, exitOf(D, 3)), 3); // its exit is shown at it
  assert.equal(current(D, exitOf(D, 3) + 1), 1); // then its parent returns
});

test("the path to a node starts at the root", () => {
  assert.deepEqual(ancestry(D, 3), [0, 1, 3]);
  assert.deepEqual(ancestry(D, 0), [0]);
});

test("between nodes (an MTD(f) pass event) the focus is the last root entered", () => {
  // two passes over the same root, as MTD(f) searches: roots 0 and 2, each in a pass
  const steps = [
    ["pass-begin", 1],
    ["enter", 0],
    ["enter", 1],
    ["exit", 1],
    ["exit", 0],
    ["pass-end", 1],
    ["pass-begin", 2],
    ["enter", 2],
    ["enter", 3],
    ["exit", 3],
    ["exit", 2],
    ["pass-end", 2],
  ];
  const entered = [0];
  for (const [kind] of steps) entered.push(entered.at(-1) + (kind === "enter"));
  const passes = searchData([-1, 0, -1, 2], {
    n: steps.length,
    events: {
      kind: steps.map(([kind]) => KINDS.indexOf(kind)),
      id: steps.map(([, id]) => id),
      sentence: Array(steps.length + 1).fill(""),
      entered,
    },
  });
  const tree = treeOf(passes);
  assert.equal(current(passes, 6), null); // the first pass has ended
  assert.equal(focusNode(passes, tree, 6), 0);
  assert.equal(focusNode(passes, tree, 7), 0); // the second begins: no node entered yet
  assert.equal(focusNode(passes, tree, steps.length), 2);
  assert.equal(focusNode(passes, tree, 0), 0); // before the start: the first root
});

test("a cutoff counts once its event is shown", () => {
  const tree = treeOf(searchData([-1, 0, 1, 1, 0], { tree: { cutoffs: [[1, 7]] } }));
  assert.equal(cutBy(tree, 1, 7), false);
  assert.equal(cutBy(tree, 1, 8), true);
  assert.equal(cutBy(tree, 0, 8), false);
});

test("the path line names each node with its window, and a SCOUT test as a test", () => {
  const data = searchData([-1, 0, 1, 1, 0], {
    nodes: { why: ["root", "scout-test", "child", "child", "child"] },
  });
  assert.equal(pathText(data, [0, 1, 3]), "Path: N0 (−∞, ∞) › N1 test (−∞, ∞) › N3 (−∞, ∞)");
  assert.equal(pathText(data, []), "");
});

test("a tree without labels names its pruned moves as the sentences do, sent once", () => {
  const said = [[0, ["a2", "b3"]]];
  const unlabelled = treeOf(searchData([-1, 0, 0], { pruned: said, tree: { pruned: null } }));
  assert.deepEqual(unlabelled.pruned.get(0), ["a2", "b3"]);
  const labels = { pruned: said, tree: { pruned: [[0, ["K", "L"]]] } };
  assert.deepEqual(treeOf(searchData([-1, 0, 0], labels)).pruned.get(0), ["K", "L"]);
});

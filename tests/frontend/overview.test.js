import assert from "node:assert/strict";
import { test } from "node:test";
import {
  enterCursor,
  folds,
  foldText,
  forcedKey,
  isOpen,
  landmarks,
  nextAfter,
  nodeCursor,
  shapeOf,
  shownTree,
  subtreeCount,
  toggle,
  visibleNodes,
} from "../../gamesearch/frontend/player/overview.js";
import { nodeNumber } from "../../gamesearch/frontend/player/panels.js";
import { treeOf } from "../../gamesearch/frontend/player/tree.js";
import { enterOf, searchData } from "./fixture.js";

// 0 ─ 1 ─ 2 ─ 3
//   │   └ 4
//   └ 5 ─ 6
//       └ 7
const PARENT = [-1, 0, 1, 2, 1, 0, 5, 5];
const NONE = new Set();

test("a subtree is a run of ids: its end, and the leaves before each node", () => {
  const D = searchData(PARENT);
  const shape = shapeOf(D, treeOf(D));
  assert.deepEqual([...shape.end], [8, 5, 4, 4, 5, 8, 7, 8]);
  assert.deepEqual([...shape.leavesBefore], [0, 0, 0, 0, 1, 2, 2, 3, 4]);
  assert.deepEqual([...shape.start], [1, 1, 1, 1, 1, 1, 1, 1]);
});

test("a folded subtree counts the nodes and leaves entered below its root so far", () => {
  const D = searchData(PARENT);
  const { shape } = folds(D, treeOf(D));
  assert.deepEqual(subtreeCount(shape, 1, 1), { nodes: 0, leaves: 0 }); // 1 not entered
  assert.deepEqual(subtreeCount(shape, 1, 4), { nodes: 2, leaves: 1 }); // 2 and 3
  assert.deepEqual(subtreeCount(shape, 1, 8), { nodes: 3, leaves: 2 });
  assert.deepEqual(subtreeCount(shape, 0, Number.POSITIVE_INFINITY), { nodes: 7, leaves: 4 });
  assert.equal(foldText({ nodes: 1234, leaves: 1 }), "+1,234 nodes · 1 leaf");
  assert.equal(foldText({ nodes: 1, leaves: 2 }), "+1 node · 2 leaves");
});

test("the plan's folds close their subtrees at the start; everything else is open", () => {
  const D = searchData(PARENT, { tree: { hidden: [[1, 3]] } });
  const tree = treeOf(D);
  const f = folds(D, tree);
  assert.deepEqual([...f.shape.start], [1, 0, 0, 0, 0, 1, 1, 1]);
  assert.deepEqual(visibleNodes(tree, f, NONE), [0, 1, 5, 6, 7]);
  const { list, fold } = shownTree(tree, f, NONE);
  assert.deepEqual(list, [0, 1, 5, 6, 7]);
  assert.equal(fold(1), "+3 nodes · 2 leaves");
  assert.equal(fold(5), null); // open
  assert.equal(fold(6), null); // a leaf
});

test("opening a folded node shows its children folded; folding hides them again", () => {
  const D = searchData(PARENT, { tree: { hidden: [[1, 3]] } });
  const tree = treeOf(D);
  const opened = toggle(D, tree, folds(D, tree), 1, NONE);
  assert.equal(opened.said, "Opened N1: 2 children.");
  assert.deepEqual(visibleNodes(tree, opened.folds, NONE), [0, 1, 2, 4, 5, 6, 7]);
  assert.ok(!isOpen(opened.folds, 2, NONE)); // below the plan's fold: still folded
  const closed = toggle(D, tree, opened.folds, 0, NONE);
  assert.equal(closed.said, "Folded N0.");
  assert.deepEqual(visibleNodes(tree, closed.folds, NONE), [0]);
  // and open again, the root shows what it showed before
  const again = toggle(D, tree, closed.folds, 0, NONE, true);
  assert.deepEqual(visibleNodes(tree, again.folds, NONE), [0, 1, 2, 4, 5, 6, 7]);
});

test("the current node's path stays open, and refuses to fold", () => {
  const D = searchData(PARENT, { tree: { hidden: [[1, 3]] } });
  const tree = treeOf(D);
  const f = folds(D, tree);
  const path = new Set([0, 1, 2]); // the current node is 3
  assert.deepEqual(visibleNodes(tree, f, path), [0, 1, 2, 3, 4, 5, 6, 7]);
  assert.equal(forcedKey(f, [0, 1, 2]), "1,2"); // open only for the path
  const refused = toggle(D, tree, f, 1, path, false);
  assert.equal(refused.folds, f);
  assert.match(refused.said, /on the path to the current node/);
  const leaf = toggle(D, tree, f, 3, path);
  assert.equal(leaf.folds, f);
  assert.match(leaf.said, /N3 is a leaf/);
});

test("the next pass, re-search, cutoff and table hit are found after the cursor", () => {
  const steps = [
    ["pass-begin", 1],
    ["enter", 0],
    ["enter", 1],
    ["probe", 1],
    ["exit", 1],
    ["enter", 2],
    ["exit", 2],
    ["cutoff", 0],
    ["exit", 0],
  ];
  const kinds = ["enter", "probe", "eval", "cutoff", "store", "exit", "pass-begin", "pass-end"];
  const D = searchData([-1, 0, 0], {
    nodes: { why: ["root", "null-window", "re-search"], tt: [null, "hit", null] },
    events: {
      kind: steps.map(([k]) => kinds.indexOf(k)),
      id: steps.map(([, id]) => id),
      entered: [0, 0, 1, 2, 2, 2, 3, 3, 3, 3],
    },
  });
  const marks = landmarks(D);
  assert.deepEqual(marks, { pass: [1], research: [6], cutoff: [8], hit: [4] });
  assert.equal(nextAfter(marks.pass, 0), 1);
  assert.equal(nextAfter(marks.research, 0), 6);
  assert.equal(nextAfter(marks.research, 6), null); // only after the cursor
  assert.equal(nextAfter(marks.hit, 3), 4);
  assert.equal(nextAfter([2, 4, 4, 9], 4), 9);
  assert.equal(nextAfter([], 0), null);
});

test("go to node N: the cursor that enters it, or what to type instead", () => {
  const D = searchData(PARENT);
  for (let k = 0; k < PARENT.length; k++) assert.equal(enterCursor(D, k), enterOf(D, k));
  assert.deepEqual(nodeCursor(D, " 5 "), { cursor: enterOf(D, 5) });
  assert.deepEqual(nodeCursor(D, "8"), {
    error: "This search has no node 8: type a node number from 0 to 7.",
  });
  assert.deepEqual(nodeCursor(D, "five"), {
    error: 'Type a node number from 0 to 7, not "five".',
  });
  assert.match(nodeCursor(D, "").error, /^Type a node number/);
});

test("the node number the player shows is one that go to node takes back to the node", () => {
  const D = searchData(PARENT);
  assert.equal(nodeNumber(null), "");
  assert.equal(nodeNumber(0), "Node 0");
  assert.equal(nodeNumber(124046), "Node 124,046");
  for (let k = 0; k < PARENT.length; k++) {
    const typed = nodeNumber(k).replace(/^Node /, "");
    assert.deepEqual(nodeCursor(D, typed), { cursor: enterOf(D, k) });
  }
  // the grouped form of a large number is read back as that number
  assert.deepEqual(nodeCursor(D, "1,000").error, nodeCursor(D, "1000").error);
});

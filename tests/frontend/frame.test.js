import assert from "node:assert/strict";
import { test } from "node:test";
import { frameAt } from "../../gamesearch/frontend/player/frame.js";
import { treeOf } from "../../gamesearch/frontend/player/tree.js";
import { enterOf, exitOf, KINDS, searchData } from "./fixture.js";

test("a node shows its window, then what it returned once it has", () => {
  const D = searchData([-1, 0], {
    nodes: { alpha: [-5, 4], beta: [5, Number.POSITIVE_INFINITY], entry: ["(−5, 5)", "(4, ∞)"] },
  });
  const tree = treeOf(D);
  const open = frameAt(D, tree, enterOf(D, 1));
  assert.deepEqual(open.window, { alpha: 4, beta: Number.POSITIVE_INFINITY, text: "(4, ∞)" });
  assert.equal(open.value, null);
  assert.equal(open.status, "Event 2 of 4: enter · window (4, ∞)");
  const done = frameAt(D, tree, exitOf(D, 1));
  assert.equal(done.value, 1);
  assert.equal(done.bound, "exact");
  assert.equal(done.status, "Event 3 of 4: exit · window (4, ∞) · returned = 1");
  const start = frameAt(D, tree, 0);
  assert.equal(start.node, null);
  assert.equal(start.window, null);
  assert.equal(start.status, "Event 0 of 4");
});

test("once the table's probe is shown, the window is the one it narrowed to", () => {
  const D = searchData([-1], {
    n: 3,
    nodes: { probe_at: [1], exit_at: [2], tt: ["narrow"] },
    events: {
      kind: ["enter", "probe", "exit"].map((k) => KINDS.indexOf(k)),
      id: [0, 0, 0],
      sentence: ["", "", "", ""],
      entered: [0, 1, 1, 1],
    },
    narrowed: [[0, 2, 3, "(2, 3)"]],
  });
  const tree = treeOf(D);
  assert.equal(frameAt(D, tree, 1).window.text, "(−∞, ∞)");
  assert.deepEqual(frameAt(D, tree, 2).window, { alpha: 2, beta: 3, text: "(2, 3)" });
});

test("a SCOUT test asks its question, and answers it once it returns", () => {
  const D = searchData([-1], {
    nodes: { why: ["scout-test"], entry: ["> 3?"], outcome: ["yes: > 3"], bound: ["lower"] },
    tests: [[0, ">", 3, true, ">", "lower", "test: is t > 3?", "yes: t > 3"]],
  });
  const tree = treeOf(D);
  const asking = frameAt(D, tree, 1);
  assert.equal(asking.window, null);
  assert.equal(asking.test.question, "test: is t > 3?");
  assert.equal(asking.status, "Event 1 of 2: enter · SCOUT test > 3?");
  assert.equal(
    frameAt(D, tree, 2).status,
    "Event 2 of 2: exit · SCOUT test > 3? · answered yes: > 3",
  );
});

test("an MTD(f) pass event shows the pass's null window, and its value at its end", () => {
  const D = searchData([-1], {
    n: 4,
    events: {
      kind: ["pass-begin", "enter", "exit", "pass-end"].map((k) => KINDS.indexOf(k)),
      id: [1, 0, 0, 1],
      sentence: ["", "", "", "", ""],
      entered: [0, 0, 1, 1, 1],
    },
    nodes: { exit_at: [2] },
    passes: [[1, 0, 3, "(2, 3)", 4, "lower", "≥ 4"]],
  });
  const tree = treeOf(D);
  const begin = frameAt(D, tree, 1);
  assert.equal(begin.node, null);
  assert.deepEqual(begin.window, { alpha: 2, beta: 3, text: "(2, 3)" });
  assert.equal(begin.value, null);
  const end = frameAt(D, tree, 4);
  assert.equal(end.value, 4);
  assert.equal(end.status, "Event 4 of 4: pass-end · window (2, 3) · returned ≥ 4");
});

test("the board is the current node's, and the root's between nodes", () => {
  const D = searchData([-1, 0], { nodes: { board: [0, 1] } });
  const tree = treeOf(D);
  assert.equal(frameAt(D, tree, 0).board, 0);
  assert.equal(frameAt(D, tree, enterOf(D, 1)).board, 1);
});

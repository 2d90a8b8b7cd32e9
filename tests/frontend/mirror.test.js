import assert from "node:assert/strict";
import { test } from "node:test";
import { nodeText } from "../../gamesearch/frontend/player/mirror.js";
import { treeOf } from "../../gamesearch/frontend/player/tree.js";
import { enterOf, exitOf, searchData } from "./fixture.js";

test("a node in words: who moves, its window, then what it returned and proves", () => {
  const D = searchData([-1, 0], {
    nodes: { entry: ["(−∞, ∞)", "(4, 5)"], bound: ["exact", "lower"], outcome: ["= 0", "≥ 5"] },
  });
  const tree = treeOf(D);
  assert.equal(nodeText(D, tree, 1, enterOf(D, 1)), "N1: MIN to move; window (4, 5); searching");
  assert.equal(
    nodeText(D, tree, 1, exitOf(D, 1)),
    "N1: MIN to move; window (4, 5); returned ≥ 5, fail-high, a lower bound",
  );
  assert.match(nodeText(D, tree, 0, 1), /^N0: MAX to move; the root of the search; window/);
});

test("a node the table narrowed says to which window", () => {
  const D = searchData([-1], {
    nodes: { tt: ["narrow"], probe_at: [0] },
    narrowed: [[0, 2, 3, "(2, 3)"]],
  });
  assert.match(
    nodeText(D, treeOf(D), 0, 1),
    /narrowed: the stored bounds narrowed the window to \(2, 3\)/,
  );
});

test("a cutoff, the table's answer with its tag, and the notes are said too", () => {
  const D = searchData([-1, 0, 0], {
    nodes: {
      cut_child: [1, -1, -1],
      tt: ["hit", null, null],
      probe_at: [0, 9, 9],
      notes: [["true 3"], [], []],
    },
    tree: { cutoffs: [[0, 3]], pruned: [[0, ["N2"]]] },
  });
  const text = nodeText(D, treeOf(D), 0, 4);
  assert.match(text, /cut off by N1, pruning N2/);
  assert.match(text, /; table hit: the stored entry answers;/);
  assert.match(text, /true 3$/);
});

// A trace that stops before its search's end (a node limit, a node budget, a time limit, an
// interrupt) says so on the status line at its last event, and only there.
import assert from "node:assert/strict";
import { test } from "node:test";
import { frameAt } from "../../gamesearch/frontend/player/frame.js";
import { treeOf } from "../../gamesearch/frontend/player/tree.js";
import { searchData } from "./fixture.js";

test("the status line says where a cut trace stops, at its last event only", () => {
  const D = searchData([-1, 0, 0], { stop: "node limit of 3 nodes reached" });
  const tree = treeOf(D);
  const note = " · the trace stops here: node limit of 3 nodes reached";
  assert.ok(frameAt(D, tree, D.n).status.endsWith(note));
  for (let c = 0; c < D.n; c++) assert.ok(!frameAt(D, tree, c).status.includes("stops here"));
});

test("a whole search's status line says nothing of a stop", () => {
  const D = searchData([-1, 0, 0]);
  assert.ok(!frameAt(D, treeOf(D), D.n).status.includes("stops here"));
});

// The sentences and questions the front end makes from the numbers (narrate.js,
// questions.js) on small hand-made data; tests/widgets/test_payload.py checks them against
// the Python text at every cursor of the course's traces.
import assert from "node:assert/strict";
import { test } from "node:test";
import { describeStart, nodeName, sentenceAt } from "../../gamesearch/frontend/player/narrate.js";
import { questionAt, quizOf } from "../../gamesearch/frontend/player/questions.js";
import { enterOf, exitOf, searchData } from "./fixture.js";

const INF = Number.POSITIVE_INFINITY;
// N0 (MAX) probes N1 (MIN) with the null window (3, 4), (−4, −3) in N1's view: N1 returns −4,
// at most −4 (for N0, the move is worth at least 4: it beats 3)
const D = searchData([-1, 0], {
  nodes: {
    why: ["root", "null-window"],
    alpha: [-INF, -4],
    beta: [INF, -3],
    value: [4, -4],
    bound: ["exact", "upper"],
  },
});

test("the start says what will be searched, and each event what it did", () => {
  assert.equal(sentenceAt(D, 0), describeStart(D));
  assert.equal(
    sentenceAt(D, 0),
    "Ready: test will search N0 (2 nodes, 4 events). Step forward to watch it.",
  );
  assert.match(
    sentenceAt(D, enterOf(D, 1)),
    /^Null-window probe of N1 \(MIN to move\) with the window \(−4, −3\): for N0, can move 1 beat 3/,
  );
  const exit = sentenceAt(D, exitOf(D, 1));
  assert.match(exit, /^Null-window probe \(−4, −3\) at N1 returns −4: fail-low, so N1 ≤ −4;/);
  assert.match(exit, /for N0, move 1 beats 3, the larger of α and the best so far\.$/);
});

test("a stopped trace says why at its last event only", () => {
  const stopped = { ...D, stop_said: "The trace stops here: node limit reached." };
  assert.ok(sentenceAt(stopped, D.n).endsWith(" The trace stops here: node limit reached."));
  assert.ok(!sentenceAt(stopped, D.n - 1).includes("stops here"));
});

test("nodes are named by their labels, or by the moves from the root", () => {
  assert.equal(nodeName(D, 1), "N1");
  const moves = { ...D, labelled: false, nodes: { ...D.nodes, move: ["", "c4"] } };
  assert.deepEqual([nodeName(moves, 0), nodeName(moves, 1)], ["the root", "the position after c4"]);
});

test("the quiz asks what a value proves before it is returned, and nothing at a full window", () => {
  const q = questionAt(D, exitOf(D, 1) - 1);
  assert.equal(q.kind, "bound");
  assert.equal(q.prompt, "N1 was searched with the window (−4, −3). What will its value prove?");
  assert.equal(q.choices[q.answer], D.words.choices.bound.upper);
  // the root's window is (−∞, ∞): nothing to predict; nor before the first event's enter
  assert.equal(questionAt(D, exitOf(D, 0) - 1), null);
  assert.equal(questionAt(D, D.n), null);
  const asked = (quiz) =>
    [...Array(D.n + 1).keys()].flatMap((c) => {
      const x = quiz.questions.at(c);
      return x ? [[c, x.kind, quiz.choices[x.choices][x.answer]]] : [];
    });
  assert.deepEqual(asked(quizOf(D)), [[exitOf(D, 1) - 1, "bound", D.words.choices.bound.upper]]);
  assert.deepEqual(asked(quizOf({ ...D, ask: ["cutoff"] })), []);
});

import assert from "node:assert/strict";
import { test } from "node:test";
import { distinctName } from "../../gamesearch/frontend/player/dom.js";
import { nodeText } from "../../gamesearch/frontend/player/mirror.js";
import { sentenceAt } from "../../gamesearch/frontend/player/narrate.js";
import { message, whereText, zoomText } from "../../gamesearch/frontend/player/speech.js";
import { initial, reduce } from "../../gamesearch/frontend/player/state.js";
import { pathText, treeOf } from "../../gamesearch/frontend/player/tree.js";
import { enterOf, exitOf, searchData } from "./fixture.js";

const D = searchData([-1, 0, 1, 0], {
  nodes: {
    entry: ["(−∞, ∞)", "(3, 4)", "(−4, −3)", "(3, 4)"],
    bound: ["exact", "lower", "upper", "exact"],
  },
});
const tree = treeOf(D);
const after = (state, action) => reduce(D, tree.asked, state, action);

test("a step says its sentence, and nothing is said before anything was done", () => {
  const start = initial(D);
  assert.equal(message(D, null, start), "");
  const said = message(D, start, after(start, { type: "forward" }));
  assert.equal(said, sentenceAt(D, 1));
  assert.equal(
    said,
    "The search starts at N0 (MAX to move) with the window (−∞, ∞), to the end of the game.",
  );
  assert.equal(message(D, start, start), "");
});

test("every mode change is said: play and pause, quiz, whole tree, zoom, strategies", () => {
  const start = initial(D);
  const playing = after(start, { type: "play" });
  assert.equal(message(D, start, playing), "Playing.");
  const beat = after(playing, { type: "tick" });
  assert.equal(message(D, playing, beat), "", "a beat while playing says nothing");
  assert.equal(message(D, beat, after(beat, { type: "play" })), `Paused. ${sentenceAt(D, 1)}`);
  assert.match(message(D, start, after(start, { type: "quiz" })), /^Quiz on/);
  const quiz = after(start, { type: "quiz" });
  assert.equal(message(D, quiz, after(quiz, { type: "quiz" })), "Quiz off.");
  const whole = after(start, { type: "whole" });
  assert.equal(message(D, start, whole), "Whole tree shown.");
  assert.equal(message(D, whole, after(whole, { type: "whole" })), "Following the current node.");
  const zoomed = after(start, { type: "zoom", factor: 1.25 });
  assert.equal(message(D, start, zoomed), "Zoom 125 %.");
  assert.equal(zoomText(1.5625), "Zoom 156 %.");
  const shown = { ...start, proof: true };
  assert.equal(
    message(D, start, shown, (s) => (s.proof ? "shown" : "hidden")),
    "shown",
  );
});

test("an answer is one message: the verdict, the score, then the step it shows", () => {
  const asked = searchData([-1, 0], {
    questions: [{ at: 1, choices: 0, answer: 1, kind: "bound" }],
    choices: [["a lower bound", "an exact value"]],
  });
  const t = treeOf(asked);
  let state = reduce(asked, t.asked, initial(asked, { quiz: true }), { type: "forward" });
  const open = reduce(asked, t.asked, state, { type: "forward" });
  assert.notEqual(open.asked, null, "the fixture asks before its second event");
  state = reduce(asked, t.asked, open, { type: "answer", choice: 0 });
  const said = message(asked, open, state);
  assert.ok(said.startsWith(`${state.verdict.text} ${state.verdict.score} `), said);
  assert.ok(said.endsWith(sentenceAt(asked, state.cursor)), said);
  assert.equal(message(asked, open, { ...open, asked: null }), "Question closed.");
});

test("where am I: the event, the path from the root, and the node as the list says it", () => {
  const cursor = enterOf(D, 2); // N2 just entered
  const said = whereText(D, tree, cursor);
  const path = "Path: N0 (−∞, ∞) › N1 (3, 4) › N2 (−4, −3)";
  assert.ok(said.startsWith(`Event ${cursor} of ${D.n}. ${path}.`), said);
  assert.ok(said.includes(nodeText(D, tree, 2, cursor)), said);
  assert.match(said, /N2: MAX to move; window \(−4, −3\); searching/);
  const done = whereText(D, tree, exitOf(D, 1));
  assert.match(done, /returned = 1, fail-high, a lower bound/);
  assert.ok(whereText(D, tree, 1).includes(pathText(D, [0])));
});

test("two players of one name on a page are told apart", () => {
  assert.equal(distinctName("Player: x", []), "Player: x");
  assert.equal(distinctName("Player: x", ["Player: y"]), "Player: x");
  assert.equal(distinctName("Player: x", ["Player: x"]), "Player: x (2)");
  assert.equal(distinctName("Player: x", ["Player: x", "Player: x (2)"]), "Player: x (3)");
});

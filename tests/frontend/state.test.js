import assert from "node:assert/strict";
import { test } from "node:test";
import { ZOOM } from "../../gamesearch/frontend/player/sizes.js";
import { initial, quizLabel, reduce } from "../../gamesearch/frontend/player/state.js";
import { treeOf } from "../../gamesearch/frontend/player/tree.js";
import { searchData } from "./fixture.js";

const bound = { at: 2, kind: "bound", choices: 0, answer: 0 };
const cutoff = { at: 5, kind: "cutoff", choices: 1, answer: 1 };
const D = searchData([-1, 0, 1, 0], {
  questions: [bound, cutoff],
  choices: [
    ["fail-low", "exact", "fail-high"],
    ["no", "yes"],
  ],
});
const { asked } = treeOf(D);
/** The state after `actions` (each a type, or an action) from `state`. */
const run = (state, ...actions) =>
  actions.reduce((s, a) => reduce(D, asked, s, typeof a === "string" ? { type: a } : a), state);

test("stepping moves the cursor within 0 .. n", () => {
  const s = initial(D);
  assert.equal(run(s, "forward", "forward").cursor, 2);
  assert.equal(run(s, "back").cursor, 0);
  assert.equal(run(s, "last").cursor, D.n);
  assert.equal(run(s, "last", "forward").cursor, D.n);
  assert.equal(run(s, { type: "go", to: 99 }).cursor, D.n);
  assert.equal(run(s, { type: "go", to: "x" }).cursor, 0);
  assert.equal(initial(D, { cursor: 5 }).cursor, 5);
});

test("in quiz mode forward asks first, once; out of it, it steps", () => {
  const s = run(initial(D, { quiz: true }), "forward", "forward");
  assert.equal(s.cursor, 2);
  const asking = run(s, "forward");
  assert.equal(asking.cursor, 2); // it asks before it steps
  assert.equal(asking.asked, 2);
  assert.equal(run(asking, "forward").cursor, 2); // no step while the question is open
  assert.equal(run(initial(D), "forward", "forward", "forward").cursor, 3); // quiz off
});

test("an answer is judged, scored, and shows the step it asked about", () => {
  const asking = run(initial(D, { quiz: true }), { type: "go", to: 2 }, "forward");
  const right = run(asking, { type: "answer", choice: 0 });
  assert.equal(right.cursor, 3);
  assert.equal(right.asked, null);
  assert.deepEqual(right.verdict, {
    at: 2,
    right: true,
    text: "✔ Right.",
    score: "Score: 1 of 1 right. 1 questions to go.",
  });
  assert.equal(quizLabel(right), "Quiz 1 / 1");
  assert.equal(run(right, "forward").verdict, null); // it goes with the next move
  assert.equal(run(right, "whole").verdict, right.verdict); // not with a change of view
  const wrong = run(right, { type: "go", to: 5 }, "forward", { type: "answer", choice: 0 });
  assert.equal(wrong.verdict.text, "✘ Not quite: yes.");
  assert.equal(wrong.verdict.score, "Score: 1 of 2 right. That was the last question.");
  assert.equal(run(right, { type: "go", to: 2 }, "forward").asked, null); // asked once
  assert.equal(run(asking, { type: "answer", choice: 7 }), asking); // no such answer
  assert.equal(run(initial(D), { type: "answer", choice: 0 }).verdict, null); // none open
});

test("Escape closes the question without stepping; moving elsewhere closes it too", () => {
  const asking = run(initial(D, { quiz: true }), { type: "go", to: 2 }, "forward");
  const closed = run(asking, "close");
  assert.equal(closed.asked, null);
  assert.equal(closed.cursor, 2);
  assert.equal(run(asking, "back").asked, null);
  assert.equal(run(asking, "quiz").asked, null); // leaving the quiz closes it
  assert.equal(quizLabel(run(asking, "quiz")), "Quiz");
});

test("playing stops at a question and at the end; P at the end starts again", () => {
  const playing = run(initial(D, { quiz: true }), "play");
  assert.equal(playing.playing, true);
  const stopped = run(playing, "tick", "tick", "tick");
  assert.equal(stopped.asked, 2);
  assert.equal(stopped.playing, false);
  assert.equal(run(stopped, "tick").cursor, 2); // a late beat does nothing
  const done = run(initial(D), { type: "go", to: D.n - 1 }, "play", "tick");
  assert.equal(done.cursor, D.n);
  assert.equal(done.playing, false);
  const again = run(done, "play");
  assert.equal(again.cursor, 0);
  assert.equal(again.playing, true);
  assert.equal(run(again, "play").playing, false);
});

test("zoom stays within its range and leaves the whole tree", () => {
  const s = run(initial(D), "whole", { type: "zoom", factor: ZOOM.step });
  assert.equal(s.zoom, ZOOM.step);
  assert.equal(s.whole, false);
  assert.equal(run(s, { type: "zoom", factor: 100 }).zoom, ZOOM.max);
  assert.equal(run(s, { type: "zoom", factor: 0.01 }).zoom, ZOOM.min);
  assert.equal(run(initial(D), "whole").whole, true);
});

test("an action the player does not have is refused by name", () => {
  assert.throws(() => run(initial(D), "jump"), /no action "jump"/);
});

test("S shows and hides the solution trees, which stay through steps; with none it does nothing", () => {
  const start = initial(D); // data with no proof: the same state, its button left out
  assert.equal(run(start, "proof"), start);
  const proved = searchData([-1, 0], {
    proofs: [
      { root: 0, bound: "lower", prover: 0, tag: "MAX's strategy", said: "", nodes: [0, 1] },
    ],
  });
  const go = (state, ...actions) =>
    actions.reduce((s, a) => reduce(proved, [], s, typeof a === "string" ? { type: a } : a), state);
  const on = go(initial(proved), "proof");
  assert.equal(on.proof, true);
  assert.equal(go(on, "forward", "last", "back", "whole", "quiz").proof, true);
  assert.equal(go(on, "proof").proof, false);
  assert.equal(initial(proved).proof, false); // off at the start: the search comes first
});

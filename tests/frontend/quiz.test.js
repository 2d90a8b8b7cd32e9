import assert from "node:assert/strict";
import { test } from "node:test";
import { Quiz } from "../../gamesearch/frontend/player/quiz.js";

const bound = {
  kind: "bound",
  prompt: "E was searched with the window (4, 5). What will its value prove?",
  choices: ["fail-low", "exact", "fail-high"],
  answer: 0,
};
const cutoff = { kind: "cutoff", prompt: "Does E cut off now?", choices: ["no", "yes"], answer: 1 };
const questions = [null, bound, null, cutoff, null];

test("a question is asked only in quiz mode, at its cursor, until it is answered", () => {
  const quiz = new Quiz(questions);
  assert.equal(quiz.due(1), null); // quiz mode is off
  quiz.on = true;
  assert.equal(quiz.due(0), null);
  assert.equal(quiz.due(1), bound);
  quiz.asked = 1;
  quiz.answer(2);
  assert.equal(quiz.due(1), null); // answered, even wrongly: asked once
  assert.equal(quiz.due(3), cutoff);
});

test("an answer is judged against the question's right choice", () => {
  const quiz = new Quiz(questions, true);
  quiz.asked = 1;
  assert.deepEqual(quiz.answer(0), { at: 1, right: true, verdict: "✔ Right." });
  quiz.asked = 3;
  assert.deepEqual(quiz.answer(0), { at: 3, right: false, verdict: "✘ Not quite: yes." });
  assert.equal(quiz.asked, null);
  assert.equal(quiz.answer(1), null); // no question open: nothing to judge
  assert.equal(quiz.answers.size, 2);
});

test("the score counts right answers and the questions left", () => {
  const quiz = new Quiz(questions, true);
  assert.equal(quiz.label(), "Quiz 0 / 0");
  quiz.asked = 1;
  quiz.answer(0);
  assert.equal(quiz.score(1), "Score: 1 of 1 right. 1 questions to go.");
  assert.equal(quiz.label(), "Quiz 1 / 1");
  quiz.asked = 3;
  quiz.answer(0);
  assert.equal(quiz.score(3), "Score: 1 of 2 right. That was the last question.");
  quiz.on = false;
  assert.equal(quiz.label(), "Quiz");
});

// The quiz: which questions are asked, how answers are judged, the score; and its box.
import { h } from "./dom.js";

/**
 * The quiz over `questions` (per cursor, the question asked before stepping past it, or
 * null; each `{prompt, choices, answer}`, `answer` the index of the right choice). While it
 * is `on`, stepping forward from a cursor with a question asks it first, once.
 */
export class Quiz {
  constructor(questions, on = false) {
    this.questions = questions;
    this.on = on;
    this.answers = new Map(); // cursor -> answered right?
    this.asked = null; // the cursor whose question is open, waiting for an answer
  }

  /** The question to ask before stepping forward from `cursor`, or null. */
  due(cursor) {
    const q = this.questions[cursor];
    return this.on && q && !this.answers.has(cursor) ? q : null;
  }

  /** Judge `choice` for the open question and close it: `{at, right, verdict}`, or null
   *  when no question is open. */
  answer(choice) {
    if (this.asked === null) return null;
    const at = this.asked;
    const q = this.questions[at];
    const right = choice === q.answer;
    this.answers.set(at, right);
    this.asked = null;
    const verdict = right ? "✔ Right." : `✘ Not quite: ${q.choices[q.answer]}.`;
    return { at, right, verdict };
  }

  /** How many answers were right. */
  right() {
    return [...this.answers.values()].filter(Boolean).length;
  }

  /** The quiz button's label. */
  label() {
    return this.on ? `Quiz ${this.right()} / ${this.answers.size}` : "Quiz";
  }

  /** The score after answering at `cursor`, and how many questions are left from there. */
  score(cursor) {
    const left = this.questions
      .slice(cursor)
      .filter((q, i) => q && !this.answers.has(cursor + i)).length;
    const end = left === 0 ? " That was the last question." : ` ${left} questions to go.`;
    return `Score: ${this.right()} of ${this.answers.size} right.${end}`;
  }
}

/** Show question `q` in `box`, one button a choice; `onAnswer(i)` when one is chosen. */
export function showQuestion(box, q, onAnswer) {
  box.hidden = false;
  const choices = q.choices.map((text, i) =>
    h("button", { text: `${i + 1}. ${text}`, onclick: () => onAnswer(i) }),
  );
  box.replaceChildren(
    h("div", { class: "prompt", text: `Predict: ${q.prompt}` }),
    h("div", { class: "choices" }, ...choices),
  );
  choices[0].focus({ preventScroll: true });
}

/** Show a judged answer and the score in `box`. */
export function showVerdict(box, { right, verdict }, score) {
  box.replaceChildren(
    h("div", { class: `verdict ${right ? "right" : "wrong"}`, text: verdict }),
    h("div", { class: "message", text: score }),
  );
}

// The quiz's questions (pure): the front end's side of StepperModel.question, made in the
// browser from the events' numbers and the course's words (D.words.choices), so that Python
// sends no question. tests/widgets/test_payload.py checks every question, at every cursor of
// the course's traces, against the Python one.
import { answerOf, effectiveWindow, nodeName, passOf, proves, testOf } from "./narrate.js";
import { number, windowText } from "./text.js";

const INF = Number.POSITIVE_INFINITY;
const cap = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The prediction to ask before the event at `cursor`, or null: `{kind, prompt, choices,
 * answer}`, `choices` the answers' texts and `choices[answer]` the right one. Asked before:
 * an interior node searched with a window other than (−∞, ∞) returns (`bound`; before the
 * table stores it, if it does); the event after a child returns, while its parent is still
 * open (`cutoff`); a table probe that finds an entry (`probe`); the end of an MTD(f) pass
 * (`pass`). Of any kind, whether D.ask asks it or not.
 */
export function questionAt(D, c) {
  const q = classify(D, c);
  return q === null ? null : new Question(D, c, q.kind, q.choices, q.answer);
}

/** The question at `c` as questionAt finds it, its prompt a function that makes it. */
function classify(D, c) {
  if (!(c >= 0 && c < D.n)) return null;
  const E = D.events;
  const N = D.nodes;
  const C = D.words.choices;
  const kind = D.kinds[E.kind[c]];
  const k = E.id[c];
  if (kind === "pass-end") {
    const pass = passOf(D, k);
    const g = pass.gamma;
    const prompt = () =>
      `MTD(f) pass ${k} tests γ = ${number(g)} with the null window ` +
      `${windowText(g - 1, g)}. How does it end?`;
    return ask("pass", prompt, C.passes, pass.value >= g ? 1 : 0);
  }
  if (kind.startsWith("pass-")) return null;
  const name = () => cap(nodeName(D, k));
  const test = testOf(D, k);
  const leaf = N.leaf[k] !== null;
  const bound = N.bound[k];
  if (test && kind === "exit" && !leaf && bound !== null) {
    const prompt = () =>
      `${name()} asks SCOUT's test ${test.relation} ${number(test.v)}?. What will it answer?`;
    const choices = [false, true].map((answer) => testChoice(D, test, answer));
    return ask("bound", prompt, choices, answerOf(D, test, k) ? 1 : 0);
  }
  const [alpha, beta] = effectiveWindow(D, k);
  const full = alpha === -INF && beta === INF; // nothing to predict: it is exact
  const before = c > 0 ? [D.kinds[E.kind[c - 1]], E.id[c - 1]] : null;
  // a store just before the exit already says what the value proves: ask before it
  const returns =
    (kind === "exit" && !(before && before[0] === "store" && before[1] === k)) ||
    (kind === "store" && N.exit_at[k] === c + 1);
  if (returns && !leaf && bound !== null && !full) {
    const prompt = () =>
      `${name()} was searched with the window ${windowText(alpha, beta)}. ` +
      "What will its value prove?";
    const { bounds, boundOrder } = listsOf(D);
    return ask("bound", prompt, bounds, boundOrder.indexOf(bound));
  }
  const tt = N.tt[k];
  if (kind === "probe" && tt !== null && tt in C.probe) {
    const prompt = () =>
      `The table has an entry for ${nodeName(D, k)}, entered with the window ` +
      `${windowText(N.alpha[k], N.beta[k])}. What will the entry do?`;
    const { probes, probeOrder } = listsOf(D);
    return ask("probe", prompt, probes, probeOrder.indexOf(tt));
  }
  if (before?.[0] !== "exit") return null;
  const child = before[1];
  const parent = N.parent[child];
  if (parent < 0 || Number.isNaN(N.value[child]) || N.exit_at[parent] < c) return null;
  if (kind === "exit" && k === parent) return null; // the bound question above covers it
  const cuts = kind === "cutoff" && k === parent;
  const prompt = () =>
    cap(
      `${nodeName(D, child)} returned ${number(N.value[child])}. ` +
        `Does ${nodeName(D, parent)} cut off now?`,
    );
  return ask("cutoff", prompt, C.cutoff, cuts ? 1 : 0);
}

/** D's lists of answers (D.words.choices) as arrays, made once per D: a question's
 *  `choices` is one of these, or a SCOUT test's own. */
const lists = new WeakMap();
function listsOf(D) {
  let out = lists.get(D);
  if (!out) {
    const C = D.words.choices;
    out = {
      bounds: Object.values(C.bound),
      boundOrder: Object.keys(C.bound),
      probes: Object.values(C.probe),
      probeOrder: Object.keys(C.probe),
    };
    lists.set(D, out);
  }
  return out;
}

/** A question as classify finds it: its prompt `say()`. */
const ask = (kind, say, choices, answer) => ({ kind, prompt: say, choices, answer });

/** A question, as Quiz.at makes it to show: `kind`, `choices`, `answer`, and its `prompt`,
 *  made when first read. */
class Question {
  // private: not in its JSON, nor compared
  #D;
  #c;
  /** @type {string | null} */
  #said = null;

  constructor(D, c, kind, choices, answer) {
    this.kind = kind;
    this.choices = choices;
    this.answer = answer;
    this.#D = D;
    this.#c = c;
  }

  get prompt() {
    this.#said ??= classify(this.#D, this.#c).prompt();
    return this.#said;
  }

  toJSON() {
    return { ...this, prompt: this.prompt };
  }
}

/** An answer to a test with what it proves: "no: ≤ 3, an upper bound". */
function testChoice(D, test, answer) {
  const { relation, bound } = proves(D, test, answer);
  const proof = bound === "lower" ? "a lower bound" : "an upper bound";
  return `${answer ? "yes" : "no"}: ${relation} ${number(test.v)}, ${proof}`;
}

/** The kinds of question, as a Quiz keeps them. */
const KINDS = ["bound", "cutoff", "probe", "pass"];

/**
 * The quiz as the player keeps it: by cursor, the question asked before that event, if any:
 * its kind, its list of answers (an index into D.choices; −1 where none is asked) and the
 * right one, in typed arrays. A search of 100 000 nodes has some 200 000 questions: kept
 * as objects, every garbage collection would mark them all. `at(cursor)` makes the
 * question to show.
 */
export class Quiz {
  constructor(D) {
    this.D = D;
    this.list = new Int32Array(D.n + 1).fill(-1);
    this.kind = new Int8Array(D.n + 1);
    this.answer = new Int8Array(D.n + 1);
  }

  /** Ask a question of `kind` before the event at `cursor`: answer `answer` of the list of
   *  answers D.choices[list]. */
  add(cursor, kind, list, answer) {
    this.list[cursor] = list;
    this.kind[cursor] = KINDS.indexOf(kind);
    this.answer[cursor] = answer;
  }

  /** The question asked before the event at `cursor`, or null: `{kind, prompt, choices,
   *  answer}`, `choices` its list of answers in D.choices. */
  at(cursor) {
    const list = this.list[cursor];
    if (!(list >= 0)) return null;
    return new Question(this.D, cursor, KINDS[this.kind[cursor]], list, this.answer[cursor]);
  }

  /** How many questions are asked from `cursor` on, but at the cursors of `answered`. */
  left(cursor, answered) {
    let left = 0;
    for (let c = cursor; c < this.list.length; c++) {
      if (this.list[c] >= 0 && !(c in answered)) left++;
    }
    return left;
  }
}

/**
 * The questions the quiz asks (D.ask's kinds), as the player keeps them: `questions`, a
 * Quiz, and `choices`, the distinct lists of answers.
 */
export function quizOf(D) {
  const asks = new Set(D.ask);
  const quiz = new Quiz(D);
  const choices = [];
  const at = new Map(); // a list of answers (or a test's, by its text) → its index in choices
  for (let c = 0; c < D.n; c++) {
    const q = questionAt(D, c);
    if (q === null || !asks.has(q.kind)) continue;
    const key = q.kind === "bound" && q.choices.length === 2 ? q.choices.join("\n") : q.choices;
    if (!at.has(key)) {
      at.set(key, choices.length);
      choices.push(q.choices);
    }
    quiz.add(c, q.kind, at.get(key), q.answer);
  }
  return { questions: quiz, choices };
}

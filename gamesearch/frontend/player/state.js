// The player's state and how each action changes it (pure): the cursor, the view, the
// zoom, playing, and the quiz. player.js keeps one state, hands each action to `reduce`
// and draws what changed; nothing here touches the page.
import { ZOOM } from "./sizes.js";

/**
 * @typedef {Object} State
 * @property {number} cursor - the number of events shown, 0 .. n
 * @property {boolean} whole - "Whole tree" asked for
 * @property {boolean} proof - the solution trees the search proved are shown (proof.js)
 * @property {number} zoom - ZOOM.min .. ZOOM.max
 * @property {boolean} playing
 * @property {boolean} quiz - quiz mode
 * @property {number|null} asked - the cursor whose question is open, waiting for an answer
 * @property {Object<number, boolean>} answers - cursor → answered right? (each asked once)
 * @property {{at: number, right: boolean, text: string, score: string}|null} verdict - the
 *   answer just judged, shown with the step it showed (until the next move)
 */

/** The state a player starts in: at `cursor` (clamped), in quiz mode if `quiz`. */
export function initial(D, { cursor = 0, quiz = false } = {}) {
  return {
    cursor: clamp(D, cursor),
    whole: false,
    proof: false,
    zoom: ZOOM.min,
    playing: false,
    quiz: !!quiz,
    asked: null,
    answers: {},
    verdict: null,
  };
}

const clamp = (D, to) => Math.max(0, Math.min(Math.trunc(Number(to)) || 0, D.n));

/** The question to ask before stepping forward from `cursor`, or null: in quiz mode, where
 *  there is one that was not answered yet (`asked`: the questions.Quiz, tree.treeOf). */
export function due(state, asked, cursor = state.cursor) {
  return state.quiz && !(cursor in state.answers) ? asked.at(cursor) : null;
}

/** How many answers were right. */
export const rightAnswers = (state) => Object.values(state.answers).filter(Boolean).length;

/** The quiz button's label: "Quiz", or "Quiz 3 / 4" (right of answered) in quiz mode. */
export function quizLabel(state) {
  return state.quiz ? `Quiz ${rightAnswers(state)} / ${Object.keys(state.answers).length}` : "Quiz";
}

/** The score after answering at `cursor`, and how many questions are left from there. */
export function scoreText(state, asked, cursor) {
  const left = asked.left(cursor, state.answers);
  const end = left === 0 ? " That was the last question." : ` ${left} questions to go.`;
  const answered = Object.keys(state.answers).length;
  return `Score: ${rightAnswers(state)} of ${answered} right.${end}`;
}

/** The state after moving to `to` (clamped); an open question elsewhere closes, and the
 *  last verdict, which belongs to the step its answer showed, goes. */
function go(D, state, to) {
  const cursor = clamp(D, to);
  const asked = state.asked !== null && state.asked !== cursor ? null : state.asked;
  const verdict = cursor === state.cursor ? state.verdict : null;
  return { ...state, cursor, asked, verdict };
}

/** Forward, but in quiz mode ask first when the next event has a question (and pause). */
function forward(D, asked, state) {
  if (state.asked !== null) return { ...state, playing: false };
  if (due(state, asked)) return { ...state, asked: state.cursor, playing: false, verdict: null };
  const next = go(D, state, state.cursor + 1);
  return next.cursor === D.n ? { ...next, playing: false } : next;
}

/** Judge `choice` for the open question: the verdict, the score, and the step it asked
 *  about shown. */
function answer(D, asked, state, choice) {
  const at = state.asked;
  const q = at === null ? null : asked.at(at);
  if (!q || !(choice >= 0 && choice < D.choices[q.choices].length)) return state;
  const right = choice === q.answer;
  const answers = { ...state.answers, [at]: right };
  const text = right ? "✔ Right." : `✘ Not quite: ${D.choices[q.choices][q.answer]}.`;
  const judged = { ...state, answers, asked: null };
  const verdict = { at, right, text, score: scoreText(judged, asked, at) };
  return { ...go(D, judged, at + 1), verdict };
}

/**
 * The state after `action`: `{type}` one of forward, back, first, last, whole, proof (show
 * or hide the solution trees; nothing where the data has none), quiz, play, close (the
 * open question), tick (a beat while playing); `{type: "go", to}`, `{type:
 * "zoom", factor}`, `{type: "answer", choice}` (0-based). `asked` is tree.treeOf(D).asked,
 * the questions.Quiz.
 * @param {State} state
 * @returns {State}
 */
export function reduce(D, asked, state, action) {
  switch (action.type) {
    case "forward":
      return forward(D, asked, state);
    case "tick":
      return state.playing ? forward(D, asked, state) : state;
    case "back":
      return go(D, state, state.cursor - 1);
    case "first":
      return go(D, state, 0);
    case "last":
      return go(D, state, D.n);
    case "go":
      return go(D, state, action.to);
    case "answer":
      return answer(D, asked, state, action.choice);
    case "close":
      return { ...state, asked: null };
    case "zoom": {
      const zoom = Math.max(ZOOM.min, Math.min(ZOOM.max, state.zoom * action.factor));
      return { ...state, zoom, whole: false };
    }
    case "whole":
      return { ...state, whole: !state.whole };
    case "proof":
      return D.proofs.length ? { ...state, proof: !state.proof } : state;
    case "quiz":
      return { ...state, quiz: !state.quiz, asked: null, verdict: null };
    case "play":
      if (state.playing) return { ...state, playing: false };
      return { ...go(D, state, state.cursor === D.n ? 0 : state.cursor), playing: true };
    default:
      throw new Error(`the player has no action ${JSON.stringify(action.type)}`);
  }
}

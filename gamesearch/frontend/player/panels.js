// The panels above the tree at a cursor: the sentence, the board, the number line and the
// status line; and the quiz's box. Only DOM: what they say comes from narrate.js, frame.js
// and state.js.
import { boardPicture } from "./board.js";
import { h, setMarkup } from "./dom.js";
import { sentenceAt } from "./narrate.js";
import { lineLabel, lineSvg } from "./numberline.js";
import { grouped } from "./text.js";

/** The panels' elements: `sentence`, `board` (an image named by its position in words),
 *  `line` (the number line, an image named by what it shows), and on one line `number` (the
 *  current node's number, what "Go to node" takes) and `status`. */
export function panels() {
  return {
    sentence: h("div", { class: "sentence" }),
    board: h("div", { class: "board", role: "img" }),
    line: h("div", { class: "line", role: "img" }),
    number: h("span", { class: "number" }),
    status: h("span", { class: "status" }),
  };
}

/** "Node 4,123": the number of node `k` (where the search entered it, from 0), grouped as
 *  "Go to node" shows its range; "" for none. */
export const nodeNumber = (k) => (k === null ? "" : `Node ${grouped(k)}`);

/** Show in `parts` what `D` has at `cursor`, whose `frame` is frame.frameAt's. */
export function showPanels(parts, D, cursor, frame) {
  parts.sentence.textContent = sentenceAt(D, cursor);
  const line = lineSvg(D, frame);
  setMarkup(parts.line, line);
  parts.line.hidden = !line;
  parts.line.setAttribute("aria-label", lineLabel(frame));
  const shown = frame.board >= 0;
  parts.board.hidden = !shown;
  if (shown && parts.board.dataset.at !== String(frame.board)) {
    const { svg, text } = boardPicture(D, frame.board);
    parts.board.innerHTML = svg;
    parts.board.setAttribute("aria-label", `The board: ${text}`);
    parts.board.dataset.at = String(frame.board);
  }
  parts.number.textContent = nodeNumber(frame.node);
  parts.number.hidden = frame.node === null;
  parts.status.textContent = frame.status;
}

/** The quiz's box: a question as a group named by its prompt, one button an answer; and
 *  the verdict and the score, shown (the player says them, in one message with the step
 *  they show: speech.js). */
export class QuizBox {
  constructor(scope) {
    this.prompt = h("div", { class: "prompt", id: `${scope}-prompt` });
    this.choices = h("div", { class: "choices" });
    this.ask = h("div", { class: "ask", role: "group", "aria-labelledby": this.prompt.id });
    this.ask.append(this.prompt, this.choices);
    this.verdict = h("div", { class: "verdict" });
    this.score = h("div", { class: "message" });
    this.said = h("div", { class: "said" }, this.verdict, this.score);
    this.el = h("div", { class: "quiz" }, this.ask, this.said);
    this.shown = null; // the cursor whose question the buttons are for
  }

  /** Show `state`'s open question (`q`, or null) and verdict; `onAnswer(i)` when answer
   *  `i` is chosen. Returns the first answer's button when a question has just opened. */
  show(D, state, q, onAnswer) {
    let opened = null;
    this.ask.hidden = q === null;
    if (q === null && this.shown !== null) {
      this.prompt.textContent = "";
      this.choices.replaceChildren();
    }
    if (q !== null && this.shown !== state.asked) {
      this.prompt.textContent = `Predict: ${q.prompt}`;
      const buttons = D.choices[q.choices].map((text, i) =>
        h("button", { type: "button", text: `${i + 1}. ${text}`, onclick: () => onAnswer(i) }),
      );
      this.choices.replaceChildren(...buttons);
      opened = buttons[0];
    }
    this.shown = q === null ? null : state.asked;
    const v = state.verdict;
    const text = v ? v.text : "";
    if (this.verdict.textContent !== text) {
      this.verdict.textContent = text;
      this.score.textContent = v ? v.score : "";
    }
    this.verdict.className = `verdict ${v ? (v.right ? "right" : "wrong") : ""}`;
    this.el.classList.toggle("open", q !== null || !!v);
    return opened;
  }
}

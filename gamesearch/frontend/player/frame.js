// What the panels show at a cursor (pure): the node, its window or test, what it returned,
// the status line, the board. It replays gamesearch.widgets.stepper_model.StepperModel (the
// reference: tests/widgets/test_payload.py checks this module against it at every cursor).
import { endFromJson } from "./jsonnum.js";
import { grouped } from "./text.js";
import { current, eventAt, returned } from "./tree.js";

/**
 * What cursor `cursor` shows: `{event, node, window, test, value, bound, outcome, status,
 * board}`. `window` is `{alpha, beta, text}` (the table's narrowed window once probed; an
 * MTD(f) pass's null window at a pass event; null at a SCOUT test, which asks `test`:
 * `{relation, v, answer, holds, bound, question, verdict}`, answered once it returned);
 * `value`, `bound` and `outcome` (its text) are what the call returned, once it has (else
 * null); `board` is the board shown (board.boardPicture draws it), or -1.
 */
export function frameAt(D, tree, cursor) {
  const event = eventAt(D, cursor);
  const node = current(D, cursor);
  const frame = { event, node, window: null, test: null, value: null, bound: null, outcome: null };
  if (node !== null) Object.assign(frame, nodeFrame(D, tree, node, cursor));
  else if (event !== null) Object.assign(frame, passFrame(tree, event));
  frame.status = statusText(D, cursor, frame);
  frame.board = boardAt(D, tree, node);
  return frame;
}

function nodeFrame(D, tree, k, cursor) {
  const N = D.nodes;
  const out = {};
  const test = tree.tests.get(k);
  if (test) {
    const [, relation, v, answer, holds, bound, question, verdict] = test;
    out.test = returned(D, k, cursor)
      ? { relation, v, answer, holds, bound, question, verdict }
      : { relation, v, answer: null, holds: null, bound: null, question, verdict: "" };
  } else {
    const narrowed = tree.narrowed.get(k);
    out.window =
      narrowed && N.probe_at[k] < cursor
        ? { ...ends(narrowed[1], narrowed[2]), text: narrowed[3] }
        : { alpha: N.alpha[k], beta: N.beta[k], text: N.entry[k] };
  }
  if (returned(D, k, cursor)) {
    out.value = Number.isNaN(N.value[k]) ? null : N.value[k];
    out.bound = N.bound[k];
    out.outcome = N.outcome[k];
  }
  return out;
}

/** A narrowed window's ends as D.narrowed writes them (null: open) as numbers (±Infinity). */
const ends = (alpha, beta) => ({
  alpha: endFromJson(alpha, "lower"),
  beta: endFromJson(beta, "upper"),
});

function passFrame(tree, event) {
  const [, , gamma, text, value, bound, outcome] = tree.passes.get(event.id);
  const out = { window: { alpha: gamma - 1, beta: gamma, text } };
  if (event.kind === "pass-end" && value !== null) Object.assign(out, { value, bound, outcome });
  return out;
}

/** "Event 5 of 24: exit · window (4, 5) · returned ≥ 5", or a SCOUT test's question; at the
 *  last event of a trace that stops before its search's end, "· the trace stops here: node
 *  limit of 200 nodes reached" (D.stop). */
export function statusText(D, cursor, frame) {
  let text = `Event ${grouped(cursor)} of ${grouped(D.n)}`;
  if (frame.event !== null) text += `: ${frame.event.kind}`;
  if (frame.test !== null) {
    text += ` · SCOUT test ${D.nodes.entry[frame.node]}`;
    if (frame.outcome !== null) text += ` · answered ${frame.outcome}`;
  } else if (frame.window !== null) {
    text += ` · window ${frame.window.text}`;
    if (frame.outcome !== null) text += ` · returned ${frame.outcome}`;
  }
  if (cursor === D.n && D.stop) text += ` · the trace stops here: ${D.stop}`;
  return text;
}

/** The board shown with node `k`: its position; with none, the root position's. */
function boardAt(D, tree, k) {
  const at = k ?? tree.roots[0];
  return at === undefined ? -1 : D.nodes.board[at];
}

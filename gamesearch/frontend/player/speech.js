// What the player says to a screen reader (pure): one message for each thing a person did,
// and where the current node is when asked. The words for a node are mirror.js's, the path's
// tree.js's: the same as the list of nodes and the path line say.
import { nodeText } from "./mirror.js";
import { sentenceAt } from "./narrate.js";
import { grouped } from "./text.js";
import { ancestry, current, pathText } from "./tree.js";

/** The zoom as a person reads it: "Zoom 156 %". */
export const zoomText = (zoom) => `Zoom ${Math.round(zoom * 100)} %.`;

/**
 * The one message to say after the state went from `before` to `state`, or "" (nothing to
 * say). A step says its sentence (narrate.sentenceAt); an answer says its verdict and the
 * score, then the sentence of the step it showed; Play and Pause, Quiz, Whole tree and the
 * zoom say their new setting; `strategy(state)` is what to say when the strategies are shown
 * or hidden. Nothing while playing: each beat would talk over the last (Pause says where it
 * stopped).
 * @param {(state: any) => string} [strategy]
 */
export function message(D, before, state, strategy = (_state) => "") {
  if (!before) return "";
  const parts = [];
  if (state.playing !== before.playing) parts.push(state.playing ? "Playing." : "Paused.");
  if (state.playing) return parts.join(" ");
  if (state.quiz !== before.quiz) {
    parts.push(state.quiz ? "Quiz on: predict each result before it is shown." : "Quiz off.");
  }
  if (state.whole !== before.whole) {
    parts.push(state.whole ? "Whole tree shown." : "Following the current node.");
  }
  if (state.zoom !== before.zoom) parts.push(zoomText(state.zoom));
  if (state.proof !== before.proof) parts.push(strategy(state));
  if (state.verdict && state.verdict !== before.verdict) {
    parts.push(state.verdict.text, state.verdict.score);
  }
  if (state.asked === null && before.asked !== null && !state.verdict) {
    parts.push("Question closed.");
  }
  if (state.cursor !== before.cursor || (before.playing && !state.playing)) {
    parts.push(sentenceAt(D, state.cursor));
  }
  return parts.filter(Boolean).join(" ");
}

/**
 * Where the player is at `cursor`, for the "where am I" key: the event's number, the path
 * from the root (each node with its window) and the current node as the list of nodes says
 * it (its window, its value and what the value proves, a cutoff, the table); `shown`: the
 * solution trees shown, by node (proof.provedAt).
 */
export function whereText(D, tree, cursor, shown = new Map()) {
  const at = `Event ${grouped(cursor)} of ${grouped(D.n)}.`;
  const k = current(D, cursor);
  if (k === null) return `${at} No node is being searched.`;
  return `${at} ${pathText(D, ancestry(D, k))}. ${nodeText(D, tree, k, cursor, shown)}.`;
}

// The data the player reads: checked once, before anything is drawn, and read into the
// form the player's modules use (readData): the binary columns as typed arrays, the code
// columns as their words, each node's entry and outcome as text, the quiz's questions.
import { typedColumn } from "./buffers.js";
import { answerOf, proves, testOf } from "./narrate.js";
import { VERSION } from "./payload.types.js";
import { quizOf } from "./questions.js";
import { answerText, testText, valueText, windowText } from "./text.js";

/** @typedef {import("./payload.types.js").PlayerData} PlayerData */
/**
 * The data as the player keeps it, once read (readData): PlayerData with its columns read
 * and what the wire leaves out made (see readData).
 * @typedef {Omit<PlayerData, "nodes" | "events"> & {
 *   nodes: Record<string, any>,
 *   events: Record<string, any>,
 *   narrowed: Array<[number, number | null, number | null, string]>,
 *   questions: import("./questions.js").Quiz,
 *   choices: any[],
 * }} Read
 */

/**
 * `D` read (readData) if it is data this front end reads (payload.VERSION); else an Error
 * saying which version it reads, which it got, and what to do. Data already read (the
 * tests' own, made in that form) is returned as it is.
 * @returns {Read}
 */
export function checkData(D) {
  const got = D && typeof D === "object" ? D.version : undefined;
  if (got === VERSION) return isRead(D) ? D : readData(D);
  const which = got === undefined ? "data of no version" : `data of version ${JSON.stringify(got)}`;
  throw new Error(
    `This player reads data of version ${VERSION}, and got ${which}: the notebook's output was ` +
      "made by another version of gamesearch. Run the cell again to make it with the " +
      "gamesearch installed now (after updating, restart the kernel first).",
  );
}

/** Whether `D`'s columns are read already (arrays, not bytes). */
const isRead = (D) => Array.isArray(D.nodes?.parent);

/**
 * The wire's data as the player keeps it. `nodes`: each column a typed array, but
 * `parent` (an Array), `name` and `move` (their texts; "" for a root's move), `why`,
 * `bound`, `leaf` and `tt` (their words, null for none), `entry` (the window "(−∞, 3)" or a
 * SCOUT test's "> 3?"), `outcome` ("≥ 3", "no: ≤ 3", "…") and `notes` (each node's lines).
 * `narrowed`: `[node, α, β, "(α, β)"]` for each window the table narrowed (null: an open
 * end); `positions`: its `cells` and `status` as typed arrays; `questions` (a Quiz) and
 * `choices`: the quiz (questions.quizOf).
 * @param {PlayerData} wire
 * @returns {Read}
 */
export function readData(wire) {
  const D = /** @type {Read} */ (/** @type {unknown} */ ({ ...wire }));
  const columns = (part) =>
    Object.fromEntries(
      Object.entries(wire.types[part]).map(([name, type]) => [
        name,
        typedColumn(wire[part][name], type, `${part}.${name}`),
      ]),
    );
  const N = columns("nodes");
  const words = (codes, table) => {
    const out = new Array(codes.length);
    for (let k = 0; k < codes.length; k++) out[k] = codes[k] < 0 ? null : table[codes[k]];
    return out;
  };
  N.parent = Array.from(N.parent);
  N.name = Array.from(N.name, (i) => wire.texts[i]);
  N.move = Array.from(N.move, (i) => (i < 0 ? "" : wire.texts[i]));
  N.why = words(N.why, wire.codes.why);
  N.bound = words(N.bound, wire.codes.bound);
  N.leaf = words(N.leaf, wire.codes.leaf);
  N.tt = words(N.tt, wire.codes.tt);
  const none = Object.freeze([]); // the lines of a node that has none: one shared list
  N.notes = N.parent.map(() => none);
  for (const [k, lines] of wire.notes) N.notes[k] = lines;
  D.nodes = N;
  D.events = columns("events");
  D.positions = { ...wire.positions, ...columns("positions") };
  // equal texts as one string: a search's nodes share few windows and values, and a large
  // one's own strings would be hundreds of thousands of objects for each garbage collection
  const texts = new Map();
  const shared = (text) => {
    if (!texts.has(text)) texts.set(text, text);
    return texts.get(text);
  };
  N.entry = N.parent.map((_, k) => shared(entryText(D, k)));
  N.outcome = N.parent.map((_, k) => shared(outcomeText(D, k)));
  D.narrowed = [];
  N.tt.forEach((tt, k) => {
    if (tt !== "narrow") return;
    const [lo, hi] = [N.tt_lo[k], N.tt_hi[k]];
    D.narrowed.push([k, openEnd(lo), openEnd(hi), windowText(lo, hi)]);
  });
  Object.assign(D, quizOf(D));
  return D;
}

/** An open end (±∞) as the JSON tables write it: null. */
const openEnd = (x) => (Number.isFinite(x) ? x : null);

/** How node `k` was entered: its window "(−∞, 3)", or a SCOUT test's question "> 3?". */
function entryText(D, k) {
  const test = testOf(D, k);
  return test ? testText(test.relation, test.v) : windowText(D.nodes.alpha[k], D.nodes.beta[k]);
}

/** What node `k` returned: "≥ 3", a test's "no: ≤ 3"; "…" if it never returned. */
function outcomeText(D, k) {
  const N = D.nodes;
  const test = testOf(D, k);
  if (!test) return valueText(N.value[k], N.bound[k], D.words.symbol);
  const answer = answerOf(D, test, k);
  return answer === null ? "…" : answerText(answer, proves(D, test, answer).relation, test.v);
}

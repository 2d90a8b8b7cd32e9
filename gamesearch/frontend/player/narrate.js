// What each event means, in plain English (pure): the front end's side of
// gamesearch.trace.narrate (describe_event, describe_start) and of StepperModel.sentence_at,
// made in the browser from the event's numbers and the course's words (D.words), so that
// Python sends no sentence. tests/widgets/test_payload.py checks every sentence, at every
// cursor of the course's traces, against the Python text.
import { classify, grouped, intervalText, number, windowText } from "./text.js";

const INF = Number.POSITIVE_INFINITY;

/** D's sparse tables by node (by number for the passes), made once per D. */
const indexes = new WeakMap();
function indexOf(D) {
  let index = indexes.get(D);
  if (!index) {
    const byFirst = (rows) => new Map(rows.map((row) => [row[0], row]));
    index = { tests: byFirst(D.tests), pruned: byFirst(D.pruned), passes: byFirst(D.passes) };
    index.passRoot = new Map(D.passes.map((row) => [row[1], row[0]]));
    indexes.set(D, index);
  }
  return index;
}
const cap = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** The sentence shown at `cursor`: what its last event did (the start's before the
 *  first), and at the last event of a trace that stops early, where and why. */
export function sentenceAt(D, cursor) {
  let text = cursor ? describeEvent(D, cursor - 1) : describeStart(D);
  if (cursor === D.n && D.stop_said) text = `${text} ${D.stop_said}`;
  return text;
}

/** The sentence before the first event: what is about to be searched. */
export function describeStart(D) {
  const count = D.nodes.parent.length;
  const what = count ? nodeName(D, 0) : "the root";
  return (
    `Ready: ${D.algorithm || "the search"} will search ${what} ` +
    `(${grouped(count)} nodes, ${grouped(D.n)} events). Step forward to watch it.`
  );
}

/** One sentence saying what event `index` did and what it means. */
export function describeEvent(D, index) {
  const kind = D.kinds[D.events.kind[index]];
  const k = D.events.id[index];
  if (kind === "pass-begin" || kind === "pass-end") return describePass(D, kind, k);
  return cap(EVENTS[kind](D, k));
}

// -- the nodes, as the sentences name them --------------------------------------------------

/** A node's textbook label, or null where nodes are named by the moves to them. */
export const label = (D, k) => (D.labelled ? D.nodes.name[k] : null);

/** "C", else "the root" or "the position after c4 e3" (the moves from its root, by the
 *  parent links). */
export function nodeName(D, k) {
  if (D.labelled) return D.nodes.name[k];
  const { parent, move } = D.nodes;
  const moves = [];
  for (let i = k; parent[i] >= 0; i = parent[i]) moves.push(move[i]);
  return moves.length ? `the position after ${moves.reverse().join(" ")}` : "the root";
}

const mover = (D, k) => D.words.players[D.nodes.to_move[k]];
const moveOf = (D, k) => `move ${D.nodes.move[k]}`;
const who = (D, k) => `${nodeName(D, k)} (${mover(D, k)} to move)`;
const fromParent = (D, k) => {
  const p = D.nodes.parent[k];
  return p < 0 ? "" : `, ${moveOf(D, k)} from ${nodeName(D, p)}`;
};
const parentName = (D, k) => {
  const p = D.nodes.parent[k];
  return label(D, p) !== null ? nodeName(D, p) : "its parent";
};

/** The window node `k` was searched with: the table's narrowed one, else its own. */
export function effectiveWindow(D, k) {
  const N = D.nodes;
  return N.tt[k] === "narrow" ? [N.tt_lo[k], N.tt_hi[k]] : [N.alpha[k], N.beta[k]];
}

/** What `value` proves, naming the node briefly: "C ≤ 3", "its value is at most 3". */
function claim(D, k, bound, value) {
  const name = label(D, k);
  if (name !== null) return `${name} ${D.words.symbol[bound]} ${number(value)}`;
  return `its value is ${D.words.claim[bound] || "exactly "}${number(value)}`;
}

// -- SCOUT's tests ------------------------------------------------------------------------

/** Node `k`'s test as `{relation, v}`, or null at a node that searched a window. */
export function testOf(D, k) {
  const row = indexOf(D).tests.get(k);
  return row ? { relation: row[1], v: row[2] } : null;
}

/** The answer a test node gave, from the bound it returned (null before). */
export function answerOf(D, test, k) {
  const bound = D.nodes.bound[k];
  return bound === null
    ? null
    : (bound === "lower") === (test.relation === ">" || test.relation === "≥");
}

/** What an answer proves: the relation that holds at v and the bound it gives. */
export function proves(D, test, answer) {
  const relation = answer ? test.relation : D.words.negation[test.relation];
  return { relation, bound: relation === ">" || relation === "≥" ? "lower" : "upper" };
}

const inWords = (D, relation, v) => `${D.words.relation[relation]} ${number(v)}`;
const mirrored = (D, relation, v) => ({ relation: D.words.mirror[relation], v: -v });

/** " (for MAX, more than 3)" at a node where the second player is to move. */
function seenByFirst(D, k, relation, v) {
  if (D.nodes.to_move[k] === 0) return "";
  const m = mirrored(D, relation, v);
  return ` (for ${D.words.players[0]}, ${inWords(D, m.relation, m.v)})`;
}

// -- one function per event kind -------------------------------------------------------------

function enter(D, k) {
  const N = D.nodes;
  const w = windowText(N.alpha[k], N.beta[k]);
  const whom = who(D, k);
  const why = N.why[k];
  if (why === "root") {
    const d = N.depth[k];
    const depth = d < 0 ? "to the end of the game" : `${d} ${d === 1 ? "ply" : "plies"} deep`;
    if (k) return `iterative deepening searches ${whom} again, ${depth}, with the window ${w}.`;
    return `the search starts at ${whom} with the window ${w}, ${depth}.`;
  }
  if (why === "mtdf-pass") {
    return `MTD(f) searches ${whom} with the null window ${w}: is its value at least ${number(N.beta[k])}?`;
  }
  const test = testOf(D, k);
  if (test) {
    const asks = `is its value ${inWords(D, test.relation, test.v)}${seenByFirst(D, k, test.relation, test.v)}?`;
    return `SCOUT tests ${whom}${fromParent(D, k)}: ${asks}`;
  }
  const p = N.parent[k];
  if (why === "null-window") {
    if (p < 0) {
      return `a null-window search of ${whom} with the window ${w}: is its value at least ${number(N.beta[k])}?`;
    }
    const best = N.to_move[p] !== N.to_move[k] ? -N.beta[k] : N.alpha[k];
    return (
      `null-window probe of ${whom} with the window ${w}: for ${parentName(D, k)}, can ` +
      `${moveOf(D, k)} beat ${number(best)}, the larger of α and the best so far?`
    );
  }
  if (why === "re-search") {
    if (p < 0)
      return `re-search ${whom} with the wider window ${w}: the last window missed the value.`;
    return `re-search ${whom} with the window ${w}: its probe showed ${moveOf(D, k)} is better, now find its value.`;
  }
  if (why === "extra-turn") {
    return `extra turn at ${whom}: a one-ply search with the window ${w} picks the follow-up.`;
  }
  return `enter ${whom} by ${moveOf(D, k)} with the window ${w}.`;
}

function probe(D, k) {
  const N = D.nodes;
  const name = nodeName(D, k);
  const w = windowText(N.alpha[k], N.beta[k]);
  switch (N.tt[k]) {
    case "miss":
      return `table probe at ${name}: no entry, so it must be searched.`;
    case "hit":
      return (
        `table probe at ${name}: the stored interval ${intervalText(N.tt_lo[k], N.tt_hi[k])} ` +
        `answers the window ${w}, so no search is needed.`
      );
    case "shallow":
      return (
        `table probe at ${name}: the entry comes from a search to another depth, so ` +
        "it cannot answer; its best move is tried first."
      );
    case "inconclusive":
      return `table probe at ${name}: an entry exists but neither answers nor narrows the window ${w}.`;
    default:
      return `table probe at ${name}: the stored bounds narrow the window from ${w} to ${windowText(N.tt_lo[k], N.tt_hi[k])}.`;
  }
}

function evaluate(D, k) {
  const N = D.nodes;
  const name = nodeName(D, k);
  const why = N.leaf[k] === "terminal" ? "the game is over" : "the depth limit is reached";
  const test = testOf(D, k);
  if (test) {
    return `${name} is a leaf (${why}): its own value answers the test (${test.relation} ${number(test.v)}?).`;
  }
  if (N.bound[k] === "exact") {
    return `${name} is a leaf (${why}): it is worth ${number(N.value[k])} for ${mover(D, k)} to move.`;
  }
  return (
    `${name} is a leaf (${why}): fail-hard search clamps its value into the window ` +
    `${windowText(...effectiveWindow(D, k))}.`
  );
}

function cutoff(D, k) {
  const name = nodeName(D, k);
  if (testOf(D, k)) return `the SCOUT test at ${name} is settled: ${cutoffClause(D, k)}.`;
  const beta = effectiveWindow(D, k)[1];
  return `cutoff at ${name}: its value reaches β = ${number(beta)}, ${cutoffClause(D, k)}.`;
}

function cutoffClause(D, k) {
  const test = testOf(D, k) !== null;
  const child = D.nodes.cut_child[k];
  // a trace cut at its node limit may hold a cutoff by a child it did not record
  const by = child < 0 ? "a move the trace did not record" : moveOf(D, child);
  const refuter = `${by} ${test ? "answers" : "refutes"} it`;
  const pruned = indexOf(D).pruned.get(k)?.[1] ?? [];
  if (!pruned.length) return `${refuter}, and no move was left to ${test ? "test" : "prune"}`;
  const one = pruned.length === 1;
  const moves = one ? `move ${pruned[0]}` : `moves ${pruned.join(", ")}`;
  const verb = (one ? "is" : "are") + (test ? " not tested" : " pruned");
  return `${refuter}, so ${moves} ${verb}`;
}

function store(D, k) {
  const N = D.nodes;
  const name = nodeName(D, k);
  const [lower, upper] = [N.stored_lo[k], N.stored_hi[k]];
  if (lower === upper) return `the table stores ${name} as exactly ${number(lower)}.`;
  return `the table stores ${name} as the interval ${intervalText(lower, upper)}.`;
}

function exit(D, k) {
  const N = D.nodes;
  const W = D.words;
  const test = testOf(D, k);
  if (test) return testAnswer(D, k, test);
  const name = nodeName(D, k);
  const v = N.value[k];
  const bound = N.bound[k];
  const [alpha, beta] = effectiveWindow(D, k);
  const outcome = alpha === -INF && beta === INF ? "exact" : W.outcome[classify(v, alpha, beta)];
  let proof = claim(D, k, bound, v);
  if (outcome !== W.outcome[bound]) {
    proof += N.leaf[k] !== null ? " (a leaf's value is exact)" : " (the table knew it)";
  }
  const why = N.why[k];
  const head =
    why === "mtdf-pass"
      ? `MTD(f) pass ${indexOf(D).passRoot.get(k)}`
      : (W.exit_head[why] ?? "search");
  const text = `${head} ${windowText(alpha, beta)} at ${name} returns ${number(v)}: ${outcome}, so ${proof}`;
  const p = N.parent[k];
  if (p < 0 || why === "extra-turn") return `${text}.`;
  const flips = N.to_move[p] !== N.to_move[k];
  if (why === "null-window" && flips && outcome !== "exact") {
    const better = outcome === "fail-low";
    return (
      `${text}; for ${parentName(D, k)}, ${moveOf(D, k)} ` +
      `${better ? "beats" : "does not beat"} ${number(-beta)}, the larger of α and the best so far.`
    );
  }
  const [value, seen] = flips ? [-v, W.flipped[bound]] : [v, bound];
  return `${text}; for ${parentName(D, k)}, ${moveOf(D, k)} is worth ${W.claim[seen]}${number(value)}.`;
}

/** The exit of a test: the answer, what it proves, and what it means for the parent. */
function testAnswer(D, k, test) {
  const answer = answerOf(D, test, k);
  const holds = proves(D, test, answer);
  const text =
    `the SCOUT test at ${nodeName(D, k)} answers ${answer ? "yes" : "no"} to ` +
    `${test.relation} ${number(test.v)}: its value is ${inWords(D, holds.relation, test.v)}` +
    `${seenByFirst(D, k, holds.relation, test.v)}, ${D.words.proof[holds.bound]}`;
  const p = D.nodes.parent[k];
  if (p < 0) return `${text}.`;
  const seen =
    D.nodes.to_move[p] !== D.nodes.to_move[k]
      ? mirrored(D, holds.relation, test.v)
      : { relation: holds.relation, v: test.v };
  return `${text}; for ${parentName(D, k)}, ${moveOf(D, k)} is worth ${inWords(D, seen.relation, seen.v)}.`;
}

const EVENTS = { enter, probe, eval: evaluate, cutoff, store, exit };

// -- MTD(f)'s passes ------------------------------------------------------------------------

/** Pass `which`'s row of D.passes: [number, root, γ, text, value, bound, outcome, lower,
 *  upper], its open ends as numbers. */
export function passOf(D, which) {
  const row = indexOf(D).passes.get(which);
  if (!row) return null;
  const [, root, gamma, , value, bound, , lower, upper] = row;
  return {
    root,
    gamma,
    value,
    bound,
    lower: lower ?? Number.NEGATIVE_INFINITY,
    upper: upper ?? INF,
  };
}

function passDepth(D, pass) {
  const { root } = pass;
  if (!(root >= 0 && root < D.nodes.parent.length)) return null;
  const d = D.nodes.depth[root];
  return d < 0 ? null : d;
}

function describePass(D, kind, ident) {
  const pass = passOf(D, ident);
  const g = pass.gamma;
  const test = `γ = ${number(g)} with the null window ${windowText(g - 1, g)}`;
  if (kind === "pass-begin") {
    const before = passOf(D, ident - 1);
    if (before === null || passDepth(D, before) !== passDepth(D, pass)) {
      return `MTD(f) pass ${ident} begins from the first guess: test ${test}.`;
    }
    const known = intervalText(before.lower, before.upper);
    return `MTD(f) pass ${ident} begins: the value lies in ${known}, so test ${test}.`;
  }
  const side = pass.value >= g ? "≥ γ (fail-high)" : "< γ (fail-low)";
  const head = `MTD(f) pass ${ident} ends: the root returned ${number(pass.value)} ${side}, so`;
  if (pass.lower === pass.upper) {
    return `${head} the value is exactly ${number(pass.lower)}: MTD(f) is done.`;
  }
  return `${head} the value lies in ${intervalText(pass.lower, pass.upper)}.`;
}

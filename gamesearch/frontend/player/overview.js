// The whole tree as an overview (pure): which subtrees it shows open, which it folds into
// one mark with their count of nodes and leaves, and where the next re-search, cutoff or
// table hit is. Small trees show whole; a big one opens down to the ply the tree plan
// chose (D.tree.hidden: the nodes folded at the start), and a person opens or folds any
// subtree from there. The current node's path is always open.
//
// A trace numbers its nodes in the order it entered them, depth first, so the subtree of
// node k is the run of ids k .. end[k] - 1: its counts at any cursor are two subtractions.
import { grouped } from "./text.js";
import { kidCount, kidsOf } from "./tree.js";

/** Whether node `k` has children in the trace. */
const inner = (tree, k) => kidCount(tree, k) > 0;

/**
 * The indexes the overview needs, made once per player (O(nodes)): `end[k]` (one past the
 * last node of k's subtree), `leavesBefore[k]` (how many of nodes 0 .. k - 1 are leaves),
 * `start` (1 where node k is open at the start: not folded by the plan, nor below a folded
 * node). `tree` is tree.treeOf(D).
 */
export function shapeOf(D, tree) {
  const parent = D.nodes.parent;
  const count = parent.length;
  const end = new Int32Array(count);
  for (let k = count - 1; k >= 0; k--) {
    end[k] = Math.max(end[k], k + 1);
    const p = parent[k];
    if (p >= 0 && end[k] > end[p]) end[p] = end[k];
  }
  const leavesBefore = new Int32Array(count + 1);
  for (let k = 0; k < count; k++) leavesBefore[k + 1] = leavesBefore[k] + (inner(tree, k) ? 0 : 1);
  const start = new Uint8Array(count);
  for (let k = 0; k < count; k++) {
    const p = parent[k];
    const shown = p < 0 || (start[p] === 1 && !tree.hidden.has(p));
    start[k] = shown && !tree.hidden.has(k) ? 1 : 0;
  }
  return { end, leavesBefore, start };
}

/**
 * The overview's folds: `shape` (shapeOf's), and `toggled`, the nodes a person opened
 * (true) or folded (false), which win over the start. `path`: the nodes on the current
 * node's path, open whatever was asked.
 * @typedef {{shape: ReturnType<typeof shapeOf>, toggled: Map<number, boolean>}} Folds
 */

/** The folds of a new player: as the plan chose, nothing toggled. */
export const folds = (D, tree) => ({ shape: shapeOf(D, tree), toggled: new Map() });

/** Whether node `k` (one with children) shows its children: it is on the path, or a person
 *  opened it, or it was open at the start and nobody folded it. */
export function isOpen(folds, k, path) {
  if (path.has(k)) return true;
  const asked = folds.toggled.get(k);
  return asked ?? folds.shape.start[k] === 1;
}

/** The nodes of the overview, in the trace's order (depth first): every root, and the
 *  children of every visible open node. O(what is shown). */
export function visibleNodes(tree, folds, path) {
  const out = [];
  const stack = [...tree.roots].reverse();
  while (stack.length) {
    const k = stack.pop();
    out.push(k);
    if (!inner(tree, k) || !isOpen(folds, k, path)) continue;
    const kids = kidsOf(tree, k);
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
  }
  return out;
}

/** What the overview shows: `{list, fold}`, visibleNodes' list and `fold(k)`, the text of
 *  node k's folded mark (its whole subtree's counts: the layout keeps its room as the
 *  search fills it), or null for an open node or a leaf. */
export function shownTree(tree, folds, path) {
  const list = visibleNodes(tree, folds, path);
  const fold = (k) =>
    inner(tree, k) && !isOpen(folds, k, path)
      ? foldText(subtreeCount(folds.shape, k, Number.POSITIVE_INFINITY))
      : null;
  return { list, fold };
}

/** The nodes on `path` (ancestry's list) that show open only because they are on it: what
 *  the layout depends on besides the toggles, as a key. */
export function forcedKey(folds, path) {
  const none = new Set();
  return path.filter((k) => !isOpen(folds, k, none)).join(",");
}

/**
 * The folds after a person asked to open or fold node `k` (`open`, or the other way from
 * how it shows when `open` is undefined): `{folds, said}`, `said` what happened in words.
 * A leaf has nothing to fold, and a node on the current path stays open: then the folds
 * are unchanged and `said` says why.
 */
export function toggle(D, tree, folds, k, path, open = undefined) {
  const name = D.nodes.name[k];
  if (!inner(tree, k)) return { folds, said: `${name} is a leaf: nothing to open.` };
  const now = isOpen(folds, k, path);
  const want = open ?? !now;
  if (want === now) return { folds, said: "" };
  if (!want && path.has(k)) {
    return { folds, said: `${name} is on the path to the current node, which stays open.` };
  }
  const toggled = new Map(folds.toggled);
  toggled.set(k, want);
  const kids = kidCount(tree, k);
  const said = want
    ? `Opened ${name}: ${kids} ${kids === 1 ? "child" : "children"}.`
    : `Folded ${name}.`;
  return { folds: { ...folds, toggled }, said };
}

/** What node `k`'s subtree holds at `cursor` below `k` itself: `{nodes, leaves}` entered so
 *  far (`entered`: tree.enteredAt's); `{nodes, leaves}` of the whole search at the end. */
export function subtreeCount(shape, k, entered) {
  const last = Math.min(shape.end[k], Math.max(entered, k + 1));
  return {
    nodes: last - k - 1,
    leaves: shape.leavesBefore[last] - shape.leavesBefore[k + 1],
  };
}

/** A folded subtree's mark: "+1,234 nodes · 567 leaves" (`count`: subtreeCount's). */
export function foldText({ nodes, leaves }) {
  const n = (v, one) => `${grouped(v)} ${one}${v === 1 ? "" : "s"}`;
  return `+${n(nodes, "node")} · ${n(leaves, "leaf").replace("leafs", "leaves")}`;
}

/** The landmarks "go to the next" finds, by name, each its words and how to find them. */
export const LANDMARKS = {
  pass: { name: "pass", many: "passes" },
  research: { name: "re-search", many: "re-searches" },
  cutoff: { name: "cutoff", many: "cutoffs" },
  hit: { name: "table hit", many: "table hits" },
};

/**
 * The cursors showing each landmark, ascending (one pass over the events): `pass`, the start
 * of a null-window pass (an MTD(f) or MT driver's); `research`, a node entered for a
 * re-search (its enter event); `cutoff`, a cutoff event; `hit`, a table probe that answered
 * (a table hit).
 */
export function landmarks(D) {
  const N = D.nodes;
  const kinds = D.kinds;
  const { kind, id } = D.events;
  const out = { pass: [], research: [], cutoff: [], hit: [] };
  for (let i = 0; i < kind.length; i++) {
    const what = kinds[kind[i]];
    const k = id[i];
    if (what === "pass-begin") out.pass.push(i + 1);
    else if (what === "enter" && N.why[k] === "re-search") out.research.push(i + 1);
    else if (what === "cutoff") out.cutoff.push(i + 1);
    else if (what === "probe" && N.tt[k] === "hit") out.hit.push(i + 1);
  }
  return out;
}

/** The first of the ascending `cursors` after `cursor`, or null. */
export function nextAfter(cursors, cursor) {
  let lo = 0;
  let hi = cursors.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cursors[mid] <= cursor) lo = mid + 1;
    else hi = mid;
  }
  return lo < cursors.length ? cursors[lo] : null;
}

/** The cursor at which node `k` is entered (the first cursor that has entered it). */
export function enterCursor(D, k) {
  const entered = D.events.entered;
  let lo = 0;
  let hi = entered.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (entered[mid] > k) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * Where "go to node" `text` (what a person typed) leads: `{cursor}`, or `{error}` saying
 * what to type instead. Nodes are numbered from 0 in the order the search entered them.
 */
export function nodeCursor(D, text) {
  const count = D.nodes.parent.length;
  const last = count - 1;
  const range = `a node number from 0 to ${grouped(last)}`;
  const typed = String(text)
    .trim()
    .replace(/[,\s_]/g, "");
  if (!/^\d+$/.test(typed)) return { error: `Type ${range}, not "${String(text).trim()}".` };
  const k = Number(typed);
  if (k > last) {
    return { error: `This search has no node ${grouped(k)}: type ${range}.` };
  }
  return { cursor: enterCursor(D, k) };
}

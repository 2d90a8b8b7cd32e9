// The searched tree as the data describes it, and which node a cursor is at (pure).
//
// `D` is the PlayerData that gamesearch.widgets.stepper_data hands over (declared in
// gamesearch/widgets/payload.py; its types are in payload.types.js). `treeOf(D)` indexes it
// once: children, roots, and the data's sparse lists as maps by node.

/** @typedef {import("./payload.js").Read} Read */

/**
 * The tables of `D` by node: the children (`first` and `order`: read them with kidsOf),
 * `roots`; `cutAt` (node → its cutoff event),
 * `pruned` (node → the names of the moves its cutoff left), `hidden` (node → the nodes
 * hidden below it in the whole tree), `narrowed`, `tests` (node → its row of D.narrowed,
 * D.tests), `passes` (number → its row of D.passes), `tags` (root → its edge's tags), `pv`
 * (the set of nodes on the principal variation), `asked` (D.questions: by cursor, its question).
 * @param {Read} D
 */
export function treeOf(D) {
  const parent = D.nodes.parent;
  // each node's children, in the order they were entered, as one list of ids: not one
  // array per node, which a search of 100 000 nodes would keep for every collection to mark
  const first = new Int32Array(parent.length + 1);
  for (const p of parent) if (p >= 0) first[p + 1]++;
  for (let k = 0; k < parent.length; k++) first[k + 1] += first[k];
  const order = new Int32Array(first[parent.length]);
  const next = first.slice(0, parent.length);
  parent.forEach((p, k) => {
    if (p >= 0) order[next[p]++] = k;
  });
  const roots = parent.map((p, k) => (p < 0 ? k : -1)).filter((k) => k >= 0);
  const byFirst = (rows) => new Map(rows.map((row) => [row[0], row]));
  return {
    first,
    order,
    roots,
    cutAt: new Map(D.tree.cutoffs),
    pruned: new Map(D.tree.pruned ?? D.pruned), // the sentences' names, unless labelled
    hidden: new Map(D.tree.hidden),
    tags: new Map(D.tree.root_tags),
    pv: new Set(D.tree.pv),
    narrowed: byFirst(D.narrowed),
    tests: byFirst(D.tests),
    passes: byFirst(D.passes),
    asked: D.questions,
  };
}

/** The children of node `k`, in the order they were entered (a view of `tree.order`). */
export const kidsOf = (tree, k) => tree.order.subarray(tree.first[k], tree.first[k + 1]);

/** The children of node `k` entered by then (`entered`: how many nodes are), as an array. */
export function enteredKids(tree, k, entered) {
  const out = [];
  for (let i = tree.first[k]; i < tree.first[k + 1] && tree.order[i] < entered; i++) {
    out.push(tree.order[i]);
  }
  return out;
}

/** How many children node `k` has. */
export const kidCount = (tree, k) => tree.first[k + 1] - tree.first[k];

/** The event shown last at `cursor`: `{kind, id}`, or null before the first. */
export function eventAt(D, cursor) {
  if (cursor <= 0) return null;
  return { kind: D.kinds[D.events.kind[cursor - 1]], id: D.events.id[cursor - 1] };
}

/** The node the event at `cursor` is at, or null (before the start, an MTD(f) pass event). */
export function current(D, cursor) {
  const event = eventAt(D, cursor);
  return event === null || event.kind.startsWith("pass-") ? null : event.id;
}

/** How many nodes are entered at `cursor` (they are nodes 0 .. entered - 1). */
export const enteredAt = (D, cursor) => D.events.entered[cursor];

/** Whether node `k` has returned by `cursor`. */
export const returned = (D, k, cursor) => D.nodes.exit_at[k] < cursor;

/** The path from the root down to node `k` (a list of nodes, the root first). */
export function ancestry(D, k) {
  const parent = D.nodes.parent;
  const out = [];
  for (let i = k; i !== null && i >= 0 && out.length <= parent.length; i = parent[i]) {
    out.push(i);
  }
  return out.reverse();
}

/** The node the focused view centres on: the current node; between nodes (an MTD(f) pass
 *  event) the last root entered; null if the trace has no node. */
export function focusNode(D, tree, cursor) {
  const k = current(D, cursor);
  if (k !== null) return k;
  const started = tree.roots.filter((r) => r < enteredAt(D, cursor));
  if (started.length) return started[started.length - 1];
  return tree.roots.length ? tree.roots[0] : null;
}

/** Whether node `parent` has cut off by `cursor` (its cutoff event is shown). */
export function cutBy(tree, parent, cursor) {
  return tree.cutAt.has(parent) && tree.cutAt.get(parent) < cursor;
}

/** "Path: A (4, 5) › B (−5, −4) › …" for the nodes of `line`, or "" for none. */
export function pathText(D, line) {
  if (!line.length) return "";
  const N = D.nodes;
  const step = (k) => `${N.name[k]} ${N.why[k] === "scout-test" ? "test " : ""}${N.entry[k]}`;
  return `Path: ${line.map(step).join(" › ")}`;
}

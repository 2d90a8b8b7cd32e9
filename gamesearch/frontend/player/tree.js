// The searched tree as the data describes it, and which node a cursor is at (pure).
//
// `D` is what gamesearch.widgets.stepper_data hands over: per node its parent (-1 for a
// root), name, window, value, bound and when it was entered and left; per cursor (event)
// the node it is at (`frames.node`, -1 between nodes) and how many nodes were entered.

/** Children, roots and cutoffs of the tree in `D`. */
export function treeOf(D) {
  const kids = D.parent.map(() => []);
  D.parent.forEach((p, k) => {
    if (p >= 0) kids[p].push(k);
  });
  const roots = D.parent.map((p, k) => (p < 0 ? k : -1)).filter((k) => k >= 0);
  return { kids, roots, cutAt: new Map(D.cutoffs) };
}

/** The node the event at `cursor` is at, or null between nodes. */
export function current(D, cursor) {
  const k = D.frames.node[cursor];
  return k < 0 ? null : k;
}

/** The path from the root down to node `k` (a list of nodes, the root first). */
export function ancestry(D, k) {
  const out = [];
  for (let i = k; i !== null && i >= 0 && out.length <= D.parent.length; i = D.parent[i]) {
    out.push(i);
  }
  return out.reverse();
}

/** The node the focused view centres on: the current node; between nodes (an MTD(f) pass
 *  event) the last root entered; null if the trace has no node. */
export function focusNode(D, tree, cursor) {
  const k = current(D, cursor);
  if (k !== null) return k;
  const entered = D.entered[cursor];
  const started = tree.roots.filter((r) => r < entered);
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
  const step = (k) => `${D.names[k]} ${D.why[k] === "scout-test" ? "test " : ""}${D.windows[k]}`;
  return `Path: ${line.map(step).join(" › ")}`;
}

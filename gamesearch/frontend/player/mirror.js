// The tree in words, for a screen reader and the keyboard: a role=tree list of the nodes the
// overview shows (overview.js) and the search has entered, in the order it entered them,
// each item saying what the picture shows of its node (window, value and what it proves,
// cutoff, table, the strategy it is in while solution trees are shown), the current one
// marked aria-current, a folded subtree's root aria-expanded=false. Hidden until it has the
// focus; the arrow keys walk it, Enter (or → and ←) opens and folds a subtree.
import { h } from "./dom.js";
import { proofWords } from "./proof.js";
import { ancestry, current, cutBy, enteredAt, kidsOf, returned } from "./tree.js";

/** What node `k` shows at `cursor`, in words; `shown`: the solution trees shown, by node
 *  (proof.provedAt), if they are. */
export function nodeText(D, tree, k, cursor, shown = new Map()) {
  const N = D.nodes;
  const W = D.words;
  const parts = [`${N.name[k]}: ${W.players[N.to_move[k]]} to move`];
  if (N.why[k] !== "child") parts.push(W.why[N.why[k]].split(":")[0]);
  parts.push(N.why[k] === "scout-test" ? `asks ${N.entry[k]}` : `window ${N.entry[k]}`);
  if (returned(D, k, cursor)) {
    const bound = N.bound[k];
    parts.push(`returned ${N.outcome[k]}${bound ? `, ${W.bound[bound]}` : ""}`);
  } else {
    parts.push("searching");
  }
  if (cutBy(tree, k, cursor)) {
    const by = N.cut_child[k];
    const pruned = tree.pruned.get(k) || [];
    const what = pruned.length ? `, pruning ${pruned.join(", ")}` : "";
    parts.push(`cut off by ${by >= 0 ? N.name[by] : "a child"}${what}`);
  }
  if (N.probe_at[k] < cursor && N.tt[k]) {
    const tag = W.tag[N.tt[k]];
    const to = tree.narrowed.has(k) ? ` to ${tree.narrowed.get(k)[3]}` : "";
    parts.push(tag ? `${tag}: ${W.probe[N.tt[k]]}${to}` : W.probe[N.tt[k]]);
  }
  if (N.notes[k].length) parts.push(N.notes[k].join(", "));
  const proof = proofWords(shown, k);
  if (proof) parts.push(proof);
  return parts.join("; ");
}

/** The mirror of the overview: `el` to put in the page; `paint(cursor, list, open,
 *  proofs)` at every step (`list`: the nodes the overview shows, in the trace's order;
 *  `open(k)`: whether node k shows its children; `proofs`: the solution trees shown, by
 *  node); `key(event)` for a key pressed inside it (true when it handled it). `toggle(k,
 *  open)` is the player's: open or fold node k (Enter, →, ←; it returns nothing). Only the nodes shown and
 *  entered so far are items, so a big search costs what the overview shows; a step
 *  rewrites the items its events touched, and adds or removes only the items that change. */
export class Mirror {
  constructor(D, tree, scope, toggle) {
    this.D = D;
    this.tree = tree;
    this.scope = scope;
    this.toggle = toggle;
    this.items = new Map(); // node -> its item, while shown
    this.texts = new Map();
    this.shown = []; // the nodes whose items are in el, in order
    this.at = null; // the cursor and proofs painted last
    this.el = h("div", { class: "nodes", role: "tree", "aria-label": "Nodes searched so far" });
  }

  item(k) {
    let el = this.items.get(k);
    if (!el) {
      const depth = ancestry(this.D, k).length;
      el = h("div", {
        role: "treeitem",
        id: `${this.scope}-node-${k}`,
        "aria-level": String(depth),
        tabindex: "-1",
        style: `--gs-level: ${depth - 1}`,
      });
      this.items.set(k, el);
    }
    return el;
  }

  /** The nodes whose words may differ between the cursors `a` and `b`: those the events
   *  between them happened at; null when that is too many to be worth listing. */
  touched(a, b) {
    const [lo, hi] = a < b ? [a, b] : [b, a];
    if (hi - lo > 64) return null;
    const { kind, id } = this.D.events;
    const out = new Set();
    for (let i = lo; i < hi; i++) {
      if (!this.D.kinds[kind[i]].startsWith("pass-")) out.add(id[i]);
    }
    return out;
  }

  paint(cursor, list, open, proofs = new Map()) {
    const { D, tree } = this;
    const entered = Math.max(enteredAt(D, cursor), 1);
    const k0 = current(D, cursor);
    const want = list.filter((k) => k < entered);
    const shownProofs = proofKey(proofs);
    const same = this.at && this.at.proofs === shownProofs;
    const touched = same ? this.touched(this.at.cursor, cursor) : null;
    const focused = this.el.contains(document.activeElement) ? document.activeElement : null;
    // both lists ascend (the trace's order): merge them, touching only what differs
    let i = 0;
    for (const k of want) {
      while (i < this.shown.length && this.shown[i] < k) this.items.get(this.shown[i++]).remove();
      const el = this.item(k);
      if (this.shown[i] === k) i++;
      else this.el.insertBefore(el, this.items.get(this.shown[i]) ?? null);
    }
    while (i < this.shown.length) this.items.get(this.shown[i++]).remove();
    const kept = new Set(want);
    for (const k of this.shown) if (!kept.has(k)) this.forget(k);
    this.shown = want;
    for (const k of want) {
      const el = this.items.get(k);
      if (!this.texts.has(k) || !touched || touched.has(k)) {
        const text = nodeText(D, tree, k, cursor, proofs);
        if (this.texts.get(k) !== text) el.textContent = text;
        this.texts.set(k, text);
      }
      const p = D.nodes.parent[k];
      const siblings = p >= 0 ? kidsOf(tree, p) : tree.roots;
      const size = count(siblings, entered);
      set(el, "aria-setsize", String(size));
      set(el, "aria-posinset", String(siblings.indexOf(k) + 1));
      const kids = count(kidsOf(tree, k), entered);
      set(el, "aria-expanded", kids ? String(open(k)) : null);
      set(el, "aria-current", k === k0 ? "true" : null);
    }
    this.at = { cursor, proofs: shownProofs };
    const stop = focused || this.items.get(k0 ?? -1) || this.items.get(want[0]);
    for (const k of want) this.items.get(k).tabIndex = this.items.get(k) === stop ? 0 : -1;
    if (focused && !focused.isConnected && stop) stop.focus({ preventScroll: true });
  }

  /** Drop node k's item (it is no longer shown). */
  forget(k) {
    this.items.delete(k);
    this.texts.delete(k);
  }

  key(event) {
    const shown = this.shown;
    const at = shown.findIndex((k) => this.items.get(k) === document.activeElement);
    if (at < 0) return false;
    const k = shown[at];
    const el = this.items.get(k);
    const expanded = el.getAttribute("aria-expanded");
    const first = shown[at + 1] !== undefined && this.D.nodes.parent[shown[at + 1]] === k;
    const moves = {
      ArrowDown: () => shown[at + 1],
      ArrowUp: () => shown[at - 1],
      Home: () => shown[0],
      End: () => shown.at(-1),
      ArrowLeft: () => (expanded === "true" ? this.toggle(k, false) : this.D.nodes.parent[k]),
      ArrowRight: () => {
        if (expanded === "false") return this.toggle(k, true);
        return first ? shown[at + 1] : null;
      },
      Enter: () => (expanded === null ? null : this.toggle(k)),
    };
    if (!(event.key in moves)) return false;
    const to = moves[event.key]();
    const target = to === undefined || to === null ? null : this.items.get(to);
    if (target?.isConnected) {
      for (const j of this.shown)
        this.items.get(j).tabIndex = this.items.get(j) === target ? 0 : -1;
      target.focus();
      target.scrollIntoView({ block: "nearest" });
    }
    return true;
  }
}

/** Which solution trees `proofs` (proof.provedAt's map) shows, as a key: their roots. */
function proofKey(proofs) {
  const roots = new Set();
  for (const proof of proofs.values()) roots.add(proof.root);
  return [...roots].join(",");
}

/** How many of `nodes` (ascending) are below `entered`. */
function count(nodes, entered) {
  let n = 0;
  while (n < nodes.length && nodes[n] < entered) n++;
  return n;
}

/** Set attribute `name` of `el` to `value` (null: remove it), where it differs. */
function set(el, name, value) {
  if (value === null) {
    if (el.hasAttribute(name)) el.removeAttribute(name);
  } else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

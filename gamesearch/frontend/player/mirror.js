// The tree in words, for a screen reader and the keyboard: a role=tree list of the nodes
// entered so far, in the order the search entered them, each item saying what the picture
// shows of its node (window, value and what it proves, cutoff, table, the strategy it is in
// while solution trees are shown) and the current one marked aria-current. Hidden until it
// has the focus; the arrow keys walk it.
import { h } from "./dom.js";
import { proofWords } from "./proof.js";
import { ancestry, current, cutBy, enteredAt, returned } from "./tree.js";

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

/** The mirror of `D`'s tree: `el` to put in the page, `paint(cursor, proofs)` at every step
 *  (`proofs`: the solution trees shown, by node), and `key(event)` for a key pressed inside
 *  it (true when it moved the focus). */
export class Mirror {
  constructor(D, tree, scope) {
    this.D = D;
    this.tree = tree;
    this.scope = scope;
    this.items = [];
    this.texts = [];
    this.el = h("div", { class: "nodes", role: "tree", "aria-label": "Nodes searched so far" });
  }

  item(k) {
    if (!this.items[k]) {
      const depth = ancestry(this.D, k).length;
      this.items[k] = h("div", {
        role: "treeitem",
        id: `${this.scope}-node-${k}`,
        "aria-level": String(depth),
        tabindex: "-1",
        style: `--gs-level: ${depth - 1}`,
      });
    }
    return this.items[k];
  }

  paint(cursor, proofs = new Map()) {
    const D = this.D;
    const entered = Math.max(enteredAt(D, cursor), 1);
    const k0 = current(D, cursor);
    const count = Math.min(entered, D.nodes.parent.length);
    const shown = [];
    const siblings = new Map();
    for (let k = 0; k < count; k++) {
      const p = D.nodes.parent[k];
      siblings.set(p, (siblings.get(p) || 0) + 1);
      const el = this.item(k);
      el.setAttribute("aria-posinset", String(siblings.get(p)));
      const text = nodeText(D, this.tree, k, cursor, proofs);
      if (this.texts[k] !== text) el.textContent = this.texts[k] = text;
      if (k === k0) el.setAttribute("aria-current", "true");
      else el.removeAttribute("aria-current");
      shown.push(el);
    }
    for (const el of shown) {
      const p = D.nodes.parent[Number(el.id.split("-").at(-1))];
      el.setAttribute("aria-setsize", String(siblings.get(p)));
    }
    const focused = shown.includes(document.activeElement) ? document.activeElement : null;
    this.el.replaceChildren(...shown);
    const stop = focused || this.items[k0 ?? 0] || shown[0];
    for (const el of shown) el.tabIndex = el === stop ? 0 : -1;
    if (focused) focused.focus({ preventScroll: true });
  }

  key(event) {
    const shown = [...this.el.children];
    const at = shown.indexOf(document.activeElement);
    if (at < 0) return false;
    const level = (el) => Number(el.getAttribute("aria-level"));
    const k = Number(shown[at].id.split("-").at(-1));
    const moves = {
      ArrowDown: () => shown[at + 1],
      ArrowUp: () => shown[at - 1],
      Home: () => shown[0],
      End: () => shown.at(-1),
      ArrowLeft: () => this.items[this.D.nodes.parent[k]],
      ArrowRight: () =>
        shown[at + 1] && level(shown[at + 1]) > level(shown[at]) ? shown[at + 1] : null,
    };
    if (!(event.key in moves)) return false;
    const to = moves[event.key]();
    if (to && shown.includes(to)) {
      for (const el of shown) el.tabIndex = el === to ? 0 : -1;
      to.focus();
      to.scrollIntoView({ block: "nearest" });
    }
    return true;
  }
}

// The solution trees the search proved, as the player shows them (pure): a proof shows
// once its root has returned, as gamesearch.widgets.stepper_model.StepperModel.proved says
// (tests/widgets/test_payload.py checks this module against it at every cursor).
//
// Why only then: a solution tree is what a finished search proved. While the search runs,
// which move will prove the bound is not known yet (the search may still try another), and
// showing it early would answer the quiz's "what will this node prove?".
import { returned } from "./tree.js";

/** The proofs shown at `cursor`, by node: each node of a solution tree whose root has
 *  returned maps to its proof (one of D.proofs). A node is in one proof at most: each
 *  proof has its own root (a search's, an MTD(f) pass's), and the subtrees of roots do not
 *  meet. */
export function provedAt(D, cursor) {
  const shown = new Map();
  for (const proof of D.proofs) {
    if (!returned(D, proof.root, cursor)) continue;
    for (const k of proof.nodes) shown.set(k, proof);
  }
  return shown;
}

/** The proof finished last by `cursor`, or null: the one the status line names. */
export function lastProved(D, cursor) {
  let last = null;
  for (const proof of D.proofs) {
    if (returned(D, proof.root, cursor)) last = proof;
  }
  return last;
}

/** What the status line adds while solution trees are shown: what the last one proved, or
 *  that none is proved yet. */
export function proofStatus(D, cursor) {
  const last = lastProved(D, cursor);
  return last ? last.said : "no strategy proved yet";
}

/** Node `k`'s words in the node list while solution trees are shown (`shown`, provedAt's
 *  map): "in MAX's strategy", "in MAX's strategy, its root"; or "". */
export function proofWords(shown, k) {
  const proof = shown.get(k);
  if (!proof) return "";
  return `in ${proof.tag}${proof.root === k ? ", its root" : ""}`;
}

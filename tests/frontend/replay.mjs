// What the front end shows at every cursor of the player data on stdin, as JSON on stdout:
// tests/widgets/replay_js.py runs it so that Python's tests can check the front end against
// gamesearch.widgets.stepper_model.StepperModel, the reference. Infinite numbers are
// written "inf" / "-inf", as the data writes them.
import { readFileSync } from "node:fs";
import { frameAt } from "../../gamesearch/frontend/player/frame.js";
import { nodeText } from "../../gamesearch/frontend/player/mirror.js";
import { lineSvg } from "../../gamesearch/frontend/player/numberline.js";
import { checkData } from "../../gamesearch/frontend/player/payload.js";
import { proofStatus, provedAt } from "../../gamesearch/frontend/player/proof.js";
import { treeOf } from "../../gamesearch/frontend/player/tree.js";

const D = checkData(JSON.parse(readFileSync(0, "utf8")));
const tree = treeOf(D);
const frames = [];
for (let cursor = 0; cursor <= D.n; cursor++) {
  const f = frameAt(D, tree, cursor);
  const proved = provedAt(D, cursor); // with the solution trees shown (S)
  frames.push({
    node: f.node,
    window: f.window && [f.window.alpha, f.window.beta, f.window.text],
    test: f.test,
    value: f.value,
    bound: f.bound,
    outcome: f.outcome,
    status: f.status,
    board: f.board,
    pictures: f.board < 0 ? null : [D.boards[f.board].svg, D.boards[f.board].text].map(
      (pieces) => pieces.map((i) => D.pieces[i]).join(""),
    ),
    line: lineSvg(D, f),
    said: f.node === null ? null : nodeText(D, tree, f.node, cursor),
    proved: [...proved.keys()].sort((a, b) => a - b),
    proof_said: D.proofs.length ? proofStatus(D, cursor) : null,
    strategies: [...proved.keys()].map((k) => [k, nodeText(D, tree, k, cursor, proved)]),
  });
}
const inf = (_, v) => (v === Number.POSITIVE_INFINITY ? "inf" : v === Number.NEGATIVE_INFINITY ? "-inf" : v);
process.stdout.write(JSON.stringify(frames, inf));

// What the front end shows and says at every cursor of the player data on stdin (its
// sentence, and the quiz's question before the next event), as JSON on stdout:
// tests/widgets/replay_js.py runs it so that Python's tests can check the front end against
// gamesearch.widgets.stepper_model.StepperModel, the reference. Numbers are written as the
// data writes them (gamesearch/jsonnum.py): a window's open end is null.
//
// The input is one player's data, or `{players, status}`: a list of them (one Node run for
// many players) and whether to keep of each frame its text only (its status line, sentence
// and question); each player's data is plain JSON or packed as a page carries it
// (gamesearch.widgets.page_data.pack). The output is, for each, `{frames, walks, nodes}`: `frames[c]` what cursor c shows, `nodes` each node's
// entry and outcome as the front end writes them, and `walks` where
// the reducer (state.js) gets to by pressing forward from the start until it stops moving,
// as a viewer would: `{cursor, presses}` plainly and in quiz mode (each question answered
// right, as asked).
import { readFileSync } from "node:fs";
import { boardPicture } from "../../gamesearch/frontend/player/board.js";
import { frameAt } from "../../gamesearch/frontend/player/frame.js";
import { endToJson } from "../../gamesearch/frontend/player/jsonnum.js";
import { nodeText } from "../../gamesearch/frontend/player/mirror.js";
import { sentenceAt } from "../../gamesearch/frontend/player/narrate.js";
import { lineSvg } from "../../gamesearch/frontend/player/numberline.js";
import { checkData } from "../../gamesearch/frontend/player/payload.js";
import { proofStatus, provedAt } from "../../gamesearch/frontend/player/proof.js";
import { questionAt } from "../../gamesearch/frontend/player/questions.js";
import { initial, reduce } from "../../gamesearch/frontend/player/state.js";
import { treeOf } from "../../gamesearch/frontend/player/tree.js";
import { unpack } from "../../gamesearch/frontend/player/unpack.js";

function frames(D, tree, statusOnly) {
  const out = [];
  for (let cursor = 0; cursor <= D.n; cursor++) {
    const f = frameAt(D, tree, cursor);
    if (statusOnly) {
      out.push({ status: f.status, sentence: sentenceAt(D, cursor), question: questionAt(D, cursor) });
      continue;
    }
    const proved = provedAt(D, cursor); // with the solution trees shown (S)
    out.push({
      node: f.node,
      window: f.window && [
        endToJson(f.window.alpha, "lower"),
        endToJson(f.window.beta, "upper"),
        f.window.text,
      ],
      test: f.test,
      value: f.value,
      bound: f.bound,
      outcome: f.outcome,
      status: f.status,
      sentence: sentenceAt(D, cursor),
      question: questionAt(D, cursor),
      board: f.board,
      pictures: f.board < 0 ? null : Object.values(boardPicture(D, f.board)),
      line: lineSvg(D, f),
      said: f.node === null ? null : nodeText(D, tree, f.node, cursor),
      proved: [...proved.keys()].sort((a, b) => a - b),
      proof_said: D.proofs.length ? proofStatus(D, cursor) : null,
      strategies: [...proved.keys()].map((k) => [k, nodeText(D, tree, k, cursor, proved)]),
    });
  }
  return out;
}

/** Forward from the start until the state stops changing (at most 3 presses an event). */
function walk(D, asked, quiz) {
  let state = initial(D, { quiz });
  let presses = 0;
  for (; presses <= 3 * D.n + 3; presses++) {
    const next = state.asked !== null
      ? reduce(D, asked, state, { type: "answer", choice: asked.at(state.asked).answer })
      : reduce(D, asked, state, { type: "forward" });
    if (next === state || (next.cursor === state.cursor && next.asked === state.asked)) break;
    state = next;
  }
  return { cursor: state.cursor, presses, right: Object.values(state.answers).filter(Boolean).length };
}

function replay(data, statusOnly = false) {
  const D = checkData(data);
  const tree = treeOf(D);
  const walks = [walk(D, tree.asked, false), walk(D, tree.asked, true)];
  const nodes = { entry: D.nodes.entry, outcome: D.nodes.outcome };
  return { frames: frames(D, tree, statusOnly), walks, nodes };
}

/** A player's data as sent: packed as a page carries it (page_data.pack), or plain. */
const sent = async (D) => (typeof D === "string" ? await unpack(D) : D);

const input = JSON.parse(readFileSync(0, "utf8"));
const output = input.players
  ? await Promise.all(input.players.map(async (D) => replay(await sent(D), input.status)))
  : replay(await sent(input));
process.stdout.write(JSON.stringify(output));

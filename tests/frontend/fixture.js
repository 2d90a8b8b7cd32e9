// Small hand-made player data, shaped as the player keeps it once read (payload.readData of
// what gamesearch.widgets.stepper_data hands over: schema.test.js checks that it is).
import { VERSION } from "../../gamesearch/frontend/player/payload.types.js";
import { Quiz } from "../../gamesearch/frontend/player/questions.js";

export const STYLE = {
  bound: { upper: "#0072B2", exact: "#000000", lower: "#D55E00" },
  ink: { upper: "#00659E", exact: "#000000", lower: "#A04600" },
  fill: { upper: "#D9EAF4", exact: "#FFFFFF", lower: "#F9E0CC" },
  unfinished: "#9E9E9E",
  unfinished_fill: "#EEEEEE",
  unfinished_ink: "#616161",
  edge: "#404040",
  cutoff: "#D55E00",
  pruned: "#6E6E6E",
  window: "#BDBDBD",
  current: "#F0E442",
  solution: "#009E73",
  solution_ink: "#006B4F",
  paper: "#FFFFFF",
  verdict: { right: "#1B7D3A", wrong: "#B3261E" },
  shape: ["house", "invhouse"],
  edge_line: { "null-window": "dotted", "scout-test": "dashed", "re-search": "double" },
  edge_tag: { "re-search": "re-search", "extra-turn": "extra turn" },
  pen: 1.2,
  pv_pen: 3.2,
  cutoff_pen: 2.4,
};

export const CODES = {
  why: ["root", "child", "null-window", "re-search", "scout-test", "mtdf-pass", "extra-turn"],
  bound: ["exact", "lower", "upper"],
  leaf: ["terminal", "static"],
  tt: ["miss", "hit", "narrow", "inconclusive", "shallow"],
};

export const KINDS = [
  "enter",
  "probe",
  "eval",
  "cutoff",
  "store",
  "exit",
  "pass-begin",
  "pass-end",
];

/**
 * The data of a depth-first search over `parent` (-1 for a root; nodes numbered in the
 * order they are entered, as a trace numbers them), one event per enter and per exit
 * (cursor = the number of events shown). `extra` overrides any field; its `nodes`, `tree`
 * and `events` override those fields of the columns.
 */
export function searchData(parent, extra = {}) {
  const kids = parent.map(() => []);
  parent.forEach((p, k) => {
    if (p >= 0) kids[p].push(k);
  });
  const events = [];
  const walk = (k) => {
    events.push(["enter", k]);
    for (const c of kids[k]) walk(c);
    events.push(["exit", k]);
  };
  parent.forEach((p, k) => {
    if (p < 0) walk(k);
  });
  const n = events.length;
  const exitAt = parent.map(() => n + 1);
  events.forEach(([kind, k], i) => {
    if (kind === "exit") exitAt[k] = i; // the event's index: shown from cursor i + 1 on
  });
  const entered = [0];
  for (const [kind] of events) entered.push(entered.at(-1) + (kind === "enter"));
  const { nodes = {}, tree = {}, events: columns = {}, questions = [], ...rest } = extra;
  const D = {
    version: VERSION,
    title: "test search of N0",
    n,
    algorithm: "test",
    labelled: true,
    stop: "",
    stop_said: "",
    kinds: KINDS,
    codes: CODES,
    types: {},
    texts: [],
    nodes: {
      parent,
      name: parent.map((_, k) => `N${k}`),
      move: parent.map((p, k) => (p < 0 ? "" : String(k))),
      depth: parent.map(() => -1),
      leaf: parent.map(() => null),
      to_move: parent.map((_, k) => depth(parent, k) % 2),
      why: parent.map((p) => (p < 0 ? "root" : "child")),
      entry: parent.map(() => "(−∞, ∞)"),
      outcome: parent.map((_, k) => `= ${k}`),
      bound: parent.map(() => "exact"),
      alpha: parent.map(() => Number.NEGATIVE_INFINITY),
      beta: parent.map(() => Number.POSITIVE_INFINITY),
      value: parent.map((_, k) => k),
      tt: parent.map(() => null),
      tt_lo: parent.map(() => Number.NaN),
      tt_hi: parent.map(() => Number.NaN),
      stored_lo: parent.map(() => Number.NaN),
      stored_hi: parent.map(() => Number.NaN),
      exit_at: exitAt,
      probe_at: parent.map(() => n + 1),
      cut_child: parent.map(() => -1),
      board: parent.map(() => -1),
      notes: parent.map(() => []),
      ...nodes,
    },
    events: {
      kind: events.map(([kind]) => KINDS.indexOf(kind)),
      id: events.map(([, k]) => k),
      entered,
      ...columns,
    },
    narrowed: [],
    tests: [],
    passes: [],
    pruned: [],
    notes: [],
    proofs: [],
    ask: ["bound", "cutoff", "probe", "pass"],
    choices: [],
    positions: { style: null, size: 0, cells: [], status: [] },
    boards: [],
    pieces: [],
    tree: {
      hidden: [],
      pv: [],
      top: "",
      root_tags: [],
      pruned: [],
      cutoffs: [],
      note: "",
      ...tree,
    },
    line: {
      lo: -10,
      hi: 10,
      ticks: [-10, -5, 0, 5, 10].map((v) => [v, String(v).replace("-", "−")]),
      width: 420,
      height: 76,
      margin: 22,
      font: 12,
      axis: 40,
      band: [29, 51],
      proof: 60,
    },
    style: STYLE,
    words: {
      bound: {
        exact: "exact",
        lower: "fail-high, a lower bound",
        upper: "fail-low, an upper bound",
      },
      outcome: { exact: "exact", lower: "fail-high", upper: "fail-low" },
      symbol: { upper: "≤", exact: "=", lower: "≥" },
      claim: { exact: "", lower: "at least ", upper: "at most " },
      flipped: { exact: "exact", lower: "upper", upper: "lower" },
      proof: { exact: "exact", lower: "a lower bound", upper: "an upper bound" },
      exit_head: { "null-window": "null-window probe", "re-search": "re-search" },
      relation: { ">": "more than", "≥": "at least", "<": "less than", "≤": "at most" },
      mirror: { ">": "<", "≥": "≤", "<": ">", "≤": "≥" },
      negation: { ">": "≤", "≥": "<", "<": "≥", "≤": ">" },
      choices: {
        bound: {
          upper: "fail-low: ≤ v, an upper bound",
          exact: "exact: = v",
          lower: "fail-high: ≥ v, a lower bound",
        },
        probe: { hit: "hit: the entry answers", narrow: "it narrows the window" },
        cutoff: ["no: the search goes on", "yes: a cutoff"],
        passes: ["fail-low: v < γ, a new upper bound", "fail-high: v ≥ γ, a new lower bound"],
      },
      why: {
        root: "the root of the search",
        child: "a child",
        "null-window": "a null-window probe",
      },
      probe: {
        hit: "the stored entry answers",
        narrow: "the stored bounds narrowed the window",
      },
      tag: { hit: "table hit", narrow: "narrowed" },
      players: ["MAX", "MIN"],
    },
    interval: 800,
    board_width: 150,
    view_height: 420,
    quiz: false,
    ...rest,
  };
  // `questions`: each {at, kind, choices, answer}, as a Quiz keeps them
  D.questions = new Quiz(D);
  for (const q of questions) D.questions.add(q.at, q.kind, q.choices, q.answer);
  return D;
}

function depth(parent, k) {
  let d = 0;
  for (let i = parent[k]; i >= 0; i = parent[i]) d++;
  return d;
}

/** The first cursor at which node `k` is the current node (its enter event shown). */
export const enterOf = (D, k) =>
  D.events.id.findIndex((id, i) => id === k && D.kinds[D.events.kind[i]] === "enter") + 1;

/** The cursor right after node `k`'s exit event. */
export const exitOf = (D, k) => D.nodes.exit_at[k] + 1;

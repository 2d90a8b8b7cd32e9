// What a key does when the player has the focus (pure), and the list of the keys: one list
// that the keys' dialog shows, the player's root announces (aria-keyshortcuts) and
// keyAction follows.

/**
 * The player's keys, in the order the keys' dialog lists them: `keys`, the KeyboardEvent
 * keys (`key`) that do it; `names`, the same as aria-keyshortcuts names them; `shown`, as
 * the dialog writes them; `does`, what they do; `action`, keyAction's (null: the keys only
 * work while a question is open, or inside the list of nodes).
 */
export const KEYS = [
  {
    keys: ["ArrowRight", " ", "PageDown"],
    names: ["ArrowRight", "Space", "PageDown"],
    shown: "→, Space, Page Down",
    does: "step forward",
    action: "forward",
  },
  {
    keys: ["ArrowLeft", "PageUp"],
    names: ["ArrowLeft", "PageUp"],
    shown: "←, Page Up",
    does: "step back",
    action: "back",
  },
  { keys: ["Home"], names: ["Home"], shown: "Home", does: "go to the start", action: "first" },
  { keys: ["End"], names: ["End"], shown: "End", does: "go to the end", action: "last" },
  { keys: ["p"], names: ["P"], shown: "P", does: "play or pause", action: "play" },
  {
    keys: ["w"],
    names: ["W"],
    shown: "W",
    does: "whole tree, or follow the current node",
    action: "whole",
  },
  {
    keys: ["s"],
    names: ["S"],
    shown: "S",
    does: "show or hide the strategy each finished search proved",
    action: "proof",
  },
  { keys: ["q"], names: ["Q"], shown: "Q", does: "quiz on or off", action: "quiz" },
  { keys: ["+"], names: ["Plus"], shown: "+", does: "zoom in", action: "zoomIn" },
  { keys: ["-"], names: ["Minus"], shown: "−", does: "zoom out", action: "zoomOut" },
  {
    keys: ["g"],
    names: ["G"],
    shown: "G",
    does: "go to node number …: the search's nodes are numbered from 0 as it entered them",
    action: "goto",
  },
  { keys: ["n"], names: ["N"], shown: "N", does: "go to the next pass", action: "pass" },
  { keys: ["r"], names: ["R"], shown: "R", does: "go to the next re-search", action: "research" },
  { keys: ["c"], names: ["C"], shown: "C", does: "go to the next cutoff", action: "cutoff" },
  { keys: ["t"], names: ["T"], shown: "T", does: "go to the next table hit", action: "hit" },
  {
    keys: [],
    names: [],
    shown: "Enter, → and ←",
    does: "in the list of nodes: open or fold the subtree of the node in focus",
    action: null,
  },
  {
    keys: ["i"],
    names: ["I"],
    shown: "I",
    does: "where am I: the path, the window, the value and what it proves",
    action: "where",
  },
  { keys: ["?"], names: ["Shift+?"], shown: "?", does: "this list of keys", action: "help" },
  {
    keys: ["1", "2", "3", "4", "5"],
    names: ["1", "2", "3", "4", "5"],
    shown: "1 to 5",
    does: "answer a question",
    action: null,
  },
  {
    keys: ["Escape"],
    names: ["Escape"],
    shown: "Esc",
    does: "close a question, or this list",
    action: null,
  },
  {
    keys: [],
    names: [],
    shown: "Tab",
    does: "the buttons, then the list of the nodes searched so far (arrow keys walk it)",
    action: null,
  },
];

const ACTIONS = new Map(
  KEYS.filter((k) => k.action).flatMap((k) => k.keys.map((key) => [key, k.action])),
);

/** The keys, as aria-keyshortcuts names them (the player's root announces them). */
export const SHORTCUTS = KEYS.flatMap((k) => k.names).join(" ");

/** What the player's root says besides its name: where to find the keys. */
export const KEYS_HINT = "Press question mark for the keys, I for where you are.";

/**
 * The action of `key` (a KeyboardEvent's `key`): `{action: "answer", choice}` (1–9 while a
 * question is open: choice 0–8), `{action: "close"}` (Escape while a question is open),
 * `{action}` with one of forward, back, first, last, whole, proof, quiz, play, zoomIn,
 * zoomOut, goto, pass, research, cutoff, hit, where, help, or null (not the player's key: let it through). A letter counts in
 * either case (Caps Lock). Space counts only on the player itself (`onPlayer`), so that a
 * focused button keeps its own Space.
 */
export function keyAction(key, { asking = false, onPlayer = true } = {}) {
  if (asking && /^[1-9]$/.test(key)) return { action: "answer", choice: Number(key) - 1 };
  if (asking && key === "Escape") return { action: "close" };
  const action = ACTIONS.get(/^[A-Z]$/.test(key) ? key.toLowerCase() : key);
  if (action && (onPlayer || key !== " ")) return { action };
  return null;
}

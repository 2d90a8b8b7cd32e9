// What a key does when the player has the focus (pure).

const ACTIONS = new Map([
  ["ArrowRight", "forward"],
  ["PageDown", "forward"],
  [" ", "forward"],
  ["ArrowLeft", "back"],
  ["PageUp", "back"],
  ["Home", "first"],
  ["End", "last"],
  ["w", "whole"],
  ["s", "proof"],
  ["q", "quiz"],
  ["p", "play"],
  ["+", "zoomIn"],
  ["-", "zoomOut"],
]);

/** The keys, as aria-keyshortcuts names them (the player's root announces them). */
export const SHORTCUTS =
  "ArrowRight Space PageDown ArrowLeft PageUp Home End P W S Q Plus Minus 1 2 3 4 5 Escape";

/** The keys in words, for the player's description. */
export const KEYS_TEXT =
  "Keys: Right arrow, Space or Page Down steps forward; Left arrow or Page Up steps back; " +
  "Home and End go to the start and the end; P plays or pauses; W shows the whole tree; " +
  "S shows or hides the strategy each finished search or pass proved, its solution tree; " +
  "Q turns the quiz on or off; plus and minus zoom; 1 to 5 answer a question; Escape " +
  "closes it. Tab reaches the buttons and the list of the nodes searched so far.";

/**
 * The action of `key` (a KeyboardEvent's `key`): `{action: "answer", choice}` (1–9 while a
 * question is open: choice 0–8), `{action: "close"}` (Escape while a question is open),
 * `{action}` with one of forward, back, first, last, whole, proof, quiz, play, zoomIn,
 * zoomOut, or null (not the player's key: let it through). Space counts only on the player
 * itself (`onPlayer`), so that a focused button keeps its own Space.
 */
export function keyAction(key, { asking = false, onPlayer = true } = {}) {
  if (asking && /^[1-9]$/.test(key)) return { action: "answer", choice: Number(key) - 1 };
  if (asking && key === "Escape") return { action: "close" };
  const action = ACTIONS.get(key);
  if (action && (onPlayer || key !== " ")) return { action };
  return null;
}

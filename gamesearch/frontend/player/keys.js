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
  ["q", "quiz"],
  ["p", "play"],
  ["+", "zoomIn"],
  ["-", "zoomOut"],
]);

/**
 * The action of `key` (a KeyboardEvent's `key`): `{action: "answer", choice}` (1–9 while a
 * question is open: choice 0–8), `{action}` with one of forward, back, first, last, whole,
 * quiz, play, zoomIn, zoomOut, or null (not the player's key: let it through). Space counts
 * only on the player itself (`onPlayer`), so that a focused button keeps its own Space.
 */
export function keyAction(key, { asking = false, onPlayer = true } = {}) {
  if (asking && /^[1-9]$/.test(key)) return { action: "answer", choice: Number(key) - 1 };
  const action = ACTIONS.get(key);
  if (action && (onPlayer || key !== " ")) return { action };
  return null;
}

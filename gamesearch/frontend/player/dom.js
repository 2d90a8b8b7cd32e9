// Small helpers for building the player's elements.

/** A fresh random id to scope one player's styles and element ids on the page. */
export function uid() {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return `gs${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/** An element: `attrs` are attributes, except `text` (its text) and `on…` (listeners). */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "text") el.textContent = value;
    else if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else el.setAttribute(key, value);
  }
  el.append(...children);
  return el;
}

/** `name`, or `name (2)`, `name (3)`… : the first not in `taken` (the names of the other
 *  players on the page), so that each player has a name of its own. */
export function distinctName(name, taken) {
  const used = new Set(taken);
  if (!used.has(name)) return name;
  let i = 2;
  while (used.has(`${name} (${i})`)) i++;
  return `${name} (${i})`;
}

/** The markup each element was last given by `setMarkup` (a drawing's SVG). */
const given = new WeakMap();

/** Give `el` the markup `html`, unless it already holds it: a step that leaves a drawing
 *  as it was makes no new elements (each drawing made again is garbage the page must
 *  collect, and elements whose styles and layout must be worked out again). */
export function setMarkup(el, html) {
  if (given.get(el) === html) return;
  el.innerHTML = html;
  given.set(el, html);
}

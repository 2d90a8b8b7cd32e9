// The player's buttons, slider and event count, and the pointer on the tree view.
import { h } from "./dom.js";
import { KEYS } from "./keys.js";
import { quizLabel } from "./state.js";
import { grouped } from "./text.js";

/** How far (CSS px) a pointer may move between press and release and still be a click. */
const TAP = 4;

/** The controls that fold into the "More" menu, by how little room the bar has: `folded`,
 *  where the whole bar does not fit in one row (a narrow page, or zoomed in to 200 %): the
 *  bar keeps stepping, and "?"; `compact`, where the player is compact (sizes.COMPACT: zoomed
 *  in to 400 %): the bar keeps Back and Forward alone. */
export const FOLDED = {
  whole: [],
  folded: ["whole", "zoomOut", "zoomIn", "quiz"],
  compact: ["play", "slider", "count", "whole", "zoomOut", "zoomIn", "quiz", "help"],
};

/** The bar's controls in their order (in the bar, or folded in the menu). */
const ORDER = ["back", "play", "forward", "slider", "count", "whole", "zoomOut", "zoomIn", "quiz"];

/** The step buttons' text: in full, and in a compact player their arrows alone (their names,
 *  aria-label, stay "Back" and "Forward"). */
const STEP_TEXT = {
  back: { full: "◀ Back", compact: "◀" },
  forward: { full: "Forward ▶", compact: "▶" },
};

/** The control bar's elements, and `proof`, the Strategy toggle, which the player puts
 *  beside the status line (it says what the strategy shown proved; and the bar, one row on a
 *  projector, has no room left); `help` opens the keys' dialog (`helpFor` its id), `more`
 *  shows the folded controls in `moreBox`; `n` is the number of events, `scope` the
 *  player's id. */
export function controls(n, scope, helpFor) {
  const button = (title, text, label = null) =>
    h("button", { type: "button", title, text, ...(label ? { "aria-label": label } : {}) });
  const c = {
    back: button("Step back (←)", STEP_TEXT.back.full, "Back"),
    play: button("Play or pause (P)", "▶ Play", "Play"),
    forward: button("Step forward (→ or Space)", STEP_TEXT.forward.full, "Forward"),
    slider: h("input", {
      class: "slider",
      type: "range",
      min: "0",
      max: String(n),
      "aria-label": "Event",
    }),
    count: h("span", { class: "count", "aria-hidden": "true" }),
    whole: button("Whole tree or follow the current node (W)", "Whole tree"),
    proof: button("Show the strategy each finished search or pass proved (S)", "Strategy"),
    zoomOut: button("Zoom out (−)", "−", "Zoom out"),
    zoomIn: button("Zoom in (+)", "+", "Zoom in"),
    quiz: button("Predict each result before it is shown (Q)", "Quiz"),
    help: h("button", {
      type: "button",
      class: "help",
      title: "Keys (?)",
      text: "?",
      "aria-label": "Keys",
      "aria-haspopup": "dialog",
      "aria-expanded": "false",
      "aria-controls": helpFor,
    }),
    moreBox: h("div", { class: "more", id: `${scope}-more`, hidden: "" }),
  };
  c.more = h("button", {
    type: "button",
    class: "more-button",
    title: "More controls",
    text: "More ▾",
    "aria-expanded": "false",
    "aria-controls": c.moreBox.id,
    hidden: "",
  });
  c.bar = h("div", { class: "bar", role: "toolbar", "aria-label": "Player controls" });
  c.bar.append(...ORDER.map((k) => c[k]), c.more, c.help);
  c.folding = "whole";
  return c;
}

/** Fold the controls of `c` that FOLDED[`folding`] lists ("whole", "folded" or "compact")
 *  into its "More" menu, and put the others back in the bar in their order, keeping the
 *  focus: a control that moves keeps it, or, moved into the closed menu, hands it to the
 *  "More" button. Returns whether anything moved. */
export function fold(c, folding) {
  if (c.folding === folding) return false;
  const had = document.activeElement;
  const folded = new Set(FOLDED[folding]);
  const shown = (k) => !folded.has(k);
  c.bar.replaceChildren(
    ...ORDER.filter(shown).map((k) => c[k]),
    c.more,
    ...(shown("help") ? [c.help] : []),
  );
  c.moreBox.replaceChildren(...[...ORDER, "help"].filter((k) => !shown(k)).map((k) => c[k]));
  for (const [k, text] of Object.entries(STEP_TEXT)) {
    c[k].textContent = folding === "compact" ? text.compact : text.full;
  }
  c.more.hidden = folded.size === 0;
  c.folding = folding;
  if (c.more.hidden) openMore(c, false);
  if (had && document.activeElement !== had && (c.bar.contains(had) || c.moreBox.contains(had)))
    (c.moreBox.contains(had) && c.moreBox.hidden ? c.more : had).focus({ preventScroll: true });
  return true;
}

/** Show or hide the "More" menu's controls. */
export function openMore(c, open) {
  c.moreBox.hidden = !open;
  c.more.setAttribute("aria-expanded", String(open));
}

/** Bring the controls `c` up to date with `state` of `n` events; `status` is the status
 *  line (the slider's value text); `drawn`: whether there is a whole tree to show;
 *  `proved`: whether the search proved a strategy to show (else its button is left out). */
export function paintControls(c, state, { n, status, drawn, proved }) {
  const { cursor } = state;
  c.slider.value = String(cursor);
  c.slider.setAttribute("aria-valuetext", status);
  c.count.textContent = `${grouped(cursor)} / ${grouped(n)}`;
  c.back.disabled = cursor === 0;
  c.forward.disabled = cursor === n;
  c.play.textContent = state.playing ? "❚❚ Pause" : "▶ Play";
  c.play.setAttribute("aria-label", state.playing ? "Pause" : "Play");
  c.whole.setAttribute("aria-pressed", String(state.whole));
  c.whole.disabled = !drawn;
  c.proof.hidden = !proved;
  c.proof.setAttribute("aria-pressed", String(state.proof));
  c.quiz.setAttribute("aria-pressed", String(state.quiz));
  c.quiz.textContent = quizLabel(state);
}

/** Dragging `view` pans: `pan(start, dx, dy)` while the pointer moves (`start()` gives the
 *  offset when the drag began); a click that does not drag is `tap(element)`, the element
 *  pressed; Ctrl + wheel zooms: `zoom(factor)`. */
export function pointer(view, { start, pan, zoom, tap, wheelStep }) {
  let drag = null;
  view.addEventListener("pointerdown", (event) => {
    drag = { x: event.clientX, y: event.clientY, from: start(), on: event.target, moved: false };
    view.setPointerCapture(event.pointerId);
  });
  view.addEventListener("pointermove", (event) => {
    if (!drag) return;
    const [dx, dy] = [event.clientX - drag.x, event.clientY - drag.y];
    drag.moved ||= Math.hypot(dx, dy) > TAP;
    if (drag.moved) pan({ x: drag.from.x + dx, y: drag.from.y + dy });
  });
  view.addEventListener("pointerup", () => {
    if (drag && !drag.moved) tap(drag.on);
    drag = null;
  });
  view.addEventListener(
    "wheel",
    (event) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      zoom(event.deltaY < 0 ? wheelStep : 1 / wheelStep);
    },
    { passive: false },
  );
}

/** The overview's tools, a row under the path: "Go to node" (a number, Enter goes: `form`,
 *  `input`, and `error`, which says what to type instead) and a button for the next of
 *  each landmark (`next`: overview.LANDMARKS' keys to buttons); `box` holds them. */
export function overviewTools(scope, landmarks, count) {
  const input = h("input", {
    type: "text",
    inputmode: "numeric",
    class: "goto",
    id: `${scope}-goto`,
    size: String(Math.max(3, String(count - 1).length + 1)),
    autocomplete: "off",
    "aria-describedby": `${scope}-goto-error`,
  });
  const label = h("label", {
    for: input.id,
    text: `Go to node (0–${grouped(count - 1)})`,
  });
  const form = h(
    "form",
    { class: "goto-form" },
    label,
    input,
    h("button", { type: "submit", text: "Go", title: "Go to the node (G)" }),
  );
  const error = h("span", { class: "goto-error", id: `${scope}-goto-error` });
  const next = {};
  for (const [key, { name }] of Object.entries(landmarks)) {
    const shortcut = KEYS.find((k) => k.action === key).shown;
    next[key] = button(`Go to the next ${name} (${shortcut})`, `Next ${name}`);
  }
  const box = h(
    "div",
    { class: "tools", role: "group", "aria-label": "Overview" },
    form,
    ...Object.values(next),
    error,
  );
  return { box, form, input, error, next };
}

const button = (title, text) => h("button", { type: "button", title, text });

// The player's buttons, slider and event count, and the pointer on the tree view.
import { h } from "./dom.js";
import { quizLabel } from "./state.js";

/** The controls that fold into the "More" menu when the bar has no room for them in one
 *  row (a narrow page, or zoomed in to 200 % and more): the bar keeps stepping, and "?". */
export const FOLDED = ["whole", "zoomOut", "zoomIn", "quiz"];

/** The control bar's elements, and `proof`, the Strategy toggle, which the player puts
 *  beside the status line (it says what the strategy shown proved; and the bar, one row on a
 *  projector, has no room left); `help` opens the keys' dialog (`helpFor` its id), `more`
 *  shows the folded controls in `moreBox`; `n` is the number of events, `scope` the
 *  player's id. */
export function controls(n, scope, helpFor) {
  const button = (title, text, label = null) =>
    h("button", { type: "button", title, text, ...(label ? { "aria-label": label } : {}) });
  const c = {
    back: button("Step back (←)", "◀ Back", "Back"),
    play: button("Play or pause (P)", "▶ Play", "Play"),
    forward: button("Step forward (→ or Space)", "Forward ▶", "Forward"),
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
  c.bar.append(
    c.back,
    c.play,
    c.forward,
    c.slider,
    c.count,
    ...FOLDED.map((k) => c[k]),
    c.more,
    c.help,
  );
  return c;
}

/** Fold the FOLDED controls of `c` into its "More" menu (`folded`) or put them back in the
 *  bar, keeping the focus: a control that moves keeps it, or, moved into the closed menu,
 *  hands it to the "More" button. Returns whether anything moved. */
export function fold(c, folded) {
  if (c.more.hidden === !folded) return false;
  const had = document.activeElement;
  const moved = FOLDED.map((k) => c[k]);
  if (folded) c.moreBox.append(...moved);
  else c.more.before(...moved);
  c.more.hidden = !folded;
  if (!folded) openMore(c, false);
  if (moved.includes(had))
    (c.moreBox.hidden && folded ? c.more : had).focus({ preventScroll: true });
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
  c.count.textContent = `${cursor} / ${n}`;
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
 *  offset when the drag began); Ctrl + wheel zooms: `zoom(factor)`. */
export function pointer(view, { start, pan, zoom, wheelStep }) {
  let drag = null;
  view.addEventListener("pointerdown", (event) => {
    drag = { x: event.clientX, y: event.clientY, from: start() };
    view.setPointerCapture(event.pointerId);
  });
  view.addEventListener("pointermove", (event) => {
    if (!drag) return;
    pan({ x: drag.from.x + event.clientX - drag.x, y: drag.from.y + event.clientY - drag.y });
  });
  view.addEventListener("pointerup", () => {
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

// The player's buttons, slider and event count, and the pointer on the tree view.
import { h } from "./dom.js";

/** The control bar's elements; `n` is the number of events. */
export function controls(n) {
  const c = {
    back: h("button", { title: "Step back (←)", text: "◀ Back" }),
    play: h("button", { title: "Play or pause (P)", text: "▶ Play" }),
    forward: h("button", { title: "Step forward (→ or Space)", text: "Forward ▶" }),
    slider: h("input", {
      class: "slider",
      type: "range",
      min: "0",
      max: String(n),
      "aria-label": "Event",
    }),
    count: h("span", { class: "count" }),
    whole: h("button", {
      title: "Whole tree or follow the current node (W)",
      text: "Whole tree",
    }),
    quiz: h("button", { title: "Predict each result before it is shown (Q)" }),
    zoomOut: h("button", { title: "Zoom out (−)", text: "−", "aria-label": "Zoom out" }),
    zoomIn: h("button", { title: "Zoom in (+)", text: "+", "aria-label": "Zoom in" }),
  };
  c.bar = h("div", { class: "bar" }, c.back, c.play, c.forward, c.slider, c.count);
  c.bar.append(c.whole, c.zoomOut, c.zoomIn, c.quiz);
  return c;
}

/** Bring the controls `c` up to date: the cursor of `n`, the toggles, the quiz's label. */
export function paintControls(c, { cursor, n, whole, drawn, quiz }) {
  c.slider.value = String(cursor);
  c.count.textContent = `${cursor} / ${n}`;
  c.back.disabled = cursor === 0;
  c.forward.disabled = cursor === n;
  c.whole.setAttribute("aria-pressed", String(whole));
  c.whole.disabled = !drawn;
  c.quiz.setAttribute("aria-pressed", String(quiz.on));
  c.quiz.textContent = quiz.label();
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

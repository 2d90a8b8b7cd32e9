// Entry of diagram.js, a classic script: draws every diagram fragment on the page that is
// not drawn yet (graph.js), now and whenever one is added later (a cell run again, another
// notebook opened: one observer per page). Each inline copy of the script draws what is
// there; the engine comes once per page (engine.js). While a page is still being parsed, a
// fragment may be only half there, so drawing waits until the whole page is.
import { pageEngine } from "./engine.js";
import { drawGraph } from "./graph.js";

const FRAGMENT = "div.gs-graph:not([data-gs-drawn])";

function draw(el) {
  el.dataset.gsDrawn = "pending";
  pageEngine()
    .then((viz) => {
      drawGraph(el, viz);
      el.dataset.gsDrawn = "yes";
    })
    .catch((error) => {
      el.dataset.gsDrawn = "failed";
      const note = el.querySelector(".gs-graph-note") || el;
      note.textContent = `This diagram could not be drawn: ${error}`;
    });
}

function drawWithin(node) {
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  if (node.matches(FRAGMENT)) draw(node);
  for (const el of node.querySelectorAll(FRAGMENT)) draw(el);
}

if (!globalThis.gamesearchDiagrams) {
  globalThis.gamesearchDiagrams = new MutationObserver((records) => {
    if (document.readyState === "loading") return; // drawn once the page is parsed
    for (const record of records) for (const node of record.addedNodes) drawWithin(node);
  });
  globalThis.gamesearchDiagrams.observe(document.documentElement, {
    childList: true,
    subtree: true,
  });
}
if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", () => drawWithin(document.documentElement), {
    once: true,
  });
} else {
  drawWithin(document.documentElement);
}

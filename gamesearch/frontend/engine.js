// The page's Graphviz (compiled to WebAssembly): one engine per page, whoever brings it.
//
// The built script graphviz-engine.js registers it once, page-globally:
// `globalThis.gamesearchGraphviz = {ready: <Promise of a Viz instance>}`. A page gets that
// script inline with its first diagram or player that needs it (gamesearch.assets), or a
// live widget asks its kernel for it (`ask`) and installs it.

/** How often a consumer looks for the engine while the page has none yet, in ms. */
const WAIT_MS = 100;

/**
 * A promise of the page's Viz instance. If the page has no engine yet, `ask()` (when given)
 * is called once per page to bring it, and the promise waits until the engine appears.
 */
export function pageEngine(ask = null) {
  const g = globalThis;
  if (g.gamesearchGraphviz) return g.gamesearchGraphviz.ready;
  if (ask && !g.gamesearchGraphvizAsked) {
    g.gamesearchGraphvizAsked = true;
    ask();
  }
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (!g.gamesearchGraphviz) return;
      clearInterval(timer);
      resolve(g.gamesearchGraphviz.ready);
    }, WAIT_MS);
  });
}

/** Run the engine script's source `code` on the page (it registers itself, once). */
export function installEngine(code) {
  if (globalThis.gamesearchGraphviz) return;
  const script = document.createElement("script");
  script.textContent = code;
  document.head.append(script);
  script.remove();
}

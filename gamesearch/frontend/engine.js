// The page's Graphviz (compiled to WebAssembly): one engine per page, whoever brings it.
//
// The built script graphviz-engine.js registers it once, page-globally:
// `globalThis.gamesearchGraphviz = {ready: <Promise of a Viz instance>}`. A page gets that
// script inline with its first diagram that needs it (gamesearch.assets.engine_once).

/** How often a consumer looks for the engine while the page has none yet, in ms. */
const WAIT_MS = 100;

/** A promise of the page's Viz instance; it waits until the page has the engine. */
export function pageEngine() {
  const g = globalThis;
  if (g.gamesearchGraphviz) return g.gamesearchGraphviz.ready;
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (!g.gamesearchGraphviz) return;
      clearInterval(timer);
      resolve(g.gamesearchGraphviz.ready);
    }, WAIT_MS);
  });
}

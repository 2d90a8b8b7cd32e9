// The site's kernel worker starts Pyodide from the kernel's memory snapshot (see
// scripts/kernel_snapshot.py): Python already running, with IPython imported, instead of
// starting Python and importing IPython again in every kernel. kernel_snapshot.py puts this
// file first in each of the kernel's worker bundles and has the worker call
// gamesearchStartPyodide(loadPyodide, options) where it called loadPyodide(options).
//
// options.memorySnapshot names the snapshot, beside pyodide.mjs (options.indexURL). Without
// it, in a browser without WebAssembly stack switching (the snapshot's Python was started
// with it and chose its run_sync by it), or if the snapshot cannot be used, Pyodide starts
// from the beginning, as it would without this file, and the console says why.
// biome-ignore lint/correctness/noUnusedVariables: the worker's bundle, after this file, calls it
async function gamesearchStartPyodide(loadPyodide, options) {
  const { memorySnapshot, ...settings } = options;
  if (!memorySnapshot) return loadPyodide(settings);
  if (!("Suspending" in WebAssembly || "Suspender" in WebAssembly)) {
    console.info("The kernel starts without its memory snapshot: no WebAssembly stack switching");
    return loadPyodide(settings);
  }
  const began = performance.now();
  let pyodide;
  try {
    const url = new URL(memorySnapshot, settings.indexURL);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
    const unzipped = response.body.pipeThrough(new DecompressionStream("gzip"));
    const snapshot = new Uint8Array(await new Response(unzipped).arrayBuffer());
    const { default: createModule } = await import(new URL("pyodide.asm.mjs", settings.indexURL));
    let trampoline;
    pyodide = await loadPyodide({
      ...settings,
      _loadSnapshot: snapshot,
      createPyodideModule: (module) => {
        // Pyodide's WebAssembly memory starts smaller than the snapshot: grow it first.
        module.preRun.unshift((started) => started.growMemory(snapshot.length));
        // Keep the trampoline this browser chose for Python's calls through function
        // pointers (Emscripten's setEmscriptenTrampoline, the one preRun before these).
        module.preRun.push((started) => {
          trampoline = started.HEAP32[trampolineSlot(started) >> 2];
        });
        return createModule(module);
      },
    });
    // The snapshot's memory brought Node's choice, a JavaScript trampoline, which stack
    // switching (run_sync) cannot pass through: put this browser's back.
    pyodide._module.HEAP32[trampolineSlot(pyodide._module) >> 2] = trampoline;
  } catch (error) {
    console.warn(`The kernel starts without its memory snapshot: ${error}`);
    return loadPyodide(settings);
  }
  // The snapshot froze the random generator's state: without a new seed every kernel would
  // draw the same numbers. loadPyodide also put the current folder ('') in front of
  // sys.path once more.
  pyodide.runPython("import random, sys\nrandom.seed()\nsys.path[:] = dict.fromkeys(sys.path)");
  delete pyodide._api.config._loadSnapshot; // its memory is Pyodide's now: free the copy
  const seconds = ((performance.now() - began) / 1000).toFixed(1);
  console.info(`Python started from the kernel's memory snapshot in ${seconds} s`);
  return pyodide;
}

// Where CPython keeps its trampoline in memory (_PyRuntime.emscripten_trampoline).
function trampolineSlot(module) {
  return module.__PyRuntime + module.HEAP32[module.__PyEM_EMSCRIPTEN_TRAMPOLINE_OFFSET >> 2];
}

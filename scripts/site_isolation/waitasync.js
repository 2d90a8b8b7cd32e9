// Atomics.waitAsync as JupyterLite's Pyodide kernel expects it (the patch "waitAsync decided at once",
// scripts/site_build/patches.py, puts this script first in every page, before the kernel's extension reads Atomics.waitAsync).
//
// In a cross-origin isolated page the kernel talks to its web worker through coincident 1.2
// (jupyterlite-pyodide-kernel 0.8.6 and 0.8.7 bundle it): the page posts a request with a
// SharedArrayBuffer, then waits for the worker to write into it with
// `Atomics.waitAsync(buffer, 0).value.then(...)` (coincident/esm/index.js, waitFor). When the
// worker has already written by the time the page waits, which a busy machine makes likely,
// waitAsync returns `{async: false, value: "not-equal"}` at once, as the standard says; its
// value is then a string, `.then` is not a function, the kernel's request throws and its reply
// is never sent: in a Run All, some cells stay [*] for ever. Here a result decided at once
// comes as a promise of it, like every other, so the kernel reads its reply.
(() => {
  const { waitAsync } = Atomics;
  if (!waitAsync) return;
  Atomics.waitAsync = function (...args) {
    const result = waitAsync.apply(this, args);
    return result.async ? result : { async: true, value: Promise.resolve(result.value) };
  };
})();

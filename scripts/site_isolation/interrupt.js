// Kernel › Interrupt for the site's Pyodide kernels (the patch "Interrupt reaches a running cell" puts this script in each
// page). JupyterLite 0.8 cancels only the requests still waiting; a running cell goes on.
// In a cross-origin isolated page each kernel's web worker posts a SharedArrayBuffer that
// Pyodide checks while it runs (site_kernel, the site's IPython extension), with the session
// id of its first request; writing 2 into it raises KeyboardInterrupt there. This script
// keeps each kernel's buffer by that id, the kernel connection's clientId, and writes into
// the current kernel's when an interrupt command has run.
(() => {
  if (!window.crossOriginIsolated) return;
  const INTERRUPTS = new Set([
    "notebook:interrupt-kernel",
    "kernelmenu:interrupt",
    "console:interrupt-kernel",
  ]);
  const buffers = new Map();
  const PageWorker = window.Worker;
  window.Worker = class extends PageWorker {
    /** @param {string | URL} url  @param {WorkerOptions} [options] */
    constructor(url, options) {
      super(url, options);
      this.addEventListener("message", ({ data }) => {
        if (data?.gamesearchInterrupt) buffers.set(data.session, data.buffer);
      });
    }
  };
  const wire = () => {
    const app = /** @type {any} */ (window).jupyterapp; // JupyterLite's exposeAppInBrowser
    if (!app) {
      setTimeout(wire, 250);
      return;
    }
    app.commands.commandExecuted.connect((_, { id }) => {
      if (!INTERRUPTS.has(id)) return;
      const kernel = app.shell.currentWidget?.sessionContext?.session?.kernel;
      const buffer = kernel && buffers.get(kernel.clientId);
      if (buffer) Atomics.store(buffer, 0, 2);
    });
  };
  wire();
})();

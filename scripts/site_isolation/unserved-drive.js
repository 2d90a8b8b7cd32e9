// No drive where no service worker serves it (the patch "a drive only where it is served",
// scripts/site_build/patches.py, puts this script in every page, after isolation.js).
//
// The Pyodide kernel mounts the site's files as a drive wherever JupyterLite's service
// worker is registered, and the drive's requests go through that worker. But a registered
// worker serves only the pages it controls: not a page opened with a hard reload
// (Ctrl+Shift+R), nor one in a browser that blocks service workers yet answers the
// registration. There the drive's first request fails and the kernel never starts. So, in
// a page no worker controls, a registration is refused: the kernel then starts without a
// drive, in a copy of the site's files (scripts/site_snapshot/start_pyodide.js). A page
// the worker controls is left alone, and isolation.js has made its own registration (which
// reloads the page into the worker's control) before this script runs.
(() => {
  const workers = navigator.serviceWorker;
  if (!workers || workers.controller) return;
  workers.register = () =>
    Promise.reject(new Error("no service worker controls this page: no drive for its kernel"));
})();

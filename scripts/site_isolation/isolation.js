// Cross-origin isolation for the site's pages (site_build/pages.py puts this script in each one).
// A host that sends the COOP/COEP headers (see _headers) isolates the page at once. Else
// the site's service worker (service-worker.js) adds them, but only to pages it controls:
// when it first takes control, reload once. This script registers it at once, with the URL
// JupyterLite registers it by once its page has loaded, so the reload comes early.
// Never more than once a session, so a browser that cannot be isolated (a private window
// without service workers) just runs without it.
(() => {
  const workers = navigator.serviceWorker;
  if (window.crossOriginIsolated !== false || !window.isSecureContext || !workers) return;
  const key = "gamesearch-isolation-reloaded";
  const reload = () => {
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, "1");
    window.location.reload();
  };
  if (workers.controller) reload();
  else {
    workers.addEventListener("controllerchange", reload);
    // Before JupyterLab has loaded for nothing (JupyterLite's own registration changes nothing).
    const script = /** @type {HTMLScriptElement} */ (document.currentScript);
    const worker = new URL("service-worker.js?enableCache=false", script.src);
    if (!sessionStorage.getItem(key)) workers.register(worker).catch(() => {});
  }
})();

// The site's service worker, which JupyterLite registers as its own (service-worker.js):
// JupyterLite's, renamed jupyterlite-service-worker.js by make_site.py, answers the
// kernel's file and input requests (/api/drive, /api/stdin, its heartbeat); every other
// request is answered by coi-serviceworker (from npm, vendored at build time), which adds
// the COOP/COEP headers. With them the page is cross-origin isolated even on a host that
// cannot send headers (GitHub Pages): the kernel then reads its files through a
// SharedArrayBuffer instead of a request each, and starts faster. isolation.js, in each
// page, reloads it once when this worker first takes control.
const listen = self.addEventListener.bind(self);
const ownedByJupyterLite = (url) =>
  url.origin === location.origin &&
  (/\/api\/(drive|stdin\/)/.test(url.pathname) ||
    url.pathname.endsWith("/api/service-worker-heartbeat"));
const fetchesWhere = (keep) => (type, listener, options) =>
  listen(
    type,
    type === "fetch" ? (event) => keep(new URL(event.request.url)) && listener(event) : listener,
    options,
  );

self.addEventListener = fetchesWhere(ownedByJupyterLite);
importScripts("./jupyterlite-service-worker.js");
self.addEventListener = fetchesWhere((url) => !ownedByJupyterLite(url));
importScripts("./coi-serviceworker.js");
self.addEventListener = listen;

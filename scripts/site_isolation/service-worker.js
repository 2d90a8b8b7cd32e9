// The site's service worker, which JupyterLite registers as its own (service-worker.js):
// JupyterLite's, renamed jupyterlite-service-worker.js by site_build/pages.py, answers the
// kernel's file and input requests (/api/drive, /api/stdin, its heartbeat), and
// coi-serviceworker (from npm, vendored at build time) answers the requests for pages and
// workers, adding the COOP/COEP headers. With them the page is cross-origin isolated even on
// a host that cannot send headers (GitHub Pages): the kernel then reads its files through a
// SharedArrayBuffer instead of a request each, and starts faster. isolation.js, in each
// page, reloads it once when this worker first takes control.
//
// Every other request (scripts, styles, the kernel's files and Pyodide's) goes to the
// network as if there were no service worker: the headers matter only on a document or a
// worker, a same-origin resource needs none, and a cross-origin one is fetched with CORS.
// Passing each through coi-serviceworker cost about half a second of a kernel's start.
const listen = self.addEventListener.bind(self);
const ownedByJupyterLite = (url) =>
  url.origin === location.origin &&
  (/\/api\/(drive|stdin\/)/.test(url.pathname) ||
    url.pathname.endsWith("/api/service-worker-heartbeat"));
const isolates = (request) =>
  ["document", "iframe", "worker", "sharedworker"].includes(request.destination);
const fetchesWhere = (keep) => (type, listener, options) =>
  listen(
    type,
    type === "fetch" ? (event) => keep(event.request) && listener(event) : listener,
    options,
  );

self.addEventListener = fetchesWhere((request) => ownedByJupyterLite(new URL(request.url)));
importScripts("./jupyterlite-service-worker.js");
self.addEventListener = fetchesWhere(
  (request) => !ownedByJupyterLite(new URL(request.url)) && isolates(request),
);
importScripts("./coi-serviceworker.js");
self.addEventListener = listen;

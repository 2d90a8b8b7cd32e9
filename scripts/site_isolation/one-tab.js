// One notebook, and one kernel, per link (the patch "one tab per link",
// scripts/site_build/patches.py, puts this script in every page, before JupyterLab loads).
//
// JupyterLab restores the last layout of the site's tabs when it starts, from the state
// database JupyterLite keeps in the browser (IndexedDB "JupyterLite Storage - <base URL>",
// store "statedb"); each restored notebook starts its own kernel. So a student who opens the
// course's ?path= links in turn gets every notebook opened before back, one kernel each.
// A page opened by such a link starts with that store cleared: only the linked notebook
// opens. The student's files (store "files") are kept. JupyterLab drops ?path= from the
// address once it has opened the notebook, so a reload keeps the layout as usual.
(() => {
  if (!new URLSearchParams(window.location.search).has("path") || !indexedDB?.databases) return;
  const STORE = "statedb";
  indexedDB.databases().then((found) => {
    for (const { name } of found) {
      if (!name?.startsWith("JupyterLite Storage")) continue;
      const request = indexedDB.open(name);
      request.onsuccess = () => {
        const db = request.result;
        if (db.objectStoreNames.contains(STORE)) {
          db.transaction(STORE, "readwrite").objectStore(STORE).clear();
        }
        db.close(); // once its transaction is done
      };
    }
  }, console.warn);
})();

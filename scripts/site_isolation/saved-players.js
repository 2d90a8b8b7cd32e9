// A saved notebook shows its players with no kernel (the patch "players kept on save",
// scripts/site_build/patches.py, puts this script in every page).
//
// A player's output carries the live widget (application/vnd.jupyter.widget-view+json) and
// the standalone player (text/html), the one the course's saved outputs and the HTML
// export show. JupyterLab draws the live widget first; after a reload its model is gone
// with the kernel that made it, and the output says "Loading widget..." until the cell is
// run again (jupyter-widgets/ipywidgets#2549). So the copy a save writes keeps only the
// standalone player of each such output; the notebook on screen keeps its live widget.
(() => {
  const WIDGET = "application/vnd.jupyter.widget-view+json";

  /** The notebook to save, with the live widget left out of every output that has a
   * standalone player beside it (a copy: the open notebook's model is not touched). */
  const withSavedPlayers = (notebook) => {
    const copy = structuredClone(notebook);
    for (const cell of copy.cells ?? []) {
      for (const output of cell.outputs ?? []) {
        const data = output.data;
        if (data && WIDGET in data && "text/html" in data) delete data[WIDGET];
      }
    }
    return copy;
  };

  const wrap = (contents) => {
    const save = contents.save.bind(contents);
    contents.save = (path, options) =>
      save(
        path,
        options?.type === "notebook" && options.content
          ? { ...options, content: withSavedPlayers(options.content) }
          : options,
      );
  };

  // JupyterLite sets window.jupyterapp (exposeAppInBrowser) once the application exists,
  // before a notebook can be opened, let alone saved.
  const wire = () => {
    const contents = /** @type {any} */ (window).jupyterapp?.serviceManager?.contents;
    if (contents) wrap(contents);
    else setTimeout(wire, 50);
  };
  wire();
})();

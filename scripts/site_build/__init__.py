"""The course as a JupyterLite site: ``make site`` (``python scripts/make_site.py``).

The spine is JupyterLite's own ``jupyter lite build``, as jupyterlite/demo's is; everything
this package adds to it is either configuration or a declared patch:

- :mod:`.config`: what is pinned (the upstream release line, Pyodide, the kernel's packages,
  the JupyterLab extensions) and where things are; ``UPSTREAM=next`` selects the canary;
- :mod:`.lock`: the pure-Python wheels the kernel loads, resolved against Pyodide's lock;
- :mod:`.snapshot`: the kernel's memory snapshot and packages' files, made at build time;
- :mod:`.contents`: the notebooks each site serves: the open course's, with solutions, and a
  graded class's, without;
- :mod:`.patches`: every change to other people's code, as records: the package and the
  versions each is written for, what it fixes, the upstream report, the release that makes
  it unnecessary; a record that no longer matches stops the build with its text;
- :mod:`.pages`: the scripts put in every page and the site's service worker;
- :mod:`.build`: the build itself, in order.

Imports flow one way: config ← lock, snapshot, contents, patches ← pages ← build ← environment.
"""

# The IPython profile of the site's Pyodide kernel: make_site.py points IPYTHONDIR here
# (loadPyodide's env), so the kernel loads the site's extension when it starts.
c = get_config()  # noqa: F821 - IPython defines it for its config files
c.InteractiveShellApp.extensions = ["site_kernel"]

"""What the course's JupyterLite site adds to its Pyodide kernel, as an IPython extension.

The kernel's shell (jupyterlite-pyodide-kernel's ``Interpreter``) is IPython's plain
``InteractiveShell``, which keeps ``set_next_input`` to itself: it never reaches the page,
so ``%load`` ran and left its cell as it was (jupyterlite/jupyterlite#1076). ipykernel's
shell sends it as a payload of the execute reply, which JupyterLab applies (``%load``
replaces its cell with the file); this extension does the same, and the Pyodide kernel
passes the payload on.

make_site.py builds this folder into a wheel the site's kernel loads when it starts, with
IPYTHONDIR pointing at the profile beside this file, whose config loads the extension.
"""

from typing import Any


def load_ipython_extension(shell: Any) -> None:
    """Make ``shell.set_next_input`` a payload for the page, as ipykernel's shell does."""

    def set_next_input(text: str, replace: bool = False) -> None:
        shell.payload_manager.write_payload(
            {"source": "set_next_input", "text": text, "replace": replace}
        )

    shell.set_next_input = set_next_input

"""The site kernel's snapshots: Python started, its packages loaded and IPython imported once,
at build time.

Most of a site kernel's start was Pyodide starting Python, unpacking each package's wheel and
the kernel importing IPython (``make bench`` times it). Pyodide can save its WebAssembly
memory once that is done (a memory snapshot, its ``_makeSnapshot`` and ``_loadSnapshot``
options) and start later from it; the files the packages added, which live outside that
memory, can be saved beside it and written back at once:

- :func:`make` starts the site's Pyodide in Node as the kernel starts it (the same packages
  and environment), applies pyodide-kernel's own mocks (what ``import pyodide_kernel`` does
  before it imports IPython), imports IPython, and writes, gzipped, beside ``pyodide.mjs``
  (``site_snapshot/make_snapshot.mjs``): the memory as :data:`SNAPSHOT`, and every file and
  folder the packages added, with Pyodide's record of them, as :data:`FILES`.
- the patch "start from the memory snapshot" (:mod:`.patches`) has the kernel's two workers
  (with and without SharedArrayBuffers) start Pyodide with ``site_snapshot/start_pyodide.js``
  (:data:`START_SCRIPT`), put first in each, instead of ``loadPyodide``; the site's config
  names the snapshots
  (``loadPyodideOptions.memorySnapshot`` and ``packageFiles``). The worker then writes the
  packages' files, imports ``pyodide_kernel`` and runs as before. A snapshot that does not
  load is skipped, with a warning in the console: without the memory, Python starts from the
  beginning; without the files, each package is loaded from its wheel.

A kernel started from the snapshot draws its own random numbers (start_pyodide.js seeds them
again) and reads the browser's clock and time zone offset (``time.localtime()``,
``datetime.now()``). It shares with every other kernel what Python fixed at its start, when
the site was built: the seed of ``hash()`` for str and bytes, and the time zone's name
(``time.tzname``, ``%Z``) and ``time.timezone``, those of the build machine.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parents[1] / "site_snapshot"
#: What the kernel's workers run first: it starts Pyodide from the snapshots.
START_SCRIPT = HERE / "start_pyodide.js"
#: The memory snapshot's file, beside pyodide.mjs in the site.
SNAPSHOT = "kernel-snapshot.bin"
#: The packages' files, beside it.
FILES = "kernel-files.bin"
#: What runs in the snapshot's Python before its memory is saved: pyodide-kernel's mocks of
#: modules Pyodide lacks (run from their file: importing ``pyodide_kernel`` would start a
#: kernel), then IPython.
PREPARE = """\
import importlib.util, pathlib
_kernel = pathlib.Path(importlib.util.find_spec("pyodide_kernel").origin).parent
_spec = importlib.util.spec_from_file_location("_pyodide_kernel_mocks", _kernel / "mocks.py")
_mocks = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_mocks)
_mocks.apply_mocks()
del _kernel, _spec, _mocks
import IPython
"""
#: Node's flags for WebAssembly stack switching (JSPI), by Node version: none where it is on.
JSPI_FLAGS: tuple[list[str], ...] = (
    [],
    ["--experimental-wasm-jspi"],
    ["--experimental-wasm-stack-switching"],
)
HAS_JSPI = "process.exit('Suspending' in WebAssembly || 'Suspender' in WebAssembly ? 0 : 1)"


def node_with_jspi() -> list[str]:
    """Node, with the flag that gives it WebAssembly stack switching.

    Pyodide picks its ``run_sync`` once, at start, by whether it can stack switch, and the
    choice stays in its memory: a snapshot made without stack switching would leave
    ``run_sync`` (with which the course asks Pyodide for matplotlib) refusing in every
    kernel. start_pyodide.js uses the snapshot only in a browser that can stack switch.
    """
    node = shutil.which("node")
    if node is None:
        raise SystemExit("make site needs Node.js for its kernel snapshot: apt-get install nodejs")
    for flags in JSPI_FLAGS:
        if subprocess.run([node, *flags, "-e", HAS_JSPI], capture_output=True).returncode == 0:
            return [node, *flags]
    version = subprocess.run([node, "--version"], capture_output=True, text=True).stdout.strip()
    raise SystemExit(
        f"make site: Node.js {version} has no WebAssembly stack switching, with none of the "
        f"flags {[f for flags in JSPI_FLAGS for f in flags]}; the kernel's snapshot needs it: "
        "install Node.js 20 or later."
    )


def make(runtime: Path, packages: list[str], env: dict[str, str]) -> None:
    """Write the snapshots of a kernel that loads ``packages`` with ``env`` into ``runtime``
    (Pyodide's folder, its lock naming every package): :data:`SNAPSHOT` and :data:`FILES`."""
    settings = json.dumps({"packages": packages, "env": env, "prepare": PREPARE})
    outs = [str(runtime / SNAPSHOT), str(runtime / FILES)]
    script = HERE / "make_snapshot.mjs"
    subprocess.run([*node_with_jspi(), str(script), str(runtime), *outs, settings], check=True)

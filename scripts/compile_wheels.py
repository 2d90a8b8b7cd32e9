"""Add compiled bytecode to pure-Python wheels, inside Pyodide (run by compile_wheels.mjs).

Pyodide installs a wheel's files as they are and compiles each module the first time it is
imported, in every new kernel: importing IPython, prompt_toolkit and jedi cost the site's
kernel most of its start. Each ``.py`` file here gets its ``__pycache__/NAME.TAG.pyc`` beside
it, compiled by the site's own Python (so the magic number is the kernel's) as an *unchecked
hash-based* pyc (PEP 552): Python loads it without looking at the source's time stamp, which
unpacking a wheel does not keep. The sources stay, for tracebacks and ``inspect.getsource``.
The wheel's RECORD lists the new files with their hashes.
"""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc  # type: ignore[attr-defined]


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def compile_wheel(source: str, target: str) -> int:
    """Write ``source`` with bytecode added to ``target``; return the modules compiled."""
    compiled: list[tuple[str, bytes]] = []
    wheel = zipfile.ZipFile(source)
    out = zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED)
    with wheel, out:
        record = next(n for n in wheel.namelist() if n.endswith(".dist-info/RECORD"))
        for info in wheel.infolist():
            if info.filename == record:
                continue
            data = wheel.read(info)
            out.writestr(info, data)
            if not info.filename.endswith(".py") or ".data/" in info.filename:
                continue
            try:
                code = compile(data, info.filename, "exec", dont_inherit=True)
            except SyntaxError:  # a file not meant for this Python (a template, a test)
                continue
            folder, _, name = info.filename.rpartition("/")
            tag = sys.implementation.cache_tag
            pyc = f"{folder}/__pycache__/{name[:-3]}.{tag}.pyc".lstrip("/")
            data = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            out.writestr(pyc, data)
            compiled.append((pyc, data))
        lines = wheel.read(record).decode().splitlines()
        lines[-1:-1] = [record_line(name, data) for name, data in compiled]  # RECORD last
        out.writestr(record, "\n".join(lines) + "\n")
    return len(compiled)

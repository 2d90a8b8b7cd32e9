"""The gamesearch command run as a person runs it, for the command-line tests."""

import os
import subprocess
import sys


def run(*args, timeout=60, cwd=None, env=None):
    """The command in a subprocess, as from a shell (in ``cwd``, with ``env`` added to the
    environment); stdout and stderr are not terminals. Never a traceback."""
    environment = {**os.environ, "COLUMNS": "100", **(env or {})}
    environment.pop("GAMESEARCH_DEBUG", None)
    done = subprocess.run(
        [sys.executable, "-m", "gamesearch", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=cwd,
        env=environment,
        check=False,
    )
    assert "Traceback" not in done.stderr + done.stdout
    return done

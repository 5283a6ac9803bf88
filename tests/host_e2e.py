"""What the end-to-end tests of the three host CLIs (Claude Code, Codex, Gemini CLI)
share: where the CLI is, the memory they recall, what the model's request is read for,
the hook log's costs, and waiting for a harvested exchange."""

from __future__ import annotations

import os
import re
import shutil
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

MEMORY = "The payments webhook retries exactly seven times with exponential backoff."
RELEVANT = "How many times does the payments webhook retry?"
UNRELATED = "Write a haiku about autumn leaves in Kyoto."
BRIEFING_MARK = '<mgimind-memory kind="briefing">'
RECALL_MARK = '<mgimind-memory kind="recall for this prompt">'


def find_cli(name: str, variable: str) -> str:
    """The CLI `name`: `$variable`, else the one scripts/setup.sh --dev installed, else
    the PATH's (the setup's path when there is none, so a skip can name it)."""
    found = os.environ.get(variable) or str(REPO / f".cache/node/node_modules/.bin/{name}")
    if not os.path.exists(found):
        found = shutil.which(name) or found
    return found


def needs(cli: str, what: str):
    """Skip the module's tests where `cli` is not installed."""
    return pytest.mark.skipif(
        not os.path.exists(cli),
        reason=f"{what} is not installed (bash scripts/setup.sh --dev installs it)",
    )


def body_text(value) -> str:
    """Every string in a request body, joined: what the model gets to read."""
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        return "\n".join(body_text(v) for v in value.values())
    if isinstance(value, list):
        return "\n".join(body_text(v) for v in value)
    return ""


def hook_costs(log: str, host: str) -> list[str]:
    """`EVENT: N ms (outcome)` for each of `host`'s lines of the hook log, in order."""
    costs = []
    for line in log.splitlines():
        m = re.search(rf"{host} (\S+) (FAIL-OPEN after|ok \d+ chars in) (\d+)ms(.*)", line)
        if m:
            why = "ok" if m[2].startswith("ok") else m[4].split(": ", 2)[-1][-64:]
            costs.append(f"{m[1]}: {m[3]} ms ({why})")
    return costs


def ms(cost: str) -> int:
    """The milliseconds of one `hook_costs` entry."""
    return int(cost.split(": ", 1)[1].split(" ms", 1)[0])


def harvested(client, query: str, needle: str, timeout_s: float = 60.0) -> list:
    """The memories `query` finds holding `needle`, waiting up to `timeout_s` for the
    first (a harvest runs after the session ends)."""
    deadline, found = time.monotonic() + timeout_s, []
    while time.monotonic() < deadline and not found:
        found = [r for r in client.memories.search(query, limit=5) if needle in r.text]
        if not found:
            time.sleep(0.5)
    return found

"""What the end-to-end tests of the three host CLIs (Claude Code, Codex, Gemini CLI)
share: where the CLI is, the throwaway HOME, project and mgimind home each run in and the
environment the CLI gets, the memory they recall, what the model's request is read for, the
hook log's costs, and the harvest's settings, prompt and wait."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
import store_seed

REPO = Path(__file__).resolve().parents[1]

MEMORY = "The payments webhook retries exactly seven times with exponential backoff."
RELEVANT = "How many times does the payments webhook retry?"
UNRELATED = "Write a haiku about autumn leaves in Kyoto."
BRIEFING_MARK = '<mgimind-memory kind="briefing">'
RECALL_MARK = '<mgimind-memory kind="recall for this prompt">'
# A session worth remembering: its harvest is found by "billing staging cluster".
HARVEST_PROMPT = (
    "Please remember for later: the staging cluster for the billing team is "
    "called bluefin-7 and it runs in the Frankfurt region."
)


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


def throwaway_homes(tmp_path: Path, monkeypatch, *under_home: str) -> tuple[Path, Path, Path]:
    """A fresh HOME (with the folders `under_home` in it), project and mgimind home under
    `tmp_path`; this process's HOME and MGIMIND_HOME point at them, since the installer and
    the daemon the test starts read those."""
    home, project, mgimind_home = tmp_path / "home", tmp_path / "project", tmp_path / "mgimind"
    for d in (home, *(home / sub for sub in under_home), project, mgimind_home):
        d.mkdir(parents=True, exist_ok=True)
    store_seed.seed(mgimind_home, durable=True)  # the empty store its daemon would create
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("MGIMIND_HOME", str(mgimind_home))
    return home, project, mgimind_home


def cli_env(home: Path, mgimind_home: Path, **host_vars: str) -> dict[str, str]:
    """The environment a host CLI runs in: this venv first on PATH (its hooks run the
    `mgimind` installed here), the throwaway HOME and mgimind home, daemon auto-start on
    (as for a person), and the host's own variables."""
    return {
        "PATH": f"{Path(sys.executable).parent}:{os.environ['PATH']}",
        "HOME": str(home),
        "MGIMIND_HOME": str(mgimind_home),
        "MGIMIND_AUTOSTART": "1",
        **host_vars,
    }


def harvest_settings(mgimind_home: Path, *, idle_s: int, watch: bool | None) -> None:
    """mgimind's config: a session is harvested after `idle_s` idle seconds; `watch` turns
    the daemon's watcher on or off (None: the default)."""
    lines = f"[harvest]\nidle_s = {idle_s}\n"
    if watch is not None:
        lines += f"watch = {str(watch).lower()}\n"
    (mgimind_home / "config.toml").write_text(lines)


def run_cli(
    argv: list[str], cwd: Path, env: dict, **options
) -> tuple[subprocess.CompletedProcess, float]:
    """Run a host CLI headless in `cwd` with `env` (output captured, two minutes at the
    most); return the process and its wall time."""
    began = time.monotonic()
    proc = subprocess.run(
        argv, cwd=cwd, env=env, capture_output=True, text=True, timeout=120, **options
    )
    return proc, time.monotonic() - began


def in_json(text: str) -> str:
    """`text` as it stands inside a JSON string (a request body read as JSON text)."""
    return json.dumps(text)[1:-1]


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

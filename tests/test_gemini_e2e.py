"""End to end with the real Gemini CLI (from npm) against a fake Gemini API on loopback:
what `gemini -p` actually sends to the model, with and without mgimind's hooks.

Each run is offline, in a throwaway HOME whose settings select API-key auth and whose
trustedFolders.json trusts the project (Gemini CLI runs hooks only in trusted folders,
and refuses to run headless in any other), and takes two to three seconds.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from statistics import median

import pytest
from daemon_helpers import freeze, running_daemon
from fakes.gemini_server import FakeGemini
from host_e2e import (
    HARVEST_PROMPT,
    MEMORY,
    RELEVANT,
    UNRELATED,
    cli_env,
    find_cli,
    harvest_settings,
    harvested,
    hook_costs,
    ms,
    needs,
    run_cli,
    throwaway_homes,
)
from mgimind.hooks import wire
from mgimind.hosts.gemini import installer

from mgimind.doors.client import DaemonClient

GEMINI = find_cli("gemini", "MGIMIND_GEMINI_BIN")
pytestmark = needs(GEMINI, "Gemini CLI")

REPLY = "pong from the fake Gemini"
# Gemini CLI escapes `<` and `>` in hook context before the model sees it.
BRIEFING_MARK = '&lt;mgimind-memory kind="briefing"&gt;'
RECALL_MARK = '&lt;mgimind-memory kind="recall for this prompt"&gt;'
# The person's own settings, in their own formatting: uninstall must give these bytes back.
PERSON_SETTINGS = (
    '{\n    "security": {"auth": {"selectedType": "gemini-api-key"}},\n'
    '    "ui": {"hideBanner": true},\n    "general": {"vimMode": false}\n}\n'
)


@pytest.fixture
def world(tmp_path, monkeypatch):
    """A throwaway HOME (trusting the project), project and mgimind home; Gemini CLI's
    env pointed at the fake API."""
    home, project, mgimind_home = throwaway_homes(tmp_path, monkeypatch, ".gemini")
    settings = home / ".gemini" / "settings.json"
    settings.write_text(PERSON_SETTINGS)
    trusted = {str(project.resolve()): "TRUST_FOLDER"}
    (home / ".gemini" / "trustedFolders.json").write_text(json.dumps(trusted))
    monkeypatch.delenv("GEMINI_CLI_HOME", raising=False)  # the installer and watcher use HOME
    env = cli_env(home, mgimind_home, GEMINI_API_KEY="fake-gemini-key", GEMINI_CLI_NO_RELAUNCH="1")
    with FakeGemini(reply=REPLY) as api:
        env["GOOGLE_GEMINI_BASE_URL"] = api.url
        yield {
            "home": home,
            "project": project,
            "mgimind": mgimind_home,
            "settings": settings,
            "env": env,
            "api": api,
        }


def run_gemini(world, prompt: str) -> tuple[subprocess.CompletedProcess, str, float]:
    """Run `gemini -p PROMPT`; return the process, the user text of the last model call
    that carries the prompt, and the wall time."""
    api = world["api"]
    seen = len(api.chats())
    proc, elapsed = run_cli([GEMINI, "-p", prompt], world["project"], world["env"])
    texts = [r.user_text() for r in api.chats()[seen:]]
    with_prompt = [t for t in texts if prompt in t]
    return proc, (with_prompt[-1] if with_prompt else ""), elapsed


def test_hooks_inject_briefing_and_recall_and_uninstall_gives_the_file_back(world):
    with running_daemon(world["mgimind"]):
        added = subprocess.run(  # the person stores it, from the project, with the CLI
            [str(Path(sys.executable).with_name("mgimind")), "add", MEMORY],
            cwd=world["project"],
            env=world["env"],
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert added.returncode == 0, added.stderr
        report = installer.install("user", world["project"], mcp=False)
        assert {"SessionStart", "BeforeAgent"} <= set(report.hooks)
        assert json.loads(world["settings"].read_text())["ui"] == {"hideBanner": True}

        proc, text, _ = run_gemini(world, RELEVANT)
        assert proc.returncode == 0 and REPLY in proc.stdout, proc.stderr
        assert BRIEFING_MARK in text  # the session-start briefing reached the model
        assert RECALL_MARK in text and "seven times" in text  # and the recalled memory
        assert "seven" not in RELEVANT  # (it can only have come from the recall)
        last = DaemonClient(world["mgimind"]).sessions.last("gemini", str(world["project"]))
        assert last is not None and RELEVANT in last.summary  # SessionEnd closed the session

        # Nothing relevant stored for this prompt: no recall block (no token burn), while
        # the briefing still arrives (positive control).
        proc, text, _ = run_gemini(world, UNRELATED)
        assert proc.returncode == 0
        assert BRIEFING_MARK in text and RECALL_MARK not in text

        installer.uninstall("user", world["project"])
        assert world["settings"].read_text() == PERSON_SETTINGS  # byte for byte
        assert not list(world["settings"].parent.glob("settings.json.mgimind*"))
        proc, text, _ = run_gemini(world, RELEVANT)
        assert proc.returncode == 0 and REPLY in proc.stdout
        assert RELEVANT in text  # the request was recorded...
        assert BRIEFING_MARK not in text and RECALL_MARK not in text  # ...without mgimind


def test_a_broken_home_fails_open(world):
    (world["mgimind"] / "config.toml").write_text("this is [not toml")  # daemon start fails
    _, _, baseline = run_gemini(world, "hello")  # no hooks: the normal time

    installer.install("user", world["project"], mcp=False)
    proc, text, elapsed = run_gemini(world, "hello")
    assert proc.returncode == 0 and REPLY in proc.stdout
    assert "hello" in text and BRIEFING_MARK not in text
    assert "hook" not in proc.stderr.lower()  # no warning reached the person
    print(f"gemini -p, broken home: {elapsed:.2f} s with hooks, {baseline:.2f} s without")
    log = (world["mgimind"] / "hooks.log").read_text()
    # Timed by the hooks' own log: one CLI run's wall clock moves by a second with the
    # machine's load, which is not the hooks' cost.
    costs = hook_costs(log, "gemini")
    assert costs and sum(map(ms, costs)) < 1500, costs
    assert "gemini session-start FAIL-OPEN" in log and "not valid TOML" in log


@pytest.mark.slow  # repeated CLI runs with and without hooks, timed
def test_a_hung_daemon_costs_gemini_about_a_second(world):
    """A SIGSTOPped daemon: the first hook waits its reply budget, the breaker spares the
    later hooks of the run; measured against the same run without hooks, alternated. Once
    the daemon is back, recall is injected again (positive control)."""
    baselines, hung_runs = [], []
    with running_daemon(world["mgimind"]) as st:
        DaemonClient(world["mgimind"]).memories.add(MEMORY)
        for _ in range(3):  # a median of three: one cold outlier does not decide
            installer.uninstall("user", world["project"])
            baselines.append(run_gemini(world, RELEVANT)[2])
            installer.install("user", world["project"], mcp=False)
            (world["mgimind"] / wire.BREAKER_NAME).unlink(missing_ok=True)
            freeze(st["pid"])
            try:
                proc, text, elapsed = run_gemini(world, RELEVANT)
            finally:
                os.kill(st["pid"], signal.SIGCONT)
            hung_runs.append(elapsed)
            assert proc.returncode == 0 and REPLY in proc.stdout
            assert RELEVANT in text and RECALL_MARK not in text
        time.sleep(wire.Breaker.FIRST_PAUSE_S + 0.2)
        _, back_text, back = run_gemini(world, RELEVANT)
    baseline, elapsed = median(baselines), median(hung_runs)
    print(
        f"\ngemini -p, SIGSTOPped daemon: median {elapsed:.2f} s with hooks "
        f"({', '.join(f'{b:.2f}' for b in hung_runs)}), {baseline:.2f} s without "
        f"({', '.join(f'{b:.2f}' for b in baselines)}): {elapsed - baseline:+.2f} s; "
        f"daemon back: {back:.2f} s"
    )
    assert elapsed < baseline + 1.5, (hung_runs, baselines)
    assert RECALL_MARK in back_text and "seven times" in back_text


def test_the_gemini_session_is_harvested_into_memory(world):
    # The SessionEnd hook asks the daemon to harvest the chat file Gemini CLI recorded;
    # the exchange goes through the admission gate into memory. The watcher is off, so
    # the hook's request is the only way in.
    harvest_settings(world["mgimind"], idle_s=2, watch=False)
    prompt = HARVEST_PROMPT
    with running_daemon(world["mgimind"]):
        installer.install("user", world["project"], mcp=False)
        proc, text, _ = run_gemini(world, prompt)
        assert proc.returncode == 0 and prompt in text
        chats = list((world["home"] / ".gemini" / "tmp").glob("*/chats/session-*.jsonl"))
        assert len(chats) == 1
        client = DaemonClient(world["mgimind"])
        found = harvested(client, "billing staging cluster", "bluefin-7")
        assert found, "the exchange never reached memory"
        assert REPLY in found[0].text  # the whole exchange, both sides
        assert "mgimind-memory" not in found[0].text  # not what the hooks injected


def test_the_watcher_harvests_gemini_chats_without_any_hook(world):
    # No hooks installed: the daemon's watcher finds the chat Gemini CLI recorded under
    # the HOME's ~/.gemini/tmp/<project>/chats and harvests it once it is idle.
    harvest_settings(world["mgimind"], idle_s=1, watch=True)
    prompt = "Note for later: the nightly export job writes to bucket ledger-archive-42."
    with running_daemon(world["mgimind"]):
        proc, text, _ = run_gemini(world, prompt)
        assert proc.returncode == 0 and prompt in text
        assert "hooks" not in json.loads(world["settings"].read_text())  # no hook at all
        client = DaemonClient(world["mgimind"])
        found = harvested(client, "nightly export bucket", "ledger-archive-42")
        assert found, "the watcher never harvested the chat"
        assert REPLY in found[0].text

"""End to end with the real GitHub Copilot CLI (npm `@github/copilot`) against a fake
OpenAI-compatible chat API on loopback: what `copilot -p PROMPT` sends to the model, with
and without mgimind's hooks.

Copilot CLI runs without GitHub sign-in when COPILOT_PROVIDER_BASE_URL names a provider
(its "bring your own key" mode), so each run is offline, in a throwaway HOME. Its hooks
come from the project's `.github/hooks/*.json`; mgimind writes `mgimind.json` there.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from pathlib import Path
from statistics import median

import pytest
from daemon_helpers import freeze, running_daemon
from fakes.streaming_chat import FakeStreamingChat
from host_e2e import (
    BRIEFING_MARK,
    MEMORY,
    RECALL_MARK,
    RELEVANT,
    UNRELATED,
    cli_env,
    find_cli,
    hook_costs,
    ms,
    needs,
    run_cli,
    throwaway_homes,
)
from mgimind.hooks import wire
from mgimind.hosts.copilot import installer

from mgimind.doors.client import DaemonClient

COPILOT = find_cli("copilot", "MGIMIND_COPILOT_BIN")
pytestmark = needs(COPILOT, "GitHub Copilot CLI")

REPLY = "pong from the fake chat API"
OTHER = "The office ficus is watered every second Thursday by the facilities team."
# The person's own hooks file beside ours: it must be left exactly as it was.
PERSON_SETTINGS = '{\n  "theme": "dark"\n}\n'
PERSON_HOOKS = '{"version": 1, "hooks": {"sessionEnd": [{"type": "command", "bash": "true"}]}}\n'


def world_env(home: Path, mgimind_home: Path, api_url: str) -> dict:
    return cli_env(
        home,
        mgimind_home,
        COPILOT_PROVIDER_BASE_URL=api_url,
        COPILOT_PROVIDER_API_KEY="fake-key",
        COPILOT_MODEL="gpt-4o",
    )


def run_copilot(
    project: Path, env: dict, api, prompt: str
) -> tuple[subprocess.CompletedProcess, str]:
    """Run `copilot -p PROMPT`; return the process and the first model request's JSON."""
    seen = len(api.requests)
    proc, elapsed = run_cli(
        [COPILOT, "-p", prompt, "--allow-all-tools", "--trust-folder"], project, env
    )
    print(f"copilot: {elapsed:.2f} s")
    bodies = [json.dumps(b) for b in api.requests[seen:]]
    return proc, (bodies[0] if bodies else "")


def marked(text: str) -> str:
    return json.dumps(text)[1:-1]


def test_hooks_inject_briefing_and_recall_and_uninstall_gives_the_folder_back(
    tmp_path, monkeypatch
):
    # The user scope's installer uses this HOME.
    home, project, mgimind_home = throwaway_homes(tmp_path, monkeypatch)
    (project / ".github" / "hooks").mkdir(parents=True)
    person = project / ".github" / "hooks" / "person.json"
    person.write_text(PERSON_HOOKS)
    monkeypatch.delenv("COPILOT_HOME", raising=False)
    with FakeStreamingChat(reply=REPLY) as api, running_daemon(mgimind_home):
        env = world_env(home, mgimind_home, api.url)
        client = DaemonClient(mgimind_home)
        client.memory.add(text=MEMORY, library="shared")
        client.memory.add(text=OTHER, library="shared")
        report = installer.install("project", project, mcp=False)
        assert {"sessionStart", "userPromptSubmitted"} <= set(report.hooks)

        proc, text = run_copilot(project, env, api, RELEVANT)
        assert proc.returncode == 0 and REPLY in proc.stdout, proc.stderr
        assert marked(BRIEFING_MARK) in text  # sessionStart's output reached the model
        assert marked(RECALL_MARK) in text and "seven times" in text  # and the recall
        assert "seven" not in RELEVANT  # (it can only have come from the recall)
        recall = text[text.index(marked(RECALL_MARK)) :]
        assert "ficus" not in recall  # the unrelated memory is not recalled
        assert "agent copilot" in text  # the briefing was made for this host

        # Nothing relevant for this prompt: no recall block, the briefing still comes.
        proc, text = run_copilot(project, env, api, UNRELATED)
        assert proc.returncode == 0 and REPLY in proc.stdout
        assert marked(BRIEFING_MARK) in text and marked(RECALL_MARK) not in text

        installer.uninstall("project", project)
        left = sorted(p.name for p in (project / ".github" / "hooks").iterdir())
        assert left == ["person.json"]
        assert person.read_text() == PERSON_HOOKS
        proc, text = run_copilot(project, env, api, RELEVANT)
        assert proc.returncode == 0 and REPLY in proc.stdout
        assert marked(RELEVANT) in text and "mgimind-memory" not in text

        # The user scope: the hooks object of ~/.copilot/settings.json, in every folder.
        settings = home / ".copilot" / "settings.json"
        settings.parent.mkdir(exist_ok=True)
        settings.write_text(PERSON_SETTINGS)
        installer.install("user", project)
        proc, text = run_copilot(project, env, api, RELEVANT)
        assert proc.returncode == 0 and REPLY in proc.stdout, proc.stderr
        assert marked(RECALL_MARK) in text and "seven times" in text
        installer.uninstall("user", project)
        assert settings.read_text() == PERSON_SETTINGS  # byte for byte


def test_a_broken_home_fails_open(tmp_path, monkeypatch):
    home, project, mgimind_home = throwaway_homes(tmp_path, monkeypatch)
    (mgimind_home / "config.toml").write_text("this is [not toml")  # daemon start fails
    installer.install("project", project, mcp=False)
    with FakeStreamingChat(reply=REPLY) as api:
        env = world_env(home, mgimind_home, api.url)
        proc, text = run_copilot(project, env, api, "hello there")
    assert proc.returncode == 0 and REPLY in proc.stdout, proc.stderr
    assert "hello there" in text and "mgimind-memory" not in text
    log = (mgimind_home / "hooks.log").read_text()
    costs = hook_costs(log, "copilot")
    print("hook costs, broken home:", costs)
    # Copilot starts the sessionStart and userPromptSubmitted hooks together, so each may
    # try to start the daemon; each gives up well inside Copilot's wait for it.
    assert costs and max(map(ms, costs)) < 5000, costs
    assert "copilot session-start FAIL-OPEN" in log
    installer.uninstall("project", project)
    assert not (project / ".github").exists()  # the folders install made go too


@pytest.mark.slow  # repeated CLI runs with and without hooks, timed
def test_a_hung_daemon_costs_copilot_about_a_second(tmp_path, monkeypatch):
    """A SIGSTOPped daemon: the first hooks wait their reply budget, the breaker spares the
    later ones; measured against the same run without hooks, alternated. Once the daemon
    is back, recall is injected again (positive control)."""
    home, project, mgimind_home = throwaway_homes(tmp_path, monkeypatch)
    baselines, hung_runs, up_runs = [], [], []
    with FakeStreamingChat(reply=REPLY) as api, running_daemon(mgimind_home) as st:
        env = world_env(home, mgimind_home, api.url)
        DaemonClient(mgimind_home).memory.add(text=MEMORY, library="shared")

        def timed(prompt: str) -> tuple[float, str]:
            began = time.monotonic()
            proc, text = run_copilot(project, env, api, prompt)
            assert proc.returncode == 0 and REPLY in proc.stdout, proc.stderr
            return time.monotonic() - began, text

        for _ in range(2):
            installer.uninstall("project", project)
            baselines.append(timed(RELEVANT)[0])
            installer.install("project", project)
            up_runs.append(timed(RELEVANT)[0])
            (mgimind_home / wire.BREAKER_NAME).unlink(missing_ok=True)
            freeze(st["pid"])
            try:
                elapsed, text = timed(RELEVANT)
            finally:
                os.kill(st["pid"], signal.SIGCONT)
            hung_runs.append(elapsed)
            assert marked(RELEVANT) in text and marked(RECALL_MARK) not in text
        time.sleep(wire.Breaker.FIRST_PAUSE_S + 0.2)
        back, back_text = timed(RELEVANT)
    baseline, up, hung = median(baselines), median(up_runs), median(hung_runs)
    print(
        f"\ncopilot, median of 2: {baseline:.2f} s without hooks, {up:.2f} s with the daemon "
        f"up ({up - baseline:+.2f} s), {hung:.2f} s with it SIGSTOPped ({hung - baseline:+.2f} s); "
        f"daemon back: {back:.2f} s"
    )
    print("hook costs:", hook_costs((mgimind_home / "hooks.log").read_text(), "copilot"))
    assert hung < baseline + 2.5, (hung_runs, baselines)
    assert marked(RECALL_MARK) in back_text and "seven times" in back_text

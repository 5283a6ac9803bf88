"""End to end with the real Claude Code CLI (from npm) against a fake Anthropic API on
loopback: what Claude Code actually sends to the model, with and without mgimind's hooks.

Each `claude -p` runs offline in a throwaway HOME and project and takes a few seconds.
"""

from __future__ import annotations

import json
import os
import subprocess
import time

import pytest
from daemon_helpers import fill_listen_queue, freeze, running_daemon
from fakes.anthropic_server import FakeAnthropic
from host_e2e import (
    BRIEFING_MARK,
    HARVEST_PROMPT,
    MEMORY,
    RECALL_MARK,
    RELEVANT,
    REPO,
    UNRELATED,
    body_text,
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
from mgimind.hosts.claude_code import installer

from mgimind.doors.client import DaemonClient

CLAUDE = find_cli("claude", "MGIMIND_CLAUDE_BIN")
pytestmark = needs(CLAUDE, "Claude Code")


@pytest.fixture
def world(tmp_path, monkeypatch):
    """A throwaway HOME, project and mgimind home; Claude Code's env pointed at the fake."""
    home, project, mgimind_home = throwaway_homes(tmp_path, monkeypatch)
    monkeypatch.delenv("CLAUDE_CONFIG_DIR", raising=False)  # the installer writes into HOME
    env = cli_env(
        home,
        mgimind_home,
        ANTHROPIC_API_KEY="sk-ant-test-dummy",
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC="1",
        DISABLE_AUTOUPDATER="1",
        DISABLE_TELEMETRY="1",
        DISABLE_ERROR_REPORTING="1",
    )
    with FakeAnthropic(reply="pong from the fake model") as api:
        env["ANTHROPIC_BASE_URL"] = api.url
        yield {"home": home, "project": project, "mgimind": mgimind_home, "env": env, "api": api}


def run_claude(world, prompt: str, *extra: str) -> tuple[subprocess.CompletedProcess, str, float]:
    """Run `claude -p PROMPT`; return the process, the body of the last model request
    that carries the prompt (its text), and the wall time."""
    api = world["api"]
    seen = len(api.messages())
    proc, elapsed = run_cli([CLAUDE, *extra, "-p", prompt], world["project"], world["env"])
    bodies = [body_text(r.body) for r in api.messages()[seen:] if r.body]
    with_prompt = [b for b in bodies if prompt in b]
    return proc, (with_prompt[-1] if with_prompt else ""), elapsed


def test_hooks_inject_briefing_and_recall_and_uninstall_removes_them(world):
    with running_daemon(world["mgimind"], claude_config_dir=world["home"] / ".claude"):
        DaemonClient(world["mgimind"]).memories.add(MEMORY)
        report = installer.install("user", world["project"])
        assert "SessionStart" in report.hooks

        proc, body, _ = run_claude(world, RELEVANT)
        assert proc.returncode == 0 and "pong from the fake model" in proc.stdout
        assert BRIEFING_MARK in body  # the session-start briefing reached the model
        assert RECALL_MARK in body and "seven times" in body  # and the recalled memory
        assert "seven" not in RELEVANT  # (it can only have come from the recall)
        # SessionEnd closed the session with a summary, under this agent and project
        last = DaemonClient(world["mgimind"]).sessions.last("claude-code", str(world["project"]))
        assert last is not None and RELEVANT in last.summary

        # Nothing relevant stored for this prompt: no recall block at all (no token
        # burn), while the briefing still arrives (positive control).
        proc, body, _ = run_claude(world, UNRELATED)
        assert proc.returncode == 0
        assert BRIEFING_MARK in body and RECALL_MARK not in body

        installer.uninstall("user", world["project"])
        proc, body, _ = run_claude(world, RELEVANT)
        assert proc.returncode == 0 and "pong from the fake model" in proc.stdout
        assert RELEVANT in body  # the request was recorded...
        assert BRIEFING_MARK not in body and RECALL_MARK not in body  # ...without mgimind
        assert "seven times" not in body


def test_daemon_that_cannot_start_never_reaches_the_user(world):
    (world["mgimind"] / "config.toml").write_text("this is [not toml")  # daemon start fails
    _, _, baseline = run_claude(world, "hello")  # no hooks: the normal time

    installer.install("user", world["project"], mcp=False)
    proc, body, elapsed = run_claude(world, "hello", "--output-format", "stream-json", "--verbose")
    assert proc.returncode == 0
    events = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    result = [e for e in events if e.get("type") == "result"]
    assert result and "pong from the fake model" in result[-1]["result"]
    responses = [e for e in events if e.get("subtype") == "hook_response"]
    assert responses, "the SessionStart hook ran"
    for r in responses:
        assert r["exit_code"] == 0 and r["outcome"] == "success"
        assert r["stdout"] == "" and r["stderr"] == ""
    assert "hook" not in proc.stderr.lower()
    assert BRIEFING_MARK not in body and "hello" in body
    # A broken home costs one failed start (the breaker then skips the daemon): about a
    # second, by the hooks' own log.
    print(f"claude -p, broken home: {elapsed:.2f} s with hooks, {baseline:.2f} s without")
    log = (world["mgimind"] / "hooks.log").read_text()
    # Timed by the hooks' own log: one CLI run's wall clock moves by a second with the
    # machine's load, which is not the hooks' cost.
    costs = hook_costs(log, "claude-code")
    assert costs and sum(map(ms, costs)) < 1500, costs
    assert "FAIL-OPEN" in log and "not valid TOML" in log  # says why, in the home


def test_repository_is_a_claude_code_plugin(world):
    manifest = json.loads((REPO / ".claude-plugin" / "plugin.json").read_text())
    assert manifest["name"] == "mgimind" and "mgimind" in manifest["mcpServers"]
    with running_daemon(world["mgimind"], claude_config_dir=world["home"] / ".claude"):
        DaemonClient(world["mgimind"]).memories.add(MEMORY)
        assert not (world["home"] / ".claude" / "settings.json").exists()  # no installed hooks
        proc, body, _ = run_claude(world, RELEVANT, "--plugin-dir", str(REPO))
        assert proc.returncode == 0, proc.stderr
        assert BRIEFING_MARK in body and RECALL_MARK in body and "seven times" in body


def test_session_end_hook_harvests_the_claude_session_into_memory(world):
    # The SessionEnd hook asks the daemon to harvest the transcript Claude Code wrote; the
    # exchange goes through the admission gate into memory. The watcher is off, so the
    # hook's request is the only way in.
    harvest_settings(world["mgimind"], idle_s=2, watch=False)
    prompt = HARVEST_PROMPT
    with running_daemon(world["mgimind"], claude_config_dir=world["home"] / ".claude"):
        installer.install("user", world["project"], mcp=False)
        proc, body, _ = run_claude(world, prompt)
        assert proc.returncode == 0 and prompt in body
        client = DaemonClient(world["mgimind"])
        found = harvested(client, "billing staging cluster", "bluefin-7")
        assert found, "the exchange never reached memory"
        assert "pong from the fake model" in found[0].text  # the whole exchange, both sides


@pytest.mark.slow  # repeated CLI runs with and without hooks, timed
def test_a_hung_daemon_costs_claude_about_a_second(world):
    """A SIGSTOPped daemon: the first hook waits its reply budget, the breaker spares
    every later hook of the run; measured against the same run without hooks, and the
    breaker closes once the daemon is back (recall is injected again)."""
    import signal
    from statistics import median

    world["env"]["MGIMIND_HOOK_TRACE"] = "1"  # the hook log records every hook's cost
    log = world["mgimind"] / "hooks.log"
    baselines, hung_runs, hung = [], [], []
    with running_daemon(world["mgimind"], claude_config_dir=world["home"] / ".claude") as st:
        DaemonClient(world["mgimind"]).memories.add(MEMORY)
        installer.install("user", world["project"], mcp=False)
        # Hung so long that unanswered probes fill its listen queue: connecting fails at
        # once, and the daemon gets one reply budget, as one that accepts.
        freeze(st["pid"])
        queued = []
        try:
            queued = fill_listen_queue(world["mgimind"] / wire.SOCKET_NAME)
            _, _, full = run_claude(world, RELEVANT)
        finally:
            os.kill(st["pid"], signal.SIGCONT)
            for sock in queued:
                sock.close()
        hung_full = hook_costs(log.read_text(), "claude-code")
        # Runs without and with hooks, alternated: a loaded machine moves a single run
        # by a second either way. Each hung run starts as after the breaker's pause.
        for i in range(3):
            installer.uninstall("user", world["project"])
            baselines.append(run_claude(world, RELEVANT)[2])
            installer.install("user", world["project"], mcp=False)
            (world["mgimind"] / wire.BREAKER_NAME).unlink(missing_ok=True)
            freeze(st["pid"])
            try:
                extra = ("--output-format", "stream-json", "--verbose") if i == 0 else ()
                proc, body, elapsed = run_claude(world, RELEVANT, *extra)
            finally:
                os.kill(st["pid"], signal.SIGCONT)
            hung_runs.append(elapsed)
            if i == 0:
                first, first_body = proc, body
                hung = hook_costs(log.read_text(), "claude-code")[len(hung_full) :]
        # Positive control: once the pause is over, the next run probes, finds the
        # daemon and closes the breaker: recall reaches the model again.
        time.sleep(wire.Breaker.FIRST_PAUSE_S + 0.2)
        _, back_body, back = run_claude(world, RELEVANT)
    events = [json.loads(line) for line in first.stdout.splitlines() if line.strip()]
    result = [e for e in events if e.get("type") == "result"]
    assert first.returncode == 0 and result and "pong from the fake model" in result[-1]["result"]
    responses = [e for e in events if e.get("subtype") == "hook_response"]
    assert responses, "the SessionStart hook ran"
    for r in responses:  # a failing hook prints nothing and exits 0
        assert r["exit_code"] == 0 and r["stdout"] == "" and r["stderr"] == ""
    assert RECALL_MARK not in first_body and RELEVANT in first_body
    baseline, elapsed = median(baselines), median(hung_runs)
    print(
        f"\nclaude -p, SIGSTOPped daemon: median {elapsed:.2f} s with hooks "
        f"({', '.join(f'{b:.2f}' for b in hung_runs)}), {baseline:.2f} s without "
        f"({', '.join(f'{b:.2f}' for b in baselines)}): {elapsed - baseline:+.2f} s; "
        f"listen queue full: {full:.2f} s; daemon back: {back:.2f} s"
    )
    print("hooks of the first hung run: " + "; ".join(hung))
    print("hooks with the listen queue full: " + "; ".join(hung_full))
    assert elapsed < baseline + 1.5, (hung_runs, baselines, hung)
    # A single run: timed by the hooks' own log, since the CLI's cold first start alone
    # can move its wall clock by a second.
    assert "hung or swamped" in hung_full[0] and sum(map(ms, hung_full)) < 1500, hung_full
    assert len(hung) >= 3 and "breaker open" in "".join(hung[1:])  # one wait, the rest skip
    assert RECALL_MARK in back_body and "seven times" in back_body
    assert not (world["mgimind"] / wire.BREAKER_NAME).exists()

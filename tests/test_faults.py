"""Faults: a daemon killed with SIGKILL mid-stream keeps every acknowledged write; a
corrupted audit line or config is reported, never fatal (writes go on, hooks stay silent).

Already covered elsewhere, not repeated here: graceful SIGTERM (test_daemon), invalid TOML
in the CLI (test_cli) and in the hook's auto-start (test_hook_client), audit tampering
by editing, deleting or reordering lines (test_audit)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from daemon_helpers import running_daemon, wait_gone
from mgimind.hooks import wire

from mgimind.doors.cli import main as cli
from mgimind.doors.client import DaemonClient
from mgimind.engine.mind import Mind
from mgimind.errors import NotFound
from mgimind.store.audit import AuditLog

HOOK = Path(wire.__file__).resolve().with_name("run_hook.py")
MGIMIND = str(Path(sys.executable).with_name("mgimind"))  # the installed console script


@pytest.fixture
def one_mind(isolated_home, embedder):
    """The audit log does not depend on the backend: one Mind on the default one."""
    from mgimind.engine.mind import Mind

    mind = Mind(isolated_home, embedder=embedder)
    yield mind
    mind.close()


def test_sigkill_mid_stream_loses_no_acknowledged_write(tmp_path, monkeypatch, embedder):
    home = tmp_path / "kill9"
    acknowledged: list[str] = []
    failures: list[str] = []
    with running_daemon(home, monkeypatch) as status:
        writer_client = DaemonClient(home, autostart=False, actor="agent:stream")

        def stream():
            for i in range(100_000):
                text = f"Stream note {i}: shard {i % 7} was rebalanced at step {i}."
                try:
                    verdict = writer_client.memories.add(text)
                    acknowledged.append(verdict.id or verdict.duplicate_of)
                except Exception as e:  # the kill: this write was never acknowledged
                    failures.append(f"{type(e).__name__}: {e}")
                    return

        writer = threading.Thread(target=stream)
        writer.start()
        deadline = time.monotonic() + 120
        while len(acknowledged) < 25 and writer.is_alive() and time.monotonic() < deadline:
            time.sleep(0.02)
        assert len(acknowledged) >= 25, failures
        os.kill(status["pid"], signal.SIGKILL)  # no flush, no close: only the WAL remains
        writer.join(60)
        assert not writer.is_alive() and failures  # the stream did hit the kill
        assert wait_gone(status["pid"])
        # A stale socket is left behind; the next start must cope with it.
    with running_daemon(home, monkeypatch) as restarted:
        assert restarted["pid"] != status["pid"]
        client = DaemonClient(home, autostart=False)
        # The store keeps working after recovery: a new write lands and is found.
        fresh = client.memories.add("After the crash the shard map was rebuilt.")
        assert client.memories.get(fresh.id).text.startswith("After the crash")
        with pytest.raises(NotFound):  # control: a made-up id is not "present"
            client.memories.get("0" * 32)
        client.close()
    # Every acknowledged write is in the store, in whatever status the admission gate
    # gave it (an agent's writes pass it), plus at most the one in flight at the kill.
    with Mind(home, embedder=embedder) as mind:  # the engine: every status, counted
        for memory_id in acknowledged:
            item = mind.memories.get(memory_id)  # NotFound would be a lost write
            assert item.text.startswith("Stream note ") and item.author == "agent:stream"
        count = mind.memories.count(view="all") - 1  # the fresh one
        assert len(set(acknowledged)) <= count <= len(set(acknowledged)) + 1
    # Every acknowledged add was audited before it was acknowledged.
    audited = {
        e.get("id")
        for e in AuditLog(home / "audit.log").entries()
        if e.get("action") == "memory.add"
    }
    assert set(acknowledged) <= audited


def _verify_output(home: Path):
    result = CliRunner().invoke(
        cli, ["audit", "verify", "--json"], catch_exceptions=False, env={"MGIMIND_HOME": str(home)}
    )
    return result.exit_code, json.loads(result.output)


CORRUPTIONS = {
    # (what is written over line 2, how it ends)
    "binary garbage": b"\x00\xff\xfe garbage \x80\x81\n",
    "half a JSON object": b'{"action": "memory.add", "actor": "cli:x", "id"\n',
}


@pytest.mark.parametrize("name", sorted(CORRUPTIONS))
def test_corrupted_audit_line_is_named_and_writes_go_on(name, one_mind):
    mind = one_mind
    for i in range(3):
        mind.memories.add(f"Audit line {i}: the cron runs at {i} am.")
    path = mind.audit.path
    lines = path.read_bytes().splitlines(keepends=True)
    assert _verify_output(mind.home)[0] == 0  # positive control: intact before
    total = len(lines)
    lines[1] = CORRUPTIONS[name]
    path.write_bytes(b"".join(lines))
    # Appends continue: the next mutation succeeds and is audited after the bad line.
    added = mind.memories.add("After the corruption the cron moved to 5 am.")
    assert mind.memories.get(added.id).text.startswith("After the corruption")
    entries = list(mind.audit.entries())  # readable despite the garbage
    assert entries[-1]["action"] == "memory.add" and entries[-1]["id"] == added.id
    assert len(path.read_bytes().splitlines()) == total + 1
    code, report = _verify_output(mind.home)
    assert code == 1 and report["first_bad_line"] == 2 and not report["ok"]
    text = CliRunner().invoke(
        cli, ["audit", "tail", "-n", "10"], env={"MGIMIND_HOME": str(mind.home)}
    )
    assert text.exit_code == 0 and "Traceback" not in text.output


def test_torn_last_audit_line_does_not_swallow_the_next_entry(one_mind):
    """A process killed mid-append leaves a line without its newline, after the line the
    head names: it was never acknowledged, so the next entry replaces it and the log
    verifies (tests/test_audit_crash.py kills real writers at each point)."""
    mind = one_mind
    mind.memories.add("Torn write test: the queue drains hourly.")
    path = mind.audit.path
    with open(path, "ab") as f:
        f.write(b'{"action": "memory.add", "actor": "cli:torn", "pr')  # no newline
    lines = len(path.read_bytes().splitlines())
    code, report = _verify_output(mind.home)  # no false alarm before the next write...
    assert code == 0 and report["lines"] == lines - 1 and "unfinished" in report["note"]
    added = mind.memories.add("After the torn write the queue drains every 30 minutes.")
    entries = list(mind.audit.entries())
    assert entries[-1].get("id") == added.id  # parsed on its own line
    assert b"cli:torn" not in path.read_bytes()  # the torn fragment was dropped
    code, report = _verify_output(mind.home)  # ...nor after it
    assert code == 0 and report["note"] is None


CONFIGS = {
    "binary": b"\x00\x01\xff\xfe\x80 not toml",
    "wrong type": b'[recall]\nfloor = "very high"\n',
    "out of range": b"[recall]\nbudget_chars = -5\n",
    "unknown setting": b"[recall]\nfloorr = 0.3\n",
}


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_corrupted_config_is_a_clear_error_and_hooks_stay_silent(name, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.toml").write_bytes(CONFIGS[name])
    env = {**os.environ, "MGIMIND_HOME": str(home), "MGIMIND_AUTOSTART": "0"}
    cli_run = subprocess.run(
        [MGIMIND, "stats"], capture_output=True, text=True, env=env, timeout=120
    )
    assert cli_run.returncode != 0
    assert "config" in (cli_run.stdout + cli_run.stderr).lower()
    assert "Traceback" not in cli_run.stdout + cli_run.stderr
    hook = subprocess.run(
        [sys.executable, "-I", "-S", str(HOOK), "claude-code", "prompt"],
        input=json.dumps(
            {"session_id": "s", "cwd": str(tmp_path), "prompt": "what about the config?"}
        ),
        capture_output=True,
        text=True,
        timeout=60,
        env={**env, "MGIMIND_AUTOSTART": "1"},
    )
    assert (hook.returncode, hook.stdout, hook.stderr) == (0, "", "")
    assert "FAIL-OPEN" in (home / "hooks.log").read_text()
    # Control: with the config fixed, the same CLI command works.
    (home / "config.toml").write_text("[recall]\nfloor = 0.3\n")
    ok = subprocess.run(
        [MGIMIND, "library", "list"],
        capture_output=True,
        text=True,
        env={**env, "MGIMIND_IN_PROCESS": "1"},
        timeout=120,
    )
    assert ok.returncode == 0, ok.stderr

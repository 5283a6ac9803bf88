"""A hung daemon costs seconds, not minutes, and says so: the MCP server lists its tools
without it and fails a tool call within about a second, CLI commands answer within a few
seconds with the fix, `daemon status` tells hung from starting and down, `daemon restart`
recovers a stopped daemon, and a prompt hook that has to start the daemon waits its start
budget instead of giving up at the reply budget."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import anyio
import mgimind.hooks.client as hook_client
import pytest
from daemon_helpers import freeze, running_daemon, wait_gone
from mcp.client import Client
from mcp.client.stdio import StdioServerParameters

import mgimind
from mgimind import operations
from mgimind.doors.cli.daemon_cmd import stop_daemon

MGIMIND = os.path.join(os.path.dirname(sys.executable), "mgimind")  # the installed command
CLAUDE = str(Path(__file__).resolve().parents[1] / ".cache/node/node_modules/.bin/claude")
CLIENT = Path(hook_client.__file__).resolve()
MEMORY = "The staging database is restored from the Sunday snapshot every Monday at 6am."
PROMPT = "when is the staging database restored?"


@pytest.fixture
def daemon(tmp_path, monkeypatch):
    """A running daemon with one memory: (home, pid). Continued and stopped after."""
    home = tmp_path / "home"
    with running_daemon(home, monkeypatch) as status:
        client = mgimind.open(home, timeout=60)
        client.memories.add(MEMORY)
        client.close()
        try:
            yield home, status["pid"]
        finally:
            try:
                os.kill(status["pid"], signal.SIGCONT)
            except ProcessLookupError:
                pass


def mgimind_cli(
    home: Path, *args: str, timeout: float = 60
) -> tuple[subprocess.CompletedProcess, float]:
    began = time.monotonic()
    proc = subprocess.run(
        [MGIMIND, *args],
        capture_output=True,
        text=True,
        env={**os.environ, "MGIMIND_HOME": str(home)},
        timeout=timeout,
    )
    return proc, time.monotonic() - began


def test_mcp_lists_its_tools_without_the_daemon_and_a_call_fails_fast(daemon, tmp_path):
    home, pid = daemon
    params = StdioServerParameters(
        command=MGIMIND,
        args=["mcp"],
        env={"MGIMIND_HOME": str(home), "MGIMIND_AUTOSTART": "1"},
        cwd=str(tmp_path),
    )
    expected = {op.mcp for op in operations.table().values() if op.mcp}

    async def session():
        async with Client(params) as client:
            freeze(pid)  # hung before the host's first request
            began = time.monotonic()
            tools = {t.name for t in (await client.list_tools()).tools}
            listed = time.monotonic() - began
            began = time.monotonic()
            hung = await client.call_tool("recall", {"query": PROMPT})
            failed = time.monotonic() - began
            os.kill(pid, signal.SIGCONT)
            found = await client.call_tool("recall", {"query": PROMPT})
            return tools, listed, hung, failed, found

    tools, listed, hung, failed, found = anyio.run(session)
    print(f"\nhung daemon: tools/list {listed:.2f} s, a tool call fails in {failed:.2f} s")
    assert tools == expected and listed < 0.5
    text = hung.content[0].text
    assert hung.is_error and "hung" in text and "mgimind daemon restart" in text
    assert failed < 1.6  # PROBE_S (1 s) and the round trip
    # Positive control: the daemon continued, the same call recalls the memory.
    assert not found.is_error and "Sunday snapshot" in found.content[0].text


def test_mcp_answers_the_hosts_opening_from_the_package(daemon, tmp_path):
    """The SDK and the tools take one to two seconds to load; a host waits for `initialize`
    and the tool list before its first prompt. They come from the installed package's
    answers (mcp_opening.json, for this code only), from the first start on, and calls go
    through to the SDK. Nothing is written in the home (tests/test_mcp_front.py)."""
    home, _ = daemon
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "mgimind.doors.mcp_server"],  # what install-hooks registers
        env={"MGIMIND_HOME": str(home), "MGIMIND_AUTOSTART": "1"},
        cwd=str(tmp_path),
    )
    expected = {op.mcp for op in operations.table().values() if op.mcp}

    async def start():
        began = time.monotonic()
        async with Client(params) as client:
            tools = {t.name for t in (await client.list_tools()).tools}
            opened = time.monotonic() - began
            found = await client.call_tool("recall", {"query": PROMPT})
        return tools, opened, found.content[0].text

    first_tools, first, first_found = anyio.run(start)
    print(f"\nmcp: initialize and tools/list in {first:.2f} s on the first start")
    assert first_tools == expected and "Sunday snapshot" in first_found
    assert not (home / "mcp-lists.json").exists()


def test_cli_commands_on_a_hung_daemon_answer_within_seconds_with_the_fix(daemon):
    home, pid = daemon
    proc, _ = mgimind_cli(home, "daemon", "status")
    assert proc.returncode == 0 and "running, pid" in proc.stdout  # positive control
    freeze(pid)
    for args in (("stats",), ("recall", PROMPT)):
        proc, took = mgimind_cli(home, *args)
        said = proc.stdout + proc.stderr
        assert proc.returncode != 0 and took < 8.0, (args, took, said)
        assert "hung" in said and "mgimind daemon restart" in said, said
    proc, took = mgimind_cli(home, "daemon", "status")
    assert proc.returncode == 0 and took < 6.0
    assert "hung" in proc.stdout and "starting" not in proc.stdout
    assert "fix: mgimind daemon restart" in proc.stdout
    proc, took = mgimind_cli(home, "daemon", "restart")
    assert proc.returncode == 0, proc.stderr
    assert wait_gone(pid)
    proc, _ = mgimind_cli(home, "recall", PROMPT)
    assert proc.returncode == 0 and "Sunday snapshot" in proc.stdout  # served again


def test_daemon_status_tells_down_from_starting_and_hung(tmp_path, monkeypatch):
    """A stopped daemon that has not opened its socket yet is hung, not starting."""
    home = tmp_path / "home"
    monkeypatch.setenv("MGIMIND_AUTOSTART", "1")
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(tmp_path / "claude"))
    proc, _ = mgimind_cli(home, "daemon", "status", "--json")
    assert json.loads(proc.stdout)["state"] == "down"
    from mgimind.hooks import wire

    starting = wire.spawn_daemon(str(home))
    try:
        deadline = time.monotonic() + 30
        while not wire.lock_held(str(home)) and time.monotonic() < deadline:
            time.sleep(0.01)
        freeze(starting.pid)  # holds the lock; its socket may or may not be open yet
        proc, took = mgimind_cli(home, "daemon", "status", "--json")
        shown = json.loads(proc.stdout)
        assert shown["state"] == "hung" and shown["pid"] == starting.pid and took < 6.0
        os.kill(starting.pid, signal.SIGCONT)
        deadline = time.monotonic() + 60
        states = set()
        while time.monotonic() < deadline:
            state = json.loads(mgimind_cli(home, "daemon", "status", "--json")[0].stdout)["state"]
            states.add(state)
            if state == "running":
                break
        assert "running" in states and "hung" not in states
    finally:
        os.kill(starting.pid, signal.SIGCONT)
        stop_daemon(str(home))
        starting.wait(timeout=30)


def test_a_cold_prompt_hook_waits_the_start_budget_not_the_reply_budget(tmp_path, monkeypatch):
    """With the daemon down, the prompt hook starts it and may spend its whole start
    budget on the first answer (the models warm up after the socket opens)."""
    home, project = tmp_path / "home", tmp_path / "project"
    project.mkdir()
    with running_daemon(home, monkeypatch):
        client = mgimind.open(home, timeout=60)
        client.memories.add(MEMORY)
        client.close()
    assert not (home / "daemon.sock").exists()  # down
    payload = {"session_id": "s", "cwd": str(project), "prompt": PROMPT}
    began = time.monotonic()
    proc = subprocess.run(
        [sys.executable, "-I", "-S", str(CLIENT), "claude-code", "prompt"],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        env={
            **os.environ,
            "MGIMIND_HOME": str(home),
            "MGIMIND_AUTOSTART": "1",
            "CLAUDE_CONFIG_DIR": str(tmp_path / "claude"),
            "MGIMIND_HOOK_BUDGET_MS": "30000",
            # A running daemon's budget, below what a starting one's first answer takes
            # (its models load after it opens its socket): before, the hook gave up there.
            "MGIMIND_REPLY_BUDGET_MS": "100",
        },
        timeout=60,
    )
    took = time.monotonic() - began
    try:
        log = (home / "hooks.log").read_text() if (home / "hooks.log").exists() else ""
        print(f"\ncold prompt hook: {took:.2f} s")
        assert proc.returncode == 0 and "Sunday snapshot" in proc.stdout, (took, log)
    finally:
        stop_daemon(str(home))


@pytest.mark.slow  # repeated CLI runs with and without mgimind, timed
@pytest.mark.skipif(not os.path.exists(CLAUDE), reason="Claude Code is not installed")
def test_a_hung_daemon_costs_a_claude_run_with_mcp_about_a_second(tmp_path, monkeypatch):
    """The real `claude -p` with mgimind's hooks and MCP server installed, the daemon
    SIGSTOPped, against the same run with no mgimind at all: the MCP server lists its
    tools without the daemon, so the hooks' one reply budget is all a hung daemon costs."""
    from statistics import median

    from fakes.anthropic_server import FakeAnthropic
    from mgimind.hooks import wire
    from mgimind.hosts.claude_code import installer

    home, project, mgimind_home = tmp_path / "home", tmp_path / "project", tmp_path / "mgimind"
    for d in (home, project, mgimind_home):
        d.mkdir()
    monkeypatch.setenv("HOME", str(home))  # the installer writes into this HOME
    monkeypatch.delenv("CLAUDE_CONFIG_DIR", raising=False)
    env = {
        "PATH": f"{Path(sys.executable).parent}:{os.environ['PATH']}",
        "HOME": str(home),
        "ANTHROPIC_API_KEY": "sk-ant-test-dummy",
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
        "DISABLE_AUTOUPDATER": "1",
        "DISABLE_TELEMETRY": "1",
        "DISABLE_ERROR_REPORTING": "1",
        "MGIMIND_HOME": str(mgimind_home),
        "MGIMIND_AUTOSTART": "1",
        # Where running_daemon points the installer (and the daemon's watcher): Claude
        # Code reads its settings and .claude.json there too.
        "CLAUDE_CONFIG_DIR": str(home / ".claude"),
    }

    def run_claude(*extra: str) -> tuple[subprocess.CompletedProcess, float]:
        began = time.monotonic()
        proc = subprocess.run(
            [CLAUDE, *extra, "-p", PROMPT],
            cwd=project,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        return proc, time.monotonic() - began

    baselines, hooks_runs, hung_runs = [], [], []

    def hung_run(mcp: bool, *extra: str) -> tuple[subprocess.CompletedProcess, float]:
        installer.uninstall("user", project)
        installer.install("user", project, mcp=mcp)
        (mgimind_home / wire.BREAKER_NAME).unlink(missing_ok=True)
        freeze(st["pid"])
        try:
            return run_claude(*extra)
        finally:
            os.kill(st["pid"], signal.SIGCONT)

    with FakeAnthropic(reply="pong from the fake model") as api:
        env["ANTHROPIC_BASE_URL"] = api.url
        with running_daemon(mgimind_home, monkeypatch, claude_config_dir=home / ".claude") as st:
            run_claude()  # the CLI's own cold start, out of the figures
            for i in range(5):  # alternated: a loaded machine moves a single run by a second
                installer.uninstall("user", project)
                baselines.append(run_claude()[1])
                hooks_runs.append(hung_run(False)[1])
                extra = ("--output-format", "stream-json", "--verbose") if i == 0 else ()
                proc, elapsed = hung_run(True, *extra)
                hung_runs.append(elapsed)
                if i == 0:
                    first = proc
    events = [json.loads(line) for line in first.stdout.splitlines() if line.strip()]
    init = [e for e in events if e.get("type") == "system" and e.get("subtype") == "init"]
    servers = {s["name"]: s["status"] for s in init[0].get("mcp_servers", [])} if init else {}
    kinds = [(e.get("type"), e.get("subtype")) for e in events]
    assert servers.get("mgimind") == "connected", (servers, kinds, first.stderr[-2000:])
    result = [e for e in events if e.get("type") == "result"]
    assert first.returncode == 0 and "pong from the fake model" in result[-1]["result"]
    baseline, hooks_only, elapsed = median(baselines), median(hooks_runs), median(hung_runs)
    print(
        f"\nclaude -p with hooks and MCP, SIGSTOPped daemon: median {elapsed:.2f} s "
        f"({', '.join(f'{t:.2f}' for t in hung_runs)}); hooks only: {hooks_only:.2f} s "
        f"({', '.join(f'{t:.2f}' for t in hooks_runs)}); no mgimind: {baseline:.2f} s "
        f"({', '.join(f'{t:.2f}' for t in baselines)}): {elapsed - baseline:+.2f} s"
    )
    assert elapsed < baseline + 1.5, (hung_runs, baselines)
    # The MCP server's own share, each run against the hooks-only run beside it: starting
    # the server's interpreter and answering the opening from the package. On the 2-core
    # CI machine one pair moves by up to a second, whatever the code: fourteen pairs in one
    # quiet hour ranged -0.53 to +0.95 s, mean +0.34 s, and a median of three crossed 0.4 s
    # one run in four, so the median of five is held under 0.6 s here: a server that waits
    # on the daemon or its SDK for a second fails it. That it never loads the SDK in a run
    # that calls no tool is checked by its CPU in test_mcp_front.py, which a loaded machine
    # does not blur.
    share = median(m - h for m, h in zip(hung_runs, hooks_runs, strict=True))
    assert share < 0.6, (hung_runs, hooks_runs)

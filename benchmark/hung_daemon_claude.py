"""What a hung daemon costs a real `claude -p` run, against the same run with no mgimind.

    .venv/bin/python benchmark/hung_daemon_claude.py [--runs 3] [--old-checkout DIR] [--trace]

The daemon is SIGSTOPped during each mgimind run (as a hung one would be); the model is a
fake Anthropic API on loopback, so the figures are the CLI's own, the hooks' and the MCP
server's. The configurations alternate run by run (a loaded machine moves a single run by
a second either way), and the median of each is printed:

- `none`: no mgimind at all;
- `hooks`: the Claude Code hooks only (`install-hooks claude-code --no-mcp`);
- `hooks+mcp`: the hooks and the MCP server, as `install-hooks claude-code` writes them;
- `hooks+mcp floor`: the hooks and a do-nothing MCP server in place of mgimind's (a
  standard-library script that answers the same opening from the package's
  `mcp_opening.json` and nothing else): what any MCP server costs the CLI;
- `hooks+mcp (old)`, with --old-checkout DIR: the same, the MCP server run from another
  checkout of mgimind (a `git worktree` of an earlier commit), to compare two versions
  of the server in one run.

--trace writes, per MCP run, when each message went in and out of the server (a
standard-library relay in front of it) to the output folder, to see where the time goes.
Needs Claude Code in .cache/node (see tests/test_fail_fast.py).
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from statistics import median

REPO = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(REPO), str(REPO / "tests")]

from benchmark import run_info  # noqa: E402

CLAUDE = REPO / ".cache/node/node_modules/.bin/claude"
PROMPT = "when is the staging database restored?"
RELAY = """\
import subprocess, sys, threading, time
log = open(sys.argv[1], "a")
began = time.monotonic()
proc = subprocess.Popen(sys.argv[2:], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
def note(way, line):
    log.write(f"{time.monotonic() - began:7.3f} {way} {line[:120]!r}\\n"); log.flush()
def inward():
    for line in sys.stdin.buffer:
        note("in ", line); proc.stdin.write(line); proc.stdin.flush()
    note("in ", b"<stdin closed>"); proc.stdin.close()
threading.Thread(target=inward, daemon=True).start()
for line in proc.stdout:
    note("out", line); sys.stdout.buffer.write(line); sys.stdout.buffer.flush()
note("out", b"<server exited %d>" % proc.wait())
"""
FLOOR = """\
import json, sys
answers = json.load(open(sys.argv[1]))["answers"]
version = "2025-11-25"
for line in sys.stdin:
    message = json.loads(line)
    if "id" in message:
        version = (message.get("params") or {}).get("protocolVersion", version)
        result = answers.get(version, {}).get(message["method"], {})
        print(json.dumps({"jsonrpc": "2.0", "id": message["id"], "result": result}), flush=True)
"""


def claude_env(home: Path, mgimind_home: Path, api_url: str) -> dict:
    return {
        "PATH": f"{Path(sys.executable).parent}:{os.environ['PATH']}",
        "HOME": str(home),
        "ANTHROPIC_API_KEY": "sk-ant-test-dummy",
        "ANTHROPIC_BASE_URL": api_url,
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
        "DISABLE_AUTOUPDATER": "1",
        "DISABLE_TELEMETRY": "1",
        "DISABLE_ERROR_REPORTING": "1",
        "MGIMIND_HOME": str(mgimind_home),
        "MGIMIND_AUTOSTART": "1",
        "CLAUDE_CONFIG_DIR": str(home / ".claude"),
    }


def run_claude(env: dict, project: Path) -> float:
    began = time.monotonic()
    proc = subprocess.run(
        [str(CLAUDE), "-p", PROMPT],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    took = time.monotonic() - began
    if proc.returncode != 0:
        raise SystemExit(f"claude failed ({proc.returncode}): {proc.stderr[-2000:]}")
    return took


def point_mcp(home: Path, checkout: Path | None, trace: Path | None, floor: bool = False) -> None:
    """Rewrite the MCP entry the installer wrote: run it from `checkout`, or the floor
    server instead, behind the relay."""
    path = home / ".claude" / ".claude.json"
    data = json.loads(path.read_text())
    entry = data["mcpServers"]["mgimind"]
    if floor:
        from mgimind.doors.mcp_front import OPENING_FILE

        script = home / "floor_mcp.py"
        script.write_text(FLOOR)
        # The module name stays in the arguments: uninstall knows the entry for ours.
        entry["args"] = ["-I", "-S", str(script), OPENING_FILE, "mgimind.doors.mcp_server"]
    if checkout is not None:
        entry["env"] = {**entry.get("env", {}), "PYTHONPATH": str(checkout)}
    if trace is not None:
        relay = trace.parent / "relay.py"
        relay.write_text(RELAY)
        entry["args"] = ["-I", "-S", str(relay), str(trace), entry["command"], *entry["args"]]
        entry["command"] = sys.executable
    path.write_text(json.dumps(data))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--old-checkout", type=Path, help="another checkout's MCP server too")
    parser.add_argument("--trace", action="store_true", help="log the MCP messages' times")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if not CLAUDE.exists():
        raise SystemExit(f"Claude Code is not installed at {CLAUDE}")

    from daemon_helpers import freeze, running_daemon
    from fakes.anthropic_server import FakeAnthropic
    from mgimind.hooks import wire
    from mgimind.hosts.claude_code import installer

    out = Path(tempfile.mkdtemp(prefix="hung-claude-"))
    home, project, mgimind_home = out / "home", out / "project", out / "mgimind"
    for d in (home, project, mgimind_home):
        d.mkdir()
    os.environ["HOME"] = str(home)  # the installer writes into this HOME
    os.environ.pop("CLAUDE_CONFIG_DIR", None)
    configs = ["none", "hooks", "hooks+mcp", "hooks+mcp floor"]
    configs += ["hooks+mcp (old)"] if args.old_checkout else []
    times: dict[str, list[float]] = {c: [] for c in configs}
    info = run_info.describe()
    with FakeAnthropic(reply="pong from the fake model") as api:
        env = claude_env(home, mgimind_home, api.url)
        with running_daemon(mgimind_home, claude_config_dir=home / ".claude") as status:
            import mgimind

            client = mgimind.open(mgimind_home, timeout=60)
            client.memory.add(text="The staging database is restored every Monday at 6am.")
            client.close()
            run_claude(env, project)  # the CLI's own cold start, out of the figures
            for i in range(args.runs):
                for config in configs:
                    installer.uninstall("user", project)
                    if config != "none":
                        installer.install("user", project, mcp=config != "hooks")
                    if "mcp" in config:
                        trace = out / f"trace-{config.split()[-1]}-{i}.log" if args.trace else None
                        old = args.old_checkout if config.endswith("(old)") else None
                        point_mcp(home, old, trace, floor=config.endswith("floor"))
                    (mgimind_home / wire.BREAKER_NAME).unlink(missing_ok=True)
                    freeze(status["pid"])
                    try:
                        times[config].append(run_claude(env, project))
                    finally:
                        os.kill(status["pid"], signal.SIGCONT)
    installer.uninstall("user", project)
    medians = {c: median(t) for c, t in times.items()}
    if args.json:
        print(json.dumps({"run": info, "runs": times, "median": medians}, indent=1))
        return
    print(f"claude -p, daemon SIGSTOPped, {args.runs} runs each; {run_info.line(info)}")
    for config in configs:
        runs = ", ".join(f"{t:.2f}" for t in times[config])
        extra = medians[config] - medians["none"]
        print(f"  {config:16} median {medians[config]:.2f} s ({runs}); {extra:+.2f} s vs none")
    if args.trace:
        print(f"traces: {out}/trace-*.log")


if __name__ == "__main__":
    main()

"""Hook client wall time per event with a warm daemon, next to a do-nothing hook.

    .venv/bin/python benchmark/hook_latency.py [--runs 40] [--host claude-code] [--json]
    .venv/bin/python benchmark/hook_latency.py --busy [--memories 50000] [--prompts 500]

The busy mode (benchmark/busy_hooks.py) times prompt hooks idle and while the daemon
runs a 1 MB add and a 20 MB transcript harvest, in the same run.

Spawns each hook exactly as Claude Code does (`python -I -S hooks/run_hook.py claude-code
EVENT` with the event JSON on stdin; `--host` names another command-hook host, whose
hooks run the same client) and times it from spawn to exit. The do-nothing
hook is `python -c pass` with the same interpreter: the floor any Python hook pays.
Uses a throwaway MGIMIND_HOME with a few stored memories and its own daemon.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmark import run_info

REPO = Path(__file__).resolve().parents[1]
MEMORIES = [
    "The payments webhook retries exactly seven times with exponential backoff.",
    "Deploys to production freeze every Friday after 3pm.",
    "The nightly backup job writes to s3-archive-eu and keeps 35 days.",
    "Use `make test-fast` for the unit tests; the full suite needs Docker.",
]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(int(round(q * (len(ordered) - 1))), len(ordered) - 1)
    return ordered[index]


def time_command(cmd: list[str], stdin: str, env: dict, runs: int) -> tuple[list[float], str]:
    times, out = [], ""
    for _ in range(runs):
        began = time.perf_counter()
        proc = subprocess.run(cmd, input=stdin, capture_output=True, text=True, env=env)
        times.append((time.perf_counter() - began) * 1000)
        out = proc.stdout
        if proc.returncode != 0:
            raise SystemExit(f"{cmd} failed: {proc.stderr}")
    return times, out


def interleaved(
    commands: dict[str, tuple[list[str], str]], env: dict, runs: int
) -> tuple[dict[str, list[float]], dict[str, str]]:
    """Each command's wall times over `runs` rounds, interleaved so that every command sees
    the same machine load (it is shared), and its last output."""
    times: dict[str, list[float]] = {label: [] for label in commands}
    outputs: dict[str, str] = {}
    for round_ in range(runs + 3):
        for label, (cmd, stdin) in commands.items():
            if label.startswith("prompt"):  # a session is never shown an item twice:
                stdin = stdin.replace('"bench"', f'"bench-{round_}"')  # one per round
            took, out = time_command(cmd, stdin, env, 1)
            if round_ >= 3:  # the first rounds warm the caches
                times[label] += took
            outputs[label] = out
    return times, outputs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--host", default="claude-code", help="the host the hooks speak for")
    parser.add_argument(
        "--hung",
        action="store_true",
        help="also time the hooks with the daemon SIGSTOPped (what a hung daemon costs)",
    )
    parser.add_argument(
        "--busy", action="store_true", help="idle vs. during a 1 MB add and a 20 MB harvest"
    )
    parser.add_argument("--memories", type=int, default=50_000, help="--busy: store size")
    parser.add_argument("--prompts", type=int, default=500, help="--busy: prompts per phase")
    parser.add_argument("--add-mb", type=float, default=0.95)  # under the 1,000,000-char limit
    parser.add_argument("--transcript-mb", type=float, default=20.0)
    args = parser.parse_args()
    if args.busy:
        from benchmark import busy_hooks

        report = busy_hooks.run(args.memories, args.prompts, args.add_mb, args.transcript_mb)
        if args.json:
            print(json.dumps(report, indent=2))
        else:
            busy_hooks.print_report(report)
        return

    from mgimind.hooks import client as hook_client

    from mgimind.doors.cli.daemon_cmd import start_detached, stop_daemon
    from mgimind.doors.client import DaemonClient

    root = Path(tempfile.mkdtemp(prefix="mgimind-bench-"))
    home, project = root / "home", root / "project"
    project.mkdir(parents=True)
    # CLAUDE_CONFIG_DIR: the daemon's transcript watcher must not harvest the real ~/.claude
    os.environ.update(
        MGIMIND_HOME=str(home), MGIMIND_AUTOSTART="1", CLAUDE_CONFIG_DIR=str(root / "claude")
    )
    env = dict(os.environ)
    daemon_pid = start_detached(str(home)).get("pid")
    try:
        client = DaemonClient(home)
        for text in MEMORIES:
            client.memory.add(text=text)
        client.close()
        script = str(Path(hook_client.__file__).resolve().with_name("run_hook.py"))
        base = {"session_id": "bench", "transcript_path": "", "cwd": str(project)}
        cases = {
            "session-start": ("session-start", {**base, "source": "startup"}),
            "prompt (relevant)": (
                "prompt",
                {**base, "prompt": "how often does the webhook retry?"},
            ),
            "prompt (nothing relevant)": ("prompt", {**base, "prompt": "recommend a jazz album"}),
        }
        commands = {
            label: ([sys.executable, "-I", "-S", script, args.host, event], json.dumps(payload))
            for label, (event, payload) in cases.items()
        }
        commands["do-nothing (python -c pass)"] = ([sys.executable, "-c", "pass"], "")
        commands["do-nothing (python -I -S -c pass)"] = (
            [sys.executable, "-I", "-S", "-c", "pass"],
            "",
        )
        times, outputs = interleaved(commands, env, args.runs)
        if args.hung and daemon_pid:
            hooks = {label: c for label, c in commands.items() if "do-nothing" not in label}
            os.kill(daemon_pid, signal.SIGSTOP)
            try:
                hung_times, hung_out = interleaved(hooks, env, args.runs)
            finally:
                os.kill(daemon_pid, signal.SIGCONT)
            for label in hooks:
                times[label + ", daemon hung"] = hung_times[label]
                outputs[label + ", daemon hung"] = hung_out[label]
        results = {
            label: {
                "p50_ms": statistics.median(t),
                "p95_ms": percentile(t, 0.95),
                "output_chars": len(outputs[label]),
            }
            for label, t in times.items()
        }
    finally:
        stop_daemon(str(home))
    run = run_info.describe()
    if args.json:
        print(json.dumps({"runs": args.runs, "run": run, "results": results}, indent=2))
        return
    print(f"hook wall time, {args.runs} runs each, warm daemon; {run_info.line(run)}")
    print(f"{'event':40} {'p50 ms':>8} {'p95 ms':>8} {'printed':>8}")
    for label, r in results.items():
        print(f"{label:40} {r['p50_ms']:8.1f} {r['p95_ms']:8.1f} {r['output_chars']:8d}")


if __name__ == "__main__":
    main()

"""Prompt hooks while the daemon writes: a 1 MB add and a 20 MB transcript harvest.

    .venv/bin/python benchmark/hook_latency.py --busy [--memories 50000] [--prompts 500]

Builds a home of `--memories` memories (benchmark/load.py's filler), starts its daemon,
then times `--prompts` prompt hooks (spawned exactly as Claude Code does) twice in the
same run: idle, and while one client adds a 1 MB text and another harvests a 20 MB
Claude Code transcript through the same daemon. Reports p50/p95/max wall time, fail-opens
(FAIL-OPEN lines in hooks.log) and how many busy prompts overlapped the writes.
Target: busy p95 <= 80 ms and 0 fail-opens over 500 prompts.
"""

from __future__ import annotations

import os
import statistics
import sys
import threading
import time
from pathlib import Path

from benchmark import run_info

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))


def big_text(megabytes: float) -> str:
    """Distinct, plain sentences (no secrets, no duplicates) up to `megabytes`."""
    from benchmark.load import SERVICES

    parts, size, i = [], 0, 0
    target = int(megabytes * 1024 * 1024)
    while size < target:
        line = (
            f"Runbook line {i}: when the {SERVICES[i % len(SERVICES)]} queue passes "
            f"{i % 97 + 3} thousand items, page the on-call of shift {i % 5} and scale "
            f"worker pool {i % 13} by {i % 4 + 1}. "
        )
        parts.append(line)
        size += len(line)
        i += 1
    return "".join(parts)


def summary(values: list[float]) -> dict:
    from benchmark.load import percentile

    return {
        "n": len(values),
        "p50_ms": round(statistics.median(values), 1),
        "p95_ms": round(percentile(values, 0.95), 1),
        "max_ms": round(max(values), 1),
    }


def prompts(hook, count: int, writing: threading.Event | None = None) -> dict:
    before = hook.fail_opens()
    times, errors, overlapped = [], [], 0
    for i in range(count):
        took, err = hook.run(i)
        times.append(took)
        if err:
            errors.append(err)
        if writing is not None and writing.is_set():
            overlapped += 1
    return {
        **summary(times),
        "errors": len(errors),
        "fail_opens": hook.fail_opens() - before,
        "during_writes": overlapped,
    }


def run(memories: int, count: int, add_mb: float, transcript_mb: float) -> dict:
    from benchmark.harvest_throughput import build
    from benchmark.load import Filler, Hook, scratch_home
    from mgimind.doors.cli.daemon_cmd import start_detached, stop_daemon
    from mgimind.doors.client import DaemonClient

    root, home, project = scratch_home("mgimind-busy-")
    built = Filler(home, 2000).fill_to(memories)
    print(f"[{memories} memories built in {built:.0f}s]", file=sys.stderr, flush=True)
    transcript = root / "transcripts" / "busy-session.jsonl"
    transcript.parent.mkdir()
    exchanges, _ = build(transcript, transcript_mb)
    text = big_text(add_mb)
    hook = Hook(home, project)
    start_detached(str(home))
    report: dict = {
        "memories": memories,
        "cpus": os.cpu_count(),
        "add_bytes": len(text),
        "transcript_bytes": transcript.stat().st_size,
        "transcript_exchanges": exchanges,
    }
    try:
        prompts(hook, 20)  # warm-up
        report["idle"] = prompts(hook, count)
        writing = threading.Event()
        writing.set()
        outcome: dict = {}

        def add():
            began = time.monotonic()
            # A person's add at the command line (an app's would pass the admission gate).
            with DaemonClient(home, actor="cli:bench", timeout=3600) as client:
                result = client.memory.add(text=text)
            outcome["add"] = {
                "chunks": getattr(result, "chunks", None),
                "seconds": round(time.monotonic() - began, 1),
            }

        def harvest():
            began = time.monotonic()
            with DaemonClient(home, actor="bench:harvest", timeout=3600) as client:
                result = client.harvest.file(path=str(transcript), flush="end")
            outcome["harvest"] = {
                "exchanges": result.exchanges,
                "seconds": round(time.monotonic() - began, 1),
            }

        writers = [threading.Thread(target=add), threading.Thread(target=harvest)]
        for t in writers:
            t.start()

        def watch():
            for t in writers:
                t.join()
            writing.clear()

        threading.Thread(target=watch, daemon=True).start()
        time.sleep(1.0)  # both writes under way
        report["busy"] = prompts(hook, count, writing)
        for t in writers:
            t.join()
        report["writes"] = outcome
    finally:
        stop_daemon(str(home))
    report["run"] = run_info.describe()
    return report


def print_report(report: dict) -> None:
    print(run_info.line(report["run"]))
    print(
        f"prompt hook wall time at {report['memories']} memories, {report['cpus']} CPUs; "
        f"busy = a {report['add_bytes'] / 1e6:.1f} MB add and a "
        f"{report['transcript_bytes'] / 1e6:.1f} MB transcript harvest"
    )
    print(
        f"{'':6} {'n':>5} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8} {'fail-open':>10} "
        f"{'during writes':>14}"
    )
    for label in ("idle", "busy"):
        r = report[label]
        print(
            f"{label:6} {r['n']:5d} {r['p50_ms']:8.1f} {r['p95_ms']:8.1f} {r['max_ms']:8.1f} "
            f"{r['fail_opens']:10d} {r['during_writes']:14d}"
        )
    print(f"writes: {report.get('writes')}")

"""Load: concurrent prompt hooks plus a writer against a daemon holding many memories.

    nice -n 19 .venv/bin/python benchmark/load.py [--clients 8] [--calls 500]
        [--sizes 1000,10000,50000] [--runs 30] [--json]

For each store size (built up in place), with a fresh daemon:
  - prompt-hook wall time (p50/p95), spawned exactly as Claude Code does
    (`python -I -S hooks/run_hook.py claude-code prompt`, the event JSON on stdin), next to
    a do-nothing hook (`python -I -S -c pass`) timed in the same interleaved rounds;
  - search and recall round trips through the daemon client (p50/p95);
  - the daemon's resident memory (VmRSS, VmHWM from /proc/PID/status).
At the largest size, the load run: `--clients` threads each spawn `--calls` prompt hooks
while one writer adds memories through the daemon client; then the same concurrency with
the do-nothing hook. Errors: a hook exiting non-zero, writing to stderr, printing anything
but valid JSON, or failing open (a FAIL-OPEN line in hooks.log). Lost writes: acknowledged
adds missing (by get, and by count) after the daemon is stopped and started again.

The store is filled fast: a few thousand real sentences are embedded once, and bulk
points reuse their vectors with a small perturbation (real points in the real engine,
found by the real filters), written in-process before any daemon starts (the embedded
store allows one process at a time).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]

SERVICES = [
    "payments",
    "billing",
    "search",
    "auth",
    "notifications",
    "inventory",
    "checkout",
    "reporting",
    "analytics",
    "gateway",
    "scheduler",
    "exporter",
    "importer",
    "ledger",
    "mailer",
    "profile",
    "catalog",
    "pricing",
    "shipping",
    "tax",
    "webhooks",
    "audit",
    "session",
    "upload",
    "thumbnail",
    "geo",
    "fraud",
    "loyalty",
    "referral",
    "support",
    "chat",
    "feed",
    "ranking",
    "ads",
    "metrics",
    "logging",
    "backup",
    "cache",
    "queue",
    "cron",
]
FACTS = [
    "The {s} service retries failed calls {n} times with exponential backoff.",
    "Deploys of {s} freeze every Friday after {n} pm.",
    "The {s} database is backed up nightly and kept for {n} days.",
    "Alerts for {s} page the on-call engineer after {n} minutes of errors.",
    "The {s} team owns the staging cluster number {n}.",
    "Use `make test-{s}` for the {s} unit tests; the full suite takes {n} minutes.",
    "The {s} API rate limit is {n} requests per second per tenant.",
    "Logs of the {s} service are kept for {n} weeks in cold storage.",
    "The {s} worker pool runs {n} processes per host.",
    "Feature flags for {s} are evaluated on the server, cached for {n} seconds.",
    "The {s} cache evicts entries after {n} hours.",
    "Schema migrations for {s} must be reviewed by {n} engineers.",
    "The {s} health check hits /healthz every {n} seconds.",
    "Secrets for {s} rotate every {n} days via the vault.",
    "The {s} dashboard lives on grafana board {n}.",
    "Incidents in {s} need a postmortem within {n} business days.",
    "The {s} queue dead-letters a message after {n} failed deliveries.",
    "The {s} container image is rebuilt every {n} days for security patches.",
    "Load tests for {s} target {n} hundred requests per second.",
    "The {s} service times out upstream calls after {n} seconds.",
]
PROMPTS = [
    "how many times does the payments service retry?",
    "when do billing deploys freeze?",
    "how long are search database backups kept?",
    "what is the auth API rate limit?",
    "who owns the staging cluster for notifications?",
    "how often does the gateway health check run?",
    "recommend a jazz album for the weekend",
    "what's a good name for a cat?",
    "how do I run the checkout unit tests?",
    "when do vault secrets for the ledger rotate?",
]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(int(round(q * (len(ordered) - 1))), len(ordered) - 1)]


def summary(values: list[float]) -> dict:
    if not values:
        return {"n": 0}
    return {
        "n": len(values),
        "p50_ms": round(statistics.median(values), 1),
        "p95_ms": round(percentile(values, 0.95), 1),
        "p99_ms": round(percentile(values, 0.99), 1),
        "max_ms": round(max(values), 1),
    }


def sentences(count: int) -> list[str]:
    rng = random.Random(7)
    out, seen = [], set()
    while len(out) < count:
        text = rng.choice(FACTS).format(s=rng.choice(SERVICES), n=rng.randint(2, 90))
        if text not in seen:
            seen.add(text)
            out.append(text)
    return out


# --- building the store --------------------------------------------------------------------


class Filler:
    """Adds bulk memories to a closed home, in-process, `fill_to(n)` at a time."""

    def __init__(self, home: Path, real: int):
        self.home = home
        self.texts = sentences(real)
        self.vectors = None
        self.written = 0

    def fill_to(self, target: int) -> float:
        from mgimind.engine.mind import Mind
        from mgimind.memory.memory_points import memory_payload, memory_points
        from mgimind.store.audit import content_hash
        from mgimind.store.ids import stable_id
        from mgimind.text.chunking import Chunk
        from mgimind.timeutil import now

        began = time.perf_counter()
        mind = Mind(self.home, actor="bench:bulk")
        try:
            if self.vectors is None:
                self.vectors = np.asarray(mind.embedder.embed(self.texts), dtype=np.float32)
            rng = np.random.default_rng(self.written)
            library = mind.write_library(None)
            stamp = now()
            points = []
            for i in range(self.written, target):
                base = self.texts[i % len(self.texts)]
                text = f"{base} (note {i})"
                vec = self.vectors[i % len(self.texts)] + rng.normal(0, 0.01, self.vectors.shape[1])
                vec /= np.linalg.norm(vec)
                digest = content_hash(text)
                memory_id = stable_id("memory", library, digest)
                payload = memory_payload(memory_id, library, digest, mind.actor, "bulk", stamp)
                points += memory_points(
                    mind, memory_id, [Chunk(text, 0, len(text))], [], payload, [vec]
                )
                if len(points) >= 2000:
                    mind.store.upsert(points)
                    points = []
            if points:
                mind.store.upsert(points)
            self.written = target
        finally:
            mind.close()
        return time.perf_counter() - began


# --- the daemon and the hook ----------------------------------------------------------------


def rss(pid: int) -> dict:
    out = {}
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(("VmRSS:", "VmHWM:")):
                key, value = line.split(":", 1)
                out[key] = round(int(value.split()[0]) / 1024, 1)  # MiB
    return {"rss_mib": out.get("VmRSS"), "peak_rss_mib": out.get("VmHWM")}


def scratch_home(prefix: str) -> tuple[Path, Path, Path]:
    """(root, home, project) under a fresh temporary folder, this process's environment
    pointed at the home (daemon autostart on, no HTTP door, an empty Claude config), so
    hooks spawned from here use it and nothing of the person's."""
    root = Path(tempfile.mkdtemp(prefix=prefix))
    home, project = root / "home", root / "project"
    project.mkdir(parents=True)
    os.environ.update(
        MGIMIND_HOME=str(home), MGIMIND_AUTOSTART="1", CLAUDE_CONFIG_DIR=str(root / "claude")
    )
    os.environ.pop("MGIMIND_HTTP", None)
    return root, home, project


class Hook:
    def __init__(self, home: Path, project: Path):
        from mgimind.hooks import client as hook_client

        script = str(Path(hook_client.__file__).resolve().with_name("run_hook.py"))
        self.cmd = [sys.executable, "-I", "-S", script, "claude-code", "prompt"]
        self.nothing = [sys.executable, "-I", "-S", "-c", "pass"]
        self.home = home
        self.project = project
        self.env = dict(os.environ)
        self.injected = 0  # prompt hooks that printed additionalContext

    def event(self, i: int) -> str:
        return json.dumps(
            {
                "session_id": f"load-{i % 16}",
                "transcript_path": "",
                "cwd": str(self.project),
                "hook_event_name": "UserPromptSubmit",
                "prompt": PROMPTS[i % len(PROMPTS)],
            }
        )

    def run(self, i: int, nothing: bool = False) -> tuple[float, str | None]:
        """(wall ms, error or None); counts the calls that injected context."""
        began = time.perf_counter()
        proc = subprocess.run(
            self.nothing if nothing else self.cmd,
            input=self.event(i),
            capture_output=True,
            text=True,
            env=self.env,
        )
        took = (time.perf_counter() - began) * 1000
        if proc.returncode != 0:
            return took, f"exit {proc.returncode}"
        if proc.stderr:
            return took, f"stderr: {proc.stderr[:200]}"
        if proc.stdout:
            try:
                json.loads(proc.stdout)
            except ValueError:
                return took, f"invalid JSON: {proc.stdout[:200]}"
            self.injected += 1
        return took, None

    def fail_opens(self) -> int:
        try:
            return (self.home / "hooks.log").read_text().count("FAIL-OPEN")
        except OSError:
            return 0


def measure_size(hook: Hook, runs: int) -> dict:
    from mgimind.doors.client import DaemonClient

    client = DaemonClient(hook.home, actor="bench:reader")
    pid = client.status()["pid"]
    times = {"hook prompt": [], "do-nothing hook": [], "search": [], "recall": []}
    hook.injected = 0
    for round_ in range(runs + 3):
        q = PROMPTS[round_ % len(PROMPTS)]
        hook_ms, err = hook.run(round_)
        if err:
            raise SystemExit(f"hook failed: {err}")
        nothing_ms, _ = hook.run(round_, nothing=True)
        began = time.perf_counter()
        client.memory.search(query=q, limit=10, all=True)
        search_ms = (time.perf_counter() - began) * 1000
        began = time.perf_counter()
        client.recall(query=q)
        recall_ms = (time.perf_counter() - began) * 1000
        if round_ >= 3:  # warm-up rounds
            for key, value in (
                ("hook prompt", hook_ms),
                ("do-nothing hook", nothing_ms),
                ("search", search_ms),
                ("recall", recall_ms),
            ):
                times[key].append(value)
    out = {key: summary(v) for key, v in times.items()}
    out["hooks_injecting"] = f"{hook.injected}/{runs + 3}"
    out["memories"] = client.stats().memories
    out.update(rss(pid))
    client.close()
    return out


def load_run(hook: Hook, clients: int, calls: int) -> dict:
    from mgimind.doors.client import DaemonClient

    fail_open_before = hook.fail_opens()
    hook_times: list[float] = []
    errors: list[str] = []
    acknowledged: list[str] = []
    write_errors: list[str] = []
    lock = threading.Lock()
    done = threading.Event()

    def client_loop(c: int, nothing: bool, out: list[float], errs: list[str]):
        for k in range(calls):
            took, err = hook.run(c * calls + k, nothing=nothing)
            with lock:
                out.append(took)
                if err:
                    errs.append(err)

    def writer():
        client = DaemonClient(hook.home, actor="bench:writer")
        i = 0
        while not done.is_set():
            text = (
                f"Load writer note {i}: the {SERVICES[i % len(SERVICES)]} service was "
                f"checked at step {i} of the run."
            )
            try:
                verdict = client.memory.add(text=text)  # an app's write: the admission gate
                acknowledged.append(verdict.id or verdict.duplicate_of)
            except Exception as e:  # an unacknowledged write; counted, not fatal
                write_errors.append(f"{type(e).__name__}: {e}")
            i += 1
        client.close()

    def run_clients(nothing: bool, out: list[float], errs: list[str]) -> None:
        threads = [
            threading.Thread(target=client_loop, args=(c, nothing, out, errs))
            for c in range(clients)
        ]
        for t in threads:
            t.start()
        for t in threads:
            t.join()

    pid = DaemonClient(hook.home).status()["pid"]
    writer_thread = threading.Thread(target=writer)
    began = time.perf_counter()
    writer_thread.start()
    run_clients(False, hook_times, errors)
    hooks_s = time.perf_counter() - began
    done.set()
    writer_thread.join()
    writes_s = time.perf_counter() - began
    fail_opens = hook.fail_opens() - fail_open_before
    memory = rss(pid)

    nothing_times: list[float] = []
    nothing_errors: list[str] = []
    began = time.perf_counter()
    run_clients(True, nothing_times, nothing_errors)
    nothing_s = time.perf_counter() - began
    return {
        "clients": clients,
        "calls_per_client": calls,
        "hook": {
            **summary(hook_times),
            "errors": len(errors) + fail_opens,
            "error_samples": errors[:5],
            "fail_opens": fail_opens,
            "wall_s": round(hooks_s, 1),
            "calls_per_s": round(len(hook_times) / hooks_s, 1),
        },
        "do_nothing_hook": {
            **summary(nothing_times),
            "errors": len(nothing_errors),
            "wall_s": round(nothing_s, 1),
        },
        "writer": {
            "acknowledged": len(acknowledged),
            "errors": len(write_errors),
            "error_samples": write_errors[:3],
            "writes_per_s": round(len(acknowledged) / writes_s, 1),
        },
        "daemon": memory,
        "_acknowledged": acknowledged,
    }


def check_writes(home: Path, acknowledged: list[str], expected_total: int) -> dict:
    from mgimind.doors.client import DaemonClient
    from mgimind.errors import NotFound

    client = DaemonClient(home, actor="bench:checker")
    held = {item.id for item in client.quarantine.list(limit=10_000)}  # quarantined ones
    missing = 0
    for memory_id in set(acknowledged) - held:
        try:
            client.memory.get(memory_id=memory_id, tier=1)
        except NotFound:
            missing += 1
    stats = client.stats()
    count = stats.memories + stats.quarantined
    client.close()
    return {
        "missing_by_get": missing,
        "count": count,
        "expected_count": expected_total,
        "lost_writes": missing + max(expected_total - count, 0),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--calls", type=int, default=500)
    parser.add_argument("--sizes", default="1000,10000,50000")
    parser.add_argument("--runs", type=int, default=30, help="latency samples per size")
    parser.add_argument("--real", type=int, default=3000, help="distinct embedded sentences")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--out", default=None, help="also write the JSON report here")
    args = parser.parse_args()
    sizes = sorted(int(s) for s in args.sizes.split(","))

    from mgimind.doors.cli.daemon_cmd import start_detached, stop_daemon

    _, home, project = scratch_home("mgimind-load-")
    filler = Filler(home, args.real)
    hook = Hook(home, project)
    report: dict = {"cpus": os.cpu_count(), "sizes": {}}
    for size in sizes:
        built_s = filler.fill_to(size)
        print(f"[{size} memories built in {built_s:.1f}s]", file=sys.stderr, flush=True)
        start_detached(str(home))
        try:
            report["sizes"][size] = measure_size(hook, args.runs)
            if size == sizes[-1] and args.clients and args.calls:
                print("[load run]", file=sys.stderr, flush=True)
                load = load_run(hook, args.clients, args.calls)
                acknowledged = load.pop("_acknowledged")
        finally:
            stop_daemon(str(home))
    if args.clients and args.calls:
        start_detached(str(home))  # a fresh daemon reads what the last one stored
        try:
            load["durability"] = check_writes(
                home, acknowledged, filler.written + len(acknowledged)
            )
        finally:
            stop_daemon(str(home))
        report["load"] = load
    if args.out:
        Path(args.out).write_text(json.dumps(report, indent=2))
    if args.json:
        print(json.dumps(report, indent=2))
        return
    print_report(report)


def print_report(report: dict) -> None:
    print(f"mgimind load benchmark, {report['cpus']} CPUs (shared)")
    print(
        f"{'memories':>9} {'hook p50':>9} {'hook p95':>9} {'noop p50':>9} {'search p50':>11}"
        f" {'search p95':>11} {'recall p50':>11} {'recall p95':>11} {'RSS MiB':>8}"
    )
    for size, r in report["sizes"].items():
        print(
            f"{size:>9} {r['hook prompt']['p50_ms']:>9} {r['hook prompt']['p95_ms']:>9} "
            f"{r['do-nothing hook']['p50_ms']:>9} {r['search']['p50_ms']:>11} "
            f"{r['search']['p95_ms']:>11} {r['recall']['p50_ms']:>11} "
            f"{r['recall']['p95_ms']:>11} {r['rss_mib']:>8}"
        )
    load = report.get("load")
    if not load:
        return
    h, n, w = load["hook"], load["do_nothing_hook"], load["writer"]
    print(f"\nload: {load['clients']} clients x {load['calls_per_client']} prompt hooks + 1 writer")
    print(
        f"  hook       p50 {h['p50_ms']} ms  p95 {h['p95_ms']} ms  p99 {h['p99_ms']} ms  "
        f"errors {h['errors']}  ({h['calls_per_s']} calls/s)"
    )
    print(
        f"  do-nothing p50 {n['p50_ms']} ms  p95 {n['p95_ms']} ms  p99 {n['p99_ms']} ms  "
        f"errors {n['errors']}"
    )
    print(
        f"  writer     {w['acknowledged']} acknowledged, {w['writes_per_s']} writes/s, "
        f"errors {w['errors']}"
    )
    d = load["durability"]
    print(
        f"  lost writes {d['lost_writes']} (missing by get {d['missing_by_get']}, "
        f"count {d['count']} / expected {d['expected_count']})"
    )
    print(f"  daemon RSS {load['daemon']['rss_mib']} MiB (peak {load['daemon']['peak_rss_mib']})")


if __name__ == "__main__":
    main()

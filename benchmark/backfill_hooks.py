"""Prompt hooks while the daemon indexes an upgraded home's statements.

    .venv/bin/python -m benchmark.backfill_hooks [--sessions 400] [--after 200] [--data PATH]

A home as an earlier version left it: `--sessions` LongMemEval sessions added as memories,
then their first-person statements taken out (no statement points, no count on their
chunks). Its daemon starts and fills them in (mgimind/memory/statement_backfill.py) while
prompt hooks, spawned exactly as Claude Code spawns them, run back to back. Prompts are
told apart by the daemon log's start and end of the pass: during it, and `--after` more
once it is done (the baseline, in the same run). Reports p50/p95/max wall time,
fail-opens and the pass's length. Target: p95 <= 80 ms during the pass, 0 fail-opens.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from dataclasses import replace
from datetime import datetime
from pathlib import Path

from benchmark.busy_hooks import summary
from benchmark.ingest_throughput import _cpu_model
from benchmark.retrieval.data import DEFAULT_DATA, distinct_sessions

_LOGGED = re.compile(r"^(\S+ \S+) \d+ \S+ INFO (indexing|indexed) the statements of (\d+)")


def older_home(home: Path, sessions: list[str]) -> int:
    """`sessions` stored, then made to look stored before statements were indexed; the
    number of statements taken out."""
    from mgimind.engine.mind import Mind
    from mgimind.memory.memory_points import KIND, STATEMENT_KIND
    from mgimind.store.base import Eq, where

    with Mind(home) as mind:
        for text in sessions:
            mind.memories.add(text)
        said = mind.store.scroll(where(Eq("kind", STATEMENT_KIND)))
        mind.store.delete([p.id for p in said])
        chunks = mind.store.scroll(where(Eq("kind", KIND)), with_vectors=True)
        mind.store.upsert(
            [
                replace(c, payload={k: v for k, v in c.payload.items() if k != "statements"})
                for c in chunks
            ]
        )
        return len(said)


def pass_window(log: Path) -> tuple[float | None, float | None, int]:
    """When the daemon's statement pass began and ended (epoch seconds), and how many
    memories it indexed."""
    began = ended = None
    done = 0
    for line in log.read_text().splitlines():
        m = _LOGGED.match(line)
        if m:
            at = datetime.strptime(m[1], "%Y-%m-%d %H:%M:%S,%f").timestamp()
            if m[2] == "indexing":
                began = at
            else:
                ended, done = at, int(m[3])
    return began, ended, done


def run(sessions: int, after: int, data: Path) -> dict:
    from benchmark.load import Hook, scratch_home
    from mgimind.doors.cli.daemon_cmd import start_detached, stop_daemon

    _, home, project = scratch_home("mgimind-backfill-")
    texts = distinct_sessions(sessions, data)
    began = time.monotonic()
    statements = older_home(home, texts)
    print(
        f"[{len(texts)} sessions stored, {statements} statements taken out, "
        f"{time.monotonic() - began:.0f}s]",
        file=sys.stderr,
        flush=True,
    )
    hook = Hook(home, project)
    log = home / "daemon.log"
    times: list[tuple[float, float, str | None]] = []  # (started at, ms, error)
    start_detached(str(home))
    try:
        deadline = time.time() + 600
        while time.time() < deadline:
            at = time.time()
            took, err = hook.run(len(times))
            times.append((at, took, err))
            if pass_window(log)[1] is not None:
                break
        for _ in range(after):
            at = time.time()
            took, err = hook.run(len(times))
            times.append((at, took, err))
    finally:
        stop_daemon(str(home))
    start, end, done = pass_window(log)
    if start is None or end is None:
        raise SystemExit("the daemon's statement pass did not run (see daemon.log)")
    during = [t for at, t, _ in times if start <= at <= end]
    later = [t for at, t, _ in times if at > end]
    return {
        "cpu": _cpu_model(),
        "memories": len(texts),
        "statements": statements,
        "indexed": done,
        "pass_s": round(end - start, 1),
        "during": summary(during) if during else None,
        "after": summary(later) if later else None,
        "errors": sum(1 for *_, err in times if err),
        "fail_opens": hook.fail_opens(),
    }


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sessions", type=int, default=400)
    ap.add_argument("--after", type=int, default=200, help="prompts once the pass is done")
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    args = ap.parse_args(argv)
    r = run(args.sessions, args.after, args.data)
    print(
        f"prompt hook wall time, cpu: {r['cpu']}; the daemon indexed the statements of "
        f"{r['indexed']} of {r['memories']} older memories ({r['statements']} statements) "
        f"in {r['pass_s']} s"
    )
    print(f"{'':7} {'n':>5} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}")
    for label in ("during", "after"):
        s = r[label]
        if s:
            print(f"{label:7} {s['n']:5d} {s['p50_ms']:8.1f} {s['p95_ms']:8.1f} {s['max_ms']:8.1f}")
    print(f"errors {r['errors']}, fail-opens {r['fail_opens']}")


if __name__ == "__main__":
    main()

"""Resident memory of a process holding a store, with and without the first-person
statement points, each in a fresh subprocess.

    .venv/bin/python -m benchmark.statements_memory [--sessions 450]

Each run opens a `Mind` (the daemon's models and store, in-process), adds the same
LongMemEval haystack sessions (`memories.add_many`), runs a few searches and recalls, and
prints the points stored and VmRSS. "without" replaces the statement finder by one that
finds none (the write path before statements were indexed).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from unittest import mock

from benchmark.retrieval.data import distinct_sessions

QUERIES = ("what did I buy last week", "where does my sister live", "recommend a hotel")


def resident_mb() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def one_run(with_statements: bool, count: int) -> dict:
    from mgimind.engine.mind import Mind
    from mgimind.memory import memories

    found = memories.statements if with_statements else (lambda text: [])
    texts = distinct_sessions(count)
    with (
        tempfile.TemporaryDirectory() as home,
        mock.patch.object(memories, "statements", found),
        Mind(home) as mind,
    ):
        mind.memories.add("warm up")
        loaded = resident_mb()
        mind.memories.add_many(texts)
        for query in QUERIES:
            mind.memories.search(query)
            mind.recall(query)
        return {
            "sessions": len(texts),
            "points": mind.store.info().points,
            "models_mb": round(loaded, 1),
            "resident_mb": round(resident_mb(), 1),
        }


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sessions", type=int, default=450)
    ap.add_argument("--run", choices=("with", "without"), help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.run:
        print(json.dumps(one_run(args.run == "with", args.sessions)))
        return
    rows = {}
    for run in ("without", "with"):
        out = subprocess.run(
            [sys.executable, "-m", "benchmark.statements_memory", "--run", run]
            + ["--sessions", str(args.sessions)],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        rows[run] = json.loads(out.strip().splitlines()[-1])
        print(f"{run:8s} statements: {rows[run]}", flush=True)
    growth = rows["with"]["resident_mb"] / rows["without"]["resident_mb"] - 1
    print(f"resident memory with statements: {100 * growth:+.1f}%")


if __name__ == "__main__":
    main()

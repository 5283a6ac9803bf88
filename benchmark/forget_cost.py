"""What forgetting costs: delete, add and search with the sealed store (crypto-shredding,
mgimind/store/shred.py) against the bare engine, at N memories.

    .venv/bin/python -m benchmark.forget_cost 1000 10000

The store is filled through the backend with random unit vectors (the engine and the
sealing layer are real; the model only runs for the timed adds and searches).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
import uuid
from datetime import datetime, timezone
from pathlib import Path

import numpy as np

import mgimind.engine.mind as mind_module
from mgimind.engine.mind import Mind
from mgimind.memory.memory_points import memory_payload, memory_points
from mgimind.text.chunking import Chunk


def _fill(mind: Mind, n: int) -> list[str]:
    rng = np.random.default_rng(7)
    ids = []
    for start in range(0, n, 500):
        points = []
        for i in range(start, min(n, start + 500)):
            mid = str(uuid.uuid4())
            v = rng.standard_normal(mind.embedder.dim)
            text = f"memory {i}: the service {i % 97} runs on port {8000 + i % 500} today"
            stamp = datetime.fromtimestamp(1.7e9 + i, timezone.utc)
            payload = memory_payload(mid, "shared", f"h{i}", "bench", None, stamp)
            chunk = Chunk(text, 0, len(text))
            points += memory_points(mind, mid, [chunk], [], payload, [v / np.linalg.norm(v)])
            ids.append(mid)
        mind.store.upsert(points)
    mind.store.flush()
    return ids


def _ms(samples: list[float]) -> str:
    p90 = sorted(samples)[int(len(samples) * 0.9)]
    return f"{statistics.median(samples) * 1000:.1f} (p90 {p90 * 1000:.1f})"


def run(n: int, sealed: bool) -> dict[str, str]:
    home = Path(tempfile.mkdtemp(prefix="forget-bench-")) / "home"
    if not sealed:  # the bare engine, as before sealing
        from mgimind.store.edge import EdgeBackend

        mind_module.open_backend = lambda config, home, dim: EdgeBackend(
            home / "store" / "edge", dim
        )
    mind = Mind(home)
    ids = _fill(mind, n)
    adds, deletes, searches = [], [], []
    for i in range(40):
        t = time.perf_counter()
        mind.memories.add(f"bench add {i}: the deploy of build {uuid.uuid4().hex} went fine")
        adds.append(time.perf_counter() - t)
    for i in range(20):
        t = time.perf_counter()
        mind.memories.search(f"which port does service {i} use", limit=5, touch=False)
        searches.append(time.perf_counter() - t)
    for mid in ids[:40]:
        t = time.perf_counter()
        mind.memories.delete(mid)
        deletes.append(time.perf_counter() - t)
    out = {"add": _ms(adds), "search": _ms(searches), "delete": _ms(deletes)}
    syncs, flushes = [], []
    for _ in range(20):  # the parts: the key file's sync (sealing) and the engine's flush
        if sealed:  # a slot rewritten as it is, then synced: what a delete's key write costs
            fd = mind.store.keys.fd
            head = os.pread(fd, 64, 0)
            t = time.perf_counter()
            os.pwrite(fd, head, 0)
            os.fdatasync(fd)
            syncs.append(time.perf_counter() - t)
        t = time.perf_counter()
        (mind.store.inner if sealed else mind.store).shard.flush()
        flushes.append(time.perf_counter() - t)
    out["engine flush"] = _ms(flushes)
    if sealed:
        out["key sync"] = _ms(syncs)
    mind.close()
    return out


if __name__ == "__main__":
    import subprocess

    if len(sys.argv) > 2 and sys.argv[1] == "--one":
        n, sealed = int(sys.argv[2]), sys.argv[3] == "sealed"
        print(n, "sealed" if sealed else "bare", run(n, sealed), flush=True)
    else:
        for n in [int(a) for a in sys.argv[1:]] or [1000, 10000]:
            for mode in ("bare", "sealed"):  # one process each: the patch stays local
                subprocess.run(
                    [sys.executable, "-m", "benchmark.forget_cost", "--one", str(n), mode],
                    check=True,
                )

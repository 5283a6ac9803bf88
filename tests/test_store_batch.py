"""Durable writes with fewer syncs: a write returns once synced, a `batch` block syncs
once at its end, and a sync covers every write applied before it (group commit). A sync
is the engine's write-ahead log on disk; the full flush of every segment runs at most
every FULL_FLUSH_EVERY_S, and the log carries a write that it has not reached."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading

import pytest

from mgimind.store import edge
from mgimind.store.base import Point
from mgimind.store.edge import EdgeBackend


class CountingShard:
    """The engine's shard, counting flushes."""

    def __init__(self, shard):
        self.shard, self.flushes = shard, 0

    def flush(self):
        self.flushes += 1
        self.shard.flush()

    def __getattr__(self, name):
        return getattr(self.shard, name)


@pytest.fixture
def store(tmp_path, monkeypatch):
    """Every sync a full flush, so the flush count is the sync count."""
    monkeypatch.setattr(edge, "FULL_FLUSH_EVERY_S", 0.0)
    backend = EdgeBackend(tmp_path / "edge", 4)
    backend.shard = CountingShard(backend.shard)
    yield backend
    backend.shard = backend.shard.shard
    backend.close()


def point(n: int) -> Point:
    return Point(f"00000000-0000-0000-0000-{n:012d}", {"kind": "memory", "n": n}, [1.0, 0, 0, n])


def test_each_write_outside_a_batch_is_flushed_before_it_returns(store):
    store.upsert([point(1)])
    store.set_payload([point(1).id], {"n": 2})
    store.delete([point(1).id])
    assert store.shard.flushes == 3


def test_a_batch_flushes_once_at_its_end_and_nested_blocks_join_it(store):
    with store.batch():
        for n in range(5):
            store.upsert([point(n)])
        with store.batch():
            store.upsert([point(9)])
        assert store.shard.flushes == 0  # nothing acknowledged yet
    assert store.shard.flushes == 1
    assert store.count() == 6
    with store.batch():
        pass  # no write, no flush
    assert store.shard.flushes == 1


def test_a_flush_covers_other_writers_applied_before_it(store):
    """Two threads write in their own batches; the first to end flushes both writes, so
    the second returns without a flush of its own."""
    written, first_done = threading.Barrier(2), threading.Event()

    def writer(n: int, first: bool):
        with store.batch():
            store.upsert([point(n)])
            written.wait()
            if not first:
                first_done.wait()
        if first:
            first_done.set()

    threads = [threading.Thread(target=writer, args=(n, n == 1)) for n in (1, 2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert store.shard.flushes == 1
    assert store.count() == 2


def test_a_batch_that_raises_acknowledges_nothing(store):
    with pytest.raises(RuntimeError):
        with store.batch():
            store.upsert([point(1)])
            raise RuntimeError("the caller failed part-way")
    assert store.shard.flushes == 0  # the next flush covers the applied write
    store.upsert([point(2)])
    assert store.shard.flushes == 1


def test_an_add_flushes_once_and_writes_chunk_0_last(make_mind, backend_kind, monkeypatch):
    if backend_kind != "edge":
        pytest.skip("the flush count is the embedded engine's")
    monkeypatch.setattr(edge, "FULL_FLUSH_EVERY_S", 0.0)
    mind = make_mind()
    engine = mind.store.inner
    engine.shard = counting = CountingShard(engine.shard)
    batches = []
    upsert = mind.store.upsert
    monkeypatch.setattr(
        mind.store, "upsert", lambda points: (batches.append(points), upsert(points))
    )
    monkeypatch.setattr("mgimind.memory.memories.WRITE_BATCH", 3)
    result = mind.memories.add(" ".join(f"word{i}" for i in range(600)))
    engine.shard = counting.shard
    assert result.chunks > 4 and len(batches) > 2
    assert counting.flushes == 1
    chunks = [p.payload["chunk"] for b in batches for p in b]
    assert chunks[-1] == 0 and sorted(chunks[:-1]) == list(range(1, result.chunks))
    assert mind.memories.get(result.id).text


def test_between_full_flushes_a_write_syncs_the_log_only(tmp_path, monkeypatch):
    backend = EdgeBackend(tmp_path / "edge", 4)
    backend.shard = counting = CountingShard(backend.shard)
    wal_syncs = []
    sync_wal = backend._sync_wal
    monkeypatch.setattr(backend, "_sync_wal", lambda: (wal_syncs.append(1), sync_wal()))
    for n in range(5):
        backend.upsert([point(n)])
    assert counting.flushes == 0 and len(wal_syncs) == 5  # opened just now: no flush due
    backend._full_flush_at -= edge.FULL_FLUSH_EVERY_S  # the interval has passed
    backend.upsert([point(5)])
    backend.upsert([point(6)])
    assert counting.flushes == 1 and len(wal_syncs) == 6  # one flush, then the log again
    backend.shard = counting.shard
    backend.close()


WRITE_THEN_HANG = """
import sys, time
from mgimind.store.edge import EdgeBackend
from mgimind.store.base import Point
store = EdgeBackend(sys.argv[1], 4)
full_flushes = []
flush = store._full_flush
store._full_flush = lambda: (full_flushes.append(1), flush())
for n in range(20):
    store.upsert([Point(f"00000000-0000-0000-0000-{n:012d}", {"n": n}, [1.0, 0, 0, n])])
print(store._flushed, len(full_flushes), flush=True)
time.sleep(60)
"""


def test_an_acknowledged_write_the_flush_never_reached_survives_kill_9(tmp_path):
    """20 writes acknowledged on the log alone (no full flush is due in the 5 s after
    opening), then kill -9: the next open replays the log and has every one."""
    path = tmp_path / "edge"
    EdgeBackend(path, 4).close()  # created and flushed empty
    child = subprocess.Popen(
        [sys.executable, "-c", WRITE_THEN_HANG, str(path)], stdout=subprocess.PIPE, text=True
    )
    try:
        acknowledged = child.stdout.readline()  # type: ignore[union-attr]
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
    assert acknowledged.split() == ["20", "0"]  # all 20 synced, none by a full flush
    reopened = EdgeBackend(path, 4)
    try:
        found = reopened.retrieve([point(n).id for n in range(20)])
        assert sorted(p.payload["n"] for p in found) == list(range(20))
    finally:
        reopened.close()

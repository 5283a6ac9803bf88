"""What a store of a year's memories (500k+ points) needs from the store layer: an index
that keeps its dense vectors small in memory, payload indexes and a key file that open
fast and small, and a re-encoding of an old store's BM25 vectors a batch at a time (all of
them in memory at once took more than 14 GB)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import tracemalloc
import uuid

import numpy as np
import qdrant_edge as qe

from mgimind.encoders.sparse import SparseEncoder
from mgimind.encoders.sparse_upgrade import upgrade_sparse
from mgimind.home import store_record, update_store_record
from mgimind.store import edge
from mgimind.store.base import DENSE, PAYLOAD_INDEXES, SPARSE, Arm, Eq, Point, Range, Sparse, where
from mgimind.store.edge import EdgeBackend
from mgimind.store.keyfile import KeyFile

DIM = 384


def test_an_old_store_is_re_encoded_without_holding_every_point_in_memory(tmp_path):
    count = 3_000
    vectors = np.random.default_rng(5).normal(size=(count, DIM)).astype(np.float32)
    store = EdgeBackend(tmp_path / "store" / "edge", DIM)
    texts = [f"note {n}: the parcel for order {n} went to depot {n % 17}" for n in range(count)]
    ids = [f"00000000-0000-4000-8000-{n:012d}" for n in range(count)]
    with store.batch():
        for start in range(0, count, 500):
            store.upsert(
                [
                    Point(
                        ids[n],
                        {"kind": "memory", "text": texts[n]},
                        vectors[n].tolist(),
                        Sparse([1], [1.0]),
                    )  # what an earlier encoder left: no real terms
                    for n in range(start, min(start + 500, count))
                ]
            )
    update_store_record(tmp_path, "embedded", sparse="bm25-by-language-1")
    encoder = SparseEncoder()
    encoder.document(texts[0])  # its language model loaded before memory is counted

    tracemalloc.start()
    done = upgrade_sparse(tmp_path, "embedded", store, encoder)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()

    # Every point re-encoded and the new encoder recorded ...
    assert done == count
    assert store_record(tmp_path, "embedded")["sparse"] == encoder.identity
    hits = store.query(
        [Arm(SPARSE, encoder.query("parcel order 2345"), 10)], where(Eq("kind", "memory")), 10
    )
    assert hits[0].id == ids[2345]
    # ... without the whole store in memory: its 3,000 vectors as Python floats alone are
    # ~37 MB; a batch at a time stays far below.
    assert peak < 12 << 20, f"peak {peak >> 20} MB"
    store.close()


def test_an_indexed_store_keeps_int8_vectors_in_memory_and_finds_the_stored_one(
    tmp_path, monkeypatch
):
    """Built at close, the index keeps an int8 copy of the dense vectors in memory and the
    float vectors in their files (read for the candidates it rescores): at 564k points the
    floats were 830 MB of the daemon's memory, read in whole at every open."""
    monkeypatch.setattr(edge, "INDEX_AT_CLOSE_MIN", 5_000)
    count = 8_000  # past the engine's own indexing threshold (~10 MB of vectors)
    vectors = np.random.default_rng(7).normal(size=(count, DIM)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    path = tmp_path / "edge"
    store = EdgeBackend(path, DIM)
    with store.batch():
        for start in range(0, count, 1000):
            store.upsert(
                [
                    Point(f"00000000-0000-4000-8000-{n:012d}", {"kind": "memory"}, v.tolist())
                    for n, v in enumerate(vectors[start : start + 1000], start)
                ]
            )
    store.close()

    reopened = EdgeBackend(path, DIM)
    indexed = [
        c["vector_data"][DENSE]
        for c in (json.loads(f.read_text())["config"] for f in path.glob("segments/*/segment.json"))
        if c["vector_data"][DENSE]["index"]["type"] == "hnsw"
    ]
    assert indexed, "the close built no index"
    for dense in indexed:
        assert dense["storage_type"] == "Mmap"  # the floats stay in their file
        assert dense["quantization_config"]["scalar"]["type"] == "int8"
    # Rescored with the float vectors: each stored vector is still its own first hit.
    for n in (0, 4321, 7999):
        hits = reopened.query(
            [Arm(DENSE, vectors[n].tolist(), 10)], where(Eq("kind", "memory")), 10
        )
        assert hits[0].id == f"00000000-0000-4000-8000-{n:012d}"
        assert hits[0].score > 0.999
    reopened.close()


def _ids(count: int) -> list[str]:
    # Three at a time share their first 8 bytes: the key file's index sorts by those.
    return [str(uuid.UUID(int=((n // 3 + 1) << 64) | (n + 1))) for n in range(count)]


def test_the_key_file_of_a_large_store_opens_small_in_memory_and_finds_every_key(tmp_path):
    """At 564k points the key file read into a dict held 176 MiB of the daemon's memory
    and took 0.8 s of its open; read into arrays it holds ~30 bytes a point."""
    count = 100_000
    ids = _ids(count)
    keys = KeyFile(tmp_path / "edge.keys")
    made = keys.ensure(ids)
    keys.destroy(ids[:10])
    keys.close()
    # A torn write of a key never acknowledged: its slot's checksum does not match.
    torn = ids[500]
    with open(tmp_path / "edge.keys", "r+b") as f:
        data = f.read()
        at = data.index(uuid.UUID(torn).bytes) + 16
        f.seek(at)
        f.write(bytes(32))

    tracemalloc.start()
    reopened = KeyFile(tmp_path / "edge.keys")
    held, _ = tracemalloc.get_traced_memory()
    tracemalloc.stop()

    assert held < 8 << 20, f"{held >> 20} MiB held for {count:,} keys"
    # Every live key found, those sharing a prefix told apart ...
    assert all(reopened.key(pid) == made[pid] for pid in ids[10:500] + ids[501:])
    assert len(reopened.live) == count - 11
    # ... the destroyed and the torn ones not, and the torn slot is free for reuse.
    assert [reopened.key(pid) for pid in ids[:10] + [torn]] == [None] * 11
    assert sorted(reopened.dead) == sorted(ids[:10])
    slots = reopened.slots
    again = reopened.ensure([torn])[torn]
    assert reopened.slots == slots and reopened.key(torn) == again
    # A key destroyed after the open, and one made again after its destroy.
    reopened.destroy([ids[20], ids[21]])
    remade = reopened.ensure([ids[21]])[ids[21]]
    assert reopened.key(ids[20]) is None and reopened.key(ids[21]) == remade != made[ids[21]]
    assert len(reopened.live) == count - 11
    reopened.close()


KEEP_WRITING = """
import sys
from pathlib import Path
from mgimind.store.base import Point
from mgimind.store.edge import EdgeBackend
from mgimind.store.shred import ShreddingBackend

folder = Path(sys.argv[1])
store = ShreddingBackend(EdgeBackend(folder / "edge", 4), folder / "edge.keys")
for n in range(2_000, 100_000):
    pid = f"00000000-0000-4000-8000-{n:012d}"
    store.upsert([Point(pid, {"kind": "memory", "chunk": 0, "text": f"note {n}"}, [1.0, 0, 0, n])])
    if n % 2:
        store.delete([f"00000000-0000-4000-8000-{n - 1_900:012d}"])
    print(n, flush=True)
"""


def test_a_store_killed_while_it_writes_reopens_with_every_acknowledged_write(tmp_path):
    """Keys read from the key file's arrays, keys made and destroyed since, a payload
    index kept on disk: kill -9 in the middle, and every acknowledged write is there."""
    from mgimind.store.shred import ShreddingBackend

    def open_store() -> ShreddingBackend:
        return ShreddingBackend(EdgeBackend(tmp_path / "edge", 4), tmp_path / "edge.keys")

    def pid(n: int) -> str:
        return f"00000000-0000-4000-8000-{n:012d}"

    store = open_store()
    with store.batch():
        store.upsert(
            [
                Point(pid(n), {"kind": "memory", "chunk": 0, "text": f"note {n}"}, [1.0, 0, 0, n])
                for n in range(2_000)
            ]
        )
    store.close()
    child = subprocess.Popen(
        [sys.executable, "-c", KEEP_WRITING, str(tmp_path)], stdout=subprocess.PIPE, text=True
    )
    acknowledged = 0
    try:
        for line in child.stdout:  # type: ignore[union-attr]
            acknowledged = int(line)
            if acknowledged >= 2_300:
                break
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait()

    reopened = open_store()
    try:
        written = range(2_000, acknowledged + 1)
        deleted = [n - 1_900 for n in written if n % 2]
        # The writer runs on while the last line it printed is read: its later steps may
        # have deleted one more older note each before the kill.
        maybe_deleted = {n - 1_900 for n in range(acknowledged + 1, 100_000) if n % 2}
        gone = set(deleted) | maybe_deleted
        kept = [n for n in range(acknowledged + 1) if n not in gone]
        found = {p.id: p.payload["text"] for p in reopened.retrieve([pid(n) for n in kept])}
        assert found == {pid(n): f"note {n}" for n in kept}
        assert reopened.retrieve([pid(n) for n in deleted]) == []
        memories = where(Eq("kind", "memory"), Eq("chunk", 0))
        assert reopened.count(memories) >= len(kept)  # the one cut short may be there too
        assert reopened.count(where(Eq("kind", "fact"))) == 0
        schema = reopened.shard.info().payload_schema
        assert [schema[key].params.memory for key in ("kind", "chunk", "created_ts")] == [
            qe.Memory.Cold
        ] * 3
    finally:
        reopened.close()


def test_an_older_store_moves_its_payload_indexes_to_disk_at_close(tmp_path):
    """A store whose payload indexes were built to be read into memory at open (every
    store before this layout) builds them again in their files when it closes, and its
    filters still match."""
    path = tmp_path / "edge"
    _old_layout_store(path, 500)

    store = EdgeBackend(path, 4)
    assert len(store.indexes_in_memory()) == sum(map(len, PAYLOAD_INDEXES.values()))
    store.close()
    reopened = EdgeBackend(path, 4)
    try:
        assert reopened.indexes_in_memory() == []
        assert reopened.count(where(Eq("kind", "fact"))) == 50
        assert reopened.count(where(Eq("kind", "memory"), Range("created_ts", gte=250))) == 225
    finally:
        reopened.close()


def _old_layout_store(path, count: int) -> None:
    """A store as every store before on-disk payload indexes was made: indexes created
    by type alone, read into memory at open."""
    old = qe.EdgeShard.create(
        str(path),
        qe.EdgeConfig(
            vectors={DENSE: qe.EdgeVectorParams(size=4, distance=qe.Distance.Cosine)},
            sparse_vectors={SPARSE: qe.EdgeSparseVectorParams(modifier=qe.Modifier.Idf)},
        ),
    )
    types = {"keyword": qe.PayloadSchemaType.Keyword, "float": qe.PayloadSchemaType.Float}
    types["integer"] = qe.PayloadSchemaType.Integer
    for kind, keys in PAYLOAD_INDEXES.items():
        for key in keys:
            old.update(qe.UpdateOperation.create_field_index(key, types[kind]))
    for start in range(0, count, 1000):
        old.update(
            qe.UpdateOperation.upsert_points(
                [
                    qe.Point(
                        f"00000000-0000-4000-8000-{n:012d}",
                        {DENSE: [1.0, 0.0, 0.0, float(n)]},
                        {"kind": "fact" if n % 10 == 0 else "memory", "created_ts": float(n)},
                    )
                    for n in range(start, min(start + 1000, count))
                ]
            )
        )
    old.flush()
    old.close()


CLOSE_SLOWLY = """
import sys
from pathlib import Path
from mgimind.store.edge import EdgeBackend

store = EdgeBackend(Path(sys.argv[1]), 4)
print("closing", flush=True)
store.close()
print("closed", flush=True)
"""


def test_a_kill_while_the_indexes_move_loses_nothing_and_the_next_close_finishes(tmp_path):
    path = tmp_path / "edge"
    count = 10_000
    _old_layout_store(path, count)
    child = subprocess.Popen(
        [sys.executable, "-c", CLOSE_SLOWLY, str(path)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout.readline().strip() == "closing"  # type: ignore[union-attr]
        time.sleep(0.1)  # some fields moved, some not (or all, on a fast machine)
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait()

    store = EdgeBackend(path, 4)
    try:
        assert store.count() == count
        assert store.count(where(Eq("kind", "fact"))) == count // 10
        assert store.count(where(Eq("kind", "memory"), Range("created_ts", gte=5_000))) == 4_500
    finally:
        store.close()
    reopened = EdgeBackend(path, 4)
    try:
        assert reopened.indexes_in_memory() == []
        assert reopened.count(where(Eq("kind", "fact"))) == count // 10
    finally:
        reopened.close()

"""What a store of a year's memories (500k+ points) needs from the store layer: an index
that keeps its dense vectors small in memory, and a re-encoding of an old store's BM25
vectors a batch at a time (all of them in memory at once took more than 14 GB)."""

from __future__ import annotations

import json
import tracemalloc

import numpy as np

from mgimind.encoders.sparse import SparseEncoder
from mgimind.encoders.sparse_upgrade import upgrade_sparse
from mgimind.home import store_record, update_store_record
from mgimind.store import edge
from mgimind.store.base import DENSE, SPARSE, Arm, Eq, Point, Sparse, where
from mgimind.store.edge import EdgeBackend

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

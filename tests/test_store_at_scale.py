"""What a store of a year's memories needs from the store layer: opening a home whose BM25
vectors an earlier encoder made re-encodes it a batch at a time (a year's store has 500k+
points; all of them in memory at once took more than 14 GB)."""

from __future__ import annotations

import tracemalloc

import numpy as np

from mgimind.encoders.sparse import SparseEncoder
from mgimind.encoders.sparse_upgrade import upgrade_sparse
from mgimind.home import store_record, update_store_record
from mgimind.store.base import SPARSE, Arm, Eq, Point, Sparse, where
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

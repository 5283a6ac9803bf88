"""The embedded store builds its search index when it closes after a bulk write: the
engine scans an unindexed segment whole on every query, and qdrant-edge runs no optimizer
by itself. A small store is left as it is (indexing it would cost more than it saves)."""

from __future__ import annotations

import numpy as np

from mgimind.store import edge
from mgimind.store.base import DENSE, Arm, Eq, Point, Sparse, where
from mgimind.store.edge import EdgeBackend

DIM = 384


def _fill(path, count: int, seed: int) -> np.ndarray:
    vectors = np.random.default_rng(seed).normal(size=(count, DIM)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    store = EdgeBackend(path, DIM)
    with store.batch():
        for start in range(0, count, 1000):
            store.upsert(
                [
                    Point(f"00000000-0000-4000-8000-{n:012d}", {"kind": "memory"}, v.tolist())
                    for n, v in enumerate(vectors[start : start + 1000], start)
                ]
            )
    assert store.unindexed() >= count  # nothing indexed before the close
    store.close()
    return vectors


def test_a_bulk_write_is_indexed_at_close_and_a_small_one_is_not(tmp_path, monkeypatch):
    # The engine indexes a segment once it holds ~10 MB of vectors (its default): 8,000
    # vectors of 384 floats pass it; the store's own floor is lowered to fit a test.
    monkeypatch.setattr(edge, "INDEX_AT_CLOSE_MIN", 5_000)
    big = _fill(tmp_path / "big", 8_000, seed=1)
    small = _fill(tmp_path / "small", 1_000, seed=2)

    reopened = EdgeBackend(tmp_path / "big", DIM)
    assert reopened.unindexed() < 100  # the graph was built at close
    # ... and search through it still finds a stored vector first.
    hits = reopened.query([Arm(DENSE, big[4321].tolist(), 10)], where(Eq("kind", "memory")), 10)
    assert hits[0].id == "00000000-0000-4000-8000-000000004321"
    assert reopened.count() == 8_000
    reopened.close()

    left = EdgeBackend(tmp_path / "small", DIM)
    assert left.unindexed() >= 1_000  # under the floor: closed as it was
    hits = left.query([Arm(DENSE, small[7].tolist(), 10)], where(Eq("kind", "memory")), 10)
    assert hits[0].id == "00000000-0000-4000-8000-000000000007"
    left.close()


def test_a_build_cut_short_leaves_no_files_behind(tmp_path):
    # What a kill during the build at close leaves: a half-built segment under
    # temp_segments/, which the engine itself never removes.
    path = tmp_path / "store"
    vectors = _fill(path, 50, seed=3)
    cut = path / "temp_segments" / "segment_builder_cut"
    (cut / "vector_storage").mkdir(parents=True)
    (cut / "vector_storage" / "vectors.dat").write_bytes(b"\0" * 4096)

    store = EdgeBackend(path, DIM)
    assert not cut.exists()
    # ... and the store's own points are all there.
    assert store.count() == 50
    hits = store.query([Arm(DENSE, vectors[3].tolist(), 5)], where(Eq("kind", "memory")), 5)
    assert hits[0].id == "00000000-0000-4000-8000-000000000003"
    store.close()


def test_points_written_again_after_the_index_are_indexed_at_the_next_close(tmp_path, monkeypatch):
    # Writing an indexed point again (every point's BM25 vector re-encoded when the sparse
    # encoder changes) moves it to the unindexed segment; the engine still counts its old,
    # deleted copy as indexed, so the store must see what waits there or it never indexes
    # the whole home again and every query scans it one by one.
    monkeypatch.setattr(edge, "INDEX_AT_CLOSE_MIN", 5_000)
    path = tmp_path / "store"
    vectors = _fill(path, 8_000, seed=4)
    store = EdgeBackend(path, DIM)
    assert store.unindexed() < 100  # indexed at the first close
    with store.batch():
        for start in range(0, 8_000, 1000):
            store.upsert(
                [
                    Point(
                        f"00000000-0000-4000-8000-{n:012d}",
                        {"kind": "memory"},
                        v.tolist(),
                        Sparse([n % 50, 100], [1.0, 0.5]),
                    )
                    for n, v in enumerate(vectors[start : start + 1000], start)
                ]
            )
    assert store.unindexed() >= 8_000  # every point written again waits for the index
    store.close()

    reopened = EdgeBackend(path, DIM)
    assert reopened.unindexed() < 100  # ... and the close built it again
    hits = reopened.query([Arm(DENSE, vectors[1234].tolist(), 10)], where(Eq("kind", "memory")), 10)
    assert hits[0].id == "00000000-0000-4000-8000-000000001234"
    assert reopened.count() == 8_000
    reopened.close()

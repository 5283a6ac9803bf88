"""Equal scores come back in one order: the engine returns RRF ties (one point at rank k
of the dense arm alone, another at rank k of the sparse arm alone) in an order that
changes from one process to the next, and the recall keeps a memory's first chunk, so a
daemon restart could change the text a prompt injects. Each backend orders ties by id."""

from __future__ import annotations

import random
import uuid

import pytest

from mgimind.store.base import DENSE, SPARSE, Arm, Point, Sparse


def _tied_points() -> list[Point]:
    """Ten pairs that tie under RRF, with ids in no order: point 2k is the k-th of the
    dense arm alone, point 2k+1 the k-th of the sparse arm alone."""
    rng = random.Random(7)
    ids = [str(uuid.UUID(int=rng.getrandbits(128))) for _ in range(20)]
    points = []
    for k in range(10):
        points.append(
            Point(ids[2 * k], {"kind": "memory"}, [1.0, 0.1 * k, 0, 0], Sparse([7 + k], [1.0]))
        )
        points.append(
            Point(
                ids[2 * k + 1],
                {"kind": "memory"},
                [-1.0, 0, 0.1 * k, 0],
                Sparse([1], [1 / (k + 1)]),
            )
        )
    return points


@pytest.mark.parametrize("backend", ["edge", "client"])
def test_equal_scores_come_back_in_the_order_of_their_ids(tmp_path, backend):
    if backend == "edge":
        from mgimind.store.edge import EdgeBackend

        store = EdgeBackend(tmp_path / "edge", 4)
    else:
        from mgimind.store.client import ClientBackend

        store = ClientBackend(4, "c", path=str(tmp_path / "local"))
    try:
        store.upsert(_tied_points())
        arms = [Arm(DENSE, [1.0, 0, 0, 0], 10), Arm(SPARSE, Sparse([1], [1.0]), 10)]
        hits = store.query(arms, None, 20)
        ties: dict[float, list[str]] = {}
        for h in hits:
            ties.setdefault(round(h.score, 9), []).append(h.id)
        assert len(hits) == 20 and sum(len(g) == 2 for g in ties.values()) == 10  # the ties
        assert all(g == sorted(g) for g in ties.values()), ties
        assert [h.id for h in store.query(arms, None, 3)] == [h.id for h in hits[:3]]
    finally:
        store.close()

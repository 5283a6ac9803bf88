"""A later note on a recalled memory's subject, said in other words than the question's and
just under the floor, is recalled with it, just above it; an earlier note, one far in
meaning and one far under the floor are not."""

from __future__ import annotations

import numpy as np

from mgimind.engine.near_updates import UPDATE_MARGIN, UPDATE_NEAR, near_updates

FILLER = [
    "Wrote a regression test for a leaked file handle in the sms gateway.",
    "Demo of the admin panel went fine on Monday; Yara wants a CSV export next.",
]


def test_the_later_note_replacing_a_recalled_one_in_other_words_is_recalled_above_it(mind):
    old = mind.memories.add(
        "The integration tests need the docker-compose stack up.",
        metadata={"occurred_at": "2026-01-18T17:51:00+00:00"},
    ).id
    for n, text in enumerate(FILLER):  # later notes far in meaning from it
        mind.memories.add(text, metadata={"occurred_at": f"2026-01-2{n}T10:00:00+00:00"})
    new = mind.memories.add(
        "tests spin up their own containers via testcontainers, no compose needed",
        metadata={"occurred_at": "2026-01-28T13:45:00+00:00"},
    ).id
    r = mind.recall("What do I need running for the integration tests?")
    order = [i.id for i in r.items]
    assert new in order and old in order and order.index(new) < order.index(old)
    assert "regression test" not in r.text and "admin panel" not in r.text


def item(key: str, when: str, similarity: float, vector: list[float]) -> dict:
    v = np.array(vector, dtype=float)
    return {
        "kind": "memory",
        "id": key,
        "when": when,
        "similarity": similarity,
        "score": similarity,
        "vector": list(v / np.linalg.norm(v)),
    }


def later(a: dict, b: dict) -> bool:
    return a["when"] > b["when"]


def cosine(a: dict, b: dict) -> float:
    return float(np.dot(a["vector"], b["vector"]))


def test_only_a_later_near_note_just_under_the_floor_is_pulled():
    floor = 0.35
    recalled = item("old", "2", 0.5, [1, 0])
    update = item("new", "3", floor - UPDATE_MARGIN / 2, [1, 0.2])
    earlier = item("earlier", "1", floor - UPDATE_MARGIN / 2, [1, 0.2])
    far_in_meaning = item("other", "3", floor - UPDATE_MARGIN / 2, [0.2, 1])
    far_under = item("low", "3", floor - 2 * UPDATE_MARGIN, [1, 0.2])
    assert cosine(recalled, update) >= UPDATE_NEAR > cosine(recalled, far_in_meaning)
    below = [update, earlier, far_in_meaning, far_under]
    assert near_updates([recalled], below, floor, later, cosine) == [update]
    assert update["score"] > recalled["score"]

"""Two chunks of long conversations far apart in meaning are not compared for supersession:
the rules read a chat's many names and numbers as values of one slot. The same texts as
two notes, or as two chunks near in meaning, still are (the controls)."""

from __future__ import annotations

import numpy as np

from mgimind.engine.recall import CHUNKS_NEAR, mark_superseded

OLD = "The team standup is at 9:30 in the Tarn room."
NEW = "The team standup moved to 10:15, same room."


def _item(text: str, when: str, vector: list[float], whole: bool) -> dict:
    return {
        "kind": "memory",
        "id": when,
        "text": text,
        "when": when,
        "time_basis": "happened",
        "vector": np.array(vector, dtype=np.float32),
        "whole": whole,
        "score": 1.0 if when < "2026-02" else 0.9,
        "similarity": 0.5,
    }


def _marked(whole: bool, nearness: float) -> bool:
    far = [float(np.sqrt(1 - nearness**2)), nearness]
    old = _item(OLD, "2026-01-05 09:00", [0.0, 1.0], whole)
    new = _item(NEW, "2026-02-05 09:00", far, whole)
    mark_superseded([old, new], [])
    return bool(old.get("superseded"))


def test_chunks_far_apart_are_not_compared_and_near_ones_or_notes_are():
    assert not _marked(whole=False, nearness=0.1)
    assert _marked(whole=False, nearness=min(1.0, CHUNKS_NEAR + 0.1))
    assert _marked(whole=True, nearness=0.1)

"""Recall a later note on a recalled memory's subject, said in other words than the question's.

"What do I need running for the integration tests?" recalls "The integration tests need
the docker-compose stack up." The note that replaced it, "tests spin up their own
containers via testcontainers, no compose needed", shares few of the question's words and
sits just under the floor, so the old answer is shown alone, as current. The two notes
are near in meaning to each other, though, and the later one is near the floor: it is an
update of what was recalled, which is what a question about the old value needs most. So
a memory within UPDATE_MARGIN under the floor that happened after a recalled memory and
is at least UPDATE_NEAR from it (the cosine of their stored vectors) is recalled with it,
just above it. It is not marked: whether it replaces the earlier one is the supersession
rules' to say (engine/recall.py's mark_superseded runs after).
"""

from __future__ import annotations

from typing import Any, Callable

# How far under the floor, and how near the recalled memory in meaning, a later memory must
# be. Set by hand, not swept: on the scenarios' tuning sets (benchmark/scenarios) they bring
# one update ("testcontainers, no compose needed") and change no other question.
UPDATE_MARGIN = 0.07
UPDATE_NEAR = 0.5
ABOVE = 1e-6  # the later shown just before the memory it updates, never past another


def near_updates(
    recalled: list[dict[str, Any]],
    below: list[dict[str, Any]],
    floor: float,
    later_than: Callable[[dict, dict], bool],
    nearness: Callable[[dict, dict], float],
) -> list[dict[str, Any]]:
    """The memories of `below` within UPDATE_MARGIN under `floor` that happened after a
    memory of `recalled` and are at least UPDATE_NEAR from it, each scored as that memory
    (shown just above it: the later first)."""
    out = []
    near_floor = [
        c for c in below if c["kind"] == "memory" and c["similarity"] >= floor - UPDATE_MARGIN
    ]
    for new in near_floor:
        olds = [
            old
            for old in recalled
            if old["kind"] == "memory"
            and later_than(new, old)
            and nearness(old, new) >= UPDATE_NEAR
        ]
        if olds:
            new["score"] = max(old["score"] for old in olds) + ABOVE
            out.append(new)
    return out

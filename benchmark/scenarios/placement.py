"""The story told last: the same timelines with their statements moved to the end of the
store (`--placement end`).

The sets place a story's statements at random among the unrelated notes, so the last few
stored texts rarely hold them. In a chat that asks about what it just discussed, they do:
a public state-tracking benchmark's last three stored texts hold 72.7% of what its answers
need. This variant measures the recall on that shape: the unrelated notes first, then the
story, with an unrelated note between two of its statements now and then. The texts keep
their times in store order, so the story is also the latest.
"""

from __future__ import annotations

import random
from functools import cache

from benchmark.scenarios.filler import filler_pool

FILLER_SEED = 40  # every set pads with filler_pool(40)
BETWEEN = 0.3  # the chance of an unrelated note after each statement but the last


@cache
def _filler() -> frozenset[str]:
    return frozenset(filler_pool(FILLER_SEED))


def story_last(timeline: dict) -> dict:
    """The timeline with its story's statements at the end, evidence indexes moved."""
    filler = _filler()
    items = timeline["items"]
    story = [i for i, item in enumerate(items) if item["text"] not in filler]
    notes = [i for i, item in enumerate(items) if item["text"] in filler]
    rng = random.Random(f"end/{timeline['id']}")
    tail: list[int] = []
    for k, i in enumerate(story):
        tail.append(i)
        if k < len(story) - 1 and notes and rng.random() < BETWEEN:
            tail.append(notes.pop())
    order = notes + tail
    where = {old: new for new, old in enumerate(order)}
    times = [item["occurred_at"] for item in items]
    moved = [{**items[old], "occurred_at": times[new]} for new, old in enumerate(order)]
    questions = [
        {**q, "evidence": [where[i] for i in q["evidence"]]} for q in timeline["questions"]
    ]
    return {**timeline, "items": moved, "questions": questions}

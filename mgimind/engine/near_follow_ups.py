"""A later note near in meaning to a recalled one, that the supersession rules read as
replacing it, recalled beside it.

"Which terraform version should I have on my laptop?" recalls "we pin terraform 1.5.7 in
.tool-versions". The note that changed it, "infra sync notes: tf bumped -> 1.9.8 across all
workspaces", shares no word with the question: with other notes stored since, it is not
among the question's candidates at all, and the old version is shown as current. What ties
the two is their meaning, which the question's own words do not carry. So the best note
the question recalled by itself (a memory stored whole, not a chunk of a long
conversation) is followed by one dense query with its own stored vector: a hit stored
whole, later than the note, near it in meaning (cosine at least NEAR, counted from the
model's unrelated origin) and read by the supersession rules as replacing it for the
question by a change it says (the caller's `replaces`, the rules the recall's check
applies, not one of SHAPE_ONLY) is recalled just above it, where that check marks the
pair. A hit the rules do not read so is not recalled: nearness says two notes share a
subject, not that one replaces the other. At most FOLLOW_MAX per prompt. The recall
follows only for a question about the present that asks for one thing: a question for
several may find its answers in several notes, each of which the rules could read as
replacing another. NEAR, FOLLOWED, NEAR_HITS and SHAPE_ONLY were set on the state
scenarios' tuning sets (BENCHMARKS.md, "A later note found by a recalled note's meaning").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import numpy as np

from mgimind.engine.named_follow_ups import best_notes, is_note
from mgimind.search.similarity import counted_from
from mgimind.services.visibility import scoped_filter
from mgimind.store.base import DENSE, Arm

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI

FOLLOWED = 1  # the best notes followed, one dense query each
NEAR_HITS = 8  # what each query reads
NEAR = 0.25  # how near in meaning a later note must be to be read against the recalled one
FOLLOW_MAX = 1
# The rules that read a change from the two notes' shape alone (another value beside the
# same word, on the same topic, after the same link, of the same series, or near in
# meaning): they take the two for one subject, which the question's recall says of two
# notes it found, not of a note found by nearness to another ("the little landing window
# needs a blind, 90cm drop" is no new drop for the bay window's curtains). A note found so
# replaces only by a change it says: a change word, a correction, an ending, an undoing.
SHAPE_ONLY = frozenset(
    {
        "other-value-same-slot",
        "later-value-same-topic",
        "same-link-new-value",
        "later-in-series",
        "similar-statement-new-value",
    }
)

Item = dict[str, Any]
# Builds a recall item from a point's payload, its memory's id and its stored vector.
MakeItem = Callable[[dict[str, Any], str, list[float]], "Item | None"]


def near_follow_ups(
    mind: "MindAPI",
    scope: list[str] | None,
    recalled: list[Item],
    make_item: MakeItem,
    after: Callable[[Item, Item], bool],
    replaces: Callable[[Item, Item], str | None],
    origin: float = 0.0,
) -> list[tuple[Item, Item]]:
    """(recalled, later) pairs: a later note, not among `recalled`, near in meaning to one
    of the best notes the question recalled by itself, that `replaces(old, new)` (the
    supersession rule that reads the pair, or None) reads as replacing it by a change it
    says."""
    best = best_notes(recalled, FOLLOWED)
    shown = {c["id"] for c in recalled}
    flt = scoped_filter("memory", scope)
    out: list[tuple[Item, Item]] = []
    for old in best:
        vector = old.get("vector")
        if vector is None or not len(vector):
            continue
        hits = mind.store.query(
            [Arm(DENSE, [float(x) for x in vector], NEAR_HITS)], flt, NEAR_HITS, with_dense=True
        )
        found = []
        for h in hits:
            key = h.payload.get("memory_id") or h.id
            if key in shown or not h.dense:
                continue
            if float(np.dot(vector, h.dense)) < counted_from(origin, NEAR):
                continue
            new = make_item(h.payload, key, h.dense)
            if new is None or not is_note(new) or not after(new, old):
                continue
            rule = replaces(old, new)
            if rule is not None and rule not in SHAPE_ONLY:
                found.append(new)
        if found:
            new = max(found, key=lambda c: c["when"])
            out.append((old, new))
            shown.add(new["id"])
        if len(out) >= FOLLOW_MAX:
            break
    return out

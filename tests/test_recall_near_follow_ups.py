"""A later note near in meaning to a recalled one, which the supersession rules read as
replacing it, is recalled just above it though it shares no word with the question
(engine/near_follow_ups.py); a later note near in meaning that replaces nothing is not."""

from __future__ import annotations

import numpy as np

import mgimind.engine.near_follow_ups as near_follow_ups_module
from tests.test_recall_named_follow_ups import MORE_CHATTER
from tests.test_recall_state import add

PINNED = "we pin terraform 1.5.7 in .tool-versions, dont upgrade locally or the state gets weird"
BUMPED = "infra sync notes: tf bumped -> 1.9.8 across all workspaces, state files migrated fine."
ASKED = "Which terraform version should I have on my laptop?"


def pinned_then(mind, later: str) -> tuple[str, str]:
    """A home of the pinned version, `later` a week on, and enough other notes that the
    later one, which shares no word with the question, is not among its candidates."""
    old, new = add(mind, PINNED, 2), add(mind, later, 9)
    for n, text in enumerate(MORE_CHATTER):
        add(mind, text, 3 + n % 6)
    return old, new


def test_a_later_note_the_rules_read_as_replacing_is_recalled_above_the_old_one(mind, monkeypatch):
    old, new = pinned_then(mind, BUMPED)
    items = mind.recall(ASKED).items
    ids = [i.id for i in items]
    assert old in ids and new in ids and ids.index(new) < ids.index(old)
    assert next(i for i in items if i.id == old).superseded
    assert next(i for i in items if i.id == new).superseded is None
    # Not followed, the later note is not among what the question finds by itself.
    monkeypatch.setattr(near_follow_ups_module, "FOLLOWED", 0)
    items = mind.recall(ASKED).items
    assert old in [i.id for i in items] and new not in [i.id for i in items]
    assert next(i for i in items if i.id == old).superseded is None


def test_a_later_note_near_in_meaning_that_replaces_nothing_is_not_recalled(mind):
    state = "state got weird again on staging, had to import two resources by hand."
    a, b = mind.embedder.embed([PINNED, state])
    assert float(np.dot(a, b)) >= near_follow_ups_module.NEAR  # read against it, and kept out
    old, beside = pinned_then(mind, state)
    items = mind.recall(ASKED).items
    ids = [i.id for i in items]
    assert old in ids and beside not in ids
    assert next(i for i in items if i.id == old).superseded is None


def test_a_question_about_the_past_is_not_followed(mind):
    old, new = pinned_then(mind, BUMPED)
    ids = [i.id for i in mind.recall("Which terraform version did we pin at first?").items]
    assert old in ids and new not in ids
    ids = [i.id for i in mind.recall(ASKED).items]
    assert old in ids and new in ids

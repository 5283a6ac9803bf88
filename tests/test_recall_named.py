"""A memory just under the recall floor that holds a code, an identifier or an owner the
question names is recalled; the same question without the name recalls nothing, and a
capitalised word alone ("Python") brings nothing under the floor."""

from __future__ import annotations

from mgimind.engine.named_recall import named_near_misses
from mgimind.engine.small_store import INSTEAD_PREAMBLE

NOTES = [
    "Updated the release notes after Jutta's feedback on the feature-store.",
    "Alert fired: cache-04 error rate 66 per mille.",
    "Dashboard says: worker-3b: replication lag 34s.",
]


def test_a_note_naming_the_asked_code_is_recalled_from_under_the_floor(mind):
    for n, text in enumerate(NOTES):
        mind.memories.add(text, metadata={"occurred_at": f"2025-10-0{n + 1}T10:00:00+00:00"})
    named = mind.recall("Can I trust reads from worker-3b to be fresh?")
    assert "replication lag 34s" in named.text
    assert "cache-04" not in named.text and "Jutta" not in named.text
    # Control: the same question naming no code ranks nothing (the note is under the floor;
    # a store this small shows its newest notes instead, said to be no match).
    unnamed = mind.recall("Can I trust reads from the replica to be fresh?").text
    assert unnamed == "" or unnamed.startswith(INSTEAD_PREAMBLE), unnamed


def below(text: str, similarity: float) -> dict:
    return {"kind": "memory", "id": text[:8], "text": text, "similarity": similarity}


def test_only_codes_identifiers_quoted_words_and_owners_count_and_only_near_the_floor():
    lag = below("worker-3b: replication lag 34s", 0.30)
    far = below("worker-3b got a new disk", 0.20)
    py = below("Python 3.12 in the CI image", 0.30)
    lumen = below("Moved the lumen workflow to ubuntu-24.04.", 0.30)
    assert named_near_misses("is worker-3b fresh?", [lag, far, py], 0.35) == [lag]
    assert named_near_misses("how do I reverse a string in Python?", [lag, py], 0.35) == []
    assert named_near_misses("which OS does lumen's CI use?", [py, lumen], 0.35) == [lumen]
    assert named_near_misses("what's the difference between them?", [py, lumen], 0.35) == []
    # A possessive after "my" or "the" is a common noun, no name: "my sister's" names no one.
    sister = below("Dinner at my sister's place on Friday", 0.30)
    assert named_near_misses("what's my sister's address?", [sister], 0.35) == []
    assert named_near_misses("what's Ines's address?", [sister, below("Ines moved", 0.3)], 0.35)

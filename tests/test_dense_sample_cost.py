"""What a prompt's dense query costs at a big store: the sample of chunks whose common words
it drops (mgimind/search/query_terms.py) is read once and kept, not read again for every
prompt; what is forgotten leaves it at once."""

from __future__ import annotations

from mgimind.memory import memories

TOPICS = [
    "pottery class",
    "camping trip",
    "new puppy",
    "job interview",
    "book club",
    "guitar lessons",
    "support group",
    "charity run",
    "family dinner",
    "beach volleyball",
]


def _dialogue(topic: str) -> str:
    return f"Caroline: I went to the {topic} yesterday.\nMelanie: How was the {topic}?"


def _count_scrolls(mind, monkeypatch) -> list[int]:
    calls = [0]
    scroll = mind.store.scroll

    def counted(*args, **kwargs):
        calls[0] += 1
        return scroll(*args, **kwargs)

    monkeypatch.setattr(mind.store, "scroll", counted)
    return calls


def test_the_sample_is_read_once_for_many_prompts_and_again_after_a_forget(mind, monkeypatch):
    monkeypatch.setattr(memories, "SAMPLE", 20)  # a full sample with a test-sized store
    ids = [mind.memories.add(_dialogue(t)).id for t in TOPICS]
    ids += [mind.memories.add(_dialogue(f"{t} again")).id for t in TOPICS]
    mind.memories.add(_dialogue("painting a sunrise"))  # 21: still a full sample after a forget
    scrolls = _count_scrolls(mind, monkeypatch)

    first = mind.memories.dense_text("When did Caroline's support group meet?")
    second = mind.memories.dense_text("Did Caroline like the pottery class?")
    # Both prompts drop the name every chunk holds (the sample was read and used) ...
    assert first == "When did support group meet?"
    assert second == "Did like the pottery class?"
    # ... and the store was read for the first prompt only.
    assert scrolls[0] == 1

    mind.memories.delete(ids[0])  # forgotten: what was read of it is not kept
    third = mind.memories.dense_text("When did Caroline go camping?")
    assert scrolls[0] == 2
    assert third == "When did go camping?"


def test_a_sample_smaller_than_full_is_read_for_every_prompt(mind, monkeypatch):
    # Under SAMPLE chunks each new memory changes the counts: nothing is kept.
    for t in TOPICS[:4]:
        mind.memories.add(_dialogue(t))
    scrolls = _count_scrolls(mind, monkeypatch)
    assert mind.memories.dense_text("When did Caroline go camping?") == (
        "When did Caroline go camping?"  # too few chunks to tell a common word
    )
    mind.memories.dense_text("Did Caroline like the pottery class?")
    assert scrolls[0] == 2

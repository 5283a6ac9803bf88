"""The supersession check's verdicts are kept between prompts (engine/supersession_memo.py)
and stay right as memories change: an edited memory is judged on its new text, a deleted
one judges nothing. Each negative beside its positive control."""

from __future__ import annotations

from mgimind.engine.supersession_memo import PAIRS, PairVerdicts

NOTES = [
    "Lunch-and-learn on Friday: Vera presents the new linter setup.",
    "Reviewed Omar's PR on the uploader, left two comments about retries.",
    "The thumbnailer has a new contributor guide, mostly the logging format.",
]
OLD = "Connect the reports job to db-ams-12 for the analytics data."
NEW = "Actually, not db-ams-12: the analytics database host is db-fra-40."
PAST = "which database host did the analytics data live on before?"


def add(mind, text: str, day: int) -> str:
    stamp = f"2026-03-{day:02d}T10:00:00+00:00"
    return mind.memories.add(text, metadata={"occurred_at": stamp}).id


def marks(mind) -> dict[str, str | None]:
    """The items of a question about the past (which keeps superseded ones), by text."""
    return {i.text: i.superseded for i in mind.recall(PAST).items}


def test_a_later_prompt_reuses_the_verdicts_and_marks_the_same(mind):
    for n, text in enumerate(NOTES):
        add(mind, text, 1 + n)
    add(mind, OLD, 10)
    add(mind, NEW, 12)
    PAIRS.clear()
    first = marks(mind)
    judged = PAIRS.misses
    again = marks(mind)
    assert "retracted" in (first[OLD] or "") and first[NEW] is None  # the rules ran
    assert judged > 0 and PAIRS.hits >= judged  # every pair's verdict came from the memo
    assert PAIRS.misses == judged
    assert again == first


def test_an_edited_memory_is_judged_on_its_new_text(mind):
    for n, text in enumerate(NOTES):
        add(mind, text, 1 + n)
    add(mind, OLD, 10)
    new = add(mind, NEW, 12)
    assert "retracted" in (marks(mind)[OLD] or "")  # control: marked while it says so
    edited = "The analytics data job also writes a daily summary for the reports."
    mind.memories.edit(new, edited)
    after = marks(mind)
    assert OLD in after and after[OLD] is None


def test_a_deleted_memory_supersedes_nothing(mind):
    for n, text in enumerate(NOTES):
        add(mind, text, 1 + n)
    add(mind, OLD, 10)
    new = add(mind, NEW, 12)
    assert "retracted" in (marks(mind)[OLD] or "")  # control
    mind.memories.delete(new)
    after = marks(mind)
    assert OLD in after and after[OLD] is None and NEW not in after


def test_the_memo_is_bounded_and_keyed_by_both_texts_and_their_nearness():
    memo = PairVerdicts(size=2)
    calls = []

    def judge(older: str, newer: str, nearness: float):
        calls.append((older, newer, nearness))
        return ()

    memo.verdict("a", "b", 0.5, judge)
    memo.verdict("a", "b", 0.5, judge)  # kept
    memo.verdict("b", "a", 0.5, judge)  # the other order is another pair
    memo.verdict("a", "b", 0.6, judge)  # another nearness, another verdict
    assert calls == [("a", "b", 0.5), ("b", "a", 0.5), ("a", "b", 0.6)]
    assert len(memo) == 2  # the oldest dropped
    memo.verdict("a", "b", 0.5, judge)
    assert len(calls) == 4

"""A later answer to the question asked, in words no supersession rule knows: the earlier
answer is marked as replaced for it and shown after it; a note on another subject, a
plural question and a question about the past mark nothing."""

from __future__ import annotations

from mgimind.engine.later_answer import later_answers

FILLER = [
    "Lunch-and-learn on Friday: Vera presents the new linter setup.",
    "Cleaned up the on-call runbook, removed three dead sections.",
]


def add(mind, text: str, day: int) -> str:
    stamp = f"2026-03-{day:02d}T10:00:00+00:00"
    return mind.memories.add(text, metadata={"occurred_at": stamp}).id


def by_id(recall) -> dict:
    return {i.id: i for i in recall.items}


def test_a_new_holder_said_in_other_words_marks_the_old_one_for_the_question(mind):
    for n, text in enumerate(FILLER):
        add(mind, text, 1 + n)
    old = add(mind, "The pager for checkout is with Tomasz this week.", 5)
    new = add(mind, "checkout on-call: Ines has it till Friday", 9)
    r = mind.recall("Who is on call for checkout?")
    items = by_id(r)
    assert new in items and items[new].superseded is None
    assert old in items and "later answer" in (items[old].superseded or "")
    order = [i.id for i in r.items]
    assert order.index(new) < order.index(old)  # the answer now first
    # The past keeps both, unmarked by this rule: it asks for the earlier answer.
    past = by_id(mind.recall("Who was on call for checkout before?"))
    assert old in past and "later answer" not in (past[old].superseded or "")


def test_another_subjects_value_marks_nothing(mind):
    for n, text in enumerate(FILLER):
        add(mind, text, 1 + n)
    staging = add(mind, "staging nginx listens on 8443", 5)
    billing = add(mind, "billing api listens on 8080 locally", 9)
    r = by_id(mind.recall("Which port does staging nginx listen on?"))
    assert staging in r and r[staging].superseded is None
    assert billing not in r or r[billing].superseded is None


def later(a: dict, b: dict) -> bool:
    return a["when"] > b["when"]


def note(key: str, text: str, when: str) -> dict:
    return {"kind": "memory", "id": key, "text": text, "when": when}


def test_the_rule_reads_the_question_subject_kind_and_number():
    old = note("a", "Release train for mobile: branch rel/2026.03, Priya cuts it.", "1")
    new = note("b", "mobile release goes out of rel/2026.04 this time", "2")
    same = note("c", "Priya cuts the mobile release from rel/2026.03 as usual", "3")
    asked = "Which branch is the mobile release cut from?"
    assert later_answers(asked, [old, new], later) == [(old, new)]
    # The later names the earlier's value: the two may both hold (the rules decide).
    assert later_answers(asked, [old, same], later) == []
    # Plural: every answer may hold.
    assert later_answers("Which branches is the mobile release cut from?", [old, new], later) == []
    # No kind of value asked: nothing to compare.
    assert later_answers("Tell me about the mobile release", [old, new], later) == []

"""In a small store, a question to memory that matches nothing gets the newest notes, said
to be the newest and not a match; a request for general knowledge still gets nothing, as
does any prompt in a large store (each test holds its positive control)."""

from __future__ import annotations

from mgimind.engine import small_store
from mgimind.engine.recall import PREAMBLE
from mgimind.engine.small_store import INSTEAD_PREAMBLE

NOTES = [  # oldest first, a day apart
    "Lunch-and-learn on Friday: Vera presents the new linter setup.",
    "The consumer lag alert on orders fired twice on Tuesday.",
    "Cleaned up the on-call runbook, removed three dead sections.",
    "Reviewed Omar's PR on the uploader, left two comments about retries.",
    "PLAT-412, the rebalance ticket, is Joon's now; Mirela handed it over.",
]
ASKED = "Who do I chase about the flaky consumer?"


def _store(mind) -> None:
    for day, text in enumerate(NOTES, 1):
        mind.memories.add(text, metadata={"occurred_at": f"2026-03-0{day}T09:00:00Z"})


def test_a_question_to_a_small_store_matching_nothing_gets_its_newest_notes(mind):
    _store(mind)
    asked = mind.recall(ASKED)
    assert asked.text.startswith(INSTEAD_PREAMBLE), asked.text
    assert "Joon" in asked.text  # the nearest note under the floor, then the newest
    assert len(asked.items) == small_store.NEWEST + 1, asked.text
    assert "Vera presents" not in asked.text  # the oldest are not among the newest
    general = mind.recall("how do black holes evaporate")
    assert general.text == "" and general.items == [], general.text


def test_a_question_about_what_no_note_names_gets_nothing(mind):
    """The question names a consumer, which a note names; nothing names an eye doctor."""
    _store(mind)
    assert "Joon" in mind.recall(ASKED).text
    never = mind.recall("When am I seeing the eye doctor?")
    assert never.text == "" and never.items == [], never.text


def test_a_question_that_matches_keeps_the_ranked_recall(mind):
    _store(mind)
    matched = mind.recall("what did I say about the on-call runbook?")
    assert matched.text.startswith(PREAMBLE) and "runbook" in matched.text, matched.text
    assert not matched.text.startswith(INSTEAD_PREAMBLE)


def test_a_question_naming_a_thing_the_store_holds_is_a_question_to_memory(mind):
    """No "my" or "we": the question names the uploader, which a note names."""
    _store(mind)
    named = mind.recall("Is there a manual step after shipping the uploader?")
    assert named.text and "Omar" in named.text, named.text
    other = mind.recall("what is the difference between weather and climate")
    assert other.text == "", other.text


def test_a_large_store_ranks_and_gives_nothing_when_nothing_matches(mind, monkeypatch):
    _store(mind)
    assert mind.recall(ASKED).items  # small: the newest notes
    monkeypatch.setattr(small_store, "SMALL_STORE", len(NOTES) - 1)
    large = mind.recall(ASKED)
    assert large.text == "" and large.items == [], large.text


def test_a_store_over_the_counted_bound_is_large_without_a_count(mind, monkeypatch):
    _store(mind)
    assert mind.recall(ASKED).items  # small: the newest notes
    monkeypatch.setattr(small_store, "SMALL_STORE", 1)
    monkeypatch.setattr(small_store, "COUNTED_UP_TO", len(NOTES) - 1)
    monkeypatch.setattr(small_store, "scoped_filter", None)  # no count is made
    large = mind.recall(ASKED)
    assert large.text == "" and large.items == [], large.text


def test_a_name_memory_never_held_still_gets_nothing_in_a_small_store(mind):
    _store(mind)
    held = mind.recall("What did Omar's PR change?")
    assert "Omar" in held.text
    never = mind.recall("What did Kowalczyk's PR change?")
    assert never.text == "" and never.items == [], never.text


def test_the_newest_notes_do_not_make_a_line_saying_memory_holds_no_value(mind):
    """The stand-ins are not what matched: memory may hold the number elsewhere."""
    _store(mind)
    asked = mind.recall("Which phone number do I ring about the flaky consumer?")
    assert asked.unknown is None and "holds no" not in asked.text
    assert asked.text.startswith(INSTEAD_PREAMBLE) and "Joon" in asked.text, asked.text


def test_an_email_as_a_modifier_asks_for_no_email_address(mind):
    """ "the email normalisation job" asks where a job stands, not for an address."""
    for text in ("Dana Whitfield runs the payments team now.", "Dana's desk is on floor 3."):
        mind.memories.add(text)
    asked = mind.recall("What's Dana's email?")
    assert asked.text == "mgimind memory holds no email address for Dana.", asked.text
    job = mind.recall("Where is Dana with the email normalisation job?")
    assert job.unknown is None and "Dana" in job.text, job.text


def test_a_personal_question_just_under_the_floor_gets_the_newest_notes(mind):
    """No note holds "doctor" or "registered", but the letter about Dr Okonkwo lies just
    under the recall floor: the question is asked of memory. A personal question about
    nothing stored lies far under it and still gets nothing."""
    _store(mind)
    mind.memories.add(
        "letter from Millbrook: Dr Okonkwo has retired, all his patients are reassigned to "
        "Dr Vasquez-Lind",
        metadata={"occurred_at": "2026-03-09T09:00:00Z"},
    )
    asked = mind.recall("which doctor am I registered with?")
    assert asked.text.startswith(INSTEAD_PREAMBLE) and "Vasquez-Lind" in asked.text, asked.text
    unrelated = mind.recall("what should I name my new hedgehog?")
    assert unrelated.text == "" and unrelated.items == [], unrelated.text


def test_a_question_about_how_things_stand_now_just_under_the_floor_gets_the_newest(mind):
    """ "is main building right now?" holds no word of "[ci] nightly/main #4822 PASSED",
    which lies just under the floor: a question about the state now is asked of memory.
    The same question without "right now" names nothing a note holds and gets nothing."""
    _store(mind)
    for day, text in (
        (10, "[ci] nightly/main #4821 FAILED 09:10"),
        (11, "[ci] nightly/main #4822 PASSED 11:45 (rerun)"),
    ):
        mind.memories.add(text, metadata={"occurred_at": f"2026-03-{day}T09:00:00Z"})
    now = mind.recall("is main building right now?")
    assert now.text.startswith(INSTEAD_PREAMBLE) and "#4822 PASSED" in now.text, now.text
    unrelated = mind.recall("what is the tallest building in the world right now?")
    assert unrelated.text == "" and unrelated.items == [], unrelated.text


def test_a_value_asked_in_other_words_is_recalled_from_just_under_the_floor(mind, monkeypatch):
    """ "How often do prices get sent out to the booking sites?" lies just under the floor
    of "Rate push to OTAs every 5 minutes." (no word shared): in a small store the nearest
    note that close is recalled (said to be no match), not the newest notes; a request for
    advice still gets nothing, and in a large store ranking alone decides."""
    _store(mind)
    mind.memories.add(
        "Rate push to OTAs every 5 minutes.", metadata={"occurred_at": "2026-02-20T09:00:00Z"}
    )
    asked = "How often do prices get sent out to the booking sites?"
    found = mind.recall(asked)
    assert "every 5 minutes" in found.text and found.text.startswith(INSTEAD_PREAMBLE)
    assert "Joon" not in found.text, found.text  # the nearest, not the newest
    assert mind.recall("how do I centre a div").text == ""  # control: a request
    monkeypatch.setattr(small_store, "SMALL_STORE", len(NOTES) - 1)
    assert mind.recall(asked).text == ""  # control: a large store

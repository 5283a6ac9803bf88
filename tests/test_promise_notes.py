"""A promise to a person, ended by a later note in words of its own: the recall of a promise
question finds the promises however they are written, leaves out the one kept or released,
and keeps the one still open (and one whose later note does not end it)."""

from __future__ import annotations

import pytest

from mgimind.memory.facts.supersede import supersedes
from tests.test_recall_later_answer import FILLER, add

ENDED = [
    ("I'm to write the kestrel migration guide for Rafael by Friday.", "Rafael got it, sorted."),
    (
        "Leila is waiting for my load numbers on the ingest path",
        "Handed the load numbers to Leila today, she's happy.",
    ),
    ("said yes to giving Marisol a walkthrough of the billing jobs", "Marisol found another way."),
    ("- me -> Olu: send the on-call handbook", "- Olu: done"),
    ("Yusuf needs the grafana export from me by thursday", "Yusuf: got the export, thanks!"),
    ("Promised Zoltan I'd return the drill by Wednesday.", "Zoltan says they no longer need it."),
    ("Volunteered to run the release for Cyrus", "Cyrus is back and ran the release himself."),
]
# The same person named later, the promise not ended: still to come, their own act,
# another thing for them, or another promise.
NOT_ENDED = [
    ("said I'd pair with Kofi on the flaky tests", "Kofi pinged again, still on my list", "Kofi"),
    ("Owe Dana the capacity estimate.", "Dana says no rush, next sprint is fine.", "Dana"),
    ("Promised Farid I'd proofread his cover letter.", "Farid sent a new cover letter.", "Farid"),
    ("Promised Theo a review of the auth refactor.", "Sent Theo the benchmark numbers.", "Theo"),
    ("Promised Theo a review of the auth refactor.", "Promised Theo the numbers too.", "Theo"),
    ("told Mireille I'd set up the staging tenant", "Mireille thanked me for a review", "Mireille"),
]


@pytest.mark.parametrize("promise,ending", ENDED)
def test_a_promise_ended_in_words_of_its_own(promise, ending):
    found = supersedes(promise, ending)
    assert found is not None and found.rule == "done", found
    # Control: another person's news in the same words ends nothing.
    assert supersedes(promise, "Priscilla got it, sorted; nothing to do there.") is None


@pytest.mark.parametrize("promise,later,person", NOT_ENDED)
def test_the_person_named_again_does_not_end_the_promise(promise, later, person):
    assert supersedes(promise, later) is None
    # Positive control: the same promise is ended by a plain "done" for that person.
    assert supersedes(promise, f"{person} has it now, done.") is not None


def test_the_recall_finds_promises_in_their_own_words_and_leaves_out_the_kept_one(mind):
    for n, text in enumerate(FILLER + ["Flor and I agreed the mailer should log request ids."]):
        add(mind, text, 1 + n)
    kept = add(mind, "I'm to write the kestrel migration guide for Rafael by Friday.", 5)
    still = add(mind, "will lend Ines my spare monitor next week", 6)
    pinged = add(mind, "said I'd pair with Kofi on the flaky checkout tests", 7)
    add(mind, "Kofi pinged again about the pairing, still on my list", 9)
    ended = add(mind, "Rafael got it, sorted.", 10)
    r = mind.recall("what do I still owe people?")
    shown = {i.id: i for i in r.items}
    assert still in shown and shown[still].superseded is None  # no promise word in it
    assert pinged in shown and shown[pinged].superseded is None  # named again, not ended
    assert kept not in shown and ended in shown  # kept: left out, its ending shown


def test_a_promise_question_sharing_no_word_with_any_note_still_gets_the_promises(mind):
    for n, text in enumerate(FILLER):
        add(mind, text, 1 + n)
    promise = add(mind, "promised Tomasz a demo of the tracing setup next week", 5)
    for question in ("Who is blocked on me?", "Which favours to teammates are still outstanding?"):
        assert promise in {i.id for i in mind.recall(question).items}, question
    # Control: the same words in a prompt about the world bring no note.
    for prompt in (
        "What's an outstanding example of Baroque music?",
        "what is a lambda supposed to return?",
    ):
        assert mind.recall(prompt).text == "", prompt


def test_a_chat_transcript_makes_and_ends_no_promise():
    """A harvested session's words of thanks and delivery are about anything: no promise
    of the writer's is read in it, and none is ended by it."""
    note = "Promised Zoltan I'd return the drill by Wednesday."
    chat = "user: Zoltan got it, thanks!\nassistant: Glad it worked out."
    assert supersedes(note, chat) is None
    assert supersedes(note, "Zoltan got it, thanks!") is not None  # the same words in a note
    chat_promise = "user: I promised Zoltan I'd return the drill.\nassistant: Noted."
    assert supersedes(chat_promise, "Zoltan got it, thanks!") is None

"""Recall presents the current state: the newer statement first and the superseded one
marked, recent context for a question about what holds now, and nothing for a question
about something memory never held. Each negative beside its positive control."""

from __future__ import annotations

NOTES = [
    "Lunch-and-learn on Friday: Vera presents the new linter setup.",
    "Reviewed Omar's PR on the uploader, left two comments about retries.",
    "The thumbnailer has a new contributor guide, mostly the logging format.",
    "Cleaned up the on-call runbook, removed three dead sections.",
]


def add(mind, text: str, day: int) -> str:
    stamp = f"2026-03-{day:02d}T10:00:00+00:00"
    return mind.memories.add(text, metadata={"occurred_at": stamp}).id


def test_a_retracted_value_is_left_out_and_kept_marked_for_the_past(mind):
    for n, text in enumerate(NOTES):
        add(mind, text, 1 + n)
    old = add(mind, "Connect the reports job to db-ams-12 for the analytics data.", 10)
    new = add(mind, "Actually, not db-ams-12: the analytics database host is db-fra-40.", 12)
    r = mind.recall("which database host does the analytics data live on?")
    by_id = {i.id: i for i in r.items}
    assert new in by_id and by_id[new].superseded is None
    assert r.items[0].id == new  # the current one first
    assert old not in by_id  # shown beside its retraction, it would only repeat the old value
    # A question about the past keeps it, marked, after the current one.
    past = mind.recall("which database host did the analytics data live on before?")
    by_id = {i.id: i for i in past.items}
    assert new in by_id and old in by_id and "retracted" in (by_id[old].superseded or "")
    for line in past.text.splitlines():
        if "connect the reports job" in line.lower():
            assert "superseded: by the 2026-03-12" in line


def test_a_question_about_now_gets_the_newest_notes_and_an_unrelated_one_nothing(mind):
    for n, text in enumerate(NOTES):
        add(mind, text, 1 + n)
    add(mind, "PAY-311: wrote a failing test for the refund rounding.", 8)
    add(mind, "Switching to PAY-902, checkout is down. PAY-311 will have to wait.", 9)
    r = mind.recall("What am I in the middle of right now?")
    assert "PAY-902" in r.text
    marked = [i for i in r.items if "PAY-311: wrote" in i.text]
    assert all("set-aside" in (i.superseded or "") for i in marked)
    # Control: a prompt about the world, not the asker's state, gets nothing.
    for prompt in ("what year did the Berlin wall fall", "explain how photosynthesis works"):
        assert mind.recall(prompt).text == ""


def test_a_name_memory_never_held_gets_nothing_and_a_held_one_its_memory(mind):
    for n, text in enumerate(NOTES):
        add(mind, text, 1 + n)
    add(mind, "Check-in for the Lisbon trip: show the booking code CA-5521 at the desk.", 10)
    add(mind, "Flight to Lisbon: TP 1331 on the 14th, seat 12C.", 11)
    held = mind.recall("What do I show at check-in for the Lisbon trip?")
    assert "CA-5521" in held.text
    # The Lisbon note is the nearest match, but Krakow is in no stored text.
    never = mind.recall("What do I show at check-in for the Krakow trip?")
    assert never.text == "" and never.items == []


def test_a_question_its_hit_answers_gets_no_newest_notes_beside_it(mind):
    add(mind, "The analytics database host is db-fra-40, port 6432.", 2)
    for n, text in enumerate(NOTES):
        add(mind, text, 10 + n)  # the newest notes, about other things
    r = mind.recall("which database host does the analytics data live on now?")
    assert "db-fra-40" in r.text
    # The hit answers the question: the newest notes would only be noise beside it.
    assert not any(note in r.text for note in NOTES), r.text
    # Control: a question about the asker's own state gets the newest notes.
    state = mind.recall("What am I in the middle of right now?")
    assert "on-call runbook" in state.text


def test_a_question_about_the_work_in_hand_finds_its_note_among_newer_chatter(mind):
    """The note saying what the asker is on shares no word with "what am I working on?"
    and is older than the newest notes; it is found by how work notes are written, the
    detour beside its return. A prompt about the world still gets nothing."""
    add(mind, "me: writing migration scripts for tenant ids", 2)
    add(mind, "me: stopping, Farah needs help debugging her flaky pipeline", 3)
    add(mind, "me: farah's pipeline green. migrations again", 5)
    for n, text in enumerate(NOTES * 2):  # newer notes about anything
        add(mind, text, 10 + n)
    r = mind.recall("What am I working on?")
    assert "migrations again" in r.text and "migration scripts" in r.text
    detour = [i for i in r.items if "needs help debugging" in i.text]
    assert all(i.superseded for i in detour)  # over: the work went back to the migrations
    assert mind.recall("explain how photosynthesis works").text == ""


def test_a_question_about_a_past_time_gets_no_newest_task_notes_by_its_meaning(mind):
    """ "Which book did I finish a week ago?" is near in meaning to "which piece of work
    was I doing?", but it asks about then: the newest note of the work in hand does not
    answer it. Without the time, that question gets the task note."""
    from datetime import datetime, timedelta, timezone

    def added(text: str, days_ago: int) -> None:
        when = datetime.now(timezone.utc) - timedelta(days=days_ago)
        mind.memories.add(text, metadata={"occurred_at": when.isoformat()})

    for n, text in enumerate(NOTES):
        added(text, 20 - n)
    added("Finished reading The Overstory on the train, what an ending.", 7)
    added("Switching to MAR-989 now: the billing export rewrite.", 1)
    past = mind.recall("Which book did I finish a week ago?")
    assert "Overstory" in past.text and "MAR-989" not in past.text, past.text
    now = mind.recall("Which piece of work was I doing before I stopped?")
    assert "MAR-989" in now.text, now.text


def test_where_did_i_get_to_asks_for_the_work_in_hand(mind):
    """ "Where did I get to with the flat-pack?" shares no word with the note on the
    wardrobe build; it asks where the work stands, so the newest notes come. A question
    about how far the Romans got asks nothing of memory."""
    for n, text in enumerate(NOTES):
        add(mind, text, 2 + n)
    add(mind, "Wardrobe build: frame up, doors hung. Drawers next (bag C, the small cam locks)", 10)
    add(mind, "Had to stop — the Pattersons' pipe burst, helping them mop up", 11)
    r = mind.recall("where did I get to with the flat-pack?")
    assert "Drawers next" in r.text, r.text
    assert mind.recall("how far north did the Romans get in Britain?").text == ""

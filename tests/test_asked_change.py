"""A change found between two texts marks the earlier one for a question only when it is
a change of what the question asks (engine/asked_change.py): another value of a note
that holds several is no change of the one asked, nor is a change of a sibling named by
another code. Each negative beside its positive control."""

from __future__ import annotations

from mgimind.engine.asked_change import changes_what_is_asked
from mgimind.memory.facts.supersede import supersedes
from tests.test_recall_state import NOTES as CHATTER
from tests.test_recall_state import add

SERVICE = "thumbnailer: python 3.11, 6 workers, queue thumbs-high, owner Evander"
SCALED = "thumbnailer up to 10 workers for black friday"


def test_another_value_of_a_note_is_no_change_of_the_one_asked():
    found = supersedes(SERVICE, SCALED)
    assert found is not None and found.value == "6 -> 10"
    assert changes_what_is_asked("how many workers does the thumbnailer run?", *_pair(found))
    assert not changes_what_is_asked("who owns the thumbnailer?", *_pair(found))


def test_a_sibling_named_by_another_code_changes_nothing_of_the_one_asked():
    older = "R-58 cut slipped to wed 09:00 UTC bc of the ios sdk blocker"
    newer = "R-59 cut slipped to the tue after, as usual"
    found = supersedes(older, newer)
    assert found is not None
    assert not changes_what_is_asked("last moment to merge for R-58?", older, newer, found.value)
    assert changes_what_is_asked("which release train is being cut?", older, newer, found.value)


def test_a_state_ended_ends_every_value_of_it():
    older = "booked Dishoom King's Cross, sat 19:30, table for 6, Wren's birthday"
    newer = "Wren's got covid :( cancelled Dishoom, we'll do it in a few weeks"
    found = supersedes(older, newer)
    assert found is not None
    assert changes_what_is_asked(
        "are we out for Wren's dinner on saturday?", *_pair(found, older, newer)
    )


def test_the_recall_marks_a_note_for_its_changed_value_only(mind):
    for n, text in enumerate(CHATTER):
        add(mind, text, 1 + n)
    service = add(mind, SERVICE, 10)
    scaled = add(mind, SCALED, 14)
    by_id = {i.id: i for i in mind.recall("who owns the thumbnailer service?").items}
    assert service in by_id and scaled in by_id
    assert by_id[service].superseded is None
    by_id = {i.id: i for i in mind.recall("how many workers does the thumbnailer run?").items}
    assert service in by_id and scaled in by_id
    assert "6 -> 10" in (by_id[service].superseded or "")


def _pair(found, older: str = SERVICE, newer: str = SCALED) -> tuple[str, str, str]:
    return older, newer, found.value

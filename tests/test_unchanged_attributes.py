"""What a later note says stays the same, and whether a question asks about it."""

from __future__ import annotations

import pytest

from mgimind.engine.unchanged import asked_unchanged, kept


@pytest.mark.parametrize(
    "note, attributes",
    [
        ("bumped memory to 6Gi per pod, cpu and count unchanged", {"cpu", "count"}),
        ("retro is in Osprey now (birch's screen is broken), time unchanged", {"time"}),
        ("upgraded the hire to a Seat Ateca, the dates stay the same", {"dates"}),
        ("moved next door lol, number 6 Rowan Close now, same postcode", {"postcode"}),
        ("new venue: the lamb & flag; no change to the date", {"date"}),
        ("moved the standup to 9:15, everything else unchanged", set()),
        (
            "#412 had the wrong type, it's timestamptz. backfill and index are as written",
            {"backfill", "index"},
        ),
        ("copied the bake wrong, 150C fan; the timer is right", {"timer"}),
        ("right now the build is fine", set()),
        ("switched the broker to nats", set()),
    ],
)
def test_the_attributes_a_note_keeps(note, attributes):
    assert kept(note) == attributes


def test_a_question_asks_about_a_kept_attribute_by_its_word_or_its_question_word():
    note = "bumped memory to 6Gi per pod, cpu and count unchanged"
    assert asked_unchanged("how many photo-resizer pods run by default?", note)
    assert asked_unchanged("what cpu request does photo-resizer have?", note)
    assert not asked_unchanged("how much memory does each photo-resizer pod get?", note)
    dates = "upgraded the mallorca hire to a Seat Ateca, dates unchanged"
    assert asked_unchanged("when do we return the hire car in Mallorca?", dates)
    assert not asked_unchanged("which car did we hire in Mallorca?", dates)

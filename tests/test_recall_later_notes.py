"""A later note on the same subject: recalled from under the floor beside the note it
follows (engine/follow_ups.py), and, where both match the question, the earlier one shown
as replaced for it (engine/same_subject.py). Each negative beside its positive control."""

from __future__ import annotations

import mgimind.engine.follow_ups as follow_ups
import mgimind.engine.same_subject as same_subject
from tests.test_recall_state import NOTES as CHATTER
from tests.test_recall_state import add


def test_a_later_note_under_the_floor_is_recalled_above_the_note_it_follows(mind, monkeypatch):
    old = add(mind, "the metrics scraper runs on mon-02.fra", 5)
    new = add(mind, "prometheus came up fine on mon-07.ams after the move, scraping again", 13)
    chatter = [add(mind, text, 20 + n) for n, text in enumerate(CHATTER)]
    question = "which box is the metrics scraper on?"
    ids = [i.id for i in mind.recall(question).items]
    assert old in ids and new in ids and ids.index(new) < ids.index(old)
    assert not set(chatter) & set(ids)  # the later chatter is near neither: not pulled in
    # Without following, the later note stays under the floor: the earlier one alone.
    monkeypatch.setattr(follow_ups, "FOLLOW_NEAR", 1.1)
    ids = [i.id for i in mind.recall(question).items]
    assert old in ids and new not in ids


def test_a_later_note_on_what_is_asked_marks_the_earlier_one_for_it(mind, monkeypatch):
    for n, text in enumerate(CHATTER):
        add(mind, text, 1 + n)
    old = add(mind, "Cassius is insured on my car only for the school run, weekdays", 10)
    new = add(mind, "rang the insurer: Cassius is a named driver now, any time, any trip", 14)
    question = "can Cassius borrow the car for a weekend away?"
    by_id = {i.id: i for i in mind.recall(question).items}
    assert new in by_id and by_id[new].superseded is None
    assert "a later answer to this question" in (by_id[old].superseded or "")
    assert list(by_id).index(new) < list(by_id).index(old)
    # The mark is the question's reading: without it, both are shown and neither marked.
    monkeypatch.setattr(same_subject, "SAME_NEAR", 1.1)
    by_id = {i.id: i for i in mind.recall(question).items}
    assert new in by_id and old in by_id and by_id[old].superseded is None


def test_a_later_note_that_restates_or_adds_marks_nothing(mind):
    for n, text in enumerate(CHATTER):
        add(mind, text, 1 + n)
    page = add(mind, "our public status page is status.ferrule.io, run by the platform team", 6)
    again = add(mind, "reminder: status.ferrule.io is still our status page, bookmark it", 12)
    vet = add(mind, "vet appt for Pudding: Ashgrove Vets, fri 11:20", 7)
    jabs = add(mind, "Pudding's jabs are due too, ask the vet about the kennel cough one", 15)
    for question, earlier, later in (
        ("what's the url of our status page?", page, again),
        ("when is Pudding's vet appointment?", vet, jabs),
    ):
        by_id = {i.id: i for i in mind.recall(question).items}
        assert earlier in by_id and later in by_id, question
        assert by_id[earlier].superseded is None, question


def test_a_later_note_saying_what_stays_the_same_marks_nothing_for_a_question_about_it(mind):
    for n, text in enumerate(CHATTER):
        add(mind, text, 1 + n)
    pool = add(mind, "worker pool for photo-resizer: 12 pods, 2 cpu / 4Gi each, hpa max 40", 8)
    bump = add(mind, "bumped photo-resizer memory to 6Gi per pod, cpu and count unchanged", 15)
    # Asked about the count, which the later note keeps: the earlier note is the answer.
    by_id = {i.id: i for i in mind.recall("how many photo-resizer pods run by default?").items}
    assert pool in by_id and by_id[pool].superseded is None
    # Asked about the memory, which it changes: the earlier note is shown as replaced.
    by_id = {i.id: i for i in mind.recall("how much memory does each photo-resizer pod get?").items}
    assert bump in by_id and by_id[bump].superseded is None
    assert pool in by_id and "4Gi -> 6Gi" in (by_id[pool].superseded or "")


def test_the_nearness_thresholds_count_from_where_the_model_puts_unrelated_texts():
    """e5 gives any two texts a cosine near 0.73: a pair at 0.6, near for MiniLM, is not
    near for it; at 0.95 it is, for both."""
    old = {"text": "lift in our block is out of order again", "when": "1", "similarity": 0.9}
    new = {"text": "lift's working, the engineer came first thing", "when": "2"}

    def later(a, b):
        return a["when"] > b["when"]

    for nearness, minilm, e5 in ((0.6, True, False), (0.95, True, True)):
        new["similarity"] = 0.9

        def near(a, b, n=nearness):
            return n

        for origin, expected in ((0.0, minilm), (0.73, e5)):
            followed = follow_ups.follow_ups([old], [new], 0.85, later, near, origin)
            marked = same_subject.later_on_subject(
                "is the lift in our building usable?", [old, new], later, near, 0.85, origin
            )
            assert bool(followed) is expected and bool(marked) is expected, (nearness, origin)

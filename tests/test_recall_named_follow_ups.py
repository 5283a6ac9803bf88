"""A later note that writes a rare name of a recalled one (a company, a ticket, a
migration) is recalled just above it, however little it shares with the question
(engine/named_follow_ups.py); a name many notes write ties nothing."""

from __future__ import annotations

import mgimind.engine.named_follow_ups as named_follow_ups_module
from mgimind.engine.named_follow_ups import named_follow_ups, names_of
from mgimind.engine.recall import _after, happened
from tests.test_recall_state import add

CHATTER = [
    "Lunch-and-learn on Friday: Vera presents the new linter setup.",
    "Reviewed Omar's PR on the uploader, left two comments about retries.",
    "The thumbnailer has a new contributor guide, mostly the logging format.",
    "Cleaned up the on-call runbook, removed three dead sections.",
    "Bumped the mailer's lockfile; mypy pulled in a new minor version.",
    "Wrote a regression test for the pagination cursor in the consent banner.",
]

# Enough notes that the later one, which shares nothing with the question, is not among
# the candidates the question finds by itself.
MORE_CHATTER = [
    f"{who} {did} the {what}."
    for who in ("Vera", "Omar", "Lin", "Ayo", "Kit")
    for did in ("tidied", "reviewed", "documented")
    for what in ("release notes", "patch review", "portal login page")
]


def test_a_later_note_naming_the_same_rare_thing_is_recalled_above_it(mind, monkeypatch):
    old = add(mind, "Pen test by Kyloe Security against the patient portal: 2-4 October.", 2)
    new = add(mind, "Kyloe pushed it back a fortnight - now starting 16 October.", 9)
    for n, text in enumerate(CHATTER):
        add(mind, text, 12 + n)
    for n, text in enumerate(MORE_CHATTER):
        add(mind, text, 3 + n % 6)
    question = "does my patient portal release clash with the pen test?"
    ids = [i.id for i in mind.recall(question).items]
    assert old in ids and new in ids and ids.index(new) < ids.index(old)
    # Without the name's tie the later note is not recalled: the earlier one alone.
    monkeypatch.setattr(named_follow_ups_module, "RARE", -1)
    ids = [i.id for i in mind.recall(question).items]
    assert old in ids and new not in ids


def test_a_chunk_of_a_long_conversation_is_not_followed_by_its_names(mind, monkeypatch):
    chat = " ".join(f"{text} It went fine, thanks for asking." for text in MORE_CHATTER[:20])
    old = add(
        mind, f"Pen test by Kyloe Security against the patient portal: 2-4 October. {chat}", 2
    )
    new = add(mind, "Kyloe pushed it back a fortnight - now starting 16 October.", 9)
    for n, text in enumerate(MORE_CHATTER):
        add(mind, text, 12 + n % 6)
    question = "does my patient portal release clash with the pen test?"
    ids = [i.id for i in mind.recall(question).items]
    assert old in ids and new not in ids
    # Were a chunk followed as a note is, its name would bring the later note.
    monkeypatch.setattr(named_follow_ups_module, "is_note", lambda c: c["kind"] == "memory")
    ids = [i.id for i in mind.recall(question).items]
    assert old in ids and new in ids


def test_a_name_many_notes_write_ties_nothing(mind, monkeypatch):
    old = add(mind, "The geofence rewrite gets its review from Dana by Thursday.", 2)
    for day, text in enumerate(
        [
            "Paired with Dana on the scheduler.",
            "The billing fix was merged by Dana.",
            "Out on Monday: Dana.",
            "The mailer needs fewer retries, says Dana.",
        ],
        start=4,
    ):
        add(mind, text, day)
    recalled = [_item(mind.memories.get(old).model_dump(), old)]

    def follows() -> list[str]:
        pairs = named_follow_ups(mind, None, recalled, lambda p, key, _: _item(p, key), _after)
        return [new["text"] for _, new in pairs]

    assert follows() == []
    # Were a name five notes write rare, the newest of them would follow the recalled one.
    monkeypatch.setattr(named_follow_ups_module, "RARE", 10)
    assert follows() == ["The mailer needs fewer retries, says Dana."]


def _item(p: dict, key: str) -> dict:
    when, basis = happened(p)
    item = {"kind": "memory", "id": key, "text": p["text"], "when": when, "time_basis": basis}
    return {**item, "whole": True}


def test_names_of_a_note():
    assert names_of("Dana will review my PR #884 by Thursday.") == ("#884", "884")
    assert "0047" in names_of("Started migration 0047_add_pallet_dims on prod.")
    # An acronym names a kind of thing many notes speak of, not one thing.
    assert names_of("Plain English (ASCII) without the AWS model") == ("English",)

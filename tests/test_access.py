"""Decay by use: the access journal records what search and recall surfaced and what a
host reported used (ids and times, never text); consolidate reads it; a ranking prior from
it is small and bounded."""

from __future__ import annotations

import time

from mgimind import operations
from mgimind.memory.memory_points import chunk_id
from mgimind.services import access
from mgimind.services.access import AccessJournal

MARKER = "zanzibar-quartz-4417"


def _age(mind, memory_id: str, days: float) -> None:
    n = mind.memories.get(memory_id).chunks
    old = time.time() - days * 86400
    mind.store.set_payload(
        [chunk_id(memory_id, i) for i in range(n)], {"accessed_ts": old, "created_ts": old}
    )


def test_recall_and_search_keep_a_memory_warm_and_the_journal_holds_no_text(make_mind):
    mind = make_mind()
    harvest = mind.as_identity("agent:harvest")  # what the person wrote is never cold
    recalled = harvest.memories.add(f"The {MARKER} build agents run on the blue rack.")
    searched = harvest.memories.add("The staging database snapshots run nightly at two.")
    cold = harvest.memories.add("The old fax machine in room 12 takes A4 paper only.")
    for item in (recalled, searched, cold):
        _age(mind, item.id, 400)
    assert mind.recall("Which rack do the build agents run on?").items[0].id == recalled.id
    assert mind.memories.search("staging database snapshots", limit=1)[0].id == searched.id
    plan = mind.lifecycle.consolidate()
    assert [c.id for c in plan.cold] == [cold.id]  # the two surfaced ones stay warm
    journal = (mind.home / access.JOURNAL_NAME).read_bytes()
    assert recalled.id.encode() in journal and searched.id.encode() in journal
    assert MARKER.encode() not in journal and b"rack" not in journal


def test_a_reported_use_is_checked_counted_and_kept_warm(make_mind):
    mind = make_mind()
    harvest = mind.as_identity("agent:harvest")  # what the person wrote is never cold
    used = harvest.memories.add("The release checklist lives in the wiki under Ops.")
    other = harvest.memories.add("The coffee machine descales itself on Mondays.")
    for item in (used, other):
        _age(mind, item.id, 400)
    reply = operations.invoke(mind, operations.get("memory.used"), {"memory_ids": [used.id]})
    assert reply == {"reported": 1}
    assert mind.access.get(used.id).used == 1 and mind.access.get(other.id) is None
    assert [c.id for c in mind.lifecycle.consolidate().cold] == [other.id]
    from mgimind.errors import NotFound

    try:
        mind.memories.report_used(["no-such-memory"])
        raise AssertionError("an unknown id was accepted")
    except NotFound:
        pass


def test_deleted_memories_leave_the_journal(make_mind):
    mind = make_mind()
    gone = mind.memories.add("A note that will be deleted soon enough.")
    kept = mind.memories.add("A note that stays for a long time here.")
    mind.access.surfaced([gone.id, kept.id])
    mind.memories.delete(gone.id)
    assert mind.access.get(gone.id) is None and mind.access.get(kept.id) is not None
    reread = AccessJournal(mind.home)
    assert reread.get(gone.id) is None and reread.get(kept.id).surfaced == 1


def test_torn_lines_are_skipped_and_compaction_keeps_counts(tmp_path, monkeypatch):
    journal = AccessJournal(tmp_path)
    journal.surfaced(["m1", "m2"])
    journal.used(["m1"])
    journal.forget(["m2"])
    with open(tmp_path / access.JOURNAL_NAME, "ab") as f:
        f.write(b"17000 s m3 m4")  # a crash mid-append: no newline
    reread = AccessJournal(tmp_path)
    assert reread.get("m1").surfaced == 1 and reread.get("m1").used == 1
    assert reread.get("m2") is None and reread.get("m3") is None
    monkeypatch.setattr(access, "COMPACT_BYTES", 10)
    reread.surfaced(["m5"])  # over the limit: compacted to one line per id
    lines = (tmp_path / access.JOURNAL_NAME).read_text().splitlines()
    assert sorted(line.split()[2] for line in lines) == ["m1", "m5"]
    final = AccessJournal(tmp_path)
    assert final.get("m1").used == 1 and final.get("m5").surfaced == 1


def test_the_use_prior_is_bounded_and_grows_with_use(tmp_path):
    journal = AccessJournal(tmp_path)
    assert journal.prior("m1", 0.05) == 0.0  # never seen: no bonus
    journal.surfaced(["m1"])
    once = journal.prior("m1", 0.05)
    for _ in range(10):
        journal.used(["m1"])
    often = journal.prior("m1", 0.05)
    assert 0 < once < often <= 0.05
    assert journal.prior("m1", 0.0) == 0.0  # off

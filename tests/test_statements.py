"""First-person statements: found in what a person says, searched as a third arm, and
written, replaced, exported, reindexed and forgotten with their memory."""

from __future__ import annotations

import dataclasses
import json
import os
import time

import pytest

import mgimind.search.ranking as ranking_module
from mgimind.engine.mind import Mind
from mgimind.memory.memory_points import STATEMENT_KIND, chunk_id, statement_id, statement_ids
from mgimind.search.ranking import DEFAULT_PARAMS, ArmHit, fuse
from mgimind.store.base import Eq, where
from mgimind.text.statements import MAX_STATEMENTS, statements

CONVERSATION = (
    "User: We're hosting my in-laws this weekend. I just got a new smoker, so brisket is the "
    "centerpiece. What goes well with brisket?\n"
    "My wife wants something with corn.\n\n"
    "Assistant: I would make a corn salad. Note: I can also suggest desserts."
)
NO_STATEMENTS = "The staging database is restored from the Sunday snapshot every Monday."


def test_statements_are_the_persons_first_person_sentences_not_questions():
    said = statements(CONVERSATION)
    assert said == [
        "User: We're hosting my in-laws this weekend.",
        "User: I just got a new smoker, so brisket is the centerpiece.",
        "User: My wife wants something with corn.",  # the turn goes on without a label
    ]
    # A note without labels is the person's own; a sentence without "I/my/me" is not kept.
    assert statements("I prefer tabs in all my Python code. Tabs are wide.") == [
        "I prefer tabs in all my Python code."
    ]
    # Both speakers of a conversation between people are persons.
    assert statements("Caroline: I went to a support group.\nMelanie: I painted a lake!") == [
        "Caroline: I went to a support group.",
        "Melanie: I painted a lake!",
    ]
    assert statements(NO_STATEMENTS) == [] and statements("") == []
    many = "\n".join(f"I moved desk number {i} today." for i in range(200))
    assert len(statements(many)) == MAX_STATEMENTS


def test_the_statements_arm_boosts_what_the_chunks_found_and_brings_nothing_new():
    dense = [ArmHit("a", 0, 0.50), ArmHit("b", 0, 0.52)]
    sparse = [ArmHit("a", 0, 4.0), ArmHit("b", 0, 4.0)]
    said = [ArmHit("a", 0, 0.8), ArmHit("b", 0, 0.3), ArmHit("elsewhere", 0, 0.9)]
    without = fuse(dense, sparse, dataclasses.replace(DEFAULT_PARAMS, statement_weight=0.0), said)
    with_arm = fuse(dense, sparse, DEFAULT_PARAMS, said)
    assert [r.memory for r in without] == ["b", "a"]  # positive control: b leads on chunks
    assert [r.memory for r in with_arm] == ["a", "b"]  # a's statement decides
    # A memory only a statement matched is not a candidate (its scope was not checked).
    assert "elsewhere" not in {r.memory for r in with_arm}
    by = {r.memory: r.score for r in with_arm}
    assert by["a"] == pytest.approx(
        {r.memory: r.score for r in without}["a"] + DEFAULT_PARAMS.statement_weight * 0.8 / 0.8
    )


def _statement_points(mind, memory_id=None):
    flt = where(Eq("kind", STATEMENT_KIND))
    if memory_id is not None:
        flt = flt.and_(Eq("memory_id", memory_id))
    return mind.store.scroll(flt, with_vectors=True)


def test_statement_points_carry_a_vector_and_no_text_and_search_uses_them(mind, monkeypatch):
    gold = mind.memories.add(CONVERSATION)
    plain = mind.memories.add(NO_STATEMENTS)
    points = _statement_points(mind, gold.id)
    assert len(points) == 3 and all(p.dense is not None for p in points)
    assert all("text" not in p.payload for p in points)  # the memory's chunks hold the text
    assert _statement_points(mind, plain.id) == []
    # A statement point is no memory: counts, browsing and search see two memories.
    assert mind.memories.count() == 2 and len(mind.memories.browse()) == 2

    query = "what did I get for the barbecue?"
    with_arm = {r.id: r.score for r in mind.memories.search(query, touch=False)}
    off = dataclasses.replace(DEFAULT_PARAMS, statement_weight=0.0)
    monkeypatch.setattr(ranking_module, "DEFAULT_PARAMS", off)  # English: the default arms
    without = {r.id: r.score for r in mind.memories.search(query, touch=False)}
    assert with_arm[gold.id] > without[gold.id]  # its statements added to its score
    assert with_arm[plain.id] == pytest.approx(without[plain.id])  # none to add


def test_statements_follow_edit_and_delete(mind):
    added = mind.memories.add(CONVERSATION)
    assert len(_statement_points(mind, added.id)) == 3
    mind.memories.edit(added.id, "User: I sold the smoker. The grill stays.")
    kept = _statement_points(mind, added.id)
    assert [p.id for p in kept] == [statement_id(added.id, 0)]
    assert mind.store.retrieve([statement_id(added.id, 1), statement_id(added.id, 2)]) == []
    mind.memories.delete(added.id)
    assert _statement_points(mind) == []
    other = mind.memories.add("I keep my notes in a private library of mine.", library=None)
    mind.libraries.create("scratch")
    in_scratch = mind.memories.add(CONVERSATION, library="scratch")
    assert len(_statement_points(mind, in_scratch.id)) == 3
    mind.libraries.delete("scratch", force=True)
    left = _statement_points(mind)
    assert [p.payload["memory_id"] for p in left] == [other.id]  # the other memory keeps its


def test_export_leaves_statements_out_and_import_makes_them_again(make_mind, tmp_path):
    mind = make_mind()
    added = mind.memories.add(CONVERSATION)
    dump = tmp_path / "export.jsonl"
    mind.transfer.export(str(dump))
    records = [json.loads(line) for line in dump.read_text().splitlines() if line.strip()]
    assert any(r.get("record") == "memory" and r["id"] == added.id for r in records)
    assert not any(STATEMENT_KIND in json.dumps(r) for r in records)
    mind.memories.delete(added.id)
    assert _statement_points(mind) == []
    mind.transfer.import_file(str(dump))
    back = _statement_points(mind, added.id)
    assert len(back) == 3 and all(p.dense is not None for p in back)


def test_reindex_makes_the_statements_again(embedder, isolated_home):
    from mgimind.engine.mind import Mind
    from mgimind.moves.reindex import reindex

    with Mind(isolated_home, embedder=embedder) as mind:
        added = mind.memories.add(CONVERSATION)
        before = {p.id: p.dense for p in _statement_points(mind, added.id)}
        # A memory stored before statements were indexed: its points say none.
        old = mind.memories.add("User: I switched the team to pnpm last week.")
        chunk = mind.store.retrieve([chunk_id(old.id, 0)])[0]
        mind.store.delete(statement_ids(chunk.payload))
        mind.store.set_payload([chunk.id], {"statements": 0})
    reindex(isolated_home)
    with Mind(isolated_home, embedder=embedder) as mind:
        after = {p.id: p for p in _statement_points(mind, added.id)}
        assert set(after) == set(before)
        assert all(p.dense is not None and "text" not in p.payload for p in after.values())
        assert len(_statement_points(mind, old.id)) == 1  # made for the old memory too
        assert mind.memories.get(added.id).text == CONVERSATION


AQUEDUCTS = "assistant: " + " ".join(
    [
        "Roman aqueducts carried water over long distances using gravity, arches and careful "
        "surveying of gradients."
    ]
    * 3
)


def test_recall_finds_a_persons_sentence_buried_in_a_long_exchange(mind, monkeypatch):
    """The prompt is about one sentence the person said between two long answers: its
    chunks are mostly about aqueducts, its statement is about the dog."""
    import mgimind.engine.recall as recall

    mind.memories.add(
        "user: Tell me about Roman aqueducts.\n" + AQUEDUCTS + "\nuser: Also, I adopted a "
        "golden retriever puppy named Biscuit last week.\n" + AQUEDUCTS
    )
    asked = "Which dog food should I buy for Biscuit?"
    found = mind.recall(asked)
    assert "Biscuit" in found.text and found.items[0].similarity > 0.4
    assert mind.recall("What is the capital of Peru?").text == ""  # nothing unrelated
    monkeypatch.setattr(recall, "STATEMENTS", False)  # by its chunks alone: under the floor
    assert _ranks_nothing(mind.recall(asked).text)


def _ranks_nothing(text: str) -> bool:
    """The recall ranked nothing: empty, or a small store's newest notes standing in."""
    from mgimind.engine.small_store import INSTEAD_PREAMBLE

    return text == "" or (text.startswith(INSTEAD_PREAMBLE) and "Biscuit" not in text)


BURIED = (
    "user: Tell me about Roman aqueducts.\n" + AQUEDUCTS + "\nuser: Also, I adopted a "
    "golden retriever puppy named Biscuit last week.\n" + AQUEDUCTS
)
ASKED = "Which dog food should I buy for Biscuit?"


def _as_before_statements(mind, memory_id):
    """Make a stored memory look as one stored before statements were indexed: chunks
    that do not say how many it has, and no statement points."""
    chunks = mind.store.scroll(
        where(Eq("kind", "memory"), Eq("memory_id", memory_id)), with_vectors=True
    )
    mind.store.delete(statement_ids(chunks[0].payload))
    mind.store.upsert(
        [
            dataclasses.replace(
                c, payload={k: v for k, v in c.payload.items() if k != "statements"}
            )
            for c in chunks
        ]
    )


def test_older_memories_get_their_statements_in_the_background(mind, monkeypatch):
    import mgimind.engine.recall as recall
    from mgimind.home import update_store_record
    from mgimind.memory.statement_backfill import StatementBackfill, backfill, pending

    buried = mind.memories.add(BURIED)
    new = mind.memories.add(CONVERSATION)
    gone = mind.memories.add("User: I moved the standup to ten o'clock.")
    for memory_id in (buried.id, gone.id):
        _as_before_statements(mind, memory_id)
    assert pending(mind.store) == sorted([buried.id, gone.id])  # not the new one
    assert _ranks_nothing(mind.recall(ASKED).text)  # its sentence is not indexed yet

    mind.memories.delete(gone.id)  # deleted between the listing and its step: skipped
    assert backfill(mind, [gone.id]) == 0 and _statement_points(mind, gone.id) == []
    # A memory whose chunks cannot be put back together is skipped, and stops no other.
    broken = mind.memories.add("User: I parked the van on level three.")
    fine = mind.memories.add("User: I renewed my passport in March.")
    for memory_id in (broken.id, fine.id):
        _as_before_statements(mind, memory_id)
    first = mind.store.retrieve([chunk_id(broken.id, 0)], with_vectors=True)[0]
    del first.payload["start"]
    mind.store.upsert([first])
    assert backfill(mind, [broken.id, fine.id]) == 1
    assert _statement_points(mind, broken.id) == [] and len(_statement_points(mind, fine.id)) == 1
    for memory_id in (broken.id, fine.id):
        mind.memories.delete(memory_id)

    service = StatementBackfill(mind, delay_s=0).start()
    for _ in range(200):
        if pending(mind.store) == [] and not service.busy():
            break
        time.sleep(0.05)
    service.stop()
    assert service.done == 1 and pending(mind.store) == []
    points = _statement_points(mind, buried.id)
    assert len(points) == len(statements(BURIED)) == 2
    assert all("text" not in p.payload for p in points)
    counts = {
        p.payload["statements"]
        for p in mind.store.scroll(where(Eq("memory_id", buried.id), Eq("kind", "memory")))
    }
    assert counts == {2}
    assert len(_statement_points(mind, new.id)) == 3  # the new memory's are untouched
    assert "Biscuit" in mind.recall(ASKED).text
    monkeypatch.setattr(recall, "STATEMENTS", False)  # by its statement that was filled in
    assert _ranks_nothing(mind.recall(ASKED).text)
    # Deleting the memory now deletes the statements it was given.
    mind.memories.delete(buried.id)
    assert _statement_points(mind, buried.id) == []

    # The home records the finished pass: a later start does not read every memory again.
    older = mind.memories.add("User: I keep the spare keys in the blue drawer.")
    _as_before_statements(mind, older.id)
    again = StatementBackfill(mind, delay_s=0)
    again.run()  # the service thread's whole work, here
    assert again.done == 0 and pending(mind.store) == [older.id]
    key = mind.config.store.url or "embedded"
    update_store_record(mind.home, key, statements_indexed=False)  # as after a reindex
    third = StatementBackfill(mind, delay_s=0)
    third.run()
    assert third.done == 1 and pending(mind.store) == []


def test_a_real_daemon_fills_in_an_older_homes_statements(tmp_path, embedder):
    from daemon_helpers import running_daemon
    from mgimind.hosts.library_recall import quoted_recall

    import mgimind

    home = tmp_path / "older-home"
    with Mind(home, embedder=embedder) as mind:  # the engine: an older home's state
        added = mind.memories.add(BURIED)
        _as_before_statements(mind, added.id)
        assert _ranks_nothing(mind.recall(ASKED).text)  # the home as an older version left it
    with running_daemon(home) as status:
        assert "statement-backfill" in status["services"]
        client = mgimind.open(home, timeout=60)
        try:
            deadline = time.monotonic() + 60
            while "Biscuit" not in quoted_recall(client, ASKED) and time.monotonic() < deadline:
                time.sleep(0.5)
            assert "Biscuit" in quoted_recall(client, ASKED)
            assert quoted_recall(client, "What is the capital of Peru?") == ""
        finally:
            client.close()


def test_a_backfill_killed_part_way_leaves_each_memory_whole_or_pending(tmp_path, embedder):
    """kill -9 of the daemon during its pass, once it has made progress: a memory has its
    count and exactly that many statement points, or no count (pending, whatever points it
    got); the next pass finishes them."""
    import signal

    from daemon_helpers import pid_alive, running_daemon

    from mgimind.memory.statement_backfill import backfill, pending
    from mgimind.store.shred import KeyFile

    home = tmp_path / "killed-home"
    texts = [
        f"User: I moved desk {i} to room {i % 7}. I labelled drawer {i} myself. My badge {i} works."
        for i in range(300)
    ]
    want = len(statements(texts[0]))
    with Mind(home, embedder=embedder) as mind:  # the engine: an older home's state
        ids = [mind.memories.add(t).id for t in texts]
        for memory_id in ids:
            _as_before_statements(mind, memory_id)
        key_file = mind.store.keys.path

    def live_keys() -> int:
        """Points with a key, as the key file on disk says: every point written takes its
        key there first (durably), so the count shows the pass's progress from outside."""
        keys = KeyFile(key_file)
        try:
            return len(keys.live)
        finally:
            keys.close()

    with running_daemon(home) as status:
        log = home / "daemon.log"
        deadline = time.monotonic() + 60
        while "indexing the statements" not in log.read_text() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert "indexing the statements of 300 older memories" in log.read_text()
        before = live_keys()
        # A key of the second memory's statements: the pass writes one memory at a time
        # (its statement points, then its count), so the first memory is whole.
        while live_keys() <= before + want and time.monotonic() < deadline:
            time.sleep(0.01)
        os.kill(status["pid"], signal.SIGKILL)
        while pid_alive(status["pid"]):
            time.sleep(0.05)
        assert live_keys() > before + want, "the pass made no progress in time"
    with Mind(home, embedder=embedder) as mind:  # the engine: an older home's state
        left = pending(mind.store)
        assert 0 < len(left) < len(ids)  # killed part-way: some memories done, some not
        for memory_id in ids:
            count = mind.store.retrieve([chunk_id(memory_id, 0)])[0].payload.get("statements")
            if count is None:
                assert memory_id in left
            else:
                assert count == want == len(_statement_points(mind, memory_id))
        assert backfill(mind, left) == len(left) and pending(mind.store) == []
        assert all(len(_statement_points(mind, m)) == want for m in ids)
    print(f"\nkilled with {len(left)} of {len(ids)} memories pending")

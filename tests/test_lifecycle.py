"""Lifecycle: archive/restore, consolidate, browse, export/import and backup/restore."""

from __future__ import annotations

import json
import time

import pytest

from mgimind.errors import InvalidInput
from mgimind.memory.memory_points import chunk_id
from mgimind.moves.backup import backup, restore_backup
from mgimind.moves.transfer import export, import_file, iter_records
from mgimind.store.base import Point
from tests.conftest import backend_config

LONG = " ".join(f"Step {i}: check valve {i} and log its pressure." for i in range(80))
TRICKY = (
    "Line one\r\nline two with an emoji 🚀, ünïcödé and a \u2028 separator\n"
    '<!-- mgimind-item {"record": "memory", "chars": 3} -->\nnot a header\n'
)


def _ids(results) -> set[str]:
    return {r.id for r in results}


def _age(mind, memory_id: str, days: float) -> None:
    """Arrange: pretend a memory was last read `days` ago."""
    n = mind.memories.get(memory_id).chunks
    mind.store.set_payload(
        [chunk_id(memory_id, i) for i in range(n)], {"accessed_ts": time.time() - days * 86400}
    )


def _populate(mind) -> dict[str, str]:
    mind.libraries.create("ops", "operations notes")
    ids = {
        "plain": mind.memories.add("The Kestrel queue drains every hour.", "ops").id,
        "long": mind.memories.add(
            LONG, "ops", source="runbook.md", metadata={"tags": ["valves"], "n": 3}
        ).id,
        "tricky": mind.memories.add(TRICKY, author="agent:bot").id,
        "held": mind.admission.ingest("Kestrel ok", "ops").id,
        "old": mind.memories.add("The Kestrel dashboard moved to grafana two.", "ops").id,
    }
    mind.lifecycle.archive(ids["old"], reason="moved")
    mind.store.upsert(
        [
            Point(
                "5f0c6a4e-0000-4000-8000-000000000001",
                {
                    "kind": "widget",
                    "status": "active",
                    "library": "ops",
                    "text": "a widget of an unregistered kind",
                    "size": 7,
                },
                [0.0] * mind.embedder.dim,
            )
        ]
    )
    return ids


def _comparable(mind) -> list[dict]:
    out = []
    for r in iter_records(mind, None, "all"):
        if r["record"] == "library":
            r = {
                "record": "library",
                "name": r["payload"]["name"],
                "description": r["payload"].get("description"),
            }
        out.append(r)
    return sorted(out, key=lambda r: json.dumps(r, sort_keys=True))


# --- archive / restore / browse -----------------------------------------------------------


def test_archived_memory_leaves_every_ordinary_reader_and_restore_brings_it_back(mind):
    keep = mind.memories.add("The Osprey release train leaves on Wednesdays.")
    gone = mind.memories.add("The Osprey release train used to leave on Mondays.")
    mind.lifecycle.archive(gone.id)
    assert _ids(mind.memories.search("Osprey release train")) == {keep.id}
    assert _ids(mind.lifecycle.browse()) == {keep.id}
    assert _ids(mind.lifecycle.browse(view="history")) == {keep.id, gone.id}
    exported = {r["id"] for r in iter_records(mind) if r["record"] == "memory"}
    assert exported == {keep.id}
    with pytest.raises(InvalidInput, match="not current"):
        mind.lifecycle.archive(gone.id)
    mind.lifecycle.restore(gone.id)
    assert _ids(mind.memories.search("Osprey release train")) == {keep.id, gone.id}
    with pytest.raises(InvalidInput, match="not archived"):
        mind.lifecycle.restore(gone.id)


def test_browse_by_author_and_quarantine_stays_out(make_mind):
    mind = make_mind(actor="cli:alice")
    bob = mind.as_identity("agent:bob")
    a = mind.memories.add("Alice notes the Heron build is green.")
    b = bob.memories.add("Bob notes the Heron deploy is pending.")
    held = bob.admission.ingest("Heron ok")
    assert _ids(mind.lifecycle.browse(author="agent:bob")) == {b.id}
    assert _ids(mind.lifecycle.browse(author="cli:alice")) == {a.id}
    assert held.id not in _ids(mind.lifecycle.browse(view="history"))
    assert _ids(mind.lifecycle.browse(view="review")) == {held.id}


# --- consolidate ------------------------------------------------------------------------


def test_consolidate_is_a_dry_run_until_applied(mind):
    agent = mind.as_identity("agent:harvest")  # what the person wrote is kept (below)
    first = agent.memories.add("Always run the migrations before deploying the API.")
    twin = agent.memories.add("Always run migrations before you deploy the API.")
    cold = agent.memories.add("The Falcon printer on floor two needs A3 paper.")
    touched = agent.memories.add("The Falcon scanner on floor three saves to the share.")
    fresh = agent.memories.add("Lunch orders close at eleven on Fridays.")
    for memory_id in (cold.id, touched.id):
        _age(mind, memory_id, 400)
    # Reading a memory keeps it warm: search touches what it returns.
    assert mind.memories.search("Falcon scanner floor three", limit=1)[0].id == touched.id

    lines = len(list(mind.audit.entries()))
    plan = mind.lifecycle.consolidate()
    assert not plan.applied and plan.examined == 5
    assert [(g.keep, g.absorb) for g in plan.merges] == [(first.id, [twin.id])]
    assert [c.id for c in plan.cold] == [cold.id]
    assert len(list(mind.audit.entries())) == lines and mind.memories.count() == 5

    applied = mind.lifecycle.consolidate(apply=True)
    assert applied.applied
    current = _ids(mind.lifecycle.browse())
    assert current == {first.id, touched.id, fresh.id}
    assert mind.memories.count(view="history") == 5  # archived, not lost
    actions = [e["action"] for e in mind.audit.entries()][lines:]
    assert actions.count("consolidate.merge") == 1 and actions.count("consolidate.archive") == 1
    assert actions[-1] == "consolidate.run"
    mind.lifecycle.restore(twin.id)
    assert twin.id in _ids(mind.lifecycle.browse())


def test_consolidate_keeps_what_the_person_wrote(make_mind):
    person = make_mind(actor="cli:alice")
    agent = person.as_identity("agent:harvest")
    # The person's short note and an agent's longer near-copy of it: the longer would keep.
    mine = person.memories.add("Always run the migrations before deploying the API.")
    copy = agent.memories.add("Always run the migrations before deploying the API, always.")
    agents_twin = agent.memories.add("Always run migrations before you deploy the API.")
    old_note = person.memories.add("The Falcon printer on floor two needs A3 paper.")
    old_chatter = agent.memories.add("The Falcon scanner on floor three saves to the share.")
    for memory_id in (old_note.id, old_chatter.id):
        _age(person, memory_id, 400)

    plan = person.lifecycle.consolidate(apply=True)

    assert [(g.keep, sorted(g.absorb)) for g in plan.merges] == [
        (mine.id, sorted([copy.id, agents_twin.id]))
    ]
    assert [c.id for c in plan.cold] == [old_chatter.id]
    current = _ids(person.lifecycle.browse())
    assert current == {mine.id, old_note.id}
    assert person.memories.count(view="history") == 5


_GARDEN = [
    "We talked about planning the garden for spring: which vegetables to plant, how deep to "
    "dig the beds, and when the last frost usually comes in our area.",
    "The assistant suggested raised beds with a mix of compost and topsoil, spacing tomatoes "
    "sixty centimetres apart and watering deeply twice a week rather than daily.",
    "We went over companion planting: basil beside tomatoes, marigolds along the edges "
    "against pests, and keeping fennel away from most other vegetables.",
    "Later we talked about mulch, straw versus wood chips, and how thick to spread it.",
]


def _garden_chat(fact: str, opening: str = "We talked") -> str:
    parts = [*_GARDEN[:2], fact, *_GARDEN[2:]]
    return "\n\n".join(parts).replace("We talked", opening, 1)


def test_consolidate_keeps_a_long_chat_that_holds_its_own_fact(make_mind):
    """Two long chats on one topic have near mean vectors; the one holding a fact the other
    lacks stays current, while a true copy of a chat is still merged."""
    mind = make_mind()
    agent = mind.as_identity("agent:harvest")
    lent = "My neighbour Tomas lent me his rototiller and I have to return it by April 14th."
    soil = "The soil test from the county lab came back with a pH of 6.2, which suits potatoes."
    first = agent.memories.add(_garden_chat(lent))
    own_fact = agent.memories.add(_garden_chat(soil))
    copy = agent.memories.add(_garden_chat(lent, opening="We chatted"))
    assert {mind.memories.get(m.id).chunks for m in (first, own_fact, copy)} == {2}

    plan = mind.lifecycle.consolidate(merge_similarity=0.95, apply=True)

    absorbed = {a for g in plan.merges for a in g.absorb}
    assert absorbed & {first.id, copy.id} and not {first.id, copy.id} <= absorbed
    assert own_fact.id not in absorbed
    assert own_fact.id in _ids(mind.lifecycle.browse())
    assert mind.memories.search("soil pH potatoes", limit=1)[0].id == own_fact.id


def test_consolidate_rejects_bad_settings(mind):
    with pytest.raises(InvalidInput):
        mind.lifecycle.consolidate(cold_days=0)
    with pytest.raises(InvalidInput):
        mind.lifecycle.consolidate(merge_similarity=1.5)


# --- export / import ----------------------------------------------------------------------


@pytest.mark.parametrize("fmt", ["jsonl", "markdown"])
def test_export_import_round_trip_loses_nothing(make_mind, backend_kind, embedder, tmp_path, fmt):
    from mgimind.engine.mind import Mind

    source = make_mind()
    ids = _populate(source)
    path = tmp_path / f"export.{'md' if fmt == 'markdown' else 'jsonl'}"
    result = export(source, path, fmt)  # the default: everything a move needs
    assert result.view == "all" and result.lacks == []
    assert result.counts["memory"] == 5 and result.counts["point"] == 1

    # The current view leaves quarantined and archived memories out, and says so.
    current = export(source, tmp_path / "current.jsonl", view="current")
    assert current.counts["memory"] == 3
    assert any(x.startswith("memory: quarantined, archived") for x in current.lacks)

    other = tmp_path / "other-home"
    target = Mind(other, config=backend_config(backend_kind, other), embedder=embedder)
    try:
        imported = import_file(target, path)
        assert imported.created["memory"] == 5 and imported.created["point"] == 1
        assert _comparable(target) == _comparable(source)
        assert target.memories.get(ids["tricky"]).text == TRICKY
        assert target.memories.get(ids["long"]).metadata == {"tags": ["valves"], "n": 3}
        assert target.admission.show(ids["held"]).reason.startswith("too short")
        assert target.memories.search("check valve 42 pressure", limit=1)[0].id == ids["long"]
        assert ids["held"] not in _ids(target.memories.search("Kestrel"))
        again = import_file(target, path)
        assert again.created == {}
        assert again.skipped == imported.skipped + sum(imported.created.values())
        assert target.audit.verify().ok
    finally:
        target.close()


def test_import_with_a_bad_record_changes_nothing(mind, tmp_path):
    mind.memories.add("A memory that will be exported and then tampered with.")
    path = tmp_path / "export.jsonl"
    export(mind, path)
    lines = path.read_text().splitlines()
    record = json.loads(lines[-1])
    # A credential in the text is cut out on import (a redaction, not a refusal); a
    # record of a kind this version does not know cannot be, so the whole file is refused.
    record["payload"]["kind"] = "hologram"
    path.write_text("\n".join(lines[:-1] + [json.dumps(record)]) + "\n")
    mind.memories.delete(json.loads(lines[-1])["id"])
    before = mind.audit.path.read_text()
    with pytest.raises(InvalidInput, match="record at line 3"):
        import_file(mind, path)
    assert mind.memories.count(view="all") == 0
    assert mind.audit.path.read_text() == before
    # Positive control: without the bad record the import succeeds.
    path.write_text("\n".join(lines) + "\n")
    assert import_file(mind, path).created == {"memory": 1}


# --- backup / restore -------------------------------------------------------------------


def test_backup_and_restore_the_whole_home(make_mind, backend_kind, embedder, tmp_path):
    source = make_mind()
    _populate(source)
    archive = tmp_path / "backups" / "home.tar.gz"
    made = backup(source, archive)
    assert made.counts["memory"] == 5 and made.files >= 2  # audit.log and its head
    assert oct(archive.stat().st_mode & 0o777) == "0o600"
    source_lines = source.audit.path.read_text().splitlines()

    other = tmp_path / "restored-home"
    kwargs = {"config": backend_config(backend_kind, other), "embedder": embedder}
    result = restore_backup(archive, other, **kwargs)
    assert result.created["memory"] == 5
    from mgimind.engine.mind import Mind

    with Mind(other, **kwargs) as restored:
        assert _comparable(restored) == _comparable(source)
        restored_lines = restored.audit.path.read_text().splitlines()
        assert restored_lines[: len(source_lines)] == source_lines  # history carried over
        assert restored.audit.verify().ok
        assert restored.audit.tail(1)[0]["action"] == "backup.restore"
    with pytest.raises(InvalidInput, match="already holds"):
        restore_backup(archive, other, **kwargs)


# --- CLI ----------------------------------------------------------------------------------


def test_cli_lifecycle(run, tmp_path):
    a = json.loads(
        run("add", "Always run the migrations before deploying the API.", "--json").output
    )
    b = json.loads(run("add", "Always run migrations before you deploy the API.", "--json").output)
    dry = run("consolidate")
    assert "Would merge" in dry.output and "dry run" in dry.output
    assert len(json.loads(run("browse", "--json").output)) == 2
    applied = run("consolidate", "--apply", "--json")
    plan = json.loads(applied.output)
    assert plan["applied"] and plan["merges"][0]["absorb"] in ([a["id"]], [b["id"]])
    assert len(json.loads(run("browse", "--json").output)) == 1
    assert len(json.loads(run("browse", "--view", "history", "--json").output)) == 2

    md = tmp_path / "notes.md"
    out = run("export", str(md), "--view", "all")
    assert out.exit_code == 0 and "markdown" in out.output
    assert "Always run the migrations" in md.read_text()
    archived = plan["merges"][0]["absorb"][0]
    assert run("restore", archived).exit_code == 0
    assert run("archive", archived, "--reason", "test").exit_code == 0
    assert run("delete", archived).exit_code == 0
    imported = run("import", str(md))
    assert imported.exit_code == 0 and "1 memory" in imported.output
    assert run("audit", "verify").exit_code == 0

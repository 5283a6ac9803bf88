"""The audit trail: every mutation logged with its actor, tampering caught by the CLI."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from mgimind.audit import AuditLog, _entry_hash
from mgimind.cli import main
from mgimind.errors import NotFound, SecretRefused


def _write_log(home, n=5) -> AuditLog:
    log = AuditLog(home / "audit.log")
    for i in range(n):
        log.append("memory.add", f"agent:a{i}", id=f"m{i}", content_hash=f"sha256:{i:064x}")
    return log


def _lines(log: AuditLog) -> list[str]:
    return log.path.read_text().splitlines(keepends=True)


def _edit(lines, i, **changes):
    entry = json.loads(lines[i])
    entry.update(changes)
    lines[i] = json.dumps(entry, sort_keys=True, ensure_ascii=False) + "\n"


def _edit_and_rehash(lines, i, **changes):
    """A careful forger: edits a line and recomputes its own hash."""
    entry = json.loads(lines[i])
    entry.update(changes)
    entry["hash"] = _entry_hash(entry)
    lines[i] = json.dumps(entry, sort_keys=True, ensure_ascii=False) + "\n"


def _verify(home):
    return CliRunner().invoke(main, ["audit", "verify"], catch_exceptions=False)


# (tampering, first broken line the CLI must name)
TAMPERINGS = {
    "edit a middle line": (lambda ls: _edit(ls, 2, actor="cli:mallory"), 3),
    "edit a middle line and fix its hash": (
        lambda ls: _edit_and_rehash(ls, 2, actor="cli:mallory"), 4),
    "edit the last line": (lambda ls: _edit(ls, 4, id="other"), 5),
    "edit the last line and fix its hash": (lambda ls: _edit_and_rehash(ls, 4, id="x"), 5),
    "delete a middle line": (lambda ls: ls.pop(2), 3),
    "delete the first line": (lambda ls: ls.pop(0), 1),
    "delete the last line": (lambda ls: ls.pop(), 4),
    "swap two lines": (lambda ls: ls.__setitem__(slice(1, 3), [ls[2], ls[1]]), 2),
    "replay a line": (lambda ls: ls.insert(3, ls[3]), 5),
    "truncate everything": (lambda ls: ls.clear(), 1),
    "blank line": (lambda ls: ls.insert(1, "\n"), 2),
}


@pytest.mark.parametrize("name", sorted(TAMPERINGS))
def test_tampering_is_named_by_audit_verify(name, isolated_home):
    log = _write_log(isolated_home)
    before = _verify(isolated_home)
    assert before.exit_code == 0 and "OK: 5 line(s)" in before.output  # positive control

    tamper, bad_line = TAMPERINGS[name]
    lines = _lines(log)
    tamper(lines)
    log.path.write_text("".join(lines))

    after = _verify(isolated_home)
    assert after.exit_code == 1
    assert f"BROKEN at line {bad_line} " in after.output, after.output


def test_removing_the_whole_log_is_detected(isolated_home):
    log = _write_log(isolated_home)
    log.path.unlink()
    result = _verify(isolated_home)
    assert result.exit_code == 1 and "BROKEN at line 1" in result.output
    assert "removed" in result.output


def test_tail_and_grep(isolated_home):
    log = _write_log(isolated_home, n=8)
    log.append("quarantine.promote", "cli:alice", id="m3", approved_by="review-secret")
    run = CliRunner()
    tail = json.loads(run.invoke(main, ["audit", "tail", "-n", "3", "--json"]).output)
    assert [e["id"] for e in tail] == ["m6", "m7", "m3"]
    hits = json.loads(run.invoke(main, ["audit", "grep", "m3", "--json"]).output)
    assert [e["action"] for e in hits] == ["memory.add", "quarantine.promote"]
    only = json.loads(run.invoke(main, ["audit", "grep", "m3", "--action", "quarantine.",
                                        "--json"]).output)
    assert [e["actor"] for e in only] == ["cli:alice"]
    text = run.invoke(main, ["audit", "grep", "ALICE"]).output
    assert "quarantine.promote" in text and "cli:alice" in text
    bad = run.invoke(main, ["audit", "grep", "("])
    assert bad.exit_code == 1 and "invalid pattern" in bad.output


def test_every_memory_mutation_is_audited_with_its_actor(make_mind):
    """add, ingest verdict, quarantine, promote, expire, edit, delete, archive, restore,
    consolidate: one line each, the real actor, hashes and never content."""
    mind = make_mind(actor="agent:claude")
    added = mind.memories.add("The Helios batch job runs at 03:00 UTC nightly.")
    mind.memories.edit(added.id, "The Helios batch job runs at 04:00 UTC nightly.")
    held = mind.admission.ingest("Helios ok")
    mind.admission.promote(held.id)
    gone = mind.admission.ingest("Selene ok")
    mind.admission.expire(gone.id)
    with pytest.raises(SecretRefused):  # the reason is audited: no credential in it
        mind.lifecycle.archive(added.id, reason="leaked AKIA" + "Q7X2M4N8P6R3T5V9")
    assert mind.memories.get(added.id).status == "active"  # nothing changed
    mind.lifecycle.archive(added.id, reason="superseded")
    mind.lifecycle.restore(added.id)
    twin = mind.memories.add("The Helios batch job runs at 04:00 UTC nightly!")
    mind.lifecycle.consolidate(apply=True)
    mind.memories.delete(held.id)

    entries = list(mind.audit.entries())
    actions = [e["action"] for e in entries]
    for action in ("memory.add", "memory.edit", "ingest.verdict", "quarantine.promote",
                   "quarantine.expire", "memory.archive", "memory.restore", "consolidate.merge",
                   "consolidate.run", "memory.delete"):
        assert action in actions, action
    mine = [e for e in entries if e["action"] != "library.create"]
    assert {e["actor"] for e in mine} == {"agent:claude"}
    merge = next(e for e in entries if e["action"] == "consolidate.merge")
    assert {merge["id"], merge["merged_into"]} == {added.id, twin.id}
    log = mind.audit.path.read_text()
    assert "Helios" not in log and "Selene" not in log
    assert mind.audit.verify().ok

    # A delete truly forgets: the store has nothing, the chain still verifies.
    assert mind.memories.count(view="all") == 2 and mind.memories.count() == 1
    with pytest.raises(NotFound):
        mind.memories.get(held.id)
    result = CliRunner().invoke(main, ["audit", "verify"])
    assert result.exit_code == 0 and f"OK: {len(entries)} line(s)" in result.output

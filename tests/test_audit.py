"""The audit trail: every mutation logged with its actor, tampering caught by the CLI."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from mgimind.doors.cli import main
from mgimind.errors import NotFound, SecretRefused
from mgimind.store.audit import AuditLog, _entry_hash


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
        lambda ls: _edit_and_rehash(ls, 2, actor="cli:mallory"),
        4,
    ),
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
    only = json.loads(
        run.invoke(main, ["audit", "grep", "m3", "--action", "quarantine.", "--json"]).output
    )
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
    for action in (
        "memory.add",
        "memory.edit",
        "ingest.verdict",
        "quarantine.promote",
        "quarantine.expire",
        "memory.archive",
        "memory.restore",
        "consolidate.merge",
        "consolidate.run",
        "memory.delete",
    ):
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


def test_a_deleted_head_does_not_let_a_cut_tail_pass(isolated_home):
    log = _write_log(isolated_home)
    lines = _lines(log)
    log.path.write_text("".join(lines[:3]))  # the last two lines cut off...
    log.head_path.unlink()  # ...and the head that would have named them deleted
    result = _verify(isolated_home)
    assert result.exit_code == 1 and "BROKEN at line 3 " in result.output
    assert "head file (audit.log.head) is missing" in result.output


def test_a_write_after_a_cut_tail_keeps_the_evidence(isolated_home):
    """The next write does not paper over the cut by writing a new head."""
    log = _write_log(isolated_home)
    log.path.write_text("".join(_lines(log)[:4]))
    log.append("memory.add", "agent:a9", id="m9")
    result = _verify(isolated_home)
    assert result.exit_code == 1 and "BROKEN at line 5 " in result.output
    assert "did not match its head" in result.output
    breach = list(log.entries())[4]
    assert breach["action"] == "audit.break" and breach["reason"] == "head-mismatch"
    # Deleting the head and writing again is caught the same way.
    log2 = _write_log(isolated_home / "other")
    log2.head_path.unlink()
    log2.append("memory.add", "agent:a9", id="m9")
    assert not log2.verify().ok and list(log2.entries())[5]["reason"] == "head-missing"


def _anchor() -> str:
    result = CliRunner().invoke(main, ["audit", "anchor"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.output.strip()


def _verify_anchor(anchor: str):
    return CliRunner().invoke(main, ["audit", "verify", "--anchor", anchor], catch_exceptions=False)


def test_an_anchor_proves_the_log_was_not_rewritten_since(isolated_home):
    log = _write_log(isolated_home)
    anchor = _anchor()
    assert anchor.startswith("mgimind-audit-v1:5:")
    log.append("memory.delete", "cli:alice", id="m1")  # the log grows: the anchor still holds
    ok = _verify_anchor(anchor)
    assert ok.exit_code == 0 and "OK: 6 line(s)" in ok.output and "unchanged since" in ok.output

    # A forger rewrites the whole log with a fresh chain and head: it verifies on its own...
    log.path.unlink()
    log.head_path.unlink()
    for i in range(7):
        log.append("memory.add", "agent:a0", id=f"forged{i}")
    assert _verify(isolated_home).exit_code == 0
    # ...but not against the anchor kept elsewhere.
    bad = _verify_anchor(anchor)
    assert bad.exit_code == 1 and "BROKEN at line 5 " in bad.output
    assert "rewritten since the anchor" in bad.output


def test_an_anchor_catches_a_cut_tail_with_its_head_rebuilt(isolated_home):
    log = _write_log(isolated_home)
    anchor = _anchor()
    lines = _lines(log)
    log.path.write_text("".join(lines[:3]))
    log.head_path.write_text(json.loads(lines[3])["prev"] + "\n")  # a consistent new end
    assert _verify(isolated_home).exit_code == 0  # what a head alone cannot catch
    bad = _verify_anchor(anchor)
    assert bad.exit_code == 1 and "the anchor covers 5 line(s) but the log has 3" in bad.output


def test_anchor_errors_are_clear(isolated_home):
    log = _write_log(isolated_home)
    bad = CliRunner().invoke(main, ["audit", "verify", "--anchor", "nonsense"])
    assert bad.exit_code == 1 and "not an audit anchor" in bad.output
    log.path.write_text("".join(_lines(log)[:4]))
    broken = CliRunner().invoke(main, ["audit", "anchor"])
    assert broken.exit_code == 1 and "cannot be anchored" in broken.output
    empty = AuditLog(isolated_home / "none" / "audit.log")
    assert empty.anchor() == "mgimind-audit-v1:0:" + "0" * 64
    assert empty.verify(anchor=empty.anchor()).ok

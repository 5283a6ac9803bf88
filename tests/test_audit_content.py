"""The audit log holds ids, hashes, counts and coded reasons: no text from any memory, fact,
proposal or transcript, whichever path wrote it, and whatever a future caller passes."""

from __future__ import annotations

import json
import uuid

import pytest
from transcript_factory import TranscriptWriter

from mgimind.store.audit import AuditLog
from mgimind.store.audit_fields import REASONS, reason_code

edge_only = pytest.mark.parametrize("backend_kind", ["edge"], indirect=True)


def _marker() -> str:
    return "mk" + uuid.uuid4().hex[:12]  # lower case: it may also name a predicate


@edge_only
def test_no_planted_text_reaches_the_audit_log_by_any_write_path(make_mind, tmp_path):
    m = _marker()
    mind = make_mind(actor="agent:claude")

    added = mind.memories.add(f"The {m} deployment pipeline publishes wheels every Monday.")
    held = mind.admission.ingest(f"{m} ok")  # too short: quarantined with a reason
    assert held.verdict == "quarantined"
    mind.admission.propose_promotion(held.id, note=f"looks right to me, {m}")
    mind.lifecycle.archive(added.id, reason=f"replaced by the {m} runbook")
    mind.facts.add(f"{m} service", f"{m}_owner", f"team {m}")
    mind.procedures.learn(f"{m}Error: the cache lock is stale", f"delete /tmp/{m}.lock")
    gone = mind.admission.ingest(f"{m} no")
    mind.admission.expire(gone.id, reason=f"the {m} note was wrong")

    w = TranscriptWriter(cwd=str(tmp_path))
    # A fact candidate quoting the user (its rule's reason once quoted it in the audit).
    w.user(f"My teammate Bob{m} lives in Lisbon near the old harbour district.")
    w.assistant(
        "Noted. Meanwhile the nightly build failed on the arm64 runner because the "
        "protobuf compiler image was pulled from a mirror that went offline; I pinned "
        "the image digest, re-ran the matrix, and all twelve jobs are green again."
    )
    w.user("Run the migration suite please.")
    w.tool(
        "alembic upgrade head",
        f"Traceback (most recent call last):\n  x\n{m}.OperationalError: role app does not exist",
        is_error=True,
    )
    w.assistant(f"The cause was a missing role; fixed by creating role {m} in the init.")
    path = tmp_path / "t.jsonl"
    path.write_text(w.text())
    report = mind.harvester.harvest_file(path)
    assert report.candidates.get("fact:quarantined") == 1

    # A careless future caller: free text in every kind of field.
    mind.audit.append(
        "memory.add",
        "agent:claude",
        id=f"an id with {m} in it",
        subject=m,
        note=[m, {"x": m}],
        reason=f"the user said '{m}'",
        library=f"{m} lib",
        content_hash=m,
    )

    # Positive control: the marker is in the store, where it belongs.
    assert m in mind.memories.get(added.id).text
    assert any(m in q.text for q in mind.admission.list())
    assert any(m in f.subject for f in mind.facts.query())
    assert mind.memories.search(f"{m} deployment pipeline", view="all")

    log = mind.audit.path.read_text(encoding="utf-8")
    assert m not in log.lower()
    assert "Bob" not in log and "Lisbon" not in log and "asserted" not in log
    actions = {e["action"] for e in mind.audit.entries()}
    for action in (
        "memory.add",
        "ingest.verdict",
        "quarantine.propose",
        "memory.archive",
        "fact.add",
        "predicate.register",
        "procedure.add",
        "quarantine.expire",
    ):
        assert action in actions, action
    # Reasons are codes; what was not recognised is "other", with a hash to check against.
    reasons = [
        r
        for e in mind.audit.entries()
        for r in ([e["reason"]] if isinstance(e.get("reason"), str) else e.get("reason", []))
    ]
    assert set(reasons) <= REASONS and "is-statement" in reasons and "too-short" in reasons
    careless = list(mind.audit.entries())[-1]
    assert careless["redacted"] == ["content_hash", "id", "library", "note", "note.x", "subject"]
    assert careless["reason"] == "other" and careless["reason_hash"].startswith("sha256:")
    assert mind.audit.verify().ok


def test_fields_keep_their_shape_or_become_hashes(tmp_path):
    log = AuditLog(tmp_path / "audit.log")
    e = log.append(
        "fact.duel",
        "mcp:agent",
        id="2b1c5e1e-0d7b-5b1f-8f5e-2f1f0b0c9a11",
        weight=0.75,
        independent=True,
        incumbents=["a1", "b 2"],
        valid_to="2026-01-31T00:00:00+00:00",
        path="/home/u/.claude/x.jsonl",
        reason=["too short (2 words)", "near-duplicate of a1 (similarity 0.97)"],
        version=3,
        skipped=None,
    )
    assert e["id"] == "2b1c5e1e-0d7b-5b1f-8f5e-2f1f0b0c9a11" and e["weight"] == 0.75
    assert e["incumbents"][0] == "a1" and e["incumbents"][1].startswith("sha256:")
    assert e["valid_to"].startswith("2026-") and e["path"].endswith("x.jsonl")
    assert e["reason"] == ["too-short", "near-duplicate"] and "reason_hash" not in e
    assert e["redacted"] == ["incumbents"] and "skipped" not in e
    with pytest.raises(ValueError):
        log.append("memory added by Bob", "cli:me")
    assert log.verify().ok and log.verify().lines == 1


@pytest.mark.parametrize(
    "sentence, code",
    [
        ("looks like an AWS access key; nothing was stored", "secret"),
        ("text is empty", "empty"),
        ("text is 90,001 characters; the limit is 50,000", "too-long"),
        ("too short (2 words)", "too-short"),
        ("low-signal boilerplate", "boilerplate"),
        ("repetitive (few distinct words)", "repetitive"),
        ("near-duplicate of 6f1e (similarity 0.95)", "near-duplicate"),
        ("low novelty: close to 6f1e (similarity 0.88)", "low-novelty"),
        ("rule is-statement: the user asserted 'my teammate Bob lives in ...'", "is-statement"),
        ("rule decision-marker: the user stated a decision", "decision-marker"),
        ("rule error-then-fix: an error was followed by the assistant's fix", "error-then-fix"),
        ("older than 30 days", "older-than"),
        ("the tty approval could not be verified", "approval-unverified"),
        ("Superseded", "superseded"),
        ("because Bob said so", "other"),
    ],
)
def test_reason_sentences_reduce_to_their_code(sentence, code):
    assert reason_code(sentence) == code


def test_audit_lines_are_plain_json_with_codes(tmp_path):
    log = AuditLog(tmp_path / "audit.log")
    log.append(
        "ingest.refused",
        "cli:me",
        verdict="refused",
        reason="looks like a GitHub token; nothing was stored",
    )
    line = json.loads(log.path.read_text())
    assert line["reason"] == "secret" and "GitHub" not in log.path.read_text()


def test_a_structured_field_keeps_its_shape_and_loses_any_text(tmp_path):
    log = AuditLog(tmp_path / "audit.log")
    e = log.append(
        "transfer.import", "cli:me", created=2, source_audit_head={"lines": 12, "hash": "ab" * 32}
    )
    assert e["source_audit_head"] == {"lines": 12, "hash": "ab" * 32} and "redacted" not in e
    forged = log.append(
        "transfer.import",
        "cli:me",
        source_audit_head={"lines": "Bob lives in Lisbon", "hash": "x", "Bob lives in Lisbon": 1},
    )
    assert "Bob" not in log.path.read_text() and "Lisbon" not in log.path.read_text()
    assert forged["redacted"] == ["source_audit_head"]
    assert log.verify().ok

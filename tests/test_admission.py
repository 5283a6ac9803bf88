"""Admission: the ingest gate, quarantine, human review and secrets, on both backends."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from mgimind.admission import NotInQuarantine, relevance_problems
from mgimind.cli import main
from mgimind.errors import SecretRefused
from mgimind.review import (
    ReviewApproval,
    ReviewRequired,
    approval_from_secret,
    confirm_on_tty,
    init_secret,
)
from tests.conftest import backend_config

SECRET = "AKIA" + "Q7X2M4N8P6R3T5V9"  # shaped like an AWS access key id


def _ids(results) -> set[str]:
    return {r.id for r in results}


def _review_mind(make_mind, isolated_home, backend_kind, actor="agent:claude"):
    config = backend_config(backend_kind, isolated_home)
    config.review.require_human = True
    return make_mind(config=config, actor=actor)


# --- must hold ------------------------------------------------------------------------


def test_quarantined_candidate_is_hidden_from_search_until_promoted(mind):
    stored = mind.admission.ingest("The Zanzibar build farm reboots every day at noon.")
    held = mind.admission.ingest("Zanzibar cluster ok")
    assert stored.verdict == "stored" and held.verdict == "quarantined"
    assert "too short" in held.reason

    found = _ids(mind.memories.search("Zanzibar cluster"))
    assert stored.id in found and held.id not in found
    queue = {item.id: item for item in mind.admission.list()}
    assert held.id in queue and stored.id not in queue
    assert "too short" in queue[held.id].reason

    promoted = mind.admission.promote(held.id)
    assert promoted.status == "active"
    assert held.id in _ids(mind.memories.search("Zanzibar cluster"))
    assert held.id not in {item.id for item in mind.admission.list()}


def test_agent_promote_is_refused_when_review_is_required(make_mind, isolated_home, backend_kind):
    agent = _review_mind(make_mind, isolated_home, backend_kind)
    held = agent.admission.ingest("Vortex ok")
    assert held.verdict == "quarantined"

    with pytest.raises(ReviewRequired, match="needs human review"):
        agent.admission.promote(held.id)
    # A TTY approval forged outside this process, or one for another item, fails too.
    forged = {
        "action": "promote",
        "item_id": held.id,
        "channel": "tty",
        "reviewer": "tty:me",
        "proof": "guessed",
    }
    with pytest.raises(ReviewRequired, match="could not be verified"):
        agent.admission.promote(held.id, forged)
    secret = init_secret(isolated_home)
    with pytest.raises(ReviewRequired, match="another action or item"):
        agent.admission.promote(held.id, approval_from_secret(secret, "promote", "other-id"))
    with pytest.raises(ReviewRequired):
        agent.admission.promote(held.id, approval_from_secret("mgr_wrong", "promote", held.id))

    assert agent.memories.get(held.id).status == "quarantined"
    assert held.id in {i.id for i in agent.admission.list()}
    assert held.id not in _ids(agent.memories.search("Vortex"))
    refusals = agent.audit.grep("review.refused")
    assert len(refusals) == 4 and all(r["actor"] == "agent:claude" for r in refusals)
    assert secret not in agent.audit.path.read_text()

    # Agents may propose; the proposal is visible to the reviewer.
    agent.admission.propose_promotion(held.id, note="seen in three sessions")
    assert agent.admission.show(held.id).proposed_by == "agent:claude"

    # Positive control: the human channel (the review secret) promotes it.
    agent.admission.promote(held.id, approval_from_secret(secret, "promote", held.id))
    assert held.id in _ids(agent.memories.search("Vortex"))
    promote_line = agent.audit.grep("quarantine.promote")[-1]
    assert promote_line["approved_by"] == "review-secret" and promote_line["channel"] == "secret"


def test_tty_channel_is_refused_without_a_terminal_and_valid_with_one(
    make_mind, isolated_home, backend_kind
):
    agent = _review_mind(make_mind, isolated_home, backend_kind, actor="cli:alice")
    held = agent.admission.ingest("Quasar ok")
    with pytest.raises(ReviewRequired, match="not an interactive terminal"):
        confirm_on_tty("promote?", "promote", held.id, is_tty=lambda: False)
    with pytest.raises(ReviewRequired, match="declined"):
        confirm_on_tty("promote?", "promote", held.id, is_tty=lambda: True, ask=lambda q: False)
    assert agent.memories.get(held.id).status == "quarantined"
    approval = confirm_on_tty(
        "promote?", "promote", held.id, is_tty=lambda: True, ask=lambda q: True
    )
    assert approval.channel == "tty" and "proof" not in repr(approval)
    agent.admission.promote(held.id, approval)
    assert agent.memories.get(held.id).status == "active"


def test_secret_is_cut_out_of_the_text_refused_in_provenance_and_never_audited(mind):
    from mgimind.audit import content_hash

    text = f"The deploy bot authenticates with {SECRET} against the artifact bucket."
    verdict = mind.admission.ingest(text)  # the text is kept, the key replaced
    assert verdict.redacted == ["aws-access-key"] and verdict.id is not None
    kept = mind.memories.get(verdict.id).text
    assert SECRET not in kept and "with [secret: aws-access-key] against the artifact" in kept
    before = mind.store.info().points
    # Quarantine is a write path too: metadata and source are scanned as well.
    assert (
        mind.admission.ingest(
            "A harmless sentence about the weather today.", metadata={"token": SECRET}
        ).verdict
        == "refused"
    )
    assert (
        mind.admission.ingest(
            "Another harmless sentence about lunch plans today.",
            source=f"https://bot:{SECRET}@example.com/x",
        ).verdict
        == "refused"
    )
    with pytest.raises(SecretRefused):
        mind.memories.add(text)
    with pytest.raises(SecretRefused):  # the explicit write scans provenance too
        mind.memories.add(
            "A harmless sentence about the weather today.", metadata={"token": SECRET}
        )

    assert mind.store.info().points == before
    assert mind.memories.count(view="all") == 1
    log = mind.audit.path.read_text()
    assert SECRET not in log and content_hash(text) not in log
    actions = [e["action"] for e in mind.audit.entries()]
    assert actions.count("ingest.refused") == 2

    # Positive control: a clean ingest is stored and audited by hash.
    clean = "The deploy bot reads its key from the vault path ci/deploy at runtime."
    ok = mind.admission.ingest(clean)
    assert ok.verdict == "stored"
    assert content_hash(clean) in mind.audit.path.read_text()
    assert mind.audit.verify().ok


# --- the gate ---------------------------------------------------------------------------


def test_near_duplicate_is_kept_in_quarantine_and_names_the_original(mind):
    original = mind.memories.add("Always run the migrations before deploying the API.")
    near = mind.admission.ingest("Always run migrations before you deploy the API.")
    assert near.verdict == "duplicate" and near.duplicate_of == original.id
    assert near.id and near.id != original.id
    item = mind.admission.show(near.id)
    assert item.duplicate_of == original.id and "near-duplicate" in item.reason
    exact = mind.admission.ingest("Always run the migrations before deploying the API.")
    assert exact.verdict == "duplicate" and exact.id is None
    assert exact.duplicate_of == original.id
    assert mind.memories.count() == 1 and mind.memories.count(view="all") == 2


def test_low_novelty_is_quarantined_but_a_changed_decision_is_stored(mind):
    mind.memories.add("Alice is allergic to peanuts and must avoid them.")
    mind.memories.add("We decided to use PostgreSQL for the billing service.")
    repeat = mind.admission.ingest("Alice has a peanut allergy.")
    assert repeat.verdict == "quarantined" and "low novelty" in repeat.reason
    changed = mind.admission.ingest("We decided to use MySQL for the billing service.")
    assert changed.verdict == "stored"
    novel = mind.admission.ingest("The office plants get watered every Tuesday morning.")
    assert novel.verdict == "stored"


def test_relevance_gate_rules():
    assert relevance_problems("ok thanks!", 24, 4) == ["too short (2 words)"]
    chatter = "Thanks so much, I hope this helps, let me know if you have any questions!"
    assert relevance_problems(chatter, 24, 4) == ["low-signal boilerplate"]
    assert relevance_problems("spam " * 30, 24, 4) == ["repetitive (few distinct words)"]
    assert relevance_problems("Thanks! We decided to always pin versions.", 24, 4) == []
    assert relevance_problems("The staging database restores from backup on Sundays.", 24, 4) == []


def test_empty_or_binary_ingest_is_refused_and_unknown_library_raises(mind):
    from mgimind.errors import NotFound

    assert mind.admission.ingest("   ").verdict == "refused"
    assert mind.admission.ingest("\x00\x01bin\x00" * 40).verdict == "refused"
    with pytest.raises(NotFound):
        mind.admission.ingest("A perfectly fine sentence for a missing library.", "nowhere")
    assert mind.memories.count(view="all") == 0
    assert (
        mind.admission.ingest("A perfectly fine sentence for the shared library.").verdict
        == "stored"
    )


def test_hook_ingest_verdict(mind):
    from mgimind.hookspecs import hookimpl
    from mgimind.plugins import pm

    class LegalReview:
        @hookimpl
        def ingest_verdict(self, mind, text, library, metadata):
            if "contract" in text:
                return {"verdict": "quarantined", "reason": "needs legal review"}
            if "forbidden" in text:
                return {"verdict": "refused", "reason": f"policy: {SECRET}"}
            return {"verdict": "stored"}  # ignored: plugins only tighten

    plugin = LegalReview()
    pm.register(plugin, name="legal-review")
    try:
        held = mind.admission.ingest("The supplier contract renews automatically in March.")
        refused = mind.admission.ingest("This forbidden topic must never be stored anywhere.")
        weak = mind.admission.ingest("ok ok")
        fine = mind.admission.ingest("The supplier invoices arrive on the first Monday.")
    finally:
        pm.unregister(plugin)
    assert held.verdict == "quarantined" and held.reason == "needs legal review"
    assert refused.verdict == "refused" and SECRET not in (refused.reason or "")
    assert weak.verdict == "quarantined" and fine.verdict == "stored"
    assert SECRET not in mind.audit.path.read_text()


def test_expire_and_expire_older_than(mind):
    a = mind.admission.ingest("Nimbus ok")
    b = mind.admission.ingest("Cirrus ok")
    with pytest.raises(NotInQuarantine):
        mind.admission.expire(mind.memories.add("An active memory cannot be expired.").id)
    mind.admission.expire(a.id)
    assert {i.id for i in mind.admission.list()} == {b.id}
    assert mind.admission.expire_older_than(30) == []
    assert mind.admission.expire_older_than(0) == [b.id]
    assert mind.admission.list() == [] and mind.memories.count() == 1
    expired = [e for e in mind.audit.entries() if e["action"] == "quarantine.expire"]
    assert [e["id"] for e in expired] == [a.id, b.id]


def test_every_admission_mutation_is_audited_with_the_actor(make_mind):
    agent = make_mind(actor="agent:codex")
    held = agent.admission.ingest("Pulsar ok")
    agent.admission.propose_promotion(held.id)
    agent.admission.promote(held.id)
    entries = [e for e in agent.audit.entries() if e.get("id") == held.id]
    assert [e["action"] for e in entries] == [
        "memory.add",
        "ingest.verdict",
        "quarantine.propose",
        "quarantine.promote",
    ]
    assert {e["actor"] for e in entries} == {"agent:codex"}
    assert all("text" not in e for e in entries)


# --- CLI --------------------------------------------------------------------------------


def test_cli_ingest_quarantine_and_human_promotion(run, isolated_home, tmp_path):
    stored = json.loads(run("ingest", "The Orion cron job rotates logs hourly.", "--json").output)
    held = json.loads(run("ingest", "Orion ok", "--json").output)
    assert stored["verdict"] == "stored" and held["verdict"] == "quarantined"
    listed = json.loads(run("quarantine", "list", "--json").output)
    assert [i["id"] for i in listed] == [held["id"]] and "too short" in listed[0]["reason"]
    cut = run("ingest", f"The Orion bucket deploys with key {SECRET} because audit says so.")
    assert cut.exit_code == 0 and "Redacted 1 credential (aws-access-key)" in cut.output
    assert SECRET not in cut.output

    assert run("config", "set", "review.require_human", "true").exit_code == 0
    # CliRunner's stdin is not a terminal: the human channel refuses, nothing changes.
    no_tty = run("quarantine", "promote", held["id"])
    assert no_tty.exit_code == 1 and "not an interactive terminal" in no_tty.output
    assert [i["id"] for i in json.loads(run("quarantine", "list", "--json").output)] == [held["id"]]

    secret = run("review", "init").output.splitlines()[1]
    secret_file = tmp_path / "review-secret"
    secret_file.write_text(secret)
    assert oct((isolated_home / "review.secret").stat().st_mode & 0o777) == "0o600"
    assert secret not in (isolated_home / "review.secret").read_text()
    ok = run("quarantine", "promote", held["id"], "--review-secret-file", str(secret_file))
    assert ok.exit_code == 0 and "Promoted" in ok.output
    assert json.loads(run("quarantine", "list", "--json").output) == []
    hits = json.loads(run("search", "Orion", "--json").output)
    assert held["id"] in {h["id"] for h in hits}


def test_review_approval_does_not_leak_its_proof_in_repr():
    approval = ReviewApproval(
        action="promote", item_id="x", channel="secret", reviewer="r", proof="mgr_topsecret"
    )
    assert "mgr_topsecret" not in repr(approval) and "mgr_topsecret" not in str(approval)


def test_cli_promote_on_a_real_terminal(run, isolated_home):
    """The TTY channel end to end: a pseudo-terminal is a real TTY to the CLI process."""
    import os
    import pty
    import subprocess
    import sys

    held = json.loads(run("ingest", "Andromeda ok", "--json").output)
    assert run("config", "set", "review.require_human", "true").exit_code == 0
    primary, secondary = pty.openpty()
    env = {
        **os.environ,
        "MGIMIND_HOME": str(isolated_home),
        "MGIMIND_AUTOSTART": "0",
        "MGIMIND_IN_PROCESS": "1",
    }
    proc = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "from mgimind.cli import main; main()",
            "quarantine",
            "promote",
            held["id"],
        ],
        stdin=secondary,
        stdout=secondary,
        stderr=secondary,
        env=env,
        close_fds=True,
    )
    os.close(secondary)
    output = b""
    while b"[y/N]" not in output:
        chunk = os.read(primary, 4096)
        assert chunk, output
        output += chunk
    os.write(primary, b"y\n")
    assert proc.wait(timeout=120) == 0
    try:
        while chunk := os.read(primary, 4096):
            output += chunk
    except OSError:  # the terminal closes with the process
        pass
    os.close(primary)
    assert b"Promoted " + held["id"].encode() in output, output
    assert json.loads(run("quarantine", "list", "--json").output) == []
    line = [e for e in json.loads(run("audit", "grep", "quarantine.promote", "--json").output)]
    assert line[-1]["channel"] == "tty" and line[-1]["approved_by"].startswith("tty:")


def test_cli_promote_through_a_daemon_needs_the_secret_and_says_so(tmp_path, monkeypatch):
    """A terminal answer cannot be verified by the daemon (another process): the CLI says
    what to do instead of failing after the prompt; the review secret still works."""
    from daemon_helpers import running_daemon

    from mgimind.client import DaemonClient

    home = tmp_path / "daemon-home"
    home.mkdir()
    (home / "config.toml").write_text("[review]\nrequire_human = true\n")
    monkeypatch.setenv("MGIMIND_HOME", str(home))
    with running_daemon(home, monkeypatch):
        held = DaemonClient(home).admission.ingest("Vega ok")
        assert held.verdict == "quarantined"
        runner = CliRunner()
        refused = runner.invoke(main, ["quarantine", "promote", held.id])
        assert refused.exit_code == 1 and "--review-secret-file" in refused.output
        assert "daemon" in refused.output
        secret_file = tmp_path / "review-secret"
        secret_file.write_text(init_secret(home))
        # The real command line: the daemon trusts a person's claim only from it (a
        # promotion is a person's operation), not from this test process.
        mgimind = str(Path(sys.executable).parent / "mgimind")
        ok = subprocess.run(
            [mgimind, "quarantine", "promote", held.id, "--review-secret-file", str(secret_file)],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert ok.returncode == 0 and "Promoted" in ok.stdout, ok.stderr


def test_cli_ingest_refused_exits_1_with_or_without_json(run):
    source = f"https://bot:{SECRET}@example.com/x"
    plain = run("ingest", "A harmless sentence about lunch plans today.", "--source", source)
    assert plain.exit_code == 1 and "Refused:" in plain.output
    as_json = run("ingest", "Another harmless sentence about lunch.", "--source", source, "--json")
    assert as_json.exit_code == 1 and json.loads(as_json.output)["verdict"] == "refused"

"""Admission: the ingest gate, quarantine, human review and secrets, on both backends."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mgimind.errors import SecretRefused
from mgimind.memory.admission import NotInQuarantine, relevance_problems
from mgimind.security.review import ReviewApproval, ReviewRequired, approval_from_secret
from mgimind.security.review_secret import store_secret
from tests.conftest import backend_config
from tests.terminal_helpers import PASSPHRASE, on_terminal

SECRET = "AKIA" + "Q7X2M4N8P6R3T5V9"  # shaped like an AWS access key id


def _ids(results) -> set[str]:
    return {r.id for r in results}


def _shown(mind, memory_id: str) -> str:
    """The hash of the candidate's text as a person is shown it: what an approval names."""
    return mind.admission.show(memory_id).content_hash


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
    import getpass

    agent = _review_mind(make_mind, isolated_home, backend_kind)
    held = agent.admission.ingest("Vortex ok")
    assert held.verdict == "quarantined"

    # No secret set yet: nothing can be approved, and the refusal names the fix.
    with pytest.raises(ReviewRequired) as unset:
        agent.admission.promote(
            held.id,
            approval_from_secret(PASSPHRASE, "promote", held.id, "cli", _shown(agent, held.id)),
        )
    assert "no review secret is set" in unset.value.what and "review init" in unset.value.fix
    store_secret(isolated_home, PASSPHRASE)
    with pytest.raises(ReviewRequired, match="needs human review"):
        agent.admission.promote(held.id)
    # An approval of another channel's shape (the old terminal nonce) is malformed.
    forged = {"action": "promote", "item_id": held.id, "channel": "tty", "proof": "guessed"}
    with pytest.raises(ReviewRequired, match="malformed"):
        agent.admission.promote(held.id, forged)
    with pytest.raises(ReviewRequired, match="another action or item"):
        agent.admission.promote(held.id, approval_from_secret(PASSPHRASE, "promote", "other-id"))
    with pytest.raises(ReviewRequired, match="secret is wrong"):
        agent.admission.promote(
            held.id,
            approval_from_secret(
                "not the secret", "promote", held.id, "cli", _shown(agent, held.id)
            ),
        )

    assert agent.memories.get(held.id).status == "quarantined"
    assert held.id in {i.id for i in agent.admission.list()}
    assert held.id not in _ids(agent.memories.search("Vortex"))
    refusals = agent.audit.grep("review.refused")
    assert len(refusals) == 5 and all(r["actor"] == "agent:claude" for r in refusals)
    assert PASSPHRASE not in agent.audit.path.read_text()

    # Agents may propose; the proposal is visible to the reviewer.
    agent.admission.propose_promotion(held.id, note="seen in three sessions")
    assert agent.admission.show(held.id).proposed_by == "agent:claude"

    # Positive control: the review secret promotes it; the gate names the approver.
    agent.admission.promote(
        held.id, approval_from_secret(PASSPHRASE, "promote", held.id, "cli", _shown(agent, held.id))
    )
    assert held.id in _ids(agent.memories.search("Vortex"))
    promote_line = agent.audit.grep("quarantine.promote")[-1]
    assert promote_line["approved_by"] == f"cli:{getpass.getuser()}"
    assert promote_line["channel"] == "cli"


def test_wrong_secrets_are_audited_and_braked_then_the_right_one_resets(
    make_mind, isolated_home, backend_kind
):
    import time

    from mgimind.security import review_secret

    agent = _review_mind(make_mind, isolated_home, backend_kind)
    store_secret(isolated_home, PASSPHRASE)
    held = agent.admission.ingest("Quasar ok")

    def promote(secret: str):
        shown = _shown(agent, held.id)
        return agent.admission.promote(
            held.id, approval_from_secret(secret, "promote", held.id, "cli", shown)
        )

    for _ in range(review_secret.FREE_ATTEMPTS):
        with pytest.raises(ReviewRequired, match="secret is wrong"):
            promote("guess-guess-guess")
    # Braked now: even the right secret waits (and is not hashed).
    with pytest.raises(ReviewRequired, match="next try is accepted in") as braked:
        promote(PASSPHRASE)
    assert "wait" in braked.value.fix
    assert agent.memories.get(held.id).status == "quarantined"
    reasons = [e["reason"] for e in agent.audit.grep("review.secret_refused")]
    assert reasons == ["secret-wrong"] * review_secret.FREE_ATTEMPTS + ["braked"]
    # The brake is shared by every process of the home: it is in the home, 0600.
    attempts = isolated_home / review_secret.ATTEMPTS_FILE
    assert oct(attempts.stat().st_mode & 0o777) == "0o600"
    state = json.loads(attempts.read_text())
    assert state["failures"] == review_secret.FREE_ATTEMPTS and state["until"] > time.time()
    # Positive control: once the delay has passed, the right secret promotes and resets.
    attempts.write_text(json.dumps({**state, "until": time.time() - 1}))
    assert promote(PASSPHRASE).status == "active"
    assert json.loads(attempts.read_text()) == {}


def test_the_stored_secret_is_a_bounded_scrypt_hash_and_forged_costs_are_refused(isolated_home):
    import time

    from mgimind.security import review_secret

    store_secret(isolated_home, PASSPHRASE)
    path = isolated_home / "review.secret"
    record = json.loads(path.read_text())
    assert oct(path.stat().st_mode & 0o777) == "0o600" and PASSPHRASE not in path.read_text()
    assert (record["kdf"], record["n"], record["r"], record["p"]) == ("scrypt", 2**15, 8, 1)
    review_secret.verify(isolated_home, PASSPHRASE)  # positive control
    # A forged file asking for a huge cost is refused before any hashing.
    path.write_text(json.dumps({**record, "n": 2**20, "r": 64, "p": 16}))
    started = time.monotonic()
    with pytest.raises(ReviewRequired, match="not a review secret this version made"):
        review_secret.verify(isolated_home, PASSPHRASE)
    assert time.monotonic() - started < 0.5
    from mgimind.doors.cli.doctor import _review_check

    check = _review_check(isolated_home)
    assert check.status == "fail" and "review init --rotate" in check.fix
    with pytest.raises(Exception, match="at least 10 characters"):
        store_secret(isolated_home, "short")
    store_secret(isolated_home, PASSPHRASE)
    assert _review_check(isolated_home).status == "ok"  # positive control


def test_secret_is_cut_out_of_the_text_refused_in_provenance_and_never_audited(mind):
    from mgimind.store.audit import content_hash

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
    assert relevance_problems("ok thanks!", 24, 4) == [
        "too short (10 characters, under the 24-character minimum; "
        "2 words, under the 4-word minimum)"
    ]
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
    from mgimind.plugins import pm
    from mgimind.pluginspecs import hookimpl

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


def test_cli_ingest_quarantine_and_human_promotion(run, isolated_home, monkeypatch):
    import mgimind.doors.cli.common as common

    stored = json.loads(run("ingest", "The Orion cron job rotates logs hourly.", "--json").output)
    held = json.loads(run("ingest", "Orion ok", "--json").output)
    assert stored["verdict"] == "stored" and held["verdict"] == "quarantined"
    listed = json.loads(run("quarantine", "list", "--json").output)
    assert [i["id"] for i in listed] == [held["id"]] and "too short" in listed[0]["reason"]
    cut = run("ingest", f"The Orion bucket deploys with key {SECRET} because audit says so.")
    assert cut.exit_code == 0 and "Redacted 1 credential (aws-access-key)" in cut.output
    assert SECRET not in cut.output

    # Review on needs a secret first (else the first `review init`, anyone's, sets it).
    first = run("config", "set", "review.require_human", "true")
    assert first.exit_code == 1 and "mgimind review init" in first.output
    # A config that says so anyway (edited by hand): approvals refuse, naming the fix.
    (isolated_home / "config.toml").write_text("[review]\nrequire_human = true\n")
    monkeypatch.setattr(common, "stdin_is_terminal", lambda: True)
    unset = run("quarantine", "promote", held["id"], input=PASSPHRASE + "\ny\n")
    assert unset.exit_code == 1 and "mgimind review init" in unset.output
    assert [i["id"] for i in json.loads(run("quarantine", "list", "--json").output)] == [held["id"]]

    store_secret(isolated_home, PASSPHRASE)
    # CliRunner's stdin is not a terminal: the secret cannot be typed, nothing changes.
    monkeypatch.setattr(common, "stdin_is_terminal", lambda: False)
    no_tty = run("quarantine", "promote", held["id"])
    assert no_tty.exit_code == 1 and "typed at a terminal" in no_tty.output
    monkeypatch.setattr(common, "stdin_is_terminal", lambda: True)
    wrong = run("quarantine", "promote", held["id"], input="a wrong guess\ny\n")
    assert wrong.exit_code == 1 and "secret is wrong" in wrong.output
    # Loosening the gate itself needs the secret too.
    loosen = run("config", "set", "review.require_human", "false", input="a wrong guess\n")
    assert loosen.exit_code == 1 and "secret is wrong" in loosen.output
    assert "require_human = true" in (isolated_home / "config.toml").read_text()
    ok = run("quarantine", "promote", held["id"], input=PASSPHRASE + "\ny\n")
    assert ok.exit_code == 0 and "Promoted" in ok.output
    assert json.loads(run("quarantine", "list", "--json").output) == []
    hits = json.loads(run("search", "Orion", "--json").output)
    assert held["id"] in {h["id"] for h in hits}


def test_review_approval_does_not_leak_its_proof_in_repr():
    approval = ReviewApproval(action="promote", item_id="x", proof="mgr_topsecret")
    assert "mgr_topsecret" not in repr(approval) and "mgr_topsecret" not in str(approval)


def _cli_env(home, **extra) -> dict:
    import os

    return {**os.environ, "MGIMIND_HOME": str(home), **extra}


MGIMIND = str(Path(sys.executable).parent / "mgimind")


def test_review_init_takes_the_secret_twice_at_a_terminal_and_rotate_needs_the_old_one(
    isolated_home,
):
    env = _cli_env(isolated_home, MGIMIND_AUTOSTART="0")
    # Not from stdin that is not a terminal (an agent's tool call), nor an argument.
    piped = subprocess.run(
        [MGIMIND, "review", "init"],
        input=PASSPHRASE + "\n" + PASSPHRASE + "\n",
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert piped.returncode == 1 and "typed at a terminal" in piped.stderr
    assert not (isolated_home / "review.secret").exists()
    typed = PASSPHRASE.encode() + b"\n"
    code, out = on_terminal(
        [MGIMIND, "review", "init"],
        env,
        [(b"Review secret:", b"short\n"), (b"Repeat for confirmation:", b"short\n")],
    )
    assert code == 1 and "at least 10 characters" in out
    code, out = on_terminal(
        [MGIMIND, "review", "init"],
        env,
        [
            (b"Review secret:", typed),
            (b"Repeat for confirmation:", b"a different one\n"),
            (b"Review secret:", typed),
            (b"Repeat for confirmation:", typed),
        ],
    )
    assert code == 0 and "Review secret set" in out and PASSPHRASE not in out, out
    assert PASSPHRASE not in (isolated_home / "review.secret").read_text()
    # Replacing it needs --rotate and the current secret: an agent cannot reset it.
    code, out = on_terminal([MGIMIND, "review", "init"], env)
    assert code == 1 and "already set" in out
    code, out = on_terminal(
        [MGIMIND, "review", "init", "--rotate"],
        env,
        [(b"Current review secret:", b"an agent's guess\n")],
    )
    assert code == 1 and "secret is wrong" in out
    code, out = on_terminal(
        [MGIMIND, "review", "init", "--rotate"],
        env,
        [
            (b"Current review secret:", typed),
            (b"Review secret:", b"a brand new passphrase\n"),
            (b"Repeat for confirmation:", b"a brand new passphrase\n"),
        ],
    )
    assert code == 0 and "Review secret set" in out, out
    from mgimind.security.review_secret import verify

    verify(isolated_home, "a brand new passphrase")
    kinds = [
        e.get("kind")
        for e in json.loads(
            subprocess.run(
                [MGIMIND, "audit", "grep", "review.secret_set", "--json"],
                env=env,
                capture_output=True,
                text=True,
                check=True,
            ).stdout
        )
    ]
    assert kinds == ["init", "rotate"]


def test_an_agent_on_a_pseudo_terminal_cannot_promote_through_the_daemon(tmp_path, monkeypatch):
    """`script -qfc "mgimind quarantine promote ID"` gives the command a terminal, and the
    command line claims a person: neither approves. The secret does (positive control)."""
    from daemon_helpers import running_daemon

    from mgimind.doors.client import DaemonClient

    home = tmp_path / "daemon-home"
    home.mkdir()
    (home / "config.toml").write_text("[review]\nrequire_human = true\n")
    store_secret(home, PASSPHRASE)
    monkeypatch.setenv("MGIMIND_HOME", str(home))
    env = _cli_env(home)
    with running_daemon(home, monkeypatch):
        held = DaemonClient(home).admission.ingest("Vega ok")
        assert held.verdict == "quarantined"
        script = ["script", "-qefc", f"{MGIMIND} quarantine promote {held.id}", "/dev/null"]
        code, out = on_terminal(script, env, [(b"Review secret:", b"the agent has no idea\n")])
        assert code != 0 and "secret is wrong" in out and "Promoted" not in out
        code, out = on_terminal(
            [MGIMIND, "quarantine", "promote", held.id],
            env,
            [(b"Review secret:", b"what an agent guesses\n")],
        )
        assert code == 1 and "secret is wrong" in out and "Promoted" not in out
        assert held.id in [item.id for item in DaemonClient(home).admission.list()]  # held
        code, out = on_terminal(
            [MGIMIND, "quarantine", "promote", held.id],
            env,
            [(b"Review secret:", PASSPHRASE.encode() + b"\n"), (b"[y/N]", b"y\n")],
        )
        assert code == 0 and "Promoted" in out, out
        assert DaemonClient(home).memories.get(held.id).status == "active"
        assert held.id not in [item.id for item in DaemonClient(home).admission.list()]


def test_cli_ingest_refused_exits_1_with_or_without_json(run):
    source = f"https://bot:{SECRET}@example.com/x"
    plain = run("ingest", "A harmless sentence about lunch plans today.", "--source", source)
    assert plain.exit_code == 1 and "Refused:" in plain.output
    as_json = run("ingest", "Another harmless sentence about lunch.", "--source", source, "--json")
    assert as_json.exit_code == 1 and json.loads(as_json.output)["verdict"] == "refused"

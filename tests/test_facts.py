"""Facts with a belief state: the must-hold checks (both backends), bitemporal queries,
visibility across every reader, concurrency, review-gated restore, audit, CLI."""

from __future__ import annotations

import json
import multiprocessing
import threading
import time

import pytest

from mgimind.errors import InvalidInput, NotFound, ScopeDenied
from mgimind.memory.facts import RESTORE_ACTION
from mgimind.memory.facts.locks import LockTimeout, file_lock
from mgimind.memory.facts.statuses import (
    BELIEVED,
    CONTESTED,
    INVALIDATED,
    REJECTED,
    REVISED,
    SUPERSEDED,
)
from mgimind.services.visibility import statuses

AGENT = "agent:alpha"


def agent(make_mind):
    """The test's Mind, acting as an agent. Other identities are views of it
    (`as_identity`), as the daemon serves them: one process per embedded store."""
    return make_mind(actor=AGENT)


def objects(facts):
    return sorted(f.object for f in facts)


# --- must hold ---------------------------------------------------------------------


def test_single_young_fact_is_replaced_and_kept_in_history(make_mind):
    mind = agent(make_mind)
    mind.facts.register_predicate("uses_language", "single")
    old = mind.facts.add("project-x", "uses_language", "Python", source="readme")
    new = mind.facts.add("project-x", "uses_language", "Rust", source="chat")
    assert old.verdict == "recorded" and new.verdict == "won" and new.retired == [old.id]
    current = mind.facts.query("project-x", "uses_language")
    assert objects(current) == ["Rust"]  # new present, old absent
    history = mind.facts.query("project-x", "uses_language", history=True)
    retired = [f for f in history if f.object == "Python"]
    assert len(retired) == 1 and retired[0].status == SUPERSEDED
    assert retired[0].retired_at is not None and retired[0].retired_by == new.id
    assert [f.object for f in history if f.retired_at is None] == ["Rust"]


def test_independently_confirmed_fact_is_not_overturned_by_one_assertion(make_mind):
    mind = agent(make_mind)
    mind.facts.register_predicate("employer", "single")
    first = mind.facts.add("bob", "employer", "Acme", source="hr-sheet")
    for name in ("agent:beta", "agent:gamma"):
        again = mind.as_identity(name).facts.add("bob", "employer", "Acme", source=name)
        assert again.verdict == "confirmed" and again.id == first.id
    assert mind.facts.get(first.id).confirmations == 3
    challenge = mind.as_identity("agent:delta").facts.add("bob", "employer", "Globex")
    assert challenge.verdict in ("contested", "rejected")
    current = mind.facts.query("bob", "employer")
    assert first.id in {f.id for f in current}  # incumbent stays current
    assert challenge.verdict == "rejected" and objects(current) == ["Acme"]
    # Positive control: the same single challenge against an unconfirmed fact wins.
    mind.facts.add("carol", "employer", "Acme")
    control = mind.as_identity("agent:delta").facts.add("carol", "employer", "Globex")
    assert control.verdict == "won" and objects(mind.facts.query("carol", "employer")) == ["Globex"]


def test_invalidate_then_readd_stays_rejected_until_restore(make_mind):
    mind = agent(make_mind)
    mind.facts.register_predicate("editor", "single")
    fact = mind.facts.add("dana", "editor", "vim")
    mind.facts.invalidate(fact.id, reason="she switched years ago")
    again = mind.facts.add("dana", "editor", "vim")
    assert again.verdict == "rejected" and again.id == fact.id
    assert mind.facts.query("dana", "editor") == []
    again = mind.as_identity("agent:other").facts.add("dana", "editor", "VIM ")
    assert again.verdict == "rejected" and again.fact.rejected_attempts == 2
    restored = mind.facts.restore(fact.id)
    assert restored.fact.status == BELIEVED and restored.fact.version == 2
    assert [f.id for f in mind.facts.query("dana", "editor")] == [fact.id]


def test_temporal_single_as_of_now_and_known_at(make_mind):
    mind = agent(make_mind)
    mind.facts.register_predicate("lives_in", "temporal-single")
    berlin = mind.facts.add("alice", "lives_in", "Berlin", valid_from="2020")
    before_munich = time.time()
    time.sleep(0.01)
    munich = mind.facts.add("alice", "lives_in", "Munich", valid_from="2024-01-01")
    assert munich.verdict == "recorded" and munich.closed == [berlin.id]
    assert objects(mind.facts.query("alice", "lives_in", as_of="2022")) == ["Berlin"]
    assert objects(mind.facts.query("alice", "lives_in")) == ["Munich"]
    known = mind.facts.query("alice", "lives_in", known_at=before_munich)
    assert objects(known) == ["Berlin"] and known[0].valid_to is None  # open, as believed then
    both = mind.facts.query("alice", "lives_in", as_of="2025", known_at=before_munich)
    assert objects(both) == ["Berlin"]
    assert objects(mind.facts.query("alice", "lives_in", as_of="2025")) == ["Munich"]
    # Both stay queryable by time; Berlin's interval is closed at Munich's start.
    versions = mind.facts.history(berlin.id)
    assert [v.status for v in versions] == [REVISED, BELIEVED]
    assert versions[1].valid_to.startswith("2024-01-01")
    assert objects(mind.facts.query("alice", "lives_in", as_of="2019")) == []


def test_future_dated_value_is_not_current_yet(make_mind):
    mind = agent(make_mind)
    mind.facts.register_predicate("works_at", "temporal-single")
    mind.facts.add("erin", "works_at", "Acme", valid_from="2021")
    mind.facts.add("erin", "works_at", "Globex", valid_from="2099-01-01")
    assert objects(mind.facts.query("erin", "works_at")) == ["Acme"]
    assert objects(mind.facts.query("erin", "works_at", as_of="2099-06")) == ["Globex"]


def test_invalidating_a_successor_reopens_the_previous_interval(make_mind):
    mind = agent(make_mind)
    mind.facts.register_predicate("lives_in", "temporal-single")
    mind.facts.add("alice", "lives_in", "Berlin", valid_from="2020")
    munich = mind.facts.add("alice", "lives_in", "Munich", valid_from="2024")
    assert objects(mind.facts.query("alice", "lives_in")) == ["Munich"]
    mind.facts.invalidate(munich.id)
    now = mind.facts.query("alice", "lives_in")
    assert objects(now) == ["Berlin"] and now[0].valid_to is None


def test_eight_concurrent_writers_leave_exactly_one_current_value(make_mind):
    mind = agent(make_mind)
    mind.facts.register_predicate("status", "single")
    verdicts, errors = [], []
    start = threading.Barrier(8)

    def write(i):
        try:
            start.wait()
            verdicts.append(mind.facts.add("build", "status", f"value-{i}", session=f"s{i}"))
        except Exception as e:  # surfaced below
            errors.append(e)

    threads = [threading.Thread(target=write, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    current = mind.facts.query("build", "status")
    assert len(current) == 1
    history = mind.facts.query("build", "status", history=True)
    assert len(history) == 8 and sum(f.retired_at is None for f in history) == 1
    assert sorted(v.verdict for v in verdicts).count("recorded") == 1


def _hold_lock(path, ready, release):
    with file_lock(path, timeout=5):
        ready.set()
        release.wait(10)


def test_axis_lock_excludes_another_process(tmp_path):
    path = tmp_path / "locks" / "axis.lock"
    ctx = multiprocessing.get_context("spawn")
    ready, release = ctx.Event(), ctx.Event()
    holder = ctx.Process(target=_hold_lock, args=(path, ready, release))
    holder.start()
    try:
        assert ready.wait(30)
        with pytest.raises(LockTimeout):
            with file_lock(path, timeout=0.2):
                pass
        release.set()
        holder.join(10)
        with file_lock(path, timeout=2):  # positive control: free once the holder leaves
            acquired = True
        assert acquired
    finally:
        release.set()
        holder.join(5)
        if holder.is_alive():
            holder.terminate()


# --- visibility: every status through every reader ------------------------------------


def test_every_status_through_every_reader(make_mind):
    mind = agent(make_mind)
    f = mind.facts
    f.register_predicate("lang", "single")
    f.register_predicate("home", "temporal-single")
    superseded = f.add("p1", "lang", "Python")
    # A person's Rust beats the agent's Python; a transcript cannot touch the person's.
    believed = mind.as_identity("cli:ann").facts.add("p1", "lang", "Rust")
    rejected = mind.as_identity("transcript-harvester").facts.add("p1", "lang", "Perl")
    f.add("p2", "lang", "Go", source="x")
    f.add("p2", "lang", "Go", session="other")  # a repeat by the same identity
    incumbent = mind.as_identity("cli:ann").facts.add("p3", "lang", "Java")
    challenger = f.add("p3", "lang", "Kotlin")  # agent vs person: contested
    invalid = f.add("p4", "lang", "C")
    f.invalidate(invalid.id)
    f.add("p5", "home", "Oslo", valid_from="2001")
    f.add("p5", "home", "Rome", valid_from="2010")  # Oslo v1 revised, v2 closed
    assert rejected.verdict == "rejected" and challenger.verdict == "contested"
    after_writes = time.time()

    history = f.query(history=True)
    by_status = {}
    for fact in history:
        by_status.setdefault(fact.status, set()).add(fact.id)
    assert set(by_status) == set(statuses("fact")), "every status is exercised"
    assert by_status[SUPERSEDED] == {superseded.id}
    assert by_status[REJECTED] == {rejected.id}
    assert by_status[INVALIDATED] == {invalid.id}
    assert by_status[CONTESTED] == {incumbent.id, challenger.id}
    assert believed.id in by_status[BELIEVED]

    def seen(facts):
        return {(x.id, x.status) for x in facts}

    everything = seen(history)
    live = {(i, s) for i, s in everything if s in (BELIEVED, CONTESTED)}
    oslo_closed = {(i, s) for i, s in everything if s == BELIEVED and f.get(i).object == "Oslo"}
    now_view = live - oslo_closed
    assert seen(f.query()) == now_view
    assert {
        (h.fact.id, h.fact.status) for h in f.search("programming language", limit=50)
    } <= now_view
    assert {h.fact.id for h in f.search("Kotlin", limit=50)} >= {challenger.id}
    assert seen(f.query(known_at=after_writes)) == now_view
    assert seen(f.query(as_of="2005")) == (
        live - {(i, s) for i, s in live if f.get(i).object == "Rome"}
    )
    assert {x.status for x in f.contested()} == {CONTESTED}
    # As known before anything was written: nothing. History of one fact: its versions.
    assert f.query(known_at="2000-01-01") == []
    assert [v.status for v in f.history(superseded.id)] == [SUPERSEDED]
    # A superseded fact was believed until it was retired.
    before_rust = f.get(superseded.id).recorded_at
    assert superseded.id in {x.id for x in f.query(known_at=before_rust, history=False)}


# --- review, scope, bad input, audit, search -------------------------------------------


def test_restore_is_review_gated_when_required(make_mind, isolated_home):
    from mgimind.security.review import approval_from_secret
    from mgimind.security.review_secret import store_secret
    from tests.terminal_helpers import PASSPHRASE

    mind = agent(make_mind)
    fact = mind.facts.add("fay", "likes", "tea")
    mind.facts.invalidate(fact.id)
    mind.config.review.require_human = True
    gated = mind
    from mgimind.security.review import ReviewRequired

    with pytest.raises(ReviewRequired):
        gated.facts.restore(fact.id)
    assert gated.facts.get(fact.id).status == INVALIDATED and gated.facts.query("fay") == []
    store_secret(isolated_home, PASSPHRASE)
    with pytest.raises(ReviewRequired, match="secret is wrong"):
        gated.facts.restore(
            fact.id, approval_from_secret("a guess of an agent", RESTORE_ACTION, fact.id)
        )
    assert gated.facts.get(fact.id).status == INVALIDATED
    restored = gated.facts.restore(
        fact.id, approval_from_secret(PASSPHRASE, RESTORE_ACTION, fact.id)
    )
    assert restored.fact.status == BELIEVED and objects(gated.facts.query("fay")) == ["tea"]


def test_confinement_holds_on_fact_reads_and_writes(make_mind):
    mind = make_mind()
    mind.libraries.create("team-a")
    mind.libraries.create("team-b")
    a = mind.facts.add("svc", "owner", "alice", library="team-a")
    mind.facts.add("svc", "owner", "bob", library="team-b")
    confined = mind.as_identity("token:ci", ["team-a"])
    assert objects(confined.facts.query("svc")) == ["alice"]
    assert objects(mind.facts.query("svc")) == ["alice", "bob"]
    assert {h.fact.library for h in confined.facts.search("svc owner")} == {"team-a"}
    with pytest.raises(ScopeDenied):
        confined.facts.add("svc", "owner", "eve", library="team-b")
    b_id = next(f.id for f in mind.facts.query("svc") if f.library == "team-b")
    with pytest.raises(NotFound):
        confined.facts.invalidate(b_id)
    assert confined.facts.get(a.id).object == "alice"


def test_bad_input_is_refused_and_nothing_changes(make_mind):
    mind = agent(make_mind)
    before = mind.store.count()
    for call in (
        lambda: mind.facts.add("", "p", "o"),
        lambda: mind.facts.add("s", "bad predicate!", "o"),
        lambda: mind.facts.add("s", "p", "o", valid_from="2024", valid_to="2020"),
        lambda: mind.facts.add("s", "p", "o", valid_from="not a date"),
        lambda: mind.facts.add("s", "token", "ghp_" + "a" * 36),
        lambda: mind.facts.register_predicate("p", "sometimes"),
    ):
        with pytest.raises(InvalidInput):
            call()
    assert mind.store.count() == before
    assert mind.facts.add("s", "p", "o").verdict == "recorded"  # positive control


def test_changing_to_single_is_refused_while_values_coexist(make_mind):
    mind = agent(make_mind)
    mind.facts.add("gil", "speaks", "English")
    mind.facts.add("gil", "speaks", "French")
    assert mind.facts.get_predicate("speaks").cardinality == "multi"
    with pytest.raises(InvalidInput):
        mind.facts.register_predicate("speaks", "single")
    assert mind.facts.get_predicate("speaks").cardinality == "multi"
    assert mind.facts.register_predicate("Native Language", "single").name == "native_language"


def test_every_fact_mutation_is_audited_with_actor_and_no_content(make_mind):
    mind = agent(make_mind)
    mind.facts.register_predicate("role", "single")
    first = mind.facts.add("hank", "role", "SecretiveTitleXYZ")
    mind.facts.add("hank", "role", "SecretiveTitleXYZ", session="s2")
    second = mind.as_identity("cli:ivy").facts.add("hank", "role", "lead")
    assert second.verdict == "won"
    assert mind.facts.add("hank", "role", "SecretiveTitleXYZ").verdict == "rejected"
    mind.facts.restore(first.id)
    mind.as_identity("cli:ivy").facts.confirm(first.id)
    mind.as_identity("cli:ivy").facts.invalidate(first.id)  # a confirmed fact: the person's
    entries = [e for e in mind.audit.entries() if e["action"].startswith("fact.")]
    actions = {e["action"] for e in entries}
    assert {
        "fact.add",
        "fact.confirm",
        "fact.duel",
        "fact.retire",
        "fact.reject",
        "fact.restore",
        "fact.invalidate",
    } <= actions
    assert all(e["actor"] in (AGENT, "cli:ivy") for e in entries)
    assert {e["id"] for e in entries} == {first.id, second.id}
    assert all(
        e.get("content_hash", "").startswith("sha256:")
        for e in entries
        if e["action"] != "fact.duel"
    )
    raw = mind.audit.path.read_text()
    assert "SecretiveTitleXYZ" not in raw and "hank" not in raw
    assert mind.audit.verify().ok


def test_only_a_person_can_confirm(make_mind):
    mind = agent(make_mind)
    fact = mind.facts.add("jo", "team", "infra")
    with pytest.raises(InvalidInput):
        mind.facts.confirm(fact.id)
    assert not mind.facts.get(fact.id).human_confirmed
    confirmed = mind.as_identity("cli:kim").facts.confirm(fact.id)
    assert confirmed.fact.human_confirmed and confirmed.fact.confirmed_by == "cli:kim"


def test_with_review_required_a_confirmation_needs_the_secret_whoever_asks(
    make_mind, isolated_home
):
    """Confirming decides a contest: with review required, a person's name is not
    enough (an agent can claim one); the review secret is."""
    from mgimind.memory.facts import CONFIRM_ACTION
    from mgimind.security.review import ReviewRequired, approval_from_secret
    from mgimind.security.review_secret import store_secret
    from tests.terminal_helpers import PASSPHRASE

    mind = agent(make_mind)
    claims = mind.as_identity("cli:kim")
    mind.facts.register_predicate("team", "single")
    first = claims.facts.add("lu", "team", "infra", source="wiki").fact
    rival = mind.facts.add("lu", "team", "data", source="chat")
    assert rival.verdict == "contested"
    mind.config.review.require_human = True
    store_secret(isolated_home, PASSPHRASE)
    with pytest.raises(ReviewRequired, match="needs human review"):
        claims.facts.confirm(first.id)
    wrong = approval_from_secret("the agent guesses", CONFIRM_ACTION, first.id)
    with pytest.raises(ReviewRequired, match="secret is wrong"):
        claims.facts.confirm(first.id, wrong)
    assert not mind.facts.get(first.id).human_confirmed
    assert mind.facts.get(rival.id).status == "contested"
    right = approval_from_secret(PASSPHRASE, CONFIRM_ACTION, first.id)
    assert claims.facts.confirm(first.id, right).verdict == "won"
    assert mind.facts.get(rival.id).status == "superseded"


def test_search_finds_current_facts_only(make_mind):
    mind = agent(make_mind)
    mind.facts.register_predicate("database", "single")
    old = mind.facts.add("shop", "database", "MySQL")
    mind.facts.add("shop", "database", "PostgreSQL")
    mind.facts.add("shop", "deploys_with", "Kubernetes")
    hits = mind.facts.search("which database does the shop use", limit=5)
    assert hits[0].fact.object == "PostgreSQL" and hits[0].similarity > 0.3
    assert old.id not in {h.fact.id for h in hits}


# --- CLI ---------------------------------------------------------------------------


def test_cli_fact_commands(run):
    assert (
        run("predicate", "register", "lives_in", "--cardinality", "temporal-single").exit_code == 0
    )
    got = json.loads(run("predicate", "get", "lives_in", "--json").output)
    assert got["cardinality"] == "temporal-single"
    assert [p["name"] for p in json.loads(run("predicate", "list", "--json").output)] == [
        "lives_in"
    ]
    berlin = json.loads(
        run("fact", "add", "Alice", "lives_in", "Berlin", "--valid-from", "2020", "--json").output
    )
    assert berlin["verdict"] == "recorded"
    out = run("fact", "add", "Alice", "lives_in", "Munich", "--valid-from", "2024").output
    assert out.startswith("recorded:") and "closed" in out
    now = json.loads(run("fact", "query", "--subject", "alice", "--json").output)
    assert [f["object"] for f in now] == ["Munich"]
    then = json.loads(run("fact", "query", "--as-of", "2022", "--json").output)
    assert [f["object"] for f in then] == ["Berlin"]
    assert len(json.loads(run("fact", "query", "--history", "--json").output)) == 3
    assert run("fact", "invalidate", berlin["id"]).exit_code == 0
    again = json.loads(
        run("fact", "add", "Alice", "lives_in", "Berlin", "--valid-from", "2020", "--json").output
    )
    assert again["verdict"] == "rejected"
    assert run("fact", "restore", berlin["id"]).exit_code == 0
    then = json.loads(run("fact", "query", "--as-of", "2022", "--json").output)
    assert [f["object"] for f in then] == ["Berlin"]
    assert json.loads(run("fact", "contested", "--json").output) == []
    bad = run("fact", "add", "Alice", "lives_in", "Paris", "--valid-from", "someday")
    assert bad.exit_code == 1 and "Error:" in bad.output and "Traceback" not in bad.output

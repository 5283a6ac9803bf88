"""Facts re-tested against later evidence (mgimind/memory/facts/retest.py, evidence.py).

Every negative check holds a positive control in the same test: an unrelated memory opens
no contest *and* a contradicting one does; a restatement raises confidence *and* a
contradiction lowers it. Runs on the embedded backend (the re-test reads through the same
backend interface as every reader; tests/test_facts.py covers both backends).
"""

from __future__ import annotations

import os
import re
import threading
import time

import pytest

from mgimind import operations
from mgimind.config import Config
from mgimind.memory.facts import evidence
from mgimind.memory.facts.retest import Retester
from mgimind.memory.facts.retest_service import RetestService
from mgimind.memory.facts.statuses import BELIEVED, CONTESTED, INVALIDATED

DAY = 86400


@pytest.fixture
def backend_kind():
    return "edge"


@pytest.fixture
def mind(make_mind):
    mind = make_mind(actor="agent:a")
    mind.facts.register_predicate("port", "single")
    mind.facts.register_predicate("lead", "single")
    return mind


def current(mind, subject, predicate):
    return {f.object: f for f in mind.facts.query(subject, predicate)}


def test_a_contradicting_memory_opens_a_contest_and_an_unrelated_one_does_not(mind):
    api = mind.facts.add("API", "port", "8080").fact
    lead = mind.facts.add("billing", "lead", "Bob").fact
    mind.memories.add("The frontend dev server runs on port 3000 now.")  # other subject
    mind.memories.add("Lunch on Friday is at the Thai place.")
    mind.memories.add("Heads up: we moved the API to port 9090 because of a clash.")

    report = mind.facts.retest()

    assert report["facts"] == 2 and report["contests"] == 1
    api_now = current(mind, "API", "port")
    # Positive control: the contradiction opened a contest; the old value is still
    # current (contested), nothing was retired: no silent flip.
    assert set(api_now) == {"8080", "9090"}
    assert api_now["8080"].status == CONTESTED and api_now["9090"].status == CONTESTED
    assert api_now["8080"].rivals == [api_now["9090"].id]
    assert api_now["8080"].confidence < api.confidence
    assert api_now["9090"].source.startswith("retest:")
    assert {f.id for f in mind.facts.contested()} == {api.id, api_now["9090"].id}
    # Negative: nothing said about billing's lead, so it is untouched.
    bill = current(mind, "billing", "lead")
    assert list(bill) == ["Bob"] and bill["Bob"].status == BELIEVED
    assert bill["Bob"].confidence == lead.confidence and bill["Bob"].retested_at


def test_a_person_decides_the_contest_a_retest_opened(mind):
    api = mind.facts.add("API", "port", "8080").fact
    mind.memories.add("We moved the API to port 9090 yesterday.")
    mind.facts.retest()
    rival = current(mind, "API", "port")["9090"]
    person = mind.as_identity("cli:pat")
    assert person.facts.confirm(rival.id).verdict == "won"
    assert list(current(mind, "API", "port")) == ["9090"]
    assert mind.facts.get(api.id).status == "superseded"


def test_a_confirmation_raises_confidence_and_a_contradiction_lowers_it(mind):
    f = mind.facts.add("API", "port", "8080").fact
    mind.memories.add("Checked again: the API answers on port 8080 as before.")
    mind.facts.retest()
    raised = mind.facts.get(f.id)
    assert raised.confidence > f.confidence and raised.status == BELIEVED
    assert raised.last_confirmed_at > f.last_confirmed_at

    mind.memories.add("Ana switched the API to port 7070 this morning.")
    mind.facts.retest()
    assert mind.facts.get(f.id).confidence < raised.confidence


def test_the_same_evidence_moves_a_fact_once(mind):
    f = mind.facts.add("API", "port", "8080").fact
    mind.memories.add("We moved the API to port 9090 yesterday.")
    first = mind.facts.retest(fact_id=f.id)
    again = mind.facts.retest(fact_id=f.id)
    assert first["doubts"] == 1 and again["doubts"] == 0
    assert mind.facts.get(f.id).doubts == 1
    assert len(current(mind, "API", "port")) == 2


def test_two_memories_naming_the_same_new_value_open_one_contest(mind):
    f = mind.facts.add("API", "port", "8080").fact
    mind.memories.add("We moved the API to port 9090 yesterday.")
    mind.memories.add("Reminder: the API listens on 9090 since the proxy change.")
    report = mind.facts.retest(fact_id=f.id)
    assert report["doubts"] == 2 and report["contests"] == 1
    values = current(mind, "API", "port")
    assert set(values) == {"8080", "9090"} and values["9090"].confirmations == 2
    assert mind.facts.get(f.id).doubts == 2


def test_evidence_never_revives_a_tombstone(mind):
    f = mind.facts.add("API", "port", "8080").fact
    old = mind.facts.add("API", "port", "9090").fact  # agent vs agent: 9090 wins
    mind.as_identity("cli:pat").facts.invalidate(old.id)  # a person rules 9090 out
    # the earlier value is superseded; restore it so one value is current
    assert f.id != old.id
    mind.as_identity("cli:pat").facts.restore(f.id)
    mind.memories.add("We moved the API to port 9090 yesterday.")
    report = mind.facts.retest(fact_id=f.id)
    assert report["skipped"] == 1 and report["contests"] == 0
    assert mind.facts.get(old.id).status == INVALIDATED
    assert list(current(mind, "API", "port")) == ["8080"]


def test_a_negation_without_another_value_lowers_confidence_but_opens_no_contest(mind):
    f = mind.facts.add("project", "uses", "postgres").fact  # multi: values coexist
    mind.memories.add("The project also uses redis for caching.")  # a second value: nothing
    assert mind.facts.retest()["doubts"] == 0
    mind.memories.add("The project no longer uses postgres.")
    report = mind.facts.retest()
    after = mind.facts.get(f.id)
    assert report["doubts"] == 1 and report["contests"] == 0
    assert after.confidence < f.confidence and after.status == BELIEVED
    doubt = [e for e in mind.audit.entries() if e["action"] == "fact.doubt"][-1]
    assert doubt["reason"] == "negating-evidence" and "rival" not in doubt


def test_a_harvested_exchange_counts_as_a_transcript_and_only_if_said_after(mind):
    f = mind.facts.add("API", "port", "8080").fact
    said = "User: where is the API now?\n\nAssistant: We moved the API to port 9090."
    exchange = {"type": "exchange", "harvest_key": "k1", "timestamp": "2001-01-01T00:00:00Z"}
    # said long before the fact was recorded (harvested late): not newer evidence
    mind.memories.add(said, author="claude-code", source="claude-code:s1", metadata=exchange)
    assert mind.facts.retest()["doubts"] == 0 and mind.facts.get(f.id).status == BELIEVED
    # said after it: a doubt, weighed as a transcript (0.6) rather than an agent's note (0.8)
    later = {**exchange, "harvest_key": "k2", "timestamp": "2099-01-01T00:00:00Z"}
    mind.memories.add(said + " ", author="claude-code", source="claude-code:s1", metadata=later)
    assert mind.facts.retest()["doubts"] == 1
    assert mind.facts.get(f.id).confidence == pytest.approx(0.75 * (1 - 0.5 * 0.6))


def test_evidence_older_than_the_fact_is_not_evidence(mind):
    mind.memories.add("We moved the API to port 9090 yesterday.")
    time.sleep(0.01)
    f = mind.facts.add("API", "port", "8080").fact
    assert mind.facts.retest()["doubts"] == 0
    assert mind.facts.get(f.id).status == BELIEVED


def test_an_unconfirmed_fact_shows_its_age_in_the_briefing(mind):
    clock = mind.facts.axes.clock
    mind.facts.axes.clock = lambda: clock() - 200 * DAY
    mind.facts.add("billing", "lead", "Bob")
    mind.facts.axes.clock = clock
    mind.facts.add("API", "port", "8080")
    text = mind.briefing().text
    bob = next(line for line in text.splitlines() if "billing lead Bob" in line)
    api = next(line for line in text.splitlines() if "API port 8080" in line)
    assert "not confirmed for 200 days" in bob and "not confirmed" not in api
    assert "retest" in operations.table()["fact.retest"].name
    status = mind.facts.retest_status()
    assert status["stale"] == 1 and status["current"] == 2


def test_a_confirmation_resets_the_age(mind):
    clock = mind.facts.axes.clock
    mind.facts.axes.clock = lambda: clock() - 200 * DAY
    mind.facts.add("billing", "lead", "Bob")
    mind.facts.axes.clock = clock
    # Memories are recorded now, after the (back-dated) fact.
    mind.memories.add("Bob leads billing, as ever; ask him about invoices.")
    mind.facts.retest()
    line = next(x for x in mind.briefing().text.splitlines() if "billing lead Bob" in x)
    assert "not confirmed" not in line


def test_the_contest_and_doubt_show_in_the_briefing(mind):
    mind.facts.add("billing", "lead", "Bob")
    mind.memories.add("Ana now leads billing; Bob moved to the platform group.")
    mind.facts.retest()
    lines = [x for x in mind.briefing().text.splitlines() if "billing lead" in x]
    assert len(lines) == 2 and all("contested, awaiting review" in x for x in lines)


def test_the_audit_holds_ids_counts_and_codes_never_text(mind):
    f = mind.facts.add("API", "port", "8080").fact
    m = mind.memories.add("We moved the API to port 9090 yesterday.")
    mind.facts.retest()
    lines = mind.audit.path.read_text()
    # As a word: a hash or an id may hold the digits 9090 by chance (it did, once).
    assert not re.search(r"\b9090\b", lines) and "moved" not in lines
    doubt = [e for e in mind.audit.entries() if e["action"] == "fact.doubt"][0]
    assert doubt["id"] == f.id and doubt["evidence"] == m.id
    assert doubt["reason"] == "contradicting-evidence" and doubt["rule"] == "other-value-changed"
    assert "redacted" not in doubt and doubt["confidence"] < doubt["confidence_before"]
    assert any(e["action"] == "fact.retest" for e in mind.audit.entries())


def test_the_operation_runs_on_a_scope(mind):
    mind.libraries.create("ops")
    mind.facts.add("API", "port", "8080", library="ops")
    mind.facts.add("API", "port", "8080")  # shared
    mind.memories.add("We moved the API to port 9090.", "ops")
    result = operations.call(mind, "fact.retest", {"libraries": ["ops"]})
    assert result["facts"] == 1 and result["contests"] == 1
    status = operations.call(mind, "fact.retest_status", {"libraries": ["ops"]})
    assert status["contested"] == 2 and status["last"]["facts"] == 1
    assert len(mind.facts.contested(["shared"])) == 0


def test_the_task_yields_a_prompt_hook_is_answered_while_it_runs(mind, tmp_path):
    """The service's thread runs niced and holds no lock while it reads evidence: a
    prompt hook's recall and a fact write go through while a re-test is mid-batch."""
    from mgimind.hooks.events import HookEvents

    from mgimind.hostapi import HookEvent

    for i in range(3):
        mind.facts.add(f"service{i}", "port", str(8000 + i))
    mind.memories.add("We moved service1 to port 9001 during the migration.")
    mind.memories.add("The deploy checklist: run the smoke tests before tagging.")
    inside, release = threading.Event(), threading.Event()
    seen_nice = []
    service = RetestService(mind, mind.write_lock, poll_s=0.05)
    reading = service.retester._evidence

    def slow_evidence(payload, since, qvec):
        seen_nice.append(os.getpriority(os.PRIO_PROCESS, threading.get_native_id()))
        inside.set()
        release.wait(30)
        return reading(payload, since, qvec)

    service.retester._evidence = slow_evidence
    mind.config.facts.retest_delay_s = 0
    project = tmp_path / "proj"
    project.mkdir()
    service.start()
    try:
        assert inside.wait(30), "the re-test did not start"
        assert service.busy()
        t0 = time.monotonic()
        got = mind.write_lock.acquire(timeout=0)  # nobody holds it while evidence is read
        assert got
        mind.write_lock.release()
        hooks = HookEvents()
        answer = hooks.run(
            mind,
            HookEvent(
                "prompt", "claude-code", "s1", str(project), prompt="what is the deploy checklist?"
            ),
        )
        mind.facts.add("billing", "lead", "Bob")  # a write goes through too
        elapsed = time.monotonic() - t0
        assert elapsed < 1.0, elapsed
        assert "smoke tests" in str(answer)
        assert seen_nice and seen_nice[0] >= 15  # the background thread runs niced
    finally:
        release.set()
        deadline = time.monotonic() + 60
        while service.busy() and time.monotonic() < deadline:
            time.sleep(0.05)
        service.stop()
    # ...and it then did its work: the contradicted fact is contested.
    assert mind.facts.query("service1", "port")[0].status == CONTESTED
    assert not service.due()  # the next cycle waits an interval


def test_the_service_is_registered_and_follows_its_config(isolated_home, embedder):
    from mgimind.plugins import load_plugins

    names = []
    from mgimind.engine.mind import Mind

    config = Config()
    assert config.facts.retest and config.facts.retest_interval_s == 3600  # hourly by default
    config.facts.retest = False
    with Mind(isolated_home, embedder=embedder, config=config) as m:
        load_plugins().hook.register_daemon_services(
            register=lambda name, s: names.append((name, s)), mind=m, lock=m.write_lock
        )
        service = dict(names)["fact-retest"]
        assert isinstance(service, RetestService) and not service.due()
        m.config.facts.retest = True
        m.config.facts.retest_delay_s = 0
        assert service.due()  # never ran: due at once
        Retester(service.mind).mark_cycle(time.time())
        assert not service.due()
        assert service.mind.actor == "daemon:retest"


# --- the extractor's rules, one line each (benchmark/fact_retest.py measures them) -----


@pytest.mark.parametrize(
    "subject,predicate,obj,text,single,kind",
    [
        ("API", "port", "8080", "We moved the API to port 9090.", True, "contradicts"),
        ("API", "port", "8080", "The API on port 8080 is slow today.", True, "confirms"),
        ("billing", "lead", "Bob", "Ana now leads billing.", True, "contradicts"),
        ("billing", "lead", "Bob", "Should Ana lead billing?", True, None),  # a question
        ("billing", "lead", "Bob", "We might let Ana lead billing.", True, None),  # a plan
        ("API", "port", "8080", "The frontend runs on port 3000.", True, None),  # other subject
        ("project", "uses", "postgres", "The project uses redis too.", False, None),  # multi
        (
            "project",
            "uses",
            "postgres",
            "We switched the project from postgres to mysql.",
            False,
            "contradicts",
        ),
        ("project", "uses", "postgres", "The project uses postgres, still.", False, "confirms"),
        ("project", "uses", "postgres", "The project no longer uses postgres.", False, "negated"),
        (
            "billing",
            "lead",
            "Bob",
            "User: hi\n\nAssistant: billing is led by Ana.",
            True,
            "contradicts",
        ),
    ],
)
def test_extractor_rules(subject, predicate, obj, text, single, kind):
    found = evidence.verdict(evidence.extract(subject, predicate, obj, text, single=single))
    assert (found.kind if found else None) == kind


def test_a_real_daemon_runs_the_task_and_serves_the_operation(tmp_path, embedder):
    """The daemon registers the re-test service, and `fact.retest` over the socket opens
    the contest (the re-test takes the daemon's write lock per fact itself)."""
    from daemon_helpers import running_daemon, start

    import mgimind
    from mgimind.doors.client import DaemonClient

    home = tmp_path / "daemon-home"
    with mgimind.open(home, in_process=True, embedder=embedder) as mind:
        mind.facts.register_predicate("port", "single")  # a person's, in this process
    with running_daemon(home):
        # the socket answers while the services register: wait for the list to hold it
        deadline = time.monotonic() + 30
        while "fact-retest" not in (services := start(home)["services"]):
            assert time.monotonic() < deadline, f"no fact-retest service: {services}"
            time.sleep(0.1)
        client = DaemonClient(home, actor="agent:test")
        try:
            f = client.facts.add("API", "port", "8080").fact
            client.memories.add("Heads up: we moved the API to port 9090 yesterday.")
            result = operations.call(client, "fact.retest", {})
            assert result["contests"] == 1
            assert client.facts.get(f.id).status == CONTESTED
            status = operations.call(client, "fact.retest_status", {})
            assert status["contested"] == 2 and status["runs"] == 1
        finally:
            client.close()


def test_the_cli_runs_a_retest_and_shows_its_status(run):
    assert run("predicate", "register", "port", "--cardinality", "single").exit_code == 0
    assert run("fact", "add", "API", "port", "8080").exit_code == 0
    assert run("add", "We moved the API to port 9090 yesterday.").exit_code == 0
    out = run("fact", "retest").output
    assert "1 doubted (1 contest(s) opened)" in out and "mgimind fact contested" in out
    status = run("fact", "retest-status").output
    assert "2 contested" in status and "1 doubted" in status
    assert run("fact", "retest", "--json").exit_code == 0

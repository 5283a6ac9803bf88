"""Candidate extraction: the register_candidate_extractors hook (the rules are its
default) and the optional local extractor, its real client and service run against a
fake model server on loopback speaking the chat completions protocol: valid, malformed,
invalid, slow, enormous and missing answers; clear errors counted, nothing half-written,
nothing on a hook path, and nothing sent at all while it is off."""

from __future__ import annotations

import json
import socket
import time
from pathlib import Path

import pytest
from fakes.chat_server import (
    FakeChatServer,
    candidates,
    content,
    enormous,
    hang,
    raw,
    status,
    trickle,
)
from transcript_factory import TranscriptWriter

from mgimind.config import Config, ExtractorConfig, save_config
from mgimind.extractor.client import ChatClient, ExtractorError
from mgimind.extractor.service import LocalExtractor, running_for
from mgimind.extractor.status import describe, read_status
from mgimind.plugins import load_plugins
from mgimind.pluginspecs import hookimpl
from mgimind.store.base import Eq, where

edge_only = pytest.mark.parametrize("backend_kind", ["edge"], indirect=True)
SECRET = "sk-ant-api03-Zx9Qw8Er7Ty6Ui5Op4As3Df2Gh1Jk0LzXcVbNm"

FACT = {
    "kind": "fact",
    "text": "The staging database runs PostgreSQL 16.",
    "subject": "staging database",
    "predicate": "runs",
    "object": "PostgreSQL 16",
}
PROCEDURE = {
    "kind": "procedure",
    "text": "When: role app does not exist Fix: create role app in the init script",
    "error": "role app does not exist",
    "fix": "create role app in the init script",
}


def extractor_config(url: str, **kw) -> ExtractorConfig:
    return ExtractorConfig(enabled=True, url=url, model="fake-7b", **kw)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def memories(mind, **metadata) -> list[dict]:
    points = mind.store.scroll(where(Eq("kind", "memory"), Eq("chunk", 0)))
    return [
        p.payload
        for p in points
        if all(p.payload.get("metadata", {}).get(k) == v for k, v in metadata.items())
    ]


def transcript(tmp_path: Path, n: int = 3) -> Path:
    w = TranscriptWriter(cwd=str(tmp_path))
    for i in range(n):
        w.user(f"Question {i}: which database does staging use, and where do backups go?")
        w.assistant(f"Answer {i}: staging runs PostgreSQL 16; backups go to the NAS share.")
    path = tmp_path / f"{w.session_id}.jsonl"
    path.write_text(w.text(), encoding="utf-8")
    return path


def wait_for(predicate, timeout: float = 30.0, step: float = 0.05):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(step)
    raise AssertionError("timed out waiting")


@pytest.fixture
def plugin():
    pm = load_plugins()
    registered = []

    def add(obj):
        pm.register(obj, name=f"inline-extractor-{len(registered)}")
        registered.append(obj)
        return obj

    yield add
    for obj in registered:
        pm.unregister(obj)


# --- the hook ---------------------------------------------------------------------------


@edge_only
def test_hook_register_candidate_extractors(plugin, make_mind, tmp_path):
    from mgimind.harvest.rules import Candidate

    seen = []

    class Plugin:
        @hookimpl
        def register_candidate_extractors(self, register, mind):
            def extract(exchange, provenance):
                seen.append(provenance)
                said = exchange.user[0].text[:60]
                return [Candidate("fact", f"The user said: {said}", "toy rule")]

            register("toy", extract)
            register("broken", lambda exchange, provenance: 1 / 0)  # costs only itself

    plugin(Plugin())
    mind = make_mind()
    w = TranscriptWriter(cwd=str(tmp_path))
    w.user("We decided to use PostgreSQL 16 for the staging database from now on.")
    w.assistant("Understood; backups go to the NAS share.")
    path = tmp_path / "t.jsonl"
    path.write_text(w.text())
    report = mind.harvester.harvest_file(path)
    # the toy's candidate and the default rules' decision, both quarantined
    assert report.candidates == {"fact:quarantined": 2}, report.candidates
    toy = [
        p for p in memories(mind, type="candidate-fact") if p["metadata"]["reason"] == "toy rule"
    ]
    assert len(toy) == 1 and toy[0]["status"] == "quarantined"
    assert seen[0]["transcript"] == str(path) and seen[0]["exchange"]
    assert seen[0]["session_id"] == w.session_id

    class Replaces:
        @hookimpl
        def register_candidate_extractors(self, register, mind):
            register("rules", lambda exchange, provenance: [])  # a plugin replaces the rules

    plugin(Replaces())
    path2 = tmp_path / "t2.jsonl"
    w2 = TranscriptWriter(cwd=str(tmp_path))
    w2.user("We decided to use Redis 7 for the session cache from now on.")
    w2.assistant("Noted.")
    path2.write_text(w2.text())
    report = mind.harvester.harvest_file(path2)
    assert report.candidates == {"fact:quarantined": 1}  # the toy's only
    assert not any(
        "Redis" in p["text"]
        for p in memories(mind, type="candidate-fact")
        if p["metadata"]["reason"] != "toy rule"
    )


# --- the client against the fake server -------------------------------------------------


def test_client_sends_a_chat_completion_with_a_json_schema_and_validates_the_answer():
    with FakeChatServer(lambda body: candidates(FACT, PROCEDURE)) as server:
        client = ChatClient(extractor_config(server.url))
        valid, refused = client.extract("User: which database?\n\nAssistant: PostgreSQL 16")
        client.close()
    assert [c.kind for c in valid] == ["fact", "procedure"] and refused == 0
    assert valid[0].fields() == {
        "subject": "staging database",
        "predicate": "runs",
        "object": "PostgreSQL 16",
    }
    (body,) = server.requests
    assert body["model"] == "fake-7b" and body["stream"] is False and body["max_tokens"] > 0
    assert body["response_format"]["type"] == "json_schema"
    schema = body["response_format"]["json_schema"]["schema"]
    assert "candidates" in schema["properties"]
    assert body["messages"][0]["role"] == "system"
    assert "PostgreSQL 16" in body["messages"][1]["content"]


@pytest.mark.parametrize(
    "answer, kind",
    [
        (content("the staging db is postgres"), "malformed"),  # prose, not JSON
        (content('{"candidates": [{"kind": "fact", "text": "trunc'), "malformed"),
        (raw(b"<html>502 Bad Gateway</html>"), "malformed"),  # not a chat completion
        (raw(b'{"choices": []}'), "malformed"),
        (content('["a list, not an object"]'), "invalid"),
        (content('{"facts": []}'), "invalid"),
        (status(500), "http"),
        (status(400), "http"),
    ],
)
def test_bad_answers_are_clear_errors_that_never_quote_the_answer(answer, kind):
    with FakeChatServer(lambda body: answer) as server:
        client = ChatClient(extractor_config(server.url))
        with pytest.raises(ExtractorError) as e:
            client.extract("User: hi\n\nAssistant: hello")
        client.close()
    assert e.value.kind == kind
    assert "postgres" not in str(e.value) and "Bad Gateway" not in str(e.value)


def test_each_candidate_is_validated_on_its_own():
    bad = [
        {"kind": "opinion", "text": "Staging is nice and fast."},  # unknown kind
        {"kind": "fact", "text": "short"},  # too short
        {"kind": "fact", "text": "x" * 600},  # too long
        {"kind": "fact", "text": "A fact with an extra field.", "confidence": 0.9},
        "a string",
    ]
    with FakeChatServer(lambda body: candidates(FACT, *bad)) as server:
        client = ChatClient(extractor_config(server.url))
        valid, refused = client.extract("text")
        client.close()
    assert [c.text for c in valid] == [FACT["text"]] and refused == 5


def test_a_fenced_json_answer_is_read():
    fenced = "```json\n" + json.dumps({"candidates": [FACT]}) + "\n```"
    with FakeChatServer(lambda body: content(fenced)) as server:
        client = ChatClient(extractor_config(server.url))
        valid, _ = client.extract("text")
        client.close()
    assert len(valid) == 1


def test_a_server_that_is_down_a_hang_and_a_trickle_fail_within_the_timeout():
    client = ChatClient(extractor_config(f"http://127.0.0.1:{free_port()}/v1", timeout_s=1))
    with pytest.raises(ExtractorError) as e:
        client.extract("text")
    assert e.value.kind == "down"
    for behaviour in (hang(), trickle(1000, 0.3)):
        with FakeChatServer(lambda body, b=behaviour: b) as server:
            client = ChatClient(extractor_config(server.url, timeout_s=1))
            began = time.monotonic()
            with pytest.raises(ExtractorError) as e:
                client.extract("text")
            spent = time.monotonic() - began
            client.close()
        assert e.value.kind == "timeout" and spent < 2.5, (behaviour, spent)


@pytest.mark.parametrize("declare", [True, False])
def test_an_enormous_answer_is_cut_at_the_cap(declare):
    with FakeChatServer(lambda body: enormous(50_000_000, declare=declare)) as server:
        client = ChatClient(extractor_config(server.url, max_answer_bytes=100_000))
        began = time.monotonic()
        with pytest.raises(ExtractorError) as e:
            client.extract("text")
        client.close()
    assert e.value.kind == "too_large" and time.monotonic() - began < 5


# --- the service: queue, worker, admission ----------------------------------------------


def _job(i: int, tmp_path) -> tuple[str, dict]:
    return (
        f"User: question {i}\n\nAssistant: answer {i}",
        {
            "session_id": "sess-1",
            "project": str(tmp_path),
            "agent": "claude-code",
            "transcript": str(tmp_path / "t.jsonl"),
            "parser": "claude-code",
            "exchange": f"exchange-{i}",
        },
    )


@edge_only
def test_valid_candidates_land_in_quarantine_with_their_provenance(make_mind, tmp_path):
    mind = make_mind()
    with FakeChatServer(lambda body: candidates(FACT, PROCEDURE, {"kind": "x"})) as server:
        service = LocalExtractor(mind, mind.write_lock, extractor_config(server.url))
        service.start()
        try:
            assert running_for(mind.home) is service
            assert service.offer(*_job(1, tmp_path))
            st = wait_for(lambda: (s := read_status(mind.home)).done and s)
        finally:
            service.stop()
    assert running_for(mind.home) is None
    assert st.done == 1 and st.failed == 0 and st.refused_candidates == 1
    assert st.candidates == {"quarantined": 2}
    found = memories(mind, extractor="local-model")
    assert len(found) == 2 and {p["status"] for p in found} == {"quarantined"}
    meta = next(p["metadata"] for p in found if p["metadata"]["type"] == "candidate-fact")
    assert meta["model"] == "fake-7b" and meta["endpoint"] == server.url
    assert meta["transcript"] == str(tmp_path / "t.jsonl") and meta["from_exchange"] == "exchange-1"
    assert meta["session_id"] == "sess-1" and meta["object"] == "PostgreSQL 16"
    assert "local model fake-7b" in meta["reason"]
    # never current: not found by a search, listed for review
    hits = mind.memories.search("staging database PostgreSQL 16", limit=10)
    assert not any(h.metadata.get("extractor") for h in hits)
    assert any(q.metadata.get("extractor") == "local-model" for q in mind.admission.list())
    # the same answer again is a duplicate, never a second copy
    with FakeChatServer(lambda body: candidates(FACT)) as server:
        again = LocalExtractor(mind, mind.write_lock, extractor_config(server.url))
        again.start()
        try:
            again.offer(*_job(1, tmp_path))
            wait_for(lambda: again.status.done)
        finally:
            again.stop()
    assert again.status.candidates == {"duplicate": 1}
    assert len(memories(mind, extractor="local-model")) == 2


@edge_only
def test_every_failure_is_counted_and_nothing_is_half_written(make_mind, tmp_path):
    mind = make_mind()
    answers = [
        content("not json at all"),
        content('{"candidates": [{"kind": "fact", "text": "The cut-off ans'),
        content('{"nope": 1}'),
        status(500),
        enormous(5_000_000),
        hang(),
    ]
    calls = iter(answers)
    before = mind.memories.count()
    with FakeChatServer(lambda body: next(calls)) as server:
        config = extractor_config(server.url, timeout_s=1, max_answer_bytes=100_000)
        service = LocalExtractor(mind, mind.write_lock, config)
        service.start()
        try:
            for i in range(len(answers)):
                assert service.offer(*_job(i, tmp_path))
            wait_for(lambda: service.status.failed == len(answers), timeout=20)
        finally:
            service.stop()
    st = read_status(mind.home)
    assert st.errors == {"malformed": 2, "invalid": 1, "http": 1, "too_large": 1, "timeout": 1}
    assert st.done == 0 and st.dropped == 0 and st.last_error.startswith("timeout")
    assert mind.memories.count() == before  # nothing of any failed answer was stored
    # the status never carries the model's text
    assert "cut-off" not in (mind.home / "extractor" / "status.json").read_text()


@edge_only
def test_an_endpoint_that_is_down_is_waited_for_then_the_exchange_goes_through(
    make_mind, tmp_path, monkeypatch
):
    import mgimind.extractor.service as service_module

    monkeypatch.setattr(service_module, "DOWN_FIRST_PAUSE_S", 0.2)
    mind = make_mind()
    port = free_port()
    service = LocalExtractor(
        mind, mind.write_lock, extractor_config(f"http://127.0.0.1:{port}/v1", queue_size=2)
    )
    service.start()
    try:
        for i in range(4):
            service.offer(*_job(i, tmp_path))
        st = wait_for(lambda: (s := read_status(mind.home)).errors.get("down", 0) >= 2 and s)
        assert st.failed == 0 and st.working and st.last_error.startswith("down: nothing answers")
        assert st.queued + st.dropped == 3  # one waits in hand, the rest queue or drop
        assert st.waiting and not service.busy()  # waiting keeps no daemon from idle-exiting
        assert "waiting for the endpoint" in describe(st)
        with FakeChatServer(lambda body: candidates(FACT), port=port) as server:
            wait_for(lambda: service.status.done == 4 - service.status.dropped, timeout=20)
            assert not service.status.waiting
    finally:
        service.stop()
    assert len(server.requests) == 4 - service.status.dropped and service.status.failed == 0
    assert service.status.candidates == {"quarantined": 1, "duplicate": 3 - service.status.dropped}


@edge_only
def test_a_full_queue_drops_and_counts_without_waiting(make_mind, tmp_path):
    mind = make_mind()
    with FakeChatServer(lambda body: hang()) as server:
        config = extractor_config(server.url, queue_size=3, timeout_s=30)
        service = LocalExtractor(mind, mind.write_lock, config)
        service.start()
        try:
            service.offer(*_job(0, tmp_path))
            wait_for(lambda: server.requests)  # the worker is stuck in the hung request
            offers = []
            for i in range(1, 50):
                began = time.perf_counter()
                service.offer(*_job(i, tmp_path))
                offers.append(time.perf_counter() - began)
            st = wait_for(lambda: (s := read_status(mind.home)).dropped == 46 and s, timeout=5)
            assert st.queued == 3 and st.working and st.running
            # An offer never waits for the model (hung for 30 s): the bound only allows
            # for a busy machine's scheduling.
            assert max(offers) < 1.0 and sorted(offers)[len(offers) // 2] < 0.02, offers
            assert service.busy()
            # a write to the store is not kept waiting behind the hung endpoint
            began = time.perf_counter()
            mind.memories.add("The deploy window is Tuesday 14:00 to 16:00 UTC.")
            assert time.perf_counter() - began < 2.0
        finally:
            began = time.monotonic()
            service.stop(timeout=1)
            assert time.monotonic() - began < 3
    st = read_status(mind.home)
    assert not st.running and st.abandoned == 4  # three queued and the one in flight
    assert st.queued == 0 and st.done == 0


def test_what_is_offered_is_capped_and_holds_no_credential(tmp_path):
    from types import SimpleNamespace

    from mgimind.harvest.exchanges import Exchange
    from mgimind.harvest.records import Turn

    ex = Exchange(start=0, end=10)
    ex.user.append(Turn("user", f"Deploy with {SECRET} now. " + "word " * 1_000_000, 0, 5))
    ex.assistant.append(Turn("assistant", "Done. " * 100_000, 5, 10))
    config = extractor_config("http://127.0.0.1:9/v1", max_input_chars=6000)
    service = LocalExtractor(SimpleNamespace(home=tmp_path), config=config)  # not started
    assert service.extract(ex, {"exchange": "x"}) == []  # proposes nothing now
    job = service.queue.get_nowait()
    assert len(job.text) <= 6000 and SECRET not in job.text and "Deploy with" in job.text
    assert "Assistant: Done." in job.text  # both sides kept, each cut


# --- the plugin: off by default, on in the daemon ---------------------------------------


def _daemon(home, embedder, config: Config):
    from mgimind.doors.daemon.server import Daemon
    from mgimind.engine.mind import Mind

    mind = Mind(home, embedder=embedder, config=config)
    daemon = Daemon(home, mind=mind, idle_timeout_s=600)
    daemon.startup()
    return daemon


def test_with_the_plugin_off_nothing_is_ever_sent(isolated_home, embedder, tmp_path):
    assert Config().extractor.enabled is False  # off by default
    with FakeChatServer(lambda body: candidates(FACT)) as server:
        config = Config(extractor={"url": server.url, "model": "fake-7b"})  # set up, not on
        daemon = _daemon(isolated_home, embedder, config)
        try:
            assert "local-extractor" not in daemon.status()["services"]
            assert running_for(isolated_home) is None
            report = daemon.mind.harvester.harvest_file(transcript(tmp_path))
            assert report.exchanges == 3
        finally:
            daemon.shutdown()
    assert server.requests == []
    st = read_status(isolated_home, config)
    assert not st.enabled and not st.running and st.done == 0


def test_on_in_the_daemon_harvested_exchanges_reach_the_model_and_quarantine(
    isolated_home, embedder, tmp_path, run
):
    from mgimind import operations
    from mgimind.doors.cli.doctor import _extractor_check

    with FakeChatServer(lambda body: candidates(FACT)) as server:
        config = Config(extractor={"enabled": True, "url": server.url, "model": "fake-7b"})
        save_config(config, isolated_home)  # what watch --status and doctor read
        daemon = _daemon(isolated_home, embedder, config)
        try:
            assert "local-extractor" in daemon.status()["services"]
            report = daemon.mind.harvester.harvest_file(transcript(tmp_path, 3))
            assert report.exchanges == 3
            wait_for(lambda: read_status(isolated_home).done == 3)
            assert len(server.requests) == 3
            sent = server.requests[0]["messages"][1]["content"]
            assert "Question 0" in sent and "NAS share" in sent
            st = operations.call(daemon.mind, "extractor.status")
            assert (
                st.running and st.done == 3 and st.candidates == {"quarantined": 1, "duplicate": 2}
            )
            check = _extractor_check(isolated_home, config)
            assert check.status == "ok" and "3 done" in check.detail
        finally:
            daemon.shutdown()
    shown = run("watch", "--status")
    assert "local extractor (fake-7b at " in shown.output and "3 done" in shown.output
    as_json = json.loads(run("watch", "--status", "--json").output)
    assert as_json["extractor"]["done"] == 3 and as_json["extractor"]["dropped"] == 0
    # the endpoint gone: doctor warns and says what to do
    check = _extractor_check(isolated_home, config)
    assert check.status == "warn" and "does not answer" in check.detail and check.fix


def test_config_refuses_an_unusable_extractor(run):
    out = run("config", "set", "extractor.enabled", "true")
    assert out.exit_code != 0 and "extractor.model is not set" in out.output
    out = run("config", "set", "extractor.url", "http://gpu.example.com:8000/v1")
    assert out.exit_code != 0 and "not on this machine" in out.output
    assert run("config", "set", "extractor.model", "qwen2.5:7b").exit_code == 0
    assert run("config", "set", "extractor.enabled", "true").exit_code == 0
    with pytest.raises(ValueError):
        ExtractorConfig(url="file:///etc/passwd")


def test_the_hook_path_is_untouched_while_the_queue_is_full_and_the_endpoint_hangs(
    tmp_path, monkeypatch
):
    """A real daemon, the real hook client: a prompt's answer and latency are the same
    with the extractor's queue full behind a hung endpoint; no credential is sent."""
    from daemon_helpers import running_daemon
    from test_hung_daemon import hook
    from transcript_factory import varied_exchange

    import mgimind

    home, project = tmp_path / "home", tmp_path / "project"
    project.mkdir()
    memory = "The staging database is restored from the Sunday snapshot every Monday at 6am."
    prompt = "when is the staging database restored?"
    with FakeChatServer(lambda body: hang()) as server:
        config = Config(
            extractor={
                "enabled": True,
                "url": server.url,
                "model": "fake-7b",
                "queue_size": 2,
                "timeout_s": 120,
            }
        )
        save_config(config, home)
        with running_daemon(home, monkeypatch):
            # the socket answers before the services start: wait for the extractor's
            wait_for(lambda: read_status(home).running)
            client = mgimind.open(home, timeout=60)
            try:
                client.memories.add(memory)
                baseline = [hook(home, project, prompt, f"before-{i}") for i in range(3)]
                assert "Sunday snapshot" in baseline[0][0]  # positive control
                w = TranscriptWriter(cwd=str(project))
                w.user(f"Deploy with the key {SECRET} please.")
                w.assistant("I will not use a pasted key; I rotated it instead.")
                for i in range(10):
                    varied_exchange(w, i)
                path = tmp_path / f"{w.session_id}.jsonl"
                path.write_text(w.text(), encoding="utf-8")
                client.harvester.queue(str(path))
                wait_for(lambda: not client.harvester.pending_paths(), timeout=120)
                # 11 offered: one in flight, one or two queued (the worker may take the
                # first only after the queue filled), the rest dropped
                st = wait_for(
                    lambda: (s := read_status(home)).working and s.dropped + s.queued == 10 and s
                )
                assert st.running and st.queued >= 1 and st.dropped >= 8
                dropped = st.dropped
                during = [hook(home, project, prompt, f"during-{i}") for i in range(3)]
            finally:
                client.close()
        assert {out for out, _ in during} == {baseline[0][0]}
        took = sorted(t for _, t in during)[1]
        usual = sorted(t for _, t in baseline)[1]
        assert took < max(3 * usual, usual + 0.5), (baseline, during)
        assert server.requests and all(SECRET not in json.dumps(b) for b in server.requests)
    st = read_status(home)
    assert not st.running and st.abandoned == 11 - dropped  # the daemon's stop counted them
    assert st.done == st.failed == 0  # nothing half-done while it hung


@edge_only
def test_a_store_that_refuses_is_a_counted_store_error(make_mind, tmp_path, monkeypatch):
    from mgimind.errors import MgimindError
    from mgimind.memory.admission import Admission

    def refuse(self, *args, **kwargs):
        raise MgimindError("the store is read-only until a person accepts it")

    monkeypatch.setattr(Admission, "ingest", refuse)
    mind = make_mind()
    with FakeChatServer(lambda body: candidates(FACT)) as server:
        service = LocalExtractor(mind, mind.write_lock, extractor_config(server.url))
        service.start()
        try:
            service.offer(*_job(1, tmp_path))
            wait_for(lambda: service.status.failed)
        finally:
            service.stop()
    st = read_status(mind.home)
    assert st.errors == {"store": 1} and st.done == 0 and not st.working
    assert st.last_error == "store: the store is read-only until a person accepts it"

"""The watcher: a real watchdog Observer over a real directory, the real harvester behind
it. Transcripts are appended in several writes, as Claude Code does."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

import pytest
from transcript_factory import TranscriptWriter, varied_exchange

from mgimind.harvest import watcher as watcher_mod
from mgimind.harvest.records import Skipped, Turn
from mgimind.harvest.watcher import TranscriptWatcher
from mgimind.plugins import load_plugins
from mgimind.pluginspecs import hookimpl
from mgimind.store.base import Eq, where

pytestmark = pytest.mark.parametrize("backend_kind", ["edge"], indirect=True)


@pytest.fixture
def claude_dir(tmp_path, monkeypatch):
    root = tmp_path / "claude"
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(root))
    return root


def exchange_payloads(mind) -> list[dict]:
    points = mind.store.scroll(where(Eq("kind", "memory"), Eq("chunk", 0)))
    return [p.payload for p in points if p.payload["metadata"].get("type") == "exchange"]


def wait_for(predicate, timeout=40.0, what="condition"):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def harvested(mind, path: Path) -> int:
    entry = mind.harvester.offsets.get(str(path))
    return entry.exchanges if entry else 0


def append(path: Path, text: str) -> None:
    with open(path, "a", encoding="utf-8") as f:
        f.write(text)
        f.flush()


def test_appended_transcript_is_harvested_exactly_once_across_a_restart(
    make_mind, claude_dir, tmp_path
):
    project = claude_dir / "projects" / "-home-dev-app"
    project.mkdir(parents=True)
    mind = make_mind()
    w = TranscriptWriter(cwd=str(tmp_path))
    path = project / f"{w.session_id}.jsonl"
    running = TranscriptWatcher(mind, idle_s=0.4).start()
    try:
        # Write 1: three exchanges.
        for i in range(3):
            varied_exchange(w, i)
        append(path, "".join(w.lines()))
        # Write 2: a malformed line, then the next ask; write 3: its reply, and the start
        # of another ask, cut mid-line (a partial final line).
        append(path, '{"type":"user","message":{"role":"user","content":"torn\n')
        n = len(w.out)
        varied_exchange(w, 3)
        lines = w.lines()[n:]
        append(path, lines[0])
        time.sleep(0.1)
        append(path, "".join(lines[1:]))
        n = len(w.out)
        varied_exchange(w, 4)
        tail = "".join(w.lines()[n:])
        head_len = len(w.lines()[n]) // 2
        append(path, tail[:head_len])
        wait_for(lambda: harvested(mind, path) == 4 and not running.busy(), what="4 exchanges")
        entry = mind.harvester.offsets.get(str(path))
        assert entry.partial == head_len and entry.offset + head_len == path.stat().st_size
        assert len(exchange_payloads(mind)) == 4

        append(path, tail[head_len:])  # the partial line completes, with its reply
        wait_for(lambda: harvested(mind, path) == 5 and not running.busy(), what="5 exchanges")
    finally:
        running.stop()
    uuids = [u for p in exchange_payloads(mind) for u in p["metadata"]["turn_uuids"]]
    assert len(uuids) == len(set(uuids)) == 10
    assert not any("torn" in p["text"] for p in exchange_payloads(mind))

    # Crash and restart: the process goes away; the transcript grows while nobody watches.
    mind.close()
    n = len(w.out)
    for i in range(5, 7):
        varied_exchange(w, i)
    append(path, "".join(w.lines()[n:]))
    mind = make_mind()  # new Mind, harvester and offset store, from the persisted offsets
    running = TranscriptWatcher(mind, idle_s=0.4).start()
    try:
        wait_for(lambda: harvested(mind, path) == 7 and not running.busy(), what="7 exchanges")
    finally:
        running.stop()
    payloads = exchange_payloads(mind)
    uuids = [u for p in payloads for u in p["metadata"]["turn_uuids"]]
    assert len(payloads) == 7
    assert len(uuids) == len(set(uuids)) == w.user_turns + w.assistant_turns == 14
    texts = " ".join(p["text"] for p in payloads)
    assert all(f"APP-{1000 + i}" in texts for i in range(7))


def test_session_end_request_harvests_at_once_and_idle_waits(make_mind, claude_dir, tmp_path):
    project = claude_dir / "projects" / "-p"
    project.mkdir(parents=True)
    mind = make_mind()
    w = TranscriptWriter(cwd=str(tmp_path))
    varied_exchange(w, 0)
    w.user("Request Z: last question before the session ended, left without an answer.")
    path = project / f"{w.session_id}.jsonl"
    running = TranscriptWatcher(mind, idle_s=60).start()
    try:
        append(path, w.text())
        time.sleep(0.6)
        assert running.waiting() == [str(path)] and harvested(mind, path) == 0
        assert not running.busy()  # waiting out the idle period is not work
        queued = mind.harvester.request(
            str(path), session_id=w.session_id, project=str(tmp_path), agent="claude-code"
        )
        assert queued.queued
        assert mind.harvester.drain(40)
    finally:
        running.stop()
    payloads = exchange_payloads(mind)
    assert len(payloads) == 2  # session end flushes the unanswered ask too
    assert any("Request Z" in p["text"] for p in payloads)
    assert mind.sessions.get(w.session_id).summary


def test_late_directory_and_plugin_formats_are_watched(make_mind, claude_dir, tmp_path):
    logs = tmp_path / "agentlogs"

    def parse(path, offset):
        with open(path, "rb") as f:
            f.seek(offset)
            pos = offset
            for line in f:
                start, pos = pos, pos + len(line)
                role, _, text = line.decode().strip().partition(": ")
                if role in ("user", "assistant"):
                    yield Turn(role, text, start, pos, session_id="txt-1", cwd=str(tmp_path))
                else:
                    yield Skipped(start, pos, "other")

    class TextFormat:
        @hookimpl
        def register_transcript_parsers(self, register):
            register("text-log", [str(logs / "*.log")], parse)

    pm = load_plugins()
    plugin = TextFormat()
    pm.register(plugin)
    try:
        mind = make_mind()
        running = TranscriptWatcher(mind, idle_s=0.3).start()
        try:
            assert claude_dir / "projects" in running.roots() and logs in running.roots()
            logs.mkdir()  # neither directory existed when the watch started
            (claude_dir / "projects" / "-late").mkdir(parents=True)
            time.sleep(1.2)  # the ticker notices the new roots
            log_file = logs / "run.log"
            append(
                log_file,
                "user: Which queue backs the nightly export job in staging?\n"
                "assistant: The nightly export reads from the SQS queue "
                "export-nightly, drained by worker pods.\n",
            )
            w = TranscriptWriter(cwd=str(tmp_path))
            varied_exchange(w, 9)
            cc = claude_dir / "projects" / "-late" / f"{w.session_id}.jsonl"
            append(cc, w.text())
            wait_for(
                lambda: (
                    harvested(mind, log_file) == 1
                    and harvested(mind, cc) == 1
                    and not running.busy()
                ),
                what="both formats",
            )
        finally:
            running.stop()
        texts = [p["text"] for p in exchange_payloads(mind)]
        assert any("export-nightly" in t for t in texts) and any("APP-1009" in t for t in texts)
        status = watcher_mod.status(mind.home)
        assert {f.path for f in status.files} >= {str(log_file), str(cc)}
        assert status.backlog_bytes == 0
    finally:
        pm.unregister(plugin)


def test_daemon_service_registration_and_status(make_mind, claude_dir, tmp_path):
    project = claude_dir / "projects" / "-svc"
    project.mkdir(parents=True)
    w = TranscriptWriter(cwd=str(tmp_path))
    varied_exchange(w, 4)
    path = project / "s.jsonl"
    path.write_text(w.text())  # written before anyone watched: found by the start scan
    from mgimind.config import Config

    config = Config()
    config.harvest.idle_s = 0.2
    mind = make_mind(config=config)
    status = watcher_mod.status(mind.home)
    assert [f.backlog for f in status.files if f.path == str(path)] == [path.stat().st_size]
    services = []
    lock = threading.RLock()  # the daemon's lock is reentrant
    load_plugins().hook.register_daemon_services(
        register=lambda name, s: services.append((name, s)), mind=mind, lock=lock
    )
    service = dict(services)["transcript-watcher"]
    service.start()
    try:
        assert watcher_mod.start(mind) is watcher_mod._current  # idempotent
        wait_for(lambda: harvested(mind, path) == 1 and not service.busy(), what="harvest")
        assert mind.harvester.work_lock is lock
        # A waiting request made under the daemon's lock harvests in the caller's thread
        # instead of waiting for a worker that needs the same lock.
        w2 = TranscriptWriter(cwd=str(tmp_path))
        varied_exchange(w2, 5)
        path2 = project / "s2.jsonl"
        path2.write_text(w2.text())
        with lock:
            done = mind.harvester.request(str(path2), wait=True)
        assert not done.queued and done.report.exchanges == 1
        # ...and when the worker is mid-file (holding the harvest lock, and about to want
        # the daemon lock), a call under the daemon lock is queued, never deadlocked.
        path3 = project / "s3.jsonl"
        w3 = TranscriptWriter(cwd=str(tmp_path))
        varied_exchange(w3, 6)
        path3.write_text(w3.text())
        busy = threading.Event()
        release = threading.Event()

        def worker_mid_file():
            with mind.harvester._lock:
                busy.set()
                release.wait(10)

        t = threading.Thread(target=worker_mid_file)
        t.start()
        busy.wait(10)
        with lock:
            report = mind.harvester.harvest_file(path3)
        release.set()
        t.join()
        assert report.queued and report.exchanges == 0
        wait_for(lambda: harvested(mind, path3) == 1 and not service.busy(), what="queued")
    finally:
        service.stop()
    assert watcher_mod._current is None
    status = watcher_mod.status(mind.home)
    entry = next(f for f in status.files if f.path == str(path))
    assert entry.backlog == 0 and entry.exchanges == 1 and entry.session_id == w.session_id
    assert json.loads(status.model_dump_json())["backlog_files"] == 0


def test_status_reports_the_harvest_rate_and_time_left(make_mind, claude_dir, tmp_path):
    project = claude_dir / "projects" / "-rate"
    project.mkdir(parents=True)
    mind = make_mind()
    before = watcher_mod.status(mind.home)
    assert before.bytes_per_s is None and before.seconds_left is None  # never measured
    done, waiting = project / "done.jsonl", project / "waiting.jsonl"
    for path, first in ((done, 0), (waiting, 40)):
        w = TranscriptWriter(cwd=str(tmp_path))
        for i in range(first, first + 12):
            varied_exchange(w, i)
        path.write_text(w.text())
    report = mind.harvester.harvest_file(str(done))
    assert report.exchanges == 12
    status = watcher_mod.status(mind.home)
    assert status.bytes_per_s and status.bytes_per_s > 0
    assert status.backlog_files == 1 and status.backlog_bytes == waiting.stat().st_size
    assert status.seconds_left == pytest.approx(status.backlog_bytes / status.bytes_per_s, abs=0.1)

"""Gemini CLI's recorded chats: what becomes a turn, exactly once across reads, crashes and
rewrites, and a loud TranscriptFormatError (never a guessed turn) on a format not known.

The lines are shaped as Gemini CLI 0.61 writes them (JSON.stringify, one record a line):
the session record, `$set` updates (the first resyncs the CLI's own session context),
messages appended whole and re-appended under the same id when updated, `$rewindTo`.
"""

from __future__ import annotations

import json
import uuid
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mgimind.hosts.gemini import transcripts

from mgimind.harvest.parsers import registered_parsers, watched_parser
from mgimind.harvest.records import Partial, Skipped, TranscriptFormatError, Turn
from mgimind.store.base import Eq, where

SESSION = "09439c1b-4d99-4fbc-a9dc-b6cb4d848730"
BRIEFING = "&lt;mgimind-memory kind=&quot;briefing&quot;&gt;old notes&lt;/mgimind-memory&gt;"
edge_only = pytest.mark.parametrize("backend_kind", ["edge"], indirect=True)


def line(obj: dict) -> str:
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False) + "\n"


class Chat:
    """One session's chat file, written record by record as Gemini CLI does."""

    def __init__(self, folder: Path, project: Path):
        chats = folder / "chats"
        chats.mkdir(parents=True, exist_ok=True)
        (folder / ".project_root").write_text(str(project))
        self.path = chats / f"session-2026-12-01T18-46-{SESSION[:8]}.jsonl"
        self.clock = 0
        self.write(
            {
                "sessionId": SESSION,
                "projectHash": "dec139b8e5dc",
                "startTime": self.now(),
                "lastUpdated": self.now(),
                "kind": "main",
            }
        )
        context = [{"text": "<session_context>\nThis is the Gemini CLI.\n</session_context>"}]
        self.write({"$set": {"messages": [self.message("user", context)]}})

    def now(self) -> str:
        self.clock += 1
        return f"2026-12-01T18:46:{self.clock % 60:02d}.000Z"

    def write(self, record: dict) -> dict:
        with open(self.path, "a", encoding="utf-8") as f:
            f.write(line(record))
        return record

    def message(self, kind: str, content, **extra) -> dict:
        return {
            "id": str(uuid.uuid4()),
            "timestamp": self.now(),
            "type": kind,
            "content": content,
            **extra,
        }

    def ask(self, words: str, hook_context: str | None = None) -> dict:
        """A prompt as recorded with hooks on: the briefing before the words, the recall
        as a part of its own; displayContent is what the person saw."""
        shown = f"<hook_context>{hook_context}</hook_context>\n\n{words}" if hook_context else words
        content = [{"text": shown}, {"text": "<hook_context>recalled: nothing</hook_context>"}]
        msg = self.write(self.message("user", content, displayContent=[{"text": shown}]))
        self.write({"$set": {"lastUpdated": self.now()}})
        return msg

    def reply(self, text: str) -> dict:
        msg = self.message(
            "gemini",
            text,
            thoughts=[{"subject": "Thinking", "description": "internal"}],
            tokens={"input": 10, "output": 5, "total": 15},
            model="gemini-3.1-pro-preview",
        )
        self.write(msg)
        self.write({"$set": {"lastUpdated": self.now()}})
        return msg


@pytest.fixture
def chat(tmp_path, monkeypatch) -> Chat:
    gemini_home = tmp_path / "gemini-home"
    monkeypatch.setenv("GEMINI_CLI_HOME", str(gemini_home))
    project = tmp_path / "proj"
    project.mkdir()
    return Chat(gemini_home / ".gemini" / "tmp" / "proj", project)


def turns(path: Path, offset: int = 0) -> list[Turn]:
    return [r for r in transcripts.parse(path, offset) if isinstance(r, Turn)]


def test_the_persons_words_and_the_visible_reply_become_turns(chat, tmp_path):
    chat.ask("Where does the billing team stage?", hook_context=BRIEFING)
    answer = chat.reply("On the bluefin-7 cluster in Frankfurt.")
    tool_call = chat.write(chat.message("gemini", "", toolCalls=[{"id": "c1", "name": "ls"}]))
    chat.write(  # the tool's answer comes back as a synthetic user message
        chat.message(
            "user",
            [
                {
                    "functionResponse": {
                        "id": "c1",
                        "name": "ls",
                        "response": {"error": "ENOENT: no such file\nat x"},
                    }
                }
            ],
        )
    )
    chat.write(chat.message("info", [{"text": "Switched to fallback model"}]))
    chat.write(
        chat.message("gemini", [{"text": "secret plan", "thought": True}, {"text": "Done."}])
    )
    chat.write({**answer, "tokens": {"input": 11, "output": 5, "total": 16}})  # an update
    chat.write({"$rewindTo": tool_call["id"]})

    records = list(transcripts.parse(chat.path))
    got = [(t.role, t.text, t.error) for t in records if isinstance(t, Turn)]
    assert got == [
        ("user", "Where does the billing team stage?", None),  # no hook context
        ("assistant", "On the bluefin-7 cluster in Frankfurt.", None),
        ("tool", "", "ENOENT: no such file"),
        ("assistant", "Done.", None),  # the thought part is not said
    ]
    first = next(t for t in records if isinstance(t, Turn))
    assert first.session_id == SESSION and first.cwd == str(tmp_path / "proj")
    reasons = [r.reason for r in records if isinstance(r, Skipped)]
    assert reasons.count("update") == 1 and "rewind" in reasons and "info" in reasons
    assert "tool-call" in reasons and reasons.count("metadata") >= 3
    # Records tile the file: the harvester's offsets can move past each one.
    assert records[0].start == 0 and records[-1].end == chat.path.stat().st_size
    assert all(a.end == b.start for a, b in zip(records, records[1:], strict=False))


def test_an_update_after_the_offset_is_not_a_second_turn(chat):
    chat.ask("First question about the deploy?")
    answer = chat.reply("First answer: run make deploy.")
    offset = chat.path.stat().st_size  # harvested up to here
    chat.write({**answer, "toolCalls": [{"id": "c2", "name": "shell"}]})  # re-appended
    chat.ask("Second question?")
    chat.reply("Second answer.")
    got = [t.text for t in turns(chat.path, offset)]
    assert got == ["Second question?", "Second answer."]  # the update is skipped...
    assert "First answer: run make deploy." in [t.text for t in turns(chat.path)]  # ...once


def test_a_line_still_being_written_is_partial(chat):
    chat.ask("A complete question?")
    size = chat.path.stat().st_size
    with open(chat.path, "a") as f:
        f.write('{"id":"x","timestamp":"t","type":"gemini","content":"half a rep')
    records = list(transcripts.parse(chat.path))
    assert isinstance(records[-1], Partial) and records[-1].start == size
    assert [t.text for t in records if isinstance(t, Turn)] == ["A complete question?"]
    # The writer was killed there; the next session appends on the same line.
    reply = chat.reply("The answer after the crash.")
    got = [t.text for t in turns(chat.path)]
    assert got == ["A complete question?", "The answer after the crash."]
    chat.write({**reply, "tokens": {"input": 3}})  # its update, past a later offset
    offset = next(t.end for t in turns(chat.path) if t.role == "assistant")
    assert turns(chat.path, offset) == []  # the glued record's id was seen before it


@pytest.mark.parametrize(
    "bad, named",
    [
        ({"id": "m1", "timestamp": "t", "type": "plan", "content": "x"}, "type 'plan'"),
        ({"kind": "checkpoint", "state": {}}, "keys: kind, state"),
        ({"id": "m2", "timestamp": "t", "type": "gemini", "content": 7}, "content of type int"),
    ],
)
def test_an_unknown_record_fails_loud(chat, bad, named):
    chat.ask("A question before the change?")
    assert len(turns(chat.path)) == 1  # positive control: the known part reads
    chat.write(bad)
    with pytest.raises(TranscriptFormatError, match=named):
        list(transcripts.parse(chat.path))


def test_a_file_that_is_not_a_gemini_chat_fails_loud(tmp_path):
    path = tmp_path / "session-2026-01-01T00-00-abcdef12.jsonl"
    path.write_text(line({"type": "user", "message": {"content": "hi"}}))
    with pytest.raises(TranscriptFormatError, match="first line is not a Gemini CLI session"):
        list(transcripts.parse(path))


def legacy_document(messages: list[dict], updated: str) -> str:
    doc = {
        "sessionId": SESSION,
        "projectHash": "dec139b8e5dc",
        "startTime": "2025-10-01T09:00:00.000Z",
        "lastUpdated": updated,
        "messages": messages,
    }
    return json.dumps(doc, indent=2, ensure_ascii=False)


def test_older_whole_document_chats_are_read_by_message(tmp_path):
    path = tmp_path / "session-2025-10-01T09-00-09439c1b.json"
    ask = {"id": "u1", "timestamp": "t1", "type": "user", "content": [{"text": "Café hours?"}]}
    reply = {"id": "g1", "timestamp": "t2", "type": "gemini", "content": "Nine to five."}
    path.write_text(legacy_document([ask, reply], "2025-10-01T09:00:02.000Z"))
    records = list(transcripts.parse(path))
    assert [(t.role, t.text) for t in records if isinstance(t, Turn)] == [
        ("user", "Café hours?"),
        ("assistant", "Nine to five."),
    ]
    ends = [r.end for r in records if isinstance(r, Turn)]
    assert [t.text for t in turns(path, ends[0])] == ["Nine to five."]  # offsets are bytes
    assert records[-1].end == path.stat().st_size

    path.write_text(legacy_document([ask, reply], "x")[:-40])  # a writer mid-rewrite
    assert [type(r) for r in transcripts.parse(path)] == [Partial]
    path.write_text(json.dumps({"sessionId": SESSION, "turns": []}))
    with pytest.raises(TranscriptFormatError, match="no messages list"):
        list(transcripts.parse(path))


def test_the_watcher_globs_follow_gemini_cli_home(chat, tmp_path):
    parsers = registered_parsers()
    found = watched_parser(chat.path, parsers)
    assert found is not None and found.name == "gemini"
    subagent = chat.path.parent / SESSION / "agent-1.jsonl"  # a subagent's chat
    subagent.parent.mkdir()
    subagent.write_text("")
    assert watched_parser(subagent, parsers) is None
    elsewhere = tmp_path / "other" / ".gemini" / "tmp" / "proj" / "chats" / chat.path.name
    assert watched_parser(elsewhere, parsers) is None


def exchanges(mind) -> list[str]:
    points = mind.store.scroll(where(Eq("kind", "memory"), Eq("chunk", 0)))
    return [
        p.payload["text"]
        for p in points
        if p.payload.get("metadata", {}).get("type") == "exchange"
        and p.payload["metadata"].get("parser") == "gemini"
    ]


@edge_only
def test_harvest_is_exactly_once_across_a_crash_updates_and_a_rewrite(
    make_mind, chat, tmp_path, monkeypatch
):
    from mgimind.harvest.offsets import OffsetStore

    chat.ask("Which region hosts the bluefin-7 staging cluster?", hook_context=BRIEFING)
    answer = chat.reply("Frankfurt: bluefin-7 runs in eu-central.")
    mind = make_mind()
    real_commit = OffsetStore.commit

    def killed(self, path, entry):  # admitted, then the process dies before the offset
        raise KeyboardInterrupt("kill -9")

    monkeypatch.setattr(OffsetStore, "commit", killed)
    with pytest.raises(KeyboardInterrupt):
        mind.harvester.harvest_file(chat.path)
    monkeypatch.setattr(OffsetStore, "commit", real_commit)
    mind.close()

    mind = make_mind()  # restarted: the batch is re-offered and changes nothing
    report = mind.harvester.harvest_file(chat.path)
    assert report.verdicts == {"duplicate": 1} and report.agent == "gemini"
    assert report.project and "proj" in report.project
    chat.write({**answer, "tokens": {"input": 12}})  # Gemini re-appends the reply
    chat.ask("And which team owns bluefin-7?")
    chat.reply("The billing platform team owns it.")
    report = mind.harvester.harvest_file(chat.path)
    assert report.verdicts == {"stored": 1} and report.exchanges == 1
    texts = exchanges(mind)
    assert len(texts) == 2 and sum("Frankfurt" in t for t in texts) == 1
    assert any("billing platform team" in t for t in texts)
    assert not any("mgimind-memory" in t or "hook_context" in t for t in texts)


# A session as Gemini CLI records it, drawn at random: prompts, replies, updates of earlier
# messages (re-appended under their id), info lines, rewinds, metadata; cut anywhere.
_steps = st.lists(st.sampled_from(["ask", "reply", "update", "info", "rewind", "set"]), max_size=14)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    steps=_steps, words=st.text(min_size=1, max_size=30), cut=st.floats(0, 1), at=st.floats(0, 1)
)
def test_any_read_split_yields_each_turn_exactly_once(chat, steps, words, cut, at):
    chat.path.write_bytes(chat.path.read_bytes().split(b"\n", 2)[0] + b"\n")  # a fresh chat
    sent: list[dict] = []
    for step in steps:
        if step == "ask":
            sent.append(chat.ask(f"ask {len(sent)} {words}", hook_context=BRIEFING))
        elif step == "reply":
            sent.append(chat.reply(f"reply {len(sent)} {words}"))
        elif step == "update" and sent:
            chat.write({**sent[-1], "tokens": {"input": len(sent)}})
        elif step == "info":
            chat.write(chat.message("info", [{"text": "Switched model"}]))
        elif step == "rewind" and sent:
            chat.write({"$rewindTo": sent[0]["id"]})
        elif step == "set":
            chat.write({"$set": {"lastUpdated": chat.now()}})
    data = chat.path.read_bytes()
    chat.path.write_bytes(data[: max(int(cut * len(data)), data.index(b"\n") + 1)])
    size = chat.path.stat().st_size

    records = list(transcripts.parse(chat.path))
    position = 0
    for record in records:  # records tile the file; only the last may be partial
        assert record.start == position
        if isinstance(record, Partial):
            assert record is records[-1] and record.start + record.size == size
            break
        position = record.end
    whole = [r for r in records if not isinstance(r, Partial)]
    # Split the read at any record boundary (where a committed offset can be): the two
    # reads together hold each message's turn exactly once, as the single read does.
    split = [0] + [r.end for r in whole]
    offset = split[int(at * (len(split) - 1))]
    first = [t.uuid for t in turns(chat.path) if t.end <= offset]
    second = [t.uuid for t in turns(chat.path, offset)]
    assert first + second == [t.uuid for t in turns(chat.path)]
    assert len(set(first + second)) == len(first + second)
    assert all("hook_context" not in t.text for t in turns(chat.path))


@edge_only
def test_an_older_chat_rewritten_whole_is_harvested_exactly_once(make_mind, chat):
    path = chat.path.with_name("session-2025-10-01T09-00-0a1b2c3d.json")
    ask = {
        "id": "u1",
        "timestamp": "t1",
        "type": "user",
        "content": "Which port does the ledger API use?",
    }
    reply = {"id": "g1", "timestamp": "t2", "type": "gemini", "content": "Port 8443, behind mTLS."}
    path.write_text(legacy_document([ask, reply], "2025-10-01T09:00:02.000Z"))
    mind = make_mind()
    report = mind.harvester.harvest_file(path)
    assert report.parser == "gemini" and report.verdicts == {"stored": 1}
    ask2 = {"id": "u2", "timestamp": "t3", "type": "user", "content": "And the ledger's timeout?"}
    reply2 = {"id": "g2", "timestamp": "t4", "type": "gemini", "content": "Thirty seconds."}
    with open(path, "r+", encoding="utf-8") as f:  # rewritten in place, as older CLIs did
        f.truncate(0)
        f.write(legacy_document([ask, reply, ask2, reply2], "2025-10-01T09:05:00.000Z"))
    report = mind.harvester.harvest_file(path)
    assert report.reset == "rewritten"  # its first bytes changed: read from the start...
    assert report.verdicts == {"duplicate": 1, "stored": 1}  # ...and stored once
    texts = exchanges(mind)
    assert len(texts) == 2 and sum("8443" in t for t in texts) == 1
    assert any("Thirty seconds." in t for t in texts)


def test_a_daemon_killed_mid_harvest_stores_each_exchange_once(chat, isolated_home, embedder):
    """kill -9 of the daemon while its watcher harvests a Gemini chat: the restarted
    daemon resumes from the committed offset; every exchange is stored exactly once."""
    import os
    import signal
    import time

    from daemon_helpers import running_daemon, wait_gone

    from mgimind.engine.mind import Mind

    services = ["ledger", "billing", "search", "payments", "reports", "exports"]
    for i in range(36):
        service = services[i % len(services)]
        chat.ask(f"Which port does the {service}-{i} service listen on in staging?")
        chat.reply(f"The {service}-{i} service listens on port {7000 + i} behind the gateway.")
    size = chat.path.stat().st_size
    isolated_home.mkdir(parents=True, exist_ok=True)
    (isolated_home / "config.toml").write_text(
        "[harvest]\nidle_s = 0.5\nbatch = 2\nwatch = true\ncandidates = false\n"
    )
    offsets = isolated_home / "harvest" / "offsets.json"

    def harvested() -> int:
        try:
            entry = json.loads(offsets.read_text())["files"].get(str(chat.path), {})
        except (OSError, ValueError):
            return 0
        return int(entry.get("offset", 0))

    with running_daemon(isolated_home) as status:
        deadline = time.monotonic() + 60
        while harvested() == 0 and time.monotonic() < deadline:
            time.sleep(0.01)
        os.kill(status["pid"], signal.SIGKILL)  # mid-harvest: no flush, no close
        killed_at = harvested()
        assert wait_gone(status["pid"])
    assert 0 < killed_at < size, (killed_at, size)  # the kill came mid-file
    with running_daemon(isolated_home):
        deadline = time.monotonic() + 120
        while harvested() < size - 200 and time.monotonic() < deadline:
            time.sleep(0.2)
    mind = Mind(isolated_home, embedder=embedder)
    try:
        texts = exchanges(mind)
    finally:
        mind.close()
    for i in range(36):
        assert sum(f"port {7000 + i} " in t for t in texts) == 1, i
    assert len(texts) == 36

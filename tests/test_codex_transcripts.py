"""The Codex session log parser: the person's words and the assistant's text become turns,
Codex's own context and mgimind's injected memory never do, and a log in a format it does
not know fails loud instead of yielding garbage.

The lines are shaped as `codex exec` 0.171 writes them (tests/test_codex_e2e.py harvests a
real one end to end).
"""

from __future__ import annotations

import json
import tempfile
from itertools import pairwise
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mgimind.hosts.codex import transcripts

from mgimind.harvest.parsers import registered_parsers, watched_parser
from mgimind.harvest.records import Partial, Skipped, TranscriptFormatError, Turn

SESSION = "01a232ed-7edb-7813-aa84-83a3f70acc95"
CWD = "/work/payments"


def line(kind: str, payload: dict) -> dict:
    return {"timestamp": "2026-12-01T18:45:55.074Z", "type": kind, "payload": payload}


def meta(source="exec") -> dict:
    return line(
        "session_meta",
        {"id": SESSION, "cwd": CWD, "cli_version": "0.171.0", "source": source,
         "base_instructions": {"text": "You are a coding agent running in the Codex CLI."}},
    )  # fmt: skip


def message(role: str, text: str, provenance: str | None = None, kind: str | None = None) -> dict:
    part = "output_text" if role == "assistant" else "input_text"
    payload: dict = {"type": "message", "role": role, "content": [{"type": part, "text": text}]}
    if provenance:
        payload["internal_chat_message_metadata_passthrough"] = {
            "content_item_kinds": [kind or "user.text"],
            "content_item_metadata": [{"provenance": {"type": provenance}}],
        }
    return line("response_item", payload)


def session_lines() -> list[dict]:
    return [
        meta(),
        line("event_msg", {"type": "task_started", "turn_id": "t1"}),
        message("developer", "<permissions instructions>sandboxed</permissions instructions>"),
        message("user", "<environment_context>\n  <cwd>/work</cwd>", "harness", "environments"),
        line("turn_context", {"cwd": CWD, "model": "gpt-5"}),
        message("developer", '<mgimind-memory kind="briefing">old news', "harness", "hooks"),
        message("user", "Why does the webhook retry seven times?", "user"),
        line("response_item", {"type": "reasoning", "summary": [], "encrypted_content": "x"}),
        line(
            "response_item",
            {"type": "function_call", "name": "exec_command", "call_id": "c1", "arguments": "{}"},
        ),
        line(
            "response_item",
            {
                "type": "function_call_output",
                "call_id": "c1",
                "output": "Exit code: 1\nOutput:\nerror: config/retry.toml not found",
            },
        ),
        message("assistant", "Because retry.toml sets max_attempts = 7.", "harness", "unknown"),
        line("event_msg", {"type": "task_complete", "last_agent_message": "Because..."}),
    ]


def write(path: Path, lines: list[dict], tail: bytes = b"") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"".join(json.dumps(obj).encode() + b"\n" for obj in lines) + tail)
    return path


@pytest.fixture
def log(tmp_path) -> Path:
    return tmp_path / f"sessions/2026/12/01/rollout-2026-12-01T18-45-55-{SESSION}.jsonl"


def turns(records) -> list[tuple[str, str]]:
    return [(r.role, r.text) for r in records if isinstance(r, Turn)]


def test_a_session_becomes_the_persons_words_the_tool_error_and_the_reply(log):
    records = list(transcripts.parse(write(log, session_lines())))
    assert turns(records) == [
        ("user", "Why does the webhook retry seven times?"),
        ("tool", ""),
        ("assistant", "Because retry.toml sets max_attempts = 7."),
    ]
    tool = next(r for r in records if isinstance(r, Turn) and r.role == "tool")
    assert tool.error == "error: config/retry.toml not found"
    said = [r for r in records if isinstance(r, Turn)]
    assert all(t.session_id == SESSION and t.cwd == CWD for t in said)
    # Every byte accounted for, in order: the harvester resumes exactly where it stopped.
    assert records[0].start == 0 and records[-1].end == log.stat().st_size
    assert all(a.end == b.start for a, b in pairwise(records))
    assert "environment_context" not in str(turns(records)) and "mgimind-memory" not in str(
        turns(records)
    )


def test_a_log_without_provenance_still_drops_codexs_own_context(log):
    lines = [meta(), message("user", "<environment_context>\n<cwd>/w</cwd>")]
    lines += [message("user", "# AGENTS.md instructions for /w\n\nbe terse")]
    lines += [message("user", "Rename the retry flag."), message("assistant", "Done.")]
    assert turns(transcripts.parse(write(log, lines))) == [
        ("user", "Rename the retry flag."),
        ("assistant", "Done."),
    ]


def test_reading_from_an_offset_knows_the_session_and_stops_at_a_partial_line(log):
    lines = session_lines()
    write(log, lines, tail=b'{"timestamp":"2026-12-01T18:46:00Z","type":"respo')
    offset = sum(len(json.dumps(obj)) + 1 for obj in lines[:6])
    records = list(transcripts.parse(log, offset))
    said = [r for r in records if isinstance(r, Turn)]
    assert said[0].text.startswith("Why does") and said[0].session_id == SESSION
    assert isinstance(records[-1], Partial) and records[-1].start == log.stat().st_size - 49


def test_a_subagents_log_is_skipped_whole(log, tmp_path):
    sub = [meta(source={"subagent": {"thread_spawn": {"parent_thread_id": "p"}}})]
    records = list(transcripts.parse(write(log, sub + session_lines()[1:])))
    assert turns(records) == [] and {r.reason for r in records if isinstance(r, Skipped)} >= {
        "subagent"
    }
    other = write(tmp_path / "main.jsonl", session_lines())  # the same lines, not a sub-agent
    assert len(turns(transcripts.parse(other))) == 3


@pytest.mark.parametrize(
    "first, later, says",
    [
        # an old log whose first line is the bare session header, with no type/payload
        ({"id": SESSION, "timestamp": "2025-05-01T10:00:00Z"}, None, "no type and payload"),
        (line("turn_context", {"cwd": CWD}), None, "not the session_meta"),
        (line("session_meta", {"cwd": CWD}), None, "no session id"),
        (None, {"type": "response_item", "item": {"role": "user"}}, "no type and payload"),
        (None, line("response_item", {"type": "message", "role": "user", "content": "hi"}),
         "no list of typed content parts"),
    ],
)  # fmt: skip
def test_a_format_it_does_not_know_fails_loud(log, first, later, says):
    lines = session_lines()
    if first is not None:
        lines[0] = first
    if later is not None:
        lines.insert(3, later)
    write(log, lines)
    with pytest.raises(TranscriptFormatError, match=says):
        list(transcripts.parse(log))
    # Positive control: the same log in the known format reads.
    assert len(turns(transcripts.parse(write(log, session_lines())))) == 3


def test_a_log_read_from_an_offset_whose_first_line_changed_fails_loud(log):
    lines = session_lines()
    lines[0] = {"session": SESSION}
    write(log, lines)
    with pytest.raises(TranscriptFormatError, match="byte 0 has no type and payload"):
        list(transcripts.parse(log, len(json.dumps(lines[0])) + 1))
    lines[0] = meta()  # positive control: the known first line reads from the same place
    write(log, lines)
    said = turns(transcripts.parse(log, len(json.dumps(lines[0])) + 1))
    assert said[0] == ("user", "Why does the webhook retry seven times?")


def test_the_watcher_reads_codex_home_sessions_with_this_parser(tmp_path, monkeypatch):
    home = tmp_path / "elsewhere-codex"
    monkeypatch.setenv("CODEX_HOME", str(home))
    parsers = registered_parsers()
    inside = home / "sessions/2026/12/01/rollout-2026-12-01T10-00-00-abc.jsonl"
    found = watched_parser(inside, parsers)
    assert found is not None and found.name == "codex"
    outside = tmp_path / ".codex/sessions/2026/12/01/rollout-2026-12-01T10-00-00-abc.jsonl"
    assert watched_parser(outside, parsers) is None  # ~/.codex is not CODEX_HOME here


# A log built from the known lines and arbitrary ones, cut anywhere: the parser either
# reads it, every byte accounted for, or refuses it with TranscriptFormatError; it never
# raises anything else.
known_lines = st.sampled_from([json.dumps(obj).encode() for obj in session_lines()[1:]])
odd_lines = st.one_of(
    st.binary(max_size=40).filter(lambda b: b"\n" not in b),
    st.builds(
        lambda v: json.dumps(v).encode(), st.dictionaries(st.text(max_size=5), st.integers())
    ),
)
logs = st.builds(
    lambda body, tail: json.dumps(meta()).encode() + b"\n" + b"\n".join(body) + tail,
    st.lists(st.one_of(known_lines, odd_lines), max_size=12),
    st.sampled_from([b"\n", b"", b'{"type":"resp']),
)


@settings(max_examples=150, deadline=None)
@given(data=logs, cut=st.floats(0, 1))
def test_any_log_reads_whole_or_fails_loud(data, cut):
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "rollout-x.jsonl"
        path.write_bytes(data)
        for offset in (0, int(cut * len(data))):
            try:
                records = list(transcripts.parse(path, offset))
            except TranscriptFormatError:
                continue
            position = offset
            for record in records:
                assert record.start == position
                if isinstance(record, Partial):
                    assert record.start + record.size == len(data)
                    break
                position = record.end
            else:
                assert position == len(data)
            for turn in (r for r in records if isinstance(r, Turn)):
                assert turn.text in KNOWN_TEXTS or turn.role == "tool"


KNOWN_TEXTS = {
    "Why does the webhook retry seven times?",
    "Because retry.toml sets max_attempts = 7.",
}

"""Property-based fuzzing of the two parsers that read what other programs write: the hook
client reading the host's event on stdin, and the transcript parser reading Claude Code's
JSONL. Neither may ever raise into its caller: the hook exits 0 and prints nothing or
valid JSON; the parser yields records whose byte ranges tile the file.

Already covered elsewhere (not repeated): one garbage-stdin example, a hung or broken
daemon (test_hook_client); hand-written malformed, glued and partial lines
(test_harvest_parser)."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import tempfile
from contextlib import redirect_stdout
from pathlib import Path

import mgimind.hooks.client as hook_client
import mgimind.hooks.wire as wire
import pytest
from daemon_helpers import running_daemon
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from mgimind.hooks.events import HookEvents
from mgimind.hosts.claude_code import transcripts as claude_code

from mgimind.harvest.records import Partial
from mgimind.hostapi import get_host

CLIENT = Path(hook_client.__file__).resolve().with_name("run_hook.py")
EVENTS = ["session-start", "prompt", "pre-compact", "session-end", "stop", "bogus", ""]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=80),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4)
    ),
    max_leaves=10,
)
# Events shaped like the host's, with arbitrary values in the fields it reads.
event_payloads = st.fixed_dictionaries(
    {},
    optional={
        "session_id": json_values,
        "cwd": json_values | st.just("/tmp"),
        "prompt": json_values | st.text(max_size=300),
        "transcript_path": json_values,
        "source": json_values,
        "reason": json_values,
        "hook_event_name": json_values,
    },
)


class _Stdin:
    def __init__(self, raw: bytes):
        self.buffer = io.BytesIO(raw)


def run_in_process(argv: list[str], raw: bytes, home: str) -> tuple[int, str]:
    """`client.main(argv)` with `raw` on stdin: (exit code, what it printed)."""
    saved = sys.stdin, os.environ.get("MGIMIND_HOME")
    sys.stdin, os.environ["MGIMIND_HOME"] = _Stdin(raw), home
    out = io.StringIO()
    try:
        with redirect_stdout(out):
            code = hook_client.main(argv)
    finally:
        sys.stdin = saved[0]
        if saved[1] is None:
            os.environ.pop("MGIMIND_HOME", None)
        else:
            os.environ["MGIMIND_HOME"] = saved[1]
    return code, out.getvalue()


# --- the hook client: arbitrary stdin, in-process (many examples) ----------------------------


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    raw=st.binary(max_size=400)
    | st.text(max_size=400).map(str.encode)
    | event_payloads.map(lambda p: json.dumps(p).encode()),
    event=st.sampled_from(EVENTS),
)
def test_hook_client_never_raises_on_any_stdin(raw, event, tmp_path, monkeypatch):
    monkeypatch.setenv("MGIMIND_AUTOSTART", "0")  # no daemon: every event must fail open
    code, printed = run_in_process(["claude-code", event], raw, str(tmp_path / "home"))
    assert (code, printed) == (0, "")


@settings(max_examples=200, deadline=None)
@given(value=json_values)
def test_wire_json_reads_what_the_json_module_writes(value):
    for text in (json.dumps(value), json.dumps(value, indent=2)):
        assert json.dumps(wire.loads(text)) == json.dumps(json.loads(text))


@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=200))
def test_wire_json_refuses_garbage_with_value_error_only(text):
    try:
        expected = json.loads(text)
    except ValueError:
        with pytest.raises(ValueError):  # and nothing else: no IndexError, no TypeError
            wire.loads(text)
    else:
        assert json.dumps(wire.loads(text)) == json.dumps(expected)


# --- the daemon side: arbitrary host events through the hook events (real Mind) ----------------


@pytest.fixture(scope="module")
def hook_mind(tmp_path_factory, embedder):
    from mgimind.engine.mind import Mind

    mind = Mind(
        tmp_path_factory.mktemp("fuzz-hook-events"), embedder=embedder, actor="hook:claude-code"
    )
    mind.memories.add("The fuzz cluster restarts nightly at two.")
    yield mind
    mind.close()


@settings(
    max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(payload=event_payloads, event=st.sampled_from(EVENTS))
@example(payload={"cwd": "/tmp/\x00x", "session_id": "s", "prompt": "fuzz?"}, event="prompt")
@example(payload={"cwd": "/tmp/\x00x", "session_id": "s"}, event="session-start")
@example(payload={"cwd": "~nosuchuser-fz/app", "session_id": "s"}, event="session-start")
@example(
    payload={"cwd": "/tmp", "session_id": "s", "transcript_path": "~nosuchuser-fz/t.jsonl"},
    event="session-end",
)
def test_the_hook_events_answer_any_event_with_nothing_or_valid_json(hook_mind, payload, event):
    mind = hook_mind
    answer = HookEvents().handle_hook(mind, get_host("claude-code"), event, payload)
    printed = answer["stdout"]
    assert isinstance(printed, str)
    if printed:
        context = json.loads(printed)["hookSpecificOutput"]["additionalContext"]
        assert isinstance(context, str) and context


# --- the real client process, a handful of nasty inputs, against a real daemon -----------------

NASTY = {
    "binary": b"\x00\xff\xfe\x80garbage",
    "utf-16 with BOM": json.dumps({"prompt": "fuzz cluster?"}).encode("utf-16"),
    "deeply nested": b"[" * 100_000 + b"]" * 100_000,
    "a JSON array": b"[1, 2, 3]",
    "NaN and huge numbers": b'{"prompt": NaN, "cwd": 1e999, "session_id": -0}',
    "wrong types": b'{"prompt": ["fuzz", "cluster"], "cwd": {"a": 1}, "session_id": 7}',
    "truncated": b'{"session_id": "s", "prompt": "when does the fuzz clus',
    "valid with a NUL in cwd": b'{"session_id": "s", "cwd": "/tmp/\\u0000x", "prompt": "fuzz?"}',
    "valid": b'{"session_id": "s", "cwd": "/tmp", "prompt": "when does the fuzz cluster restart?"}',
}


@pytest.fixture(scope="module")
def warm_home(tmp_path_factory):
    home = tmp_path_factory.mktemp("fuzz-hook-home")
    from mgimind.doors.client import DaemonClient

    with running_daemon(home):
        DaemonClient(home).memories.add("The fuzz cluster restarts nightly at two.")
        yield home


@pytest.mark.parametrize("name", sorted(NASTY))
def test_real_hook_process_exits_0_with_nothing_or_json(name, warm_home):
    proc = subprocess.run(
        [sys.executable, "-I", "-S", str(CLIENT), "claude-code", "prompt"],
        input=NASTY[name],
        capture_output=True,
        timeout=30,
        env={**os.environ, "MGIMIND_HOME": str(warm_home)},
    )
    assert proc.returncode == 0 and proc.stderr == b""
    if proc.stdout:
        json.loads(proc.stdout)
    if name == "valid":  # control: a well-formed event does get its recall
        assert b"fuzz cluster restarts" in proc.stdout


# --- the transcript parser ------------------------------------------------------------------


def _transcript_line(role: str, text: str) -> bytes:
    return json.dumps(
        {
            "type": role,
            "sessionId": "s",
            "cwd": "/w",
            "uuid": "u",
            "timestamp": "2026-01-01T00:00:00Z",
            "message": {"role": role, "content": [{"type": "text", "text": text}]},
        }
    ).encode()


good_lines = st.builds(
    _transcript_line, st.sampled_from(["user", "assistant"]), st.text(max_size=60)
)
lines = st.one_of(
    good_lines,
    good_lines.flatmap(lambda b: st.integers(0, len(b)).map(lambda n: b[:n])),  # truncated
    st.tuples(good_lines, good_lines).map(lambda p: p[0][: len(p[0]) // 2] + p[1]),  # glued
    st.binary(max_size=80),
    json_values.map(lambda v: json.dumps(v).encode()),
    st.just(b'{"type": "user", "message": "\xff\xfe not utf-8"}'),
)
transcripts = st.tuples(st.lists(lines, max_size=12), st.booleans()).map(
    lambda t: b"\n".join(x.replace(b"\n", b" ") for x in t[0]) + (b"\n" if t[1] else b"")
)


def _tiles(records, offset: int, size: int) -> None:
    position = offset
    for record in records:
        assert record.start == position  # monotonic, no gap, no overlap
        if isinstance(record, Partial):
            assert record is records[-1] and record.start + record.size == size
            return
        assert record.end > record.start
        position = record.end
    assert position == size


@settings(max_examples=200, deadline=None)
@given(data=transcripts, cut=st.floats(0, 1))
def test_transcript_parser_never_raises_and_offsets_tile(data, cut):
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "t.jsonl"
        path.write_bytes(data)
        records = list(claude_code.parse(path, 0))
        _tiles(records, 0, len(data))
        # Resuming from any record boundary reads the same records as the full pass.
        boundaries = [r.start for r in records]
        if boundaries:
            resume = boundaries[int(cut * (len(boundaries) - 1))]
            again = list(claude_code.parse(path, resume))
            assert again == [r for r in records if r.start >= resume]
        # Even a resume from the middle of a line (a stale offset) never raises.
        middle = int(cut * len(data))
        _tiles(list(claude_code.parse(path, middle)), middle, len(data))

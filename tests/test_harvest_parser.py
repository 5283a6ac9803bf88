"""The Claude Code transcript parser, exchange grouping, candidate rules and offsets.
No store or model here: these are the pure parts of the harvester."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from mgimind.hosts.claude_code import transcripts as claude_code
from transcript_factory import TranscriptWriter

from mgimind.harvest.exchanges import Grouping, group
from mgimind.harvest.offsets import OffsetStore
from mgimind.harvest.parsers import parser_for, registered_parsers
from mgimind.harvest.records import Partial, Skipped, Turn, glob_regex, glob_root
from mgimind.harvest.rules import fact_candidates, procedure_candidate
from mgimind.plugins import load_plugins
from mgimind.pluginspecs import hookimpl


def write(path: Path, w: TranscriptWriter) -> Path:
    path.write_text(w.text(), encoding="utf-8")
    return path


def full_session() -> TranscriptWriter:
    w = TranscriptWriter(session_id="sess-1", cwd="/home/dev/app")
    w.summary_line("Fix login (a title pointing into another session)")
    w.snapshot()
    w.meta()
    w.command("/clear")
    w.user("Why does the login form reject valid emails?")
    w.assistant("The regex rejects plus signs; I will relax it.", thinking="SECRET THOUGHTS")
    w.tool(
        "pytest -q",
        'Traceback (most recent call last):\n  File "a.py"\nValueError: bad email',
        is_error=True,
    )
    w.assistant("Fixed: the pattern now accepts plus addressing.")
    w.sidechain("SUBAGENT CHATTER")
    w.compact_summary("This session is being continued from a previous conversation.")
    w.user(
        [
            {"type": "text", "text": "Thanks.<system-reminder>REMINDER NOISE</system-reminder>"},
            {"type": "text", "text": "Now add a test."},
        ]
    )
    w.assistant("Added tests/test_login.py with three cases.")
    return w


def test_parser_keeps_user_and_assistant_text_and_skips_everything_else(tmp_path):
    path = write(tmp_path / "s.jsonl", full_session())
    records = list(claude_code.parse(path, 0))
    turns = [r for r in records if isinstance(r, Turn)]
    spoken = [(t.role, t.text) for t in turns if t.role != "tool"]
    assert spoken == [
        ("user", "Why does the login form reject valid emails?"),
        ("assistant", "The regex rejects plus signs; I will relax it."),
        ("assistant", "Fixed: the pattern now accepts plus addressing."),
        ("user", "Thanks.\n\nNow add a test."),
        ("assistant", "Added tests/test_login.py with three cases."),
    ]
    everything = json.dumps([t.text for t in turns])
    for hidden in (
        "SECRET THOUGHTS",
        "SUBAGENT CHATTER",
        "continued from a previous",
        "Caveat:",
        "command-name",
        "a title pointing",
        "REMINDER NOISE",
    ):
        assert hidden not in everything
    reasons = [r.reason for r in records if isinstance(r, Skipped)]
    for reason in ("meta", "sidechain", "compact-summary", "command", "other", "no-text"):
        assert reason in reasons
    # The tool-result-only turn is kept as a "tool" turn with no text, only its error.
    tool = [t for t in turns if t.role == "tool"]
    assert [t.error for t in tool] == ["ValueError: bad email"] and tool[0].text == ""
    first = turns[0]
    assert (first.session_id, first.cwd) == ("sess-1", "/home/dev/app")
    assert first.timestamp.startswith("2025-11-03T09:") and first.uuid
    # Byte ranges tile the file: each record starts where the previous one ended.
    assert records[0].start == 0 and records[-1].end == path.stat().st_size
    assert all(a.end == b.start for a, b in zip(records, records[1:], strict=False))


def test_malformed_truncated_and_partial_lines(tmp_path):
    w = TranscriptWriter()
    w.user("first question about the cache layer")
    w.assistant("first answer about the cache layer")
    lines = w.lines()
    glued = lines[0][:40] + lines[1]  # a writer killed mid-line, then the next append
    w2 = TranscriptWriter()
    w2.user("the last question, still being written")
    partial = w2.lines()[0][:-30]  # no newline yet
    path = tmp_path / "t.jsonl"
    broken = '{"type":"user","message":{"role":"user","content":"cut sho\n'
    path.write_text(lines[0] + broken + glued + partial, encoding="utf-8")

    records = list(claude_code.parse(path, 0))
    kinds = [type(r).__name__ for r in records]
    assert kinds == ["Turn", "Skipped", "Turn", "Partial"]
    assert records[1].reason == "malformed"
    # The glued line's whole tail object is recovered (the fragment before it is lost).
    assert records[2].text == "first answer about the cache layer"
    assert isinstance(records[3], Partial) and records[3].size == len(partial.encode())

    # Resuming from the partial line's start, once it is completed, reads just that line.
    with open(path, "a", encoding="utf-8") as f:
        f.write(w2.lines()[0][-30:])
    rest = list(claude_code.parse(path, records[3].start))
    assert [(type(r).__name__, getattr(r, "text", "")) for r in rest] == [
        ("Turn", "the last question, still being written")
    ]


def test_grouping_into_exchanges_and_flush_modes(tmp_path):
    w = TranscriptWriter()
    w.user("one")
    w.user("one, more detail")  # consecutive user turns stay one ask
    w.assistant("answer one")
    w.tool("ls", "ok")
    w.assistant("answer one, continued")
    w.user("two, unanswered")
    path = write(tmp_path / "g.jsonl", w)
    size = path.stat().st_size

    def run(flush):
        state = Grouping(0, 0)
        return list(group(claude_code.parse(path, 0), 0, flush, state)), state

    exchanges, state = run("none")
    assert len(exchanges) == 1
    ex = exchanges[0]
    assert [t.text for t in ex.user] == ["one", "one, more detail"]
    assert [t.text for t in ex.assistant] == ["answer one", "answer one, continued"]
    assert "User: one\n\none, more detail\n\nAssistant: answer one" in ex.text(4000)
    # The safe offset stops before the unanswered ask, so it is re-read next time.
    two_start = next(
        r.start
        for r in claude_code.parse(path, 0)
        if isinstance(r, Turn) and r.text == "two, unanswered"
    )
    assert ex.end == two_start and state.safe == two_start
    exchanges, state = run("idle")  # idle keeps an unanswered ask back too
    assert len(exchanges) == 1 and state.safe == two_start
    exchanges, state = run("end")  # the session is over: the lone ask goes in
    assert [e.user[0].text for e in exchanges] == ["one", "two, unanswered"]
    assert state.safe == size and exchanges[-1].end == size


def test_long_turns_are_capped_in_the_exchange_text():
    from mgimind.harvest.exchanges import Exchange

    ex = Exchange(
        0,
        10,
        user=[Turn("user", "word " * 2000, 0, 5)],
        assistant=[Turn("assistant", "short reply", 5, 10)],
    )
    text = ex.text(500)
    assert len(text) < 700 and "…[truncated]" in text and text.endswith("short reply")


def _exchange(user: str, assistant: str = "Sure.", errors=()):
    from mgimind.harvest.exchanges import Exchange

    return Exchange(
        0,
        1,
        user=[Turn("user", user, 0, 1)],
        assistant=[Turn("assistant", assistant, 1, 2)],
        errors=list(errors),
    )


def test_fact_rules_find_user_statements_with_reasons():
    found = fact_candidates(
        _exchange(
            "We decided to use PostgreSQL 16 for staging. The deploy target is Fly.io. "
            "Maybe the cache is Redis? I think the queue is SQS. Is the CDN Cloudflare?"
        )
    )
    assert [c.text for c in found] == [
        "Decision: We decided to use PostgreSQL 16 for staging.",
        "The deploy target is Fly.io.",
    ]
    assert found[0].fields["object"] == "PostgreSQL 16 for staging"
    assert "decision" in found[0].reason and "is-statement" in found[1].reason
    # Assistant statements are not the user's facts.
    assert fact_candidates(_exchange("Please look.", "We decided to use Kafka.")) == []


def test_procedure_rule_needs_an_error_and_a_fix():
    ex = _exchange(
        "Run the tests.",
        "The issue was a stale lockfile; fixed by deleting it.",
        errors=["npm ERR! code ERESOLVE"],
    )
    c = procedure_candidate(ex)
    assert c and c.text.startswith("When: npm ERR! code ERESOLVE\nFix: The issue was")
    assert "error-then-fix" in c.reason
    assert (
        procedure_candidate(
            _exchange("Run the tests.", "All green.", errors=["npm ERR! code ERESOLVE"])
        )
        is None
    )
    assert procedure_candidate(_exchange("Run the tests.", "Fixed the typo.")) is None
    pasted = _exchange(
        "I get this:\nTraceback (most recent call last):\n  x\nKeyError: 'id'",
        "Fixed: use .get('id') with a default.",
    )
    assert procedure_candidate(pasted).fields["error"] == "KeyError: 'id'"


def test_globs_roots_and_claude_config_dir(tmp_path, monkeypatch):
    rx = glob_regex("/c/projects/**/*.jsonl")
    assert rx.match("/c/projects/-home-app/s.jsonl")
    assert rx.match("/c/projects/-home-app/s/subagents/agent-1.jsonl")
    assert not rx.match("/c/projects/-home-app/s.json")
    assert not rx.match("/c/other/s.jsonl")
    assert glob_root("/c/projects/**/*.jsonl") == Path("/c/projects")
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(tmp_path / "cfg"))
    assert claude_code.transcript_globs() == [str(tmp_path / "cfg" / "projects/**/*.jsonl")]
    monkeypatch.delenv("CLAUDE_CONFIG_DIR")
    assert claude_code.transcript_globs()[0].startswith(str(Path.home() / ".claude"))


def test_hook_register_transcript_parsers(tmp_path):
    def parse_txt(path, offset):
        yield Skipped(offset, os.path.getsize(path), "nothing")

    class TxtFormat:
        @hookimpl
        def register_transcript_parsers(self, register):
            register("txt-log", [str(tmp_path / "logs" / "*.txt")], parse_txt)

    pm = load_plugins()
    plugin = TxtFormat()
    pm.register(plugin)
    try:
        parsers = registered_parsers(pm)
        assert {"claude-code", "txt-log"} <= {p.name for p in parsers}
        assert parser_for(tmp_path / "logs" / "a.txt", parsers).name == "txt-log"
        # A *.jsonl outside every watched glob falls back to the Claude Code format.
        assert parser_for(tmp_path / "x.jsonl", parsers).name == "claude-code"
        from mgimind.errors import InvalidInput

        with pytest.raises(InvalidInput, match="not a transcript format"):
            parser_for(tmp_path / "x.csv", parsers)
    finally:
        pm.unregister(plugin)
    assert "txt-log" not in {p.name for p in registered_parsers(pm)}


def test_offsets_persist_atomically_and_detect_replaced_and_truncated_files(tmp_path):
    store_path = tmp_path / "home" / "harvest" / "offsets.json"
    f = tmp_path / "t.jsonl"
    f.write_text("a" * 100 + "\n" + "b" * 100 + "\n")
    offsets = OffsetStore(store_path)
    entry, reset = offsets.check(f)
    assert reset is None and entry.offset == 0
    entry.offset, entry.partial = 101, 7
    offsets.commit(f, entry)
    assert not list(store_path.parent.glob(".offsets.*"))  # no temp file left behind

    reloaded = OffsetStore(store_path)  # a restart reads what was committed
    entry, reset = reloaded.check(f)
    assert reset is None and (entry.offset, entry.partial) == (101, 7)

    f.write_text("a" * 50 + "\n")  # truncated below the offset
    entry, reset = OffsetStore(store_path).check(f)
    assert reset == "truncated" and entry.offset == 0 and entry.resets == 1

    f.write_text("a" * 100 + "\n" + "b" * 100 + "\n")
    offsets = OffsetStore(store_path)
    entry, _ = offsets.check(f)
    entry.offset = 101
    offsets.commit(f, entry)
    replacement = tmp_path / "new.jsonl"
    replacement.write_text("a" * 100 + "\n" + "b" * 100 + "\nmore\n")
    os.replace(replacement, f)  # same path, another inode
    entry, reset = OffsetStore(store_path).check(f)
    assert reset == "replaced" and entry.offset == 0

    offsets = OffsetStore(store_path)
    entry, _ = offsets.check(f)
    entry.offset = 101
    offsets.commit(f, entry)
    with open(f, "r+") as fh:  # rewritten in place, longer, same inode
        fh.write("z" * 10)
    entry, reset = OffsetStore(store_path).check(f)
    assert reset == "rewritten"

    store_path.write_text("{torn")  # never produced by us, but survivable
    assert OffsetStore(store_path).get(str(f)) is None
    assert store_path.with_suffix(".corrupt").exists()

"""The host-neutral hook layer in process (no daemon): what it keeps between events."""

from __future__ import annotations

import logging

from mgimind.hooks.events import HookEvents

from mgimind import operations
from mgimind.hostapi import HookEvent
from mgimind.memory.sessions import LIVE_PROMPT_CHARS
from mgimind.security.secrets import find_secret, redact_secrets

KEY = "sk-ant-" + "a1B2c3D4e5F6g7H8i9J0kLmN"


def _in(project, session_id: str):
    """Events of one Claude Code session in `project`."""

    def ev(kind, **extra):
        return HookEvent(
            kind=kind, agent="claude-code", session_id=session_id, cwd=str(project), **extra
        )

    return ev


def test_redact_secrets_replaces_only_the_credential():
    text = f"use {KEY} for the billing api, see postgres://app:hunter22@db/x"
    redacted = redact_secrets(text)
    assert KEY not in redacted and "hunter22" not in redacted and find_secret(redacted) is None
    assert redacted.startswith("use [secret: anthropic-key]") and "for the billing api" in redacted
    assert redact_secrets("no credential here") == "no credential here"  # control


def test_a_pasted_key_never_reaches_the_session_files_and_the_summary_survives(mind, tmp_path):
    project = tmp_path / "app"
    project.mkdir()
    layer = HookEvents()
    ev = _in(project, "s-1")

    layer.run(mind, ev("prompt", prompt=f"deploy with the key {KEY} to staging"))
    layer.run(mind, ev("prompt", prompt="then rename the billing module"))
    stored = "".join(p.read_text() for p in (mind.home / "sessions").rglob("*.json"))
    assert KEY not in stored and "[secret: " in stored and "deploy with the key" in stored

    layer.run(mind, ev("session-end", reason="exit"))
    last = mind.sessions.last("claude-code", str(project))
    assert last is not None and "rename the billing module" in last.summary
    assert KEY not in last.summary and KEY not in (mind.home / "audit.log").read_text()


def test_a_failed_operation_is_logged_under_the_hook_layers_own_name(mind, tmp_path, caplog):
    """A person filtering the daemon log for the hook layer finds its failures there (and
    not under the name of memory archiving)."""
    project = tmp_path / "app"
    project.mkdir()
    too_long = "a" * 201  # an agent name the sessions kind refuses
    event = HookEvent(kind="session-start", agent=too_long, session_id="s-1", cwd=str(project))
    with caplog.at_level(logging.WARNING):
        answer = HookEvents().run(mind, event)
    failed = [r for r in caplog.records if "session.start failed" in r.getMessage()]
    assert failed and {r.name for r in failed} == {"mgimind.hooks.events"}
    assert "session.start failed: InvalidInput" in answer.notes


def test_a_running_sessions_notes_are_the_sessions_kinds_own_operations(mind, tmp_path):
    """The hook keeps a running session's notes through the sessions kind's operations
    (`session.live`, `session.keep_live`): the kind redacts and clips them, whoever keeps
    them, and forgets them with the session."""
    project = tmp_path / "app"
    project.mkdir()
    layer = HookEvents()
    ev = _in(project, "s-2")

    layer.run(mind, ev("session-start", source="startup"))
    layer.run(mind, ev("prompt", prompt="rename the billing module " + "and more " * 60))
    notes = operations.call(mind, "session.live", {"session_id": "s-2"})
    assert notes["prompt_count"] == 1 and notes["agent"] == "claude-code"
    assert notes["prompts"][0].startswith("rename the billing module")
    assert len(notes["prompts"][0]) <= LIVE_PROMPT_CHARS

    kept = {**notes, "prompts": [*notes["prompts"], f"then deploy with {KEY}"]}
    operations.call(mind, "session.keep_live", {"session_id": "s-2", "notes": kept})
    files = "".join(p.read_text() for p in (mind.home / "sessions" / "live").glob("*.json"))
    assert KEY not in files and "then deploy with [secret: " in files

    mind.sessions.forget("s-2")
    assert operations.call(mind, "session.live", {"session_id": "s-2"}) == {
        "session_id": "s-2",
        "prompts": [],
    }
    assert "rename the billing module" not in "".join(
        p.read_text() for p in (mind.home / "sessions").rglob("*.json")
    )

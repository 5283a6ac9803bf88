"""Codex's hook JSON -> the hook layer, and its answer -> what the hook prints."""

from __future__ import annotations

import json

from mgimind.hosts.codex import protocol

from mgimind.hostapi import HookAnswer

BASE = {
    "session_id": "01a232ed",
    "transcript_path": "/home/me/.codex/sessions/2026/12/01/rollout-x-01a232ed.jsonl",
    "cwd": "/work/app",
    "model": "gpt-5",
}


def test_each_codex_event_becomes_its_hook_event():
    start = protocol.translate("session-start", {**BASE, "source": "compact"})
    assert start.kind == "session-start" and start.agent == "codex" and start.source == "compact"
    assert start.transcript_path == BASE["transcript_path"] and start.cwd == "/work/app"
    prompt = protocol.translate("prompt", {**BASE, "turn_id": "t", "prompt": "why 7 retries?"})
    assert prompt.prompt == "why 7 retries?"
    assert protocol.translate("pre-compact", {**BASE, "trigger": "auto"}).reason == "auto"
    assert protocol.translate("session-end", {**BASE, "reason": "other"}).reason == "other"
    assert protocol.translate("stop", {**BASE, "stop_hook_active": False}).kind == "stop"
    # A Stop that Codex runs because a Stop hook made it continue: nothing to do again.
    assert protocol.translate("stop", {**BASE, "stop_hook_active": True}) is None
    assert protocol.translate("notification", BASE) is None


def test_only_session_start_and_prompt_print_context():
    answer = HookAnswer(context='<mgimind-memory kind="briefing">pins</mgimind-memory>')
    for event, name in (("session-start", "SessionStart"), ("prompt", "UserPromptSubmit")):
        out = json.loads(protocol.render(protocol.translate(event, BASE), answer))
        assert out == {
            "hookSpecificOutput": {"hookEventName": name, "additionalContext": answer.context}
        }
    for event in ("pre-compact", "session-end", "stop"):  # Codex fails a hook that prints here
        assert protocol.render(protocol.translate(event, BASE), answer) == ""
    assert protocol.render(protocol.translate("prompt", BASE), HookAnswer()) == ""

"""GitHub Copilot CLI without the CLI: what the doctor reads of its project-only hooks, and
the event JSON Copilot sends turned into mgimind's events and back into its output."""

from __future__ import annotations

import json

from mgimind.hosts.copilot import protocol

from mgimind.hostapi import HookAnswer, known_hosts


def test_the_doctor_reads_the_user_hooks_and_each_scope_goes_back(tmp_path, monkeypatch):
    host = known_hosts()["copilot"]
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.delenv("COPILOT_HOME", raising=False)
    assert host.installed_commands() == {}  # nothing installed: nothing, and no error
    host.install("user", tmp_path)
    commands = host.installed_commands()  # as the doctor asks: no scope named
    assert set(commands) == {"sessionStart", "userPromptSubmitted", "preCompact", "sessionEnd"}
    assert commands["userPromptSubmitted"].endswith("run_hook.py copilot prompt")
    settings = json.loads((tmp_path / "home/.copilot/settings.json").read_text())
    assert "version" not in settings  # Copilot's settings file, not a hooks file
    (tmp_path / "project").mkdir()
    host.install("project", tmp_path / "project")
    hooks_file = tmp_path / "project/.github/hooks/mgimind.json"
    assert json.loads(hooks_file.read_text())["version"] == 1
    host.uninstall("user", tmp_path)
    host.uninstall("project", tmp_path / "project")
    assert [p.name for p in tmp_path.iterdir()] == ["project"]  # home/.copilot made: gone
    assert list((tmp_path / "project").iterdir()) == []


def test_camel_case_events_in_and_additional_context_out():
    payload = {"sessionId": "s1", "cwd": "/work/p", "prompt": "why?", "timestamp": 1}
    event = protocol.translate("prompt", payload)
    assert event is not None and (event.session_id, event.cwd, event.prompt) == (
        "s1",
        "/work/p",
        "why?",
    )
    out = protocol.render(event, HookAnswer(context="<mgimind-memory>x</mgimind-memory>"))
    assert json.loads(out) == {"additionalContext": "<mgimind-memory>x</mgimind-memory>"}
    end = protocol.translate("session-end", {"sessionId": "s1", "reason": "complete"})
    assert end is not None and end.reason == "complete"
    assert protocol.render(end, HookAnswer(context="anything")) == ""  # observed only
    assert protocol.translate("stop", payload) is None  # not a Copilot hook of ours

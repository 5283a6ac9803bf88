"""`mgimind install-hooks gemini`: merge, idempotence, backups, scopes, exact removal; and
the hook protocol (what the hook reads from Gemini CLI and what it prints)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from mgimind.hosts.gemini import installer, protocol

from mgimind.doors.cli import main as cli
from mgimind.errors import InvalidInput, MgimindError
from mgimind.hostapi import HookAnswer

FOREIGN = {"name": "lint", "type": "command", "command": "echo keep-me", "timeout": 3000}
# The person's own file, in their own formatting (4-space indent, keys in their order).
PERSON = (
    "{\n"
    '    "security": {"auth": {"selectedType": "gemini-api-key"}},\n'
    '    "hooks": {"BeforeAgent": [{"hooks": [' + json.dumps(FOREIGN) + "]}],\n"
    '              "BeforeTool": [{"matcher": "run_shell_command", "hooks": ['
    + json.dumps(FOREIGN)
    + "]}]},\n"
    '    "mcpServers": {"github": {"command": "gh-mcp"}}\n'
    "}\n"
)


@pytest.fixture
def user_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("GEMINI_CLI_HOME", raising=False)
    monkeypatch.delenv("GEMINI_CLI_TRUSTED_FOLDERS_PATH", raising=False)
    return home


def read(path):
    return json.loads(path.read_text())


def ours(data: dict, event: str) -> list[dict]:
    return [h for g in data["hooks"].get(event, []) for h in g["hooks"] if installer.is_ours(h)]


def test_install_merges_is_idempotent_and_uninstall_gives_the_bytes_back(user_home, tmp_path):
    settings = user_home / ".gemini" / "settings.json"
    settings.parent.mkdir()
    settings.write_text(PERSON)

    report = installer.install("user", tmp_path)
    data = read(settings)
    assert data["security"] == {"auth": {"selectedType": "gemini-api-key"}}
    assert data["mcpServers"]["github"] == {"command": "gh-mcp"}
    assert data["mcpServers"]["mgimind"]["args"] == ["-m", "mgimind.doors.mcp_server"]
    before_agent = [h for g in data["hooks"]["BeforeAgent"] for h in g["hooks"]]
    assert FOREIGN in before_agent and len(ours(data, "BeforeAgent")) == 1
    for event in ("SessionStart", "BeforeAgent", "PreCompress", "SessionEnd", "AfterAgent"):
        (hook,) = ours(data, event)
        assert hook["type"] == "command" and " -I -S " in hook["command"]
        assert " gemini " in hook["command"] and hook["name"].startswith("mgimind-")
        assert isinstance(hook["timeout"], int) and hook["timeout"] >= 5000  # milliseconds
    # Gemini fires PreCompress "auto" before every turn: only /compress is a compression
    assert [g["matcher"] for g in data["hooks"]["PreCompress"]] == ["manual"]
    backup = settings.with_name("settings.json.mgimind.bak")
    assert backup.read_text() == PERSON and report.changed == [str(settings)]
    assert not list(settings.parent.glob(".settings.json.mgimind.tmp"))  # written atomically

    again = installer.install("user", tmp_path)
    assert again.changed == [] and read(settings) == data  # idempotent
    assert backup.read_text() == PERSON  # still the bytes from before the first install

    removed = installer.uninstall("user", tmp_path)
    assert settings.read_text() == PERSON  # byte for byte
    assert not backup.exists() and set(removed.hooks) >= {"SessionStart", "BeforeAgent"}
    assert installer.uninstall("user", tmp_path).changed == []  # idempotent too


def test_an_edit_made_after_install_survives_uninstall(user_home, tmp_path):
    settings = user_home / ".gemini" / "settings.json"
    settings.parent.mkdir()
    settings.write_text(PERSON)
    installer.install("user", tmp_path)
    data = read(settings)
    data["ui"] = {"theme": "GitHub"}  # the person changes something else meanwhile
    settings.write_text(json.dumps(data))

    report = installer.uninstall("user", tmp_path)
    after = read(settings)
    assert after["ui"] == {"theme": "GitHub"} and after["mcpServers"] == {
        "github": {"command": "gh-mcp"}
    }
    assert not ours(after, "BeforeAgent") and FOREIGN in after["hooks"]["BeforeAgent"][0]["hooks"]
    assert "SessionStart" not in after["hooks"]  # an event left empty by us is dropped
    assert report.backups == [str(settings.with_name("settings.json.mgimind.bak"))]  # kept


def test_project_scope_creates_and_removes_its_folder(user_home, tmp_path):
    project = tmp_path / "proj"
    project.mkdir()
    report = installer.install("project", project)
    settings = project / ".gemini" / "settings.json"
    assert installer.installed("project", project) == list(protocol.EVENTS.values())
    assert not (user_home / ".gemini").exists()  # user scope untouched
    assert any("trust" in note for note in report.notes)

    installer.uninstall("project", project)
    assert not settings.exists() and not (project / ".gemini").exists()
    assert list(project.iterdir()) == []
    assert installer.installed("project", project) == []


def test_gemini_cli_home_is_honoured(user_home, tmp_path, monkeypatch):
    gemini_home = tmp_path / "elsewhere"
    monkeypatch.setenv("GEMINI_CLI_HOME", str(gemini_home))
    installer.install("user", tmp_path, mcp=False)
    settings = gemini_home / ".gemini" / "settings.json"
    assert ours(read(settings), "SessionStart") and "mcpServers" not in read(settings)
    assert not (user_home / ".gemini").exists()
    settings.write_text(json.dumps({**read(settings), "hooksConfig": {"enabled": False}}))
    report = installer.install("user", tmp_path, mcp=False)
    assert any("turned off" in note for note in report.notes)  # said, not silently changed
    assert read(settings)["hooksConfig"] == {"enabled": False}


def test_bad_input_changes_nothing(user_home, tmp_path):
    settings = user_home / ".gemini" / "settings.json"
    settings.parent.mkdir()
    commented = '{\n  // my theme\n  "ui": {"theme": "GitHub"}\n}\n'
    settings.write_text(commented)
    with pytest.raises(MgimindError, match="(?s)not valid JSON.*no comments"):
        installer.install("user", tmp_path)
    assert settings.read_text() == commented

    taken = json.dumps({"mcpServers": {"mgimind": {"command": "someone-else"}}})
    settings.write_text(taken)
    with pytest.raises(MgimindError, match="another MCP server"):
        installer.install("user", tmp_path)
    assert settings.read_text() == taken
    installer.install("user", tmp_path, mcp=False)  # the hooks alone are fine
    assert read(settings)["mcpServers"] == {"mgimind": {"command": "someone-else"}}

    with pytest.raises(InvalidInput, match="no 'local' scope"):
        installer.install("local", tmp_path)  # type: ignore[arg-type]
    assert not list(settings.parent.glob("*.mgimind.created"))


def test_cli_installs_says_what_to_trust_and_uninstalls(user_home, tmp_path):
    project = tmp_path / "proj"
    project.mkdir()
    runner = CliRunner()
    args = ["--scope", "project", "--project", str(project)]
    result = runner.invoke(cli, ["install-hooks", "gemini", *args])
    assert result.exit_code == 0, result.output
    assert "BeforeAgent" in result.output and "trustedFolders.json" in result.output
    assert (project / ".gemini" / "settings.json").exists()
    result = runner.invoke(cli, ["uninstall-hooks", "gemini", *args])
    assert result.exit_code == 0 and "Removed" in result.output
    assert not (project / ".gemini").exists()
    result = runner.invoke(cli, ["install-hooks", "gemini", "--scope", "local"])
    assert result.exit_code != 0 and "no 'local' scope" in result.output


# --- the hook protocol ------------------------------------------------------------------------


def test_the_recall_query_is_the_persons_own_words():
    briefing = '&lt;mgimind-memory kind="briefing"&gt; the payments webhook &lt;/mgimind-memory&gt;'
    payload = {
        "session_id": "s1",
        "cwd": "/work/proj",
        "transcript_path": "/x/chats/session-1.jsonl",
        "hook_event_name": "BeforeAgent",
        "prompt": f"<hook_context>{briefing}</hook_context>\n\nWhy does the deploy fail?",
    }
    event = protocol.translate("prompt", payload)
    assert event is not None and event.prompt == "Why does the deploy fail?"
    assert event.agent == "gemini" and event.session_id == "s1" and event.cwd == "/work/proj"
    with_file = {
        **payload,
        "prompt": "Explain @notes.md\n--- Content from referenced files ---\n"
        "Content from @notes.md:\nthe payments webhook\n--- End of content ---",
    }
    event = protocol.translate("prompt", with_file)
    assert event is not None and event.prompt == "Explain @notes.md"
    only_context = {**payload, "prompt": f"<hook_context>{briefing}</hook_context>"}
    assert protocol.translate("prompt", only_context) is None  # nothing the person said


def test_render_prints_json_for_injecting_events_and_nothing_else():
    answer = HookAnswer(context="remembered: seven retries")
    start = protocol.translate("session-start", {"source": "startup", "session_id": "s"})
    assert start is not None and start.source == "startup"
    printed = json.loads(protocol.render(start, answer))
    assert printed == {
        "hookSpecificOutput": {
            "hookEventName": "SessionStart",
            "additionalContext": "remembered: seven retries",
        }
    }
    end = protocol.translate("session-end", {"reason": "exit"})
    assert end is not None and end.reason == "exit"
    assert protocol.render(end, answer) == ""  # cannot inject: prints nothing
    assert protocol.render(start, HookAnswer()) == ""  # nothing to say: nothing at all
    assert protocol.translate("stop", {"stop_hook_active": True}) is None
    assert protocol.translate("no-such-event", {}) is None

"""Factory Droid and Cursor, whose CLIs do not run offline here: their hook contract as
each documents it, driven through the real hook client and a real daemon (what the hook
prints for each event's JSON), and their installers (exact merge, byte-for-byte removal).
docs/hosts/factory-droid.md and docs/hosts/cursor.md say this is the proof they have."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from daemon_helpers import running_daemon
from host_e2e import MEMORY, RELEVANT
from mgimind.hosts.cursor import installer as cursor
from mgimind.hosts.cursor import protocol as cursor_protocol
from mgimind.hosts.factory_droid import installer as droid

from mgimind.doors.client import DaemonClient

RUN_HOOK = str(Path(droid.__file__).resolve().parents[2] / "hooks" / "run_hook.py")


def hook(host: str, event: str, payload: dict, home: Path) -> subprocess.CompletedProcess:
    """The hook command the installers write, with the host's event JSON on stdin."""
    env = {**os.environ, "MGIMIND_HOME": str(home), "MGIMIND_AUTOSTART": "1"}
    return subprocess.run(
        [sys.executable, "-I", "-S", RUN_HOOK, host, event],
        input=json.dumps(payload),
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.fixture
def home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("QWEN_HOME", raising=False)  # the installers read HOME here
    return home


def test_droid_hooks_inject_the_briefing_and_the_recall(tmp_path):
    mgimind_home, project = tmp_path / "mgimind", tmp_path / "project"
    project.mkdir()
    base = {"session_id": "d1", "transcript_path": "", "cwd": str(project)}
    with running_daemon(mgimind_home):
        DaemonClient(mgimind_home).memory.add(text=MEMORY, library="shared")
        start = hook("factory-droid", "session-start", {**base, "source": "startup"}, mgimind_home)
        prompt = hook("factory-droid", "prompt", {**base, "prompt": RELEVANT}, mgimind_home)
        other = hook("factory-droid", "prompt", {**base, "prompt": "a haiku on rain"}, mgimind_home)
    opening = json.loads(start.stdout)["hookSpecificOutput"]
    assert opening["hookEventName"] == "SessionStart"
    assert '<mgimind-memory kind="briefing">' in opening["additionalContext"]
    recall = json.loads(prompt.stdout)["hookSpecificOutput"]
    assert (
        recall["hookEventName"] == "UserPromptSubmit"
        and "seven times" in recall["additionalContext"]
    )
    assert other.returncode == 0 and other.stdout == ""  # nothing relevant: nothing printed


def test_cursor_session_start_gives_additional_context_and_nothing_else(tmp_path):
    mgimind_home, project = tmp_path / "mgimind", tmp_path / "project"
    project.mkdir()
    base = {"conversation_id": "c1", "generation_id": "g1", "workspace_roots": [str(project)]}
    with running_daemon(mgimind_home):
        DaemonClient(mgimind_home).memory.add(text=MEMORY, library="shared")
        start = hook(
            "cursor", "session-start", {**base, "hook_event_name": "sessionStart"}, mgimind_home
        )
        end = hook("cursor", "session-end", {**base, "hook_event_name": "sessionEnd"}, mgimind_home)
    opening = json.loads(start.stdout)
    assert list(opening) == ["additional_context"]
    assert '<mgimind-memory kind="briefing">' in opening["additional_context"]
    assert str(project) in opening["additional_context"]  # the first workspace root is the project
    assert end.returncode == 0 and end.stdout == ""
    # Cursor's prompt hook cannot add context: no prompt event is translated or installed.
    assert cursor_protocol.translate("prompt", {"prompt": RELEVANT}) is None
    assert "beforeSubmitPrompt" not in cursor_protocol.EVENTS.values()


@pytest.mark.parametrize("host", ["factory-droid", "cursor"])
def test_a_broken_home_prints_nothing_and_exits_0(tmp_path, host):
    mgimind_home = tmp_path / "mgimind"
    mgimind_home.mkdir()
    (mgimind_home / "config.toml").write_text("this is [not toml")
    done = hook(host, "session-start", {"session_id": "x", "cwd": str(tmp_path)}, mgimind_home)
    assert done.returncode == 0 and done.stdout == ""
    assert f"{host} session-start FAIL-OPEN" in (mgimind_home / "hooks.log").read_text()


LINT = '{"matcher": "Execute", "hooks": [{"type": "command", "command": "lint"}]}'
DROID_FILE = '{\n  "hooks": {\n    "PreToolUse": [' + LINT + "]\n  }\n}\n"
CURSOR_FILE = '{"version": 1, "hooks": {"afterFileEdit": [{"command": "./format.sh"}]}}'


@pytest.mark.parametrize(
    "installer, rel, person, events",
    [
        (droid, ".factory/hooks.json", DROID_FILE, set(droid.EVENTS.values())),
        (cursor, ".cursor/hooks.json", CURSOR_FILE, set(cursor.EVENTS.values())),
    ],
)
def test_install_merges_and_uninstall_gives_the_bytes_back(home, installer, rel, person, events):
    path = home / rel
    path.parent.mkdir()
    path.write_text(person)
    report = installer.install("user", home)
    data = json.loads(path.read_text())
    assert set(report.hooks) == events == set(installer.installed("user", home))
    assert json.loads(person)["hooks"].items() <= data["hooks"].items()  # theirs kept
    assert installer.install("user", home).changed == []  # idempotent
    commands = installer.installed_commands("user", home)
    assert all("run_hook.py" in c for c in commands.values()) and set(commands) == events

    installer.uninstall("user", home)
    assert path.read_text() == person  # byte for byte
    assert installer.installed("user", home) == []


def test_cursor_handlers_sit_straight_under_each_event_and_a_new_file_goes_on_uninstall(home):
    cursor.install("user", home)
    data = json.loads((home / ".cursor/hooks.json").read_text())
    assert data["version"] == 1
    (handler,) = data["hooks"]["sessionStart"]
    assert set(handler) == {"command", "timeout"} and handler["timeout"] < 60  # seconds
    cursor.uninstall("user", home)
    assert not (home / ".cursor").exists()  # the file and the folder install made
    droid.install("project", home / "app")
    (group,) = json.loads((home / "app/.factory/hooks.json").read_text())["hooks"]["Stop"]
    assert group["hooks"][0]["type"] == "command" and group["hooks"][0]["timeout"] <= 15
    droid.uninstall("project", home / "app")
    assert not (home / "app/.factory").exists()


def test_a_hook_an_earlier_install_wrote_for_an_event_no_longer_hooked_is_still_removed(home):
    from mgimind.hosts.qwen_code import installer as qwen

    settings = home / ".qwen/settings.json"
    settings.parent.mkdir()
    settings.write_text('{"ui": {"hideTips": true}}\n')
    qwen.install("user", home)
    data = json.loads(settings.read_text())
    assert "Stop" not in data["hooks"]  # Qwen Code's Stop runs before the answer is written
    earlier = {"name": "mgimind-stop", "type": "command", "timeout": 5000}
    earlier["command"] = data["hooks"]["SessionEnd"][0]["hooks"][0]["command"].replace(
        "session-end", "stop"
    )
    data["hooks"]["Stop"] = [{"hooks": [earlier]}]  # what an earlier mgimind installed
    settings.write_text(json.dumps(data))
    assert "Stop" in qwen.installed("user", home)
    qwen.uninstall("user", home)
    assert json.loads(settings.read_text()) == {"ui": {"hideTips": True}}

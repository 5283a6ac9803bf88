"""`mgimind install-hooks codex`: hooks.json merged, each hook's trust recorded in
config.toml (and only theirs), the person's files left alone and given back byte for byte.

The hash itself is proven against the real Codex in tests/test_codex_e2e.py (a trusted
hook runs, a changed one does not); here, what the installer writes and removes.
"""

from __future__ import annotations

import json
import os
import tomllib
from pathlib import Path

import pytest
from click.testing import CliRunner
from mgimind.hosts.codex import installer, trust
from mgimind.hosts.codex.plugin import CodexHost

from mgimind.doors.cli import main
from mgimind.errors import InvalidInput, MgimindError

EVENTS = ["SessionStart", "UserPromptSubmit", "PreCompact", "SessionEnd", "Stop"]

THEIR_CONFIG = """\
# Codex settings, by hand
model = "o4-mini"   # the cheap one
approval_policy = "on-request"

[projects."/srv/work"]
trust_level = "trusted"

[hooks.state."/elsewhere/hooks.json:stop:0:0"]
trusted_hash = "sha256:their-own-trust"

[[hooks.PreToolUse]]
matcher = "^Bash$"

[[hooks.PreToolUse.hooks]]
type = "command"
command = "audit-bash"
"""
THEIR_HOOKS = {
    "hooks": {
        "SessionStart": [{"matcher": "startup", "hooks": [{"type": "command", "command": "hi"}]}],
        "Stop": [{"hooks": [{"type": "command", "command": "notify-send done", "timeout": 2}]}],
    }
}


@pytest.fixture
def codex(tmp_path, monkeypatch):
    home = tmp_path / "codex-home"
    home.mkdir()
    monkeypatch.setenv("CODEX_HOME", str(home))
    return home


def their_files(codex: Path) -> dict[Path, bytes]:
    (codex / "config.toml").write_text(THEIR_CONFIG)
    (codex / "hooks.json").write_text(json.dumps(THEIR_HOOKS, indent=4))
    return {p: p.read_bytes() for p in (codex / "config.toml", codex / "hooks.json")}


def state(codex: Path) -> dict[str, str]:
    return trust.trusted((codex / "config.toml").read_text())


def ours_in(hooks: dict) -> dict[str, list[tuple[int, int]]]:
    """event -> (group, handler) positions of mgimind's handlers."""
    found: dict[str, list[tuple[int, int]]] = {}
    for event, groups in hooks.items():
        for g, group in enumerate(groups):
            for h, handler in enumerate(group["hooks"]):
                if installer.is_ours(handler):
                    found.setdefault(event, []).append((g, h))
    return found


def test_the_hash_is_the_one_codex_accepted():
    # Recorded from hooks Codex 0.171 ran with exactly these trusted hashes (one with a
    # matcher, one without); the end-to-end tests check the installed hooks run too.
    start = {"type": "command", "command": "/tmp/cx/dump.sh ss SessionStart", "timeout": 15}
    prompt = {"type": "command", "command": "/tmp/cx/dump.sh ups UserPromptSubmit", "timeout": 8}
    assert trust.hook_hash("SessionStart", start, "startup|resume|clear|compact") == (
        "sha256:e5efa7ac9ad0da2865b87434c61483737d7b0ca98b119fbfcf09e2000c5cdec4"
    )
    assert trust.hook_hash("UserPromptSubmit", prompt) == (
        "sha256:5e1872c3989ba5d40e3c59ca617b8d5f5ba21f6402a5370c862f12bcbb80c404"
    )
    # Codex ignores a matcher on UserPromptSubmit; anything else in the hook counts.
    assert trust.hook_hash("UserPromptSubmit", prompt, "x") == trust.hook_hash(
        "UserPromptSubmit", prompt
    )
    changed = [{**prompt, "timeout": 9}, {**prompt, "command": prompt["command"] + " "}]
    assert all(
        trust.hook_hash("UserPromptSubmit", c) != trust.hook_hash("UserPromptSubmit", prompt)
        for c in changed
    )
    assert trust.hook_hash("SessionStart", start) != trust.hook_hash(
        "SessionStart", start, "startup"
    )


def test_install_merges_trusts_exactly_ours_and_uninstall_gives_the_files_back(codex):
    before = their_files(codex)
    report = installer.install("user")
    assert report.hooks == EVENTS
    hooks_file = codex / "hooks.json"
    hooks = json.loads(hooks_file.read_text())["hooks"]
    # Theirs kept, first; ours appended after them, one group per event.
    assert hooks["SessionStart"][0] == THEIR_HOOKS["hooks"]["SessionStart"][0]
    assert hooks["Stop"][0] == THEIR_HOOKS["hooks"]["Stop"][0]
    positions = ours_in(hooks)
    assert positions == {e: [(1 if e in ("SessionStart", "Stop") else 0, 0)] for e in EVENTS}
    # Trust: one entry per hook we wrote, at its position, with its hash; theirs untouched
    # (their own hooks are not trusted by us).
    expected = {
        trust.hook_key(str(hooks_file), e, g, h): trust.hook_hash(e, hooks[e][g]["hooks"][h])
        for e, [(g, h)] in positions.items()
    }
    assert state(codex) == {"/elsewhere/hooks.json:stop:0:0": "sha256:their-own-trust", **expected}
    assert sorted(report.trusted) == sorted(expected)
    assert any("trusted these 5 hooks" in n for n in report.notes)
    # The person's config.toml is untouched text, comments included: the block follows it.
    config = (codex / "config.toml").read_text()
    assert config.startswith(THEIR_CONFIG) and trust.BEGIN in config
    mcp = tomllib.loads(config)["mcp_servers"]["mgimind"]
    assert mcp["args"] == ["-m", "mgimind.doors.mcp_server"] and report.mcp
    assert (codex / "config.toml.mgimind.bak").read_bytes() == before[codex / "config.toml"]
    assert installer.installed("user") == EVENTS

    # Idempotent: a second install changes no byte and makes no new backup.
    after_first = {p: p.read_bytes() for p in before}
    again = installer.install("user")
    assert again.changed == [] and again.backups == []
    assert {p: p.read_bytes() for p in before} == after_first

    gone = installer.uninstall("user")
    assert sorted(gone.hooks) == sorted(EVENTS) and gone.mcp
    for path, content in before.items():
        assert path.read_bytes() == content, path
    assert sorted(p.name for p in codex.iterdir()) == ["config.toml", "hooks.json"]
    assert installer.installed("user") == []
    assert installer.uninstall("user").changed == []  # and a second uninstall does nothing


def test_no_mcp_leaves_an_installed_mcp_server_alone(codex):
    installer.install("user")
    installer.install("user", mcp=False)
    assert "mgimind" in tomllib.loads((codex / "config.toml").read_text())["mcp_servers"]
    assert installer.uninstall("user").mcp  # uninstall still takes it away
    assert not (codex / "config.toml").exists()


def test_a_fresh_codex_home_is_left_as_found(tmp_path, monkeypatch):
    home = tmp_path / "no-codex-yet"
    monkeypatch.setenv("CODEX_HOME", str(home))
    installer.install("user", mcp=False)
    assert (home / "hooks.json").exists() and len(state(home)) == 5
    assert "mcp_servers" not in tomllib.loads((home / "config.toml").read_text())
    installer.uninstall("user")
    assert not home.exists()  # install made the folder: nothing of it remains


def test_a_changed_hook_is_no_longer_trusted(codex):
    installer.install("user", mcp=False)
    hooks_file = codex / "hooks.json"
    data = json.loads(hooks_file.read_text())
    data["hooks"]["UserPromptSubmit"][0]["hooks"][0]["timeout"] = 60
    hooks_file.write_text(json.dumps(data))
    assert installer.installed("user") == [
        "SessionStart",
        "UserPromptSubmit (untrusted)",
        "PreCompact",
        "SessionEnd",
        "Stop",
    ]
    installer.install("user", mcp=False)  # reinstalling trusts what is written again
    assert installer.installed("user") == EVENTS


@pytest.mark.parametrize(
    "bad, says",
    [
        ("model = [unclosed\n", "is not valid TOML"),
        ("hooks = 1\n", "is not a table"),
        ("hooks = { Stop = [] }\n", "cannot be added"),  # an inline table cannot grow
        ('[mcp_servers.mgimind]\ncommand = "theirs"\n', "already has an MCP server"),
    ],
)
def test_a_config_it_cannot_safely_edit_is_left_alone(codex, bad, says):
    (codex / "config.toml").write_text(bad)
    with pytest.raises(MgimindError, match=says):
        installer.install("user")
    assert (codex / "config.toml").read_text() == bad  # nothing was changed...
    assert sorted(p.name for p in codex.iterdir()) == ["config.toml"]  # ...nor written


def test_their_own_mgimind_mcp_server_is_kept_with_no_mcp(codex):
    theirs = '[mcp_servers.mgimind]\ncommand = "theirs"\n'
    (codex / "config.toml").write_text(theirs)
    installer.install("user", mcp=False)
    config = (codex / "config.toml").read_text()
    assert config.startswith(theirs) and len(state(codex)) == 5
    assert tomllib.loads(config)["mcp_servers"]["mgimind"] == {"command": "theirs"}
    installer.uninstall("user")
    assert (codex / "config.toml").read_text() == theirs


def test_a_hooks_file_codex_cannot_read_is_left_alone(codex):
    bad = json.dumps({"hooks": {"SessionStart": "run-me"}})
    (codex / "hooks.json").write_text(bad)
    with pytest.raises(MgimindError, match="not a list of matcher groups"):
        installer.install("user")
    assert (codex / "hooks.json").read_text() == bad
    assert sorted(p.name for p in codex.iterdir()) == ["hooks.json"]


def test_a_trust_setting_of_theirs_for_our_hook_is_named_not_overwritten(codex):
    installer.install("user", mcp=False)
    key = next(iter(state(codex)))
    installer.uninstall("user")
    mine = f'[hooks.state."{key}"]\nenabled = false\n'
    (codex / "config.toml").write_text(mine)
    with pytest.raises(MgimindError, match="already has a"):
        installer.install("user", mcp=False)
    assert (codex / "config.toml").read_text() == mine


def test_their_edits_after_install_are_kept_and_the_backup_is_named(codex):
    their_files(codex)
    installer.install("user", mcp=False)
    config = codex / "config.toml"
    config.write_text(config.read_text().replace('"o4-mini"', '"o3"'))  # they change a line
    report = installer.uninstall("user")
    assert config.read_text() == THEIR_CONFIG.replace('"o4-mini"', '"o3"')  # block gone
    assert report.backups == [str(config) + ".mgimind.bak"]  # the old one, kept and named


def test_project_scope_hooks_are_trusted_in_the_user_config_and_the_project_is_not(codex, tmp_path):
    project = tmp_path / "repo"
    project.mkdir()
    user = installer.install("user", mcp=False)
    report = installer.install("project", project)
    hooks_file = project / ".codex" / "hooks.json"
    assert installer.installed("project", project) == EVENTS
    keys = state(codex)
    assert len(keys) == 10 and sum(k.startswith(f"{hooks_file}:") for k in keys) == 5
    assert report.mcp is None  # the MCP server lives in the user scope
    note = " ".join(report.notes)
    assert "not trusted yet" in note and "your decision" in note
    assert "projects" not in tomllib.loads((codex / "config.toml").read_text())  # not ours

    installer.uninstall("project", project)
    assert not (project / ".codex").exists()
    assert sorted(state(codex)) == sorted(user.trusted)  # the user scope's trust stays
    assert installer.installed("user") == EVENTS


def test_project_trust_the_person_gave_is_reported(codex, tmp_path):
    project = tmp_path / "repo"
    (project / "src").mkdir(parents=True)
    (codex / "config.toml").write_text(f'[projects."{project}"]\ntrust_level = "trusted"\n')
    report = installer.install("project", project / "src", mcp=False)
    assert any(f"Codex trusts the project {project}" in n for n in report.notes)


def test_cli_says_what_it_trusted_and_refuses_a_scope_codex_lacks(codex):
    result = CliRunner().invoke(main, ["install-hooks", "codex", "--no-mcp"])
    assert result.exit_code == 0, result.output
    assert "trusted these 5 hooks" in result.output and str(codex / "hooks.json") in result.output
    with pytest.raises(InvalidInput, match="no 'local' scope"):
        CodexHost().install("local")
    result = CliRunner().invoke(main, ["uninstall-hooks", "codex"])
    assert result.exit_code == 0 and "Removed mgimind hooks for codex" in result.output
    assert not os.listdir(codex)

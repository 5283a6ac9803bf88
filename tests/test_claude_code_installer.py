"""`mgimind install-hooks claude-code`: merge, idempotence, backups, scopes, exact removal."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from mgimind.hosts.claude_code import installer

from mgimind.doors.cli import main as cli
from mgimind.errors import MgimindError

FOREIGN = {"type": "command", "command": "echo keep-me", "timeout": 3}


@pytest.fixture
def user_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("CLAUDE_CONFIG_DIR", raising=False)
    return home


def read(path):
    return json.loads(path.read_text())


def test_install_merges_is_idempotent_backs_up_and_uninstall_is_exact(user_home, tmp_path):
    settings = user_home / ".claude" / "settings.json"
    settings.parent.mkdir()
    original = {
        "model": "opus",
        "hooks": {
            "UserPromptSubmit": [{"hooks": [FOREIGN]}],
            "PreToolUse": [{"matcher": "Bash", "hooks": [FOREIGN]}],
        },
    }
    settings.write_text(json.dumps(original, indent=2))
    (user_home / ".claude.json").write_text(json.dumps({"numStartups": 3}))

    report = installer.install("user", tmp_path)
    data = read(settings)
    assert data["model"] == "opus"
    prompt_hooks = [h for g in data["hooks"]["UserPromptSubmit"] for h in g["hooks"]]
    assert FOREIGN in prompt_hooks and any(installer.is_ours(h) for h in prompt_hooks)
    for event in ("SessionStart", "UserPromptSubmit", "PreCompact", "SessionEnd", "Stop"):
        ours = [h for g in data["hooks"][event] for h in g["hooks"] if installer.is_ours(h)]
        assert len(ours) == 1 and isinstance(ours[0]["timeout"], int)
        assert " -I -S " in ours[0]["command"]
    assert read(settings.with_name("settings.json.mgimind.bak")) == original
    assert str(settings) in report.changed
    claude_json = read(user_home / ".claude.json")
    assert claude_json["numStartups"] == 3
    assert claude_json["mcpServers"]["mgimind"]["args"] == ["-m", "mgimind.doors.mcp_server"]

    before = settings.read_text()
    again = installer.install("user", tmp_path)
    assert again.changed == [] and settings.read_text() == before  # idempotent

    installer.uninstall("user", tmp_path)
    assert read(settings) == original  # exactly what was there before
    assert read(user_home / ".claude.json") == {"numStartups": 3}


def test_scopes_and_claude_config_dir(user_home, tmp_path, monkeypatch):
    project = tmp_path / "proj"
    project.mkdir()
    installer.install("project", project)
    assert installer.installed("project", project)
    assert "mgimind" in read(project / ".mcp.json")["mcpServers"]
    installer.install("local", project)
    assert (project / ".claude" / "settings.local.json").exists()
    local = read(user_home / ".claude.json")["projects"][str(project.resolve())]
    assert "mgimind" in local["mcpServers"]
    assert not (user_home / ".claude" / "settings.json").exists()  # user scope untouched

    config_dir = tmp_path / "claude-config"
    monkeypatch.setenv("CLAUDE_CONFIG_DIR", str(config_dir))
    installer.install("user", project)
    assert installer.installed("user", project) and (config_dir / "settings.json").exists()
    assert "mgimind" in read(config_dir / ".claude.json")["mcpServers"]
    installer.uninstall("project", project)
    assert not installer.installed("project", project)
    assert installer.installed("local", project)  # other scopes are left alone


def test_refuses_broken_settings_and_foreign_mcp_without_changing_anything(user_home, tmp_path):
    settings = user_home / ".claude" / "settings.json"
    settings.parent.mkdir()
    settings.write_text("{broken")
    with pytest.raises(MgimindError, match="not valid JSON"):
        installer.install("user", tmp_path)
    assert settings.read_text() == "{broken"
    settings.write_text("{}")
    other = {"mcpServers": {"mgimind": {"command": "someone-else", "args": []}}}
    (user_home / ".claude.json").write_text(json.dumps(other))
    with pytest.raises(MgimindError, match="another MCP server"):
        installer.install("user", tmp_path)
    assert settings.read_text() == "{}" and read(user_home / ".claude.json") == other
    installer.install("user", tmp_path, mcp=False)  # control: hooks alone install fine
    assert installer.installed("user", tmp_path)


def test_cli_lists_hosts_and_installs(user_home, tmp_path):
    runner = CliRunner()
    listed = runner.invoke(cli, ["install-hooks", "--list", "--json"])
    assert listed.exit_code == 0 and "claude-code" in [h["name"] for h in json.loads(listed.output)]
    done = runner.invoke(cli, ["install-hooks", "claude-code", "--scope", "user"])
    assert done.exit_code == 0 and "SessionStart" in done.output
    unknown = runner.invoke(cli, ["install-hooks", "vim"])
    assert unknown.exit_code == 1 and "unknown host 'vim'" in unknown.output
    removed = runner.invoke(cli, ["uninstall-hooks", "claude-code"])
    assert removed.exit_code == 0 and not installer.installed("user", tmp_path)


def test_project_uninstall_leaves_no_trace_of_what_install_created(user_home, tmp_path):
    project = tmp_path / "clean"
    project.mkdir()
    (project / "README.md").write_text("a project\n")
    runner = CliRunner()
    for _ in range(2):  # a second install changes nothing and makes no backup
        done = runner.invoke(
            cli, ["install-hooks", "claude-code", "--scope", "project", "--project", str(project)]
        )
        assert done.exit_code == 0, done.output
    assert (project / ".claude" / "settings.json").exists() and (project / ".mcp.json").exists()
    removed = runner.invoke(
        cli,
        [
            "uninstall-hooks",
            "claude-code",
            "--scope",
            "project",
            "--project",
            str(project),
            "--json",
        ],
    )
    assert removed.exit_code == 0, removed.output
    report = json.loads(removed.output)
    assert sorted(p.name for p in project.iterdir()) == ["README.md"]  # as before install
    assert {
        str(project / ".claude" / "settings.json"),
        str(project / ".mcp.json"),
        str(project / ".claude"),
    } <= set(report["removed"]) and report["backups"] == []


def test_project_uninstall_keeps_the_users_files_and_tidies_backups(user_home, tmp_path):
    project = tmp_path / "mine"
    (project / ".claude").mkdir(parents=True)
    settings = project / ".claude" / "settings.json"
    mine = {"permissions": {"allow": ["Bash(ls)"]}, "hooks": {"Stop": [{"hooks": [FOREIGN]}]}}
    settings.write_text(json.dumps(mine))
    installer.install("project", project)
    backup = settings.with_name("settings.json.mgimind.bak")
    assert read(backup) == mine

    report = installer.uninstall("project", project)
    assert read(settings) == mine and not backup.exists()  # back as it was: backup redundant
    assert not (project / ".mcp.json").exists()  # install created it; it held only ours
    assert str(backup) in report.removed and report.backups == []

    # Changed by the user after install: the file stays, and so does the backup, named.
    installer.install("project", project)
    edited = read(settings)
    edited["model"] = "opus"
    settings.write_text(json.dumps(edited))
    report = installer.uninstall("project", project)
    assert read(settings) == {**mine, "model": "opus"}
    assert report.backups == [str(backup)] and read(backup) == mine
    plain = CliRunner().invoke(
        cli, ["uninstall-hooks", "claude-code", "--scope", "project", "--project", str(project)]
    )
    assert plain.exit_code == 0 and "nothing to remove" in plain.output
    assert f"backup kept (it differs; delete it when done) {backup}" in plain.output


def _tree(root):
    return {
        str(p.relative_to(root)): (p.read_bytes() if p.is_file() else None)
        for p in sorted(root.rglob("*"))
    }


def test_user_uninstall_leaves_a_fresh_home_as_it_was(user_home, tmp_path):
    """No ~/.claude, no ~/.claude.json before install: none after uninstall (not `{}`)."""
    runner = CliRunner()
    nothing = runner.invoke(cli, ["uninstall-hooks", "claude-code"])
    assert nothing.exit_code == 0 and "Removed" not in nothing.output
    assert "not installed (user scope): nothing to remove" in nothing.output
    assert _tree(user_home) == {}
    done = runner.invoke(cli, ["install-hooks", "claude-code"])
    assert done.exit_code == 0, done.output
    assert (user_home / ".claude" / "settings.json").exists()
    assert "mgimind" in read(user_home / ".claude.json")["mcpServers"]
    removed = runner.invoke(cli, ["uninstall-hooks", "claude-code"])
    assert removed.exit_code == 0 and "Removed mgimind hooks" in removed.output
    assert _tree(user_home) == {}, _tree(user_home)


def test_user_uninstall_puts_existing_files_back_byte_for_byte(user_home, tmp_path):
    """Control for the test above: files that were there come back exactly (an empty hooks
    table and the user's own formatting included), and a folder that was there stays."""
    (user_home / ".claude").mkdir()
    settings = user_home / ".claude" / "settings.json"
    settings.write_text('{"model": "opus",\n "hooks": {}}\n')
    (user_home / ".claude.json").write_text('{"numStartups": 3}')
    before = _tree(user_home)
    installer.install("user", tmp_path)
    assert _tree(user_home) != before
    installer.uninstall("user", tmp_path)
    assert _tree(user_home) == before


def test_a_file_install_created_that_claude_code_wrote_to_since_stays(user_home, tmp_path):
    installer.install("user", tmp_path)
    state = read(user_home / ".claude.json")
    state["numStartups"] = 1  # Claude Code keeps its own state in this file
    (user_home / ".claude.json").write_text(json.dumps(state))
    installer.uninstall("user", tmp_path)
    assert read(user_home / ".claude.json") == {"numStartups": 1}
    assert not (user_home / ".claude").exists()  # settings held only ours: gone, and its folder
    assert sorted(p.name for p in user_home.iterdir()) == [".claude.json"]

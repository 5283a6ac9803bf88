"""`mgimind install-hooks --all` wires every host whose program is on this machine, and
says which it found and which it skipped; `uninstall-hooks --all` gives every file back
byte for byte. The hosts "found" are the real Qwen Code and Gemini CLI that
scripts/setup.sh --dev installs, alone on PATH."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner
from host_e2e import find_cli, needs

from mgimind.doors.cli import main as cli

QWEN = find_cli("qwen", "MGIMIND_QWEN_BIN")
GEMINI = find_cli("gemini", "MGIMIND_GEMINI_BIN")
pytestmark = [needs(QWEN, "Qwen Code"), needs(GEMINI, "Gemini CLI")]

# The person's own files, in their own formatting.
FILES = {
    ".qwen/settings.json": '{\n    "$version": 4,\n    "ui": {"hideTips": true}\n}\n',
    ".gemini/settings.json": '{"general": {"vimMode": true}}',
    ".claude/settings.json": '{\n  "theme": "dark"\n}\n',  # Claude Code is not on PATH
}


def snapshot(home: Path) -> dict[str, bytes]:
    return {str(p.relative_to(home)): p.read_bytes() for p in home.rglob("*") if p.is_file()}


@pytest.fixture
def home(tmp_path, monkeypatch):
    home, bin_dir = tmp_path / "home", tmp_path / "bin"
    bin_dir.mkdir()
    for name, cli_path in (("qwen", QWEN), ("gemini", GEMINI)):
        (bin_dir / name).symlink_to(os.path.realpath(cli_path))
    for rel, text in FILES.items():
        (home / rel).parent.mkdir(parents=True, exist_ok=True)
        (home / rel).write_text(text)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("PATH", str(bin_dir))  # the only programs "on this machine"
    for var in ("QWEN_HOME", "GEMINI_CLI_HOME", "CLAUDE_CONFIG_DIR", "CODEX_HOME", "COPILOT_HOME"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    return home


def run(*args: str):
    return CliRunner().invoke(cli, [*args, "--project", os.getcwd(), "--json"])


def test_all_wires_the_hosts_found_and_gives_every_file_back(home):
    before = snapshot(home)
    done = run("install-hooks", "--all")
    assert done.exit_code == 0, done.output
    rows = {r["host"]: r for r in json.loads(done.output)}
    assert {h for h, r in rows.items() if r["status"] == "installed"} == {"qwen-code", "gemini"}
    for host in ("claude-code", "codex", "opencode"):
        assert rows[host]["status"] == "skipped" and "not on PATH" in rows[host]["reason"]
    assert "Python library" in rows["langgraph"]["reason"]
    qwen = json.loads((home / ".qwen/settings.json").read_text())
    assert "UserPromptSubmit" in qwen["hooks"] and qwen["ui"] == {"hideTips": True}
    assert "BeforeAgent" in json.loads((home / ".gemini/settings.json").read_text())["hooks"]
    # The hosts not found are left alone: their files as they were, none created.
    assert (home / ".claude/settings.json").read_bytes() == before[".claude/settings.json"]
    assert not (home / ".codex").exists() and not (home / ".config").exists()

    removed = run("uninstall-hooks", "--all")
    assert removed.exit_code == 0, removed.output
    rows = {r["host"]: r for r in json.loads(removed.output)}
    assert rows["qwen-code"]["status"] == rows["gemini"]["status"] == "uninstalled"
    assert rows["claude-code"]["status"] == "untouched"
    assert snapshot(home) == before  # every file, byte for byte, and nothing left behind


def test_one_host_refused_leaves_its_file_and_the_others_go_on(home):
    broken = home / ".gemini/settings.json"
    broken.write_text('{"general": ')  # not JSON
    done = run("install-hooks", "--all")
    assert done.exit_code == 1
    rows = {r["host"]: r for r in json.loads(done.output)}
    assert rows["gemini"]["status"] == "failed" and "not valid JSON" in rows["gemini"]["reason"]
    assert broken.read_text() == '{"general": '  # nothing changed in it
    assert rows["qwen-code"]["status"] == "installed"  # the next host still got its hooks
    assert "SessionStart" in json.loads((home / ".qwen/settings.json").read_text())["hooks"]


def test_uninstall_names_a_host_or_all(home):
    asked = CliRunner().invoke(cli, ["uninstall-hooks"])
    assert asked.exit_code == 2 and "--all" in asked.output


def test_a_scope_a_host_lacks_skips_that_host(home):
    done = run("install-hooks", "--all", "--scope", "local")  # Claude Code's alone
    assert done.exit_code == 0, done.output
    rows = {r["host"]: r for r in json.loads(done.output)}
    assert (
        rows["qwen-code"]["status"] == "skipped" and "no local scope" in rows["qwen-code"]["reason"]
    )
    assert not (home / ".qwen/settings.json.mgimind.bak").exists()

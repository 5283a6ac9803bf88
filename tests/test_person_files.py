"""The person's files, as every host's installer writes them (hosts/person_files.py): a
reinstall keeps the first backup, line endings, permissions and symlinks survive, a file
that is not UTF-8 is refused, and uninstall leaves the home as it found it."""

from __future__ import annotations

import json
import os
import stat

import pytest
from mgimind.hosts import person_files
from mgimind.hosts.claude_code import installer as claude_code
from mgimind.hosts.codex import installer as codex
from mgimind.hosts.gemini import installer as gemini

from mgimind.errors import MgimindError

# host installer, the file it writes its hooks into (relative to HOME)
HOSTS = {
    "claude-code": (claude_code, ".claude/settings.json"),
    "gemini": (gemini, ".gemini/settings.json"),
    "codex": (codex, ".codex/hooks.json"),
}
# The person's own file: their indent, their Windows line endings.
THEIRS = b'{\r\n    "theme": "dark"\r\n}\r\n'


@pytest.fixture
def home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("CODEX_HOME", str(home / ".codex"))
    monkeypatch.delenv("CLAUDE_CONFIG_DIR", raising=False)
    monkeypatch.delenv("GEMINI_CLI_HOME", raising=False)
    return home


def tree(root):
    return {
        str(p.relative_to(root)): (p.read_bytes(), stat.S_IMODE(p.lstat().st_mode))
        if p.is_file() and not p.is_symlink()
        else os.readlink(p)
        if p.is_symlink()
        else None
        for p in sorted(root.rglob("*"))
    }


@pytest.mark.parametrize("host", HOSTS)
def test_a_reinstall_keeps_the_first_backup_and_uninstall_gives_the_bytes_back(home, host):
    installer, name = HOSTS[host]
    path = home / name
    path.parent.mkdir()
    path.write_bytes(THEIRS)
    path.chmod(0o600)
    before = tree(home)
    first = installer.install("user", home, python="/old/venv/python", mcp=False)
    assert first.backups == [str(person_files.backup_of(path))]
    again = installer.install("user", home, python="/new/venv/python", mcp=False)
    assert str(path) in again.changed and again.backups == []  # the file held ours already
    assert person_files.backup_of(path).read_bytes() == THEIRS
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    installer.uninstall("user", home)
    assert tree(home) == before


@pytest.mark.parametrize("host", HOSTS)
def test_a_file_install_created_is_never_backed_up_and_goes_again(home, host):
    installer, _ = HOSTS[host]
    installer.install("user", home, python="/old/venv/python", mcp=False)
    again = installer.install("user", home, python="/new/venv/python", mcp=False)
    assert again.changed and again.backups == []
    installer.uninstall("user", home)
    assert tree(home) == {}


@pytest.mark.parametrize("host", HOSTS)
def test_a_symlinked_file_stays_a_symlink(home, host):
    installer, name = HOSTS[host]
    dotfiles = home / "dotfiles"
    dotfiles.mkdir()
    (dotfiles / "settings.json").write_bytes(THEIRS)
    link = home / name
    link.parent.mkdir()
    link.symlink_to(dotfiles / "settings.json")
    before = tree(home)
    installer.install("user", home, mcp=False)
    assert link.is_symlink() and installer.installed("user", home)
    installer.uninstall("user", home)
    assert tree(home) == before


@pytest.mark.parametrize("host", HOSTS)
def test_a_file_that_is_not_utf8_is_refused_and_left_alone(home, host):
    installer, name = HOSTS[host]
    path = home / name
    path.parent.mkdir()
    path.write_bytes(b'{"theme": "\xe9t\xe9"}')
    before = tree(home)
    with pytest.raises(MgimindError, match="is not UTF-8 text.*nothing was changed"):
        installer.install("user", home)
    assert tree(home) == before


def test_an_empty_project_file_of_the_persons_comes_back(home, tmp_path):
    project = tmp_path / "proj"
    project.mkdir()
    (project / ".mcp.json").write_text("{}")
    before = tree(project)
    claude_code.install("project", project)
    assert json.loads((project / ".mcp.json").read_text())["mcpServers"]
    claude_code.uninstall("project", project)
    assert tree(project) == before

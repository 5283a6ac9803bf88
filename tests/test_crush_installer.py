"""Crush: mgimind's MCP server registered in crush.json, and given back byte for byte.
Contract only: Crush's npm package downloads its binary from GitHub at install time, which
this machine cannot reach, so no Crush runs here. The entry written is launched as Crush
launches a stdio server, with the real MCP SDK client, against a real daemon."""

from __future__ import annotations

import json

import anyio
import pytest
from daemon_helpers import running_daemon
from mcp.client import Client
from mcp.client.stdio import StdioServerParameters
from mgimind.hosts.crush import installer

from mgimind.errors import MgimindError

# The person's own crush.json, in their own formatting.
PERSON = (
    '{\n  "$schema": "https://charm.land/crush.json",\n'
    '  "mcp": {"files": {"type": "stdio", "command": "node", "args": ["fs.js"]}},\n'
    '  "options": {"debug": false}\n}\n'
)


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    return tmp_path / "home"


def test_install_merges_the_server_and_uninstall_gives_the_file_back(home, tmp_path):
    path = home / ".config" / "crush" / "crush.json"
    path.parent.mkdir(parents=True)
    path.write_text(PERSON)
    report = installer.install("user")
    assert report.mcp == str(path) and report.changed == [str(path)]
    servers = json.loads(path.read_text())["mcp"]
    assert servers["files"]["command"] == "node"  # the person's server kept
    ours = servers["mgimind"]
    assert ours["type"] == "stdio" and ours["args"] == ["-m", "mgimind.doors.mcp_server"]
    installer.install("user")  # idempotent
    assert json.loads(path.read_text())["mcp"]["mgimind"] == ours

    # The entry starts mgimind's MCP server, as Crush would launch it.
    mgimind_home = tmp_path / "memory-home"  # not "mgimind": -m runs from cwd
    with running_daemon(mgimind_home):

        async def tools():
            params = StdioServerParameters(
                command=ours["command"],
                args=ours["args"],
                env={"MGIMIND_HOME": str(mgimind_home), "MGIMIND_AUTOSTART": "1"},
                cwd=str(tmp_path),
            )
            async with Client(params) as client:
                return {t.name for t in (await client.list_tools()).tools}

        assert "recall" in anyio.run(tools)

    report = installer.uninstall("user")
    assert report.mcp == str(path)
    assert path.read_text() == PERSON  # byte for byte
    assert sorted(p.name for p in path.parent.iterdir()) == ["crush.json"]


def test_a_created_file_goes_with_its_folders_and_a_foreign_server_is_refused(tmp_path):
    project = tmp_path / "project"
    project.mkdir()
    installer.install("project", project)
    assert "mgimind" in json.loads((project / "crush.json").read_text())["mcp"]
    installer.uninstall("project", project)
    assert sorted(p.name for p in project.iterdir()) == []

    # Someone else's server named mgimind: refused, the file untouched.
    foreign = '{"mcp": {"mgimind": {"type": "http", "url": "http://example.test"}}}\n'
    (project / ".crush.json").write_text(foreign)
    with pytest.raises(MgimindError, match="another MCP server"):
        installer.install("project", project)
    assert (project / ".crush.json").read_text() == foreign
    assert not (project / "crush.json").exists()  # .crush.json is the project's file

"""Register mgimind's MCP server with Crush, and remove exactly that.

Crush's hooks (`PreToolUse`, `PreCompact`) fire around tool calls and compaction only:
nothing runs at a session's start or on a prompt, so there is no briefing or recall hook
to install. What Crush offers is MCP: mgimind's server goes in `crush.json` as
`"mcp": {"mgimind": {"type": "stdio", "command": PYTHON, "args": ["-m", ...]}}`, and the
model calls `recall`, `remember` and the rest when it chooses to.

Scopes:
- user:    `$XDG_CONFIG_HOME/crush/crush.json` (default `~/.config/crush/crush.json`);
- project: `<project>/crush.json`, or `<project>/.crush.json` when only that one exists.

The file is written, backed up, marked and given back byte for byte as
`hosts/person_files.py` describes.
"""

from __future__ import annotations

import os
from pathlib import Path

from mgimind.hosts import person_files
from mgimind.hosts.hook_settings import (
    MCP_NAME,
    InstallReport,
    check_scope,
    is_our_mcp,
    mcp_server,
    project_of,
)

from mgimind.errors import MgimindError

__all__ = ["InstallReport", "install", "uninstall", "installed", "installed_commands"]

SCOPES = ("user", "project")
LABEL = "Crush"


def config_path(scope: str, project_dir: str | Path | None) -> Path:
    check_scope(LABEL, scope, SCOPES)
    if scope == "user":
        base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
        return Path(base) / "crush" / "crush.json"
    project: Path = project_of(project_dir)
    hidden = project / ".crush.json"
    return (
        hidden
        if hidden.exists() and not (project / "crush.json").exists()
        else (project / "crush.json")
    )


def without_ours(config: dict) -> tuple[dict, bool]:
    """`config` without mgimind's MCP server (an `mcp` object it empties is dropped), and
    whether it held it."""
    servers = config.get("mcp")
    if not (isinstance(servers, dict) and is_our_mcp(servers.get(MCP_NAME))):
        return config, False
    rest = {k: v for k, v in servers.items() if k != MCP_NAME}
    out = {k: v for k, v in config.items() if k != "mcp"}
    if rest:
        out["mcp"] = rest
    return out, True


def read(path: Path) -> dict:
    config: dict = person_files.read_json(
        path, fix=f"fix it (mgimind reads plain JSON: no comments) or move {path} aside"
    )
    return config


def install(
    scope: str = "user",
    project_dir: str | Path | None = None,
    *,
    python: str | None = None,
    mcp: bool = True,
) -> InstallReport:
    """Register mgimind's MCP server in `scope`'s crush.json (idempotent). `mcp` is
    accepted for the common interface: the server is all there is to install."""
    path = config_path(scope, project_dir)
    report = InstallReport(scope=scope, mcp=str(path))
    config = read(path)
    servers = config.get("mcp", {})
    if not isinstance(servers, dict):
        raise MgimindError(f"'mcp' in {path} is not an object; nothing was changed")
    if servers.get(MCP_NAME) is not None and not is_our_mcp(servers[MCP_NAME]):
        raise MgimindError(
            f"another MCP server is named {MCP_NAME!r} in {path}; nothing was changed",
            fix="rename or remove that server first",
        )
    entry = {"type": "stdio", **mcp_server(python)}
    wanted = {**config, "mcp": {**servers, MCP_NAME: entry}}
    text = person_files.json_text(path, wanted)
    person_files.install_write(path, text, not without_ours(config)[1], report)
    return report


def uninstall(scope: str = "user", project_dir: str | Path | None = None) -> InstallReport:
    """Remove exactly what `install` wrote for `scope`."""
    path = config_path(scope, project_dir)
    report = InstallReport(scope=scope)
    if not path.exists():
        return report
    config = read(path)
    stripped, held = without_ours(config)
    if held:
        report.mcp = str(path)
    person_files.uninstall_write(
        path,
        person_files.json_text(path, stripped, without_ours),
        empty=stripped == {},
        removable=False,
        report=report,
    )
    return report


def installed(scope: str = "user", project_dir: str | Path | None = None) -> list[str]:
    """Crush has no mgimind hooks: always empty (the MCP server is `installed_commands`)."""
    return []


def installed_commands(scope: str = "user", project_dir: str | Path | None = None) -> dict:
    """No hook commands: Crush runs mgimind only as its MCP server."""
    return {}

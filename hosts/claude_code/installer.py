"""Install mgimind's hooks and MCP server into Claude Code's settings, and remove exactly that.

Scopes (as Claude Code names them):
- user:    hooks in `$CLAUDE_CONFIG_DIR/settings.json` (default `~/.claude/settings.json`),
           MCP server in `.claude.json` beside it (default `~/.claude.json`) under mcpServers;
- project: hooks in `<project>/.claude/settings.json`, MCP server in `<project>/.mcp.json`;
- local:   hooks in `<project>/.claude/settings.local.json`, MCP server in `.claude.json`
           under projects[<project>].mcpServers.

Installing merges with the hooks already there and is idempotent (a second run changes
nothing). Our hook entries are recognised by their command (`.../client.py claude-code
<event>`), our MCP server by its name and command, so uninstalling removes those and
nothing else. Each file is written, backed up, marked and given back as
`hosts/person_files.py` describes: a file that was there comes back from its backup byte
for byte, and a backup that differs from it is kept and named; a file install created (or
a project file) left holding nothing is removed, with its folder when install made that
or it is a project's empty .claude.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any, Literal

from mgimind.hosts import hook_settings, person_files
from mgimind.hosts.claude_code.protocol import EVENTS
from mgimind.hosts.command_hooks import our_commands
from mgimind.hosts.hook_settings import InstallReport

from mgimind.errors import InvalidInput, MgimindError

Scope = Literal["user", "project", "local"]
SCOPES = ("user", "project", "local")
MCP_NAME = "mgimind"

OUR_COMMAND = hook_settings.command_pattern("claude-code", EVENTS)


def config_home() -> Path:
    """Claude Code's user config directory (CLAUDE_CONFIG_DIR, else ~/.claude)."""
    env = os.environ.get("CLAUDE_CONFIG_DIR")
    return Path(env).expanduser() if env else Path.home() / ".claude"


def claude_json() -> Path:
    """Claude Code's state file holding user- and local-scope MCP servers."""
    env = os.environ.get("CLAUDE_CONFIG_DIR")
    return Path(env).expanduser() / ".claude.json" if env else Path.home() / ".claude.json"


def settings_path(scope: Scope, project_dir: Path) -> Path:
    if scope == "user":
        return config_home() / "settings.json"
    if scope == "project":
        return project_dir / ".claude" / "settings.json"
    return project_dir / ".claude" / "settings.local.json"


def mcp_entry(python: str | None = None) -> dict:
    return {
        "type": "stdio",
        "command": python or sys.executable,
        "args": ["-m", "mgimind.doors.mcp_server"],
        "env": {},
    }


def is_ours(hook: object) -> bool:
    return isinstance(hook, dict) and bool(OUR_COMMAND.search(str(hook.get("command", ""))))


def is_our_mcp(entry: object) -> bool:
    if not isinstance(entry, dict):
        return False
    args = entry.get("args") or []
    return "mgimind.doors.mcp_server" in args or (
        str(entry.get("command", "")).endswith("mgimind") and args == ["mcp"]
    )


# --- hooks in settings.json ----------------------------------------------------------------


def without_ours(hooks: dict) -> dict:
    """The hooks section with every mgimind entry removed (and groups left empty dropped)."""
    stripped: dict = hook_settings.strip_hooks(hooks, is_ours)
    return stripped


def with_ours(hooks: dict, python: str | None = None) -> dict:
    groups = hook_settings.our_groups("claude-code", EVENTS, hook_settings.TIMEOUTS_S, python)
    added: dict = hook_settings.add_hooks(hooks, is_ours, groups)
    return added


# --- install / uninstall ---------------------------------------------------------------------


def _check_scope(scope: str) -> None:
    if scope not in SCOPES:
        raise InvalidInput(f"unknown scope {scope!r}", fix="use one of: " + ", ".join(SCOPES))


def _mcp_location(scope: Scope, project_dir: Path) -> tuple[Path, list[str]]:
    """(file, key path to the mcpServers object) for the scope."""
    if scope == "project":
        return project_dir / ".mcp.json", ["mcpServers"]
    if scope == "local":
        return claude_json(), ["projects", str(project_dir), "mcpServers"]
    return claude_json(), ["mcpServers"]


def install(
    scope: Scope = "user",
    project_dir: str | Path | None = None,
    *,
    python: str | None = None,
    mcp: bool = True,
) -> InstallReport:
    """Write the hooks (and register the MCP server) for `scope`."""
    _check_scope(scope)
    project = Path(project_dir or os.getcwd()).resolve()
    report = InstallReport(scope=scope, hooks=list(EVENTS.values()))
    path = settings_path(scope, project)
    settings = person_files.read_json(path)
    hooks = settings.get("hooks") or {}
    if not isinstance(hooks, dict):
        raise MgimindError(f"{path}: 'hooks' is not an object; nothing was changed")
    original = not _without_our_hooks(settings)[1]
    settings["hooks"] = with_ours(hooks, python)
    if mcp:
        mcp_path, keys = _mcp_location(scope, project)
        data = person_files.read_json(mcp_path)
        mcp_original = not _holds_our_mcp(data)
        node = data
        for key in keys:
            node = node.setdefault(key, {})
        existing = node.get(MCP_NAME)
        if existing is not None and not is_our_mcp(existing):
            raise MgimindError(
                f"{mcp_path} already has another MCP server named {MCP_NAME!r}; "
                "nothing was changed",
                fix="rename or remove that server first",
            )
        node[MCP_NAME] = mcp_entry(python)
    person_files.install_write(path, person_files.json_text(path, settings), original, report)
    if mcp:
        text = person_files.json_text(mcp_path, data)
        person_files.install_write(mcp_path, text, mcp_original, report)
        report.mcp = str(mcp_path)
    return report


def _holds_our_mcp(data: dict) -> bool:
    """Whether an MCP file holds our server in any scope (`.claude.json` holds the user's
    and each project's)."""
    projects = data.get("projects")
    tables = [data, *(projects.values() if isinstance(projects, dict) else ())]
    return any(
        isinstance(t, dict)
        and isinstance(t.get("mcpServers"), dict)
        and is_our_mcp(t["mcpServers"].get(MCP_NAME))
        for t in tables
    )


def _strip_settings(settings: dict) -> tuple[dict, list[str]]:
    """`settings` without our hooks, and the events that had one."""
    settings = dict(settings)
    if not isinstance(settings.get("hooks"), dict):
        return settings, []
    before = settings["hooks"]
    after = without_ours(before)
    removed = [e for e in before if json.dumps(before[e]) != json.dumps(after.get(e))]
    if after:
        settings["hooks"] = after
    else:
        del settings["hooks"]
    return settings, removed


def _without_our_hooks(settings: dict) -> tuple[dict, bool]:
    stripped, events = _strip_settings(settings)
    return stripped, bool(events)


def _strip_mcp(data: dict, keys: list[str]) -> tuple[dict, bool]:
    """`data` without our MCP server under `keys`, and whether it had it."""
    data = json.loads(json.dumps(data))
    node: Any = data
    for key in keys:
        node = node.get(key) if isinstance(node, dict) else None
        if node is None:
            return data, False
    if not (isinstance(node, dict) and is_our_mcp(node.get(MCP_NAME))):
        return data, False
    del node[MCP_NAME]
    if not node and keys == ["mcpServers"]:
        del data["mcpServers"]  # an empty table means the same as none
    return data, True


def uninstall(scope: Scope = "user", project_dir: str | Path | None = None) -> InstallReport:
    """Remove exactly the hooks and MCP server entry `install` wrote for `scope`, then
    tidy up: see the module docstring."""
    _check_scope(scope)
    project = Path(project_dir or os.getcwd()).resolve()
    report = InstallReport(scope=scope)
    path = settings_path(scope, project)
    if path.exists():
        settings, report.hooks = _strip_settings(person_files.read_json(path))
        person_files.uninstall_write(
            path,
            person_files.json_text(path, settings, _without_our_hooks),
            empty=not settings,
            removable=scope != "user",
            report=report,
        )
    mcp_path, keys = _mcp_location(scope, project)
    if mcp_path.exists():
        data, had = _strip_mcp(person_files.read_json(mcp_path), keys)
        if had:
            # .claude.json is Claude Code's own state file: removed only when install made it.
            person_files.uninstall_write(
                mcp_path,
                person_files.json_text(mcp_path, data, lambda d: _strip_mcp(d, keys)),
                empty=not data,
                removable=mcp_path.name == ".mcp.json",
                report=report,
            )
            report.mcp = str(mcp_path)
    if scope != "user":
        person_files.remove_empty_folder(project / ".claude", report)
    return report


def installed(scope: Scope = "user", project_dir: str | Path | None = None) -> list[str]:
    """The Claude Code events that have an mgimind hook in `scope`'s settings."""
    project = Path(project_dir or os.getcwd()).resolve()
    settings = person_files.read_json(settings_path(scope, project))
    events: list[str] = hook_settings.events_with_ours(settings.get("hooks"), is_ours)
    return events


def installed_commands(scope: Scope = "user", project_dir: str | Path | None = None) -> dict:
    """{Claude Code event: command} for mgimind's hooks in `scope`'s settings."""
    project = Path(project_dir or os.getcwd()).resolve()
    settings = person_files.read_json(settings_path(scope, project))
    return our_commands(settings.get("hooks"), is_ours)

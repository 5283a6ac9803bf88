"""Install mgimind's hooks and MCP server into Gemini CLI's settings, and remove exactly that.

Scopes (as Gemini CLI names them):
- user:    `$GEMINI_CLI_HOME/.gemini/settings.json` (default `~/.gemini/settings.json`);
- project: `<project>/.gemini/settings.json`.

Both hold the hooks (`hooks.<Event>: [{"hooks": [{"type": "command", ...}]}]`, timeouts
in milliseconds) and the MCP server (`mcpServers.mgimind`). Gemini CLI runs hooks only in
folders the person trusted (`~/.gemini/trustedFolders.json`); trusting a folder stays the
person's decision, install never does it.

Installing merges with what is there and is idempotent (a second run changes nothing).
Our hooks are recognised by their name (`mgimind-<event>`) or command
(`.../run_hook.py gemini <event>`), our MCP server by its name and command, so
uninstalling removes those and nothing else. The file is written, backed up, marked and
given back as `hosts/person_files.py` describes: byte for byte from the backup when
nothing else changed since; a file install created that holds nothing else is removed,
with its folder when install made that too.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from mgimind.hosts import person_files
from mgimind.hosts.command_hooks import our_commands
from mgimind.hosts.gemini.protocol import EVENTS
from mgimind.hosts.gemini.transcripts import gemini_dir

from mgimind.errors import InvalidInput, MgimindError

Scope = Literal["user", "project"]
SCOPES = ("user", "project")
MCP_NAME = "mgimind"
HOST = "gemini"

# Milliseconds Gemini CLI waits for each hook before killing it. Larger than the hook
# client's own budget (hooks/client.py EVENT_BUDGET_MS): the client gives up first, silently.
TIMEOUTS_MS = {
    "session-start": 15000,
    "prompt": 8000,
    "pre-compact": 10000,
    "session-end": 10000,
    "stop": 5000,
}

# Gemini CLI fires PreCompress with trigger "auto" before every model turn, whether or not
# it then compresses; only "manual" (/compress) means a compression is coming. Auto
# compression goes without a checkpoint: AfterAgent harvests each turn anyway.
MATCHERS = {"pre-compact": "manual"}

OUR_COMMAND = re.compile(r"(client|run_hook)\.py['\"]? gemini (" + "|".join(EVENTS) + r")\s*$")
OUR_NAME = re.compile(r"^mgimind-(" + "|".join(EVENTS) + r")$")


@dataclass
class InstallReport:
    scope: str
    changed: list[str] = field(default_factory=list)  # files written
    backups: list[str] = field(default_factory=list)  # made (install) or kept (uninstall)
    removed: list[str] = field(default_factory=list)  # files and folders uninstall removed
    hooks: list[str] = field(default_factory=list)  # Gemini CLI event names handled
    mcp: str | None = None  # where the MCP server is registered
    notes: list[str] = field(default_factory=list)  # what the person should know or do


def settings_path(scope: Scope, project_dir: Path) -> Path:
    if scope == "user":
        return gemini_dir() / "settings.json"
    return project_dir / ".gemini" / "settings.json"


def trusted_folders_path() -> Path:
    """Where Gemini CLI keeps the folders the person trusted."""
    env = os.environ.get("GEMINI_CLI_TRUSTED_FOLDERS_PATH")
    return Path(env) if env else gemini_dir() / "trustedFolders.json"


def client_script() -> Path:
    """The hook entry point (it imports the stdlib-only client from cached bytecode)."""
    from mgimind.hooks import client

    return Path(client.__file__).resolve().with_name("run_hook.py")


def hook_command(event: str, python: str | None = None) -> str:
    """The command Gemini CLI runs (through the shell): the stdlib-only client, isolated
    (-I) and without site-packages (-S) so it starts in milliseconds."""
    python = python or sys.executable
    return f"{shlex.quote(python)} -I -S {shlex.quote(str(client_script()))} {HOST} {event}"


# Milliseconds Gemini CLI gives the MCP server to connect and list its tools (and each
# call): its default is ten minutes, and it waits for discovery before the first prompt.
MCP_TIMEOUT_MS = 10000


def mcp_entry(python: str | None = None) -> dict:
    return {
        "command": python or sys.executable,
        "args": ["-m", "mgimind.doors.mcp_server"],
        "timeout": MCP_TIMEOUT_MS,
    }


def is_ours(hook) -> bool:
    if not isinstance(hook, dict):
        return False
    return bool(
        OUR_NAME.match(str(hook.get("name", "")))
        or OUR_COMMAND.search(str(hook.get("command", "")))
    )


def is_our_mcp(entry) -> bool:
    return isinstance(entry, dict) and "mgimind.doors.mcp_server" in (entry.get("args") or [])


# --- the settings, as data ------------------------------------------------------------------


def without_ours(settings: dict) -> dict:
    """`settings` with every mgimind hook and our MCP server removed; a hook group, event,
    `hooks` or `mcpServers` object left empty by that is dropped too."""
    out = json.loads(json.dumps(settings))
    hooks = out.get("hooks")
    if isinstance(hooks, dict):
        for event in list(hooks):
            groups = hooks[event]
            if not isinstance(groups, list):
                continue
            kept = []
            for group in groups:
                inner = group.get("hooks") if isinstance(group, dict) else None
                if isinstance(inner, list) and any(is_ours(h) for h in inner):
                    inner = [h for h in inner if not is_ours(h)]
                    if not inner:
                        continue
                    group = {**group, "hooks": inner}
                kept.append(group)
            if kept or not groups:
                hooks[event] = kept
            else:
                del hooks[event]
        if not hooks and settings.get("hooks"):
            del out["hooks"]  # emptied by taking ours out
    servers = out.get("mcpServers")
    if isinstance(servers, dict) and is_our_mcp(servers.get(MCP_NAME)):
        del servers[MCP_NAME]
        if not servers:
            del out["mcpServers"]
    return out


def with_ours(settings: dict, python: str | None = None, mcp: bool = True) -> dict:
    """`settings` with exactly one mgimind hook per event (and the MCP server)."""
    hooks = settings.get("hooks", {})
    if not isinstance(hooks, dict):
        raise MgimindError("'hooks' in Gemini CLI's settings is not an object; nothing was changed")
    servers = settings.get("mcpServers", {})
    if mcp and not isinstance(servers, dict):
        raise MgimindError("'mcpServers' is not an object; nothing was changed")
    if mcp and servers.get(MCP_NAME) is not None and not is_our_mcp(servers[MCP_NAME]):
        raise MgimindError(
            f"another MCP server is named {MCP_NAME!r}; nothing was changed",
            fix="rename or remove that server first, or install with --no-mcp",
        )
    out = without_ours(settings)
    merged = out.setdefault("hooks", {})
    for event, gemini_event in EVENTS.items():
        hook = {
            "name": f"mgimind-{event}",
            "type": "command",
            "command": hook_command(event, python),
            "timeout": TIMEOUTS_MS[event],
        }
        group = (
            {"matcher": MATCHERS[event], "hooks": [hook]}
            if event in MATCHERS
            else {"hooks": [hook]}
        )
        merged.setdefault(gemini_event, []).append(group)
    if mcp:
        out.setdefault("mcpServers", {})[MCP_NAME] = mcp_entry(python)
    return out


def has_ours(settings: dict) -> bool:
    return without_ours(settings) != settings


def _strip(settings: dict) -> tuple[dict, bool]:
    """`settings` without mgimind's entries, and whether it held any."""
    stripped = without_ours(settings)
    return stripped, stripped != settings


# --- the settings file ----------------------------------------------------------------------


def read_settings(path: Path) -> dict:
    """The settings object in `path` ({} when there is none), or a clear error."""
    return person_files.read_json(
        path,
        fix=f"fix it (mgimind reads plain JSON: no comments) or move {path} aside, then rerun",
    )


# --- install / uninstall ---------------------------------------------------------------------


def _project(scope: str, project_dir: str | Path | None) -> Path:
    if scope not in SCOPES:
        raise InvalidInput(
            f"Gemini CLI has no {scope!r} scope", fix="use --scope user or --scope project"
        )
    return Path(project_dir or os.getcwd()).resolve()


def install(
    scope: Scope = "user",
    project_dir: str | Path | None = None,
    *,
    python: str | None = None,
    mcp: bool = True,
) -> InstallReport:
    """Write the hooks (and the MCP server) into `scope`'s settings."""
    project = _project(scope, project_dir)
    path = settings_path(scope, project)
    report = InstallReport(scope=scope, hooks=list(EVENTS.values()))
    settings = read_settings(path)
    wanted = with_ours(settings, python, mcp)
    if mcp:
        report.mcp = str(path)
    text = person_files.json_text(path, wanted)
    person_files.install_write(path, text, not has_ours(settings), report)
    switch = settings.get("hooksConfig")
    if isinstance(switch, dict) and switch.get("enabled") is False:
        report.notes.append(
            f'hooks are turned off in {path} ("hooksConfig": {{"enabled": false}}): '
            "Gemini CLI will not run them until you turn them back on"
        )
    report.notes.append(
        "Gemini CLI runs hooks only in folders you trust: it asks the first time you start "
        f"it in a folder, and keeps your answers in {trusted_folders_path()}. mgimind does "
        "not trust folders for you."
    )
    return report


def uninstall(scope: Scope = "user", project_dir: str | Path | None = None) -> InstallReport:
    """Remove exactly what `install` wrote for `scope`: see the module docstring."""
    project = _project(scope, project_dir)
    path = settings_path(scope, project)
    report = InstallReport(scope=scope)
    if not path.exists():
        return report
    settings = read_settings(path)
    report.hooks = installed_in(settings)
    if any(is_our_mcp(v) for v in (settings.get("mcpServers") or {}).values()):
        report.mcp = str(path)
    stripped = without_ours(settings)
    person_files.uninstall_write(
        path,
        person_files.json_text(path, stripped, _strip),
        empty=stripped in ({}, {"hooks": {}}),
        removable=False,
        report=report,
    )
    return report


def installed_in(settings: dict) -> list[str]:
    """The Gemini CLI events that have an mgimind hook in `settings`."""
    found = []
    hooks = settings.get("hooks")
    for event, groups in (hooks if isinstance(hooks, dict) else {}).items():
        for group in groups if isinstance(groups, list) else []:
            inner = group.get("hooks") if isinstance(group, dict) else None
            if isinstance(inner, list) and any(is_ours(h) for h in inner):
                found.append(event)
                break
    return found


def installed(scope: Scope = "user", project_dir: str | Path | None = None) -> list[str]:
    """The Gemini CLI events that have an mgimind hook in `scope`'s settings."""
    project = _project(scope, project_dir)
    return installed_in(read_settings(settings_path(scope, project)))


def installed_commands(scope: Scope = "user", project_dir: str | Path | None = None) -> dict:
    """{Gemini CLI event: command} for mgimind's hooks in `scope`'s settings."""
    project = _project(scope, project_dir)
    return our_commands(read_settings(settings_path(scope, project)).get("hooks"), is_ours)

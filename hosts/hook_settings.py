"""Hooks in a host's JSON settings, in the shape Claude Code set and the command-hook hosts
share (Claude Code, Codex, Gemini CLI, Qwen Code, Factory Droid):

    {"hooks": {"<HostEvent>": [{"matcher": "...", "hooks": [{"type": "command",
                                                             "command": "...", "timeout": N}]}]}}

A host declares only what differs: its file per scope, its event names, its timeouts (in its
own unit), matchers, whether a hook carries a name, whether the MCP server sits in the same
file. Cursor lists its handlers straight under each event, without the matcher groups
(`{"version": 1, "hooks": {"<event>": [{"command": "...", "timeout": N}]}}`): `grouped=False`.

Our hooks are recognised by their command (`.../run_hook.py HOST EVENT`) or, where the host
names hooks, by their name (`mgimind-<event>`), so removing them leaves everything else.
`SettingsHooks` is the whole installer of a host whose hooks (and MCP server) live in one
settings file per scope; Claude Code and Codex, whose MCP server and trust live elsewhere,
use the hook-object helpers here and keep the rest themselves. Every file is written,
backed up, marked and given back as `hosts/person_files.py` describes.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import get_args

from mgimind.hosts import person_files
from mgimind.hosts.command_hooks import our_commands

from mgimind.errors import InvalidInput, MgimindError
from mgimind.hostapi import HookKind

# Every event kind a hook of ours may name: one an earlier install wrote and this one no
# longer does is still ours to remove.
KINDS: tuple[str, ...] = get_args(HookKind)

MCP_NAME = "mgimind"
MCP_MODULE = "mgimind.doors.mcp_server"

# Seconds a host waits for each of our hooks before killing it: longer than the hook
# client's own budget (hooks/client.py EVENT_BUDGET_MS), so the client gives up first,
# silently.
TIMEOUTS_S = {"session-start": 15, "prompt": 8, "pre-compact": 10, "session-end": 10, "stop": 5}


@dataclass
class InstallReport:
    scope: str
    changed: list[str] = field(default_factory=list)  # files written
    backups: list[str] = field(default_factory=list)  # made (install) or kept (uninstall)
    removed: list[str] = field(default_factory=list)  # files and folders uninstall removed
    hooks: list[str] = field(default_factory=list)  # the host's event names handled
    mcp: str | None = None  # where the MCP server is registered
    notes: list[str] = field(default_factory=list)  # what the person should know or do


def client_script() -> Path:
    """The hook entry point (it imports the stdlib-only client from cached bytecode)."""
    from mgimind.hooks import client

    return Path(client.__file__).resolve().with_name("run_hook.py")


def hook_command(host: str, event: str, python: str | None = None) -> str:
    """The command a host runs (through the shell): the stdlib-only client, isolated (-I)
    and without site-packages (-S) so it starts in milliseconds."""
    python = python or sys.executable
    return f"{shlex.quote(python)} -I -S {shlex.quote(str(client_script()))} {host} {event}"


def our_groups(
    host: str, events: dict[str, str], timeouts: dict[str, int], python: str | None = None
) -> dict[str, dict]:
    """{host event: the matcher group holding mgimind's hook for it}, in Claude Code's shape."""
    return {
        host_event: {
            "hooks": [
                {
                    "type": "command",
                    "command": hook_command(host, event, python),
                    "timeout": timeouts[event],
                }
            ]
        }
        for event, host_event in events.items()
    }


def command_pattern(host: str, events: Iterable[str]) -> re.Pattern:
    """What our hook command for `host` ends with, whichever Python and install it names."""
    return re.compile(
        r"(client|run_hook)\.py['\"]? " + re.escape(host) + " (" + "|".join(events) + r")\s*$"
    )


def mcp_server(python: str | None = None, **extra: object) -> dict:
    """The MCP server entry: mgimind's MCP door on this Python (`extra`: the host's keys)."""
    return {"command": python or sys.executable, "args": ["-m", MCP_MODULE], **extra}


def is_our_mcp(entry: object) -> bool:
    return isinstance(entry, dict) and MCP_MODULE in (entry.get("args") or [])


# --- the hooks object ---------------------------------------------------------------------


def strip_hooks(hooks: dict, is_ours: Callable[[object], bool]) -> dict:
    """The hooks object without the handlers `is_ours` claims: a group left without
    handlers is dropped, and an event left without groups."""
    cleaned: dict = {}
    for event, groups in hooks.items():
        if not isinstance(groups, list):
            cleaned[event] = groups
            continue
        kept = []
        for group in groups:
            if isinstance(group, dict) and isinstance(group.get("hooks"), list):
                inner = [h for h in group["hooks"] if not is_ours(h)]
                if not inner and group["hooks"]:
                    continue  # the group held only ours
                group = {**group, "hooks": inner}
            kept.append(group)
        if kept or not groups:
            cleaned[event] = kept
    return cleaned


def strip_handlers(hooks: dict, is_ours: Callable[[object], bool]) -> dict:
    """`strip_hooks` for a hooks object whose events list handlers, not groups."""
    cleaned: dict = {}
    for event, handlers in hooks.items():
        if not isinstance(handlers, list):
            cleaned[event] = handlers
            continue
        kept = [h for h in handlers if not is_ours(h)]
        if kept or not handlers:
            cleaned[event] = kept
    return cleaned


def add_hooks(hooks: dict, is_ours: Callable[[object], bool], groups: dict[str, dict]) -> dict:
    """The hooks object with exactly `groups` ({host event: group}) as mgimind's."""
    merged = strip_hooks(hooks, is_ours)
    for event, group in groups.items():
        merged.setdefault(event, []).append(group)
    return merged


def events_with_ours(hooks: object, is_ours: Callable[[object], bool]) -> list[str]:
    """The host events that hold a handler `is_ours` claims."""
    found = []
    for event, groups in (hooks if isinstance(hooks, dict) else {}).items():
        for group in groups if isinstance(groups, list) else []:
            inner = group.get("hooks") if isinstance(group, dict) else None
            if isinstance(inner, list) and any(is_ours(h) for h in inner):
                found.append(event)
                break
    return found


def handler_commands(hooks: object, is_ours: Callable[[object], bool]) -> dict[str, str]:
    """`our_commands` for a hooks object whose events list handlers, not groups."""
    found: dict[str, str] = {}
    for event, handlers in (hooks if isinstance(hooks, dict) else {}).items():
        for handler in handlers if isinstance(handlers, list) else []:
            if is_ours(handler) and isinstance(handler.get("command"), str):
                found.setdefault(event, handler["command"])
    return found


def check_scope(label: str, scope: str, scopes: tuple[str, ...]) -> None:
    if scope not in scopes:
        raise InvalidInput(
            f"{label} has no {scope!r} scope", fix="use --scope " + " or ".join(scopes)
        )


def project_of(project_dir: str | Path | None) -> Path:
    return Path(project_dir or os.getcwd()).resolve()


# --- a host whose hooks live in one settings file per scope -------------------------------


@dataclass(frozen=True)
class SettingsHooks:
    """The installer of a host whose hooks (and, with `mcp_entry`, MCP server) live in
    one JSON settings file per scope. `timeouts` are seconds, written in milliseconds
    where the host reads those (`milliseconds`); `notes` says what the person should know
    after an install, from the settings as they were."""

    host: str  # the name in the hook command, and the host's name for mgimind
    label: str  # the host's name for people
    events: dict[str, str]  # our event kind -> the host's event name
    settings_path: Callable[[str, Path], Path]  # (scope, project) -> file
    timeouts: dict[str, int] = field(default_factory=lambda: dict(TIMEOUTS_S))
    milliseconds: bool = False
    scopes: tuple[str, ...] = ("user", "project")
    matchers: dict[str, str] = field(default_factory=dict)
    named: bool = False  # each hook carries "name": "mgimind-<event>"
    mcp_entry: Callable[[str | None], dict] | None = None
    notes: Callable[[dict, Path], list[str]] = lambda settings, path: []
    grouped: bool = True  # False: each event lists handlers, not matcher groups
    base: dict = field(default_factory=dict)  # what a file install creates holds besides hooks

    def is_ours(self, hook: object) -> bool:
        if not isinstance(hook, dict):
            return False
        if command_pattern(self.host, KINDS).search(str(hook.get("command", ""))):
            return True
        return self.named and str(hook.get("name", "")) in {f"mgimind-{e}" for e in KINDS}

    def hook(self, event: str, python: str | None = None) -> dict:
        command = hook_command(self.host, event, python)
        timeout = self.timeouts[event] * (1000 if self.milliseconds else 1)
        if not self.grouped:
            return {"command": command, "timeout": timeout}
        handler = {"type": "command", "command": command}
        handler["timeout"] = timeout  # type: ignore[assignment]
        if self.named:
            handler = {"name": f"mgimind-{event}", **handler}
        group: dict = {"hooks": [handler]}
        if event in self.matchers:
            group = {"matcher": self.matchers[event], **group}
        return group

    # --- the settings, as data ---

    def without_ours(self, settings: dict) -> dict:
        """`settings` without mgimind's hooks and MCP server; a `hooks` or `mcpServers`
        object emptied by that is dropped."""
        out: dict = json.loads(json.dumps(settings))
        if isinstance(out.get("hooks"), dict):
            strip = strip_hooks if self.grouped else strip_handlers
            out["hooks"] = strip(out["hooks"], self.is_ours)
            if not out["hooks"] and settings["hooks"]:
                del out["hooks"]  # emptied by taking ours out
        servers = out.get("mcpServers")
        if isinstance(servers, dict) and is_our_mcp(servers.get(MCP_NAME)):
            del servers[MCP_NAME]
            if not servers:
                del out["mcpServers"]
        return out

    def with_ours(self, settings: dict, python: str | None = None, mcp: bool = True) -> dict:
        """`settings` with exactly one mgimind hook per event (and the MCP server)."""
        hooks = settings.get("hooks", {})
        if not isinstance(hooks, dict):
            raise MgimindError(
                f"'hooks' in {self.label}'s settings is not an object; nothing was changed"
            )
        mcp = mcp and self.mcp_entry is not None
        servers = settings.get("mcpServers", {})
        if mcp and not isinstance(servers, dict):
            raise MgimindError("'mcpServers' is not an object; nothing was changed")
        if mcp and servers.get(MCP_NAME) is not None and not is_our_mcp(servers[MCP_NAME]):
            raise MgimindError(
                f"another MCP server is named {MCP_NAME!r}; nothing was changed",
                fix="rename or remove that server first, or install with --no-mcp",
            )
        out = self.without_ours(settings) if settings else dict(self.base)
        groups = {self.events[e]: self.hook(e, python) for e in self.events}
        out["hooks"] = {**out.get("hooks", {})}
        for event, group in groups.items():
            out["hooks"].setdefault(event, []).append(group)
        if mcp and self.mcp_entry is not None:
            out.setdefault("mcpServers", {})[MCP_NAME] = self.mcp_entry(python)
        return out

    def strip(self, settings: dict) -> tuple[dict, bool]:
        """`settings` without mgimind's entries, and whether it held any."""
        stripped = self.without_ours(settings)
        return stripped, stripped != settings

    # --- the file ---

    def path(self, scope: str, project_dir: str | Path | None) -> Path:
        check_scope(self.label, scope, self.scopes)
        return self.settings_path(scope, project_of(project_dir))

    def read(self, path: Path) -> dict:
        """The settings object in `path` ({} when there is none), or a clear error."""
        return person_files.read_json(
            path,
            fix=f"fix it (mgimind reads plain JSON: no comments) or move {path} aside, then rerun",
        )

    def install(
        self,
        scope: str = "user",
        project_dir: str | Path | None = None,
        *,
        python: str | None = None,
        mcp: bool = True,
    ) -> InstallReport:
        """Write the hooks (and the MCP server) into `scope`'s settings."""
        path = self.path(scope, project_dir)
        report = InstallReport(scope=scope, hooks=list(self.events.values()))
        settings = self.read(path)
        wanted = self.with_ours(settings, python, mcp)
        if mcp and self.mcp_entry is not None:
            report.mcp = str(path)
        text = person_files.json_text(path, wanted)
        person_files.install_write(path, text, not self.strip(settings)[1], report)
        report.notes.extend(self.notes(settings, path))
        return report

    def uninstall(
        self, scope: str = "user", project_dir: str | Path | None = None
    ) -> InstallReport:
        """Remove exactly what `install` wrote for `scope`."""
        path = self.path(scope, project_dir)
        report = InstallReport(scope=scope)
        if not path.exists():
            return report
        settings = self.read(path)
        report.hooks = self.installed_in(settings)
        if any(is_our_mcp(v) for v in (settings.get("mcpServers") or {}).values()):
            report.mcp = str(path)
        stripped = self.without_ours(settings)
        person_files.uninstall_write(
            path,
            person_files.json_text(path, stripped, self.strip),
            empty=stripped in ({}, {"hooks": {}}, self.base, {**self.base, "hooks": {}}),
            removable=False,
            report=report,
        )
        return report

    def installed_in(self, settings: dict) -> list[str]:
        """The host events that have an mgimind hook in `settings`."""
        if not self.grouped:
            return list(handler_commands(settings.get("hooks"), self.is_ours))
        return events_with_ours(settings.get("hooks"), self.is_ours)

    def installed(self, scope: str = "user", project_dir: str | Path | None = None) -> list[str]:
        """The host events that have an mgimind hook in `scope`'s settings."""
        return self.installed_in(self.read(self.path(scope, project_dir)))

    def installed_commands(
        self, scope: str = "user", project_dir: str | Path | None = None
    ) -> dict[str, str]:
        """{host event: command} for mgimind's hooks in `scope`'s settings."""
        hooks = self.read(self.path(scope, project_dir)).get("hooks")
        return (our_commands if self.grouped else handler_commands)(hooks, self.is_ours)

"""The Cursor host plugin, registered through the `mgimind` entry-point group like any
third-party plugin: it translates Cursor's hook protocol and installs the hooks."""

from __future__ import annotations

from mgimind.hosts.command_hooks import ScopedHost
from mgimind.hosts.cursor import installer, protocol

from mgimind.pluginspecs import Register, hookimpl


class CursorHost(ScopedHost):
    """Cursor: hooks in .cursor/hooks.json (user or project)."""

    name = "cursor"
    program = "cursor"  # the editor's shell command; its agent runs the hooks
    installer = installer
    protocol = protocol
    mcp_by_default = False  # Cursor's MCP servers live in its own mcp.json: not installed

    def describe(self) -> str:
        return (
            "Cursor: sessionStart briefing (no recall per prompt: Cursor's prompt hook "
            "cannot add context), preCompact checkpoint, sessionEnd summary (contract only)"
        )


@hookimpl
def register_hosts(register: Register) -> None:
    register("cursor", CursorHost())

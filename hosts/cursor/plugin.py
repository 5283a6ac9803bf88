"""The Cursor host plugin, registered through the `mgimind` entry-point group like any
third-party plugin: it translates Cursor's hook protocol and installs the hooks."""

from __future__ import annotations

from mgimind.hosts.command_hooks import ScopedHost, plugin_hooks
from mgimind.hosts.cursor import installer, protocol


class CursorHost(ScopedHost):
    """Cursor: hooks in .cursor/hooks.json (user or project)."""

    name = "cursor"
    program = "cursor"  # the editor's shell command; its agent runs the hooks
    installer = installer
    protocol = protocol
    mcp_by_default = False  # Cursor's MCP servers live in its own mcp.json: not installed

    description = (
        "Cursor: sessionStart briefing (no recall per prompt: Cursor's prompt hook "
        "cannot add context), preCompact checkpoint, sessionEnd summary (contract only)"
    )


register_hosts, register_transcript_parsers = plugin_hooks(CursorHost())

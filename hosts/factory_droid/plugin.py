"""The Factory Droid host plugin, registered through the `mgimind` entry-point group like
any third-party plugin: it translates Droid's hook protocol and installs the hooks."""

from __future__ import annotations

from mgimind.hosts.command_hooks import ScopedHost, plugin_hooks
from mgimind.hosts.factory_droid import installer, protocol


class FactoryDroidHost(ScopedHost):
    """Factory Droid: hooks in .factory/hooks.json (user or project)."""

    name = "factory-droid"
    program = "droid"
    installer = installer
    protocol = protocol
    mcp_by_default = False  # Droid's MCP servers live in its own mcp.json: not installed

    description = (
        "Factory Droid: SessionStart briefing, UserPromptSubmit recall, PreCompact "
        "checkpoint, SessionEnd/Stop (contract only: no Droid CLI runs offline)"
    )


register_hosts, register_transcript_parsers = plugin_hooks(FactoryDroidHost())

"""The Codex CLI host plugin, registered through the `mgimind` entry-point group like any
third-party plugin: it translates Codex's hook protocol, installs and trusts the hooks, and
registers the format of Codex's session logs."""

from __future__ import annotations

from mgimind.hosts.codex import installer, protocol
from mgimind.hosts.codex.memory_files import memory_files
from mgimind.hosts.command_hooks import ScopedHost, plugin_hooks


class CodexHost(ScopedHost):
    """Codex CLI: hooks in hooks.json, their trust and the MCP server in config.toml."""

    name = "codex"
    program = "codex"
    installer = installer
    memory_files = staticmethod(memory_files)  # its instruction and memory files
    protocol = protocol
    # `codex exec` waits seconds for the MCP server to start, and a short run may not
    # list its tools at all: the hooks carry the memory, the server is `--mcp`.
    mcp_by_default = False

    description = (
        "Codex CLI: SessionStart briefing, UserPromptSubmit recall, PreCompact "
        "checkpoint, SessionEnd/Stop harvest (hooks trusted in config.toml); "
        "MCP server 'mgimind' with --mcp"
    )


register_hosts, register_transcript_parsers = plugin_hooks(
    CodexHost(), "mgimind.hosts.codex.transcripts"
)

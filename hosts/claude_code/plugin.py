"""The Claude Code host plugin, registered through the `mgimind` entry-point group like any
third-party plugin: it translates Claude Code's hook protocol and installs the hooks."""

from __future__ import annotations

from mgimind.hosts.claude_code import installer, protocol
from mgimind.hosts.claude_code.memory_files import memory_files
from mgimind.hosts.command_hooks import ScopedHost, plugin_hooks


class ClaudeCodeHost(ScopedHost):
    """Claude Code: hooks in settings.json, MCP server in .claude.json / .mcp.json."""

    name = "claude-code"
    program = "claude"
    installer = installer
    memory_files = staticmethod(memory_files)  # its instruction and memory files
    protocol = protocol
    mcp_by_default = True  # Claude Code starts MCP servers without holding up the session

    description = (
        "Claude Code: SessionStart briefing, UserPromptSubmit recall, PreCompact "
        "checkpoint, SessionEnd/Stop harvest; MCP server 'mgimind'"
    )


register_hosts, register_transcript_parsers = plugin_hooks(
    ClaudeCodeHost(), "mgimind.hosts.claude_code.transcripts"
)

"""The Gemini CLI host plugin, registered through the `mgimind` entry-point group like any
third-party plugin: it translates Gemini CLI's hook protocol, installs the hooks and
registers the parser of its recorded chats."""

from __future__ import annotations

from mgimind.hosts.command_hooks import ScopedHost, plugin_hooks
from mgimind.hosts.gemini import installer, protocol
from mgimind.hosts.gemini.memory_files import memory_files


class GeminiHost(ScopedHost):
    """Gemini CLI: hooks and MCP server in .gemini/settings.json (user or project)."""

    name = "gemini"
    program = "gemini"
    installer = installer
    memory_files = staticmethod(memory_files)  # its instruction and memory files
    protocol = protocol
    # Gemini CLI waits for its MCP servers before the first prompt (about 3 s more per
    # start): the hooks carry the memory, the server is `--mcp`.
    mcp_by_default = False

    description = (
        "Gemini CLI: SessionStart briefing, BeforeAgent recall, PreCompress checkpoint, "
        "SessionEnd/AfterAgent harvest; MCP server 'mgimind' with --mcp"
    )


register_hosts, register_transcript_parsers = plugin_hooks(
    GeminiHost(), "mgimind.hosts.gemini.transcripts"
)

"""The Qwen Code host plugin, registered through the `mgimind` entry-point group like any
third-party plugin: it translates Qwen Code's hook protocol, installs the hooks and
registers the parser of its recorded chats."""

from __future__ import annotations

from mgimind.hosts.command_hooks import ScopedHost, plugin_hooks
from mgimind.hosts.qwen_code import installer, protocol
from mgimind.hosts.qwen_code.memory_files import memory_files


class QwenCodeHost(ScopedHost):
    """Qwen Code: hooks (and, with --mcp, the MCP server) in .qwen/settings.json."""

    name = "qwen-code"
    program = "qwen"
    installer = installer
    memory_files = staticmethod(memory_files)  # its instruction and memory files
    protocol = protocol
    # Qwen Code, like Gemini CLI it grew from, waits for its MCP servers before the first
    # prompt: the hooks carry the memory, the server is `--mcp`.
    mcp_by_default = False

    description = (
        "Qwen Code: SessionStart briefing, UserPromptSubmit recall, PreCompact "
        "checkpoint, SessionEnd harvest, recorded chats watched; MCP server 'mgimind' "
        "with --mcp"
    )


register_hosts, register_transcript_parsers = plugin_hooks(
    QwenCodeHost(), "mgimind.hosts.qwen_code.transcripts"
)

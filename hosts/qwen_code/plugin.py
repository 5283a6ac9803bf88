"""The Qwen Code host plugin, registered through the `mgimind` entry-point group like any
third-party plugin: it translates Qwen Code's hook protocol, installs the hooks and
registers the parser of its recorded chats."""

from __future__ import annotations

from mgimind.hosts.command_hooks import ScopedHost
from mgimind.hosts.qwen_code import installer, protocol
from mgimind.hosts.qwen_code.memory_files import memory_files

from mgimind.pluginspecs import Register, hookimpl


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

    def describe(self) -> str:
        return (
            "Qwen Code: SessionStart briefing, UserPromptSubmit recall, PreCompact "
            "checkpoint, SessionEnd harvest, recorded chats watched; MCP server 'mgimind' "
            "with --mcp"
        )


@hookimpl
def register_hosts(register: Register) -> None:
    register("qwen-code", QwenCodeHost())


@hookimpl
def register_transcript_parsers(register: Register) -> None:
    from mgimind.hosts.qwen_code import transcripts

    register(transcripts.NAME, transcripts.transcript_globs, transcripts.parse)

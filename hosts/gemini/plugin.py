"""The Gemini CLI host plugin, registered through the `mgimind` entry-point group like any
third-party plugin: it translates Gemini CLI's hook protocol, installs the hooks and
registers the parser of its recorded chats."""

from __future__ import annotations

from mgimind.hosts.command_hooks import ScopedHost
from mgimind.hosts.gemini import installer, protocol
from mgimind.hosts.gemini.memory_files import memory_files

from mgimind.pluginspecs import Register, hookimpl


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

    def describe(self) -> str:
        return (
            "Gemini CLI: SessionStart briefing, BeforeAgent recall, PreCompress checkpoint, "
            "SessionEnd/AfterAgent harvest; MCP server 'mgimind' with --mcp"
        )


@hookimpl
def register_hosts(register: Register) -> None:
    register("gemini", GeminiHost())


@hookimpl
def register_transcript_parsers(register: Register) -> None:
    from mgimind.hosts.gemini import transcripts

    register(transcripts.NAME, transcripts.transcript_globs, transcripts.parse)

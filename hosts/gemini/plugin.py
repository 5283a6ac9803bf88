"""The Gemini CLI host plugin, registered through the `mgimind` entry-point group like any
third-party plugin: it translates Gemini CLI's hook protocol, installs the hooks and
registers the parser of its recorded chats."""

from __future__ import annotations

from pathlib import Path

from mgimind.hosts.gemini import installer, protocol

from mgimind.pluginspecs import hookimpl


class GeminiHost:
    """Gemini CLI: hooks and MCP server in .gemini/settings.json (user or project)."""

    name = "gemini"
    scopes = installer.SCOPES
    # Gemini CLI waits for its MCP servers before the first prompt (about 3 s more per
    # start): the hooks carry the memory, the server is `--mcp`.
    mcp_by_default = False
    translate = staticmethod(protocol.translate)
    render = staticmethod(protocol.render)

    def describe(self) -> str:
        return (
            "Gemini CLI: SessionStart briefing, BeforeAgent recall, PreCompress checkpoint, "
            "SessionEnd/AfterAgent harvest; MCP server 'mgimind' with --mcp"
        )

    def install(self, scope: str = "user", project_dir: str | Path | None = None, **kwargs):
        return installer.install(scope, project_dir, **kwargs)

    def uninstall(self, scope: str = "user", project_dir: str | Path | None = None):
        return installer.uninstall(scope, project_dir)

    def installed(self, scope: str = "user", project_dir: str | Path | None = None):
        return installer.installed(scope, project_dir)


@hookimpl
def register_hosts(register):
    register("gemini", GeminiHost())


@hookimpl
def register_transcript_parsers(register):
    from mgimind.hosts.gemini import transcripts

    register(transcripts.NAME, transcripts.transcript_globs, transcripts.parse)

"""The Claude Code host plugin, registered through the `mgimind` entry-point group like any
third-party plugin: it translates Claude Code's hook protocol and installs the hooks."""

from __future__ import annotations

from pathlib import Path

from mgimind.hosts.claude_code import installer, protocol
from mgimind.hosts.claude_code.installer import Scope

from mgimind.errors import InvalidInput
from mgimind.pluginspecs import hookimpl


class ClaudeCodeHost:
    """Claude Code: hooks in settings.json, MCP server in .claude.json / .mcp.json."""

    name = "claude-code"
    scopes = installer.SCOPES
    mcp_by_default = True  # Claude Code starts MCP servers without holding up the session
    translate = staticmethod(protocol.translate)
    render = staticmethod(protocol.render)

    def describe(self) -> str:
        return (
            "Claude Code: SessionStart briefing, UserPromptSubmit recall, PreCompact "
            "checkpoint, SessionEnd/Stop harvest; MCP server 'mgimind'"
        )

    def install(self, scope: str = "user", project_dir: str | Path | None = None, **kwargs):
        return installer.install(_scope(scope), project_dir, **kwargs)

    def uninstall(self, scope: str = "user", project_dir: str | Path | None = None):
        return installer.uninstall(_scope(scope), project_dir)

    def installed(self, scope: str = "user", project_dir: str | Path | None = None):
        return installer.installed(_scope(scope), project_dir)


@hookimpl
def register_hosts(register):
    register("claude-code", ClaudeCodeHost())


@hookimpl
def register_transcript_parsers(register):
    from mgimind.hosts.claude_code import transcripts

    register(transcripts.NAME, transcripts.transcript_globs, transcripts.parse)


def _scope(scope: str) -> Scope:
    """`scope` as one of Claude Code's settings scopes, or a clear error."""
    if scope not in ("user", "project", "local"):
        raise InvalidInput(f"unknown scope {scope!r}", fix="use --scope user, project or local")
    return scope  # type: ignore[return-value,unused-ignore]  # checked just above

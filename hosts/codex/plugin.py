"""The Codex CLI host plugin, registered through the `mgimind` entry-point group like any
third-party plugin: it translates Codex's hook protocol, installs and trusts the hooks, and
registers the format of Codex's session logs."""

from __future__ import annotations

from pathlib import Path

from mgimind.hosts.codex import installer, protocol
from mgimind.hosts.codex.installer import Scope

from mgimind.errors import InvalidInput
from mgimind.pluginspecs import hookimpl


class CodexHost:
    """Codex CLI: hooks in hooks.json, their trust and the MCP server in config.toml."""

    name = "codex"
    scopes = installer.SCOPES
    # `codex exec` waits seconds for the MCP server to start, and a short run may not
    # list its tools at all: the hooks carry the memory, the server is `--mcp`.
    mcp_by_default = False
    translate = staticmethod(protocol.translate)
    render = staticmethod(protocol.render)

    def describe(self) -> str:
        return (
            "Codex CLI: SessionStart briefing, UserPromptSubmit recall, PreCompact "
            "checkpoint, SessionEnd/Stop harvest (hooks trusted in config.toml); "
            "MCP server 'mgimind' with --mcp"
        )

    def install(self, scope: str = "user", project_dir: str | Path | None = None, **kwargs):
        return installer.install(_scope(scope), project_dir, **kwargs)

    def uninstall(self, scope: str = "user", project_dir: str | Path | None = None):
        return installer.uninstall(_scope(scope), project_dir)

    def installed(self, scope: str = "user", project_dir: str | Path | None = None):
        return installer.installed(_scope(scope), project_dir)


@hookimpl
def register_hosts(register):
    register("codex", CodexHost())


@hookimpl
def register_transcript_parsers(register):
    from mgimind.hosts.codex import transcripts

    register(transcripts.NAME, transcripts.transcript_globs, transcripts.parse)


def _scope(scope: str) -> Scope:
    """`scope` as one of Codex's hook scopes, or a clear error."""
    if scope not in installer.SCOPES:
        raise InvalidInput(
            f"Codex has no {scope!r} hook scope",
            fix="use --scope user ($CODEX_HOME/hooks.json) or --scope project (.codex/hooks.json)",
        )
    return scope  # type: ignore[return-value,unused-ignore]  # checked just above

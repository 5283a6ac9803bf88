"""The GitHub Copilot CLI host plugin, registered through the `mgimind` entry-point group
like any third-party plugin: it translates Copilot's hook protocol and installs the hooks."""

from __future__ import annotations

from mgimind.hosts.command_hooks import ScopedHost
from mgimind.hosts.copilot import installer, protocol

from mgimind.pluginspecs import Register, hookimpl


class CopilotHost(ScopedHost):
    """GitHub Copilot CLI: hooks in ~/.copilot/settings.json or <project>/.github/hooks/."""

    name = "copilot"
    program = "copilot"
    installer = installer
    protocol = protocol
    mcp_by_default = False  # Copilot's MCP servers live in ~/.copilot/mcp-config.json

    def describe(self) -> str:
        return (
            "GitHub Copilot CLI: sessionStart briefing, userPromptSubmitted recall, "
            "preCompact checkpoint, sessionEnd summary (real CLI offline)"
        )


@hookimpl
def register_hosts(register: Register) -> None:
    register("copilot", CopilotHost())

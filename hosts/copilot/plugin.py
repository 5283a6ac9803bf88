"""The GitHub Copilot CLI host plugin, registered through the `mgimind` entry-point group
like any third-party plugin: it translates Copilot's hook protocol and installs the hooks."""

from __future__ import annotations

from mgimind.hosts.command_hooks import ScopedHost, plugin_hooks
from mgimind.hosts.copilot import installer, protocol


class CopilotHost(ScopedHost):
    """GitHub Copilot CLI: hooks in ~/.copilot/settings.json or <project>/.github/hooks/."""

    name = "copilot"
    program = "copilot"
    installer = installer
    protocol = protocol
    mcp_by_default = False  # Copilot's MCP servers live in ~/.copilot/mcp-config.json

    description = (
        "GitHub Copilot CLI: sessionStart briefing, userPromptSubmitted recall, "
        "preCompact checkpoint, sessionEnd summary (real CLI offline)"
    )


register_hosts, register_transcript_parsers = plugin_hooks(CopilotHost())

"""The OpenCode host plugin, registered through the `mgimind` entry-point group like any
third-party plugin: it translates the events mgimind's OpenCode plugin sends and installs
that plugin."""

from __future__ import annotations

from mgimind.hosts.command_hooks import ScopedHost, plugin_hooks
from mgimind.hosts.opencode import installer, protocol
from mgimind.hosts.opencode.memory_files import memory_files


class OpenCodeHost(ScopedHost):
    """OpenCode: a JS plugin in .opencode/plugins/ (project) or ~/.config/opencode/plugins/."""

    name = "opencode"
    program = "opencode"
    installer = installer
    memory_files = staticmethod(memory_files)  # its instruction files
    protocol = protocol
    mcp_by_default = False

    description = (
        "OpenCode: plugin with the briefing and the recall for the latest user message in "
        "the system prompt of each model call, and a checkpoint before compaction"
    )


register_hosts, register_transcript_parsers = plugin_hooks(OpenCodeHost())

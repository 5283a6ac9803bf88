"""The Crush host plugin, registered through the `mgimind` entry-point group like any
third-party plugin: it registers mgimind's MCP server with Crush. Crush has no hook that
runs at a session's start or on a prompt, so no hook event is translated."""

from __future__ import annotations

from mgimind.hosts.command_hooks import ScopedHost, plugin_hooks
from mgimind.hosts.crush import installer

from mgimind.hostapi import HookAnswer, HookEvent


class CrushHost(ScopedHost):
    """Crush: mgimind's MCP server in crush.json (user or project); no hooks."""

    name = "crush"
    program = "crush"
    installer = installer
    description = "Crush: MCP server in crush.json (no briefing or recall hooks; contract only)"

    def translate(self, event: str, payload: dict) -> HookEvent | None:
        return None  # no mgimind hook is installed for Crush

    def render(self, event: HookEvent, answer: HookAnswer) -> str:
        return ""


register_hosts, register_transcript_parsers = plugin_hooks(CrushHost())

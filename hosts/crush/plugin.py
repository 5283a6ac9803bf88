"""The Crush host plugin, registered through the `mgimind` entry-point group like any
third-party plugin: it registers mgimind's MCP server with Crush. Crush has no hook that
runs at a session's start or on a prompt, so no hook event is translated."""

from __future__ import annotations

from mgimind.hosts.command_hooks import ScopedHost
from mgimind.hosts.crush import installer

from mgimind.hostapi import HookAnswer, HookEvent
from mgimind.pluginspecs import Register, hookimpl


class CrushHost(ScopedHost):
    """Crush: mgimind's MCP server in crush.json (user or project); no hooks."""

    name = "crush"
    program = "crush"
    installer = installer

    def translate(self, event: str, payload: dict) -> HookEvent | None:
        return None  # no mgimind hook is installed for Crush

    def render(self, event: HookEvent, answer: HookAnswer) -> str:
        return ""

    def describe(self) -> str:
        return "Crush: MCP server in crush.json (no briefing or recall hooks; contract only)"


@hookimpl
def register_hosts(register: Register) -> None:
    register("crush", CrushHost())

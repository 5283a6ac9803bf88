"""Install mgimind's hooks (and, asked, its MCP server) into Qwen Code's settings, and
remove exactly that.

Scopes (as Qwen Code names them):
- user:    `$QWEN_HOME/settings.json` (default `~/.qwen/settings.json`);
- project: `<project>/.qwen/settings.json`. With folder trust turned on
           (`security.folderTrust.enabled`), Qwen Code reads a project's settings only in
           a folder the person trusted; trusting stays the person's decision.

Both hold the hooks in Claude Code's shape (`hooks.<Event>: [{"hooks": [{"type":
"command", ...}]}]`) and the MCP servers (`mcpServers`). Timeouts are written in
milliseconds: Qwen Code reads a command hook's timeout of 1000 or more as milliseconds
(its older releases read every timeout so), so one value means the same to all of them.
Installing, recognising and removing our entries is `hosts/hook_settings.py`'s
`SettingsHooks`; this module declares what is Qwen Code's own.
"""

from __future__ import annotations

from pathlib import Path

from mgimind.hosts.hook_settings import InstallReport, SettingsHooks, mcp_server
from mgimind.hosts.qwen_code.protocol import AGENT, EVENTS
from mgimind.hosts.qwen_code.transcripts import qwen_dir

__all__ = ["InstallReport", "install", "uninstall", "installed", "installed_commands", "is_ours"]

SCOPES = ("user", "project")

# Milliseconds Qwen Code gives the MCP server to connect and list its tools.
MCP_TIMEOUT_MS = 10000


def settings_path(scope: str, project_dir: Path) -> Path:
    if scope == "user":
        return qwen_dir() / "settings.json"
    return project_dir / ".qwen" / "settings.json"


def notes(settings: dict, path: Path) -> list[str]:
    """What the person should know after an install: hooks switched off in the settings."""
    if settings.get("disableAllHooks") is True:
        return [
            f'hooks are turned off in {path} ("disableAllHooks": true): Qwen Code will not '
            "run them until you turn them back on"
        ]
    return []


SETTINGS = SettingsHooks(
    host=AGENT,
    label="Qwen Code",
    events=EVENTS,
    milliseconds=True,  # hook_settings.TIMEOUTS_S, in the unit it reads
    settings_path=settings_path,
    scopes=SCOPES,
    named=True,
    mcp_entry=lambda python: mcp_server(python, timeout=MCP_TIMEOUT_MS),
    notes=notes,
)
install = SETTINGS.install
uninstall = SETTINGS.uninstall
installed = SETTINGS.installed
installed_commands = SETTINGS.installed_commands
is_ours = SETTINGS.is_ours

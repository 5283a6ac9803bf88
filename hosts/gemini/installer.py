"""Install mgimind's hooks and MCP server into Gemini CLI's settings, and remove exactly that.

Scopes (as Gemini CLI names them):
- user:    `$GEMINI_CLI_HOME/.gemini/settings.json` (default `~/.gemini/settings.json`);
- project: `<project>/.gemini/settings.json`.

Both hold the hooks (`hooks.<Event>: [{"hooks": [{"type": "command", ...}]}]`, timeouts
in milliseconds) and the MCP server (`mcpServers.mgimind`). Gemini CLI runs hooks only in
folders the person trusted (`~/.gemini/trustedFolders.json`); trusting a folder stays the
person's decision, install never does it.

Installing, recognising and removing our entries is `hosts/hook_settings.py`'s
`SettingsHooks` (hooks carry a name here, `mgimind-<event>`); this module declares what is
Gemini CLI's own.
"""

from __future__ import annotations

import os
from pathlib import Path

from mgimind.hosts.gemini.protocol import EVENTS
from mgimind.hosts.gemini.transcripts import gemini_dir
from mgimind.hosts.hook_settings import InstallReport, SettingsHooks, mcp_server

__all__ = ["InstallReport", "install", "uninstall", "installed", "installed_commands", "is_ours"]

SCOPES = ("user", "project")

# Gemini CLI fires PreCompress with trigger "auto" before every model turn, whether or not
# it then compresses; only "manual" (/compress) means a compression is coming. Auto
# compression goes without a checkpoint: AfterAgent harvests each turn anyway.
MATCHERS = {"pre-compact": "manual"}

# Milliseconds Gemini CLI gives the MCP server to connect and list its tools (and each
# call): its default is ten minutes, and it waits for discovery before the first prompt.
MCP_TIMEOUT_MS = 10000


def settings_path(scope: str, project_dir: Path) -> Path:
    if scope == "user":
        return gemini_dir() / "settings.json"
    return project_dir / ".gemini" / "settings.json"


def trusted_folders_path() -> Path:
    """Where Gemini CLI keeps the folders the person trusted."""
    env = os.environ.get("GEMINI_CLI_TRUSTED_FOLDERS_PATH")
    return Path(env) if env else gemini_dir() / "trustedFolders.json"


def notes(settings: dict, path: Path) -> list[str]:
    """What the person should know after an install: hooks switched off, folder trust."""
    said = []
    switch = settings.get("hooksConfig")
    if isinstance(switch, dict) and switch.get("enabled") is False:
        said.append(
            f'hooks are turned off in {path} ("hooksConfig": {{"enabled": false}}): '
            "Gemini CLI will not run them until you turn them back on"
        )
    said.append(
        "Gemini CLI runs hooks only in folders you trust: it asks the first time you start "
        f"it in a folder, and keeps your answers in {trusted_folders_path()}. mgimind does "
        "not trust folders for you."
    )
    return said


SETTINGS = SettingsHooks(
    host="gemini",
    label="Gemini CLI",
    events=EVENTS,
    milliseconds=True,  # hook_settings.TIMEOUTS_S, in the unit it reads
    settings_path=settings_path,
    scopes=SCOPES,
    matchers=MATCHERS,
    named=True,
    mcp_entry=lambda python: mcp_server(python, timeout=MCP_TIMEOUT_MS),
    notes=notes,
)
install = SETTINGS.install
uninstall = SETTINGS.uninstall
installed = SETTINGS.installed
installed_commands = SETTINGS.installed_commands
is_ours = SETTINGS.is_ours

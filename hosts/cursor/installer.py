"""Install mgimind's hooks into Cursor, and remove exactly that.

Scopes (as Cursor names them):
- user:    `~/.cursor/hooks.json`;
- project: `<project>/.cursor/hooks.json`.

Cursor's hooks file lists handlers straight under each event
(`{"version": 1, "hooks": {"sessionStart": [{"command": "...", "timeout": N}]}}`),
timeouts in seconds. Installing, recognising and removing our entries is
`hosts/hook_settings.py`'s `SettingsHooks` (`grouped=False`); this module declares what
is Cursor's own.
"""

from __future__ import annotations

from pathlib import Path

from mgimind.hosts.cursor.protocol import AGENT, EVENTS
from mgimind.hosts.hook_settings import InstallReport, SettingsHooks

__all__ = ["InstallReport", "install", "uninstall", "installed", "installed_commands", "is_ours"]

SCOPES = ("user", "project")


def hooks_path(scope: str, project_dir: Path) -> Path:
    if scope == "user":
        return Path.home() / ".cursor" / "hooks.json"
    return project_dir / ".cursor" / "hooks.json"


SETTINGS = SettingsHooks(
    host=AGENT,
    label="Cursor",
    events=EVENTS,
    settings_path=hooks_path,
    scopes=SCOPES,
    grouped=False,
    base={"version": 1},
)
install = SETTINGS.install
uninstall = SETTINGS.uninstall
installed = SETTINGS.installed
installed_commands = SETTINGS.installed_commands
is_ours = SETTINGS.is_ours

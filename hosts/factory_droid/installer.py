"""Install mgimind's hooks into Factory Droid, and remove exactly that.

Scopes (as Droid names them):
- user:    `~/.factory/hooks.json`;
- project: `<project>/.factory/hooks.json`.

Droid keeps hooks in a `hooks.json` beside its settings, in Claude Code's shape
(`{"hooks": {"<Event>": [{"hooks": [{"type": "command", ...}]}]}}`), with timeouts in
seconds; without a `hooks.json` it reads the `hooks` key of the matching settings.json,
which install leaves alone. Installing, recognising and removing our entries is
`hosts/hook_settings.py`'s `SettingsHooks`; this module declares what is Droid's own.
"""

from __future__ import annotations

from pathlib import Path

from mgimind.hosts.factory_droid.protocol import AGENT, EVENTS
from mgimind.hosts.hook_settings import InstallReport, SettingsHooks

__all__ = ["InstallReport", "install", "uninstall", "installed", "installed_commands", "is_ours"]

SCOPES = ("user", "project")


def factory_dir() -> Path:
    return Path.home() / ".factory"


def hooks_path(scope: str, project_dir: Path) -> Path:
    if scope == "user":
        return factory_dir() / "hooks.json"
    return project_dir / ".factory" / "hooks.json"


SETTINGS = SettingsHooks(
    host=AGENT,
    label="Factory Droid",
    events=EVENTS,
    settings_path=hooks_path,
    scopes=SCOPES,
)
install = SETTINGS.install
uninstall = SETTINGS.uninstall
installed = SETTINGS.installed
installed_commands = SETTINGS.installed_commands
is_ours = SETTINGS.is_ours

"""Install mgimind's hooks into GitHub Copilot CLI, and remove exactly that.

Copilot CLI loads every `.github/hooks/*.json` of the folder it runs in, so mgimind's
hooks go in a file of their own, `<project>/.github/hooks/mgimind.json`; there is no user
scope. The file lists handlers straight under each event, in Copilot's own keys:
`{"version": 1, "hooks": {"sessionStart": [{"type": "command", "bash": "...",
"timeoutSec": N}]}}`. Installing, recognising and removing is `hosts/hook_settings.py`'s
`SettingsHooks` (`grouped=False`), told that Copilot names the command `bash` and the
timeout `timeoutSec`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from mgimind.hosts.copilot.protocol import AGENT, EVENTS
from mgimind.hosts.hook_settings import (
    KINDS,
    InstallReport,
    SettingsHooks,
    command_pattern,
    hook_command,
)

__all__ = ["InstallReport", "install", "uninstall", "installed", "installed_commands", "is_ours"]

SCOPES = ("project",)
FILE_NAME = "mgimind.json"


def hooks_path(scope: str, project_dir: Path) -> Path:
    return project_dir / ".github" / "hooks" / FILE_NAME


@dataclass(frozen=True)
class CopilotHooks(SettingsHooks):
    """`SettingsHooks` for handlers that name their command `bash`."""

    def is_ours(self, hook) -> bool:
        return isinstance(hook, dict) and bool(
            command_pattern(self.host, KINDS).search(str(hook.get("bash", "")))
        )

    def hook(self, event: str, python: str | None = None) -> dict:
        command = hook_command(self.host, event, python)
        return {"type": "command", "bash": command, "timeoutSec": self.timeouts[event]}

    def installed_in(self, settings: dict) -> list[str]:
        return list(self.commands_in(settings))

    def installed_commands(
        self, scope: str = "project", project_dir: str | Path | None = None
    ) -> dict[str, str]:
        return self.commands_in(self.read(self.path(scope, project_dir)))

    def commands_in(self, settings: dict) -> dict[str, str]:
        """{Copilot event: command} of mgimind's handlers in `settings`."""
        hooks = settings.get("hooks")
        found: dict[str, str] = {}
        for event, handlers in (hooks if isinstance(hooks, dict) else {}).items():
            for handler in handlers if isinstance(handlers, list) else []:
                if self.is_ours(handler):
                    found.setdefault(event, handler["bash"])
        return found


SETTINGS = CopilotHooks(
    host=AGENT,
    label="GitHub Copilot CLI",
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

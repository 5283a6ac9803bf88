"""Install mgimind's hooks into GitHub Copilot CLI, and remove exactly that.

Scopes:
- user:    `$COPILOT_HOME/settings.json` (default `~/.copilot/settings.json`), whose
           `hooks` object Copilot runs in every folder;
- project: `<project>/.github/hooks/mgimind.json`, a file of mgimind's own: Copilot loads
           every `.github/hooks/*.json` of the folder it runs in.

Either lists handlers straight under each event, in Copilot's own keys:
`{"hooks": {"sessionStart": [{"type": "command", "bash": "...", "timeoutSec": N}]}}` (the
project file also carries `"version": 1`). Installing, recognising and removing is
`hosts/hook_settings.py`'s `SettingsHooks` (`grouped=False`), told that Copilot names the
command `bash` and the timeout `timeoutSec`.
"""

from __future__ import annotations

import os
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

SCOPES = ("user", "project")
FILE_NAME = "mgimind.json"


def hooks_path(scope: str, project_dir: Path) -> Path:
    if scope == "user":
        home = os.environ.get("COPILOT_HOME") or str(Path.home() / ".copilot")
        return Path(home) / "settings.json"
    return project_dir / ".github" / "hooks" / FILE_NAME


@dataclass(frozen=True)
class CopilotHooks(SettingsHooks):
    """`SettingsHooks` for handlers that name their command `bash`."""

    def is_ours(self, hook: object) -> bool:
        return isinstance(hook, dict) and bool(
            command_pattern(self.host, KINDS).search(str(hook.get("bash", "")))
        )

    def hook(self, event: str, python: str | None = None) -> dict:
        command = hook_command(self.host, event, python)
        return {"type": "command", "bash": command, "timeoutSec": self.timeouts[event]}

    def installed_in(self, settings: dict) -> list[str]:
        return list(self.commands_in(settings))

    def installed_commands(
        self, scope: str = "user", project_dir: str | Path | None = None
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


def settings(scope: str) -> CopilotHooks:
    """The user settings file holds Copilot's other settings; the project file is ours."""
    return CopilotHooks(
        host=AGENT,
        label="GitHub Copilot CLI",
        events=EVENTS,
        settings_path=hooks_path,
        scopes=SCOPES,
        grouped=False,
        base={} if scope == "user" else {"version": 1},
    )


def install(
    scope: str = "user",
    project_dir: str | Path | None = None,
    *,
    python: str | None = None,
    mcp: bool = False,
) -> InstallReport:
    return settings(scope).install(scope, project_dir, python=python, mcp=False)


def uninstall(scope: str = "user", project_dir: str | Path | None = None) -> InstallReport:
    return settings(scope).uninstall(scope, project_dir)


def installed(scope: str = "user", project_dir: str | Path | None = None) -> list[str]:
    events: list[str] = settings(scope).installed(scope, project_dir)
    return events


def installed_commands(scope: str = "user", project_dir: str | Path | None = None) -> dict:
    return settings(scope).installed_commands(scope, project_dir)


is_ours = settings("project").is_ours

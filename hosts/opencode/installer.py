"""Install mgimind's plugin into OpenCode, and remove exactly that.

OpenCode loads every JS/TS file in its plugins folder at start:
- user:    `$XDG_CONFIG_HOME/opencode/plugins/` (default `~/.config/opencode/plugins/`);
- project: `<project>/.opencode/plugins/`.

Install writes one file there, `mgimind.js` (this package's `plugin.js` with the Python
and hook entry filled in), and touches no config file: the person's `opencode.json` stays
byte for byte. The file is ours when it starts with our first line; a `mgimind.js` of the
person's is refused, never overwritten. Uninstall removes our file, and the plugins
folder (and `.opencode` or `opencode` above it) when install made
it (`hosts/person_files.py`'s marker).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Literal

from mgimind.hosts import person_files
from mgimind.hosts.hook_settings import InstallReport, client_script, hook_command
from mgimind.hosts.opencode.protocol import EVENTS

from mgimind.errors import MgimindError

Scope = Literal["user", "project"]
SCOPES = ("user", "project")
HOST = "opencode"
PLUGIN_NAME = "mgimind.js"
TEMPLATE = Path(__file__).with_name("plugin.js")
FIRST_LINE = TEMPLATE.read_text(encoding="utf-8").splitlines()[0]


def config_dir() -> Path:
    """OpenCode's user config folder (XDG, as OpenCode resolves it)."""
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "opencode"


def plugin_path(scope: Scope, project_dir: Path) -> Path:
    folder = config_dir() if scope == "user" else project_dir / ".opencode"
    return folder / "plugins" / PLUGIN_NAME


def plugin_text(python: str | None = None) -> str:
    """The plugin file: the template with this Python and hook entry as JS strings."""
    text = TEMPLATE.read_text(encoding="utf-8")
    text = text.replace("__PYTHON__", json.dumps(python or sys.executable))
    return text.replace("__HOOK__", json.dumps(str(client_script())))


def is_ours(text: str | None) -> bool:
    return text is not None and text.splitlines()[:1] == [FIRST_LINE]


def _project(project_dir: str | Path | None) -> Path:
    return Path(project_dir or os.getcwd()).resolve()


def install(
    scope: Scope = "user",
    project_dir: str | Path | None = None,
    *,
    python: str | None = None,
    mcp: bool = False,
) -> InstallReport:
    """Write the plugin into `scope`'s plugins folder (idempotent)."""
    path = plugin_path(scope, _project(project_dir))
    report = InstallReport(scope=scope, hooks=list(EVENTS.values()))
    old = person_files.read_text(path)
    if old is not None and not is_ours(old):
        raise MgimindError(
            f"{path} exists and is not mgimind's plugin; nothing was changed",
            fix="rename or remove that file first",
        )
    made_parent = not path.parent.parent.exists()  # `.opencode` or `opencode` itself
    person_files.install_write(path, plugin_text(python), False, report)
    if made_parent:
        marker = person_files.created_marker(path)
        marker.write_text(json.dumps({"folder": True, "parent": True}) + "\n")
    if mcp:
        report.notes.append(
            "the MCP server is not registered for OpenCode: the plugin carries the memory"
        )
    return report


def uninstall(scope: Scope = "user", project_dir: str | Path | None = None) -> InstallReport:
    """Remove exactly what `install` wrote for `scope`: see the module docstring."""
    path = plugin_path(scope, _project(project_dir))
    report = InstallReport(scope=scope)
    if not is_ours(person_files.read_text(path)):
        return report
    report.hooks = list(EVENTS.values())
    marker = person_files.created_marker(path)
    made_parent = marker.exists() and '"parent": true' in marker.read_text(encoding="utf-8")
    person_files.uninstall_write(path, "", empty=True, removable=True, report=report)
    if made_parent and not path.parent.exists():
        person_files.remove_empty_folder(path.parent.parent, report)
    return report


def installed(scope: Scope = "user", project_dir: str | Path | None = None) -> list[str]:
    """The OpenCode plugin hooks mgimind handles in `scope` (none when not installed)."""
    path = plugin_path(scope, _project(project_dir))
    return list(EVENTS.values()) if is_ours(person_files.read_text(path)) else []


def installed_commands(scope: Scope = "user", project_dir: str | Path | None = None) -> dict:
    """{OpenCode hook: the command the plugin runs for it} when installed in `scope`."""
    if not installed(scope, project_dir):
        return {}
    return {name: hook_command(HOST, event) for event, name in EVENTS.items()}

"""Install mgimind's hooks into the Codex CLI, trust exactly those hooks, and remove both.

Scopes:
- user:    hooks in `$CODEX_HOME/hooks.json` (default `~/.codex/hooks.json`), and the MCP
           server `mgimind` in `$CODEX_HOME/config.toml`;
- project: hooks in `<project>/.codex/hooks.json`. Codex reads a project's `.codex` folder
           only when the person has trusted the project: install says whether it is, and
           never trusts a project itself.

Codex runs a hook only when `$CODEX_HOME/config.toml` holds its trusted hash (trust.py):
running `mgimind install-hooks codex` is the person's act of trusting mgimind's hooks, so
install records the hash of each hook it wrote, for those hooks alone, and says so;
uninstall removes them. Everything mgimind adds to config.toml sits in one marked block
at its end, written as text and checked to parse before it is written.

Installing merges with the hooks already in hooks.json (ours are recognised by their
command, `.../run_hook.py codex <event>`), is idempotent, and backs up a person's file
before its first change (`<file>.mgimind.bak`). Uninstalling gives the files back byte for
byte: a file install created and left empty is removed (its folder too, when install made
it), a file that was there comes back from its backup when nothing else changed in it.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from mgimind.hosts import hook_settings, person_files
from mgimind.hosts.codex import trust
from mgimind.hosts.codex.protocol import EVENTS
from mgimind.hosts.command_hooks import our_commands

from mgimind.errors import InvalidInput, MgimindError

Scope = Literal["user", "project"]
SCOPES = ("user", "project")

# Seconds Codex waits for each hook (hook_settings.TIMEOUTS_S); Codex caps SessionEnd
# hooks at 3 s.
TIMEOUTS_S = {**hook_settings.TIMEOUTS_S, "session-end": 3}

OUR_COMMAND = hook_settings.command_pattern("codex", EVENTS)


@dataclass
class InstallReport(hook_settings.InstallReport):
    trusted: list[str] = field(default_factory=list)  # hook state keys trusted (or untrusted)


def codex_home() -> Path:
    """Codex's home: CODEX_HOME, else ~/.codex."""
    env = os.environ.get("CODEX_HOME")
    return Path(env).expanduser() if env else Path.home() / ".codex"


def config_path() -> Path:
    return codex_home() / "config.toml"


def hooks_path(scope: Scope, project_dir: Path) -> Path:
    return codex_home() / "hooks.json" if scope == "user" else project_dir / ".codex" / "hooks.json"


def mcp_entry(python: str | None = None) -> dict:
    return {"command": python or sys.executable, "args": ["-m", "mgimind.doors.mcp_server"]}


def is_ours(handler: object) -> bool:
    return isinstance(handler, dict) and bool(OUR_COMMAND.search(str(handler.get("command", ""))))


# --- hooks.json -------------------------------------------------------------------------------


def without_ours(hooks: dict) -> dict:
    """The hooks object with every mgimind handler removed (groups left empty dropped)."""
    stripped: dict = hook_settings.strip_hooks(hooks, is_ours)
    return stripped


def with_ours(hooks: dict, python: str | None = None) -> dict:
    groups = hook_settings.our_groups("codex", EVENTS, TIMEOUTS_S, python)
    added: dict = hook_settings.add_hooks(hooks, is_ours, groups)
    return added


def our_trust(hooks_file: Path, hooks: dict) -> list[trust.TrustEntry]:
    """The state key and hash of each of our handlers, at its position in `hooks`."""
    entries = []
    for event, groups in hooks.items():
        if event not in trust.EVENT_LABELS or not isinstance(groups, list):
            continue
        for g, group in enumerate(groups):
            handlers = group.get("hooks") if isinstance(group, dict) else None
            for h, handler in enumerate(handlers if isinstance(handlers, list) else []):
                if is_ours(handler):
                    entries.append(
                        trust.TrustEntry(
                            trust.hook_key(str(hooks_file), event, g, h),
                            trust.hook_hash(event, handler, group.get("matcher")),
                        )
                    )
    return entries


def read_hooks_file(path: Path) -> dict:
    data = person_files.read_json(path)
    if not isinstance(data.get("hooks", {}), dict):
        raise MgimindError(f"{path} does not hold a hooks object; nothing was changed")
    for event, groups in (data.get("hooks") or {}).items():
        if event in trust.EVENT_LABELS and not isinstance(groups, list):
            raise MgimindError(
                f"{path}: hooks.{event} is not a list of matcher groups (Codex cannot read "
                "it either); nothing was changed",
                fix=f"fix or remove hooks.{event} in {path}, then rerun",
            )
    return data


def without_our_hooks(data: dict) -> tuple[dict, bool]:
    """hooks.json's data without mgimind's handlers (a `hooks` object left empty dropped),
    and whether it held any."""
    hooks = data.get("hooks") or {}
    if not isinstance(hooks, dict):
        return data, False
    remaining = without_ours(hooks)
    stripped = {k: v for k, v in data.items() if k != "hooks"}
    if remaining:
        stripped["hooks"] = remaining
    return stripped, remaining != hooks


# --- the block in config.toml -------------------------------------------------------------------


def _block_content(text: str) -> tuple[list[trust.TrustEntry], dict | None]:
    """The trust entries and MCP server mgimind's block in `text` holds."""
    base_text = trust.without_block(text)
    whole, base = trust.parse(text, config_path()), trust.parse(base_text, config_path())
    theirs = trust.trusted(base_text, base)
    entries = [
        trust.TrustEntry(k, h) for k, h in trust.trusted(text, whole).items() if k not in theirs
    ]
    servers, their_servers = whole.get("mcp_servers"), base.get("mcp_servers")
    if not isinstance(servers, dict) or (
        isinstance(their_servers, dict) and "mgimind" in their_servers
    ):
        return entries, None
    return entries, servers.get("mgimind")


def _config_with(
    hooks_file: Path, entries: list[trust.TrustEntry], mcp: dict | None, keep_mcp: bool
) -> tuple[str, str]:
    """(config.toml as it is, as it will be): the block's entries for `hooks_file`
    replaced by `entries`, and the MCP server set (or kept, or dropped)."""
    path = config_path()
    text = person_files.read_text(path) or ""
    held, held_mcp = _block_content(text)
    prefix = f"{hooks_file}:"
    others = [e for e in held if not e.key.startswith(prefix)]
    server = mcp if mcp is not None else (held_mcp if keep_mcp else None)
    return text, trust.with_block(text, others + entries, server, path)


# --- install / uninstall -----------------------------------------------------------------------


def _check_scope(scope: str) -> None:
    if scope not in SCOPES:
        raise InvalidInput(f"unknown scope {scope!r}", fix="use one of: " + ", ".join(SCOPES))


def install(
    scope: Scope = "user",
    project_dir: str | Path | None = None,
    *,
    python: str | None = None,
    mcp: bool = True,
) -> InstallReport:
    """Write the hooks for `scope` into hooks.json and trust them in config.toml."""
    _check_scope(scope)
    project = Path(project_dir or os.getcwd()).resolve()
    report = InstallReport(scope=scope, hooks=list(EVENTS.values()))
    path = hooks_path(scope, project)
    data = read_hooks_file(path)
    had_ours = bool(our_trust(path, data.get("hooks") or {}))
    data["hooks"] = with_ours(data.get("hooks") or {}, python)
    entries = our_trust(path, data["hooks"])
    server = mcp_entry(python) if mcp and scope == "user" else None
    config_before, config_after = _config_with(path, entries, server, keep_mcp=True)
    # config.toml first: when install makes CODEX_HOME, that file's marker says so, and
    # uninstall, which removes hooks.json first, takes the folder away with it.
    original_config = not trust.has_block(config_before)
    person_files.install_write(config_path(), config_after, original_config, report)
    try:
        _check_written(entries)
    except MgimindError:
        if config_before:
            person_files.write_atomic(config_path(), config_before)  # Codex must still start
        raise
    person_files.install_write(path, person_files.json_text(path, data), not had_ours, report)
    report.trusted = [e.key for e in entries]
    report.notes.append(
        f"trusted these {len(entries)} hooks in {config_path()} (Codex runs a hook only with "
        "its trusted hash; uninstall-hooks removes the trust)"
    )
    if server is not None:
        report.mcp = str(config_path())
    if scope == "project":
        report.notes.append(_project_trust_note(project))
    return report


def _check_written(entries: list[trust.TrustEntry]) -> None:
    """Read config.toml back: it parses, and holds the trust of every hook we wrote."""
    text = person_files.read_text(config_path()) or ""
    held = trust.trusted(text, trust.parse(text, config_path()))
    missing = [e.key for e in entries if held.get(e.key) != e.trusted_hash]
    if missing:
        raise MgimindError(
            f"{config_path()} does not hold the trust just written for " + ", ".join(missing),
            fix="rerun mgimind install-hooks codex; `mgimind doctor` shows what Codex will run",
        )


def uninstall(scope: Scope = "user", project_dir: str | Path | None = None) -> InstallReport:
    """Remove exactly the hooks, trust and MCP server `install` wrote for `scope`."""
    _check_scope(scope)
    project = Path(project_dir or os.getcwd()).resolve()
    report = InstallReport(scope=scope)
    path = hooks_path(scope, project)
    data = read_hooks_file(path)
    hooks = data.get("hooks") or {}
    ours = our_trust(path, hooks)
    if ours:
        stripped, _ = without_our_hooks(data)
        remaining = stripped.get("hooks", {})
        report.hooks = [e for e in EVENTS.values() if remaining.get(e) != hooks.get(e)]
        report.trusted = [e.key for e in ours]
        person_files.uninstall_write(
            path,
            person_files.json_text(path, stripped, without_our_hooks),
            empty=not stripped,
            removable=scope == "project",
            report=report,
        )
    config = config_path()
    if config.exists():
        before, after = _config_with(path, [], None, keep_mcp=scope != "user")
        if scope == "user" and _block_content(before)[1] is not None:
            report.mcp = str(config)
        if after != before:
            person_files.uninstall_write(
                config, after, empty=not after.strip(), removable=False, report=report
            )
    if scope == "project":
        person_files.remove_empty_folder(project / ".codex", report)
    return report


def installed(scope: Scope = "user", project_dir: str | Path | None = None) -> list[str]:
    """The Codex events that have an mgimind hook in `scope`, each marked "(untrusted)"
    when config.toml lacks its trusted hash (Codex then skips it silently)."""
    project = Path(project_dir or os.getcwd()).resolve()
    path = hooks_path(scope, project)
    hooks = read_hooks_file(path).get("hooks") or {}
    text = person_files.read_text(config_path()) or ""
    held = trust.trusted(text) if text else {}
    found = []
    for entry in our_trust(path, hooks):
        event = next(e for e, label in trust.EVENT_LABELS.items() if f":{label}:" in entry.key)
        ok = held.get(entry.key) == entry.trusted_hash
        found.append((event, event if ok else f"{event} (untrusted)"))
    order = list(EVENTS.values())
    return [shown for event, shown in sorted(found, key=lambda f: order.index(f[0]))]


def installed_commands(scope: Scope = "user", project_dir: str | Path | None = None) -> dict:
    """{Codex event: command} for mgimind's hooks in `scope`'s hooks.json."""
    project = Path(project_dir or os.getcwd()).resolve()
    return our_commands(read_hooks_file(hooks_path(scope, project)).get("hooks"), is_ours)


def _project_trust_note(project: Path) -> str:
    text = person_files.read_text(config_path()) or ""
    projects = (trust.parse(text, config_path()).get("projects") or {}) if text else {}
    for folder in (project, *project.parents):
        if (projects.get(str(folder)) or {}).get("trust_level") == "trusted":
            return f"Codex trusts the project {folder}: it will load {project / '.codex'}"
    return (
        f"Codex loads {project / '.codex' / 'hooks.json'} only in a project you trusted, and "
        "this one is not trusted yet. That is your decision: accept Codex's prompt when it "
        f'asks, or add [projects."{project}"] trust_level = "trusted" to {config_path()}'
    )

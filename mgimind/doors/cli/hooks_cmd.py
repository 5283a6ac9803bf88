"""Host hook commands: `mgimind install-hooks HOST|--all`, `mgimind uninstall-hooks HOST|--all`."""

from __future__ import annotations

import shutil
from dataclasses import asdict
from typing import TYPE_CHECKING, Any

import click

from mgimind.doors.cli.common import emit_json, json_option

if TYPE_CHECKING:
    from mgimind.hostapi import HostAdapter


def register(cli: click.Group) -> None:
    cli.add_command(install_hooks)
    cli.add_command(uninstall_hooks)


def _hosts() -> dict:
    from mgimind.hostapi import known_hosts

    return known_hosts()


def _host(name: str) -> HostAdapter:
    from mgimind.hostapi import get_host

    return get_host(name)


scope_option = click.option(
    "--scope",
    type=click.Choice(["user", "project", "local"]),
    default="user",
    show_default=True,
    help="user: your own settings (e.g. ~/.claude/settings.json, ~/.gemini/settings.json); "
    "project: the project's shared settings (.claude/, .gemini/); local: Claude Code only, "
    "just you, this project (.claude/settings.local.json).",
)
project_option = click.option(
    "--project",
    "project_dir",
    type=click.Path(file_okay=False),
    default=None,
    help="Project directory for project/local scope (default: the current directory).",
)


all_option = click.option(
    "--all",
    "every",
    is_flag=True,
    help="Every host with hooks whose program is on this machine (install), or every "
    "host with hooks (uninstall); says which it found and which it skipped, and why.",
)


@click.command("install-hooks")
@click.argument("host", required=False)
@scope_option
@project_option
@click.option(
    "--mcp/--no-mcp",
    default=None,
    help="Register the MCP server too, or not (default: the host's; on for Claude Code, "
    "off for Codex, Gemini CLI and Qwen Code, whose start waits seconds for it).",
)
@click.option("--list", "list_hosts", is_flag=True, help="List the hosts mgimind knows.")
@all_option
@json_option
def install_hooks(
    host: str | None,
    scope: str,
    project_dir: str | None,
    mcp: bool | None,
    list_hosts: bool,
    every: bool,
    as_json: bool,
) -> None:
    """Install mgimind's hooks (and MCP server) into an agent HOST, or into --all."""
    if every:
        return _every_host("install", scope, project_dir, mcp, as_json)
    if list_hosts or host is None:
        hosts = _hosts()
        if as_json:
            return emit_json([{"name": n, "description": h.describe()} for n, h in hosts.items()])
        for name, h in sorted(hosts.items()):
            click.echo(f"{name:14} {h.describe()}")
        if host is None and not list_hosts:
            click.echo("\nUsage: mgimind install-hooks HOST [--scope user|project|local]")
        return
    adapter = _host(host)
    if mcp is None:
        mcp = getattr(adapter, "mcp_by_default", True)
    report = adapter.install(scope, project_dir, mcp=mcp)
    if as_json:
        return emit_json(asdict(report))
    _print_report(f"Installed mgimind hooks for {host} ({scope} scope)", report)
    click.echo(f"Start a new {host} session to pick them up.")


@click.command("uninstall-hooks")
@click.argument("host", required=False)
@scope_option
@project_option
@all_option
@json_option
def uninstall_hooks(
    host: str | None, scope: str, project_dir: str | None, every: bool, as_json: bool
) -> None:
    """Remove exactly the hooks and MCP entry `install-hooks` added for HOST, or for --all."""
    if every:
        return _every_host("uninstall", scope, project_dir, None, as_json)
    if host is None:
        raise click.UsageError("name a HOST (mgimind install-hooks --list) or give --all")
    report = _host(host).uninstall(scope, project_dir)
    if as_json:
        return emit_json(asdict(report))
    if not (report.hooks or report.mcp or report.changed or getattr(report, "removed", [])):
        click.echo(
            f"mgimind's hooks for {host} are not installed ({scope} scope): nothing to remove"
        )
        for path in report.backups:
            click.echo(f"  backup kept (it differs; delete it when done) {path}")
        return
    _print_report(
        f"Removed mgimind hooks for {host} ({scope} scope)",
        report,
        backup_label="backup kept (it differs; delete it when done)",
    )


def _print_report(title: str, report: Any, backup_label: str = "backup") -> None:
    click.echo(title)
    if report.hooks:
        click.echo("  events: " + ", ".join(report.hooks))
    for path in report.changed:
        click.echo(f"  wrote  {path}")
    for path in getattr(report, "removed", []):
        click.echo(f"  removed {path}")
    for path in report.backups:
        click.echo(f"  {backup_label} {path}")
    if report.mcp:
        click.echo(f"  MCP server 'mgimind' in {report.mcp}")
    for note in getattr(report, "notes", []):
        click.echo(f"  {note}")
    if not report.changed and not getattr(report, "removed", []):
        click.echo("  nothing to change")


# --- every host at once ---------------------------------------------------------------------


def _every_host(
    action: str, scope: str, project_dir: str | None, mcp: bool | None, as_json: bool
) -> None:
    """Install into (or uninstall from) every host with hooks; one host's refusal (a
    settings file it cannot read, a scope it lacks) is reported and the others go on."""
    from mgimind.errors import MgimindError

    rows = []
    for name, adapter in sorted(_hosts().items()):
        program = getattr(adapter, "program", None)
        row: dict = {"host": name, "status": "skipped", "reason": None, "report": None}
        rows.append(row)
        if program is None:
            row["reason"] = (
                f"a Python library, wired in code (mgimind install-hooks {name} says how)"
            )
            continue
        if action == "install" and shutil.which(program) is None:
            row["reason"] = f"`{program}` is not on PATH"
            continue
        if scope not in getattr(adapter, "scopes", (scope,)):
            row["reason"] = f"it has no {scope} scope"
            continue
        try:
            if action == "install":
                wanted = getattr(adapter, "mcp_by_default", True) if mcp is None else mcp
                report = adapter.install(scope, project_dir, mcp=wanted)
            else:
                report = adapter.uninstall(scope, project_dir)
        except MgimindError as e:
            row.update(status="failed", reason=str(e))
            continue
        done = report.hooks or report.changed or getattr(report, "removed", [])
        row.update(status=action + "ed" if done or action == "install" else "untouched")
        row["report"] = asdict(report)
        if not done:
            row["reason"] = "nothing of mgimind's was installed"
    if as_json:
        emit_json(rows)
    else:
        _print_every(action, scope, rows)
    if any(r["status"] == "failed" for r in rows):
        raise SystemExit(1)


def _print_every(action: str, scope: str, rows: list[dict]) -> None:
    verb = "Installed mgimind hooks into" if action == "install" else "Removed mgimind hooks from"
    done = [r for r in rows if r["status"] == action + "ed"]
    click.echo(f"{verb} {len(done)} host(s) ({scope} scope)")
    for row in done:
        report = row["report"]
        changed = report["changed"] + report.get("removed", [])
        click.echo(f"  {row['host']}: " + (", ".join(changed) or "nothing to change"))
        for note in report.get("notes", []):
            click.echo(f"    {note}")
    for row in rows:
        if row["status"] == "failed":
            click.echo(f"  {row['host']}: FAILED, nothing changed for it: {row['reason']}")
    others = [r for r in rows if r["status"] in ("skipped", "untouched")]
    if others:
        click.echo("Skipped:")
        for row in others:
            click.echo(f"  {row['host']}: {row['reason']}")

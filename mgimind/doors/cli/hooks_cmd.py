"""Host hook commands: `mgimind install-hooks HOST`, `mgimind uninstall-hooks HOST`."""

from __future__ import annotations

from dataclasses import asdict

import click

from mgimind.doors.cli.common import emit_json, json_option


def register(cli: click.Group) -> None:
    cli.add_command(install_hooks)
    cli.add_command(uninstall_hooks)


def _hosts() -> dict:
    from mgimind.hostapi import known_hosts

    return known_hosts()


def _host(name: str):
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


@click.command("install-hooks")
@click.argument("host", required=False)
@scope_option
@project_option
@click.option(
    "--mcp/--no-mcp",
    default=None,
    help="Register the MCP server too, or not (default: the host's; on for Claude Code, "
    "off for Codex and Gemini CLI, whose start waits seconds for it).",
)
@click.option("--list", "list_hosts", is_flag=True, help="List the hosts mgimind knows.")
@json_option
def install_hooks(host, scope, project_dir, mcp, list_hosts, as_json):
    """Install mgimind's hooks (and MCP server) into an agent HOST."""
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
@click.argument("host")
@scope_option
@project_option
@json_option
def uninstall_hooks(host, scope, project_dir, as_json):
    """Remove exactly the hooks and MCP entry `install-hooks` added for HOST."""
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


def _print_report(title: str, report, backup_label: str = "backup") -> None:
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

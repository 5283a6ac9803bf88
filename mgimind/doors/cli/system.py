"""System commands: doctor, reindex; how stats and `store check/accept` read."""

from __future__ import annotations

from typing import Any

import click

from mgimind import operations
from mgimind.doors.cli.common import (
    emit_json,
    json_option,
    open_mind,
    person,
    person_folder,
    person_secret,
    progress_bar,
)
from mgimind.doors.cli.operations import GROUP_HELP, door, presents


def register(cli: click.Group) -> None:
    for command in (doctor, reindex):  # stats, store check/accept: the operation table
        cli.add_command(command)


GROUP_HELP["store"] = "Whether the store holds what the home recorded; accept it as it is."


@presents("stats")
def _stats(s: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(f"home:      {s.home}")
    click.echo(f"store:     {s.backend} at {s.location}")
    click.echo(f"model:     {s.model} ({s.dim}-d)")
    click.echo(
        f"memories:  {s.memories} in {s.libraries} libraries, {s.quarantined} held "
        f"for review, {s.archived} archived ({s.chunks} chunks)"
    )
    click.echo(f"items:     {s.points} points in the engine; by kind, in any status:")
    for kind, n in s.by_kind.items():
        click.echo(f"  {kind}: {n}")


@presents("store.integrity")
def _integrity(state: Any, params: dict[str, Any], **extra: Any) -> None:
    if state["ok"]:
        click.echo(f"The store holds what the home recorded: {state['counts']}")
        return
    click.echo(f"Damaged: {state['problem']}")
    click.echo(f"  holds {state['counts']}; recorded {state['recorded']}")
    if state["fix"]:
        click.echo(f"  fix: {state['fix']}")


@presents("store.accept")
def _accepted(state: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(f"Recorded the store as it is: {state['counts']}")


@door("store.accept", "home.secrets")
@click.command()
@json_option
@click.option(
    "--accept-store",
    is_flag=True,
    help="Record the store as it is now as what the home holds (after checking "
    "a damage report), and serve writes again.",
)
@click.option(
    "--secrets",
    "find_secrets",
    is_flag=True,
    help="Look for credentials stored before the scanner caught them.",
)
@click.option("--purge", is_flag=True, help="With --secrets: forget (or redact) what is found.")
def doctor(as_json: bool, accept_store: bool, find_secrets: bool, purge: bool) -> None:
    """Check the home, model, store, daemon, hooks and harvest; say what to fix."""
    from mgimind.doors.cli.doctor import run_checks

    if find_secrets or purge:
        return _secrets(as_json, purge)
    if accept_store:
        _accepted(operations.call(open_mind(person_only=True), "store.accept"), {})
    checks = run_checks()
    if as_json:
        emit_json(checks)
    else:
        for c in checks:
            click.echo(f"[{c.status:4}] {c.name}: {c.detail}")
            if c.fix:
                click.echo(f"       fix: {c.fix}")
    if any(c.status == "fail" for c in checks):
        raise SystemExit(1)


def _secrets(as_json: bool, purge: bool) -> None:
    """`doctor --secrets [--purge]`: needs the store to itself, like reindex."""
    from mgimind.config import home_dir
    from mgimind.doors.cli.daemon_cmd import stop_daemon
    from mgimind.doors.connect import open as open_mind_

    stopped = stop_daemon(str(home_dir()))
    if stopped and not as_json:
        click.echo(f"Stopped the daemon (pid {stopped}) to read the store")
    with open_mind_(in_process=True, actor=person()) as mind:
        person_secret(mind)  # with review required: a person's operation carries it
        swept = mind.call("home.secrets", purge=purge)
    found, purged = swept["found"], swept["purged"]
    if as_json:
        return emit_json(swept)
    for item in found:
        click.echo(f"{item.where} {item.kind} {item.id}: {', '.join(item.secrets)}")
    if not found:
        click.echo("No stored credentials found.")
    elif purge:
        click.echo(f"Purged {purged} item(s): memories forgotten, files redacted.")
    else:
        click.echo(
            f"{len(found)} item(s) hold credentials; "
            "`mgimind doctor --secrets --purge` forgets them (files are redacted)."
        )
        raise SystemExit(1)


@door("home.reindex")
@click.command()
@click.option("--yes", is_flag=True, help="Do not ask for confirmation.")
def reindex(yes: bool) -> None:
    """Re-embed everything with the configured model (after changing embedding.model)."""
    from mgimind.config import home_dir
    from mgimind.doors.cli.daemon_cmd import stop_daemon

    if not yes:
        click.confirm("Re-embed every stored item with the configured model?", abort=True)
    # A stopped store: this process runs the operation itself, through the dispatcher
    # (the person's secret asked first, when review is required).
    target = person_folder(home_dir())
    # The store must be ours alone while it is rebuilt; the daemon restarts on next use.
    stopped = stop_daemon(str(home_dir()))
    if stopped:
        click.echo(f"Stopped the daemon (pid {stopped}) for the reindex")
    with progress_bar("re-embedding", unit="points") as progress:
        done = operations.invoke(target, operations.get("home.reindex"), {}, progress=progress)
    click.echo(f"Re-embedded {done['points']} points")

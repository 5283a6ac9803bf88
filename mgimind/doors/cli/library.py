"""How the library operations read on the command line (`mgimind library ...`)."""

from __future__ import annotations

import click

from mgimind.doors.cli.operations import GROUP_HELP, presents

GROUP_HELP["library"] = "Create, list and delete libraries."


@presents("library.create")
def _created(lib, params, **extra) -> None:
    click.echo(f"Library {lib.name} ready")


@presents("library.list")
def _listed(libs, params, **extra) -> None:
    for lib in libs:
        desc = f"  {lib.description}" if lib.description else ""
        click.echo(f"{lib.name}  ({lib.memories} memories){desc}")


@presents("library.delete")
def _deleted(result, params, **extra) -> None:
    click.echo(f"Deleted library {result['deleted']} and {result['items']} item(s)")

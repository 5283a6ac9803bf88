"""How the library operations read on the command line (`mgimind library ...`)."""

from __future__ import annotations

from typing import Any

import click

from mgimind.doors.cli.operations import GROUP_HELP, presents

GROUP_HELP["library"] = "Create, list and delete libraries."


@presents("library.create")
def _created(lib: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(f"Library {lib.name} ready")


@presents("library.list")
def _listed(libs: Any, params: dict[str, Any], **extra: Any) -> None:
    for lib in libs:
        desc = f"  {lib.description}" if lib.description else ""
        click.echo(f"{lib.name}  ({lib.memories} memories){desc}")


@presents("library.delete")
def _deleted(result: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(f"Deleted library {result['deleted']} and {result['items']} item(s)")

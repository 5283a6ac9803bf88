"""Library commands."""

from __future__ import annotations

import click

from .common import emit_json, json_option, open_mind


def register(cli: click.Group) -> None:
    cli.add_command(library)


@click.group()
def library():
    """Create, list and delete libraries."""


@library.command("create")
@click.argument("name")
@click.option("--description", "-d", default="")
@json_option
def create(name, description, as_json):
    """Create library NAME (a no-op if it exists)."""
    lib = open_mind().libraries.create(name, description)
    if as_json:
        return emit_json(lib)
    click.echo(f"Library {lib.name} ready")


@library.command("list")
@json_option
def list_(as_json):
    """List libraries with their memory counts."""
    libs = open_mind().libraries.list()
    if as_json:
        return emit_json(libs)
    for lib in libs:
        desc = f"  {lib.description}" if lib.description else ""
        click.echo(f"{lib.name}  ({lib.memories} memories){desc}")


@library.command("delete")
@click.argument("name")
@click.option("--force", is_flag=True, help="Also delete what the library holds.")
def delete(name, force):
    """Delete library NAME (refuses a non-empty one without --force)."""
    removed = open_mind().libraries.delete(name, force=force)
    click.echo(f"Deleted library {name} and {removed} item(s)")

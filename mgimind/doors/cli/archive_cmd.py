"""Lifecycle commands: consolidate, and how browse, archive and restore read (moving a
home: transfer_cmd)."""

from __future__ import annotations

from typing import Any

import click

from mgimind import operations
from mgimind.doors.cli.common import emit_json, json_option, open_mind, progress_bar
from mgimind.doors.cli.operations import door, presents


def register(cli: click.Group) -> None:
    cli.add_command(consolidate)  # browse, archive, restore: from the operation table


@presents("memory.browse")
def _browsed(items: Any, params: dict[str, Any], **extra: Any) -> None:
    if not items:
        click.echo("No memories.")
    for m in items:
        click.echo(f"{m.id}  [{m.library}]  {m.status}  by {m.author}  {m.created_at}")
        click.echo("    " + " ".join(m.text.split())[:200])


@presents("memory.archive")
def _archived(item: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(f"Archived {item.id}")


@presents("memory.restore")
def _restored(item: Any, params: dict[str, Any], **extra: Any) -> None:
    click.echo(f"Restored {item.id}")


@door("memory.consolidate")
@click.command()
@click.option("--apply", "apply_", is_flag=True, help="Act (default: dry run, changes nothing).")
@click.option("--library", "-l", "libraries", multiple=True, help="Only these libraries.")
@click.option(
    "--cold-days",
    type=click.FloatRange(min=0, min_open=True),
    help="Archive memories not accessed for this many days (default: config).",
)
@click.option(
    "--similarity",
    type=click.FloatRange(0, 1, min_open=True),
    help="Merge memories at least this similar (default: config).",
)
@json_option
def consolidate(
    apply_: bool,
    libraries: tuple[str, ...],
    cold_days: float | None,
    similarity: float | None,
    as_json: bool,
) -> None:
    """Merge near-duplicate memories and archive cold ones. Dry run unless --apply."""
    mind = open_mind(person_only=True)
    with progress_bar("comparing", unit="memories", quiet=as_json, mind=mind) as progress:
        params = {
            "libraries": list(libraries) or None,
            "apply": apply_,
            "cold_days": cold_days,
            "similarity": similarity,
        }
        plan = operations.call(mind, "memory.consolidate", params, progress=progress)
    if as_json:
        return emit_json(plan)
    verb = "Merged" if plan.applied else "Would merge"
    for g in plan.merges:
        click.echo(
            f"{verb} into {g.keep} [{g.library}]: {', '.join(g.absorb)} "
            f"(similarity >= {g.similarity:.2f})"
        )
    verb = "Archived" if plan.applied else "Would archive"
    for c in plan.cold:
        click.echo(f"{verb} {c.id} [{c.library}]: last accessed {c.last_accessed}")
    merged = sum(len(g.absorb) for g in plan.merges)
    click.echo(
        f"{plan.examined} examined, {merged} merged, {len(plan.cold)} cold"
        + ("" if plan.applied else " (dry run: pass --apply to act)")
    )

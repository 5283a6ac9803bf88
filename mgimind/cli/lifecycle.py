"""Lifecycle commands: browse, archive, restore, consolidate (moving a home: transfer_cmd)."""

from __future__ import annotations

import click

from .common import emit_json, json_option, open_mind, progress_bar

VIEWS = click.Choice(["current", "history", "review", "all"])


def register(cli: click.Group) -> None:
    for command in (browse, archive, restore, consolidate):
        cli.add_command(command)


@click.command()
@click.option("--library", "-l", "libraries", multiple=True, help="Only these libraries.")
@click.option("--author", help="Only memories by this author (e.g. cli:alice, token:bot).")
@click.option(
    "--view",
    type=VIEWS,
    default="current",
    show_default=True,
    help="history adds archived memories; review shows quarantined ones.",
)
@click.option("--limit", "-n", default=50, show_default=True, type=click.IntRange(1, 10_000))
@click.option("--offset", default=0, type=click.IntRange(0))
@json_option
def browse(libraries, author, view, limit, offset, as_json):
    """List memories newest first (by author, by library, with history)."""
    items = open_mind().lifecycle.browse(
        list(libraries) or None, author=author, view=view, limit=limit, offset=offset
    )
    if as_json:
        return emit_json(items)
    if not items:
        click.echo("No memories.")
    for m in items:
        click.echo(f"{m.id}  [{m.library}]  {m.status}  by {m.author}  {m.created_at}")
        click.echo("    " + " ".join(m.text.split())[:200])


@click.command()
@click.argument("memory_id")
@click.option("--reason", help="Why (kept in the audit log).")
def archive(memory_id, reason):
    """Hide a memory from ordinary reads (it stays in history; `restore` undoes it)."""
    item = open_mind().lifecycle.archive(memory_id, reason)
    click.echo(f"Archived {item.id}")


@click.command()
@click.argument("memory_id")
def restore(memory_id):
    """Bring an archived memory back."""
    item = open_mind().lifecycle.restore(memory_id)
    click.echo(f"Restored {item.id}")


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
def consolidate(apply_, libraries, cold_days, similarity, as_json):
    """Merge near-duplicate memories and archive cold ones. Dry run unless --apply."""
    mind = open_mind()
    with progress_bar("comparing", unit="memories", quiet=as_json, mind=mind) as progress:
        plan = mind.lifecycle.consolidate(
            list(libraries) or None,
            apply=apply_,
            cold_days=cold_days,
            merge_similarity=similarity,
            progress=progress,
        )
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

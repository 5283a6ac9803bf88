"""Memory commands: add, search, get, edit, delete."""

from __future__ import annotations

import click

from .common import (
    emit_json,
    json_option,
    open_mind,
    progress_bar,
    read_targets,
    read_text_arg,
    write_target,
)
from .readers import project_option


def register(cli: click.Group) -> None:
    for command in (add, search, get, edit, delete):
        cli.add_command(command)


@click.command()
@click.argument("text", required=False)
@click.option("--library", "-l", help="Library to store in (default: the shared library).")
@project_option
@click.option("--source", help="Where this came from (a URL, a file, a person).")
@click.option(
    "--redact",
    is_flag=True,
    help="Store the text with each credential replaced by [secret: KIND] instead of refusing it.",
)
@json_option
def add(text, library, project, source, redact, as_json):
    """Store TEXT as a memory (explicit, ungated). Use '-' to read stdin.

    Text holding a credential is refused and nothing is stored: keep the value with
    `mgimind vault set NAME`, or pass --redact to store the rest of the text."""
    mind = open_mind()
    text = read_text_arg(text)
    cut = []
    if redact:
        # Here, in the CLI process: the credential never reaches the daemon.
        from ..secrets import redact_secrets, scan

        cut = [f.kind for f in scan(text)]
        text = redact_secrets(text)
    target = write_target(mind, project, library)
    # A bar only for a text long enough to take a while (~50 chunks; only in-process).
    with progress_bar(
        "embedding", unit="chunks", quiet=as_json or len(text) < 25_000, mind=mind
    ) as progress:
        extra = {"progress": progress} if progress else {}
        result = mind.memories.add(text, target, source=source, **extra)
    if as_json:
        return emit_json(result)
    verb = "Stored" if result.created else "Already stored"
    click.echo(f"{verb} {result.id} in {result.library} ({result.chunks} chunk(s))")
    if cut:
        click.echo(f"Redacted {len(cut)} credential(s): {', '.join(sorted(set(cut)))}")


@click.command()
@click.argument("query")
@click.option("--library", "-l", "libraries", multiple=True, help="Search only these libraries.")
@project_option
@click.option("--limit", "-n", default=10, show_default=True, type=click.IntRange(1, 1000))
@click.option(
    "--tier",
    type=click.IntRange(1, 3),
    default=2,
    show_default=True,
    help="1: ~100 chars, 2: ~500 chars (best chunk), 3: full text.",
)
@json_option
def search(query, libraries, project, limit, tier, as_json):
    """Hybrid (dense + BM25) search over memories."""
    mind = open_mind()
    scope = read_targets(mind, project, libraries)
    results = [] if scope == [] else mind.memories.search(query, scope, limit=limit, tier=tier)
    if as_json:
        return emit_json(results)
    if not results:
        click.echo("No results.")
    for r in results:
        click.echo(f"{r.id}  [{r.library}]  score={r.score:.3f} sim={r.similarity:.2f}")
        click.echo("    " + r.text.replace("\n", "\n    "))


@click.command()
@click.argument("memory_id")
@click.option("--tier", type=click.IntRange(1, 3), default=3, show_default=True)
@json_option
def get(memory_id, tier, as_json):
    """Show one memory."""
    item = open_mind().memories.get(memory_id, tier=tier)
    if as_json:
        return emit_json(item)
    click.echo(f"{item.id}  [{item.library}]  {item.status}  by {item.author}  {item.created_at}")
    click.echo(item.text)


@click.command()
@click.argument("memory_id")
@click.argument("text", required=False)
@json_option
def edit(memory_id, text, as_json):
    """Replace a memory's text (keeps its id). Use '-' to read stdin."""
    item = open_mind().memories.edit(memory_id, read_text_arg(text))
    if as_json:
        return emit_json(item)
    click.echo(f"Edited {item.id} ({item.chunks} chunk(s))")


@click.command()
@click.argument("memory_id")
def delete(memory_id):
    """Forget a memory entirely (the audit log keeps only its hash)."""
    open_mind().memories.delete(memory_id)
    click.echo(f"Deleted {memory_id}")

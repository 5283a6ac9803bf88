"""How `mgimind web URL` (the operation web.save) reads to a person."""

from __future__ import annotations

from typing import Any

import click

from mgimind.doors.cli.operations import presents


@presents("web.save", exit_code=lambda result: int(result.verdict == "refused"))
def _saved(result: Any, params: dict[str, Any], **extra: Any) -> None:
    title = f" “{result.title}”" if result.title else ""
    where = (
        f" (after {result.redirects} redirect(s): {result.final_url})" if result.redirects else ""
    )
    click.echo(
        f"Fetched{title}: {result.bytes:,} bytes, {result.chars:,} characters of text{where}"
    )
    if result.verdict == "stored":
        click.echo(f"Stored as {result.id}")
    elif result.verdict == "refused":
        click.echo(f"Refused: {result.reason}")
    else:
        click.echo(f"{result.verdict.capitalize()}: {result.reason} (id {result.id})")
    if result.redacted:
        click.echo("Cut out what looked like: " + ", ".join(result.redacted))

"""Audit commands: verify the hash chain, anchor it, tail and grep the log (operations
audit.*). They run in this process on the home's folder (the log is append-only and safe
to read while a daemon writes), so they work without opening the store.
"""

from __future__ import annotations

import json
from typing import Any

import click

from mgimind import operations
from mgimind.config import home_dir
from mgimind.doors.cli.common import emit_json, json_option, person
from mgimind.doors.cli.operations import door


def register(cli: click.Group) -> None:
    cli.add_command(audit)


def _run(name: str, params: dict) -> Any:
    """Operation `name` in this process, on the home's folder, as this person. Reading
    the audit log asks for no review secret: it holds no memory text, and it is a file
    this user's processes can read anyway, so asking would protect nothing."""
    from mgimind.operations.moves import HomeFolder

    return operations.invoke(
        HomeFolder(home_dir(), person(), proven=True), operations.get(name), params
    )


@click.group()
def audit() -> None:
    """The append-only, hash-chained audit log of every mutation."""


@door("audit.verify")
@audit.command()
@click.option(
    "--anchor",
    "anchor",
    metavar="DIGEST",
    help="Also prove the log was not rewritten since `mgimind audit anchor` printed DIGEST.",
)
@json_option
def verify(anchor: str | None, as_json: bool) -> None:
    """Check the chain; name the first broken line and exit 1 if there is one."""
    result = _run("audit.verify", {"anchor": anchor})
    if as_json:
        emit_json(result)
    elif result["ok"]:
        pinned = f", unchanged since anchor {anchor.strip()}" if anchor else ""
        click.echo(f"OK: {result['lines']} line(s), chain intact{pinned} ({result['path']})")
        if result["note"]:
            click.echo(f"note: {result['note']}")
    else:
        click.echo(
            f"BROKEN at line {result['first_bad_line']} of {result['path']}: {result['reason']}",
            err=True,
        )
    if not result["ok"]:
        raise SystemExit(1)


@door("audit.anchor")
@audit.command()
@json_option
def anchor(as_json: bool) -> None:
    """Print a digest of the log as it is now, to keep somewhere else.

    Later, `mgimind audit verify --anchor DIGEST` proves the log up to that point was not
    rewritten, even by someone who rebuilt the whole chain and its head."""
    found = _run("audit.anchor", {})
    if as_json:
        return emit_json(found)
    click.echo(found["anchor"])


@door("audit.tail")
@audit.command()
@click.option("--lines", "-n", default=20, show_default=True, type=click.IntRange(1))
@json_option
def tail(lines: int, as_json: bool) -> None:
    """The most recent entries."""
    _emit(_run("audit.tail", {"lines": lines}), as_json)


@door("audit.grep")
@audit.command()
@click.argument("pattern")
@click.option("--action", help="Only actions starting with this (e.g. quarantine.).")
@click.option("--limit", "-n", type=click.IntRange(1), default=None)
@json_option
def grep(pattern: str, action: str | None, limit: int | None, as_json: bool) -> None:
    """Entries matching PATTERN (case-insensitive regex over the whole line)."""
    _emit(_run("audit.grep", {"pattern": pattern, "action": action, "limit": limit}), as_json)


def _emit(entries: list[dict], as_json: bool) -> None:
    if as_json:
        return emit_json(entries)
    if not entries:
        click.echo("No entries.")
    for e in entries:
        rest = {k: v for k, v in e.items() if k not in ("ts", "action", "actor", "prev", "hash")}
        click.echo(
            f"{e.get('ts', '?')}  {e.get('action')}  {e.get('actor')}  "
            + json.dumps(rest, ensure_ascii=False, sort_keys=True)
        )

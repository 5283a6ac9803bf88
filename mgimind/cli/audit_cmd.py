"""Audit commands: verify the hash chain, anchor it, tail and grep the log.

These read the log file directly (it is append-only and safe to read while a daemon
writes), so they work without opening the store.
"""

from __future__ import annotations

import json
import re

import click

from ..audit import AuditLog
from ..config import home_dir
from ..errors import InvalidInput
from .common import emit_json, json_option


def register(cli: click.Group) -> None:
    cli.add_command(audit)


def _log() -> AuditLog:
    return AuditLog(home_dir() / "audit.log")


@click.group()
def audit():
    """The append-only, hash-chained audit log of every mutation."""


@audit.command()
@click.option(
    "--anchor",
    "anchor",
    metavar="DIGEST",
    help="Also prove the log was not rewritten since `mgimind audit anchor` printed DIGEST.",
)
@json_option
def verify(anchor, as_json):
    """Check the chain; name the first broken line and exit 1 if there is one."""
    log = _log()
    try:
        result = log.verify(anchor=anchor)
    except ValueError as e:
        raise InvalidInput(str(e), fix="pass the digest `mgimind audit anchor` printed") from None
    if as_json:
        emit_json(
            {
                "ok": result.ok,
                "lines": result.lines,
                "first_bad_line": result.first_bad_line,
                "reason": result.reason,
                "note": result.note,
                "anchored": bool(anchor),
                "path": str(log.path),
            }
        )
    elif result.ok:
        pinned = f", unchanged since anchor {anchor.strip()}" if anchor else ""
        click.echo(f"OK: {result.lines} line(s), chain intact{pinned} ({log.path})")
        if result.note:
            click.echo(f"note: {result.note}")
    else:
        click.echo(
            f"BROKEN at line {result.first_bad_line} of {log.path}: {result.reason}", err=True
        )
    if not result.ok:
        raise SystemExit(1)


@audit.command()
@json_option
def anchor(as_json):
    """Print a digest of the log as it is now, to keep somewhere else.

    Later, `mgimind audit verify --anchor DIGEST` proves the log up to that point was not
    rewritten, even by someone who rebuilt the whole chain and its head."""
    log = _log()
    try:
        digest = log.anchor()
    except ValueError as e:
        raise InvalidInput(
            f"the audit log does not verify, so it cannot be anchored: {e}",
            fix="mgimind audit verify",
        ) from None
    if as_json:
        lines, head = log.parse_anchor(digest)
        return emit_json({"anchor": digest, "lines": lines, "head": head, "path": str(log.path)})
    click.echo(digest)


@audit.command()
@click.option("--lines", "-n", default=20, show_default=True, type=click.IntRange(1))
@json_option
def tail(lines, as_json):
    """The most recent entries."""
    _emit(_log().tail(lines), as_json)


@audit.command()
@click.argument("pattern")
@click.option("--action", help="Only actions starting with this (e.g. quarantine.).")
@click.option("--limit", "-n", type=click.IntRange(1), default=None)
@json_option
def grep(pattern, action, limit, as_json):
    """Entries matching PATTERN (case-insensitive regex over the whole line)."""
    try:
        entries = _log().grep(pattern, action=action, limit=limit)
    except re.error as e:
        raise InvalidInput(f"invalid pattern {pattern!r}: {e}") from None
    _emit(entries, as_json)


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

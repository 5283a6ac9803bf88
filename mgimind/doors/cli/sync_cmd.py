"""`mgimind sync DIR --library L`: a folder of markdown notes kept as a library."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable

import click

from mgimind import operations
from mgimind.doors.cli.common import emit_json, json_option, open_mind, progress_bar
from mgimind.doors.cli.operations import door
from mgimind.hooks.wire import DaemonUnavailable
from mgimind.moves.sync import APPLY_AGAIN, SyncInterrupted, SyncPlan

if TYPE_CHECKING:  # a client (mgimind.open()), or a Mind in this process
    from mgimind.doors.memory_client import Client
    from mgimind.engine.mind import Mind

SHOWN = ("add", "change", "move", "restore", "remove", "error")
VERBS = {
    "add": "add",
    "change": "change",
    "move": "move",
    "restore": "restore",
    "remove": "remove",
    "error": "skip",
}


NOUNS = {
    "add": "added",
    "change": "changed",
    "move": "moved",
    "restore": "restored",
    "remove": "removed",
    "error": "skipped",
}


def register(cli: click.Group) -> None:
    cli.add_command(sync)


@door("notes.sync", "notes.export")
@click.command()
@click.argument("folder", type=click.Path(file_okay=False, path_type=Path))
@click.option("--library", "-l", required=True, help="The library the notes are kept in.")
@click.option("--apply", "apply_", is_flag=True, help="Carry the plan out (default: dry run).")
@click.option("--watch", is_flag=True, help="Keep following the folder (implies --apply).")
@click.option("--prune", is_flag=True, help="Delete a removed note's memory (default: archive).")
@click.option(
    "--export",
    "export_",
    is_flag=True,
    help="Write the library into FOLDER as notes instead (a new or empty folder); "
    "syncing it back changes nothing.",
)
@json_option
def sync(
    folder: Path,
    library: str,
    apply_: bool,
    watch: bool,
    prune: bool,
    export_: bool,
    as_json: bool,
) -> None:
    """Keep the markdown notes under FOLDER as the memories of a library.

    A note is addressed by its path under FOLDER; its front matter (title, tags, dates)
    becomes metadata. Compared by content: added, changed, moved, unchanged, removed.
    Without --apply this only shows the plan. A removed note's memory is archived
    (--prune deletes it); a note that cannot be read, is binary, too large or holds a
    credential is listed and skipped, and its memory stays as it was.
    """
    # Resolved here: the folder is where this command runs, not where a daemon does.
    folder = folder.expanduser().absolute()
    mind = open_mind(person_only=True)
    if export_:
        done = operations.call(mind, "notes.export", {"folder": str(folder), "library": library})
        if as_json:
            emit_json(done)
        else:
            click.echo(f"Wrote {done.written} note(s) from {library} into {done.folder}")
            _show_renamed(done.renamed)
        return
    params = {"folder": str(folder), "library": library, "prune": prune}
    if watch:
        _watch(mind, params, as_json)
        return
    if not apply_:
        plan = operations.call(mind, "notes.sync", params)
        if as_json:
            emit_json(plan)
        else:
            _show(plan)
            if plan.pending:
                click.echo("(dry run: pass --apply to carry it out)")
        return
    with progress_bar("Syncing", unit="notes", quiet=as_json, mind=mind) as update:
        try:
            result = operations.call(mind, "notes.sync", {**params, "apply": True}, progress=update)
        except DaemonUnavailable as e:
            raise SyncInterrupted(
                f"the daemon stopped during the sync, before it confirmed the result ({e}); "
                "the note changes it applied until then are kept",
                APPLY_AGAIN,
            ) from None
    if as_json:
        emit_json(result)
    else:
        _show(result.plan, result.failed, result.seconds)
    if result.failed:
        raise SystemExit(1)


def _show_renamed(renamed: dict[str, str]) -> None:
    if not renamed:
        return
    click.echo(
        f"{len(renamed)} note(s) written under another name "
        "(the path was too long, or another note was in its way):"
    )
    for wanted, written in sorted(renamed.items()):
        shown = wanted if len(wanted) <= 80 else wanted[:77] + "..."
        click.echo(f"  {shown} -> {written}")


def _show(plan: SyncPlan, failed: Iterable[Any] = (), seconds: float | None = None) -> None:
    failed_paths = {c.path for c in failed}
    for change in plan.changes:
        if change.action not in SHOWN and not change.retire:
            continue
        verb = "failed" if change.path in failed_paths else VERBS.get(change.action, "tidy")
        line = f"{verb:8} {change.path}"
        if change.moved_from:
            line += f" (from {change.moved_from})"
        if change.error:
            line += f": {change.error}"
        click.echo(line)
        if change.fix:
            click.echo(f"         fix: {change.fix}")
    counts = (
        ", ".join(f"{n} {NOUNS.get(a, a)}" for a, n in sorted(plan.counts.items())) or "no notes"
    )
    done = "applied" if plan.applied else "plan"
    took = plan.seconds if seconds is None else seconds
    click.echo(f"{plan.library} <- {plan.folder}: {counts} ({done}, {took:.2f} s)")


def _watch(mind: Mind | Client, params: dict, as_json: bool) -> None:
    from mgimind.moves.sync import watch_sync

    def report(result: Any) -> None:
        if as_json:
            emit_json(result)
        elif result.plan.pending or result.failed:
            _show(result.plan, result.failed, result.seconds)

    def apply() -> Any:
        return operations.call(mind, "notes.sync", {**params, "apply": True})

    click.echo(f"Following {params['folder']} (Ctrl-C stops)", err=True)
    stop = threading.Event()
    try:
        watch_sync(apply, params["folder"], report, stop)
    except KeyboardInterrupt:
        stop.set()

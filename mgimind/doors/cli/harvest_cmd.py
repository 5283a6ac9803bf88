"""Transcript commands: `mgimind harvest PATH...` and `mgimind watch [--status]`."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any, Callable

import click

from mgimind import operations
from mgimind.doors.cli.common import (
    emit_json,
    json_option,
    open_mind,
    progress_bar,
    resolve_project_here,
)
from mgimind.doors.cli.operations import door
from mgimind.errors import MgimindError


def register(cli: click.Group) -> None:
    cli.add_command(harvest)
    cli.add_command(watch)


@door("harvest.file", "harvest.queue", "harvest.pending", "harvest.report")
@click.command()
# Paths resolved here, where the command runs: the daemon that harvests has its own folder.
@click.argument(
    "paths",
    nargs=-1,
    required=True,
    type=click.Path(exists=True, dir_okay=False, resolve_path=True),
)
@click.option(
    "--format",
    "format_",
    help="Transcript format (default: by location, else claude-code for *.jsonl).",
)
@click.option("--agent", help="Agent to tag the exchanges with (default: the format's name).")
@click.option(
    "--project",
    "-p",
    metavar="PATH",
    callback=resolve_project_here,
    help="Project directory (default: the transcript's own cwd).",
)
@json_option
def harvest(
    paths: tuple[str, ...],
    format_: str | None,
    agent: str | None,
    project: str | None,
    as_json: bool,
) -> None:
    """Import transcripts now, through the admission gate (resumes where a previous
    harvest stopped; nothing is imported twice)."""
    from mgimind.engine.mind import Mind

    mind = open_mind()
    reports = []
    for path in paths:
        params = dict(path=path, format=format_, agent=agent, project=project)
        # No `mind=`: through the daemon, this process follows its committed offsets.
        with progress_bar(
            click.format_filename(path, shorten=True), unit="bytes", quiet=as_json
        ) as bar:
            progress = bar or (lambda done, total: None)
            if isinstance(mind, Mind):
                report = operations.call(mind, "harvest.file", params, progress=progress)
            else:
                report = _through_daemon(mind, path, progress, params)
        reports.append(report)
        if not as_json:
            _print_report(report)
    if as_json:
        emit_json(reports)
    if any(r.format_error for r in reports):
        raise SystemExit(1)


def _through_daemon(
    client: Any, path: str, progress: Callable[[int, int], Any], params: dict
) -> Any:
    """The daemon harvests in its worker (a long file outlives any socket timeout); the
    progress comes from the offsets file it commits after every batch."""
    from mgimind.config import home_dir
    from mgimind.harvest.offsets import OffsetStore

    queued = operations.call(client, "harvest.queue", params)
    offsets = Path(getattr(client, "home", None) or home_dir()) / "harvest" / "offsets.json"
    size = os.path.getsize(path)
    while queued.path in operations.call(client, "harvest.pending"):
        entry = OffsetStore(offsets).get(queued.path) if offsets.exists() else None
        progress(entry.offset if entry else 0, size)
        time.sleep(0.5)
    progress(size, size)
    report = operations.call(client, "harvest.report", {"path": queued.path})
    if report is None:
        raise MgimindError(
            f"the daemon did not harvest {path}", fix="see daemon.log in the mgimind home"
        )
    return report


def _print_report(r: Any) -> None:
    verdicts = ", ".join(f"{n} {k}" for k, n in sorted(r.verdicts.items())) or "nothing new"
    click.echo(f"{r.path}: {r.exchanges} exchanges ({r.turns} turns): {verdicts}")
    if r.candidates:
        click.echo(
            "  proposed for review: "
            + ", ".join(f"{n} {k}" for k, n in sorted(r.candidates.items()))
        )
    if r.reset:
        click.echo(f"  the file was {r.reset} since the last harvest: read from the start")
    if r.partial_bytes:
        click.echo(f"  {r.partial_bytes} bytes of an unfinished last line left for later")
    if r.summary:
        click.echo(f"  session summary recorded ({r.summary})")
    if r.format_error:
        click.echo(
            f"  NOT READ: its {r.parser} format is not one mgimind knows ({r.format_error}); "
            "nothing was stored from it. Upgrade mgimind to read it.",
            err=True,
        )


@door("harvest.watch", "harvest.status")
@click.command()
@click.option(
    "--status",
    "show_status",
    is_flag=True,
    help="Show watched files, offsets and backlog, then exit.",
)
@click.option(
    "--idle",
    type=click.FloatRange(min=0.05),
    default=None,
    help="Seconds without change before a transcript counts as finished (default: harvest.idle_s).",
)
@json_option
def watch(show_status: bool, idle: float | None, as_json: bool) -> None:
    """Follow transcripts in the foreground and harvest each once it goes idle."""
    from mgimind.harvest import watcher

    mind = open_mind(person_only=not show_status)  # harvest.watch is a person's
    if show_status:
        st = operations.call(mind, "harvest.status")
        if as_json:
            return emit_json(st)
        click.echo("watching: " + ", ".join(st.roots))
        for f in st.files:
            state = f"{f.offset}/{f.size} bytes" + (f", backlog {f.backlog}" if f.backlog else "")
            click.echo(
                f"  {f.path}\n      {state}; {f.exchanges} exchanges"
                + (f"; finished {f.finished_at}" if f.finished_at else "")
            )
            if f.format_error:
                click.echo(f"      NOT READ: {f.parser} format not understood: {f.format_error}")
        line = f"backlog: {st.backlog_bytes} bytes in {st.backlog_files} file(s)"
        if st.bytes_per_s:
            line += f"; harvesting at {st.bytes_per_s / 1024:.0f} KiB/s"
        if st.seconds_left is not None:
            line += f", about {st.seconds_left:.0f} s left"
        click.echo(line)
        if st.unreadable:
            click.echo(
                f"{len(st.unreadable)} transcript(s) in a format mgimind does not know: "
                "nothing is stored from them. Upgrade mgimind (its host parsers) and they "
                "are read from where they stopped."
            )
        if st.extractor is not None:
            from mgimind.extractor.status import describe

            click.echo(describe(st.extractor))
        return
    from mgimind.engine.mind import Mind

    if not isinstance(mind, Mind):
        click.echo(
            "The mgimind daemon already follows transcripts for this home "
            "(mgimind watch --status shows its progress)."
        )
        return
    running = operations.call(mind, "harvest.watch", {"idle_s": idle})
    click.echo(
        "Watching "
        + ", ".join(running["roots"])
        + f" (idle {running['idle_s']:g}s). Ctrl-C to stop."
    )
    try:
        while True:
            time.sleep(1)
    except KeyboardInterrupt:
        click.echo("Stopping (finishing the current batch)...")
    finally:
        watcher.stop()

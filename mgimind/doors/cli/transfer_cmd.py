"""Moving a home: export, import, backup, restore-backup (operations home.*, run through
the dispatcher; these commands add the prompts, progress and rendering)."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from mgimind import operations
from mgimind.doors.cli.common import (
    emit_json,
    json_option,
    open_mind,
    person_folder,
    progress_bar,
)
from mgimind.doors.cli.operations import door
from mgimind.errors import InvalidInput

VIEWS = click.Choice(["current", "history", "review", "all"])


def register(cli: click.Group) -> None:
    for command in (export, import_, backup, restore_backup):
        cli.add_command(command)


def _read_passphrase(passphrase_file: Path | None, confirm: bool) -> str:
    """From the file (its first line), else asked at the terminal without echo. With
    `confirm` (a new backup) it is asked twice and must be long enough."""
    from mgimind.security.cryptobox import new_passphrase

    if passphrase_file is not None:
        try:
            text = passphrase_file.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as e:
            # The argument is not repeated: it may be the passphrase itself, given by mistake.
            raise InvalidInput(
                "cannot read the file given to --passphrase-file "
                f"({getattr(e, 'strerror', None) or type(e).__name__})",
                fix="give the path of a file whose first line is the passphrase "
                "(not the passphrase itself)",
            ) from None
        passphrase = text.splitlines()[0] if text.splitlines() else ""
    else:
        if not sys.stdin.isatty():
            raise InvalidInput(
                "a passphrase is needed and no one is at a terminal to type it",
                fix="pass --passphrase-file FILE (first line: the passphrase)",
            )
        import getpass

        passphrase = getpass.getpass("Backup passphrase: ")
        if confirm:
            new_passphrase(passphrase)  # refused before the second prompt
        if confirm and getpass.getpass("Repeat it: ") != passphrase:
            raise InvalidInput(
                "the two passphrases differ; nothing was written", fix="run the command again"
            )
    if not passphrase:
        raise InvalidInput("the passphrase is empty", fix="give a non-empty passphrase")
    return new_passphrase(passphrase) if confirm else passphrase


# How a file's record names read in a summary. A "point" record is an item of a kind other
# than memory and library (a fact version, a procedure...); "point" itself keeps the one
# meaning mgimind/memory/counts.py gives it (an engine row, as `stats` counts them).
_RECORD_WORDS = {"point": "other item"}


def _counts(counts: dict[str, int]) -> str:
    return (
        ", ".join(f"{n} {_RECORD_WORDS.get(kind, kind)}(s)" for kind, n in sorted(counts.items()))
        or "nothing"
    )


passphrase_file_option = click.option(
    "--passphrase-file",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Read the passphrase from the first line of this file instead of a prompt.",
)


@door("home.export")
@click.command()
@click.argument("path", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["jsonl", "markdown"]),
    default=None,
    help="Default: from the file name (.md → markdown), else jsonl.",
)
@click.option("--library", "-l", "libraries", multiple=True, help="Only these libraries.")
@click.option(
    "--view",
    type=VIEWS,
    default="all",
    show_default=True,
    help="all: everything a move needs (fact history and tombstones, quarantined items "
    "with their reasons, archived ones). current: only what is current now (a trimmed "
    "file; importing it says what it lacks).",
)
@json_option
def export(
    path: Path, fmt: str | None, libraries: tuple[str, ...], view: str, as_json: bool
) -> None:
    """Write memories (and every other kind of item) to a JSONL or Markdown file (0600)."""
    fmt = fmt or ("markdown" if path.suffix.lower() in (".md", ".markdown") else "jsonl")
    mind = open_mind(person_only=True)
    with progress_bar("exporting", unit="records", quiet=as_json, mind=mind) as progress:
        params = {
            "path": str(path.resolve()),
            "format": fmt,
            "libraries": list(libraries) or None,
            "view": view,
        }
        result = operations.call(mind, "home.export", params, progress=progress)
    if as_json:
        return emit_json(result)
    click.echo(
        f"Exported {_counts(result.counts)} to {result.path} ({result.format}, view {result.view})"
    )
    if result.lacks:
        click.echo(
            f"A trimmed file (--view {view}), not for a move: it lacks "
            + "; ".join(result.lacks)
            + ". Leave out --view to export everything."
        )


@door("home.import")
@click.command("import")
@click.argument("path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@json_option
def import_(path: Path, as_json: bool) -> None:
    """Import a file written by `mgimind export` (items already stored are skipped)."""
    mind = open_mind(person_only=True)
    with progress_bar("importing", unit="records", quiet=as_json, mind=mind) as progress:
        params = {"path": str(path.resolve())}
        result = operations.call(mind, "home.import", params, progress=progress)
    if as_json:
        return emit_json(result)
    click.echo(f"Imported {_counts(result.created)}; skipped {result.skipped} already stored")
    if result.notice:
        click.echo(f"Notice: {result.notice}")


@door("home.backup")
@click.command()
@click.argument("dest", required=False, type=click.Path(dir_okay=False, path_type=Path))
@click.option("--encrypt", is_flag=True, help="Encrypt with a passphrase (AES-256-GCM, scrypt).")
@click.option("--force", is_flag=True, help="Replace DEST if it already exists.")
@passphrase_file_option
@json_option
def backup(
    dest: Path | None, encrypt: bool, force: bool, passphrase_file: Path | None, as_json: bool
) -> None:
    """Back up the whole home (files + full export) to DEST, a .tar.gz created 0600.

    Without DEST the backup goes to MGIMIND_HOME/backups/mgimind-<time>.tar.gz. An
    existing DEST is replaced only with --force. The passphrase of --encrypt needs at
    least 8 characters; the encrypted archive is written as it is made (no plaintext
    copy on the disk).
    """
    if passphrase_file and not encrypt:
        raise InvalidInput("--passphrase-file is for --encrypt", fix="add --encrypt")
    if dest is not None and dest.expanduser().exists() and not force:
        raise InvalidInput(
            f"{dest} already exists; nothing was written",
            fix="give another file name, or pass --force to replace it",
        )
    passphrase = _read_passphrase(passphrase_file, confirm=True) if encrypt else None
    mind = open_mind(person_only=True)
    with progress_bar("backing up", unit="records", quiet=as_json, mind=mind) as progress:
        params = {
            "dest": str(dest.expanduser().resolve()) if dest else None,
            "passphrase": passphrase,
            "force": force,
        }
        result = operations.call(mind, "home.backup", params, progress=progress)
    if as_json:
        return emit_json(result)
    click.echo(
        f"Backed up {result.files} file(s) and {sum(result.counts.values())} "
        f"record(s) ({_counts(result.counts)}) to {result.path}"
        + (" (encrypted)" if result.encrypted else "")
    )


@door("home.restore_backup")
@click.command("restore-backup")
@click.argument("archive", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option(
    "--home",
    type=click.Path(file_okay=False, path_type=Path),
    help="Restore into this home instead of MGIMIND_HOME.",
)
@click.option(
    "--force", is_flag=True, help="Replace an existing home (it is kept beside it as a backup)."
)
@passphrase_file_option
@json_option
def restore_backup(
    archive: Path, home: Path | None, force: bool, passphrase_file: Path | None, as_json: bool
) -> None:
    """Restore a backup into a home, atomically: all of it or nothing.

    The target must be empty unless --force; then the current home is moved aside to
    <home>.before-restore-<time>. Stop the daemon serving the home first.
    """
    from mgimind.config import home_dir
    from mgimind.security.cryptobox import check_file, is_sealed

    # A stopped store: this process runs the operation itself, on the home it restores
    # (whose own review secret it asks for when that home's review is required).
    target = person_folder(Path(home or home_dir()))
    passphrase = None
    if is_sealed(archive):
        check_file(archive)  # a damaged or forged header is refused before the prompt
        passphrase = _read_passphrase(passphrase_file, confirm=False)
    params = {"archive": str(archive.resolve()), "passphrase": passphrase, "force": force}
    with progress_bar("restoring", unit="records", quiet=as_json) as progress:
        result = operations.invoke(
            target, operations.get("home.restore_backup"), params, progress=progress
        )
    if as_json:
        return emit_json(result)
    click.echo(f"Restored {_counts(result.created)} into {result.home} in {result.seconds:.1f}s")
    if result.previous:
        click.echo(f"The previous home was kept at {result.previous}")

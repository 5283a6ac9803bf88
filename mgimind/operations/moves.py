"""Operations that move a home's memory as a whole: export, import, backup, restore,
reindex, folder sync and consolidation. Each is a person's: an agent never dumps,
replaces or rebuilds a home.

Restore and reindex work on a stopped store (nothing may hold it while it is replaced or
rebuilt): their command runs them in its own process on a `HomeFolder`, through the
same dispatcher, and a daemon refuses them."""

from __future__ import annotations

import posixpath
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Literal

from pydantic import Field

from mgimind.errors import InvalidInput
from mgimind.operations.spec import PEOPLE, Call, Lock, Operation, Params
from mgimind.security.actors import as_app, claims_person

if TYPE_CHECKING:  # the table stays light: the engine loads when an operation runs
    from mgimind.engine.mind import Mind
    from mgimind.memory.archive import ConsolidationPlan
    from mgimind.moves.backup import BackupResult, RestoreResult
    from mgimind.moves.sync import FolderExportResult, SyncPlan, SyncResult
    from mgimind.moves.transfer import ExportResult, ImportResult
    from mgimind.moves.transfer_service import Transfer

View = Literal["current", "history", "review", "all"]


@dataclass
class HomeFolder:
    """The target of an operation a command runs in its own process on a home's files,
    without opening its store (the store stopped, or owned by a daemon), and who claims
    to act. As on a Mind, a claim of the person stands only while that home's review is
    not required, or once `prove_person` checked its review secret: a restore over a
    reviewed home needs that home's secret."""

    home: Path
    claimed: str
    proven: bool = False

    @property
    def actor(self) -> str:
        if self.proven or not claims_person(self.claimed) or not self.review_required():
            return self.claimed
        return as_app(self.claimed)

    def review_required(self) -> bool:
        """Whether the home's review.require_human is on. A home whose settings cannot be
        read counts as reviewed when it has a review secret."""
        from mgimind.config import load_config
        from mgimind.errors import MgimindError
        from mgimind.security.review_secret import secret_configured

        try:
            return load_config(self.home).review.require_human
        except MgimindError:
            return secret_configured(self.home)

    def prove_person(self, secret: str) -> None:
        """Return when `secret` is this home's review secret (counted, braked and
        audited in that home like any approval), else raise ReviewRequired."""
        from mgimind.security.review_secret import verify
        from mgimind.store.audit import AuditLog

        verify(self.home, secret, audit=AuditLog(self.home / "audit.log"), actor=self.claimed)
        self.proven = True


def _stopped(mind: Mind | HomeFolder, name: str, command: str) -> Path:
    if not isinstance(mind, HomeFolder):
        raise InvalidInput(
            f"{name} works on a stopped store, and this one is open (a daemon serves it)",
            fix=f"run `mgimind {command}`: it stops the daemon and runs in its own process",
        )
    return mind.home


def _absolute(path: str) -> str:
    if not posixpath.isabs(path):
        raise InvalidInput(
            f"{path!r} is not an absolute path",
            fix="resolve it where you stand (os.path.abspath) before it crosses a door",
        )
    return path


class Export(Params):
    path: str = Field(description="The file to write (absolute), created 0600.")
    format: Literal["jsonl", "markdown"] = "jsonl"
    libraries: list[str] | None = Field(None, description="Only these libraries.")
    view: View = Field("current", description="all: quarantined, archived, retired too.")


class ImportFile(Params):
    path: str = Field(description="A file written by export (absolute).")


class Backup(Params):
    dest: str | None = Field(None, description="The archive to write (default: in backups/).")
    passphrase: str | None = Field(None, description="Encrypt with this passphrase.")
    force: bool = Field(False, description="Replace an existing file at `dest`.")


class RestoreBackup(Params):
    archive: str = Field(description="The backup archive (absolute).")
    passphrase: str | None = None
    force: bool = Field(False, description="Replace an existing home (kept beside it).")


class Reindex(Params):
    pass


class Secrets(Params):
    purge: bool = Field(False, description="Forget (or redact) what is found.")


class Consolidate(Params):
    libraries: list[str] | None = Field(None, description="Only these libraries.")
    apply: bool = Field(False, description="Act (default: a dry run).")
    cold_days: float | None = Field(None, gt=0)
    similarity: float | None = Field(None, gt=0, le=1)


class Sync(Params):
    folder: str = Field(description="The folder of markdown notes (absolute).")
    library: str = Field(description="The library the notes are kept in.")
    apply: bool = Field(False, description="Carry the plan out (default: only the plan).")
    prune: bool = Field(False, description="Delete a removed note's memory (default: archive).")


class SyncExport(Params):
    folder: str = Field(description="A new or empty folder (absolute).")
    library: str


def _transfer(mind: Mind) -> Transfer:
    """The home's moves (their class sits above the Mind, so it is not declared there)."""
    from mgimind.moves.transfer_service import Transfer

    return mind.service("transfer", Transfer)


def _export(mind: Mind, p: Export, call: Call) -> ExportResult:
    return _transfer(mind).export(
        _absolute(p.path), p.format, libraries=p.libraries, view=p.view, progress=call.progress
    )


def _import(mind: Mind, p: ImportFile, call: Call) -> ImportResult:
    return _transfer(mind).import_file(_absolute(p.path), call.progress)


def _backup(mind: Mind, p: Backup, call: Call) -> BackupResult:
    dest = _absolute(p.dest) if p.dest else None
    return _transfer(mind).backup(dest, call.progress, passphrase=p.passphrase, force=p.force)


def _restore(mind: Mind | HomeFolder, p: RestoreBackup, call: Call) -> RestoreResult:
    from mgimind.moves.backup import restore_backup

    home = _stopped(mind, "restore-backup", "restore-backup ARCHIVE")
    return restore_backup(
        _absolute(p.archive), home, call.progress, passphrase=p.passphrase, force=p.force
    )


def _reindex(mind: Mind | HomeFolder, p: Reindex, call: Call) -> dict[str, int]:
    from mgimind.moves.reindex import reindex

    return {"points": reindex(_stopped(mind, "reindex", "reindex"), progress=call.progress)}


def _secrets(mind: Mind, p: Secrets, call: Call) -> dict[str, Any]:
    from mgimind.security import secret_sweep

    found = secret_sweep.find(mind)
    return {"found": found, "purged": secret_sweep.purge(mind, found) if p.purge and found else 0}


def _consolidate(mind: Mind, p: Consolidate, call: Call) -> ConsolidationPlan:
    return mind.lifecycle.consolidate(
        p.libraries,
        apply=p.apply,
        cold_days=p.cold_days,
        merge_similarity=p.similarity,
        progress=call.progress,
    )


def _sync(mind: Mind, p: Sync, call: Call) -> SyncPlan | SyncResult:
    from mgimind.moves.sync import SyncParams, apply_sync, plan_sync

    params = SyncParams(folder=_absolute(p.folder), library=p.library, prune=p.prune)
    if not p.apply:
        return plan_sync(mind, params)
    return apply_sync(mind, params, progress=call.progress)


def _sync_export(mind: Mind, p: SyncExport, call: Call) -> FolderExportResult:
    from mgimind.moves.sync import FolderExport, export_folder

    return export_folder(mind, FolderExport(folder=_absolute(p.folder), library=p.library))


def _person(
    name: str,
    summary: str,
    params: type[Params],
    result: str,
    run: Callable[[Any, Any, Call], Any],
    service: str,
    cli: str | None,
    *,
    writes: bool = True,
    lock: Lock = "write",
) -> Operation:
    """A person's operation whose command is written by hand (its prompts, progress bar
    and rendering): `cli` names that command, which runs it through the dispatcher."""
    return Operation(
        name=name,
        summary=summary + " A person's operation: agents cannot call it.",
        params=params,
        result=result,
        run=run,
        service=service,
        writes=writes,
        callers=PEOPLE,
        lock=lock,
        cli=cli,
    )


OPERATIONS = (
    # Export and backup read only, but hold the write lock: one consistent snapshot.
    _person(
        "home.export",
        "Write memories (and every other kind of item) to a JSONL or Markdown file.",
        Export,
        "mgimind.moves.transfer.ExportResult",
        _export,
        "transfer",
        "export",
        writes=False,
    ),
    _person(
        "home.import",
        "Import a file written by export (items already stored are skipped).",
        ImportFile,
        "mgimind.moves.transfer.ImportResult",
        _import,
        "transfer",
        "import",
    ),
    _person(
        "home.backup",
        "Back up the whole home (files and a full export) to a .tar.gz created 0600.",
        Backup,
        "mgimind.moves.backup.BackupResult",
        _backup,
        "transfer",
        "backup",
        writes=False,
    ),
    _person(
        "home.restore_backup",
        "Restore a backup into a stopped home, atomically: all of it or nothing.",
        RestoreBackup,
        "mgimind.moves.backup.RestoreResult",
        _restore,
        "home",
        "restore-backup",
    ),
    _person(
        "home.reindex",
        "Re-embed every stored item with the configured model (a stopped store).",
        Reindex,
        "dict",
        _reindex,
        "home",
        "reindex",
    ),
    _person(
        "home.secrets",
        "Look for credentials stored before the scanner caught them; purge forgets the "
        "memories and redacts the files that hold them.",
        Secrets,
        "dict",
        _secrets,
        "memories",
        "doctor",
    ),
    _person(
        "memory.consolidate",
        "Merge near-duplicate memories and archive cold ones (a dry run unless apply).",
        Consolidate,
        "mgimind.memory.archive.ConsolidationPlan",
        _consolidate,
        "lifecycle",
        "consolidate",
    ),
    # The whole sync under the write lock: its steps (metadata, archive, delete) do not
    # lock themselves; hook reads still run beside it.
    _person(
        "notes.sync",
        "Keep a folder of markdown notes as the memories of a library (the plan unless apply).",
        Sync,
        "mgimind.moves.sync.SyncPlan | mgimind.moves.sync.SyncResult",
        _sync,
        "memories",
        "sync",
    ),
    _person(
        "notes.export",
        "Write a library's current memories into a new or empty folder as notes.",
        SyncExport,
        "mgimind.moves.sync.FolderExportResult",
        _sync_export,
        "memories",
        None,
        writes=False,
        lock="free",
    ),
)

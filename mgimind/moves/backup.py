"""Backup and atomic restore of a whole home.

A backup is a tar.gz holding the home's own files (config, audit log and its head,
tokens, sessions, pins, ...) under `home/`, a full export of the store with its vectors
(`export.jsonl`), and a `manifest.json` with the SHA-256 of every other member. With a
passphrase the tar.gz is sealed by `cryptobox` (AES-256-GCM, scrypt). Working from an
export rather than the engine's files makes a backup independent of the backend and
safe to take while the store is open. Backups are created 0600.

Restore never touches the target until the new home is complete: it reads and checks
the whole archive (decrypting, checking every hash, validating every record), builds
the home in a staging folder beside the target, re-opens it to check the counts, and
only then swaps it in with a rename. An existing home is replaced only with `force`,
and is kept beside it as `<home>.before-restore-<time>`. On any failure the staging
folder is removed and the target is exactly as before.

A home whose store lives on a Qdrant server is the exception: its points go to the
server's collection as they are imported (idempotently), so only its files are atomic.
"""

from __future__ import annotations

import fcntl
import hashlib
import io
import json
import os
import shutil
import tarfile
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO

from pydantic import BaseModel

from mgimind.errors import InvalidInput, MgimindError, StoreUnavailable
from mgimind.moves.backup_archive import (
    BACKUP_FORMAT,
    BACKUP_VERSION,
    EXPORT_NAME,
    FILES_DIR,
    MANIFEST,
    open_archive,
    read_backup,
    sniff,
)
from mgimind.moves.transfer import (
    ImportResult,
    Progress,
    header,
    import_records,
    iter_records,
    write_jsonl,
)
from mgimind.moves.transfer_read import parse_export
from mgimind.security import cryptobox
from mgimind.timeutil import iso, now

if TYPE_CHECKING:
    from mgimind.config import Config
    from mgimind.services.mindapi import MindAPI

BACKUPS_DIR = "backups"
# Not part of a backup: re-creatable (models), replaced by the export (store), runtime
# (locks), or backups themselves.
_SKIP_TOP = {"models", "store", "qdrant-local", "locks", BACKUPS_DIR}
_SKIP_SUFFIX = (".sock", ".lock", ".pid", ".tmp", ".partial")
_RUNTIME_LOCKS = ("store.lock", "daemon.lock")


class BackupResult(BaseModel):
    path: str
    files: int
    counts: dict[str, int]
    encrypted: bool = False
    bytes: int = 0


class RestoreResult(ImportResult):
    home: str
    previous: str | None = None  # where the replaced home was kept
    records: int = 0
    files: int = 0
    seconds: float = 0.0


def default_dest(home: Path, encrypted: bool = False) -> Path:
    """`<home>/backups/mgimind-<UTC time>.tar.gz` (`.enc` when encrypted)."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    name = f"mgimind-{stamp}.tar.gz" + (".enc" if encrypted else "")
    return _unused(Path(home).expanduser().resolve() / BACKUPS_DIR / name)


def _unused(path: Path) -> Path:
    n, candidate = 1, path
    while candidate.exists():
        n += 1
        candidate = path.with_name(f"{path.name}.{n}")
    return candidate


# --- backup -----------------------------------------------------------------------------


def backup(
    mind: "MindAPI",
    dest: str | Path | None = None,
    progress: Progress = None,
    *,
    passphrase: str | None = None,
    force: bool = False,
) -> BackupResult:
    """Write a backup of the whole home to `dest` (default: see `default_dest`); an
    existing `dest` is replaced only with `force`."""
    if mind.confine is not None:
        raise InvalidInput("a confined identity cannot back up the whole home")
    if passphrase is not None:
        cryptobox.new_passphrase(passphrase)
    home = mind.home.resolve()
    dest = Path(dest).expanduser().resolve() if dest else default_dest(home, bool(passphrase))
    if dest.is_dir():
        raise InvalidInput(
            f"{dest} is a folder", fix=f"give a file name, e.g. {dest / 'mgimind.tar.gz'}"
        )
    if dest.exists() and not force:
        raise _exists(dest)
    records = list(iter_records(mind, None, "all", vectors=True))
    counts = dict(Counter(r["record"] for r in records))
    # Logged first, so the backup's own audit log records that it was taken.
    mind.audit.append(
        "backup.create",
        mind.actor,
        path=str(dest),
        records=len(records),
        encrypted=bool(passphrase),
    )
    files = [p for p in _home_files(home) if p.resolve() != dest]
    dest.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    tmp = dest.with_name(f".{dest.name}.partial")
    try:
        with _private_binary(tmp) as f:
            # Encrypted: the tar.gz stream goes straight into the sealing writer.
            sealed = cryptobox.SealWriter(f, passphrase) if passphrase else None
            _write_tar(sealed or f, mind, home, records, counts, files, progress)
            if sealed:
                sealed.close()  # only on success: the last segment and the end line
            f.flush()
            os.fsync(f.fileno())
        _place(tmp, dest, force)
    finally:
        tmp.unlink(missing_ok=True)
    return BackupResult(
        path=str(dest),
        files=len(files),
        counts=counts,
        encrypted=bool(passphrase),
        bytes=dest.stat().st_size,
    )


def _exists(dest: Path) -> InvalidInput:
    return InvalidInput(
        f"{dest} already exists; nothing was written",
        fix="give another file name, or pass --force to replace it",
    )


def _place(tmp: Path, dest: Path, force: bool) -> None:
    """Move the finished backup to `dest`; without `force`, never over a file that
    appeared meanwhile (a hard link fails if `dest` exists, a rename would not)."""
    if force:
        os.replace(tmp, dest)
        return
    try:
        os.link(tmp, dest)
    except FileExistsError:
        raise _exists(dest) from None
    except OSError:  # a file system without hard links
        if dest.exists():
            raise _exists(dest) from None
        os.replace(tmp, dest)


def _private_binary(path: Path) -> BinaryIO:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.fchmod(fd, 0o600)
    return open(fd, "wb")


def _write_tar(
    f: Any,  # the archive file, or a cryptobox.SealWriter over it (tarfile's fileobj)
    mind: MindAPI,
    home: Path,
    records: list[dict],
    counts: dict,
    files: list[Path],
    progress: Progress,
) -> None:
    sums: dict[str, str] = {}
    stamp = int(now().timestamp())

    def add(name: str, data: bytes, mode: int = 0o600, mtime: int = stamp) -> None:
        info = tarfile.TarInfo(name)
        info.size, info.mtime, info.mode = len(data), mtime, mode
        tar.addfile(info, io.BytesIO(data))
        sums[name] = hashlib.sha256(data).hexdigest()

    head = header(mind, "all", len(records))
    with tarfile.open(fileobj=f, mode="w:gz") as tar:
        buf = io.StringIO()
        write_jsonl(buf, head, records)
        add(EXPORT_NAME, buf.getvalue().encode("utf-8"))
        for i, path in enumerate(files, 1):
            # Read once: the bytes hashed are the bytes stored, even if the file changes.
            try:
                data = path.read_bytes()
                st = path.stat()
            except FileNotFoundError:
                continue  # removed while we walked (a lock or temp file of another writer)
            add(
                f"{FILES_DIR}/{path.relative_to(home).as_posix()}",
                data,
                st.st_mode & 0o700 or 0o600,
                int(st.st_mtime),
            )
            if progress:
                progress(i, len(files))
        manifest = {
            "format": BACKUP_FORMAT,
            "version": BACKUP_VERSION,
            "created_at": iso(now()),
            "home": str(home),
            "model": head["model"],
            "dim": head["dim"],
            "records": len(records),
            "counts": counts,
            "audit_head": head["audit_head"],
            "sha256": sums,
        }
        info = tarfile.TarInfo(MANIFEST)
        data = json.dumps(manifest, indent=1, sort_keys=True).encode("utf-8")
        info.size, info.mtime, info.mode = len(data), stamp, 0o600
        tar.addfile(info, io.BytesIO(data))


def _home_files(home: Path) -> Iterator[Path]:
    for path in sorted(home.rglob("*")):
        rel = path.relative_to(home)
        if rel.parts[0] in _SKIP_TOP or path.name.endswith(_SKIP_SUFFIX) or not path.is_file():
            continue
        if path.name.startswith(".write-probe") or path.is_symlink():
            continue
        yield path


# --- restore ----------------------------------------------------------------------------


def restore_backup(
    archive: str | Path,
    home: str | Path | None = None,
    progress: Progress = None,
    *,
    passphrase: str | None = None,
    force: bool = False,
    **mind_kwargs: Any,
) -> RestoreResult:
    """Restore a backup into `home` (default MGIMIND_HOME), atomically (see the module).

    `mind_kwargs` go to `Mind(...)` while building the new home (e.g. config, embedder)."""
    from mgimind.config import home_dir

    started = time.monotonic()
    archive = Path(archive).expanduser()
    home = Path(home).expanduser().absolute() if home else home_dir().absolute()
    sniff(archive)
    _refuse_if_in_use(home)
    occupied = home.exists() and (not home.is_dir() or any(home.iterdir()))
    if occupied and not force:
        raise InvalidInput(
            f"{home} already holds an mgimind home (or other files); nothing was restored",
            fix="pass --force to replace it (it is kept beside it as "
            f"{home.name}.before-restore-<time>), or restore into a new "
            "folder with --home",
        )
    home.parent.mkdir(parents=True, exist_ok=True)
    stage = Path(tempfile.mkdtemp(prefix=f".{home.name}.restoring-", dir=home.parent))
    try:
        built, backup_info = _build(archive, stage, passphrase, progress, mind_kwargs, home)
        _refuse_if_in_use(home)  # a daemon may have started meanwhile
        previous = _swap(built, home, occupied)
    finally:
        shutil.rmtree(stage, ignore_errors=True)
    if previous is not None:
        _share_backups(Path(previous), home)
    result, records, files = backup_info
    return RestoreResult(
        created=result.created,
        skipped=result.skipped,
        home=str(home),
        previous=previous,
        records=records,
        files=files,
        seconds=round(time.monotonic() - started, 3),
    )


def _build(
    archive: Path,
    stage: Path,
    passphrase: str | None,
    progress: Progress,
    mind_kwargs: dict[str, Any],
    home: Path,
) -> tuple[Path, tuple[ImportResult, int, int]]:
    """The restored home, complete and checked, in `stage/home`."""
    from mgimind.engine.mind import Mind

    data = read_backup(open_archive(archive, passphrase), str(archive))
    head, records = parse_export(data.export, f"{archive}:{EXPORT_NAME}")
    built = stage / "home"
    built.mkdir(mode=0o700)
    for rel, (content, mode) in sorted(data.files.items()):
        target = built / rel
        target.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, (mode & 0o700) or 0o600)
        with open(fd, "wb") as f:
            f.write(content)
    kwargs = dict(mind_kwargs)
    final_config = kwargs.get("config")
    if final_config is not None:
        kwargs["config"] = _staged_config(final_config, home, built)
    with Mind(built, **kwargs) as mind:
        result = import_records(mind, records, progress, action="restore", source=head)
        _check_counts(mind, records, str(archive))
        mind.audit.append(
            "backup.restore",
            mind.actor,
            archive=str(archive),
            created=result.created,
            skipped=result.skipped,
            source_audit_head=head.get("audit_head"),
        )
        verified = mind.audit.verify()
        if data.manifest and not verified.ok:
            raise InvalidInput(
                f"the audit log restored from {archive} does not verify "
                f"(line {verified.first_bad_line}: {verified.reason}); "
                "nothing was restored"
            )
    if final_config is not None and kwargs["config"] is not final_config:
        _rename_local_keys(built, kwargs["config"], final_config)
    return built, (result, len(records), len(data.files))


def _staged_config(config: Config, home: Path, built: Path) -> Config:
    """A qdrant-client "local:" store inside the target home is built in the stage."""
    url = config.store.url or ""
    if url.startswith("local:"):
        path = Path(url.removeprefix("local:")).absolute()
        if path == home or home in path.parents:
            config = config.model_copy(deep=True)
            config.store.url = f"local:{built / path.relative_to(home)}"
    return config


def _rename_local_keys(built: Path, staged: Config, final: Config) -> None:
    """A sealed "local:" store's key file is named after the store's path (see
    store/__init__.py): give it the name it will have once the home is swapped in."""

    def keys(config: Config) -> Path:
        path = (config.store.url or "").removeprefix("local:")  # a "local:" store's
        tag = hashlib.sha256(f"{path}\x1f{config.store.collection}".encode()).hexdigest()[:16]
        return built / "store" / f"local-{tag}.keys"

    if keys(staged).exists():
        keys(staged).rename(keys(final))


def _check_counts(mind: "MindAPI", records: list[dict], name: str) -> None:
    """Every record of the backup is in the built home (read back, not assumed)."""
    from mgimind.memory.memory_points import chunk_id

    memories = [chunk_id(r["id"], 0) for r in records if r["record"] == "memory"]
    points = [r["id"] for r in records if r["record"] in ("point", "library")]
    found = len(mind.store.retrieve(memories)) + len(mind.store.retrieve(points))
    if found != len(memories) + len(points):
        raise StoreUnavailable(
            f"restoring {name} stored {found} of "
            f"{len(memories) + len(points)} items; nothing was restored",
            fix="check free disk space and retry",
        )


def _swap(built: Path, home: Path, occupied: bool) -> str | None:
    """Put `built` at `home`; an occupied home is moved aside first (and back on failure)."""
    aside = None
    if occupied:
        stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
        aside = _unused(home.with_name(f"{home.name}.before-restore-{stamp}"))
        os.rename(home, aside)
    elif home.exists():
        home.rmdir()  # empty
    try:
        os.rename(built, home)
    except OSError as e:
        if aside is not None:
            os.rename(aside, home)
        raise StoreUnavailable(
            f"could not move the restored home into {home}: {e.strerror}; nothing was restored"
        ) from None
    return str(aside) if aside else None


def _share_backups(previous: Path, home: Path) -> None:
    """The replaced home's backups stay reachable from the new home (hard links)."""
    old = previous / BACKUPS_DIR
    if not old.is_dir():
        return
    for path in old.rglob("*"):
        if path.is_file():
            target = home / BACKUPS_DIR / path.relative_to(old)
            target.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
            if not target.exists():
                try:
                    os.link(path, target)
                except OSError:
                    shutil.copy2(path, target)


def _refuse_if_in_use(home: Path) -> None:
    """A running daemon or open Mind owns the home's store: never swap it underneath."""
    from mgimind.hooks.wire import daemon_running

    if not home.is_dir():
        return
    if daemon_running(str(home)):
        raise StoreUnavailable(
            f"a daemon is serving {home}; nothing was restored",
            fix="run `mgimind daemon stop`, then restore again",
        )
    for name in _RUNTIME_LOCKS:
        path = home / name
        if not path.exists():
            continue
        fd = os.open(path, os.O_RDONLY)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            fcntl.flock(fd, fcntl.LOCK_UN)
        except OSError:
            raise StoreUnavailable(
                f"another process has {home} open ({name} is held); nothing was restored",
                fix="run `mgimind daemon stop` and close other mgimind "
                "processes, then restore again",
            ) from None
        finally:
            os.close(fd)


__all__ = [
    "BackupResult",
    "MgimindError",
    "RestoreResult",
    "backup",
    "default_dest",
    "read_backup",
    "restore_backup",
]

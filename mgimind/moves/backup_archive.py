"""Reading a backup archive: what restore checks before it builds anything.

`sniff` refuses a file that cannot be a backup; `open_archive` gives the tar.gz, an
encrypted one decrypted into memory (never onto the disk); `read_backup` reads every
member and checks every hash. A damaged archive is told apart by cause: cut short (the
gzip stream ends early), its bytes changed (a CRC or deflate error, or a member that
does not match the manifest), or not a backup at all.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import tarfile
import zlib
from pathlib import Path, PurePosixPath
from typing import BinaryIO, Callable

from mgimind.errors import InvalidInput
from mgimind.security import cryptobox

BACKUP_FORMAT = "mgimind-backup"
BACKUP_VERSION = 2
MANIFEST = "manifest.json"
EXPORT_NAME = "export.jsonl"
FILES_DIR = "home"


class _Backup:
    """A backup read whole and checked: its manifest, export and home files."""

    def __init__(self, manifest: dict | None, export: str, files: dict[str, tuple[bytes, int]]):
        self.manifest, self.export, self.files = manifest, export, files


def read_backup(source: Path | BinaryIO, name: str) -> _Backup:
    """Read every member of a tar.gz (a path, or a file object such as a decrypted
    archive in memory), check every hash; InvalidInput saying what is wrong."""
    damaged = f"{name} is damaged (its bytes were changed)"

    def again() -> Path | BinaryIO:
        if hasattr(source, "seek"):
            source.seek(0)
        return source

    _check_gzip(again, name, damaged)
    members = _read_members(again, name, damaged)
    manifest = _check_manifest(members, name) if MANIFEST in members else None
    export, files = _export_and_files(members, name)
    return _Backup(manifest, export, files)


def _check_gzip(again: Callable[[], Path | BinaryIO], name: str, damaged: str) -> None:
    """Read the whole gzip stream: its CRC covers every byte, and tarfile stops reading
    at the end-of-archive blocks, before the trailer that holds the CRC."""
    try:
        with gzip.open(again(), "rb") as whole:
            while whole.read(1 << 20):
                pass
    except gzip.BadGzipFile as e:
        if not str(e).startswith("Not a gzipped file"):  # a CRC or length mismatch
            raise _damaged(damaged, e) from None
        raise InvalidInput(
            f"{name} is not an mgimind backup (not a tar.gz: {_reason(e)}); nothing was restored",
            fix="give a file written by mgimind backup",
        ) from None
    except EOFError as e:  # the stream ends before its end marker
        raise _damaged(f"{name} was cut short", e) from None
    except (zlib.error, OSError) as e:
        raise _damaged(damaged, e) from None


def _read_members(
    again: Callable[[], Path | BinaryIO], name: str, damaged: str
) -> dict[str, tuple[bytes, int]]:
    """Every regular file in the tar.gz: member name -> (bytes, mode)."""
    try:
        src = again()
        tar = (
            tarfile.open(src, "r:gz")
            if isinstance(src, Path)
            else tarfile.open(fileobj=src, mode="r:gz")
        )
    except (tarfile.ReadError, EOFError, zlib.error, OSError) as e:
        raise InvalidInput(
            f"{name} is not an mgimind backup (not a readable tar.gz: "
            f"{_reason(e)}); nothing was restored",
            fix="give a file written by mgimind backup",
        ) from None
    members: dict[str, tuple[bytes, int]] = {}
    try:
        with tar:
            for m in tar:
                if m.isdir():
                    continue
                if not m.isfile():
                    raise InvalidInput(
                        f"{name} holds {m.name!r}, which is not a regular file; "
                        "an mgimind backup holds only files; nothing was restored"
                    )
                extracted = tar.extractfile(m)
                assert extracted is not None  # a regular file, checked above
                members[m.name] = (extracted.read(), m.mode)
    except (tarfile.TarError, EOFError, zlib.error, OSError) as e:
        raise _damaged(damaged, e) from None
    return members


def _check_manifest(members: dict[str, tuple[bytes, int]], name: str) -> dict:
    """Take the manifest out of `members` and check its version, its list and every hash."""
    try:
        manifest = json.loads(members.pop(MANIFEST)[0])
        assert manifest["format"] == BACKUP_FORMAT and isinstance(manifest["sha256"], dict)
    except (ValueError, KeyError, TypeError, AssertionError):
        raise InvalidInput(f"{name} has a damaged manifest; nothing was restored") from None
    if not isinstance(manifest.get("version"), int) or manifest["version"] > BACKUP_VERSION:
        raise InvalidInput(
            f"{name} is backup version {manifest.get('version')}; this "
            f"mgimind reads up to {BACKUP_VERSION}",
            fix="upgrade mgimind",
        )
    listed, held = set(manifest["sha256"]), set(members)
    if listed != held:
        missing, extra = sorted(listed - held), sorted(held - listed)
        raise InvalidInput(
            f"{name} is damaged or was edited: "
            + (f"missing {missing[:3]}" if missing else f"holds unlisted {extra[:3]}")
            + "; nothing was restored"
        )
    for member, (data, _) in members.items():
        if hashlib.sha256(data).hexdigest() != manifest["sha256"][member]:
            raise InvalidInput(
                f"{name} was edited or damaged: {member} does not match "
                "its checksum; nothing was restored",
                fix="restore from another copy of the backup",
            )
    checked: dict = manifest
    return checked


def _export_and_files(
    members: dict[str, tuple[bytes, int]], name: str
) -> tuple[str, dict[str, tuple[bytes, int]]]:
    """The export's text, and the home files by their path under the home folder."""
    if EXPORT_NAME not in members:
        raise InvalidInput(
            f"{name} is not an mgimind backup (no {EXPORT_NAME}); nothing was restored",
            fix="give a file written by mgimind backup",
        )
    try:
        export = members.pop(EXPORT_NAME)[0].decode("utf-8")
    except UnicodeDecodeError:
        raise InvalidInput(f"{name}: {EXPORT_NAME} is not UTF-8; nothing was restored") from None
    files = {}
    for member, value in members.items():
        rel = PurePosixPath(member)
        if (
            rel.parts[:1] != (FILES_DIR,)
            or len(rel.parts) < 2
            or rel.is_absolute()
            or ".." in rel.parts
        ):
            raise InvalidInput(
                f"{name} holds an unexpected member {member!r}; nothing was restored"
            )
        files[str(PurePosixPath(*rel.parts[1:]))] = value
    return export, files


def _reason(e: BaseException) -> str:
    return str(e) or type(e).__name__


def _damaged(what: str, e: BaseException) -> InvalidInput:
    return InvalidInput(
        f"{what} ({_reason(e)}); nothing was restored",
        fix="restore from another copy of the backup",
    )


def open_archive(archive: Path, passphrase: str | None) -> Path | io.BytesIO:
    """The archive's tar.gz: itself, or decrypted into memory (never onto the disk)."""
    try:
        sealed = cryptobox.is_sealed(archive)
    except FileNotFoundError:
        raise InvalidInput(f"no such file: {archive}") from None
    except IsADirectoryError:
        raise InvalidInput(f"{archive} is a folder, not a backup") from None
    if not sealed:
        return archive
    if passphrase is None:
        raise InvalidInput(
            f"{archive} is encrypted",
            fix="give its passphrase (at the prompt, or with --passphrase-file FILE)",
        )
    plain = io.BytesIO()
    with open(archive, "rb") as src:
        cryptobox.unseal(src, plain, passphrase, str(archive))
    return plain


def sniff(archive: Path) -> None:
    """Refuse what cannot be a backup before anything else is said (e.g. about --force)."""
    try:
        with open(archive, "rb") as f:
            start = f.read(len(cryptobox.MAGIC))
    except FileNotFoundError:
        raise InvalidInput(f"no such file: {archive}") from None
    except IsADirectoryError:
        raise InvalidInput(f"{archive} is a folder, not a backup") from None
    if start != cryptobox.MAGIC and not start.startswith(b"\x1f\x8b"):
        export = start.lstrip().startswith((b"{", b"# mgimind export"))
        raise InvalidInput(
            f"{archive} is not an mgimind backup; nothing was restored",
            fix="it looks like an export: load it with mgimind import"
            if export
            else "give a file written by mgimind backup",
        )

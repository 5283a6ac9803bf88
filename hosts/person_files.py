"""The person's files mgimind edits to install into a host (settings, hooks, config), written
safely and given back on uninstall. Every host's installer writes through this module.

- A write replaces the whole file in one rename (a reader never sees half a file), keeps its
  permissions, writes through a symlink to the file it names, and is read back.
- `<file>.mgimind.bak`: the person's file as it was before install first changed it. Made
  once: never of a file that already holds mgimind's entries, nor of one install created.
- `<file>.mgimind.created`: install created the file (and says whether it made the folder).
- Uninstall puts the file back: the backup's bytes when nothing else changed in it, else the
  file without mgimind's entries. A file install created and left empty is removed, with the
  folder install made. The backup goes once the file is again what it saved; a backup that
  differs is kept and named.

Which entries are mgimind's, and how each file is parsed, stay with the host's installer.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from mgimind.errors import MgimindError

# A file's data without mgimind's entries, and whether it held any.
Strip = Callable[[dict], tuple[dict, bool]]


class Report(Protocol):
    changed: list[str]  # files written
    backups: list[str]  # made (install) or kept (uninstall)
    removed: list[str]  # files and folders uninstall removed


def backup_of(path: Path) -> Path:
    return path.with_name(path.name + ".mgimind.bak")


def created_marker(path: Path) -> Path:
    return path.with_name(path.name + ".mgimind.created")


def read_text(path: Path) -> str | None:
    """The file's text exactly as stored (line endings kept); None when there is none."""
    try:
        return path.read_bytes().decode("utf-8")
    except FileNotFoundError:
        return None
    except UnicodeDecodeError as e:
        raise MgimindError(
            f"{path} is not UTF-8 text ({e}); nothing was changed",
            fix=f"save it as UTF-8 or move {path} aside, then rerun",
        ) from None


def write_atomic(path: Path, text: str) -> None:
    """Replace `path` with `text` whole, or leave it as it was. A file that does not read
    back as written is put back as it was, and that is reported."""
    target = path.resolve()  # a symlinked dotfile stays a symlink
    before = target.read_bytes() if target.exists() else None
    data = text.encode("utf-8")
    _replace(target, data)
    if target.read_bytes() != data:
        if before is None:
            target.unlink(missing_ok=True)
        else:
            _replace(target, before)
        raise MgimindError(f"{path} did not read back as written; it was put back as it was")


def _replace(path: Path, data: bytes) -> None:
    """Temp file beside `path`, fsync, the file's permissions, rename."""
    tmp = path.with_name(f".{path.name}.mgimind.tmp")
    try:
        with open(tmp, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if path.exists():
            shutil.copymode(path, tmp)
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)


def install_write(path: Path, text: str, original: bool, report: Report) -> None:
    """Write `text` over `path` if it differs. A new file gets the marker; the first change
    to the person's own file (`original`: it holds none of mgimind's entries) backs it up."""
    old = read_text(path)
    if old == text:
        return
    if old is None:
        # How many folders above the file install makes (.github/hooks/: two), so
        # uninstall takes back each one it leaves empty.
        levels = next(n for n, f in enumerate(path.parents) if f.exists())
        path.parent.mkdir(parents=True, exist_ok=True)
        marker = {"folder": levels > 0, "levels": levels}
        created_marker(path).write_text(json.dumps(marker) + "\n")
    elif original and not created_marker(path).exists():
        shutil.copy2(path, backup_of(path))
        report.backups.append(str(backup_of(path)))
    write_atomic(path, text)
    report.changed.append(str(path))


def uninstall_write(path: Path, text: str, *, empty: bool, removable: bool, report: Report) -> None:
    """Put the existing file `path` back, `text` being it without mgimind's entries
    (`empty`: nothing else is left). It is removed when install created it, or when it is
    `removable` and held only mgimind's entries, unless the backup is `text` (the person's
    file then comes back); else `text` is written where it differs. The folder install
    made goes when left empty; the backup goes once the file is byte for byte what it
    saved, and one that differs is kept and named."""
    made = created_by_install(path)
    old, saved = read_text(path), read_text(backup_of(path))
    if empty and saved != text and (made is not None or (removable and old != text)):
        path.unlink()
        report.removed.append(str(path))
    elif old != text:
        write_atomic(path, text)
        report.changed.append(str(path))
    if made is not None:
        created_marker(path).unlink()
        for folder in list(path.parents)[:made] if not path.exists() else []:
            remove_empty_folder(folder, report)
    if saved is not None:
        if saved == read_text(path):
            backup_of(path).unlink()
            report.removed.append(str(backup_of(path)))
        else:
            report.backups.append(str(backup_of(path)))


def created_by_install(path: Path) -> int | None:
    """None when install did not create `path`; else how many folders above it install
    made too (a marker from before `levels`: its one folder, or none)."""
    marker = created_marker(path)
    if not marker.exists():
        return None
    try:
        made = json.loads(marker.read_text(encoding="utf-8"))
        return int(made.get("levels", 1 if made.get("folder") else 0))
    except (ValueError, AttributeError, TypeError):
        return 0


def remove_empty_folder(folder: Path, report: Report) -> None:
    if folder.is_dir() and not any(folder.iterdir()):
        folder.rmdir()
        report.removed.append(str(folder))


# --- JSON files -----------------------------------------------------------------------------


def read_json(path: Path, fix: str | None = None) -> dict:
    """The JSON object in `path` ({} when there is none), or an error that says the file is
    left as it is (`fix`: what to do, when the host knows better than "fix it")."""
    try:
        data = json.loads(read_text(path) or "{}")
    except ValueError as e:
        raise MgimindError(
            f"{path} is not valid JSON ({e}); nothing was changed",
            fix=fix or f"fix or move {path} aside, then rerun",
        ) from None
    if not isinstance(data, dict):
        raise MgimindError(f"{path} does not hold a JSON object; nothing was changed")
    return data


def json_text(path: Path, data: dict, strip: Strip = lambda d: (d, False)) -> str:
    """`data` as the text to write to `path`, in the person's own bytes when they say the
    same: the file's as it stands, else its backup's, whichever holds none of mgimind's
    entries and, with `strip` taking them out, is `data` (on uninstall `data` is the file
    stripped, and the backup brings the person's bytes back). Otherwise fresh JSON."""
    for source in (path, backup_of(path)):
        text = read_text(source)
        if text is None:
            continue
        try:
            held = json.loads(text or "{}")
        except ValueError:
            continue
        if isinstance(held, dict) and strip(held) == (data, False):
            return text
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"

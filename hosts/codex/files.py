"""Writing a person's Codex files safely: atomically, with a backup of the file as it was
before mgimind first touched it, a marker beside a file mgimind created, and the way back.

- `<file>.mgimind.bak`: the person's file before install changed it (made once: a file
  that already holds mgimind's entries is not the person's original);
- `<file>.mgimind.created`: install created the file (and says whether it made the folder).
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path


def backup_of(path: Path) -> Path:
    return path.with_name(path.name + ".mgimind.bak")


def created_marker(path: Path) -> Path:
    return path.with_name(path.name + ".mgimind.created")


def read_text(path: Path) -> str | None:
    return path.read_text(encoding="utf-8") if path.exists() else None


def write_atomic(path: Path, text: str) -> None:
    """Replace `path` with `text` in one rename (a reader never sees half a file),
    keeping its permissions."""
    tmp = path.with_name(f".{path.name}.mgimind.tmp")
    tmp.write_text(text, encoding="utf-8")
    if path.exists():
        shutil.copymode(path, tmp)
    os.replace(tmp, path)


def install_write(path: Path, text: str, original: bool, report) -> None:
    """Write `text` over `path` if it differs. The first change to the person's own file
    (`original`: it holds nothing of mgimind's yet) backs it up; a new file gets the marker."""
    old = read_text(path)
    if old == text:
        return
    if old is None:
        made_folder = not path.parent.exists()
        path.parent.mkdir(parents=True, exist_ok=True)
        created_marker(path).write_text(json.dumps({"folder": made_folder}) + "\n")
    elif original and not created_marker(path).exists():
        shutil.copy2(path, backup_of(path))
        report.backups.append(str(backup_of(path)))
    write_atomic(path, text)
    report.changed.append(str(path))


def uninstall_write(path: Path, text: str, empty: bool, removable: bool, report) -> None:
    """Put `path` back: `text` is the file without mgimind's entries. A file install
    created (or a `removable` one) left `empty` is removed, with the folder install made;
    else `text` is written. The backup goes once the file is byte for byte what it saved;
    a backup that differs is kept and named."""
    made = created_by_install(path)
    if empty and (made is not None or removable):
        path.unlink()
        report.removed.append(str(path))
    elif read_text(path) != text:
        write_atomic(path, text)
        report.changed.append(str(path))
    if made is not None:
        created_marker(path).unlink()
        folder = path.parent
        if made and not path.exists() and folder.is_dir() and not any(folder.iterdir()):
            folder.rmdir()
            report.removed.append(str(folder))
    backup = backup_of(path)
    if backup.exists():
        if read_text(backup) == read_text(path):
            backup.unlink()
            report.removed.append(str(backup))
        else:
            report.backups.append(str(backup))


def created_by_install(path: Path) -> bool | None:
    """None when install did not create `path`; else whether it created its folder too."""
    marker = created_marker(path)
    if not marker.exists():
        return None
    try:
        return bool(json.loads(marker.read_text(encoding="utf-8")).get("folder"))
    except (ValueError, AttributeError):
        return False

"""Small JSON files under the home (sessions, pinned blocks): written atomically, and
read-modify-write under an exclusive lock so concurrent processes never lose an update."""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import re
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

_SAFE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._\-]{0,127}$")


def file_key(*parts: str) -> str:
    """A filename-safe key for arbitrary strings (the strings themselves are kept inside
    the file and checked on read, so a collision can never show one owner's data to
    another)."""
    joined = "\x1f".join(parts).encode("utf-8", "surrogatepass")
    return hashlib.sha256(joined).hexdigest()[:32]


def safe_name(value: str) -> str:
    """`value` itself when it is a safe filename, else a hash of it."""
    return value if _SAFE.match(value) else "h-" + file_key(value)


def read_json(path: Path) -> Any | None:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (json.JSONDecodeError, UnicodeDecodeError):
        return None  # a torn or foreign file reads as absent, never as a crash


def write_json(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    # Per process AND thread: two threads of one daemon must never share a temp file.
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    tmp.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    os.chmod(tmp, 0o600)
    tmp.replace(path)


@contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold an exclusive lock beside `path` (for read-modify-write)."""
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    with open(path.with_name(path.name + ".lock"), "a") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)

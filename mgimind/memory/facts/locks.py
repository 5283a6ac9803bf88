"""Per-axis locks, safe across threads and across processes that open the same home.

A thread lock per lock file serializes threads of one process (the daemon serves many
identities from one Mind); an `flock` on the file serializes processes. The thread lock
is taken first so threads queue in-process instead of spinning on the file.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from mgimind.errors import MgimindError


class LockTimeout(MgimindError):
    """Another writer held the lock for too long."""


_guard = threading.Lock()
_thread_locks: dict[str, threading.Lock] = {}


def lock_path(home: Path, *parts: str) -> Path:
    digest = hashlib.sha256("\x1f".join(parts).encode("utf-8", "surrogatepass")).hexdigest()
    return Path(home) / "locks" / "facts" / f"{digest[:40]}.lock"


def _thread_lock(path: Path) -> threading.Lock:
    with _guard:
        return _thread_locks.setdefault(str(path), threading.Lock())


@contextmanager
def file_lock(path: Path, timeout: float | None = 30.0) -> Iterator[None]:
    """Hold an exclusive lock on `path` (created if missing) for the block."""
    deadline = None if timeout is None else time.monotonic() + timeout
    tlock = _thread_lock(path)
    if not tlock.acquire(timeout=-1 if timeout is None else max(timeout, 0)):
        raise _timeout(path, timeout)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        try:
            delay = 0.001
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if deadline is not None and time.monotonic() >= deadline:
                        raise _timeout(path, timeout) from None
                    time.sleep(delay)
                    delay = min(delay * 2, 0.05)
            try:
                yield
            finally:
                fcntl.flock(fd, fcntl.LOCK_UN)
        finally:
            os.close(fd)
    finally:
        tlock.release()


@contextmanager
def axis_lock(
    home: Path, library: str, subject_key: str, predicate: str, timeout: float | None = 30.0
) -> Iterator[None]:
    """The lock around read-decide-write-retire on one (library, subject, predicate)."""
    with file_lock(lock_path(home, library, subject_key, predicate), timeout):
        yield


def _timeout(path: Path, timeout: float | None) -> LockTimeout:
    return LockTimeout(
        f"another writer held the fact lock {path.name} for over {timeout}s",
        fix="retry; if it persists, look for a stuck mgimind process",
    )

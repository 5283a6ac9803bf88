"""The store's owner: exactly one process opens a home's store at a time.

qdrant-edge opens and changes segment files before it takes its own WAL lock, so the
engine's lock cannot protect the store: a second opener that loses the race has already
touched it (a kill -9 test lost a third of its acknowledged writes that way). Every
opener, the daemon and an in-process `Mind` alike, therefore takes this lock first and
holds it until the store is closed. The kernel drops it when the holder dies, kill -9
included, so a crash never leaves the home locked.

The file's content names the holder (pid and role) for the error a loser sees; the lock
itself is the flock, never the content.
"""

from __future__ import annotations

import fcntl
import os
import time
from pathlib import Path

from mgimind.errors import StoreUnavailable

LOCK_NAME = "store.lock"


class StoreOwner:
    """The held lock on one home's store (release() or process exit frees it)."""

    def __init__(self, home: Path, fd: int):
        self.home = home
        self._fd: int | None = fd

    @classmethod
    def acquire(cls, home: Path, role: str, wait_s: float = 0.0) -> "StoreOwner":
        """Take the lock, waiting up to `wait_s` for the current holder to let go."""
        path = Path(home) / LOCK_NAME
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        deadline = time.monotonic() + wait_s
        delay = 0.01
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    holder = _holder(fd)
                    os.close(fd)
                    raise StoreUnavailable(
                        f"the store of {home} is open in another process ({holder})",
                        fix="go through the daemon (mgimind.open(), or any mgimind command), "
                        "or stop the other process (mgimind daemon stop)",
                    ) from None
                time.sleep(min(delay, max(deadline - time.monotonic(), 0.001)))
                delay = min(delay * 2, 0.1)
            except OSError:
                os.close(fd)
                raise
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"pid {os.getpid()} ({role})".encode(), 0)
        return cls(Path(home), fd)

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)  # closing the only descriptor drops the flock
            self._fd = None


def _holder(fd: int) -> str:
    try:
        text = os.pread(fd, 200, 0).decode("utf-8", "replace").strip()
    except OSError:
        text = ""
    return text or "a process that has not said who it is"

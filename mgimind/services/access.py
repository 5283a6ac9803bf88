"""The access journal: what search and recall surfaced, and what a host reported it used.

Decay by use reads it: `consolidate` proposes archiving memories not surfaced or used for
a long while, and ranking takes a small, bounded prior from use (`lifecycle.use_prior`,
0.03: measured level or better in BENCHMARKS.md). It holds ids and times, never text.

One append per event (`access.log` in the home, one line: time, event, ids), made by the
store's one owner; no fsync (a crash may lose the last few lines of a signal, never a
memory). Read once into memory, kept current as events are appended, and compacted to one
line per id when it grows past COMPACT_BYTES. Forgotten ids leave at the next compaction
and are ignored until then.
"""

from __future__ import annotations

import math
import os
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

JOURNAL_NAME = "access.log"
COMPACT_BYTES = 4 << 20
SURFACED, USED, FORGOTTEN, SUMMARY = "s", "u", "f", "c"
# The use a prior saturates at: beyond it, more use adds nothing.
PRIOR_SATURATION = 20.0


@dataclass
class Access:
    last: float = 0.0  # the latest surfacing or use (epoch seconds)
    surfaced: int = 0
    used: int = 0


class AccessJournal:
    def __init__(self, home: str | Path):
        self.path = Path(home) / JOURNAL_NAME
        self._lock = threading.Lock()
        self._index: dict[str, Access] | None = None

    # --- writing -------------------------------------------------------------------------

    def surfaced(self, ids: Iterable[str]) -> None:
        """Search or recall showed these memories."""
        self._append(SURFACED, ids)

    def used(self, ids: Iterable[str]) -> None:
        """A host reported the model used these memories."""
        self._append(USED, ids)

    def forget(self, ids: Iterable[str]) -> None:
        """Deleted memories: dropped from the index now, from the file at compaction."""
        self._append(FORGOTTEN, ids)

    def _append(self, event: str, ids: Iterable[str]) -> None:
        ids = sorted({i for i in ids if i and " " not in i and "\n" not in i})
        if not ids:
            return
        stamp = time.time()
        line = f"{stamp:.3f} {event} {' '.join(ids)}\n".encode("ascii", "replace")
        with self._lock:
            index = self._loaded()
            _apply(index, stamp, event, ids)
            fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
            try:
                os.write(fd, line)
                size = os.fstat(fd).st_size
            finally:
                os.close(fd)
            if size > COMPACT_BYTES:
                self._compact(index)

    def _compact(self, index: dict[str, Access]) -> None:
        """Rewrite the file as one summary line per id (atomically)."""
        tmp = self.path.with_suffix(".tmp")
        with open(os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), "w") as f:
            for key, a in index.items():
                f.write(f"{a.last:.3f} {SUMMARY} {key} {a.surfaced} {a.used}\n")
        tmp.replace(self.path)

    # --- reading -------------------------------------------------------------------------

    def get(self, memory_id: str) -> Access | None:
        with self._lock:
            return self._loaded().get(memory_id)

    def last_access(self, memory_id: str) -> float:
        found = self.get(memory_id)
        return found.last if found else 0.0

    def prior(self, memory_id: str, weight: float) -> float:
        """A bounded bonus in [0, weight] that grows with use (a reported use counts as
        five surfacings), saturating at PRIOR_SATURATION."""
        if weight <= 0:
            return 0.0
        found = self.get(memory_id)
        if found is None:
            return 0.0
        uses = found.used * 5 + found.surfaced
        return weight * min(1.0, math.log1p(uses) / math.log1p(PRIOR_SATURATION))

    def _loaded(self) -> dict[str, Access]:
        if self._index is None:
            index: dict[str, Access] = {}
            try:
                with open(self.path, "rb") as f:
                    for raw in f:
                        _read_line(index, raw)
            except FileNotFoundError:
                pass
            self._index = index
        return self._index


def _read_line(index: dict[str, Access], raw: bytes) -> None:
    """One line into the index; a torn or garbled line (a crash mid-append) is skipped."""
    parts = raw.decode("ascii", "replace").split()
    if len(parts) < 3 or not raw.endswith(b"\n"):
        return
    try:
        stamp = float(parts[0])
        if parts[1] == SUMMARY:
            key, surfaced, used = parts[2], int(parts[3]), int(parts[4])
            index[key] = Access(stamp, surfaced, used)
            return
    except (ValueError, IndexError):
        return
    _apply(index, stamp, parts[1], parts[2:])


def _apply(index: dict[str, Access], stamp: float, event: str, ids: Iterable[str]) -> None:
    for key in ids:
        if event == FORGOTTEN:
            index.pop(key, None)
            continue
        a = index.setdefault(key, Access())
        a.last = max(a.last, stamp)
        if event == SURFACED:
            a.surfaced += 1
        elif event == USED:
            a.used += 1

"""Keeps imported host files in step, one way: a file that changed and then stayed idle
is imported again (importer.reimport_file), as it was imported the first time.

It is the transcript watcher (mgimind.harvest.watcher) over other files: the same
watchdog observer, idle period and tick, with the ledger's files as its one "format" and
a re-import where the transcript watcher queues a harvest. It follows the files a person
imported (`mgimind hosts-memory import`); a host file made later comes in with the next
import. It never deletes: what leaves a file is archived, and only after what replaced
it is stored.
"""

from __future__ import annotations

import logging
import os
import threading
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator

from mgimind.harvest.host_memory.importer import reimport_file
from mgimind.harvest.host_memory.ledger import Ledger
from mgimind.harvest.records import TranscriptParser
from mgimind.harvest.watcher import TranscriptWatcher

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI

log = logging.getLogger("mgimind.harvest.host_memory")

# A host file is saved whole, not appended to for minutes like a transcript: a short
# quiet period is enough to know an edit is done.
IDLE_S = 2.0


class _Reimport:
    """What the transcript watcher hands an idle file to: here, a re-import of it."""

    def __init__(self, mind: "MindAPI") -> None:
        self.mind = mind
        self.imported = 0  # files imported again since the start

    def use_lock(self, lock: AbstractContextManager[Any] | None) -> None:
        """Not held around a whole file: each memory's write takes the Mind's write lock
        itself, and the embedding before it runs outside it, so a hook never waits for
        a file's import."""

    def enqueue(self, path: str, flush: str = "idle") -> None:
        try:
            reimport_file(self.mind, path)
            self.imported += 1
        except Exception:  # one file's failure must not stop the watcher
            log.exception("re-import of a host file failed")

    def pending(self) -> int:
        return 0

    def close(self, timeout: float = 30.0) -> None:
        pass


def _no_records(path: Path, offset: int = 0) -> Iterator[Any]:
    return iter(())


class HostMemoryWatcher(TranscriptWatcher):
    """Re-imports an imported host file once it changed and went idle."""

    def __init__(
        self,
        mind: "MindAPI",
        *,
        idle_s: float | None = None,
        lock: AbstractContextManager[Any] | None = None,
    ) -> None:
        home = mind.home
        parser = TranscriptParser("host-memory", lambda: imported_files(home), _no_records)
        super().__init__(mind, idle_s=idle_s, lock=lock, parsers=[parser])
        self.harvester = _Reimport(mind)  # type: ignore[assignment]  # its one job, here

    def scan(self) -> int:
        """At start, every imported file is due: what changed while nobody watched comes
        in (an unchanged file costs a read, nothing is stored again)."""
        files = [p for p in imported_files(self.mind.home) if os.path.isfile(p)]
        for path in files:
            self.touch(path, 0.0)
        return len(files)


def imported_files(home: Path) -> list[str]:
    return sorted(Ledger.load(home).sources)


_current: HostMemoryWatcher | None = None
_current_lock = threading.Lock()


class HostMemoryService:
    """The daemon service (while `harvest.watch` is on): watches the imported files. It
    starts with none when nobody has imported yet, and follows the ledger as an import
    made through this daemon adds files."""

    def __init__(self, mind: "MindAPI", lock: AbstractContextManager[Any] | None = None) -> None:
        self.mind, self.lock = mind, lock

    def start(self) -> None:
        global _current
        if not self.mind.config.harvest.watch:
            return
        with _current_lock:
            if _current is None:
                _current = HostMemoryWatcher(self.mind, idle_s=IDLE_S, lock=self.lock)
                _current.start()

    def stop(self) -> None:
        global _current
        with _current_lock:
            watcher, _current = _current, None
        if watcher is not None:
            watcher.stop()

    def busy(self) -> bool:
        return False

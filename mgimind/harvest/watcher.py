"""The transcript watcher: a watchdog Observer over every registered transcript location.

Claude Code's `<CLAUDE_CONFIG_DIR or ~/.claude>/projects/**/*.jsonl`, plus whatever a
plugin registers through `register_transcript_parsers`. A changed file is "dirty"; once it
has been idle for `harvest.idle_s` it is queued for the harvester with flush "idle" (the
session-end request from the hooks queues it at once, with flush "end"). On start, files
that grew while nobody watched are picked up by a scan.

For the daemon (and `mgimind watch`):

    from mgimind.harvest import watcher
    watcher.start(mind)          # idempotent; returns the running TranscriptWatcher
    ...
    watcher.stop()               # stops the observer and the harvester's worker

The default plugin also registers it through `register_daemon_services`, with the
daemon's lock, so a daemon that runs its services gets it without calling `start`.
"""

from __future__ import annotations

import glob
import logging
import os
import threading
import time
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from watchdog.events import FileSystemEvent, FileSystemEventHandler
from watchdog.observers import Observer

from mgimind.harvest.harvester import Harvester
from mgimind.harvest.models import FileStatus, WatchStatus
from mgimind.harvest.offsets import OffsetStore
from mgimind.harvest.parsers import registered_parsers
from mgimind.harvest.rate import read_rate
from mgimind.harvest.records import TranscriptParser, glob_root

if TYPE_CHECKING:
    from mgimind.extractor.status import ExtractorStatus
    from mgimind.services.mindapi import MindAPI

log = logging.getLogger("mgimind.harvest")


class _Handler(FileSystemEventHandler):
    def __init__(self, watcher: "TranscriptWatcher"):
        self.watcher = watcher

    def on_any_event(self, event: FileSystemEvent) -> None:
        if event.is_directory or event.event_type in ("deleted", "opened", "closed_no_write"):
            return
        path = getattr(event, "dest_path", "") or event.src_path
        self.watcher.touch(os.fsdecode(path))


class TranscriptWatcher:
    """Marks transcripts dirty on change and hands idle ones to `mind.harvester`."""

    def __init__(
        self,
        mind: "MindAPI",
        *,
        idle_s: float | None = None,
        lock: AbstractContextManager[Any] | None = None,
        tick_s: float | None = None,
        parsers: list[TranscriptParser] | None = None,
    ):
        self.mind = mind
        self.harvester = mind.service("harvester", Harvester)
        self.idle_s = float(idle_s if idle_s is not None else mind.config.harvest.idle_s)
        self.tick_s = tick_s if tick_s is not None else min(1.0, max(self.idle_s / 4, 0.05))
        self.parsers = parsers if parsers is not None else registered_parsers(mind.plugins)
        self.lock = lock
        self._dirty: dict[str, float] = {}  # path -> monotonic time of its last change
        self._mutex = threading.Lock()
        self._observer: Any = None  # a watchdog Observer while running
        self._watched: set[Path] = set()
        self._stop = threading.Event()
        self._ticker: threading.Thread | None = None

    # --- start and stop ----------------------------------------------------------------------

    def start(self) -> "TranscriptWatcher":
        if self.lock is not None:
            self.harvester.use_lock(self.lock)
        self._stop.clear()
        self._observer = Observer()
        self._observer.daemon = True
        self._watch_roots()
        self._observer.start()
        self.scan()
        self._ticker = threading.Thread(target=self._tick, name="mgimind-watcher", daemon=True)
        self._ticker.start()
        log.info("watching %s", ", ".join(str(r) for r in sorted(self.roots())))
        return self

    def stop(self, timeout: float = 30.0) -> None:
        """Stop watching, then let the harvester finish its current batch."""
        self._stop.set()
        if self._observer is not None:
            self._observer.stop()
            self._observer.join(timeout)
            self._observer = None
        if self._ticker is not None:
            self._ticker.join(timeout)
            self._ticker = None
        self.harvester.close(timeout)

    def busy(self) -> bool:
        """A harvest is queued or running (a busy daemon does not idle-exit). Files
        merely waiting out their idle period do not count: the next start's scan finds
        them, so they never keep a daemon alive."""
        return self.harvester.pending() > 0

    def waiting(self) -> list[str]:
        """Changed files still inside their idle period."""
        with self._mutex:
            return sorted(self._dirty)

    # --- events -------------------------------------------------------------------------

    def roots(self) -> set[Path]:
        return {glob_root(p) for parser in self.parsers for p in parser.patterns()}

    def matches(self, path: str) -> bool:
        return any(parser.matches(path) for parser in self.parsers)

    def touch(self, path: str, at: float | None = None) -> None:
        if self.matches(path):
            with self._mutex:
                self._dirty[path] = time.monotonic() if at is None else at

    def scan(self) -> int:
        """Mark every matching file with unharvested bytes dirty, as of its mtime (a file
        untouched for longer than the idle period is due at once). Returns how many."""
        found = 0
        offsets = self.harvester.offsets
        for parser in self.parsers:
            for pattern in parser.patterns():
                for name in glob.iglob(pattern, recursive=True):
                    try:
                        st = os.stat(name)
                    except OSError:
                        continue
                    entry = offsets.get(os.path.abspath(name))
                    if (
                        entry
                        and entry.offset + entry.partial >= st.st_size
                        and entry.inode == st.st_ino
                    ):
                        continue
                    age = max(time.time() - st.st_mtime, 0.0)
                    self.touch(os.path.abspath(name), time.monotonic() - age)
                    found += 1
        return found

    def due(self) -> list[str]:
        """Dirty files idle for at least the idle period (removed from the dirty set)."""
        limit = time.monotonic() - self.idle_s
        with self._mutex:
            ready = [p for p, t in self._dirty.items() if t <= limit]
            for p in ready:
                del self._dirty[p]
        return ready

    def _watch_roots(self) -> None:
        for root in self.roots() - self._watched:
            if root.is_dir():
                self._observer.schedule(_Handler(self), str(root), recursive=True)
                self._watched.add(root)

    def _tick(self) -> None:
        while not self._stop.wait(self.tick_s):
            try:
                if self.roots() - self._watched:  # e.g. ~/.claude/projects made later
                    before = set(self._watched)
                    self._watch_roots()
                    if self._watched != before:
                        self.scan()
                for path in self.due():
                    if os.path.isfile(path):
                        self.harvester.enqueue(path, "idle")
            except Exception:  # the watcher must keep running
                log.exception("watcher tick failed")


# --- the daemon's entry points ----------------------------------------------------------

_current: TranscriptWatcher | None = None
_current_lock = threading.Lock()


def start(mind: "MindAPI", **kwargs: Any) -> TranscriptWatcher:
    """Start watching for `mind` (once per process; a second call returns the first)."""
    global _current
    with _current_lock:
        if _current is None:
            _current = TranscriptWatcher(mind, **kwargs).start()
        return _current


def stop() -> None:
    """Stop the watcher `start` started (no-op when none runs)."""
    global _current
    with _current_lock:
        watcher, _current = _current, None
    if watcher is not None:
        watcher.stop()


class WatcherService:
    """What the default plugin registers with the daemon: start/stop/busy."""

    def __init__(self, mind: "MindAPI", lock: AbstractContextManager[Any] | None = None):
        self.mind, self.lock = mind, lock

    def start(self) -> None:
        if self.mind.config.harvest.watch:
            start(self.mind, lock=self.lock)

    def stop(self) -> None:
        stop()

    def busy(self) -> bool:
        return _current is not None and _current.busy()


def status(
    home: Path, parsers: list[TranscriptParser] | None = None, pending: list[str] | None = None
) -> WatchStatus:
    """Files, offsets and backlog, from the offsets file and the watched globs; needs no
    open store, so it works while a daemon owns the home."""
    parsers = parsers if parsers is not None else registered_parsers()
    offsets = OffsetStore(Path(home) / "harvest" / "offsets.json")
    files: dict[str, FileStatus] = {}
    for parser in parsers:
        for pattern in parser.patterns():
            for name in glob.iglob(pattern, recursive=True):
                path = os.path.abspath(name)
                if path in files or not os.path.isfile(path):
                    continue
                files[path] = _file_status(path, parser.name, offsets)
    for entry in offsets.all():  # one-off imports outside the watched globs
        if entry.path not in files and os.path.isfile(entry.path):
            files[entry.path] = _file_status(entry.path, entry.parser, offsets)
    ordered = sorted(files.values(), key=lambda f: f.path)
    behind = [f for f in ordered if f.backlog > 0]
    roots = sorted({str(glob_root(p)) for parser in parsers for p in parser.patterns()})
    backlog = sum(f.backlog for f in behind)
    rate = read_rate(Path(home) / "harvest" / "rate.json")
    return WatchStatus(
        roots=roots,
        files=ordered,
        backlog_bytes=backlog,
        backlog_files=len(behind),
        pending=pending or [],
        running=_current is not None,
        bytes_per_s=rate,
        seconds_left=round(backlog / rate, 1) if rate and backlog else None,
        extractor=_extractor_status(Path(home)),
        unreadable=[f for f in ordered if f.format_error],
    )


def _extractor_status(home: Path) -> ExtractorStatus:
    from mgimind.config import load_config
    from mgimind.errors import MgimindError
    from mgimind.extractor.status import read_status

    try:
        config = load_config(home)
    except MgimindError:  # a broken config.toml: the figures alone
        config = None
    return read_status(home, config)


def _file_status(path: str, parser: str | None, offsets: OffsetStore) -> FileStatus:
    size = os.path.getsize(path)
    entry = offsets.get(path)
    if entry is None:
        return FileStatus(path=path, parser=parser, size=size, offset=0, backlog=size)
    offset = entry.offset if entry.offset <= size else 0  # truncated: starts over
    return FileStatus(
        path=path,
        parser=entry.parser or parser,
        size=size,
        offset=offset,
        backlog=max(size - offset, 0),
        partial=entry.partial,
        session_id=entry.session_id,
        turns=entry.turns,
        exchanges=entry.exchanges,
        finished_at=entry.finished_at,
        resets=entry.resets,
        format_error=entry.format_error,
    )

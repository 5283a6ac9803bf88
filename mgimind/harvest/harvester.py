"""The harvester: finished transcripts become memory, through the admission gate.

`mind.harvester` reads a transcript from where it last stopped (byte offsets under the
home), groups its turns into exchanges (the user's ask and the assistant's reply), and
sends each through `mind.admission.ingest`, tagged with session, project and agent: low
signal goes to quarantine with a reason, secrets are cut out ([secret: KIND]). Candidate facts and
procedures found by cheap rules are proposed through the same gate and always land in
quarantine. When the transcript is finished, the session gets an extractive summary.

Exactly once: the offset is committed only after a batch is through the gate, and the
gate recognises identical text as a duplicate, so a crash between the two re-offers a
batch that changes nothing.

Threads: `harvest_file` is synchronous; `request` (the session-end notification) and the
watcher queue work for one background worker, so a hook never waits for a harvest.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections import OrderedDict
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mgimind.errors import InvalidInput, MgimindError, NotFound
from mgimind.harvest.exchanges import Flush
from mgimind.harvest.file_pass import FilePass, Progress
from mgimind.harvest.models import HarvestQueued, HarvestReport
from mgimind.harvest.offsets import FileOffset, OffsetStore
from mgimind.harvest.parsers import parser_for, registered_parsers, watched_parser
from mgimind.harvest.rate import RateMeter
from mgimind.harvest.records import TranscriptParser

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI

log = logging.getLogger("mgimind.harvest")

ACTOR = "watcher:harvester"


@dataclass
class _Job:
    flush: Flush
    tags: dict = field(default_factory=dict)
    done: threading.Event = field(default_factory=threading.Event)
    report: HarvestReport | None = None


class Harvester:
    """Attached as `mind.harvester`. Cheap to build: nothing is read until first use."""

    def __init__(self, mind: "MindAPI"):
        self.mind = mind
        self._offsets: OffsetStore | None = None
        self._gate_mind: MindAPI | None = None
        self._lock = threading.RLock()  # one harvest at a time (the model is the bottleneck)
        self._cv = threading.Condition()
        self._jobs: OrderedDict[str, _Job] = OrderedDict()
        self._busy: str | None = None
        self._worker: threading.Thread | None = None
        self._closing = False
        self._reports: OrderedDict[str, HarvestReport] = OrderedDict()  # last per file
        # The daemon's lock around every unit of store work (one batch): see use_lock.
        self.work_lock: AbstractContextManager[Any] = nullcontext()
        self.meter = RateMeter(mind.home / "harvest" / "rate.json")

    def use_lock(self, lock: AbstractContextManager[Any] | None) -> None:
        """Hold `lock` around each batch written to the store (the daemon serializes its
        Mind calls with one lock; a long harvest then never blocks a hook for long)."""
        self.work_lock = lock if lock is not None else nullcontext()

    # --- public API -------------------------------------------------------------------

    @property
    def offsets(self) -> OffsetStore:
        if self._offsets is None:
            self._offsets = OffsetStore(self.mind.home / "harvest" / "offsets.json")
        return self._offsets

    def parsers(self) -> list[TranscriptParser]:
        return registered_parsers(self.mind.plugins)

    def request(
        self,
        transcript_path: str,
        session_id: str | None = None,
        project: str | None = None,
        agent: str | None = None,
        *,
        wait: bool = False,
    ) -> HarvestQueued:
        """The session-end notification: harvest this transcript now, in the background.

        Only a file in a watched location (a registered format's globs, e.g. Claude Code's
        `projects/**/*.jsonl`) is accepted; `harvest_file` imports any other. With `wait`,
        returns once it is harvested, with the report."""
        from mgimind.services.scope import expand_path

        path = expand_path(str(transcript_path))
        if not path.is_file():
            raise NotFound(f"no transcript at {path}", fix="pass the transcript's full path")
        if watched_parser(path, self.parsers()) is None:
            raise InvalidInput(
                f"{path} is not in a watched transcript location",
                fix="use `mgimind harvest PATH` for a one-off import",
            )
        tags = {
            k: v
            for k, v in (("session_id", session_id), ("project", project), ("agent", agent))
            if v
        }
        if wait and self._owns_work_lock():
            # Called under the daemon's lock, which the worker would wait for: harvest here.
            report = self.harvest_file(
                path, flush="end", session_id=session_id, project=project, agent=agent
            )
            return HarvestQueued(
                path=os.path.abspath(path),
                queued=report.queued,
                pending=self.pending(),
                report=report,
            )
        job = self.enqueue(path, "end", **tags)
        if wait:
            job.done.wait()
        return HarvestQueued(
            path=os.path.abspath(path), queued=True, pending=self.pending(), report=job.report
        )

    def queue(
        self,
        path: str,
        flush: Flush = "end",
        *,
        format: str | None = None,
        session_id: str | None = None,
        project: str | None = None,
        agent: str | None = None,
    ) -> HarvestQueued:
        """Harvest any transcript file in the background (what `mgimind harvest` does
        through the daemon); `last_report(path)` has the result once it is done."""
        path = os.path.abspath(os.path.expanduser(path))
        parser_for(path, self.parsers(), format)  # an unknown format fails now, not later
        if not os.path.isfile(path):
            raise NotFound(f"no transcript at {path}", fix="check the path")
        tags = {
            k: v
            for k, v in (
                ("format", format),
                ("session_id", session_id),
                ("project", project),
                ("agent", agent),
            )
            if v
        }
        self.enqueue(path, flush, **tags)
        return HarvestQueued(path=path, queued=True, pending=self.pending())

    def last_report(self, path: str) -> HarvestReport | None:
        """The report of the last harvest of `path` in this process, if any."""
        with self._cv:
            return self._reports.get(os.path.abspath(os.path.expanduser(path)))

    def enqueue(self, path: str | Path, flush: Flush = "end", **tags: Any) -> _Job:
        """Queue a harvest for the background worker; a path already queued is merged
        (the stronger flush and the given tags win)."""
        key = os.path.abspath(os.path.expanduser(path))
        with self._cv:
            job = self._jobs.get(key)
            if job is None:
                job = self._jobs[key] = _Job(flush, {k: v for k, v in tags.items() if v})
            else:
                order = ("none", "idle", "end")
                job.flush = max(job.flush, flush, key=order.index)
                job.tags.update({k: v for k, v in tags.items() if v})
            self._closing = False
            self._ensure_worker()
            self._cv.notify_all()
        return job

    def pending(self) -> int:
        with self._cv:
            return len(self._jobs) + (1 if self._busy else 0)

    def pending_paths(self) -> list[str]:
        with self._cv:
            return ([self._busy] if self._busy else []) + list(self._jobs)

    def drain(self, timeout: float | None = None) -> bool:
        """Wait until the queue is empty and nothing runs; False on timeout."""
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._cv:
            while self._jobs or self._busy:
                left = None if deadline is None else deadline - time.monotonic()
                if left is not None and left <= 0:
                    return False
                self._cv.wait(left)
        return True

    def close(self, timeout: float = 30.0) -> None:
        """Stop the worker after its current batch (offsets are committed per batch, so
        the rest of a file resumes on the next start)."""
        with self._cv:
            self._closing = True
            self._cv.notify_all()
            worker = self._worker
        if worker is not None and worker is not threading.current_thread():
            worker.join(timeout)

    def harvest_file(
        self,
        path: str | Path,
        progress: Progress | None = None,
        *,
        flush: Flush = "end",
        session_id: str | None = None,
        project: str | None = None,
        agent: str | None = None,
        format: str | None = None,
    ) -> HarvestReport:
        """Harvest `path` from where it last stopped. `flush` says what to do with the
        last, possibly unanswered exchange: "end" (the session is over) admits it,
        "idle" admits it only if it got a reply, "none" keeps it for later. "end" and
        "idle" also record the session summary. `progress(done_bytes, total_bytes)` is
        called after each committed batch."""
        path = Path(os.path.abspath(os.path.expanduser(path)))
        if not path.is_file():
            raise NotFound(f"no transcript at {path}", fix="check the path")
        parser = parser_for(path, self.parsers(), format)
        tags = dict(session_id=session_id, project=project, agent=agent)
        # Under the daemon's lock, never wait for the worker: it may be mid-file, waiting
        # for that very lock. The file joins the worker's queue instead.
        if not self._lock.acquire(blocking=not self._owns_work_lock()):
            self.enqueue(path, flush, format=format, **tags)
            return HarvestReport(path=str(path), parser=parser.name, queued=True)
        try:
            report = FilePass(self, path, parser, flush, progress, tags).run()
        finally:
            self._lock.release()
        with self._cv:
            self._reports[str(path)] = report
            self._reports.move_to_end(str(path))
            while len(self._reports) > 256:
                self._reports.popitem(last=False)
        return report

    # --- internals --------------------------------------------------------------------

    def gate_mind(self) -> MindAPI:
        """The Mind the harvester writes through: acting as the watcher (the audit's
        actor), with the same confinement as the Mind it belongs to."""
        if self._gate_mind is None:
            mind = self.mind
            self._gate_mind = (
                mind.as_identity(ACTOR, mind.confine) if hasattr(mind, "as_identity") else mind
            )
        return self._gate_mind

    def _owns_work_lock(self) -> bool:
        owned = getattr(self.work_lock, "_is_owned", None)  # RLock: held by this thread?
        return bool(owned and owned())

    def _ensure_worker(self) -> None:
        if self._worker is None or not self._worker.is_alive():
            self._worker = threading.Thread(target=self._run, name="mgimind-harvester", daemon=True)
            self._worker.start()

    def _run(self) -> None:
        from mgimind.priority import make_background

        make_background()  # a harvest backlog yields the CPU to hooks
        while True:
            with self._cv:
                while not self._jobs and not self._closing:
                    self._cv.wait()
                if self._closing:
                    return
                key, job = self._jobs.popitem(last=False)
                self._busy = key
            try:
                job.report = self.harvest_file(key, flush=job.flush, **job.tags)
            except MgimindError as e:
                log.warning("harvest of %s failed: %s", key, e.what)
            except Exception:  # the worker must outlive one bad file
                log.exception("harvest of %s failed", key)
            finally:
                with self._cv:
                    self._busy = None
                    self._cv.notify_all()
                job.done.set()


__all__ = ["Harvester", "FileOffset"]

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
from contextlib import nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from mgimind.errors import InvalidInput, MgimindError, NotFound
from mgimind.harvest import rules, summary
from mgimind.harvest.batching import prefetch
from mgimind.harvest.exchanges import Exchange, Flush, Grouping, group
from mgimind.harvest.models import HarvestQueued, HarvestReport
from mgimind.harvest.offsets import FileOffset, OffsetStore
from mgimind.harvest.parsers import parser_for, registered_parsers, watched_parser
from mgimind.harvest.rate import RateMeter
from mgimind.security.secrets import redact_secrets
from mgimind.store.ids import stable_id
from mgimind.timeutil import iso, now

if TYPE_CHECKING:
    from mgimind.engine.mindapi import MindAPI

log = logging.getLogger("mgimind.harvest")

ACTOR = "watcher:harvester"
Progress = Callable[[int, int], None]


@dataclass
class _Proposal:
    text: str
    metadata: dict
    candidate: str | None = None  # "fact" / "procedure": must end in quarantine
    reason: str | None = None


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
        self._gate_mind = None
        self._lock = threading.RLock()  # one harvest at a time (the model is the bottleneck)
        self._cv = threading.Condition()
        self._jobs: OrderedDict[str, _Job] = OrderedDict()
        self._busy: str | None = None
        self._worker: threading.Thread | None = None
        self._closing = False
        self._reports: OrderedDict[str, HarvestReport] = OrderedDict()  # last per file
        # The daemon's lock around every unit of store work (one batch): see use_lock.
        self.work_lock = nullcontext()
        self.meter = RateMeter(mind.home / "harvest" / "rate.json")

    def use_lock(self, lock) -> None:
        """Hold `lock` around each batch written to the store (the daemon serializes its
        Mind calls with one lock; a long harvest then never blocks a hook for long)."""
        self.work_lock = lock if lock is not None else nullcontext()

    # --- public API -------------------------------------------------------------------

    @property
    def offsets(self) -> OffsetStore:
        if self._offsets is None:
            self._offsets = OffsetStore(self.mind.home / "harvest" / "offsets.json")
        return self._offsets

    def parsers(self):
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
        from mgimind.engine.scope import expand_path

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

    def enqueue(self, path: str | Path, flush: Flush = "end", **tags) -> _Job:
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
            report = _Pass(self, path, parser, flush, progress, tags).run()
        finally:
            self._lock.release()
        with self._cv:
            self._reports[str(path)] = report
            self._reports.move_to_end(str(path))
            while len(self._reports) > 256:
                self._reports.popitem(last=False)
        return report

    # --- internals --------------------------------------------------------------------

    def gate_mind(self):
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


class _Pass:
    """One harvest of one file, from its committed offset to where `flush` allows."""

    def __init__(
        self,
        harvester: Harvester,
        path: Path,
        parser,
        flush: Flush,
        progress: Progress | None,
        tags: dict,
    ):
        self.h = harvester
        self.mind = harvester.gate_mind()
        self.cfg = self.mind.config.harvest
        self.path, self.parser, self.flush, self.progress = path, parser, flush, progress
        self.tags = tags
        self.entry, reset = harvester.offsets.check(path)
        self.report = HarvestReport(
            path=str(path), parser=parser.name, reset=reset, start_offset=self.entry.offset
        )
        self.library: str | None = None
        self.extractors: dict | None = None  # built on first use, once per pass
        if reset:
            log.warning(
                "%s was %s since its last harvest; harvesting it from the start", path, reset
            )
            self.mind.audit.append("harvest.reset", self.mind.actor, path=str(path), reason=reset)

    def run(self) -> HarvestReport:
        started = time.monotonic()
        size = self.path.stat().st_size
        self.report.size = size
        grouping = Grouping(safe=self.entry.offset, consumed=self.entry.offset)
        records = self.parser.parse(self.path, self.entry.offset)
        batch: list[Exchange] = []
        for ex in group(records, self.entry.offset, self.flush, grouping):
            batch.append(ex)
            if len(batch) >= self.cfg.batch:
                self._commit(batch, batch[-1].end, size)
                batch = []
                if self.h._closing:
                    self.report.stopped = True
                    break
        if not self.report.stopped:
            self._commit(batch, grouping.safe, size, partial=grouping.partial)
            if self.flush != "none":
                self._finish()
        self.report.skipped = grouping.skipped
        self.report.end_offset = self.entry.offset
        self.report.partial_bytes = self.entry.partial
        self.report.seconds = round(time.monotonic() - started, 3)
        return self.report

    # --- tagging ----------------------------------------------------------------------

    def _identify(self, ex: Exchange) -> None:
        """Session, project and agent: the caller's, else the transcript's, else the file's."""
        e = self.entry
        e.parser = self.parser.name
        e.session_id = (
            self.tags.get("session_id") or e.session_id or ex.attr("session_id") or self.path.stem
        )
        if self.tags.get("project") or not e.project:
            where = self.tags.get("project") or ex.attr("cwd")
            e.project = _project_identity(where) if where else None
        e.agent = self.tags.get("agent") or e.agent or self.parser.name
        for name in ("session_id", "project", "agent"):
            setattr(self.report, name, getattr(e, name))

    def _target_library(self) -> str:
        if self.library is None:
            try:
                from mgimind.engine.scope import write_library
            except ImportError:  # no per-project scope: the shared library
                self.library = self.mind.write_library(None)
            else:
                self.library = write_library(self.mind, self.entry.project)
        return self.library

    def _proposals(self, ex: Exchange) -> list[_Proposal]:
        e = self.entry
        key = stable_id("harvest", e.session_id or "", ex.first.uuid or f"{self.path}:{ex.start}")
        tags = {
            "session_id": e.session_id,
            "project": e.project,
            "agent": e.agent,
            "transcript": str(self.path),
            "parser": self.parser.name,
        }
        out = [
            _Proposal(
                ex.text(self.cfg.max_turn_chars),
                {
                    **tags,
                    "type": "exchange",
                    "harvest_key": key,
                    "timestamp": ex.attr("timestamp"),
                    "user_turns": len(ex.user),
                    "assistant_turns": len(ex.assistant),
                    "turn_uuids": [t.uuid for t in ex.turns if t.uuid],
                    "byte_start": ex.start,
                    "byte_end": ex.end,
                },
            )
        ]
        if self.cfg.candidates:
            provenance = {**tags, "exchange": key, "timestamp": ex.attr("timestamp")}
            found = self._extract(ex, provenance)
            for i, c in enumerate(found):
                out.append(
                    _Proposal(
                        c.text,
                        {
                            **tags,
                            "type": f"candidate-{c.kind}",
                            "candidate": True,
                            "reason": c.reason,
                            "harvest_key": stable_id(key, c.kind, str(i)),
                            "from_exchange": key,
                            **c.fields,
                        },
                        candidate=c.kind,
                        reason=c.reason,
                    )
                )
        return out

    def _extract(self, ex: Exchange, provenance: dict) -> list[rules.Candidate]:
        """Every registered extractor's candidates (the rules are the default). One that
        raises costs only its own candidates, never the harvest."""
        if self.extractors is None:
            self.extractors = candidate_extractors(self.mind)
        found: list[rules.Candidate] = []
        for name, extract in self.extractors.items():
            try:
                got = extract(ex, dict(provenance))
            except Exception:
                log.exception("candidate extractor %s failed", name)
                continue
            found += [c for c in got or () if isinstance(c, rules.Candidate)]
        return found

    # --- writing ----------------------------------------------------------------------

    def _commit(self, batch: list[Exchange], offset: int, size: int, partial: int = 0) -> None:
        """Admit a batch, then (and only then) move the offset past it."""
        e = self.entry
        began, moved = time.monotonic(), offset - e.offset
        # Embedded before the lock is taken: the model is the slow part, and a hook or a
        # short write must not wait behind it.
        proposals = self._propose(batch) if batch else []
        with self.h.work_lock:
            if batch:
                self._admit(batch, proposals)
            e.offset, e.size, e.partial = offset, size, partial
            self.h.offsets.commit(self.path, e)
        self.h.meter.add(moved, time.monotonic() - began)
        if self.progress:
            self.progress(offset, size)

    def _propose(self, batch: list[Exchange]) -> list[_Proposal]:
        """The batch's proposals, their chunks embedded (into the embedder's cache)."""
        for ex in batch:
            self._identify(ex)
        proposals = [p for ex in batch for p in self._proposals(ex)]
        chunking = self.mind.config.chunking
        # The gate stores a text with its credentials cut out: embed that text, not this one.
        prefetch(
            self.mind.embedder,
            [redact_secrets(p.text) for p in proposals],
            chunking.size,
            chunking.overlap,
        )
        return proposals

    def _admit(self, batch: list[Exchange], proposals: list[_Proposal]) -> None:
        library = self._target_library()
        for p in proposals:
            self._admit_one(p, library)
        for ex in batch:
            summary.update(self.entry.summary, ex)
            self.entry.exchanges += 1
            self.entry.turns += len(ex.user) + len(ex.assistant)
            self.report.exchanges += 1
            self.report.turns += len(ex.user) + len(ex.assistant)

    def _admit_one(self, p: _Proposal, library: str) -> None:
        e = self.entry
        verdict = self.mind.admission.ingest(
            p.text,
            library,
            source=f"{self.parser.name}:{e.session_id}",
            author=e.agent,
            metadata=p.metadata,
        )
        counts = self.report.candidates if p.candidate else self.report.verdicts
        name = f"{p.candidate}:{verdict.verdict}" if p.candidate else verdict.verdict
        counts[name] = counts.get(name, 0) + 1
        if p.candidate and verdict.verdict == "stored" and verdict.id:
            # A proposal is never a current item, whatever the gate thought of its text.
            self.mind.memories.set_status(
                verdict.id, "quarantined", "harvest.quarantine", reason=p.reason
            )

    def _finish(self) -> None:
        """The transcript is finished: record its session summary (once per new content)."""
        e = self.entry
        e.finished_at = iso(now())
        self.report.finished = True
        state = e.summary
        if not state or state.get("summarised_at") == e.exchanges or not e.session_id:
            self.h.offsets.commit(self.path, e)
            return
        text = summary.render(state, e.session_id, e.project, e.agent)
        if text:
            with self.h.work_lock:
                self.report.summary = self._record_summary(text)
        state["summarised_at"] = e.exchanges
        self.h.offsets.commit(self.path, e)

    def _record_summary(self, text: str) -> str | None:
        e, mind = self.entry, self.mind
        sessions = getattr(mind, "sessions", None)
        try:
            if sessions is not None and e.project:
                try:
                    sessions.get(e.session_id)
                    known = True
                except NotFound:
                    known = False
                # A session the hooks started keeps its own agent; one never started
                # (watcher only) is opened under this transcript's agent and project.
                if known:
                    sessions.end(e.session_id, text)
                else:
                    sessions.end(e.session_id, text, agent=e.agent, project=e.project)
                return "session"
            metadata = {
                "type": "session-summary",
                "session_id": e.session_id,
                "project": e.project,
                "agent": e.agent,
                "transcript": str(self.path),
            }
            if e.summary_id:
                try:
                    mind.memories.edit(e.summary_id, text)
                    return e.summary_id
                except NotFound:
                    pass
            added = mind.memories.add(
                text,
                self._target_library(),
                author=e.agent,
                source=f"{self.parser.name}:{e.session_id}",
                metadata=metadata,
            )
            e.summary_id = added.id
            return added.id
        except MgimindError as err:  # a summary must never lose the harvest itself
            log.warning("session summary for %s not recorded: %s", e.session_id, err.what)
            return None


def candidate_extractors(mind) -> dict:
    """{name: extract(exchange, provenance)} from the register_candidate_extractors hook;
    the first registration of a name wins (plugins before the built-in rules)."""
    found: dict = {}

    def register(name: str, extract) -> None:
        found.setdefault(name, extract)

    mind.plugins.hook.register_candidate_extractors(register=register, mind=mind)
    return found


def _project_identity(where: str) -> str:
    from mgimind.engine.scope import project_identity

    return project_identity(where)


__all__ = ["Harvester", "FileOffset"]

"""One harvest of one transcript: from its committed offset to where `flush` allows.

Records are grouped into exchanges and admitted batch by batch through the gate; the
offset moves past a batch only once the batch is through (see harvester.py for the
exactly-once argument). A record the parser does not understand (`TranscriptFormatError`)
stops the pass: nothing more is stored, and the file is marked unreadable.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from mgimind.errors import MgimindError, NotFound
from mgimind.harvest import rules, summary
from mgimind.harvest.exchanges import Exchange, Flush, Grouping, group
from mgimind.harvest.models import HarvestReport
from mgimind.harvest.offsets import FileOffset
from mgimind.harvest.records import TranscriptFormatError, TranscriptParser
from mgimind.memory.prefetch import prefetch
from mgimind.security.actors import claims_person
from mgimind.security.secrets import redact_secrets
from mgimind.store.ids import stable_id
from mgimind.timeutil import iso, now

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI

log = logging.getLogger("mgimind.harvest")

Progress = Callable[[int, int], None]


@dataclass
class Proposal:
    text: str
    metadata: dict
    candidate: str | None = None  # "fact" / "procedure": must end in quarantine
    reason: str | None = None


class FilePass:
    """One harvest of one file, from its committed offset to where `flush` allows, for
    `harvester` (a harvest.harvester.Harvester: its offsets, locks, meter and gate)."""

    def __init__(
        self,
        harvester: Any,  # the Harvester (harvester.py imports this module)
        path: Path,
        parser: TranscriptParser,
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
        try:
            self._read(size, grouping)
        except TranscriptFormatError as e:
            self._unreadable(str(e))
        if not self.report.stopped and not self.report.format_error and self.flush != "none":
            self._finish()
        self.report.skipped = grouping.skipped
        self.report.end_offset = self.entry.offset
        self.report.partial_bytes = self.entry.partial
        self.report.seconds = round(time.monotonic() - started, 3)
        return self.report

    def _read(self, size: int, grouping: Grouping) -> None:
        """Group the records into exchanges and commit them batch by batch."""
        records = self.parser.parse(self.path, self.entry.offset)
        batch: list[Exchange] = []
        for ex in group(records, self.entry.offset, self.flush, grouping):
            batch.append(ex)
            if len(batch) >= self.cfg.batch:
                self._commit(batch, batch[-1].end, size)
                batch = []
                if self.h._closing:
                    self.report.stopped = True
                    return
        if self.entry.format_error:  # read whole again (a parser that knows it came)
            self.entry.format_error = None
        self._commit(batch, grouping.safe, size, partial=grouping.partial)

    def _unreadable(self, why: str) -> None:
        """The parser met a format it does not know: nothing of the uncommitted batch is
        stored, the offset stays where the last good batch left it, and the file is
        marked so `watch --status` and `doctor` say so until a parser reads it."""
        first = self.entry.format_error is None
        self.entry.format_error = why
        self.report.format_error = why
        self.h.offsets.commit(self.path, self.entry)
        if first:
            log.warning("%s: %s format not understood: %s", self.path, self.parser.name, why)
            self.mind.audit.append(
                "harvest.unreadable", self.mind.actor, path=str(self.path), reason=why[:200]
            )

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
        if claims_person(e.agent):
            # The agent becomes the harvested memories' author: a transcript is a host's
            # record (any program of the user can write one), never the person's own text.
            e.agent = self.parser.name
        for name in ("session_id", "project", "agent"):
            setattr(self.report, name, getattr(e, name))

    def _target_library(self) -> str:
        if self.library is None:
            try:
                from mgimind.services.scope import write_library
            except ImportError:  # no per-project scope: the shared library
                self.library = self.mind.write_library(None)
            else:
                self.library = write_library(self.mind, self.entry.project)
        return self.library

    def _proposals(self, ex: Exchange) -> list[Proposal]:
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
            Proposal(
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
                    Proposal(
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

    def _propose(self, batch: list[Exchange]) -> list[Proposal]:
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

    def _admit(self, batch: list[Exchange], proposals: list[Proposal]) -> None:
        library = self._target_library()
        for p in proposals:
            self._admit_one(p, library)
        for ex in batch:
            summary.update(self.entry.summary, ex)
            self.entry.exchanges += 1
            self.entry.turns += len(ex.user) + len(ex.assistant)
            self.report.exchanges += 1
            self.report.turns += len(ex.user) + len(ex.assistant)

    def _admit_one(self, p: Proposal, library: str) -> None:
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
        e: FileOffset = self.entry
        mind = self.mind
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
            return e.summary_id
        except MgimindError as err:  # a summary must never lose the harvest itself
            log.warning("session summary for %s not recorded: %s", e.session_id, err.what)
            return None


def candidate_extractors(mind: MindAPI) -> dict:
    """{name: extract(exchange, provenance)} from the register_candidate_extractors hook;
    the first registration of a name wins (plugins before the built-in rules)."""
    found: dict = {}

    def register(name: str, extract: Callable[[Exchange, dict], list]) -> None:
        found.setdefault(name, extract)

    mind.plugins.hook.register_candidate_extractors(register=register, mind=mind)
    return found


def _project_identity(where: str) -> str:
    from mgimind.services.scope import project_identity

    return project_identity(where)

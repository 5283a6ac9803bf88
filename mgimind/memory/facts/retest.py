"""Re-testing current facts against what was recorded after them.

For each current fact (oldest re-test first, a bounded batch at a time), the memories of
its library recorded since it was last re-tested (notes, harvested exchanges) are searched
for its subject and predicate (dense + BM25), and each hit is read by the rules of
`evidence.py`:

- a **confirmation** (the same value named again) raises the fact's confidence and resets
  its age (`last_confirmed_at`);
- a **contradiction** (another value for the same subject and predicate) lowers its
  confidence and opens a contest: the other value is recorded as a contested fact with the
  memory as its source, and the fact itself becomes contested (both stay visible; a person
  decides with `mgimind fact confirm` or `fact invalidate`). The current value never flips
  silently: a re-test never retires anything;
- a **negation** without another value only lowers confidence.

Confidence is a number in [0.05, 0.99], separate from the duel's entrenchment (which only
assertions move): it starts from who asserted the fact (person 0.9, agent 0.75, transcript
0.55), each contradiction multiplies it by (1 - 0.5 w) and each confirmation moves it a
share 0.3 w of the way to 1, where w is the finding's strength times the evidence's trust
(person 1, agent 0.8, transcript 0.6).

Locks: the search, the reading and the embedding of a challenger happen with no lock held;
each fact's writes take the Mind's write lock and then the fact's axis lock (the order the
daemon takes them for `fact.add`), for a few point writes only.
"""

from __future__ import annotations

import json
import logging
import os
import time
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

import numpy as np

from mgimind.errors import InvalidInput
from mgimind.memory.facts import records as rec
from mgimind.memory.facts.belief import (
    EVIDENCE_TRUST,
    START_CONFIDENCE,
    confidence_of,
    lowered,
    raised,
    source_kind,
)
from mgimind.memory.facts.evidence import PREDICATE_SIMILARITY, Finding, extract, verdict
from mgimind.memory.facts.locks import axis_lock
from mgimind.memory.facts.statuses import CONTESTED
from mgimind.services.visibility import visibility_filter
from mgimind.store.audit import content_hash
from mgimind.store.base import DENSE, SPARSE, Arm, Eq, Point, Range, Sparse
from mgimind.timeutil import parse_time

if TYPE_CHECKING:
    from mgimind.memory.facts.axes import Axis
    from mgimind.services.mindapi import MindAPI

log = logging.getLogger("mgimind.memory.facts.retest")

HITS_PER_FACT = 12  # memory chunks read per fact and run
SEEN_KEPT = 200  # evidence ids remembered per fact (the same memory moves a fact once)
# Memories written while a run searched may carry a creation time just before the
# watermark; looking back this far (and remembering what was seen) catches them.
LOOKBACK_S = 300.0
STATE_FILE = "retest.json"
HARVEST_AUTHORS = ("watcher:", "harvest")


def evidence_kind(payload: dict) -> str:
    """person, agent or transcript: a harvested exchange (the harvester tags it with its
    harvest key) is a transcript whoever its author is."""
    meta = payload.get("metadata") or {}
    author = (payload.get("author") or "").lower()
    if (
        meta.get("harvest_key")
        or meta.get("type") == "exchange"
        or author.startswith(HARVEST_AUTHORS)
    ):
        return "transcript"
    return source_kind(author, payload.get("source"))


def said_before(payload: dict, ts: float) -> bool:
    """A harvested exchange stored after the fact but *said* before it (its transcript
    timestamp) is not newer evidence: the harvest only caught up."""
    said = (payload.get("metadata") or {}).get("timestamp")
    if not isinstance(said, str):
        return False
    try:
        return parse_time(said).timestamp() <= ts
    except InvalidInput:
        return False


@dataclass
class RetestReport:
    """What one run did (counts only; the audit has the ids)."""

    facts: int = 0  # facts re-tested
    evidence: int = 0  # memories read
    confirmations: int = 0
    doubts: int = 0  # contradictions and negations
    contests: int = 0  # contests opened (a new rival value)
    skipped: int = 0  # findings not applied (tombstoned value, fact gone meanwhile)
    started_at: str | None = None
    finished_at: str | None = None
    fact_ids: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {k: v for k, v in self.__dict__.items() if k != "fact_ids"}


@dataclass
class _Plan:
    memory: dict  # the evidence memory's payload (chunk 0 or the hit)
    finding: Finding | None
    dense: list[float] | None = None  # the challenger's vectors, embedded before any lock
    sparse: Sparse | None = None


class Retester:
    """`mind.facts.retester`: re-test facts now (`run`) and what the last runs did."""

    def __init__(self, mind: "MindAPI", lock: AbstractContextManager[Any] | None = None):
        self.mind = mind
        # The Mind's write lock unless the daemon hands its own (the same lock).
        self.lock = lock if lock is not None else mind.write_lock
        self.predicate_similarity = PREDICATE_SIMILARITY

    # --- state: when it last ran, shared by the daemon's task and `fact retest` ----------

    @property
    def state_path(self) -> Path:
        return self.mind.home / STATE_FILE

    def state(self) -> dict:
        try:
            state: dict = json.loads(self.state_path.read_text())
            return state
        except (OSError, ValueError):
            return {}

    def mark_cycle(self, started: float) -> None:
        """A background cycle began (the next is due an interval after this)."""
        self._write_state(cycle_started_ts=started, cycle_started_at=rec.stamp(started))

    def _save_state(self, report: RetestReport) -> None:
        runs = int(self.state().get("runs", 0)) + 1
        self._write_state(last=report.to_dict(), runs=runs)

    def _write_state(self, **changes: Any) -> None:
        state = self.state()
        state.update(changes)
        tmp = self.state_path.with_suffix(".tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w") as f:
            json.dump(state, f)
        tmp.replace(self.state_path)

    # --- a run ---------------------------------------------------------------------

    def due(
        self, libraries: list[str] | None = None, limit: int = 50, before: float | None = None
    ) -> list[Point]:
        """The current facts to re-test next: never re-tested first, then the oldest
        (with `before`: only those not re-tested since then)."""
        flt = rec.reader_filter(
            "current", world_at=time.time(), known_at=None, scope=self.mind.read_scope(libraries)
        )
        points = self.mind.store.scroll(flt)
        points = [p for p in points if self.mind.in_scope(p.payload["library"])]
        if before is not None:
            points = [p for p in points if p.payload.get("retested_ts", 0.0) < before]
        points.sort(key=lambda p: (p.payload.get("retested_ts", 0.0), p.payload["recorded_ts"]))
        return points[:limit]

    def run(
        self,
        libraries: list[str] | None = None,
        *,
        limit: int = 50,
        fact_id: str | None = None,
        before: float | None = None,
        should_stop: Callable[[], bool] = lambda: False,
        pause_s: float = 0.0,
    ) -> RetestReport:
        """Re-test up to `limit` current facts (or the one `fact_id`) in `libraries`.
        `pause_s`: a sleep between two facts (the daemon's task hands the interpreter to
        hook threads between facts: niceness alone does not share the GIL)."""
        report = RetestReport(started_at=rec.stamp(time.time()))
        if fact_id is not None:
            point = self.mind.facts.axes.latest(fact_id)
            points = [point] if point.payload["status"] in ("believed", CONTESTED) else []
        else:
            points = self.due(libraries, limit, before)
        for point in points:
            if should_stop():
                break
            if pause_s and report.facts:
                time.sleep(pause_s)
            try:
                self.retest(point, report)
            except Exception:  # one fact's trouble must not end the run
                log.exception("re-testing fact %s failed", point.payload.get("fact_id"))
        report.finished_at = rec.stamp(time.time())
        self._save_state(report)
        self.mind.audit.append(
            "fact.retest",
            self.mind.actor,
            facts=report.facts,
            evidence=report.evidence,
            confirmations=report.confirmations,
            doubts=report.doubts,
            contests=report.contests,
            skipped=report.skipped,
        )
        return report

    def retest(self, point: Point, report: RetestReport) -> None:
        """Re-test one fact: read newer evidence with no lock, then apply it."""
        p = point.payload
        mind = self.mind
        started = time.time()
        since = max(p.get("retested_ts", 0.0) - LOOKBACK_S, p.get("first_recorded_ts", 0.0))
        seen = set(p.get("retest_seen", []))
        plans = []
        probe = rec.sentence(p["subject"], p["predicate"], "").strip()
        qvec = np.asarray(mind.embedder.embed_query(probe))
        similarity = self._similarity(qvec)
        for memory in self._evidence(p, since, qvec):
            if memory["memory_id"] in seen:
                continue
            if said_before(memory, p.get("first_recorded_ts", 0.0)):
                plans.append(_Plan(memory, None))  # seen, never evidence
                continue
            report.evidence += 1
            found = verdict(
                extract(
                    p["subject"],
                    p["predicate"],
                    p["object"],
                    memory["text"],
                    single=p.get("cardinality") != "multi",
                    similarity=similarity,
                    predicate_similarity=self.predicate_similarity,
                )
            )
            plans.append(_Plan(memory, found) if found else _Plan(memory, None))
        for plan in plans:  # challengers are embedded here, before any lock is taken
            f = plan.finding
            if f is not None and f.kind == "contradicts":
                text = rec.sentence(p["subject"], p["predicate"], f.value or "")
                plan.dense = [float(x) for x in mind.embedder.embed([text])[0]]
                plan.sparse = mind.sparse.document(text)
        report.facts += 1
        report.fact_ids.append(p["fact_id"])
        self._apply(p, plans, started, report)

    def _similarity(self, qvec: np.ndarray) -> Callable[[list[str]], list[float]]:
        """Each sentence's cosine to "subject predicate" (the query vector, embedded once
        a fact): the extractor's fallback for a predicate no rule found."""
        embedder = self.mind.embedder

        def similarity(sentences: list[str]) -> list[float]:
            return [float(np.dot(qvec, np.asarray(v))) for v in embedder.embed(sentences)]

        return similarity

    def _evidence(self, payload: dict, since: float, qvec: np.ndarray) -> list[dict]:
        """Memories of the fact's library recorded after `since` that mention its subject
        or predicate (hybrid search), one per memory, oldest first."""
        mind = self.mind
        query = rec.sentence(payload["subject"], payload["predicate"], "").strip()
        flt = (
            visibility_filter("memory", "current")
            .and_(Eq("kind", "memory"), Eq("library", payload["library"]))
            .and_(Range("created_ts", gt=since))
        )
        arms = [
            Arm(DENSE, [float(x) for x in qvec], HITS_PER_FACT * 4),
            Arm(SPARSE, mind.sparse.query(query), HITS_PER_FACT * 4),
        ]
        hits = mind.store.query(arms, flt, HITS_PER_FACT)
        memories: dict[str, dict] = {}
        for h in hits:
            mid = h.payload.get("memory_id")
            if mid is None:
                continue
            if mid in memories:  # two chunks of one memory: read both
                memories[mid]["text"] += "\n" + h.payload.get("text", "")
            else:
                memories[mid] = dict(h.payload)
        return sorted(memories.values(), key=lambda m: m.get("created_ts", 0.0))

    # --- applying, under the locks -----------------------------------------------------

    def _apply(self, p: dict, plans: list[_Plan], started: float, report: RetestReport) -> None:
        mind = self.mind
        fid = p["fact_id"]
        with self.lock, axis_lock(mind.home, p["library"], p["subject_key"], p["predicate"]):
            facts = mind.facts
            now_ts = facts.axes.now()
            axis = facts.axes.load(
                p["library"], p["subject_key"], p["predicate"], p["cardinality"], now_ts
            )
            opened: dict[str, Point] = {}  # rivals this run wrote, by object key
            if fid not in axis.latest or not axis.lineage(fid).live:
                report.skipped += sum(1 for plan in plans if plan.finding is not None)
                return
            point = axis.latest[fid]
            current = dict(point.payload)
            seen = list(current.get("retest_seen", []))
            update: dict = {}
            for plan in plans:
                seen.append(plan.memory["memory_id"])
                if plan.finding is None:
                    continue
                applied = self._one(axis, current, plan, now_ts, report, opened)
                update.update(applied)
                current.update(applied)
            update.update(
                retested_ts=started,
                retested_at=rec.stamp(started),
                retest_seen=list(dict.fromkeys(seen))[-SEEN_KEPT:],
            )
            mind.store.set_payload([point.id], update)

    def _one(
        self,
        axis: Axis,
        current: dict,
        plan: _Plan,
        now_ts: float,
        report: RetestReport,
        opened: dict,
    ) -> dict:
        mind = self.mind
        f = plan.finding
        assert f is not None, "only plans with a finding are applied"
        memory = plan.memory
        weight = f.strength * EVIDENCE_TRUST[evidence_kind(memory)]
        before = confidence_of(current)
        common = {
            "id": current["fact_id"],
            "version": current["version"],
            "library": axis.library,
            "content_hash": current["content_hash"],
            "evidence": memory["memory_id"],
            "rule": f.rule,
            "confidence_before": before,
        }
        if f.kind == "confirms":
            after = raised(before, weight)
            stamp = rec.stamp(memory.get("created_ts", now_ts))
            mind.audit.append(
                "fact.corroborate",
                mind.actor,
                **common,
                confidence=after,
                reason="confirming-evidence",
            )
            report.confirmations += 1
            return {
                "confidence": after,
                "last_confirmed_at": stamp,
                "corroborations": current.get("corroborations", 0) + 1,
            }
        rival = None
        if f.kind == "contradicts":
            rival = self._open_contest(axis, current, plan, now_ts, opened)
            if rival == "":
                report.skipped += 1
                return {}
        after = lowered(before, weight)
        mind.audit.append(
            "fact.doubt",
            mind.actor,
            **common,
            confidence=after,
            rival=rival,
            reason="contradicting-evidence" if rival else "negating-evidence",
        )
        report.doubts += 1
        update = {"confidence": after, "doubts": current.get("doubts", 0) + 1}
        if rival and rival not in current.get("rivals", []):
            report.contests += 1
            rivals = sorted(set(current.get("rivals", [])) | {rival})
            update.update(status=CONTESTED, rivals=rivals)
            mind.audit.append(
                "fact.contest",
                mind.actor,
                id=current["fact_id"],
                version=current["version"],
                library=axis.library,
                content_hash=current["content_hash"],
                rival=rival,
                reason="contradicting-evidence",
            )
        return update

    def _open_contest(
        self, axis: Axis, current: dict, plan: _Plan, now_ts: float, opened: dict
    ) -> str | None:
        """The rival value as a contested fact ("" when it must not be: its value was
        already defeated or invalidated, and evidence never revives a tombstone)."""
        mind = self.mind
        assert plan.finding is not None and plan.finding.value, "a contradiction names its value"
        value = plan.finding.value
        key = rec.normalize_key(value)
        memory = plan.memory
        if key in opened:  # a second memory names the rival this run opened
            point = opened[key]
            point.payload["evidence"].append(
                {
                    "key": f"retest|{memory['memory_id']}|",
                    "kind": "transcript",
                    "at": rec.stamp(now_ts),
                }
            )
            mind.store.set_payload([point.id], {"evidence": point.payload["evidence"]})
            return str(point.payload["fact_id"])
        known = self._contest_known_rival(axis, current, key)
        if known is not None:
            return known
        n = 0
        while (
            fid := rec.fact_id(axis.library, axis.subject_key, axis.predicate, key, None, n)
        ) in axis.latest:
            n += 1
        payload = self._rival_payload(axis, current, plan, fid, key, now_ts)
        point = Point(rec.version_id(fid, 1), payload, dense=plan.dense, sparse=plan.sparse)
        mind.store.upsert([point])
        opened[key] = point
        rec.audit_added(
            mind,
            fid,
            axis.library,
            payload,
            "contested",
            CONTESTED,
            evidence=memory["memory_id"],
            rule=plan.finding.rule,
        )
        return fid

    def _contest_known_rival(self, axis: Axis, current: dict, key: str) -> str | None:
        """A fact the axis already holds for the rival value, now contested with `current`:
        its id; "" when that value is a tombstone; None when the axis has none."""
        for lin in axis.lineages:
            if lin.object_key != key:
                continue
            if lin.tombstone:
                return ""
            if lin.fact_id != current["fact_id"]:
                rp = axis.latest[lin.fact_id]
                rivals = sorted(set(rp.payload.get("rivals", [])) | {current["fact_id"]})
                self.mind.store.set_payload([rp.id], {"status": CONTESTED, "rivals": rivals})
                return lin.fact_id
        return None

    def _rival_payload(
        self, axis: Axis, current: dict, plan: _Plan, fid: str, key: str, now_ts: float
    ) -> dict:
        """The payload of version 1 of the new fact `fid`: the rival value, contested."""
        assert plan.finding is not None and plan.finding.value, "a contradiction names its value"
        value = plan.finding.value
        memory = plan.memory
        text = rec.sentence(current["subject"], current["predicate"], value)
        kind = "transcript"  # read out of text by rules: the weakest trust, whoever wrote it
        payload = {
            "kind": "fact",
            "library": axis.library,
            "subject": current["subject"],
            "subject_key": axis.subject_key,
            "predicate": axis.predicate,
            "object": value,
            "object_key": key,
            "text": text,
            "content_hash": content_hash(text),
            "cardinality": current.get("cardinality", "multi"),
            "source": f"retest:{memory['memory_id']}",
            # The value is the evidence's: its author wrote it, never whoever ran the
            # re-test (the person's `fact retest` would make an agent's value theirs).
            "author": memory.get("author") or "daemon:retest",
            "session": None,
            "source_kind": kind,
            "based_on": [],
            "first_recorded_ts": now_ts,
            "evidence": [
                {"key": f"retest|{memory['memory_id']}|", "kind": kind, "at": rec.stamp(now_ts)}
            ],
            "assertions": 1,
            "rejected_attempts": 0,
            "human_confirmed": False,
            "fact_id": fid,
            "version": 1,
            "status": CONTESTED,
            "rivals": [current["fact_id"]],
            "retired_by": None,
            "retire_reason": None,
            "confidence": START_CONFIDENCE[kind],
            "evidence_memory": memory["memory_id"],
            "evidence_rule": plan.finding.rule,
        }
        rec.set_world(payload, None, None, False)
        rec.set_recorded(payload, now_ts)
        return payload

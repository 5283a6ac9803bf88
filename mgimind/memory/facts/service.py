"""The Facts service: triples with a belief state, stored as points of kind "fact".

Every write reads its (library, subject, predicate) axis, decides (axis.py, belief.py),
writes and retires under the axis lock, and audits each step with the acting identity.
Readers derive their filters from the visibility table (records.reader_filter).
"""

from __future__ import annotations

import time
from contextlib import contextmanager
from typing import TYPE_CHECKING, Callable

import numpy as np

from mgimind.errors import InvalidInput, NotFound
from mgimind.memory.facts import records as rec
from mgimind.memory.facts import tombstones
from mgimind.memory.facts.apply import Axis, PlanWriter, clean_copy
from mgimind.memory.facts.assertion import MAX_SUBJECT, optional_text, parse_or_none, prepare
from mgimind.memory.facts.axis import Claim, conflicts, decide
from mgimind.memory.facts.belief import HUMAN_CONFIDENCE, confidence_of, source_kind
from mgimind.memory.facts.locks import axis_lock
from mgimind.memory.facts.model import Fact, FactHit, FactVerdict, Predicate
from mgimind.memory.facts.predicates import Predicates, canonical_predicate
from mgimind.memory.facts.statuses import BELIEVED, CONTESTED, INVALIDATED, SUPERSEDED
from mgimind.security.secrets import refuse_secrets
from mgimind.services.visibility import visibility_filter
from mgimind.store.base import DENSE, SPARSE, Arm, Eq, In, Point, where
from mgimind.validation import check_text

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI


RESTORE_ACTION = "fact.restore"  # the review-gated action names (mgimind.security.review)
CONFIRM_ACTION = "fact.confirm"
MAX_PROPOSALS = 20  # invalidation proposals kept on one fact


class Facts(PlanWriter):
    """`mind.facts`: add, confirm, invalidate, restore; query on both time axes; search."""

    def __init__(self, mind: "MindAPI"):
        self.mind = mind
        self.predicates = Predicates(mind)
        # Record time comes from here; tests move it to age facts.
        self._clock = time.time

    def _now(self) -> float:
        """Record time, at the microsecond precision its ISO form keeps (so a recorded_at
        read back as `known_at` names exactly that instant)."""
        return rec.exact(self._clock())

    # --- the predicate registry (methods here so the daemon serves them) ---------------

    def register_predicate(self, name: str, cardinality: str, description: str = "") -> Predicate:
        """Declare a predicate: multi, single or temporal-single."""
        return self.predicates.register(name, cardinality, description)

    def list_predicates(self) -> list[Predicate]:
        return self.predicates.list()

    def get_predicate(self, name: str) -> Predicate:
        return self.predicates.get(name)

    # --- writes ---------------------------------------------------------------------

    def add(
        self,
        subject: str,
        predicate: str,
        object: str,
        *,
        library: str | None = None,
        valid_from=None,
        valid_to=None,
        source: str | None = None,
        session: str | None = None,
        based_on: list[str] | None = None,
        reads: list[str] | None = None,
        override_tombstone: bool = False,
    ) -> FactVerdict:
        """Assert `subject predicate object`. Returns the verdict: recorded, confirmed,
        won (incumbents retired), contested (both visible, flagged) or rejected.

        `reads`: the libraries the caller's scope reads beside the one written (None:
        every library in scope); a value tombstoned in one of them is rejected
        (tombstones.py) unless a person passes `override_tombstone`."""
        mind = self.mind
        tombstones.check_override(mind.actor, override_tombstone)
        new = prepare(
            self,
            subject,
            predicate,
            object,
            library=library,
            valid_from=valid_from,
            valid_to=valid_to,
            source=source,
            session=session,
            based_on=based_on,
        )
        claim, library, skey, pred = new.claim, new.library, new.subject_key, new.predicate
        for _ in range(3):  # a tombstone elsewhere restored meanwhile: decide again
            with axis_lock(mind.home, library, skey, pred):
                now_ts = self._now()
                axis = self._load_axis(library, skey, pred, new.cardinality, now_ts)
                plan = decide(claim, axis.lineages, new.cardinality, now_ts)
                if plan.match is not None and plan.verdict == "confirmed":
                    if override_tombstone:  # a person means this library's value
                        walls = tombstones.find(mind, new, reads=reads, now_ts=now_ts)
                        tombstones.mark_override(mind, axis.latest[plan.match.fact_id], walls)
                    return self._reassert(axis, plan, claim, now_ts)
                if plan.match is not None:
                    return self._refuse_tombstoned(axis, plan, claim, now_ts)
                walls = tombstones.find(mind, new, reads=reads, now_ts=now_ts)
                if not walls or override_tombstone:
                    payload = new.payload(now_ts, overrides=walls)
                    verdict = self._record_new(
                        axis, plan, claim, payload, new.dense, new.sparse, now_ts
                    )
                    tombstones.audit_override(mind, verdict, walls)
                    return verdict
            refused = tombstones.refuse(self, walls[0], claim, library)
            if refused is not None:
                return refused
        raise InvalidInput(
            "the tombstones of this value kept changing while it was written",
            fix="run the same add again",
        )

    def confirm(self, fact_id: str, approval=None) -> FactVerdict:
        """A person confirms a current fact: it becomes entrenched, and if it was
        contested, the confirmation is the review decision (its rivals are retired). With
        `review.require_human` on, `approval` must carry the review secret for
        ("fact.confirm", id), whoever the caller claims to be."""
        mind = self.mind
        if source_kind(mind.actor) != "person":
            raise InvalidInput(
                f"{mind.actor} is not a person; only a person can confirm a fact",
                fix="run `mgimind fact confirm ID` yourself",
            )
        if mind.review.required():
            fid = self._latest(fact_id).payload["fact_id"]
            mind.review.check(CONFIRM_ACTION, fid, approval)

        def refuse(fid: str, status: str) -> InvalidInput:
            return InvalidInput(
                f"fact {fid} is {status}; only a current fact can be confirmed",
                fix=f"mgimind fact restore {fid}",
            )

        with self._current(fact_id, refuse) as (axis, fid, point, now_ts):
            p = point.payload
            rival_ids = self._live_rivals(axis, fid)
            # Counted once, as human confirmation (not also as one more source).
            mind.store.set_payload(
                [point.id],
                {
                    "human_confirmed": True,
                    "confirmed_by": mind.actor,
                    "human_confirmed_at": rec.stamp(now_ts),
                    "confidence": max(confidence_of(p), HUMAN_CONFIDENCE),
                    "status": BELIEVED,
                    "rivals": [],
                    # the person keeps it: agents' proposals to invalidate it are declined
                    "invalidation_proposals": [],
                },
            )
            self._audit(
                "fact.confirm",
                fid,
                p,
                human=True,
                declined=len(p.get("invalidation_proposals") or []) or None,
            )
            for rid in rival_ids:
                self._retire(
                    axis.latest[rid],
                    SUPERSEDED,
                    now_ts,
                    by=fid,
                    reason="a person confirmed its rival",
                )
            self._settle(axis, now_ts)
            return self._verdict(
                "won" if rival_ids else "confirmed",
                fid,
                "confirmed by a person" + (": the contest is decided" if rival_ids else ""),
                retired=rival_ids,
            )

    def invalidate(self, fact_id: str, reason: str | None = None) -> Fact:
        """Declare a fact wrong. It leaves the current view, stays in history, and stays
        rejected if re-asserted until someone restores it.

        A fact a person asserted or confirmed is the person's to retire: an agent's
        invalidation of it is recorded as a proposal (`invalidation_proposals`, listed by
        `contested`) and the fact stays current until the person invalidates it (accepts)
        or confirms it (declines)."""
        mind = self.mind
        reason = optional_text(reason, "reason")
        if reason:
            refuse_secrets(reason)

        def refuse(fid: str, status: str) -> InvalidInput:
            return InvalidInput(f"fact {fid} is already {status}")

        with self._current(fact_id, refuse) as (axis, fid, point, now_ts):
            if source_kind(mind.actor) != "person" and axis.lineage(fid).evidence.person_backed:
                self._propose_invalidation(point, reason, now_ts)
                return self.get(fid)
            self._retire(
                point,
                INVALIDATED,
                now_ts,
                by=mind.actor,
                reason=reason or f"invalidated by {mind.actor}",
            )
            self._settle(axis, now_ts)
        return self.get(fid)

    def _propose_invalidation(self, point: Point, reason: str | None, now_ts: float) -> None:
        """An agent's invalidation of a person's fact: kept on the fact (one per agent,
        the latest), audited, waiting for the person; nothing is retired."""
        mind = self.mind
        p = point.payload
        pending = [x for x in p.get("invalidation_proposals") or [] if x["by"] != mind.actor]
        pending.append({"by": mind.actor, "reason": reason, "at": rec.stamp(now_ts)})
        pending = pending[-MAX_PROPOSALS:]  # agent names are free: the newest are kept
        mind.store.set_payload([point.id], {"invalidation_proposals": pending})
        self._audit("fact.propose_invalidation", p["fact_id"], p, pending=len(pending))

    def purge(self, fact_id: str) -> int:
        """Forget a fact: every version of it leaves the store (history included), the
        audit keeps only hashes. Returns the versions removed."""
        mind = self.mind
        axis, fid = self._lock_target(fact_id)
        with axis_lock(mind.home, axis.library, axis.subject_key, axis.predicate):
            points = mind.store.scroll(where(Eq("kind", "fact"), Eq("fact_id", fid)))
            mind.store.delete([p.id for p in points])
        mind.audit.append(
            "fact.purge", mind.actor, id=fid, library=axis.library, versions=len(points)
        )
        return len(points)

    def restore(self, fact_id: str, approval=None) -> FactVerdict:
        """Revive a tombstoned fact (invalidated, superseded or rejected) as a new version.
        It retires the live values it contradicts. With `review.require_human` on,
        `approval` must be a human `ReviewApproval` for ("fact.restore", id)
        (mgimind.security.review: a terminal prompt or the review secret); agents
        cannot mint one."""
        mind = self.mind
        fid = self._latest(fact_id).payload["fact_id"]
        reviewer = mind.review.check(RESTORE_ACTION, fid, approval)
        axis, fid = self._lock_target(fact_id)
        with axis_lock(mind.home, axis.library, axis.subject_key, axis.predicate):
            now_ts = self._now()
            axis = self._reload(axis, now_ts)
            old = axis.latest[fid]
            target = axis.lineage(fid)
            if not target.tombstone:
                raise InvalidInput(
                    f"fact {fid} is {old.payload['status']}, not a tombstone; nothing to restore"
                )
            claim = Claim(
                target.object_key,
                target.valid_from,
                target.valid_to if target.valid_to_asserted else None,
                key=f"{mind.actor}|restore|",
                kind=source_kind(mind.actor),
            )
            found = conflicts(claim, axis.lineages, axis.cardinality, now_ts, exclude=fid)
            payload = clean_copy(old.payload)
            payload.update(
                status=BELIEVED,
                version=old.payload["version"] + 1,
                restored_from=old.payload["version"],
                rivals=[],
                invalidation_proposals=[],
            )
            if claim.kind == "person":  # the person stands behind what they restored
                payload["evidence"] = [
                    *payload.get("evidence", []),
                    {"key": mind.actor, "kind": "person", "at": rec.stamp(now_ts)},
                ]
            rec.set_recorded(payload, now_ts)
            rec.set_world(payload, target.valid_from, found.valid_to, found.valid_to_asserted)
            self._write_version(old, payload)
            self._audit(
                "fact.restore",
                fid,
                payload,
                reviewer=reviewer,
                retired=[r.fact_id for r in found.rivals] or None,
            )
            for rival in found.rivals:
                self._retire(
                    axis.latest[rival.fact_id],
                    SUPERSEDED,
                    now_ts,
                    by=fid,
                    reason="a restore revived its rival",
                )
            closed = self._close(axis, found.close, now_ts)
            self._settle(axis, now_ts)
        return self._verdict(
            "won" if found.rivals else "recorded",
            fid,
            "restored",
            retired=[r.fact_id for r in found.rivals],
            closed=closed,
        )

    # --- re-tests against later evidence (retest.py) -----------------------------------

    def retest(
        self, libraries: list[str] | None = None, fact_id: str | None = None, limit: int = 50
    ) -> dict:
        """Re-test current facts (or one) against the memories recorded after them now:
        contradictions lower confidence and open contests, confirmations raise it.
        Returns the run's counts and the ids of the facts re-tested."""
        from mgimind.memory.facts.retest import Retester

        if not 1 <= limit <= 1000:
            raise InvalidInput(f"limit must be between 1 and 1000, got {limit}")
        report = Retester(self.mind).run(libraries, limit=limit, fact_id=fact_id)
        return {**report.to_dict(), "fact_ids": report.fact_ids}

    def retest_status(self, libraries: list[str] | None = None) -> dict:
        """When facts were last re-tested, what the last run did, and the current facts
        in scope by confidence and age (doubted: below 0.5; stale: not confirmed for
        `facts.stale_days`)."""
        from mgimind.memory.facts.retest import Retester

        cfg = self.mind.config.facts
        state = Retester(self.mind).state()
        current = [] if libraries == [] else self.query(libraries=libraries)
        now_ts = time.time()
        stale = [f for f in current if rec.age_days(f, now_ts) >= cfg.stale_days]
        return {
            "enabled": cfg.retest,
            "interval_s": cfg.retest_interval_s,
            "cycle_started_at": state.get("cycle_started_at"),
            "runs": state.get("runs", 0),
            "last": state.get("last"),
            "current": len(current),
            "never_retested": sum(1 for f in current if f.retested_at is None),
            "contested": sum(1 for f in current if f.status == CONTESTED),
            "doubted": sum(1 for f in current if f.confidence < 0.5),
            "stale": len(stale),
            "stale_days": cfg.stale_days,
        }

    # --- reads ----------------------------------------------------------------------

    def query(
        self,
        subject: str | None = None,
        predicate: str | None = None,
        libraries: list[str] | None = None,
        as_of=None,
        known_at=None,
        history: bool = False,
    ) -> list[Fact]:
        """Facts on both time axes. Default: the current view (believed now, holding now).
        `as_of`: world time T (what held at T). `known_at`: record time T (what the store
        believed at T; world time defaults to T too). `history`: every version and status,
        narrowed by whichever times are given."""
        known = parse_or_none(known_at, "known_at")
        world = parse_or_none(as_of, "as_of")
        if world is None and not history:
            world = known if known is not None else time.time()
        flt = rec.reader_filter(
            rec.reader_view(history, known),
            world_at=world,
            known_at=known,
            scope=self.mind.read_scope(libraries),
            subject_key=_key_or_none(subject, "subject"),
            predicate=canonical_predicate(predicate) if predicate else None,
        )
        points = self.mind.store.scroll(flt)
        if not history and known is None:  # the current view (now or as of a world time)
            points = tombstones.hide_shadowed(self.mind, points, self.mind.read_scope(libraries))
        return _sorted(points)

    def search(
        self, query: str, libraries: list[str] | None = None, limit: int = 10
    ) -> list[FactHit]:
        """Hybrid (dense + BM25) search over the current view."""
        mind = self.mind
        query = check_text(query, 10_000, "query")
        if not 1 <= limit <= 1000:
            raise InvalidInput(f"limit must be between 1 and 1000, got {limit}")
        flt = rec.reader_filter(
            "current", world_at=time.time(), known_at=None, scope=mind.read_scope(libraries)
        )
        qvec = mind.embedder.embed_query(query)
        candidates = max(limit * 5, 50)
        arms = [
            Arm(DENSE, [float(x) for x in qvec], candidates),
            Arm(SPARSE, mind.sparse.query(query), candidates),
        ]
        hits = mind.store.query(arms, flt, limit, with_dense=True)
        shown = {p.id for p in tombstones.hide_shadowed(mind, hits, mind.read_scope(libraries))}
        return [
            FactHit(
                fact=rec.to_fact(h.payload),
                score=h.score,
                similarity=float(np.dot(qvec, h.dense)) if h.dense else 0.0,
            )
            for h in hits
            if h.id in shown
        ]

    def contested(self, libraries: list[str] | None = None) -> list[Fact]:
        """Facts waiting for review, whatever their world time: contested ones, and
        current ones an agent proposed to invalidate."""
        scope = self.mind.read_scope(libraries)
        review = rec.reader_filter("review", world_at=None, known_at=None, scope=scope)
        proposed = rec.reader_filter("current", world_at=None, known_at=None, scope=scope)
        points = {p.id: p for p in self.mind.store.scroll(review)}
        # Read here, not filtered by the store: only indexed fields filter there, and a
        # review list can afford one pass over the current facts.
        for p in self.mind.store.scroll(proposed):
            if p.payload.get("invalidation_proposals"):
                points.setdefault(p.id, p)
        return _sorted(list(points.values()))

    def get(self, fact_id: str) -> Fact:
        """A fact's latest version, whatever its status."""
        return rec.to_fact(self._latest(fact_id).payload)

    def history(self, fact_id: str) -> list[Fact]:
        """Every version of one fact, oldest first."""
        latest = self._latest(fact_id)
        points = self.mind.store.scroll(
            visibility_filter("fact", "history").and_(Eq("fact_id", latest.payload["fact_id"]))
        )
        return [rec.to_fact(p.payload) for p in sorted(points, key=lambda p: p.payload["version"])]

    # --- the axis -------------------------------------------------------------------

    def _load_axis(
        self, library: str, skey: str, pred: str, cardinality: str, now_ts: float
    ) -> Axis:
        points = self.mind.store.scroll(
            where(
                Eq("kind", "fact"),
                Eq("library", library),
                Eq("subject_key", skey),
                Eq("predicate", pred),
            )
        )
        latest: dict[str, Point] = {}
        for p in points:
            fid = p.payload["fact_id"]
            if fid not in latest or p.payload["version"] > latest[fid].payload["version"]:
                latest[fid] = p
        lineages = []
        for fid, p in latest.items():
            lin = rec.lineage(p.payload, 0)
            if lin.live:  # dependants only matter to a belief that can be challenged
                lin = rec.lineage(p.payload, self._dependants(fid))
            lineages.append(lin)
        return Axis(library, skey, pred, cardinality, latest, lineages)

    def _reload(self, axis: Axis, now_ts: float) -> Axis:
        return self._load_axis(
            axis.library,
            axis.subject_key,
            axis.predicate,
            self.predicates.cardinality(axis.predicate),
            now_ts,
        )

    def _dependants(self, fid: str) -> int:
        flt = visibility_filter("fact", "current").and_(In("based_on", (fid,)))
        return self.mind.store.count(flt)

    def _live_rivals(self, axis: Axis, fid: str) -> list[str]:
        target = axis.lineage(fid)
        ids = set(target.rivals) | {lin.fact_id for lin in axis.lineages if fid in lin.rivals}
        return sorted(i for i in ids if i in axis.latest and axis.lineage(i).live)

    @contextmanager
    def _current(self, fact_id: str, refuse: Callable[[str, str], Exception]):
        """Under the fact's axis lock: (axis reloaded, fact id, its latest point, now),
        for a fact that is current; else `refuse(fact_id, status)` is raised."""
        axis, fid = self._lock_target(fact_id)
        with axis_lock(self.mind.home, axis.library, axis.subject_key, axis.predicate):
            now_ts = self._now()
            axis = self._reload(axis, now_ts)
            point = axis.latest[fid]
            if not axis.lineage(fid).live:
                raise refuse(fid, point.payload["status"])
            yield axis, fid, point, now_ts

    def _lock_target(self, fact_id: str) -> tuple[Axis, str]:
        """Find a fact (in scope, writable) and the axis it lives on."""
        p = self._latest(fact_id).payload
        self.mind.check_write_scope(p["library"])
        axis = Axis(p["library"], p["subject_key"], p["predicate"], p["cardinality"], {}, [])
        return axis, p["fact_id"]

    def _latest(self, fact_id: str) -> Point:
        if not isinstance(fact_id, str) or not fact_id.strip():
            raise InvalidInput("a fact id is required")
        points = self.mind.store.scroll(where(Eq("kind", "fact"), Eq("fact_id", fact_id.strip())))
        if not points or not self.mind.in_scope(points[0].payload["library"]):
            raise NotFound(f"no fact with id {fact_id!r}", fix="mgimind fact query shows ids")
        return max(points, key=lambda p: p.payload["version"])


def _sorted(points: list[Point]) -> list[Fact]:
    points = sorted(
        points,
        key=lambda p: (
            p.payload["subject_key"],
            p.payload["predicate"],
            p.payload["valid_from_ts"],
            p.payload["recorded_ts"],
            p.payload["version"],
        ),
    )
    return [rec.to_fact(p.payload) for p in points]


def _key_or_none(value, what: str) -> str | None:
    if value is None:
        return None
    return rec.normalize_key(check_text(value, MAX_SUBJECT, what))

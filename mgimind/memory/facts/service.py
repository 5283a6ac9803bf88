"""The Facts service: triples with a belief state, stored as points of kind "fact".

Every write loads its (library, subject, predicate) axis under the axis lock (axes.py),
decides (axis.py, belief.py), and has the plan written, retired and audited with the acting
identity (apply.py). The reads are reads.py's; the service is both.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from mgimind.errors import InvalidInput
from mgimind.memory.facts import records as rec
from mgimind.memory.facts import tombstones
from mgimind.memory.facts.apply import PlanWriter, clean_copy
from mgimind.memory.facts.assertion import optional_text, prepare
from mgimind.memory.facts.axes import Axes
from mgimind.memory.facts.axis import Claim, conflicts, decide
from mgimind.memory.facts.belief import HUMAN_CONFIDENCE, confidence_of, source_kind
from mgimind.memory.facts.locks import axis_lock
from mgimind.memory.facts.model import Fact, FactVerdict, Predicate
from mgimind.memory.facts.predicates import Predicates
from mgimind.memory.facts.reads import FactReads
from mgimind.memory.facts.statuses import BELIEVED, CONTESTED, INVALIDATED, SUPERSEDED
from mgimind.security.secrets import refuse_secrets
from mgimind.store.base import Eq, Point, where
from mgimind.timeutil import TimeLike

if TYPE_CHECKING:
    from mgimind.security.review import ReviewApproval
    from mgimind.services.mindapi import MindAPI


RESTORE_ACTION = "fact.restore"  # the review-gated action names (mgimind.security.review)
CONFIRM_ACTION = "fact.confirm"
MAX_PROPOSALS = 20  # invalidation proposals kept on one fact


class Facts(FactReads):
    """`mind.facts`: add, confirm, invalidate, purge, restore, re-test; and the reads
    (query on both time axes, search, contested, get, history)."""

    def __init__(self, mind: "MindAPI"):
        self.predicates = Predicates(mind)
        axes = Axes(mind, self.predicates)
        super().__init__(mind, axes)
        self.writer = PlanWriter(mind, axes)

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
        valid_from: TimeLike | None = None,
        valid_to: TimeLike | None = None,
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
                now_ts = self.axes.now()
                axis = self.axes.load(library, skey, pred, new.cardinality, now_ts)
                plan = decide(claim, axis.lineages, new.cardinality, now_ts)
                if plan.match is not None and plan.verdict == "confirmed":
                    if override_tombstone:  # a person means this library's value
                        walls = tombstones.find(mind, new, reads=reads, now_ts=now_ts)
                        tombstones.mark_override(mind, axis.latest[plan.match.fact_id], walls)
                    return self.writer.reassert(axis, plan, claim, now_ts)
                if plan.match is not None:
                    return self.writer.refuse_tombstoned(axis, plan, claim, now_ts)
                walls = tombstones.find(mind, new, reads=reads, now_ts=now_ts)
                if not walls or override_tombstone:
                    payload = new.payload(now_ts, overrides=walls)
                    verdict = self.writer.record_new(
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

    def confirm(self, fact_id: str, approval: ReviewApproval | dict | None = None) -> FactVerdict:
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
            fid = self.axes.latest(fact_id).payload["fact_id"]
            mind.review.check(CONFIRM_ACTION, fid, approval)

        def refuse(fid: str, status: str) -> InvalidInput:
            return InvalidInput(
                f"fact {fid} is {status}; only a current fact can be confirmed",
                fix=f"mgimind fact restore {fid}",
            )

        with self.axes.current(fact_id, refuse) as (axis, fid, point, now_ts):
            p = point.payload
            rival_ids = self.axes.live_rivals(axis, fid)
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
            self.writer.audit(
                "fact.confirm",
                fid,
                p,
                human=True,
                declined=len(p.get("invalidation_proposals") or []) or None,
            )
            for rid in rival_ids:
                self.writer.retire(
                    axis.latest[rid],
                    SUPERSEDED,
                    now_ts,
                    by=fid,
                    reason="a person confirmed its rival",
                )
            self.writer.settle(axis, now_ts)
            return self.writer.verdict(
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

        with self.axes.current(fact_id, refuse) as (axis, fid, point, now_ts):
            if source_kind(mind.actor) != "person" and axis.lineage(fid).evidence.person_backed:
                self._propose_invalidation(point, reason, now_ts)
                return self.get(fid)
            self.writer.retire(
                point,
                INVALIDATED,
                now_ts,
                by=mind.actor,
                reason=reason or f"invalidated by {mind.actor}",
            )
            self.writer.settle(axis, now_ts)
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
        self.writer.audit("fact.propose_invalidation", p["fact_id"], p, pending=len(pending))

    def purge(self, fact_id: str) -> int:
        """Forget a fact: every version of it leaves the store (history included), the
        audit keeps only hashes. Returns the versions removed."""
        mind = self.mind
        axis, fid = self.axes.target(fact_id)
        with axis_lock(mind.home, axis.library, axis.subject_key, axis.predicate):
            points = mind.store.scroll(where(Eq("kind", "fact"), Eq("fact_id", fid)))
            mind.store.delete([p.id for p in points])
        mind.audit.append(
            "fact.purge", mind.actor, id=fid, library=axis.library, versions=len(points)
        )
        return len(points)

    def restore(self, fact_id: str, approval: ReviewApproval | dict | None = None) -> FactVerdict:
        """Revive a tombstoned fact (invalidated, superseded or rejected) as a new version.
        It retires the live values it contradicts. With `review.require_human` on,
        `approval` must be a human `ReviewApproval` for ("fact.restore", id)
        (mgimind.security.review: a terminal prompt or the review secret); agents
        cannot mint one."""
        mind = self.mind
        fid = self.axes.latest(fact_id).payload["fact_id"]
        reviewer = mind.review.check(RESTORE_ACTION, fid, approval)
        axis, fid = self.axes.target(fact_id)
        with axis_lock(mind.home, axis.library, axis.subject_key, axis.predicate):
            now_ts = self.axes.now()
            axis = self.axes.reload(axis, now_ts)
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
            self.writer.write_version(old, payload)
            self.writer.audit(
                "fact.restore",
                fid,
                payload,
                reviewer=reviewer,
                retired=[r.fact_id for r in found.rivals] or None,
            )
            for rival in found.rivals:
                self.writer.retire(
                    axis.latest[rival.fact_id],
                    SUPERSEDED,
                    now_ts,
                    by=fid,
                    reason="a restore revived its rival",
                )
            closed = self.writer.close(axis, found.close, now_ts)
            self.writer.settle(axis, now_ts)
        return self.writer.verdict(
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

"""Applying a plan to one axis: the writes, retirements and audit lines that follow a
decision (axis.py). `Facts` (service.py) holds the axis lock around every call; the axes
(axes.py) reload an axis and name a fact's live rivals."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from mgimind.memory.facts import records as rec
from mgimind.memory.facts.axes import Axes, Axis
from mgimind.memory.facts.axis import Claim, Duel, Plan, reduel, settled, successions
from mgimind.memory.facts.belief import EVIDENCE_TRUST, confidence_of, raised
from mgimind.memory.facts.model import FactVerdict
from mgimind.memory.facts.statuses import (
    BELIEVED,
    CONTESTED,
    INVALIDATED,
    REJECTED,
    REVISED,
    SUPERSEDED,
)
from mgimind.store.base import Point, Sparse

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI


class PlanWriter:
    """What a decided plan does to the store: the new version, the retirements, the
    contests, the closed intervals, and an audit line for each."""

    def __init__(self, mind: MindAPI, axes: Axes):
        self.mind = mind
        self.axes = axes

    def reassert(self, axis: Axis, plan: Plan, claim: Claim, now_ts: float) -> FactVerdict:
        mind = self.mind
        assert plan.match is not None, "a re-assertion names the fact it matches"
        fid = plan.match.fact_id
        point = axis.latest[fid]
        p = point.payload
        update = {"assertions": p.get("assertions", 1) + 1}
        if plan.new_evidence:
            update["evidence"] = p.get("evidence", []) + [
                {"key": claim.key, "kind": claim.kind, "at": rec.stamp(now_ts)}
            ]
            update["confidence"] = raised(confidence_of(p), EVIDENCE_TRUST[claim.kind])
        mind.store.set_payload([point.id], update)
        self.audit(
            "fact.confirm",
            fid,
            p,
            independent=plan.new_evidence,
        )
        retired: list[str] = []
        if plan.new_evidence and plan.match.status == CONTESTED:
            axis = self.axes.reload(axis, now_ts)
            for loser, status in reduel(axis.lineage(fid), axis.lineages, now_ts).items():
                winner = next((r for r in self.axes.live_rivals(axis, loser)), None)
                self.retire(
                    axis.latest[loser],
                    status,
                    now_ts,
                    by=winner,
                    reason="lost the contest after new evidence",
                )
                retired.append(loser)
            self.settle(axis, now_ts)
        if fid in retired:
            return self.verdict(
                "rejected",
                fid,
                "the new evidence decided the contest against this value",
                retired=[],
            )
        if retired:
            return self.verdict(
                "won", fid, "an independent confirmation decided the contest", retired=retired
            )
        return self.verdict("confirmed", fid, plan.reason)

    def refuse_tombstoned(self, axis: Axis, plan: Plan, claim: Claim, now_ts: float) -> FactVerdict:
        mind = self.mind
        assert plan.match is not None, "a refusal names the tombstone it matches"
        fid = plan.match.fact_id
        point = axis.latest[fid]
        p = point.payload
        keys = list(p.get("attempt_keys", []))
        if claim.key not in keys:
            keys.append(claim.key)
        attempts = p.get("rejected_attempts", 0) + 1
        mind.store.set_payload([point.id], {"rejected_attempts": attempts, "attempt_keys": keys})
        self.audit(
            "fact.reject",
            fid,
            p,
            status=p["status"],
            attempts=attempts,
        )
        return self.verdict(
            "rejected",
            fid,
            f"{plan.reason} (attempt {attempts} from "
            f"{len(keys)} source(s); mgimind fact restore {fid})",
        )

    def record_new(
        self,
        axis: Axis,
        plan: Plan,
        claim: Claim,
        base: dict,
        dense: list[float],
        sparse: Sparse,
        now_ts: float,
    ) -> FactVerdict:
        mind = self.mind
        fid = _new_fact_id(axis, claim)
        payload = {
            **base,
            "fact_id": fid,
            "version": 1,
            "status": plan.status,
            "rivals": list(plan.contest),
            "retired_by": None,
            "retire_reason": None,
        }
        rec.set_world(payload, claim.valid_from, plan.valid_to, plan.valid_to_asserted)
        rec.set_recorded(payload, now_ts)
        if plan.status == REJECTED:  # never believed: its record interval is empty
            winner = plan.opponents[0] if plan.opponents else None
            payload.update(rec.retirement(REJECTED, now_ts, winner, plan.reason))
        mind.store.upsert([Point(rec.version_id(fid, 1), payload, dense=dense, sparse=sparse)])
        self._audit_new(axis, plan, claim, fid, payload)
        for rid in plan.retire:
            self.retire(axis.latest[rid], SUPERSEDED, now_ts, by=fid, reason=f"defeated by {fid}")
        for rid in plan.contest:
            rp = axis.latest[rid]
            mind.store.set_payload(
                [rp.id],
                {"status": CONTESTED, "rivals": sorted(set(rp.payload.get("rivals", [])) | {fid})},
            )
            self.audit(
                "fact.contest",
                rid,
                rp.payload,
                rival=fid,
            )
        closed = self.close(axis, plan.close, now_ts)
        if plan.retire:
            self.settle(axis, now_ts)
        return self.verdict(
            plan.verdict,
            fid,
            plan.reason,
            retired=plan.retire,
            rivals=plan.contest,
            closed=closed,
            duel=plan.duel,
        )

    def _audit_new(self, axis: Axis, plan: Plan, claim: Claim, fid: str, payload: dict) -> None:
        """The audit lines of a new fact: its add, and the duel it fought, if any."""
        mind = self.mind
        rec.audit_added(mind, fid, axis.library, payload, plan.verdict, plan.status)
        if plan.duel is not None:
            mind.audit.append(
                "fact.duel",
                mind.actor,
                id=fid,
                verdict=plan.duel.verdict,
                weight=plan.duel.weight,
                entrenchment=plan.duel.entrenchment,
                incumbents=plan.opponents,
            )

    def retire(
        self, point: Point, status: str, now_ts: float, *, by: str | None, reason: str
    ) -> None:
        p = point.payload
        self.mind.store.set_payload([point.id], rec.retirement(status, now_ts, by, reason))
        action = {
            SUPERSEDED: "fact.retire",
            REJECTED: "fact.retire",
            INVALIDATED: "fact.invalidate",
        }.get(status, "fact.retire")
        self.audit(
            action,
            p["fact_id"],
            p,
            status=status,
            by=by,
        )

    def close(
        self, axis: Axis, closes: Sequence[tuple[str, float | None]], now_ts: float
    ) -> list[str]:
        """Succession in world time: the old version is retired as revised, a new version
        with the closed (or, when its successor is gone, reopened) interval replaces it, so
        "as known at" an earlier time still sees the interval the store believed then."""
        closed = []
        for fid, end in closes:
            old = axis.latest[fid]
            payload = clean_copy(old.payload)
            payload.update(version=old.payload["version"] + 1)
            rec.set_recorded(payload, now_ts)
            rec.set_world(payload, rec.start_of(old.payload), end, False)
            self.mind.store.set_payload(
                [old.id], rec.retirement(REVISED, now_ts, None, "world interval closed")
            )
            self.write_version(old, payload)
            action = "fact.close" if end is not None else "fact.reopen"
            self.audit(
                action,
                fid,
                payload,
                valid_to=payload["valid_to"],
            )
            closed.append(fid)
        return closed

    def write_version(self, old: Point, payload: dict) -> None:
        vectors = self.mind.store.retrieve([old.id], with_vectors=True)
        dense = vectors[0].dense if vectors else None
        sparse = vectors[0].sparse if vectors else None
        if dense is None:
            dense = [float(x) for x in self.mind.embedder.embed([payload["text"]])[0]]
            sparse = self.mind.sparse.document(payload["text"])
        self.mind.store.upsert(
            [
                Point(
                    rec.version_id(payload["fact_id"], payload["version"]),
                    payload,
                    dense=dense,
                    sparse=sparse,
                )
            ]
        )

    def settle(self, axis: Axis, now_ts: float) -> None:
        """After a retirement: a contested fact whose rivals are all gone is believed
        again, and temporal-single intervals closed by a departed successor reopen."""
        axis = self.axes.reload(axis, now_ts)
        for fid in settled(axis.lineages):
            p = axis.latest[fid]
            self.mind.store.set_payload([p.id], {"status": BELIEVED, "rivals": []})
            self.audit(
                "fact.settle",
                fid,
                p.payload,
                status=BELIEVED,
            )
        if axis.cardinality == "temporal-single":
            fixes = successions(axis.lineages)
            if fixes:
                self.close(self.axes.reload(axis, now_ts), fixes, now_ts)

    def audit(self, action: str, fid: str, payload: dict, **fields: Any) -> None:
        """Audit one change to a fact version: which fact, version, library and content."""
        self.mind.audit.append(
            action,
            self.mind.actor,
            id=fid,
            version=payload["version"],
            library=payload["library"],
            content_hash=payload["content_hash"],
            **fields,
        )

    def verdict(
        self,
        verdict: str,
        fid: str,
        reason: str,
        *,
        retired: Iterable[str] = (),
        rivals: Iterable[str] = (),
        closed: Iterable[str] = (),
        duel: Duel | None = None,
    ) -> FactVerdict:
        return FactVerdict(
            verdict=verdict,
            id=fid,
            fact=rec.to_fact(self.axes.latest(fid).payload),
            reason=reason,
            retired=list(retired),
            rivals=list(rivals),
            closed=list(closed),
            weight=duel.weight if duel else None,
            entrenchment=duel.entrenchment if duel else None,
        )


def clean_copy(payload: dict) -> dict:
    copy = dict(payload)
    copy.update(retired_by=None, retire_reason=None)
    return copy


def _new_fact_id(axis: Axis, claim: Claim) -> str:
    """The id of a new fact for `claim`: the first of its candidates the axis lacks."""
    n = 0
    while (
        fid := rec.fact_id(
            axis.library, axis.subject_key, axis.predicate, claim.object_key, claim.valid_from, n
        )
    ) in axis.latest:
        n += 1
    return fid

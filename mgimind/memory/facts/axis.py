"""Deciding one assertion on one (library, subject, predicate) axis. Pure: the service
loads the axis under its lock, asks `decide`, and writes what the plan says.

Order of questions:
1. Does the claim re-assert a fact already on the axis (same object, and its world time
   falls inside that fact's interval)? A live one is *confirmed*; a tombstoned one is
   *rejected* again (the attempt is counted): recency never revives a loser.
2. Otherwise, which live facts does it contradict? `multi`: none. `single`: every other
   live value. `temporal-single`: a value in force when the claim starts is *closed* at
   that start if its end was open or came from an earlier succession (the world changed);
   a value with the same start, an asserted end that overlaps, or (for an undated claim)
   the value in force now is a *rival*. A claim with no person behind it never closes
   a value a person asserted or confirmed: that value is its rival (the person decides);
   and a later value no person stands behind, already in force, does not cut a person's
   open-ended claim short: it is the claim's rival too.
3. No rivals: *recorded*. Rivals: the duel (belief.py) says won, contested or rejected.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from mgimind.memory.facts.belief import Duel, Evidence, duel
from mgimind.memory.facts.statuses import (
    BELIEVED,
    CONTESTED,
    REJECTED,
    SUPERSEDED,
    is_live,
    is_tombstone,
)

Cardinality = Literal["multi", "single", "temporal-single"]
Verdict = Literal["recorded", "confirmed", "won", "contested", "rejected"]


@dataclass
class Lineage:
    """The latest version of one fact on the axis."""

    fact_id: str
    object_key: str
    status: str
    valid_from: float | None
    valid_to: float | None
    valid_to_asserted: bool
    evidence: Evidence
    rivals: tuple[str, ...] = ()

    @property
    def live(self) -> bool:
        return is_live(self.status)

    @property
    def tombstone(self) -> bool:
        return is_tombstone(self.status)

    def covers(self, t: float) -> bool:
        return (self.valid_from is None or self.valid_from <= t) and (
            self.valid_to is None or t < self.valid_to
        )


@dataclass(frozen=True)
class Claim:
    object_key: str
    valid_from: float | None
    valid_to: float | None
    key: str  # independence key: the acting identity the door bound
    kind: str  # source kind: person, agent, transcript


@dataclass
class Conflicts:
    rivals: list[Lineage]
    close: list[tuple[str, float]]  # (fact id, new valid_to): succession in world time
    valid_to: float | None  # the claim's end, clipped at the next known start
    valid_to_asserted: bool


@dataclass
class Plan:
    verdict: Verdict
    reason: str
    match: Lineage | None = None  # the existing fact this claim re-asserts
    new_evidence: bool = False  # the re-assertion is independent (new key)
    status: str | None = None  # status of the new fact, when one is written
    valid_to: float | None = None
    valid_to_asserted: bool = False
    retire: list[str] = field(default_factory=list)
    contest: list[str] = field(default_factory=list)
    close: list[tuple[str, float]] = field(default_factory=list)
    duel: Duel | None = None
    opponents: list[str] = field(default_factory=list)  # the rivals a duel was fought with


def find_match(
    claim: Claim, lineages: list[Lineage], cardinality: str, now_ts: float
) -> Lineage | None:
    """The fact this claim re-asserts: a live one first, else a tombstone."""

    def same_claim(lin: Lineage) -> bool:
        if lin.object_key != claim.object_key:
            return False
        if claim.valid_from is not None:
            return lin.valid_from == claim.valid_from or lin.covers(claim.valid_from)
        if cardinality == "temporal-single":  # an undated claim speaks about now
            return lin.covers(now_ts)
        return True

    candidates = [lin for lin in lineages if same_claim(lin)]
    candidates.sort(key=lambda lin: lin.valid_from != claim.valid_from)  # exact start first
    for wanted in (lambda lin: lin.live, lambda lin: lin.tombstone):
        for lin in candidates:
            if wanted(lin):
                return lin
    return None


def conflicts(
    claim: Claim,
    lineages: list[Lineage],
    cardinality: str,
    now_ts: float,
    exclude: str | None = None,
) -> Conflicts:
    """The live facts a claim contradicts, and the world intervals it closes."""
    others = [
        lin
        for lin in lineages
        if lin.live and lin.object_key != claim.object_key and lin.fact_id != exclude
    ]
    if cardinality == "multi":
        return Conflicts([], [], claim.valid_to, claim.valid_to is not None)
    if cardinality == "single":
        return Conflicts(others, [], claim.valid_to, claim.valid_to is not None)
    rivals: list[Lineage] = []
    close: list[tuple[str, float]] = []
    next_starts: list[float] = []
    start = claim.valid_from
    for lin in others:
        if start is None:
            in_force = lin.covers(now_ts)
        else:
            in_force = lin.covers(start)
        if in_force:
            closable = (
                start is not None
                and lin.valid_from != start
                and (lin.valid_to is None or not lin.valid_to_asserted)
                and (claim.kind == "person" or not lin.evidence.person_backed)
            )
            if closable and start is not None:
                close.append((lin.fact_id, start))
            else:
                rivals.append(lin)
        elif lin.valid_from is not None and lin.valid_from > (now_ts if start is None else start):
            if claim.valid_to is None and _hides_a_persons_claim(claim, lin, now_ts):
                rivals.append(lin)
            elif claim.valid_to is None:
                next_starts.append(lin.valid_from)
            elif lin.valid_from < claim.valid_to:
                rivals.append(lin)
    if claim.valid_to is None and next_starts:
        return Conflicts(rivals, close, min(next_starts), False)
    return Conflicts(rivals, close, claim.valid_to, claim.valid_to is not None)


def _hides_a_persons_claim(claim: Claim, later: Lineage, now_ts: float) -> bool:
    """A person's open-ended claim says the value still holds; a later value no person
    stands behind, already in force, does not cut it short (it would show instead of the
    person's value now): the two duel. A later start still to come is a planned change
    and ends the person's value there, as succession does."""
    return (
        claim.kind == "person"
        and not later.evidence.person_backed
        and later.valid_from is not None
        and later.valid_from <= now_ts
    )


def decide(claim: Claim, lineages: list[Lineage], cardinality: str, now_ts: float) -> Plan:
    """What one assertion does to the axis."""
    match = find_match(claim, lineages, cardinality, now_ts)
    if match is not None and match.live:
        new = claim.key not in {key for key, _ in match.evidence.assertions}
        reason = (
            "independent confirmation"
            if new
            else "repeated by the same identity: no new evidence (a session or source "
            "it names does not make it another voice)"
        )
        return Plan("confirmed", reason, match=match, new_evidence=new)
    if match is not None:
        return Plan(
            "rejected",
            f"this value is {match.status} (a tombstone); re-asserting it "
            "does not revive it, an explicit restore does",
            match=match,
        )
    found = conflicts(claim, lineages, cardinality, now_ts)
    plan = Plan(
        "recorded",
        "no contradiction",
        status=BELIEVED,
        valid_to=found.valid_to,
        valid_to_asserted=found.valid_to_asserted,
        close=found.close,
    )
    if found.close:
        plan.reason = "a new value in world time: the previous one is closed at its start"
    if not found.rivals:
        return plan
    challenger = Evidence(((claim.key, claim.kind),), now_ts)
    result = duel(challenger, [r.evidence for r in found.rivals], now_ts)
    plan.duel = result
    plan.verdict = result.verdict
    ids = [r.fact_id for r in found.rivals]
    plan.opponents = ids
    if result.verdict == "won":
        plan.retire = ids
        plan.reason = "the challenger outweighs the incumbent's entrenchment"
    elif result.verdict == "contested":
        plan.status, plan.contest, plan.close = CONTESTED, ids, []
        plan.reason = "too close to call: both stay visible, flagged for review"
    else:
        plan.status, plan.close = REJECTED, []
        plan.reason = "the incumbent is better entrenched than the challenger weighs"
    return plan


def reduel(target: Lineage, lineages: list[Lineage], now_ts: float) -> dict[str, str]:
    """Re-judge a contest after one side gained evidence. Returns fact id -> new status
    for the facts that lose; the newer fact of each pair is the challenger."""
    by_id = {lin.fact_id: lin for lin in lineages if lin.live}
    rival_ids = set(target.rivals) | {
        lin.fact_id for lin in by_id.values() if target.fact_id in lin.rivals
    }
    outcome: dict[str, str] = {}
    for rid in sorted(rival_ids):
        rival = by_id.get(rid)
        if rival is None or rid in outcome or target.fact_id in outcome:
            continue
        older, newer = sorted((target, rival), key=lambda lin: lin.evidence.first_recorded_ts)
        result = duel(newer.evidence, [older.evidence], now_ts)
        if result.verdict == "won":
            outcome[older.fact_id] = SUPERSEDED
        elif result.verdict == "rejected":
            outcome[newer.fact_id] = REJECTED
    return outcome


def settled(lineages: list[Lineage]) -> list[str]:
    """Contested facts whose every rival is gone: they go back to believed."""
    live = {lin.fact_id for lin in lineages if lin.live}
    out = []
    for lin in lineages:
        if lin.status != CONTESTED:
            continue
        rivals = set(lin.rivals) | {o.fact_id for o in lineages if lin.fact_id in o.rivals}
        if not rivals & live:
            out.append(lin.fact_id)
    return out


def successions(lineages: list[Lineage]) -> list[tuple[str, float | None]]:
    """Temporal-single ends that no longer match the timeline: a value whose end came
    from a succession ends where the next live value starts, or stays open when that
    successor is gone (e.g. invalidated). Asserted ends are never touched."""
    live = [lin for lin in lineages if lin.live]
    out: list[tuple[str, float | None]] = []
    for lin in live:
        if lin.valid_to_asserted:
            continue
        begin = lin.valid_from if lin.valid_from is not None else float("-inf")
        starts = [
            o.valid_from
            for o in live
            if o is not lin
            and o.valid_from is not None
            and o.valid_from > begin
            and o.fact_id not in lin.rivals
            and lin.fact_id not in o.rivals
        ]
        end = min(starts) if starts else None
        if end != lin.valid_to:
            out.append((lin.fact_id, end))
    return out

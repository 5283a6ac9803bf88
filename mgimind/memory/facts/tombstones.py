"""A tombstone holds in every scope that reads it.

A value a person invalidated (or that lost a duel) in one library must not come back
as current through another library read beside it: an agent in a project writes to the
project's own library, and the project reads that library *and* the shared one. So an
assertion that finds nothing on its own axis is also judged against the tombstones of
the same value (same subject, predicate and object, world time inside the tombstone's
interval) in every other library the caller's scope reads:

- write side (`find`, `refuse`): the assertion is rejected, the attempt is counted on
  that tombstone (under its own axis lock), and the reply names the tombstone, its
  library and `mgimind fact restore`;
- a person may mean the value for one library alone: `override_tombstone` (CLI
  `--override-tombstone`) records it, and the fact carries the ids it overrides
  (`overrides`), audited as `fact.override`; an agent cannot pass it;
- read side (`hide_shadowed`): a current value in one library that a tombstone in
  another library of the same read matches, and that no person set over it, is not
  shown as current (a value written by a scope that does not read the tombstone's
  library, e.g. a token confined to a project, or recorded before this rule held).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from mgimind.errors import ScopeDenied
from mgimind.memory.facts import records as rec
from mgimind.memory.facts.axis import Claim, find_match
from mgimind.memory.facts.belief import source_kind
from mgimind.memory.facts.statuses import FACT_STATUSES, is_live, is_tombstone
from mgimind.store.audit import content_hash
from mgimind.store.base import Eq, Hit, In, Point, where

Shown = TypeVar("Shown", Point, Hit)  # what a reader holds: stored points, or search hits

if TYPE_CHECKING:
    from mgimind.memory.facts.assertion import Assertion
    from mgimind.memory.facts.model import FactVerdict
    from mgimind.services.mindapi import MindAPI

OVERRIDE_FLAG = "--override-tombstone"
# from the table itself: the visibility table is filled only once the kinds are loaded
TOMBSTONE_STATUSES = tuple(s for s, views in FACT_STATUSES.items() if "tombstone" in views)


def check_override(actor: str | None, override: bool) -> None:
    """Only a person may set a value over a tombstone of another library."""
    if override and source_kind(actor) != "person":
        raise ScopeDenied(
            f"{actor} is not a person; only a person can set a value over a tombstone",
            fix="ask a person to run `mgimind fact add ... --library L "
            f"{OVERRIDE_FLAG}`, or `mgimind fact restore ID`",
        )


def _latest_by_fact(points: list[Point]) -> dict[str, Point]:
    latest: dict[str, Point] = {}
    for p in points:
        fid = p.payload["fact_id"]
        if fid not in latest or p.payload["version"] > latest[fid].payload["version"]:
            latest[fid] = p
    return latest


def find(mind: MindAPI, new: "Assertion", *, reads: list[str] | None, now_ts: float) -> list[Point]:
    """The tombstones (latest versions) the assertion `new` re-asserts in the libraries
    `reads` covers (None: every library in the caller's scope), its own library
    excepted (its axis decides that). A library where the same value is also live does
    not count: it believes the value."""
    claim, library = new.claim, new.library
    points = mind.store.scroll(
        where(
            Eq("kind", "fact"),
            Eq("subject_key", new.subject_key),
            Eq("predicate", new.predicate),
            Eq("object_key", claim.object_key),
        )
    )
    by_library: dict[str, list[Point]] = {}
    for p in _latest_by_fact(points).values():
        lib = p.payload["library"]
        if lib == library or not mind.in_scope(lib) or (reads is not None and lib not in reads):
            continue
        by_library.setdefault(lib, []).append(p)
    walls = []
    for lib in sorted(by_library):
        latest = {p.payload["fact_id"]: p for p in by_library[lib]}
        lineages = [rec.lineage(p.payload) for p in latest.values()]
        match = find_match(claim, lineages, new.cardinality, now_ts)
        if match is not None and match.tombstone:
            walls.append(latest[match.fact_id])
    return walls


def refuse(facts: Any, wall: Point, claim: Claim, target: str) -> "FactVerdict | None":
    """Count the attempt on `wall` (under its axis lock) and say why the value was not
    recorded in `target`. None when the tombstone was restored meanwhile."""
    from mgimind.memory.facts.axis import decide
    from mgimind.memory.facts.locks import axis_lock

    p = wall.payload
    library, skey, pred = p["library"], p["subject_key"], p["predicate"]
    with axis_lock(facts.mind.home, library, skey, pred):
        now_ts = facts.axes.now()
        cardinality = facts.predicates.cardinality(pred)
        axis = facts.axes.load(library, skey, pred, cardinality, now_ts)
        plan = decide(claim, axis.lineages, cardinality, now_ts)
        if plan.match is None or not plan.match.tombstone:
            return None
        counted = facts.writer.refuse_tombstoned(axis, plan, claim, now_ts)
    fid = counted.id
    subject, predicate, obj = p["subject"], p["predicate"], p["object"]
    counted.reason = (
        f"this value is {counted.fact.status} in library {library!r} (tombstone {fid}), "
        f"which this scope reads: it is not recorded again in {target!r}. "
        f"Attempt {counted.fact.rejected_attempts} on that tombstone. "
        f"fix: a person revives it with `mgimind fact restore {fid}`, or sets it for "
        f"{target!r} alone with `mgimind fact add {_arg(subject)} {predicate} {_arg(obj)} "
        f"--library {target} {OVERRIDE_FLAG}`"
    )
    verdict: FactVerdict = counted
    return verdict


def mark_override(mind: MindAPI, point: Point, walls: list[Point]) -> None:
    """A person re-asserts a value of this library over tombstones of other libraries."""
    known = list(point.payload.get("overrides") or [])
    added = [w.payload["fact_id"] for w in walls if w.payload["fact_id"] not in known]
    if added:
        mind.store.set_payload([point.id], {"overrides": known + added})
        point.payload["overrides"] = known + added
        mind.audit.append(
            "fact.override",
            mind.actor,
            id=point.payload["fact_id"],
            library=point.payload["library"],
            content_hash=point.payload["content_hash"],
            overrides=added,
            libraries=sorted({w.payload["library"] for w in walls}),
        )


def audit_override(mind: MindAPI, verdict: "FactVerdict", walls: list[Point]) -> None:
    """A person set a value over tombstones of other libraries: say which, audited."""
    if walls:
        mind.audit.append(
            "fact.override",
            mind.actor,
            id=verdict.id,
            library=verdict.fact.library,
            content_hash=content_hash(verdict.fact.text),
            overrides=[w.payload["fact_id"] for w in walls],
            libraries=sorted({w.payload["library"] for w in walls}),
        )
        verdict.reason += (
            f"; set over the tombstone(s) {', '.join(w.payload['fact_id'] for w in walls)} "
            "of another library, by a person"
        )


def _arg(text: str) -> str:
    return text if text and all(c.isalnum() or c in "-_.:/@" for c in text) else repr(text)


def hide_shadowed(mind: MindAPI, points: list[Shown], reads: list[str] | None) -> list[Shown]:
    """`points` (current versions) without those a tombstone of the same value in
    another library of the same read (`reads`; None: every library in scope) matches,
    unless a person set the value over that tombstone (`overrides`)."""
    live = [p for p in points if is_live(p.payload.get("status", ""))]
    if not live:
        return points
    values = {_value(p.payload) for p in live}
    candidates = [
        t
        for t in mind.store.scroll(
            where(
                Eq("kind", "fact"),
                In("status", TOMBSTONE_STATUSES),
                In("subject_key", tuple({key for key, _, _ in values})),
            )
        )
        if _value(t.payload) in values
        and mind.in_scope(t.payload["library"])
        and (reads is None or t.payload["library"] in reads)
    ]
    if not candidates:  # the usual case: one small scroll, nothing more
        return points
    # a tombstone is a fact whose *latest* version is one (a restore writes a new version)
    versions = mind.store.scroll(
        where(Eq("kind", "fact"), In("fact_id", tuple({t.payload["fact_id"] for t in candidates})))
    )
    walls: dict[tuple, list[Point]] = {}
    for t in _latest_by_fact(versions).values():
        if is_tombstone(t.payload["status"]):
            walls.setdefault(_value(t.payload), []).append(t)
    if not walls:
        return points
    return [p for p in points if not _shadowed(p.payload, walls)]


def _value(payload: dict) -> tuple[str, str, str]:
    return payload["subject_key"], payload["predicate"], payload["object_key"]


def _shadowed(payload: dict, walls: dict[tuple, list[Point]]) -> bool:
    if not is_live(payload.get("status", "")):
        return False
    key = _value(payload)
    overrides = set(payload.get("overrides") or ())
    start = rec.start_of(payload)
    for wall in walls.get(key, ()):
        wp = wall.payload
        if wp["library"] == payload["library"] or wp["fact_id"] in overrides:
            continue
        lin = rec.lineage(wp)
        if start is None or lin.valid_from == start or lin.covers(start):
            return True
    return False

"""The axes facts live on: every version of one (library, subject, predicate) axis, loaded
under its lock, and the fact a write or read names, found in scope. The record clock is
here too, since every decision on an axis is taken at one "now"."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from mgimind.errors import InvalidInput, NotFound
from mgimind.memory.facts import records as rec
from mgimind.memory.facts.axis import Lineage
from mgimind.memory.facts.locks import axis_lock
from mgimind.memory.facts.predicates import Predicates
from mgimind.services.visibility import visibility_filter
from mgimind.store.base import Eq, In, Point, where

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI


@dataclass
class Axis:
    """One axis as loaded under its lock: every version, and each fact's latest."""

    library: str
    subject_key: str
    predicate: str
    cardinality: str
    latest: dict[str, Point]
    lineages: list[Lineage]

    def lineage(self, fid: str) -> Lineage:
        return next(lin for lin in self.lineages if lin.fact_id == fid)


class Axes:
    """Loading axes and finding facts for `mind.facts` (one per identity)."""

    def __init__(self, mind: "MindAPI", predicates: Predicates):
        self.mind = mind
        self.predicates = predicates
        # Record time comes from here; tests move it to age facts.
        self.clock = time.time

    def now(self) -> float:
        """Record time, at the microsecond precision its ISO form keeps (so a recorded_at
        read back as `known_at` names exactly that instant)."""
        return rec.exact(self.clock())

    def load(self, library: str, skey: str, pred: str, cardinality: str, now_ts: float) -> Axis:
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

    def reload(self, axis: Axis, now_ts: float) -> Axis:
        return self.load(
            axis.library,
            axis.subject_key,
            axis.predicate,
            self.predicates.cardinality(axis.predicate),
            now_ts,
        )

    def live_rivals(self, axis: Axis, fid: str) -> list[str]:
        target = axis.lineage(fid)
        ids = set(target.rivals) | {lin.fact_id for lin in axis.lineages if fid in lin.rivals}
        return sorted(i for i in ids if i in axis.latest and axis.lineage(i).live)

    @contextmanager
    def current(
        self, fact_id: str, refuse: Callable[[str, str], Exception]
    ) -> Iterator[tuple[Axis, str, Point, float]]:
        """Under the fact's axis lock: (axis reloaded, fact id, its latest point, now),
        for a fact that is current; else `refuse(fact_id, status)` is raised."""
        axis, fid = self.target(fact_id)
        with axis_lock(self.mind.home, axis.library, axis.subject_key, axis.predicate):
            now_ts = self.now()
            axis = self.reload(axis, now_ts)
            point = axis.latest[fid]
            if not axis.lineage(fid).live:
                raise refuse(fid, point.payload["status"])
            yield axis, fid, point, now_ts

    def target(self, fact_id: str) -> tuple[Axis, str]:
        """Find a fact (in scope, writable) and the axis it lives on (not loaded yet)."""
        p = self.latest(fact_id).payload
        self.mind.check_write_scope(p["library"])
        axis = Axis(p["library"], p["subject_key"], p["predicate"], p["cardinality"], {}, [])
        return axis, p["fact_id"]

    def latest(self, fact_id: str) -> Point:
        """A fact's latest version, in the caller's scope."""
        if not isinstance(fact_id, str) or not fact_id.strip():
            raise InvalidInput("a fact id is required")
        points = self.mind.store.scroll(where(Eq("kind", "fact"), Eq("fact_id", fact_id.strip())))
        if not points or not self.mind.in_scope(points[0].payload["library"]):
            raise NotFound(f"no fact with id {fact_id!r}", fix="mgimind fact query shows ids")
        return max(points, key=lambda p: p.payload["version"])

    def _dependants(self, fid: str) -> int:
        flt = visibility_filter("fact", "current").and_(In("based_on", (fid,)))
        return self.mind.store.count(flt)

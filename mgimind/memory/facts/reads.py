"""The reads of `mind.facts`: the facts on both time axes, search, what waits for review,
one fact and its history. Readers derive their filters from the visibility table
(records.reader_filter) and hide values a tombstone in a read library shadows."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import numpy as np

from mgimind.errors import InvalidInput
from mgimind.memory.facts import records as rec
from mgimind.memory.facts import tombstones
from mgimind.memory.facts.assertion import MAX_SUBJECT, parse_or_none
from mgimind.memory.facts.axes import Axes
from mgimind.memory.facts.model import Fact, FactHit
from mgimind.memory.facts.predicates import canonical_predicate
from mgimind.services.visibility import visibility_filter
from mgimind.store.base import DENSE, SPARSE, Arm, Eq, Point
from mgimind.timeutil import TimeLike
from mgimind.validation import check_text

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI


class FactReads:
    """What `mind.facts` reads (the service, service.py, adds the writes)."""

    def __init__(self, mind: "MindAPI", axes: Axes):
        self.mind = mind
        self.axes = axes

    def query(
        self,
        subject: str | None = None,
        predicate: str | None = None,
        libraries: list[str] | None = None,
        as_of: TimeLike | None = None,
        known_at: TimeLike | None = None,
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
        return rec.to_fact(self.axes.latest(fact_id).payload)

    def history(self, fact_id: str) -> list[Fact]:
        """Every version of one fact, oldest first."""
        latest = self.axes.latest(fact_id)
        points = self.mind.store.scroll(
            visibility_filter("fact", "history").and_(Eq("fact_id", latest.payload["fact_id"]))
        )
        return [rec.to_fact(p.payload) for p in sorted(points, key=lambda p: p.payload["version"])]


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


def _key_or_none(value: object, what: str) -> str | None:
    if value is None:
        return None
    return rec.normalize_key(check_text(value, MAX_SUBJECT, what))

"""Helpers for the reader tests (briefing, recall): bulk-populating a store fast.

Embedding 10,000 texts takes minutes on two cores, so bulk memories are written as
points directly with a few precomputed vectors reused (the payload is what memories.add
writes); they are real points in the real engine, found by the real filters.
"""

from __future__ import annotations

from mgimind.memory.memory_points import memory_payload, memory_points
from mgimind.store.audit import content_hash
from mgimind.store.ids import stable_id
from mgimind.text.chunking import Chunk
from mgimind.timeutil import now

TOPICS = [
    "The nightly build of the payments service publishes artifacts to the internal registry.",
    "Team lunch is on the second Tuesday of every month at the noodle place.",
    "The load balancer health check hits /healthz every ten seconds.",
    "Invoices older than seven years are archived to cold storage.",
    "The design system uses an 8 pixel spacing grid for every component.",
    "On-call rotations hand over on Monday mornings at nine.",
    "The mobile app caches user avatars for twenty four hours.",
    "Feature flags are evaluated on the server, never in the browser.",
]


def bulk_memories(
    mind,
    n: int,
    library: str | None = None,
    *,
    status: str = "active",
    metadata: dict | None = None,
    extra: dict | None = None,
    batch: int = 1000,
) -> list[str]:
    """Write `n` one-chunk memories; returns their ids."""
    library = mind.write_library(library)
    vectors = [[float(x) for x in v] for v in mind.embedder.embed(TOPICS)]
    stamp = now()
    ids, points = [], []
    for i in range(n):
        text = f"{TOPICS[i % len(TOPICS)]} (note {i})"
        digest = content_hash(text)
        memory_id = stable_id("memory", library, digest)
        payload = memory_payload(
            memory_id, library, digest, mind.actor, "bulk", stamp, status, metadata
        )
        points += memory_points(
            mind,
            memory_id,
            [Chunk(text, 0, len(text))],
            [],
            {**payload, **(extra or {})},
            [vectors[i % len(TOPICS)]],
        )
        ids.append(memory_id)
        if len(points) >= batch:
            mind.store.upsert(points)
            points = []
    mind.store.upsert(points)
    return ids

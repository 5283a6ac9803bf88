"""Add a slice of the pool to the one home through the product's own add path.

`Mind.memories.add`, one session per memory, with its date as `occurred_at` (as the
retrieval runner adds a haystack), the embedder backed by the content-hash cache: a cached
vector is reused, a miss is embedded by the real model and stored. The home is kept between
checkpoints, so each call adds only the next slice; the memory id -> session ids map (for
scoring only, never stored in the home) is kept in a file beside it.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path

from mgimind.engine.mind import Mind
from mgimind.errors import SecretRefused

from .pool import PooledSession

BATCH = 200  # sessions per flush: what is stored is the same, durable at each batch's end


@dataclass
class IngestFigures:
    sessions: int
    refused: int  # secret-like sessions the product refuses to store (counted, not forced)
    chunks: int
    embedded_cold: int  # texts the real model embedded (cache misses)
    seconds: float

    def as_dict(self) -> dict:
        rate = self.chunks / self.seconds if self.seconds else 0.0
        return {
            "sessions": self.sessions,
            "refused": self.refused,
            "chunks": self.chunks,
            "embedded_cold": self.embedded_cold,
            "seconds": round(self.seconds, 1),
            "chunks_per_s": round(rate, 1),
        }


class SessionMap:
    """memory id -> the LongMemEval session ids its text had (identical texts share one)."""

    def __init__(self, path: Path):
        self.path = path
        self.sids_of: dict[str, list[str]] = json.loads(path.read_text()) if path.exists() else {}

    def expand(self, memory_ids: list[str]) -> list[str]:
        out: list[str] = []
        for mid in memory_ids:
            for sid in self.sids_of.get(mid, []):
                if sid not in out:
                    out.append(sid)
        return out

    def sessions(self) -> set[str]:
        return {sid for sids in self.sids_of.values() for sid in sids}

    def save(self) -> None:
        self.path.write_text(json.dumps(self.sids_of))


def add_slice(
    mind: Mind, sessions: list[PooledSession], mapping: SessionMap, progress: bool = True
) -> IngestFigures:
    began, cold_before = time.perf_counter(), mind.embedder.computed
    chunks = refused = 0
    for start in range(0, len(sessions), BATCH):
        with mind.store.batch():
            for s in sessions[start : start + BATCH]:
                meta = {"occurred_at": s.date.isoformat()} if s.date else {}
                try:
                    added = mind.memories.add(s.text, metadata=meta)
                except SecretRefused:
                    refused += 1
                    continue
                chunks += added.chunks
                known = mapping.sids_of.setdefault(added.id, [])
                known.extend(sid for sid in s.sids if sid not in known)
        mapping.save()
        if progress:
            took = time.perf_counter() - began
            done = min(start + BATCH, len(sessions))
            print(
                f"[ingest] {done}/{len(sessions)} sessions, {chunks} chunks, "
                f"{chunks / took:.0f} chunks/s, cold {mind.embedder.computed - cold_before}",
                flush=True,
            )
    return IngestFigures(
        len(sessions),
        refused,
        chunks,
        mind.embedder.computed - cold_before,
        time.perf_counter() - began,
    )

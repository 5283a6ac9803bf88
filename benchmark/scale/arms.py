"""Record the product search's arm hits for each question asked of a pooled home, so ranking
variants can be compared offline on the exact scores (`mgimind.search.ranking` is pure
Python over hit lists). Each arm is read deeper than the search reads it (`DEEP`), so a
variant with more candidates is also a prefix of what was recorded.

    python -m benchmark.scale arms --out arms.json.gz   (the full-pool home by default)
"""

from __future__ import annotations

import gzip
import json
import time
from pathlib import Path

from benchmark.retrieval.data import Question
from mgimind.engine.mind import Mind
from mgimind.memory.memories import params_for_search
from mgimind.store.base import DENSE, SPARSE, Arm

from .ingest import SessionMap
from .quality import askable

DEEP = 1000  # chunks per arm recorded; the product's search reads 100 at limit 10


def _hit(h, key: str) -> list:
    meta = h.payload.get("metadata") or {}
    return [h.payload["memory_id"], h.payload[key], round(h.score, 6), meta.get("occurred_at")]


def record(mind: Mind, questions: list[Question], mapping: SessionMap, out: Path) -> Path:
    memories = mind.memories
    flt = memories._scope_filter(None, "current")
    rows = []
    began = time.time()
    for n, q in enumerate(askable(questions, mapping), 1):
        qvec = mind.embedder.embed_query(memories._dense_query(q.question, flt))
        dense = mind.store.query([Arm(DENSE, [float(x) for x in qvec], DEEP)], flt, DEEP)
        sparse = mind.store.query([Arm(SPARSE, mind.sparse.query(q.question), DEEP)], flt, DEEP)
        params = params_for_search(mind.embedder, q.question, dense[:100])
        found = {h.payload["memory_id"] for h in dense + sparse}
        said = memories.statement_hits(qvec, found, DEEP)
        rows.append(
            {
                "id": q.qid,
                "qtype": q.qtype,
                "question": q.question,
                "date": q.date.isoformat() if q.date else None,
                "gold": q.gold,
                "dense_weight": params.dense_weight,
                "dense": [_hit(h, "chunk") for h in dense],
                "sparse": [_hit(h, "chunk") for h in sparse],
                "said": [_hit(h, "statement") for h in said],
            }
        )
        if n % 50 == 0:
            print(f"[arms] {n} questions, {time.time() - began:.0f}s", flush=True)
    sessions = {
        m: mapping.sids_of[m]
        for r in rows
        for arm in ("dense", "sparse")
        for m, *_ in r[arm]
        if m in mapping.sids_of
    }
    with gzip.open(out, "wt") as f:
        json.dump({"questions": rows, "sessions": sessions, "points": mind.store.count()}, f)
    return out

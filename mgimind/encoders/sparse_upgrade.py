"""Keep a store's BM25 vectors made by the sparse encoder in use.

The home's store record (`store/meta.json`, beside the dense model) names the encoder that
made its sparse vectors. A store another encoder made (one from before texts were analysed
by language records none) has every point's sparse vector made again when it opens, from
the text the point holds; its dense vectors are kept as they are. Queries are always
encoded by the current encoder, so without this an old store would answer a query in
German with German stems from English-stemmed vectors.
"""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

from mgimind.encoders.sparse import ENGLISH_ONLY_IDENTITY, SparseEncoder
from mgimind.home import meta_path
from mgimind.store.base import Backend, Point

log = logging.getLogger("mgimind.sparse")
_BATCH = 256


def recorded_identity(home: Path, key: str) -> str | None:
    """The sparse encoder the home's store records (None: no store recorded yet)."""
    try:
        entry = json.loads(meta_path(home).read_text())[key]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return str(entry.get("sparse", ENGLISH_ONLY_IDENTITY)) if isinstance(entry, dict) else None


def record_identity(home: Path, key: str, identity: str) -> None:
    """Write `identity` into the home's store record (atomically)."""
    path = meta_path(home)
    meta = json.loads(path.read_text()) if path.exists() else {}
    meta.setdefault(key, {})["sparse"] = identity
    tmp = path.with_name(f".{path.name}.{os.getpid()}")
    tmp.write_text(json.dumps(meta, indent=2))
    os.replace(tmp, path)


def upgrade_sparse(home: Path, key: str, store: Backend, encoder: SparseEncoder) -> int:
    """Re-encode the sparse arm of every stored point when the home records another
    encoder than `encoder`; the number of points re-encoded."""
    recorded = recorded_identity(home, key)
    if recorded is None or recorded == encoder.identity:
        return 0
    points = [p for p in store.scroll(None, with_vectors=True) if p.dense and p.payload.get("text")]
    if points:
        log.warning(
            "re-encoding the BM25 vectors of %d stored points (made by %s, now %s)",
            len(points),
            recorded,
            encoder.identity,
        )
    with store.batch():
        for start in range(0, len(points), _BATCH):
            store.upsert(
                [
                    Point(p.id, p.payload, p.dense, encoder.document(p.payload["text"]))
                    for p in points[start : start + _BATCH]
                ]
            )
    # Recorded once every point is written: a crash part-way re-encodes again next open.
    record_identity(home, key, encoder.identity)
    return len(points)

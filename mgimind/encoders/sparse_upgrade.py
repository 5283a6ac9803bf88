"""Keep a store's BM25 vectors made by the sparse encoder in use.

The home's store record (`store/meta.json`, beside the dense model) names the encoder that
made its sparse vectors. A store another encoder made (one from before texts were analysed
by language records none) has every point's sparse vector made again when it opens, from
the text the point holds; its dense vectors are kept as they are. Queries are always
encoded by the current encoder, so without this an old store would answer a query in
German with German stems from English-stemmed vectors.
"""

from __future__ import annotations

import logging
from pathlib import Path

from mgimind.encoders.sparse import ENGLISH_ONLY_IDENTITY, SparseEncoder
from mgimind.home import store_record, update_store_record
from mgimind.store.base import Backend, Point

log = logging.getLogger("mgimind.sparse")
_BATCH = 256


def recorded_identity(home: Path, key: str) -> str | None:
    """The sparse encoder the home's store records (None: no store recorded yet)."""
    entry = store_record(home, key)
    return None if entry is None else str(entry.get("sparse", ENGLISH_ONLY_IDENTITY))


def upgrade_sparse(home: Path, key: str, store: Backend, encoder: SparseEncoder) -> int:
    """Re-encode the sparse arm of every stored point when the home records another
    encoder than `encoder`; the number of points re-encoded."""
    recorded = recorded_identity(home, key)
    if recorded is None or recorded == encoder.identity:
        return 0
    # The ids first, then the vectors a batch at a time: a year's store holds 500k+ points,
    # and all of them at once with their vectors (Python floats) took more than 14 GB.
    ids = [p.id for p in store.scroll(None) if p.payload.get("text")]
    if ids:
        log.warning(
            "re-encoding the BM25 vectors of %d stored points (made by %s, now %s)",
            len(ids),
            recorded,
            encoder.identity,
        )
    done = 0
    with store.batch():
        for start in range(0, len(ids), _BATCH):
            points = store.retrieve(ids[start : start + _BATCH], with_vectors=True)
            batch = [
                Point(p.id, p.payload, p.dense, encoder.document(p.payload["text"]))
                for p in points
                if p.dense and p.payload.get("text")
            ]
            store.upsert(batch)
            done += len(batch)
    # Recorded once every point is written: a crash part-way re-encodes again next open.
    update_store_record(home, key, sparse=encoder.identity)
    return done

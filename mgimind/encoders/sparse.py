"""The BM25 sparse arm: term-frequency weights per document; the engine applies IDF.

Uses qdrant-edge's own `Bm25` (offline, no model files), for both backends, so a store
moved between them keeps its sparse vectors.
"""

from __future__ import annotations

import qdrant_edge as qe

from mgimind.store.base import Sparse


class SparseEncoder:
    def __init__(self):
        self._bm25 = qe.Bm25(qe.Bm25Config(language="english"))

    def document(self, text: str) -> Sparse:
        v = self._bm25.embed_document(text)
        return Sparse(list(v.indices), list(v.values))

    def query(self, text: str) -> Sparse:
        v = self._bm25.embed_query(text)
        return Sparse(list(v.indices), list(v.values))

"""Text to vectors: the dense models (offline, from PyPI packages), the BM25 sparse arm and the
optional reranker."""

"""Storage backends behind one interface (see base.py). `open_backend` picks one."""

from __future__ import annotations

import hashlib
from pathlib import Path

from mgimind.config import Config
from mgimind.store.base import Backend


def open_backend(config: Config, home: Path, dim: int) -> Backend:
    """qdrant-edge under the home by default; qdrant-client when `store.url` is set.

    `store.url = "local:PATH"` runs qdrant-client's local mode on PATH (tests; no server).
    A store whose files live under the home is sealed (see shred.py: delete forgets); a
    Qdrant server keeps what it is sent, and forgets as its own deletes and WAL do.
    """
    from mgimind.store.shred import ShreddingBackend

    url = config.store.url
    if not url:
        from mgimind.store.edge import EdgeBackend
        from mgimind.store.upgrade import seal_legacy

        edge_dir, keys = home / "store" / "edge", home / "store" / "edge.keys"
        seal_legacy(edge_dir, keys, dim)
        return ShreddingBackend(EdgeBackend(edge_dir, dim), keys)
    from mgimind.store.client import ClientBackend

    if url.startswith("local:"):
        path = url.removeprefix("local:")
        inner = ClientBackend(dim, config.store.collection, path=path or ":memory:")
        if not path or path == ":memory:":
            return inner  # nothing reaches a file
        tag = hashlib.sha256(f"{path}\x1f{config.store.collection}".encode()).hexdigest()[:16]
        return ShreddingBackend(inner, home / "store" / f"local-{tag}.keys")
    return ClientBackend(dim, config.store.collection, url=url, api_key=config.store.api_key)

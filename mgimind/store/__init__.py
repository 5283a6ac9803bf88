"""Storage backends behind one interface (see base.py). `open_backend` picks one."""

from __future__ import annotations

from pathlib import Path

from ..config import Config
from .base import Backend


def open_backend(config: Config, home: Path, dim: int) -> Backend:
    """qdrant-edge under the home by default; qdrant-client when `store.url` is set.

    `store.url = "local:PATH"` runs qdrant-client's local mode on PATH (tests; no server).
    """
    url = config.store.url
    if not url:
        from .edge import EdgeBackend

        return EdgeBackend(home / "store" / "edge", dim)
    from .client import ClientBackend

    if url.startswith("local:"):
        path = url.removeprefix("local:")
        return ClientBackend(dim, config.store.collection, path=path or ":memory:")
    return ClientBackend(dim, config.store.collection, url=url, api_key=config.store.api_key)

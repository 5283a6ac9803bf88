"""Re-embed every stored point with the configured model: the way out of a model mismatch."""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path
from typing import Any, Callable, Iterator

from mgimind.config import home_dir, load_config
from mgimind.encoders.embeddings import Embedder
from mgimind.encoders.sparse import SparseEncoder
from mgimind.home import meta_path, models_dir
from mgimind.memory.memory_points import STATEMENT_KIND, statement_id, statement_payload
from mgimind.store import open_backend
from mgimind.store.base import Point
from mgimind.text.chunking import Chunk, reassemble
from mgimind.text.statements import statements

_BATCH = 256


def reindex(home: Path | None = None, progress: Callable[[int, int], None] | None = None) -> int:
    home = home or home_dir()
    config = load_config(home)
    key = config.store.url or "embedded"
    meta = json.loads(meta_path(home).read_text()) if meta_path(home).exists() else {}
    embedder = Embedder(config.embedding, models_dir(home))
    old_dim = meta.get(key, {}).get("dim", embedder.dim)

    old = open_backend(config, home, old_dim)
    points = with_statements(old.scroll(None))
    old.close()
    if config.store.url:
        from qdrant_client import QdrantClient

        # Recreated below by the backend with the new dimension.
        QdrantClient(url=config.store.url, api_key=config.store.api_key).delete_collection(
            config.store.collection
        )
    else:
        edge_dir = home / "store" / "edge"
        if edge_dir.exists():
            aside = edge_dir.with_name(f"edge.before-reindex-{int(time.time())}")
            shutil.move(str(edge_dir), str(aside))

    sparse = SparseEncoder()
    meta[key] = {"model": embedder.model_name, "dim": embedder.dim, "sparse": sparse.identity}
    meta_path(home).parent.mkdir(parents=True, exist_ok=True)
    meta_path(home).write_text(json.dumps(meta, indent=2))
    new = open_backend(config, home, embedder.dim)
    try:
        for start in range(0, len(points), _BATCH):
            batch = points[start : start + _BATCH]
            texts = [p.payload.get("text") for p in batch]
            dense = iter(embedder.embed([t for t in texts if t]))
            new.upsert([_embedded(p, t, dense, sparse) for p, t in zip(batch, texts, strict=True)])
            if progress:
                progress(min(start + _BATCH, len(points)), len(points))
    finally:
        new.close()
    return len(points)


def with_statements(points: list[Point]) -> list[Point]:
    """`points` with every memory's statement points made again from its text (a memory
    stored before statements were indexed gets them), each carrying its sentence as
    `text` until it is embedded."""
    chunks: dict[str, list[Point]] = {}
    out = []
    for p in points:
        kind = p.payload.get("kind")
        if kind == "memory":
            chunks.setdefault(p.payload["memory_id"], []).append(p)
        elif kind != STATEMENT_KIND:
            out.append(p)
    for memory_id, parts in chunks.items():
        text = reassemble(
            [Chunk(c.payload["text"], c.payload["start"], c.payload["end"]) for c in parts]
        )
        said = statements(text)
        for c in parts:
            out.append(Point(c.id, {**c.payload, "statements": len(said)}))
        for i, sentence in enumerate(said):
            payload = statement_payload(memory_id, i, parts[0].payload["library"])
            out.append(Point(statement_id(memory_id, i), {**payload, "text": sentence}))
    return out


def _embedded(p: Point, text: str | None, dense: Iterator[Any], sparse: SparseEncoder) -> Point:
    if not text:
        return Point(p.id, p.payload)
    vector = [float(x) for x in next(dense)]
    if p.payload.get("kind") == STATEMENT_KIND:  # dense only, and no text kept
        return Point(p.id, {k: v for k, v in p.payload.items() if k != "text"}, vector)
    return Point(p.id, p.payload, vector, sparse.document(text))

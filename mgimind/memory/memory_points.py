"""How a memory is stored: its points (one per chunk, one per first-person statement), their
ids and what each carries. Every writer of memory points (add, edit, import, reindex)
builds them here."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Any

from mgimind.services.mindapi import MindAPI
from mgimind.store.base import Backend, Eq, Point, where
from mgimind.store.ids import stable_id
from mgimind.text.chunking import Chunk
from mgimind.timeutil import iso

KIND = "memory"
# A memory's first-person statements (mgimind/text/statements.py): dense points that
# carry no text, found only through their memory, written and deleted with it.
STATEMENT_KIND = "memory_statement"
# Payload fields that say where a chunk stands, not what the memory is.
CHUNK_FIELDS = ("chunk", "chunks", "statements", "start", "end", "text")


def chunk_id(memory_id: str, index: int) -> str:
    return stable_id("chunk", memory_id, str(index))


def statement_id(memory_id: str, index: int) -> str:
    return stable_id("statement", memory_id, str(index))


def statement_ids(payload: dict) -> list[str]:
    """The ids of the statement points of the memory whose chunk payload this is."""
    return [statement_id(payload["memory_id"], i) for i in range(payload.get("statements", 0))]


def stored_copy(store: Backend, library: str, digest: str) -> dict | None:
    """The memory in `library` whose text hashes to `digest`, in any status (its first
    chunk's payload), or None: the same text in the same library is the same memory."""
    found = store.scroll(
        where(Eq("kind", KIND), Eq("library", library), Eq("content_hash", digest), Eq("chunk", 0)),
        limit=1,
    )
    return found[0].payload if found else None


def memory_payload(
    memory_id: str,
    library: str,
    digest: str,
    author: str,
    source: str | None,
    stamp: datetime,
    status: str = "active",
    metadata: dict[str, Any] | None = None,
) -> dict:
    """What every chunk of a memory carries (chunk_points adds where each chunk stands)."""
    return {
        "kind": KIND,
        "memory_id": memory_id,
        "library": library,
        "status": status,
        "author": author,
        "source": source,
        "content_hash": digest,
        "created_at": iso(stamp),
        "created_ts": stamp.timestamp(),
        "accessed_ts": stamp.timestamp(),
        "metadata": dict(metadata or {}),
    }


def memory_points(
    mind: MindAPI,
    memory_id: str,
    chunks: list[Chunk],
    said: list[str],
    base: dict,
    vectors: Sequence[Iterable[float]],
) -> list[Point]:
    """A memory's points: one per chunk, each `base` plus where the chunk stands, chunk 0
    first; then one per statement in `said` (`vectors`: the chunks', then the statements')."""
    points = [
        Point(
            chunk_id(memory_id, i),
            {
                **base,
                "chunk": i,
                "chunks": len(chunks),
                "statements": len(said),
                "start": c.start,
                "end": c.end,
                "text": c.text,
            },
            dense=[float(x) for x in vec],
            sparse=mind.sparse.document(c.text),
        )
        for i, (c, vec) in enumerate(zip(chunks, vectors[: len(chunks)], strict=True))
    ]
    return points + statement_points(memory_id, base["library"], vectors[len(chunks) :])


def statement_payload(memory_id: str, index: int, library: str) -> dict:
    """What a statement point carries: its memory and place, never its text."""
    return {"kind": STATEMENT_KIND, "memory_id": memory_id, "statement": index, "library": library}


def statement_points(
    memory_id: str, library: str, vectors: Sequence[Iterable[float]]
) -> list[Point]:
    """A memory's statement points, one per vector, in the statements' order."""
    return [
        Point(
            statement_id(memory_id, i),
            statement_payload(memory_id, i, library),
            dense=[float(x) for x in vec],
        )
        for i, vec in enumerate(vectors)
    ]

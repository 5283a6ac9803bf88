"""Pydantic models at the API boundary: what Mind (and the daemon client) return."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field


class Library(BaseModel):
    name: str
    description: str = ""
    created_at: str
    memories: int = Field(
        0,
        description="Current memories in the library (status active), "
        "each once however many chunks it has; as in Stats.memories.",
    )


class AddResult(BaseModel):
    id: str
    library: str
    chunks: int
    created: bool  # False when identical text was already stored in this library


class SearchResult(BaseModel):
    id: str
    library: str
    score: float
    similarity: float  # dense cosine of the best chunk, comparable across queries
    text: str
    tier: int
    author: str | None = None
    source: str | None = None
    created_at: str | None = None
    status: str = "active"
    metadata: dict[str, Any] = {}


class MemoryItem(BaseModel):
    id: str
    library: str
    text: str
    chunks: int
    author: str | None = None
    source: str | None = None
    created_at: str
    updated_at: str | None = None
    status: str = "active"
    metadata: dict[str, Any] = {}


class Stats(BaseModel):
    """What the home holds. The words, as everywhere in mgimind (mgimind/memory/counts.py): a
    memory is one stored text, counted once however many chunks it has; a chunk is a piece
    of a memory's text stored as one point; an item is one stored thing of any kind."""

    home: str
    backend: str
    location: str
    model: str
    dim: int
    points: int = Field(
        description="Engine rows: every memory chunk plus every item of "
        "another kind, in any status."
    )
    memories: int = Field(
        description="Current memories (status active), each once; the sum "
        "of the library list's counts."
    )
    quarantined: int = Field(
        0, description="Memories held for review (`quarantine list`, the briefing's review line)."
    )
    archived: int = Field(0, description="Memories archived out of the current view.")
    chunks: int = Field(0, description="Memory chunks in any status (a long memory has several).")
    libraries: int
    by_kind: dict[str, int] = Field(
        default_factory=dict,
        description="Items per kind in any status; memory = memories + quarantined + archived.",
    )


class DoctorCheck(BaseModel):
    name: str
    status: Literal["ok", "warn", "fail"]
    detail: str
    fix: str | None = None

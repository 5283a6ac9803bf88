"""Pydantic models at the API boundary: what Mind (and the daemon client) return."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel


class Library(BaseModel):
    name: str
    description: str = ""
    created_at: str
    memories: int = 0


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
    home: str
    backend: str
    location: str
    model: str
    dim: int
    points: int
    memories: int
    libraries: int
    by_kind: dict[str, int] = {}


class DoctorCheck(BaseModel):
    name: str
    status: Literal["ok", "warn", "fail"]
    detail: str
    fix: str | None = None

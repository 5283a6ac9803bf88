"""The storage interface: Qdrant's semantics, backend-neutral types.

One collection holds every kind of item (memory chunks, facts, procedures, skills), told
apart by the `kind` payload field. Each point has a named dense vector `dense` and a named
sparse vector `sparse` (BM25 term weights; the engine applies the IDF modifier).
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

DENSE = "dense"
SPARSE = "sparse"

# Payload fields that get an index (keyword unless listed as another type).
KEYWORD_INDEXES = (
    "kind",
    "library",
    "status",
    "memory_id",
    "author",
    "source",
    "subject",
    "predicate",
    "session_id",
    "agent",
    "project",
    "content_hash",
    "name",
    "fact_id",
    "subject_key",
    "object_key",
    "based_on",
)
FLOAT_INDEXES = (
    "created_ts",
    "accessed_ts",
    "recorded_ts",
    "valid_from_ts",
    "valid_to_ts",
    "retired_ts",
)
INTEGER_INDEXES = ("chunk",)


@dataclass(frozen=True)
class Sparse:
    indices: list[int]
    values: list[float]


@dataclass
class Point:
    id: str
    payload: dict[str, Any]
    dense: list[float] | None = None
    sparse: Sparse | None = None


@dataclass
class Hit:
    id: str
    score: float
    payload: dict[str, Any]
    dense: list[float] | None = None  # filled when the query asks for vectors


# The engine returns hits of equal score (frequent under RRF: one point at rank 3 of the
# dense arm alone, another at rank 3 of the sparse arm alone) in an order that changes
# from one process to the next. A query asks for TIE_ROOM more hits than wanted, orders
# equal scores by id and cuts (`settled`): the same store answers the same query the same
# way after the daemon restarts (the recall keeps a memory's first chunk, and a tie between
# two of its chunks changed the text injected).
TIE_ROOM = 2


def settled(hits: list[Hit], limit: int) -> list[Hit]:
    """`hits` best first, equal scores in the order of their ids, at most `limit`."""
    return sorted(hits, key=lambda h: (-h.score, h.id))[:limit]


# --- filters: a tiny neutral language each backend translates -------------------------


@dataclass(frozen=True)
class Eq:
    key: str
    value: str | int | bool


@dataclass(frozen=True)
class In:
    key: str
    values: tuple


@dataclass(frozen=True)
class Range:
    key: str
    gte: float | None = None
    gt: float | None = None
    lte: float | None = None
    lt: float | None = None


@dataclass(frozen=True)
class IsEmpty:
    key: str


@dataclass(frozen=True)
class HasId:
    ids: tuple[str, ...]


@dataclass(frozen=True)
class Filter:
    must: tuple = ()
    should: tuple = ()
    must_not: tuple = ()

    def and_(self, *conditions: Condition | None) -> Filter:
        return Filter(
            self.must + tuple(c for c in conditions if c is not None), self.should, self.must_not
        )


# One condition of a filter (a Filter nests: its `should` holds alternatives).
Condition = Eq | In | Range | IsEmpty | HasId | Filter


def where(
    *must: Condition | None,
    must_not: Iterable[Condition] = (),
    should: Iterable[Condition] = (),
) -> Filter:
    """Shorthand: where(Eq("kind", "memory"), In("library", ("a", "b")))."""
    return Filter(tuple(c for c in must if c is not None), tuple(should), tuple(must_not))


@dataclass(frozen=True)
class Arm:
    """One prefetch arm of a hybrid query."""

    using: str  # DENSE or SPARSE
    vector: list[float] | Sparse
    limit: int


@dataclass
class StoreInfo:
    points: int
    backend: str
    location: str
    extra: dict[str, Any] = field(default_factory=dict)


class Backend(Protocol):
    """What the rest of mgimind needs from a vector store."""

    name: str
    # held around a read-decide-write that must see its own result (reentrant)
    lock: threading.RLock

    def upsert(self, points: list[Point]) -> None: ...

    def set_payload(self, ids: list[str], payload: dict[str, Any]) -> None: ...

    def delete(self, ids: list[str]) -> None: ...

    def batch(self) -> AbstractContextManager[None]:
        """A write returns once durable. Inside `with batch():` the calling thread's
        writes become durable together when the block ends (one flush for all)."""
        ...

    def retrieve(self, ids: list[str], with_vectors: bool = False) -> list[Point]: ...

    def query(
        self,
        arms: list[Arm],
        filter: Filter | None,
        limit: int,
        rrf_k: int = 60,
        with_dense: bool = False,
        fields: tuple[str, ...] | None = None,
    ) -> list[Hit]:
        """One arm: its own scores. Several: fused by RRF in one engine query. `fields`:
        only these payload fields are read back (None: all of them)."""
        ...

    def scroll(
        self,
        filter: Filter | None,
        limit: int | None = None,
        order_by: str | None = None,
        descending: bool = False,
        with_vectors: bool = False,
    ) -> list[Point]: ...

    def count(self, filter: Filter | None = None) -> int: ...

    def flush(self) -> None: ...

    def close(self) -> None: ...

    def info(self) -> StoreInfo: ...


def in_libraries(flt: Filter, libraries: list[str] | tuple[str, ...] | None) -> Filter:
    """`flt` limited to `libraries` (None: every library): the one way a read is scoped."""
    return flt if libraries is None else flt.and_(In("library", tuple(libraries)))


def point_from_record(record: Any, with_vectors: bool) -> Point:
    """A `Point` from either engine's record (both carry id, payload and a vector dict
    of named dense lists and sparse vectors with indices and values)."""
    dense = sparse = None
    if with_vectors and record.vector:
        vec = record.vector
        if vec.get(DENSE) is not None:
            dense = list(vec[DENSE])
        if vec.get(SPARSE) is not None:
            sparse = Sparse(list(vec[SPARSE].indices), list(vec[SPARSE].values))
    return Point(str(record.id), dict(record.payload or {}), dense, sparse)


# Payload indexes by type; each backend maps the type to its engine's schema.
PAYLOAD_INDEXES = {"keyword": KEYWORD_INDEXES, "float": FLOAT_INDEXES, "integer": INTEGER_INDEXES}


@dataclass(frozen=True)
class EngineFilters:
    """One engine's constructors for what a `Filter` holds: `make_filter(must=, should=,
    must_not=)`, `eq(key, value)`, `any(key, values)`, `range(key, gte=, gt=, lte=, lt=)`,
    `is_empty(key)`, `has_id(ids)`."""

    make_filter: Callable[..., Any]
    eq: Callable[[str, Any], Any]
    any: Callable[[str, list], Any]
    range: Callable[..., Any]
    is_empty: Callable[[str], Any]
    has_id: Callable[[list], Any]


def engine_filter(f: Filter | None, engine: EngineFilters) -> Any:
    """`f` in an engine's own filter type (None when there is no filter)."""
    if f is None:
        return None

    def condition(c: Condition) -> Any:
        if isinstance(c, Eq):
            return engine.eq(c.key, c.value)
        if isinstance(c, In):
            return engine.any(c.key, list(c.values))
        if isinstance(c, Range):
            return engine.range(c.key, gte=c.gte, gt=c.gt, lte=c.lte, lt=c.lt)
        if isinstance(c, IsEmpty):
            return engine.is_empty(c.key)
        if isinstance(c, HasId):
            return engine.has_id(list(c.ids))
        if isinstance(c, Filter):
            return engine_filter(c, engine)
        raise TypeError(f"unsupported filter condition {c!r}")

    return engine.make_filter(
        must=[condition(c) for c in f.must] or None,
        should=[condition(c) for c in f.should] or None,
        must_not=[condition(c) for c in f.must_not] or None,
    )

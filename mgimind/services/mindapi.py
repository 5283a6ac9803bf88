"""What a service may use of the Mind it serves, declared apart from mind.py.

Mind builds every kind's services (kinds.py) and hands each one itself; a service types
that argument as `MindAPI`, so no service imports mind.py and no import runs in a circle
(scripts/import_graph.py measures it; tests/test_import_graph.py keeps it at none).

The built-in services (`mind.memories`, `mind.facts`, ...) are named here but typed `Any`:
their classes sit above this package (the memory kinds), and an import of them, even
for the type checker only, would go up the layers. `Mind` itself declares them with
their classes, so code above the engine is checked against them; a service no class
declares (a plugin kind's) is reached with `service(name, cls)`.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Protocol, TypeVar

from mgimind.config import Config
from mgimind.encoders.embeddings import Embedder
from mgimind.encoders.rerank import Reranker
from mgimind.encoders.sparse import SparseEncoder
from mgimind.services.access import AccessJournal
from mgimind.store.audit import AuditLog
from mgimind.store.base import Backend
from mgimind.store.holdings import Check

T = TypeVar("T")


class HarvestOffsets(Protocol):
    """What the core uses of the harvester's offset store (harvest/offsets.py)."""

    def forget_summary(self, session_id: str) -> None: ...


class Harvesting(Protocol):
    """`mind.harvester` as the core sees it: the Harvester (harvest/harvester.py) sits in
    the work layer, above the engine, so the Mind declares it by what the core calls of it
    (finish at close, a forgotten session's summary, the pending files). Code above the
    engine reaches the whole class with `mind.service("harvester", Harvester)`."""

    @property
    def offsets(self) -> HarvestOffsets: ...

    def pending_paths(self) -> list[str]: ...

    def close(self, timeout: float = 30.0) -> None: ...


class MindAPI(Protocol):
    home: Path
    actor: str
    confine: frozenset[str] | None
    store: Backend
    embedder: Embedder
    sparse: SparseEncoder
    reranker: Reranker | None
    audit: AuditLog
    access: AccessJournal
    write_lock: threading.RLock
    plugins: Any
    kinds: Mapping[str, Any]
    # the built-in kinds' services, as Mind declares them (typed there)
    memories: Any
    admission: Any
    lifecycle: Any
    review: Any
    facts: Any
    procedures: Any
    skills: Any
    kv: Any
    libraries: Any
    sessions: Any
    pins: Any
    harvester: Harvesting

    @property
    def config(self) -> Config: ...

    def damaged(self) -> Check | None: ...

    def in_scope(self, library: str) -> bool: ...

    def read_scope(self, libraries: list[str] | None) -> list[str] | None: ...

    def check_write_scope(self, library: str) -> None: ...

    def write_library(self, library: str | None) -> str: ...

    def as_identity(self, actor: str, confine: Any = None) -> Any: ...

    def service(self, name: str, cls: type[T]) -> T: ...


class Service:
    """A service of one Mind, built by its kind for each identity (kinds.py): it keeps
    the Mind it serves, and through it the actor and the scope it acts with."""

    def __init__(self, mind: MindAPI):
        self.mind = mind

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

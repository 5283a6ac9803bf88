"""Memory kinds: everything the core needs to serve one kind, declared in one place.

A plugin declares a kind with `register_kinds` (see docs/plugins.md), as llm's plugins
declare a model; the built-in kinds (memory, fact, procedure, skill, ...) are declared
the same way, by `default_plugins/kinds.py`. From the registered kinds:

- visibility.py takes each kind's statuses (which views show which status);
- Mind builds each kind's services (`mind.<attribute>`), per identity, and its home
  services once per opened home;
- recall asks each kind's adapter for its candidates;
- the briefing lays out each kind's sections; stats counts each stored kind;
- export and import carry a stored kind's points verbatim, and a kind kept elsewhere
  (in files under the home) through its export codec.

`operations` is carried for the operation table (the doors): a kind's operations are
declared with it, so a new kind reaches every door with no other file changed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np
import pluggy

from mgimind.services import scope as scopes
from mgimind.services.visibility import register_statuses, scoped_filter
from mgimind.store.base import DENSE, SPARSE, Arm, Backend, Eq, Hit, Point, where

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI

# A service factory: Mind -> the service (it may keep the Mind it is given).
Factory = Callable[[Any], Any]


class SectionContext(Protocol):
    """What a section's `render(ctx)` reads (engine/briefing.py's BriefingContext)."""

    mind: MindAPI
    project: str | None
    agent: str
    libraries: list[str] | None
    write_library: str | None
    budget: int
    now: datetime


class ImportJob(Protocol):
    """What an ExportCodec's `write(job, records)` is handed (moves/transfer.py)."""

    mind: Any  # the importing Mind

    def audit(self, action: str, **fields: Any) -> None: ...

    def count(self, kind: str, created: int, of: int) -> None: ...

    def ensure_libraries(self, names: Iterable[str]) -> None: ...


@dataclass(frozen=True)
class Section:
    """A briefing section: `render(ctx: briefing.BriefingContext)` returns a string or a
    list of items; a lower `priority` is kept longer when the briefing is over budget."""

    name: str
    priority: int
    render: Callable[[Any], "str | list[str] | None"]
    title: str | None = None


@dataclass(frozen=True)
class RecallAdapter:
    """How a kind joins the per-prompt recall.

    `item(payload)`: for a kind stored as points, its current points join recall's one
    hybrid query; `item` turns one payload into the fields its recall item shows
    ({"text": ...}, optionally "id", "date", and "bonus", added to the score), or None
    to leave it out. `search(mind, query, scope)`: for a kind that searches itself
    (facts), a list of candidate dicts (kind, id, library, text, similarity, score,
    date, source)."""

    item: Callable[[dict], "dict | None"] | None = None
    search: Callable[[Any, str, "list[str] | None"], "list[dict]"] | None = None


@dataclass(frozen=True)
class ExportCodec:
    """How a kind kept outside the store (files under the home) moves between homes.

    `records(mind, scope)` yields its export records ({"record": name, "id", "payload"});
    `check(mind, record)` validates one on import (raise InvalidInput: nothing is
    imported); `write(job, records)` writes the checked ones, through the import job's
    `mind`, `audit(action, **fields)`, `count(record, created, of)` and
    `ensure_libraries(names)`. A kind stored as points needs no codec: its points go
    out and come back verbatim."""

    record: str
    records: Callable[[Any, "list[str] | None"], Iterator[dict]]
    check: Callable[[Any, dict], None]
    write: Callable[[Any, "list[dict]"], None]


@dataclass(frozen=True)
class Kind:
    """One memory kind. `name` is the payload `kind` of its points in the store."""

    name: str
    # status -> the views that show it (visibility.py): current, history, review, all, ...
    statuses: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # attribute -> factory: built for each identity (mind.<attribute>)
    services: Mapping[str, Factory] = field(default_factory=dict)
    # attribute -> factory: built once per opened home, shared by identity views
    home_services: Mapping[str, Factory] = field(default_factory=dict)
    recall: RecallAdapter | None = None
    briefing: tuple[Section, ...] = ()
    # Kept as points in the store: counted by stats and exported verbatim.
    stored: bool = True
    # stats' count of this kind (store -> int); None: its points, in any status
    count: Callable[[Any], int] | None = None
    export: ExportCodec | None = None
    # The kind's operations, for the operation table (filled in by the doors' work).
    operations: tuple = ()

    def count_items(self, store: Backend) -> int:
        return self.count(store) if self.count else store.count(where(Eq("kind", self.name)))


def collect_kinds(plugins: pluggy.PluginManager) -> Mapping[str, Kind]:
    """Every registered kind by name, in registration order; the first registration of
    a name wins (plugins register before the defaults, so a plugin can replace one).
    Each kind's statuses join the visibility table. Read-only: what a Mind serves is
    fixed when it opens."""
    kinds: dict[str, Kind] = {}

    def register(kind: Kind) -> None:
        if not isinstance(kind, Kind):
            raise TypeError(f"register_kinds takes a mgimind.memory.kinds.Kind, got {kind!r}")
        kinds.setdefault(kind.name, kind)

    plugins.hook.register_kinds(register=register)
    for kind in kinds.values():
        if kind.statuses:
            register_statuses(kind.name, dict(kind.statuses))
    return MappingProxyType(kinds)


# --- what a kind kept as points does with them ------------------------------------------


def store_embedded(mind: MindAPI, point_id: str, payload: dict, text: str) -> Point:
    """Embed `text` on both arms and write it as the point `point_id` with `payload`."""
    vector = mind.embedder.embed([text])[0]
    point = Point(
        point_id, payload, dense=[float(x) for x in vector], sparse=mind.sparse.document(text)
    )
    mind.store.upsert([point])
    return point


def current_points(mind: MindAPI, kind: str, *, libraries: list[str] | None = None) -> list[Point]:
    """The current points of `kind` in `libraries`, the read scope as the dispatcher
    resolved it (None: every library this identity may read; []: none)."""
    scope = scopes.read_libraries(mind, None, libraries)
    return [] if scope == [] else mind.store.scroll(scoped_filter(kind, scope))


def matching_points(
    mind: MindAPI,
    kind: str,
    text: str,
    *,
    libraries: list[str] | None = None,
    limit: int,
    min_similarity: float | None = None,
) -> list[tuple[Hit, float]]:
    """(hit, dense cosine with `text`) for the current points of `kind` one hybrid query
    finds in scope, at or above `min_similarity` (default: the recall floor), in the
    engine's order; `limit * 4` (at least 20) candidates are asked for."""
    scope = scopes.read_libraries(mind, None, libraries)
    if scope == []:
        return []
    floor = mind.config.cosines().recall_floor if min_similarity is None else min_similarity
    qvec = mind.embedder.embed_query(text)
    n = max(limit * 4, 20)
    hits = mind.store.query(
        [Arm(DENSE, [float(x) for x in qvec], n), Arm(SPARSE, mind.sparse.query(text), n)],
        scoped_filter(kind, scope),
        n,
        with_dense=True,
    )
    scored = [(h, float(np.dot(qvec, h.dense))) for h in hits if h.dense]
    return [(h, s) for h, s in scored if s >= floor]

"""The one way mgimind counts what it holds; stats, the library list, the briefing and the
quarantine all count through here, so their numbers agree.

- A **memory** is one text that was stored (add, ingest, a harvested exchange): counted
  once, however many chunks it has. "N memories" alone means current ones (status
  active); quarantined (held for review) and archived ones are counted and named apart.
- A **chunk** is a piece of a memory's text (`chunking.size` characters), embedded and
  stored as one point; only `chunks` counts them.
- An **item** is one stored thing of any kind: a memory, fact (each version), procedure,
  skill, kv item, predicate, library, or one of a kind a plugin adds (kinds.py; stats
  counts each registered kind with its own `count`).
- A **point** is one engine row: a memory's chunk or an item of another kind.
"""

from __future__ import annotations

from collections.abc import Iterable

from mgimind.services.visibility import View, scoped_filter, statuses
from mgimind.store.base import Backend, Eq, Filter, in_libraries, where


def memory_filter(
    view: View | None = "current", libraries: Iterable[str] | None = None, status: str | None = None
) -> Filter:
    """Memories (their first chunk, so each counts once) in `view`, or with exactly
    `status`, within `libraries` (None: every library)."""
    if status:
        flt = where(Eq("kind", "memory"), Eq("status", status), Eq("chunk", 0))
        return in_libraries(flt, None if libraries is None else tuple(libraries))
    return scoped_filter("memory", libraries, view or "current", Eq("chunk", 0))


def count_memories(
    store: Backend,
    view: View | None = "current",
    libraries: Iterable[str] | None = None,
    status: str | None = None,
) -> int:
    return store.count(memory_filter(view, libraries, status))


def memories_by_status(store: Backend, libraries: Iterable[str] | None = None) -> dict[str, int]:
    """{'active': n, 'quarantined': n, 'archived': n}: every memory in exactly one."""
    libraries = None if libraries is None else tuple(libraries)
    return {s: count_memories(store, libraries=libraries, status=s) for s in statuses("memory")}


def chunk_count(store: Backend) -> int:
    """Every memory chunk in any status (what the memories take in the engine)."""
    return store.count(where(Eq("kind", "memory")))

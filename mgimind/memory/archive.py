"""Lifecycle: archive and restore memories, consolidate the store, and browse it.

`consolidate` merges near-duplicates (the longest keeps; the others are archived with
`merged_into`, so nothing is lost and `restore` undoes it) and archives cold memories,
judged by their most recent access: the latest time search or recall surfaced them or a
host reported them used (the access journal, mgimind/services/access.py). What the person
wrote is never archived as cold nor absorbed into what an agent or a harvest wrote: in a
group with a note of the person's, the person's longest keeps (their shorter near-copies
merge into it, as anyone's do). It is a dry run unless `apply=True`;
every change it makes is an audited transition.

`browse` is a reader: like search, its filter comes from `visibility_filter`, so
quarantined and archived memories only show in the views that may show them.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Callable

import numpy as np
from pydantic import BaseModel

from mgimind.errors import InvalidInput
from mgimind.memory.memories import _tier_text
from mgimind.memory.memory_points import chunk_id
from mgimind.models import MemoryItem
from mgimind.security.actors import claims_person
from mgimind.security.secrets import refuse_secrets
from mgimind.services.mindapi import Service
from mgimind.services.visibility import View, is_visible, scoped_filter
from mgimind.store.base import Eq
from mgimind.timeutil import iso, now, parse_time
from mgimind.validation import check_text

ACTIVE = "active"
ARCHIVED = "archived"
MAX_REASON_CHARS = 200
_BLOCK = 512  # rows per similarity block: bounds memory at ~_BLOCK x n floats
_VECTOR_BATCH = 1024  # points whose vectors are read at once


class MergeGroup(BaseModel):
    library: str
    keep: str
    absorb: list[str]
    similarity: float  # the lowest similarity that joined this group


class ColdItem(BaseModel):
    id: str
    library: str
    last_accessed: str


class ConsolidationPlan(BaseModel):
    examined: int
    merges: list[MergeGroup] = []
    cold: list[ColdItem] = []
    applied: bool = False
    cold_days: float
    merge_similarity: float


class MemoryLifecycle(Service):
    """`mind.lifecycle`: archive, restore, consolidate, browse."""

    # --- transitions --------------------------------------------------------------------

    def archive(self, memory_id: str, reason: str | None = None) -> MemoryItem:
        """Hide a current memory from ordinary reads; it stays in the history view."""
        if reason is not None:  # kept in the audit log: short, and never a credential
            reason = check_text(reason, MAX_REASON_CHARS, "reason").strip()
            refuse_secrets(reason)
        item = self.mind.memories.get(memory_id)
        if not is_visible("memory", item.status, "current"):
            raise InvalidInput(
                f"memory {memory_id} is {item.status}, not current",
                fix="only current memories can be archived",
            )
        self.mind.memories.set_status(memory_id, ARCHIVED, "memory.archive", reason=reason)
        archived: MemoryItem = self.mind.memories.get(memory_id)
        return archived

    def restore(self, memory_id: str) -> MemoryItem:
        """Bring an archived memory back into the current view."""
        item = self.mind.memories.get(memory_id)
        if item.status != ARCHIVED:
            raise InvalidInput(
                f"memory {memory_id} is {item.status}, not archived",
                fix="quarantined candidates are promoted, not restored",
            )
        self.mind.memories.set_status(memory_id, ACTIVE, "memory.restore")
        restored: MemoryItem = self.mind.memories.get(memory_id)
        return restored

    # --- consolidation ------------------------------------------------------------------

    def consolidate(
        self,
        libraries: list[str] | None = None,
        *,
        apply: bool = False,
        cold_days: float | None = None,
        merge_similarity: float | None = None,
        progress: Callable[[int, int], None] | None = None,
    ) -> ConsolidationPlan:
        """Plan (and with `apply`, carry out) merging near-duplicates and archiving cold
        memories among the current ones in `libraries` (default: all in scope)."""
        cfg = self.mind.config.lifecycle
        cold_days = cfg.cold_days if cold_days is None else cold_days
        threshold = (
            self.mind.config.cosines().merge_similarity
            if merge_similarity is None
            else merge_similarity
        )
        if cold_days <= 0 or not 0 < threshold <= 1:
            raise InvalidInput("cold_days must be > 0 and merge_similarity in (0, 1]")
        memories = self._current_memories(libraries)
        merges = self._chunk_covered(_plan_merges(memories, threshold, progress), threshold)
        absorbed = {a for g in merges for a in g.absorb}
        cutoff = now().timestamp() - cold_days * 86400
        cold = [
            ColdItem(id=m.id, library=m.library, last_accessed=iso(parse_time(m.accessed)))
            for m in memories.values()
            if m.accessed < cutoff and m.id not in absorbed and not m.persons
        ]
        plan = ConsolidationPlan(
            examined=len(memories),
            merges=merges,
            cold=cold,
            cold_days=cold_days,
            merge_similarity=threshold,
        )
        if apply:
            self._apply(plan)
            plan.applied = True
        return plan

    def _apply(self, plan: ConsolidationPlan) -> None:
        mind = self.mind
        for group in plan.merges:
            for absorbed in group.absorb:
                # Point back at the keeper, so the merge can be read and undone.
                n = mind.memories.get(absorbed).chunks
                mind.store.set_payload(
                    [chunk_id(absorbed, i) for i in range(n)], {"merged_into": group.keep}
                )
                mind.memories.set_status(
                    absorbed,
                    ARCHIVED,
                    "consolidate.merge",
                    merged_into=group.keep,
                    similarity=round(group.similarity, 4),
                )
            keeper = mind.memories.get(group.keep)
            mind.store.set_payload(
                [chunk_id(group.keep, i) for i in range(keeper.chunks)],
                {"merged_from": group.absorb},
            )
        for item in plan.cold:
            mind.memories.set_status(
                item.id,
                ARCHIVED,
                "consolidate.archive",
                reason="cold",
                last_accessed=item.last_accessed,
            )
        mind.audit.append(
            "consolidate.run",
            mind.actor,
            examined=plan.examined,
            merged=sum(len(g.absorb) for g in plan.merges),
            archived=len(plan.cold),
            cold_days=plan.cold_days,
            merge_similarity=plan.merge_similarity,
        )

    def _chunk_covered(self, merges: list[MergeGroup], threshold: float) -> list[MergeGroup]:
        """Absorb a memory only into one whose chunks cover every chunk of it (each at least
        `threshold` similar). Two long chats on one topic have near mean vectors while each
        holds its own facts; absorbing one on the mean alone loses them (pooled any@5 59.8 ->
        55.9 on a quarter of the LongMemEval pool). Members a group's keeper does not cover
        are grouped again among themselves, in the same order of who keeps."""
        kept: list[MergeGroup] = []
        for group in merges:
            members = [group.keep, *group.absorb]  # already in the order of who keeps
            vectors = {m: self._chunk_vectors(m) for m in members}
            while len(members) > 1:
                keep, rest = members[0], members[1:]
                absorb = [m for m in rest if _covered(vectors[m], vectors[keep], threshold)]
                if absorb:
                    kept.append(group.model_copy(update={"keep": keep, "absorb": absorb}))
                members = [m for m in rest if m not in absorb]
        return kept

    def _chunk_vectors(self, memory_id: str) -> np.ndarray:
        n = self.mind.memories.get(memory_id).chunks
        points = self.mind.store.retrieve(
            [chunk_id(memory_id, i) for i in range(n)], with_vectors=True
        )
        rows = [np.asarray(p.dense, dtype=np.float32) for p in points if p.dense is not None]
        matrix = np.array(rows, dtype=np.float32).reshape(len(rows), -1)
        matrix /= np.linalg.norm(matrix, axis=1, keepdims=True) + 1e-12
        return matrix

    def _current_memories(self, libraries: list[str] | None) -> dict[str, "_Memory"]:
        """Every current memory in scope: its mean chunk vector, size and last access."""
        scope = self.mind.read_scope(libraries)
        flt = scoped_filter("memory", scope)
        out: dict[str, _Memory] = {}
        # Payloads first, then the vectors a batch of ids at a time: a year's store read
        # whole with its vectors held ~65 KB a point (3.8 GB at 58k points).
        ids: list[str] = []
        for p in self.mind.store.scroll(flt):
            pl = p.payload
            ids.append(p.id)
            m = out.get(pl["memory_id"])
            if m is None:
                m = out[pl["memory_id"]] = _Memory(
                    pl["memory_id"],
                    pl["library"],
                    pl.get("created_ts", 0.0),
                    claims_person(pl.get("author")),
                )
            # Search touches only the chunk it returns: the memory's last access is the
            # latest over all its chunks.
            m.accessed = max(m.accessed, pl.get("accessed_ts") or pl.get("created_ts") or 0.0)
            m.length = max(m.length, pl.get("end", 0))
        for start in range(0, len(ids), _VECTOR_BATCH):
            for p in self.mind.store.retrieve(
                ids[start : start + _VECTOR_BATCH], with_vectors=True
            ):
                if p.dense is not None:  # summed: one vector a memory is held, not its chunks'
                    out[p.payload["memory_id"]].add_vector(p.dense)
        for m in out.values():  # surfaced or used since (the access journal)
            m.accessed = max(m.accessed, self.mind.access.last_access(m.id))
        return out

    # --- reader ------------------------------------------------------------------------

    def browse(
        self,
        libraries: list[str] | None = None,
        *,
        author: str | None = None,
        view: View = "current",
        limit: int = 50,
        offset: int = 0,
    ) -> list[MemoryItem]:
        """Memories newest first, optionally by one author; `view="history"` adds archived
        ones. Text is the first chunk's (use `memories.get` for the whole memory)."""
        if not 1 <= limit <= 10_000 or offset < 0:
            raise InvalidInput("limit must be 1..10000 and offset >= 0")
        scope = self.mind.read_scope(libraries)
        flt = scoped_filter("memory", scope, view, Eq("chunk", 0))
        if author:
            flt = flt.and_(Eq("author", author))
        points = self.mind.store.scroll(
            flt, order_by="created_ts", descending=True, limit=offset + limit
        )
        return [
            MemoryItem(
                id=p.payload["memory_id"],
                library=p.payload["library"],
                text=_tier_text(p.payload["text"], 2),
                chunks=p.payload["chunks"],
                author=p.payload.get("author"),
                source=p.payload.get("source"),
                created_at=p.payload["created_at"],
                updated_at=p.payload.get("updated_at"),
                status=p.payload["status"],
                metadata=p.payload.get("metadata") or {},
            )
            for p in points[offset : offset + limit]
        ]


class _Memory:
    __slots__ = ("id", "library", "created", "persons", "accessed", "length", "total", "vectors")

    def __init__(self, memory_id: str, library: str, created: float, persons: bool = False):
        self.id, self.library, self.created = memory_id, library, created
        self.persons = persons  # the person's: never cold, never absorbed into an agent's
        self.accessed = 0.0
        self.length = 0
        self.total: np.ndarray | None = None
        self.vectors = 0

    def add_vector(self, vector: list[float]) -> None:
        v = np.asarray(vector, dtype=np.float32)
        self.total = v.copy() if self.total is None else self.total + v
        self.vectors += 1

    def mean(self) -> np.ndarray:
        assert self.total is not None, "a memory without vectors is not clustered"
        return self.total / self.vectors


def _plan_merges(
    memories: dict[str, _Memory], threshold: float, progress: Callable[[int, int], None] | None
) -> list[MergeGroup]:
    """Group memories of one library whose mean vectors are at least `threshold` similar
    (single linkage). The longest keeps, ties to the oldest; the person's longest first when
    the group holds a note of theirs."""
    by_library: dict[str, list[_Memory]] = defaultdict(list)
    for m in memories.values():
        if m.vectors:
            by_library[m.library].append(m)
    total = sum(len(v) for v in by_library.values())
    done = 0
    groups: list[MergeGroup] = []
    for library, items in sorted(by_library.items()):
        for members, weakest in _clusters(items, threshold):
            members.sort(key=lambda m: (not m.persons, -m.length, m.created, m.id))
            absorb = [m.id for m in members[1:]]
            groups.append(
                MergeGroup(
                    library=library,
                    keep=members[0].id,
                    absorb=absorb,
                    similarity=weakest,
                )
            )
        done += len(items)
        if progress:
            progress(done, total)
    return groups


def _covered(absorbed: np.ndarray, keeper: np.ndarray, threshold: float) -> bool:
    """Every row of `absorbed` has a row of `keeper` at least `threshold` similar."""
    if not len(absorbed) or not len(keeper):
        return False
    return bool(((absorbed @ keeper.T).max(axis=1) >= threshold).all())


def _clusters(items: list[_Memory], threshold: float) -> list[tuple[list[_Memory], float]]:
    """Connected groups (size >= 2) of `items` above `threshold`, each with its weakest link."""
    matrix = np.array([m.mean() for m in items], dtype=np.float32)
    matrix /= np.linalg.norm(matrix, axis=1, keepdims=True) + 1e-12
    parent = list(range(len(items)))
    weakest: dict[int, float] = {}

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for start in range(0, len(items), _BLOCK):
        sims = matrix[start : start + _BLOCK] @ matrix.T
        rows, cols = np.nonzero(sims >= threshold)
        for r, c in zip(rows.tolist(), cols.tolist(), strict=True):
            i = start + r
            if c <= i:
                continue
            a, b = find(i), find(c)
            if a != b:
                parent[b] = a
                weakest[a] = min(weakest.get(a, 1.0), weakest.get(b, 1.0), float(sims[r, c]))
    groups: dict[int, list[_Memory]] = defaultdict(list)
    for i, m in enumerate(items):
        groups[find(i)].append(m)
    return [
        (members, weakest.get(root, threshold))
        for root, members in groups.items()
        if len(members) > 1
    ]

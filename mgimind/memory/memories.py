"""Memories: free text, chunked, embedded on both arms, searched by hybrid retrieval."""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any, Callable, Iterable

import numpy as np

from mgimind.encoders.language import script
from mgimind.errors import InvalidInput, NotFound
from mgimind.memory.memory_points import (
    CHUNK_FIELDS,
    KIND,
    STATEMENT_KIND,
    chunk_id,
    memory_payload,
    memory_points,
    statement_ids,
    stored_copy,
)
from mgimind.models import AddResult, MemoryItem, SearchResult
from mgimind.search.query_language import nearest_language, query_language
from mgimind.search.query_terms import SAMPLE, chunk_words, without_common
from mgimind.search.ranking import RankingParams, params_for_query, params_for_size, rank_hits
from mgimind.search.similarity import query_similarity
from mgimind.security.secrets import refuse_secrets
from mgimind.services.mindapi import Service
from mgimind.services.visibility import View, is_visible, scoped_filter, statuses
from mgimind.store.audit import content_hash
from mgimind.store.base import DENSE, SPARSE, Arm, Eq, Filter, Hit, In, Point, where
from mgimind.store.ids import stable_id
from mgimind.text.chunking import Chunk, chunk_text, reassemble
from mgimind.text.statements import statements
from mgimind.timeutil import iso, now
from mgimind.validation import check_text

STATUSES = {
    "active": ("current", "history", "all"),
    "quarantined": ("review", "all"),
    "archived": ("history", "all"),
}
TIER_CHARS = {1: 100, 2: 500}
# Points written per hold of the write lock: a long add never keeps a short write (or a
# hook's session note) waiting for more than one batch.
WRITE_BATCH = 128
PROGRESS_SLICE = 256  # chunks embedded between two progress reports of a large add
SEARCH_DEPTH = 10  # chunk candidates per arm for each memory asked for
MIN_CANDIDATES = 100
POINTS_TTL_S = 60.0  # how long search trusts a count of the store's points
# How long the dense query's sample of a scope's chunks (search/query_terms.py) is kept. A
# full sample is the first SAMPLE chunks in id order, random ids: at a year's store a new
# memory lands among them once in thousands, and reading them again (a filtered scroll,
# 256 payloads opened, their words read) was 20-40 ms of every prompt's recall.
SAMPLE_TTL_S = 60.0


def recall_item(p: dict) -> dict:
    """A memory in the per-prompt recall: its best chunk's text."""
    return {"text": p["text"]}


@dataclass(frozen=True)
class _NewMemory:
    """A memory `add_many` writes: its chunks, its statements and what each point carries."""

    id: str
    chunks: list[Chunk]
    said: list[str]
    base: dict

    @property
    def texts(self) -> list[str]:
        return [c.text for c in self.chunks] + self.said


class Memories(Service):
    _points_seen: tuple[float, int] | None = None  # (when, the store's points)
    # The dense query's sample by scope filter: (when, the store's deletes then, its words).
    _samples: dict[str, tuple[float, int, list[frozenset[str]]]] | None = None

    # --- writes ---------------------------------------------------------------------

    def add(
        self,
        text: str,
        library: str | None = None,
        *,
        author: str | None = None,
        source: str | None = None,
        metadata: dict[str, Any] | None = None,
        status: str = "active",
        progress: Callable[[int, int], None] | None = None,
    ) -> AddResult:
        """Store `text` in `library` (explicit, ungated write). Identical text in the same
        library is the same memory: re-adding it returns the existing id, created=False.
        `progress(done, total)` follows the chunks as they are embedded (in-process only)."""
        mind = self.mind
        if status not in statuses("memory"):
            raise InvalidInput(
                f"unknown memory status {status!r}", fix="one of: " + ", ".join(statuses("memory"))
            )
        text = check_text(text, mind.config.limits.max_text_chars)
        refuse_secrets(text)
        # Provenance is stored too: a credential there must not reach the store either.
        refuse_secrets(repr((source, author, metadata)))
        library = mind.write_library(library)
        digest = content_hash(text)
        p = stored_copy(mind.store, library, digest)
        if p is not None:
            return AddResult(id=p["memory_id"], library=library, chunks=p["chunks"], created=False)
        memory_id = stable_id("memory", library, digest)
        base = memory_payload(
            memory_id, library, digest, author or mind.actor, source, now(), status, metadata
        )
        chunks = chunk_text(text, mind.config.chunking.size, mind.config.chunking.overlap)
        points = self._points(memory_id, chunks, statements(text), base, progress)
        self._write(points)  # embedded outside the lock
        mind.audit.append(
            "memory.add",
            mind.actor,
            id=memory_id,
            library=library,
            content_hash=digest,
            chunks=len(chunks),
            status=status,
        )
        return AddResult(id=memory_id, library=library, chunks=len(chunks), created=True)

    def add_many(
        self,
        texts: list[str],
        library: str | None = None,
        *,
        metadatas: list[dict[str, Any] | None] | None = None,
        author: str | None = None,
        source: str | None = None,
    ) -> list[AddResult]:
        """Store several texts in `library`, each its own memory exactly as `add` would
        store it, with one embedding call and one flush for all of them instead of two
        each (a durable write costs ~0.1 s). Every text is checked before anything is
        written: one bad text refuses the whole call, nothing stored.

        Each memory's chunk 0 (by which it is found) is written after every other chunk
        of the call, so a crash part-way leaves no memory that looks complete."""
        mind = self.mind
        metadatas = list(metadatas) if metadatas is not None else [None] * len(texts)
        if not isinstance(texts, list) or len(metadatas) != len(texts):
            raise InvalidInput("texts must be a list, with one metadata entry per text")
        checked = []
        for n, (text, metadata) in enumerate(zip(texts, metadatas, strict=True)):
            text = check_text(text, mind.config.limits.max_text_chars, f"text {n}")
            refuse_secrets(text)
            if metadata is not None and not isinstance(metadata, dict):
                raise InvalidInput(f"metadata {n} must be a mapping")
            checked.append((text, dict(metadata or {})))
        refuse_secrets(repr((source, author, metadatas)))
        library = mind.write_library(library)
        results, fresh = self._plan_many(checked, library, author=author, source=source)
        self._write_many(fresh, library)
        return [r for r in results if r is not None]

    def _plan_many(
        self,
        checked: list[tuple[str, dict]],
        library: str,
        *,
        author: str | None,
        source: str | None,
    ) -> tuple[list[AddResult | None], list[_NewMemory]]:
        """Each checked text's result (an earlier text of the call or a stored memory with
        the same text, or a new memory) and the new memories to write."""
        mind = self.mind
        results: list[AddResult | None] = [None] * len(checked)
        seen: dict[str, AddResult] = {}
        fresh: list[_NewMemory] = []
        stamp = now()
        for n, (text, metadata) in enumerate(checked):
            digest = content_hash(text)
            if digest in seen:
                results[n] = seen[digest].model_copy(update={"created": False})
                continue
            p = stored_copy(mind.store, library, digest)
            if p is not None:
                results[n] = seen[digest] = AddResult(
                    id=p["memory_id"], library=library, chunks=p["chunks"], created=False
                )
                continue
            memory_id = stable_id("memory", library, digest)
            base = memory_payload(
                memory_id, library, digest, author or mind.actor, source, stamp, metadata=metadata
            )
            chunks = chunk_text(text, mind.config.chunking.size, mind.config.chunking.overlap)
            fresh.append(_NewMemory(memory_id, chunks, statements(text), base))
            results[n] = seen[digest] = AddResult(
                id=memory_id, library=library, chunks=len(chunks), created=True
            )
        return results, fresh

    def _write_many(self, fresh: list[_NewMemory], library: str) -> None:
        """Embed the new memories in one call and write them with one flush, every chunk 0
        last; audit each."""
        mind = self.mind
        vectors = mind.embedder.embed([t for m in fresh for t in m.texts])
        points, at = [], 0
        for m in fresh:
            vecs = vectors[at : at + len(m.texts)]
            points.append(memory_points(mind, m.id, m.chunks, m.said, m.base, vecs))
            at += len(m.texts)
        rest = [p for memory in points for p in memory[1:]]
        firsts = [memory[0] for memory in points]
        with mind.store.batch():  # one flush for the call (see _write)
            for batch in (rest, firsts):  # every other chunk first, the chunk 0s last
                for i in range(0, len(batch), WRITE_BATCH):
                    with mind.write_lock:
                        mind.store.upsert(batch[i : i + WRITE_BATCH])
        for m in fresh:
            mind.audit.append(
                "memory.add",
                mind.actor,
                id=m.id,
                library=library,
                content_hash=m.base["content_hash"],
                chunks=len(m.chunks),
                status="active",
            )

    def _write(self, points: list[Point]) -> None:
        """Write a memory's points in bounded batches under the write lock, chunk 0 (by
        which the memory is found and deduplicated) last: a crash part-way leaves no
        memory that looks complete, and re-adding it writes the same ids again. One
        flush makes them all durable at the end (the engine's WAL keeps their order),
        not one per batch: the flush costs more than the writes it covers."""
        store = self.mind.store
        rest = points[1:]
        with store.batch():
            for i in range(0, len(rest), WRITE_BATCH):
                with self.mind.write_lock:
                    store.upsert(rest[i : i + WRITE_BATCH])
            with self.mind.write_lock:
                store.upsert(points[:1])

    def _points(
        self,
        memory_id: str,
        chunks: list[Chunk],
        said: list[str],
        base: dict,
        progress: Callable[[int, int], None] | None = None,
    ) -> list[Point]:
        """The memory's points, embedded (chunks and statements in one call)."""
        texts = [c.text for c in chunks] + said
        if progress is None:
            vectors = self.mind.embedder.embed(texts)
        else:  # in slices big enough to keep the encoder's batches full
            vectors = []
            for start in range(0, len(texts), PROGRESS_SLICE):
                vectors += self.mind.embedder.embed(texts[start : start + PROGRESS_SLICE])
                progress(len(vectors), len(texts))
        return memory_points(self.mind, memory_id, chunks, said, base, vectors)

    def edit(self, memory_id: str, text: str, *, author: str | None = None) -> MemoryItem:
        """Replace a memory's text, keeping its id, library and source. `author`: who
        wrote the new text, when that is not who wrote the old (an agent's words are
        never left under a person's name); `edited_by` names the editor either way."""
        mind = self.mind
        text = check_text(text, mind.config.limits.max_text_chars)
        refuse_secrets(text)
        old = self._chunks(memory_id)
        mind.check_write_scope(old[0].payload["library"])
        base = {k: v for k, v in old[0].payload.items() if k not in CHUNK_FIELDS}
        digest = content_hash(text)
        base.update(content_hash=digest, updated_at=iso(now()), edited_by=mind.actor)
        if author is not None:
            base["author"] = author
        chunks = chunk_text(text, mind.config.chunking.size, mind.config.chunking.overlap)
        points = self._points(memory_id, chunks, statements(text), base)  # outside the lock
        with mind.write_lock:
            mind.store.upsert(points)
            stale = {p.id for p in old} | set(statement_ids(old[0].payload))
            mind.store.delete(sorted(stale - {p.id for p in points}))
        mind.audit.append(
            "memory.edit",
            mind.actor,
            id=memory_id,
            library=base["library"],
            old_hash=old[0].payload["content_hash"],
            content_hash=digest,
        )
        return self.get(memory_id)

    def delete(self, memory_id: str) -> None:
        """Forget a memory entirely; the audit keeps only its hash."""
        mind = self.mind
        old = self._chunks(memory_id)
        mind.check_write_scope(old[0].payload["library"])
        mind.store.delete([p.id for p in old] + statement_ids(old[0].payload))
        mind.access.forget([memory_id])
        mind.audit.append(
            "memory.delete",
            mind.actor,
            id=memory_id,
            library=old[0].payload["library"],
            content_hash=old[0].payload["content_hash"],
        )

    def report_used(self, memory_ids: list[str]) -> int:
        """A host's report that the model used these memories (decay by use reads it):
        each must be a current memory the caller may read. Returns how many."""
        items = [self.get(memory_id, tier=1, view="current") for memory_id in memory_ids]
        self.mind.access.used(item.id for item in items)
        return len(items)

    def set_status(self, memory_id: str, status: str, action: str, **audit_fields: Any) -> None:
        """Move a memory to another status (quarantine, archive, ...), audited."""
        mind = self.mind
        old = self._chunks(memory_id)
        mind.check_write_scope(old[0].payload["library"])
        mind.store.set_payload([p.id for p in old], {"status": status})
        mind.audit.append(
            action,
            mind.actor,
            id=memory_id,
            library=old[0].payload["library"],
            status=status,
            **audit_fields,
        )

    def set_metadata(self, memory_id: str, metadata: dict[str, Any]) -> MemoryItem:
        """Replace a memory's metadata (its text and id stay): one payload write over all
        its chunks, so a reader sees the old metadata or the new, never a mix. Used by
        markdown sync when a note moves or only its front matter changes."""
        mind = self.mind
        if not isinstance(metadata, dict):
            raise InvalidInput("metadata must be a mapping")
        refuse_secrets(repr(metadata))
        old = self._chunks(memory_id)
        mind.check_write_scope(old[0].payload["library"])
        with mind.write_lock:
            mind.store.set_payload([p.id for p in old], {"metadata": dict(metadata)})
        mind.audit.append(
            "memory.metadata",
            mind.actor,
            id=memory_id,
            library=old[0].payload["library"],
            fields=len(metadata),
        )
        return self.get(memory_id)

    # --- reads ----------------------------------------------------------------------

    def get(self, memory_id: str, tier: int = 3, view: View = "all") -> MemoryItem:
        """One memory by id. Agent-facing surfaces pass view="current" so a quarantined
        or archived memory reads as absent there."""
        chunks = self._chunks(memory_id)
        p = chunks[0].payload
        if not is_visible("memory", p["status"], view):
            raise NotFound(f"no memory with id {memory_id!r}", fix="mgimind search QUERY shows ids")
        text = reassemble(
            [Chunk(c.payload["text"], c.payload["start"], c.payload["end"]) for c in chunks]
        )
        return MemoryItem(
            id=memory_id,
            library=p["library"],
            text=_tier_text(text, tier),
            chunks=len(chunks),
            author=p.get("author"),
            source=p.get("source"),
            created_at=p["created_at"],
            updated_at=p.get("updated_at"),
            status=p["status"],
            metadata=p.get("metadata") or {},
        )

    def _chunks(self, memory_id: str) -> list[Point]:
        if not isinstance(memory_id, str) or not memory_id:
            raise InvalidInput("a memory id is required")
        first = self.mind.store.retrieve([chunk_id(memory_id, 0)])
        if (
            not first
            or first[0].payload.get("kind") != "memory"
            or not self.mind.in_scope(first[0].payload["library"])
        ):
            raise NotFound(f"no memory with id {memory_id!r}", fix="mgimind search QUERY shows ids")
        n = first[0].payload["chunks"]
        rest = self.mind.store.retrieve([chunk_id(memory_id, i) for i in range(1, n)])
        return sorted(first + rest, key=lambda p: p.payload["chunk"])

    def dense_text(
        self, query: str, libraries: list[str] | None = None, view: View = "current"
    ) -> str:
        """The text search's dense arm embeds for `query` (see `mgimind/search/query_terms.py`)."""
        return self._dense_query(
            check_text(query, 10_000, "query"), self._scope_filter(libraries, view)
        )

    def _scope_filter(self, libraries: list[str] | None, view: View) -> Filter:
        return scoped_filter(KIND, self.mind.read_scope(libraries), view)

    def _dense_query(self, query: str, flt: Filter) -> str:
        # Without the words nearly every searched chunk holds.
        return without_common(query, self._sample_words(flt))

    def _sample_words(self, flt: Filter) -> list[frozenset[str]]:
        """The words of the sampled chunks `flt` reads. A full sample is kept for
        SAMPLE_TTL_S while the store deletes nothing (what is forgotten leaves it at once);
        a partial one (a store under SAMPLE chunks, where each new memory changes the
        counts) is read again every time."""
        key, now = repr(flt), time.monotonic()
        deletes = getattr(self.mind.store, "deletes", None)  # the sealed store counts them
        samples = self._samples = self._samples if self._samples is not None else {}
        kept = samples.get(key)
        if kept is not None and kept[1] == deletes and now - kept[0] <= SAMPLE_TTL_S:
            return kept[2]
        texts = [p.payload["text"] for p in self.mind.store.scroll(flt, limit=SAMPLE)]
        words = chunk_words(texts)
        if len(texts) >= SAMPLE and isinstance(deletes, int):
            if len(samples) >= 32:  # the scopes asked: a few; never grows without bound
                samples.clear()
            samples[key] = (now, deletes, words)
        return words

    def search(
        self,
        query: str,
        libraries: list[str] | None = None,
        *,
        limit: int = 10,
        tier: int = 2,
        view: View = "current",
        touch: bool = True,
        reference_time: datetime | None = None,
        ranking: RankingParams | None = None,
    ) -> list[SearchResult]:
        """Hybrid search: dense and BM25 arms, fused per memory by `mgimind.search.ranking`
        (the shown chunk is the memory's best), optional cross-encoder rerank. Reads only
        what `view` may show. A time named in the query ("last week", "in May 2023")
        favours memories from then; a relative one is counted back from `reference_time`
        (default: the current time). `ranking` replaces the fusion's parameters (the
        benchmarks compare variants on one index)."""
        mind = self.mind
        query = check_text(query, 10_000, "query")
        if tier not in (1, 2, 3):
            raise InvalidInput(f"tier must be 1, 2 or 3, got {tier}")
        if not 1 <= limit <= 1000:
            raise InvalidInput(f"limit must be between 1 and 1000, got {limit}")
        flt = self._scope_filter(libraries, view)
        dense_text = self._dense_query(query, flt)
        qvec = mind.embedder.embed_query(dense_text)
        # Each arm separately, so the fusion sees raw scores (see mgimind/search/ranking.py); deep
        # enough that `limit` distinct memories are ranked even when each has many chunks.
        candidates = max(limit * SEARCH_DEPTH, MIN_CANDIDATES)
        dense = mind.store.query(
            [Arm(DENSE, [float(x) for x in qvec], candidates)], flt, candidates
        )
        sparse = mind.store.query(
            [Arm(SPARSE, mind.sparse.query(query), candidates)], flt, candidates
        )
        params = ranking or params_for_search(mind.embedder, query, dense, self._store_size())
        found = {h.payload["memory_id"] for h in dense + sparse}
        said = self.statement_hits(qvec, found, candidates) if params.statement_weight else []
        fused = rank_hits(
            dense, sparse, params, statement_hits=said, query=query, now=reference_time
        )
        similarity: dict[str, float | None] = {r.memory: r.similarity for _, r in fused}
        ranked = [replace(h, score=r.score) for h, r in fused]
        weight = mind.config.lifecycle.use_prior
        if weight > 0:  # decay by use: a small, bounded prior (mgimind/services/access.py)
            ranked = [
                replace(h, score=h.score + mind.access.prior(h.payload["memory_id"], weight))
                for h in ranked
            ]
            ranked.sort(key=lambda h: h.score, reverse=True)
        ranked = mind.reranker.rerank(query, ranked) if mind.reranker else ranked
        ranked = ranked[:limit]
        if touch and ranked:
            mind.access.surfaced(h.payload["memory_id"] for h in ranked)
        if dense_text != query:  # ranked with a query that depends on what is searched
            similarity = {**query_similarity(mind, query, ranked, dense + sparse)}
        unknown = [h.id for h in ranked if similarity.get(h.payload["memory_id"]) is None]
        for point in mind.store.retrieve(unknown, with_vectors=True) if unknown else []:
            if point.dense is not None:
                similarity[point.payload["memory_id"]] = float(np.dot(qvec, point.dense))
        return [self._result(h, similarity.get(h.payload["memory_id"]), tier) for h in ranked]

    def _result(self, hit: Hit, similarity: float | None, tier: int) -> SearchResult:
        p = hit.payload
        text = self.get(p["memory_id"]).text if tier == 3 and p["chunks"] > 1 else p["text"]
        return SearchResult(
            id=p["memory_id"],
            library=p["library"],
            score=hit.score,
            similarity=similarity or 0.0,
            text=_tier_text(text, tier),
            tier=tier,
            author=p.get("author"),
            source=p.get("source"),
            created_at=p.get("created_at"),
            status=p["status"],
            metadata=p.get("metadata") or {},
        )

    def _store_size(self) -> int:
        """The store's size, for the ranking's weights: counted at most once a minute (an
        exact count reads every segment, a few ms per 50k points; the size moves slowly)."""
        seen = self._points_seen
        if seen is None or time.monotonic() - seen[0] > POINTS_TTL_S:
            seen = self._points_seen = (time.monotonic(), self.mind.store.count())
        return seen[1]

    def statement_hits(
        self,
        qvec: Iterable[float],
        memory_ids: Iterable[str],
        limit: int,
        with_dense: bool = False,
        fields: tuple[str, ...] | None = None,
    ) -> list:
        """The first-person statements of these memories, by cosine to `qvec` (no other
        memory's: the caller found the memories, so their scope and status were checked).
        Search's statements arm and the recall's read them here; `fields` as the store's
        query reads them (the recall needs only each one's memory id)."""
        found = tuple(sorted(memory_ids))
        if not found:
            return []
        flt = where(Eq("kind", STATEMENT_KIND), In("memory_id", found))
        arm = Arm(DENSE, [float(x) for x in qvec], limit)
        return self.mind.store.query([arm], flt, limit, with_dense=with_dense, fields=fields)

    def browse(
        self,
        libraries: list[str] | None = None,
        *,
        view: View = "current",
        limit: int = 100,
        tier: int = 2,
        author: str | None = None,
    ) -> list[MemoryItem]:
        """Memories newest first, as `view` may show them, within scope (and by `author`)."""
        flt = self._scope_filter(libraries, view).and_(Eq("chunk", 0))
        if author:
            flt = flt.and_(Eq("author", author))
        points = self.mind.store.scroll(flt, limit=limit, order_by="created_ts", descending=True)
        items = []
        for p in points:
            if tier == 3 and p.payload["chunks"] > 1:
                items.append(self.get(p.payload["memory_id"], tier=3))
                continue
            pl = p.payload
            items.append(
                MemoryItem(
                    id=pl["memory_id"],
                    library=pl["library"],
                    text=_tier_text(pl["text"], tier),
                    chunks=pl["chunks"],
                    author=pl.get("author"),
                    source=pl.get("source"),
                    created_at=pl["created_at"],
                    updated_at=pl.get("updated_at"),
                    status=pl["status"],
                    metadata=pl.get("metadata") or {},
                )
            )
        return items

    def count(self, libraries: list[str] | None = None, view: View = "current") -> int:
        from mgimind.memory.counts import count_memories

        return count_memories(self.mind.store, view, self.mind.read_scope(libraries))


def _tier_text(text: str, tier: int) -> str:
    limit = TIER_CHARS.get(tier)
    if limit is None or len(text) <= limit:
        return text
    cut = text.rfind(" ", 0, limit)
    return text[: cut if cut > limit // 2 else limit].rstrip() + "…"


def params_for_search(
    embedder: Any, query: str, dense: list[Hit], points: int = 0
) -> RankingParams:
    """The arms' weights for `query`, by its language and the dense model's (see
    `mgimind.search.ranking`): the dense arm of a model not trained on the query's language
    ranks little better than chance (MiniLM on Hindi), so BM25, which reads every language,
    leads; when the memories nearest to it (`dense`, best first) are in another language the
    model knows, BM25 has little to match across them, and the dense arm leads. In a store
    of many `points`, BM25 leads a one-language query too (`params_for_size`)."""
    nearest = nearest_language(h.payload["text"] for h in dense)
    language = query_language(embedder, query, nearest)
    if not embedder.covers(language):
        params = params_for_query(False, embedder.reads_script(script(query)))
    else:
        crosses = nearest is not None and nearest != language and embedder.covers(nearest)
        params = params_for_size(params_for_query(True, True, crosses_languages=crosses), points)
    origin = embedder.cosine_origin
    return replace(params, dense_origin=origin) if origin else params

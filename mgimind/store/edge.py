"""Embedded default backend: qdrant-edge, the Qdrant engine in-process, under the home."""

from __future__ import annotations

import functools
import json
import logging
import os
import shutil
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, TypeVar, cast

import qdrant_edge as qe

from mgimind.errors import StoreUnavailable
from mgimind.store import base
from mgimind.store.base import DENSE, SPARSE, Filter, Point

log = logging.getLogger("mgimind.store.edge")

_PAGE = 1000
# A write is durable once the engine's write-ahead log is on disk: a later open replays the
# log past the last full flush. The full flush (every segment's files, ~300 msyncs, 35-50 ms
# whatever the size) runs at most this often, and at close, so it bounds the replay.
FULL_FLUSH_EVERY_S = 5.0
# The engine writes its log and segments through memory maps: on a full disk such a write
# does not fail, the process dies of SIGBUS. So a write (and a new store) is refused, with an
# error and nothing written, while the store's disk has less than this free; a write takes a
# few MB at most, and a delete, which frees, is let through.
MIN_FREE_BYTES = 64 << 20
# What the engine is given goes to an appendable segment that a query scans whole; only the
# engine's optimizer builds the HNSW graph over it, and qdrant-edge runs none by itself.
# Measured on 144k points (4,609 LongMemEval sessions): a filtered dense query 22 -> 4 ms
# p50, open 1.1 -> 1.0 s, resident memory after open 773 -> 552 MB once indexed. The
# optimizer holds the GIL for its whole run (157 s for those 144k points on two loaded
# cores; 66 s to take in 10k more), so it runs at close, where no reader waits, and only
# once this many vectors wait unindexed: a small home never pays it. A kill part-way loses
# nothing (the engine reopens on its old segments) and the next close starts again.
INDEX_AT_CLOSE_MIN = 20_000


# How an indexed segment holds its dense vectors: the float vectors stay in their files
# (read through the page cache, only for the candidates a query rescores) and an int8 copy,
# a quarter of their size, is kept in memory for the graph walk. Before, the engine read
# every float vector into memory at open: 830 MB of the daemon's 1.5 GB at 564k points and
# most of its 4 s open. Measured on 30k random vectors: the index built in 30 s instead of
# 64 s, resident memory after open 173 -> 140 MB, every stored vector still found first.
# The appendable segment's vectors are mapped, no longer read in, too. Takes effect in
# segments built from now on: an older store's at its next index at close, whose
# optimizer rebuilds every segment of another layout (1,798 s for 564k points, loaded).
def _dense_params(dim: int) -> qe.EdgeVectorParams:
    return qe.EdgeVectorParams(
        size=dim,
        distance=qe.Distance.Cosine,
        memory=qe.Memory.Cold,
        quantization_config=qe.ScalarQuantizationConfig(
            qe.ScalarType.Int8, quantile=0.99, memory=qe.Memory.Pinned
        ),
    )


# Payload indexes stay in their files, read through the page cache by the queries that
# filter on them. Before, the engine read each of the 24 indexes of every indexed segment
# into memory structures at open: at 564k points 3.9 of its 4 s open and ~145 MiB of the
# daemon's memory; kept in their files the open takes 0.6 s. A store whose indexes were
# built otherwise moves them at close (`move_indexes_to_disk`), ~3 s a field at 564k points.
def _index_schema(kind: str) -> Any:
    cold = qe.Memory.Cold
    if kind == "keyword":
        return qe.KeywordIndexParams(memory=cold)
    if kind == "float":
        return qe.FloatIndexParams(memory=cold)
    return qe.IntegerIndexParams(lookup=True, range=True, memory=cold)


# The int8 copy ranks the candidates; twice the asked number are then scored again with
# the float vectors, so a score means what it meant before (the engine's default would
# return the int8 estimate: a stored vector scored 0.989 against itself).
_RESCORED = qe.SearchParams(
    quantization=qe.QuantizationSearchParams(rescore=True, oversampling=2.0)
)
DAMAGED_FIX = (
    "check the folder's permissions; else restore the home (mgimind restore-backup "
    "FILE) or rebuild it from an export (mgimind import FILE into a new home)"
)


F = TypeVar("F", bound=Callable[..., Any])


def _engine_errors(method: F) -> F:
    """The engine reports a damaged file as a plain Exception, at open or at first read:
    turn it into an error that says so and how to recover (our own bugs pass through)."""

    @functools.wraps(method)
    def wrapper(self: EdgeBackend, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except Exception as e:
            if type(e) is not Exception:
                raise
            raise StoreUnavailable(
                f"the embedded store at {self.path} failed (a damaged or unreadable file): {e}",
                fix=DAMAGED_FIX,
            ) from None

    return cast(F, wrapper)


class EdgeBackend:
    name = "qdrant-edge"

    def __init__(self, path: Path, dim: int):
        self.path = Path(path)
        self.dim = dim
        # The shard is thread-safe for reads; writes go one at a time, and a write that
        # must read its own result (read-decide-write) holds this lock around both.
        self.lock = threading.RLock()
        # Group commit: writes are numbered as they are applied; a flush covers every write
        # applied before it started, so a writer whose write an earlier flush covered
        # returns without flushing again.
        self._applied = 0
        self._flushed = 0
        self._full_flush_at = time.monotonic()
        self._batch = threading.local()
        config = qe.EdgeConfig(
            vectors={DENSE: _dense_params(dim)},
            sparse_vectors={SPARSE: qe.EdgeSparseVectorParams(modifier=qe.Modifier.Idf)},
        )
        try:
            if (self.path / "segments").exists() or any(self.path.glob("*")):
                _clear_cut_builds(self.path)
                self.shard = qe.EdgeShard.load(str(self.path), config)
            else:
                self.path.mkdir(parents=True, exist_ok=True)
                self.ensure_room()
                self.shard = qe.EdgeShard.create(str(self.path), config)
                self._create_indexes()
        except StoreUnavailable:
            raise
        except Exception as e:  # the engine raises plain exceptions with useful text
            raise StoreUnavailable(
                f"cannot open the embedded store at {self.path} (its files are damaged or "
                f"unreadable): {e}",
                fix=DAMAGED_FIX,
            ) from None

    def _create_indexes(self) -> None:
        for kind, keys in base.PAYLOAD_INDEXES.items():
            for key in keys:
                self.shard.update(qe.UpdateOperation.create_field_index(key, _index_schema(kind)))

    def indexes_in_memory(self) -> list[tuple[str, str]]:
        """(field, kind) of the payload indexes the engine reads into memory at open."""
        schema = self.shard.info().payload_schema
        return [
            (key, kind)
            for kind, keys in base.PAYLOAD_INDEXES.items()
            for key in keys
            if getattr(getattr(schema.get(key), "params", None), "memory", None) != qe.Memory.Cold
        ]

    def move_indexes_to_disk(self) -> None:
        """Build again, kept in their files, the payload indexes an older store holds in
        memory (see _index_schema). One field at a time, each flushed: a close cut short
        keeps the fields done, and the next close goes on."""
        moving = self.indexes_in_memory()
        if not moving:
            return
        # Each field's new files are written beside the old ones before those go.
        size = sum(f.stat().st_size for f in self.path.glob("segments/*/payload_index/**/*"))
        disk = os.statvfs(self.path)
        if disk.f_bavail * disk.f_frsize < size + MIN_FREE_BYTES:
            log.warning("payload indexes of %s left in memory: no room to move them", self.path)
            return
        log.info("moving %d payload indexes of %s to disk", len(moving), self.path)
        began = time.monotonic()
        for key, kind in moving:
            self.shard.update(qe.UpdateOperation.create_field_index(key, _index_schema(kind)))
            self.shard.flush()
        log.info("payload indexes moved in %.1f s", time.monotonic() - began)

    # --- writes ---------------------------------------------------------------------

    def ensure_room(self) -> None:
        """Refuse a write while the store's disk is nearly full (see MIN_FREE_BYTES)."""
        disk = os.statvfs(self.path)
        free = disk.f_bavail * disk.f_frsize
        if free < MIN_FREE_BYTES:
            raise StoreUnavailable(
                f"no space left for the store at {self.path}: its disk has {free >> 20} MB "
                f"free and a write needs {MIN_FREE_BYTES >> 20} MB; nothing was written",
                fix="free space on that disk, then write again (everything stored is kept "
                "and can be read meanwhile)",
            )

    def upsert(self, points: list[Point]) -> None:
        if not points:
            return
        self.ensure_room()
        edge_points = []
        for p in points:
            vector: dict[str, Any] = {}
            if p.dense is not None:
                vector[DENSE] = [float(x) for x in p.dense]
            if p.sparse is not None:
                vector[SPARSE] = qe.SparseVector(list(p.sparse.indices), list(p.sparse.values))
            edge_points.append(qe.Point(p.id, vector, p.payload))
        self._update(qe.UpdateOperation.upsert_points(edge_points))

    def set_payload(self, ids: list[str], payload: dict[str, Any]) -> None:
        if ids:
            self.ensure_room()
            self._update(qe.UpdateOperation.set_payload(list(ids), payload))

    def delete(self, ids: list[str]) -> None:
        if ids:
            self._update(qe.UpdateOperation.delete_points(list(ids)))

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Writes this thread makes inside the block become durable together, in one
        flush when the block ends, instead of one flush each. The engine applies them in
        order to its WAL, so a crash part-way keeps a prefix of them (a killed process
        keeps all; on a power cut the WAL's chained CRCs end recovery at the first torn
        entry); nothing in the block is acknowledged before its end. Nested blocks join
        the outermost."""
        state = self._batch
        depth = getattr(state, "depth", 0)
        if depth == 0:
            state.last = 0
        state.depth = depth + 1
        try:
            yield
        finally:
            state.depth = depth
        if depth == 0 and state.last:
            self._sync(state.last)

    @_engine_errors
    def _update(self, operation: qe.UpdateOperation) -> None:
        """Apply one write and make it durable before returning (at the end of the
        thread's `batch` block, inside one): the engine writes its WAL through a memory
        map and syncs it only on flush, so without a sync an acknowledged write would
        survive a killed process but not a power cut."""
        with self.lock:
            self.shard.update(operation)
            self._applied += 1
            seq = self._applied
        if getattr(self._batch, "depth", 0):
            self._batch.last = seq
        else:
            self._sync(seq)

    @_engine_errors
    def _sync(self, seq: int) -> None:
        """Return once write number `seq` is durable: on the log, or in a full flush when
        one is due. Writers that queue here while a sync runs are covered by the next one
        together (or already by the running one)."""
        with self.lock:
            if self._flushed >= seq:
                return
            covered = self._applied
            if time.monotonic() - self._full_flush_at >= FULL_FLUSH_EVERY_S:
                self._full_flush()
            else:
                self._sync_wal()
            self._flushed = covered

    def _full_flush(self) -> None:
        self.shard.flush()
        self._full_flush_at = time.monotonic()

    def _sync_wal(self) -> None:
        """fsync the log's files and its folder. The engine writes the log through a
        shared memory map; fsync writes back the map's dirty pages, as msync would."""
        wal = self.path / "wal"
        for path in wal.iterdir():
            try:
                fd = os.open(path, os.O_RDONLY)
            except FileNotFoundError:  # a segment the engine let go of meanwhile
                continue
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
        fd = os.open(wal, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)

    # --- reads ----------------------------------------------------------------------

    @_engine_errors
    def retrieve(self, ids: list[str], with_vectors: bool = False) -> list[Point]:
        if not ids:
            return []
        records = self.shard.retrieve(list(ids), with_payload=True, with_vector=with_vectors)
        return [base.point_from_record(r, with_vectors) for r in records]

    @_engine_errors
    def query(
        self,
        arms: list[base.Arm],
        filter: Filter | None,
        limit: int,
        rrf_k: int = 60,
        with_dense: bool = False,
        fields: tuple[str, ...] | None = None,
    ) -> list[base.Hit]:
        f = _filter(filter)
        with_payload = list(fields) if fields is not None else True
        with_vector = [DENSE] if with_dense else False
        wanted, limit = limit, limit + base.TIE_ROOM
        if len(arms) == 1:
            request = qe.QueryRequest(
                limit=limit,
                query=_nearest(arms[0]),
                filter=f,
                params=_RESCORED,
                with_payload=with_payload,
                with_vector=with_vector,
            )
        else:
            request = qe.QueryRequest(
                limit=limit,
                prefetches=[
                    qe.Prefetch(limit=a.limit, query=_nearest(a), filter=f, params=_RESCORED)
                    for a in arms
                ],
                query=qe.Fusion.Rrf(k=rrf_k),  # type: ignore[arg-type]  # a Fusion variant
                filter=f,
                with_payload=with_payload,
                with_vector=with_vector,
            )
        hits = [
            base.Hit(
                str(p.id),
                p.score,
                dict(p.payload or {}),
                _dense_of(p.vector) if with_dense else None,
            )
            for p in self.shard.query(request)
        ]
        return base.settled(hits, wanted)

    @_engine_errors
    def scroll(
        self,
        filter: Filter | None,
        limit: int | None = None,
        order_by: str | None = None,
        descending: bool = False,
        with_vectors: bool = False,
    ) -> list[Point]:
        f = _filter(filter)
        if order_by:
            direction = qe.Direction.Desc if descending else qe.Direction.Asc
            n = limit if limit is not None else max(self.count(filter), 1)
            records, _ = self.shard.scroll(
                qe.ScrollRequest(
                    limit=n,
                    filter=f,
                    with_payload=True,
                    with_vector=with_vectors,
                    order_by=qe.OrderBy(order_by, direction),
                )
            )
            return [base.point_from_record(r, with_vectors) for r in records]
        out: list[Point] = []
        offset = None
        while True:
            page = _PAGE if limit is None else min(_PAGE, limit - len(out))
            records, offset = self.shard.scroll(
                qe.ScrollRequest(
                    offset=offset, limit=page, filter=f, with_payload=True, with_vector=with_vectors
                )
            )
            out.extend(base.point_from_record(r, with_vectors) for r in records)
            if offset is None or (limit is not None and len(out) >= limit):
                return out

    @_engine_errors
    def count(self, filter: Filter | None = None) -> int:
        return self.shard.count(qe.CountRequest(filter=_filter(filter), exact=True))

    def flush(self) -> None:
        with self.lock:
            covered = self._applied
            self._full_flush()
            self._flushed = covered

    def unindexed(self) -> int:
        """Vectors a query still scans one by one (not in an indexed segment)."""
        self.shard.flush()  # the segments' files below are counted as flushed
        info = self.shard.info()
        held = sum(
            self.shard.count(
                qe.CountRequest(filter=qe.Filter(must=[qe.HasVectorCondition(name)]), exact=True)
            )
            for name in (DENSE, SPARSE)
        )
        # The engine counts a point's sparse vector as indexed wherever it is, its dense
        # vector only in a segment with an HNSW graph.
        by_engine = max(held - info.indexed_vectors_count, 0)
        return max(by_engine, _points_in_unindexed_segments(self.path))

    def index_waiting(self) -> None:
        """Build the search index over the vectors that wait for it, when there are at least
        INDEX_AT_CLOSE_MIN and the disk has room for the rebuilt segments (the engine writes
        them beside the old ones before it lets those go); else leave them for a later close."""
        waiting = self.unindexed()
        if waiting < INDEX_AT_CLOSE_MIN:
            return
        size = sum(f.stat().st_size for f in self.path.rglob("*") if f.is_file())
        disk = os.statvfs(self.path)
        if disk.f_bavail * disk.f_frsize < size + MIN_FREE_BYTES:
            log.warning("%d vectors left unindexed in %s: no room to rebuild", waiting, self.path)
            return
        log.info("indexing %d vectors of %s before closing", waiting, self.path)
        began = time.monotonic()
        self.shard.optimize()
        log.info("indexed in %.1f s", time.monotonic() - began)

    def close(self) -> None:
        with self.lock:
            if self.shard is not None:
                try:
                    self.move_indexes_to_disk()
                except Exception as e:  # as the index below: a later close goes on
                    log.warning("the store at %s kept payload indexes in memory: %s", self.path, e)
                try:
                    self.index_waiting()
                except Exception as e:  # the index is an optimisation: the store still
                    # closes with every point (a later close tries again)
                    log.warning("the store at %s closed unindexed: %s", self.path, e)
                try:
                    self.shard.flush()
                except Exception as e:  # a full disk: every acknowledged write is on the
                    # log, which the next open replays; the store still closes
                    log.warning("the store at %s closed without its full flush: %s", self.path, e)
                self.shard.close()
                self.shard = None  # type: ignore[assignment]  # closed

    @_engine_errors
    def info(self) -> base.StoreInfo:
        info = self.shard.info()
        return base.StoreInfo(
            points=info.points_count,
            backend=self.name,
            location=str(self.path),
            extra={"segments": info.segments_count},
        )


def _points_in_unindexed_segments(path: Path) -> int:
    """Points the store's unindexed (appendable) segments hold, read from their files.

    The engine's own count misses the points written again after the index was built (a
    point updated in an indexed segment moves to the appendable one): it still counts their
    deleted copies as indexed. The BM25 rewrite of a year's home (every point written again)
    left 452k of its 564k points in the appendable segment with an engine count of 0, so no
    close indexed them and every query scanned them one by one (hook p50 237 ms). An
    appendable segment's id tracker keeps one 8-byte version per point it holds; an engine
    whose files differ counts 0 here and the engine's count decides as before."""
    held = 0
    for segment in (path / "segments").glob("*"):
        versions = segment / "mutable_id_tracker.versions"
        try:
            config = json.loads((segment / "segment.json").read_text())
            index = config["config"]["vector_data"][DENSE]["index"]["type"]
            if index == "plain" and versions.is_file():
                held += versions.stat().st_size // 8
        except (OSError, ValueError, KeyError, TypeError):
            continue  # a segment being built or of another layout: the engine's count holds
    return held


def _clear_cut_builds(path: Path) -> None:
    """Remove the half-built segments an index build left when it was cut short (a kill
    while the store closed, see INDEX_AT_CLOSE_MIN): the engine never reads them again nor
    removes them, ~0.8 GB each at 500k points. Only the store's one owner opens it (see
    owner.py), so no build of another process can be running there."""
    temp = path / "temp_segments"
    if not temp.is_dir():
        return
    for entry in temp.iterdir():
        if entry.is_dir():
            shutil.rmtree(entry, ignore_errors=True)
        else:
            entry.unlink(missing_ok=True)


def _nearest(arm: base.Arm) -> qe.Query:
    if isinstance(arm.vector, base.Sparse):
        sparse = qe.SparseVector(list(arm.vector.indices), list(arm.vector.values))
        return qe.Query.Nearest(sparse, using=arm.using)
    return qe.Query.Nearest([float(x) for x in arm.vector], using=arm.using)


def _dense_of(vector: Any) -> list[float] | None:
    if vector and vector.get(DENSE) is not None:
        return list(vector[DENSE])
    return None


_FILTERS = base.EngineFilters(
    make_filter=qe.Filter,
    eq=lambda key, value: qe.FieldCondition(key=key, match=qe.MatchValue(value)),
    any=lambda key, values: qe.FieldCondition(key=key, match=qe.MatchAny(values)),
    range=lambda key, **bounds: qe.FieldCondition(key=key, range=qe.RangeFloat(**bounds)),
    is_empty=lambda key: qe.IsEmptyCondition(key),
    has_id=lambda ids: qe.HasIdCondition(set(ids)),
)


def _filter(f: Filter | None) -> Any:  # a qe.Filter, or None
    return base.engine_filter(f, _FILTERS)

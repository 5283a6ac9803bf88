"""Scale-out backend: qdrant-client against a Qdrant server or cluster (`store.url`).

`path=` or `:memory:` runs qdrant-client's local mode, which speaks the same client API;
the test suite uses it to stand in for a server.
"""

from __future__ import annotations

import threading
import warnings
from contextlib import AbstractContextManager, nullcontext
from typing import Any

from qdrant_client import QdrantClient, models

from mgimind.errors import StoreUnavailable
from mgimind.store import base
from mgimind.store.base import DENSE, SPARSE, Filter, Point

_PAGE = 1000


class ClientBackend:
    name = "qdrant-client"

    def __init__(
        self,
        dim: int,
        collection: str,
        url: str | None = None,
        api_key: str | None = None,
        path: str | None = None,
    ):
        self.dim = dim
        self.collection = collection
        self.location = url or path or ":memory:"
        self.lock = threading.RLock()
        try:
            if url:
                self.client: Any = QdrantClient(url=url, api_key=api_key, timeout=30)
            elif path and path != ":memory:":
                self.client = _Serialized(QdrantClient(path=path), self.lock)
            else:
                self.client = _Serialized(QdrantClient(location=":memory:"), self.lock)
            if not self.client.collection_exists(collection):
                self._create()
        except StoreUnavailable:
            raise
        except Exception as e:
            raise StoreUnavailable(
                f"cannot reach the Qdrant store at {self.location}: {e}",
                fix="check store.url (mgimind config get store.url) and that the server runs",
            ) from None

    def _create(self) -> None:
        self.client.create_collection(
            self.collection,
            vectors_config={
                DENSE: models.VectorParams(size=self.dim, distance=models.Distance.COSINE)
            },
            sparse_vectors_config={SPARSE: models.SparseVectorParams(modifier=models.Modifier.IDF)},
        )
        with warnings.catch_warnings():  # local mode warns that indexes are no-ops there
            warnings.simplefilter("ignore")
            for kind, keys in base.PAYLOAD_INDEXES.items():
                for key in keys:
                    self.client.create_payload_index(
                        self.collection, key, models.PayloadSchemaType(kind)
                    )

    def upsert(self, points: list[Point]) -> None:
        if not points:
            return
        structs = []
        for p in points:
            vector: dict[str, Any] = {}
            if p.dense is not None:
                vector[DENSE] = [float(x) for x in p.dense]
            if p.sparse is not None:
                vector[SPARSE] = models.SparseVector(
                    indices=list(p.sparse.indices), values=list(p.sparse.values)
                )
            structs.append(models.PointStruct(id=p.id, vector=vector, payload=p.payload))
        with self.lock:
            self.client.upsert(self.collection, structs, wait=True)

    def set_payload(self, ids: list[str], payload: dict[str, Any]) -> None:
        if ids:
            with self.lock:
                self.client.set_payload(self.collection, payload, points=list(ids), wait=True)

    def delete(self, ids: list[str]) -> None:
        if ids:
            with self.lock:
                self.client.delete(
                    self.collection, models.PointIdsList(points=list(ids)), wait=True
                )

    def batch(self) -> AbstractContextManager[None]:
        return nullcontext()  # each write is acknowledged by the server (wait=True)

    def retrieve(self, ids: list[str], with_vectors: bool = False) -> list[Point]:
        if not ids:
            return []
        records = self.client.retrieve(
            self.collection, list(ids), with_payload=True, with_vectors=with_vectors
        )
        return [base.point_from_record(r, with_vectors) for r in records]

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
        with_vectors = [DENSE] if with_dense else False
        wanted, limit = limit, limit + base.TIE_ROOM
        if len(arms) == 1:
            result = self.client.query_points(
                self.collection,
                query=_vector(arms[0]),
                using=arms[0].using,
                query_filter=f,
                limit=limit,
                with_payload=with_payload,
                with_vectors=with_vectors,
            )
        else:
            result = self.client.query_points(
                self.collection,
                prefetch=[
                    models.Prefetch(query=_vector(a), using=a.using, limit=a.limit, filter=f)
                    for a in arms
                ],
                query=models.RrfQuery(rrf=models.Rrf(k=rrf_k)),
                query_filter=f,
                limit=limit,
                with_payload=with_payload,
                with_vectors=with_vectors,
            )
        hits = [
            base.Hit(
                str(p.id),
                p.score,
                dict(p.payload or {}),
                list(p.vector[DENSE]) if with_dense and isinstance(p.vector, dict) else None,
            )
            for p in result.points
        ]
        return base.settled(hits, wanted)

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
            direction = models.Direction.DESC if descending else models.Direction.ASC
            n = limit if limit is not None else max(self.count(filter), 1)
            records, _ = self.client.scroll(
                self.collection,
                scroll_filter=f,
                limit=n,
                with_payload=True,
                with_vectors=with_vectors,
                order_by=models.OrderBy(key=order_by, direction=direction),
            )
            return [base.point_from_record(r, with_vectors) for r in records]
        out: list[Point] = []
        offset = None
        while True:
            page = _PAGE if limit is None else min(_PAGE, limit - len(out))
            records, offset = self.client.scroll(
                self.collection,
                scroll_filter=f,
                limit=page,
                offset=offset,
                with_payload=True,
                with_vectors=with_vectors,
            )
            out.extend(base.point_from_record(r, with_vectors) for r in records)
            if offset is None or (limit is not None and len(out) >= limit):
                return out

    def count(self, filter: Filter | None = None) -> int:
        found = self.client.count(self.collection, count_filter=_filter(filter), exact=True)
        return int(found.count)

    def flush(self) -> None:
        pass  # the server persists on write (wait=True)

    def close(self) -> None:
        with self.lock:
            self.client.close()

    def info(self) -> base.StoreInfo:
        return base.StoreInfo(points=self.count(), backend=self.name, location=self.location)


class _Serialized:
    """qdrant-client's local mode under one lock for reads as well as writes: its
    collections are numpy arrays that a write resizes in place, so a read running beside
    a write (the daemon serves reads without the write lock) fails with "index 5 is out
    of bounds for axis 0 with size 5" or a broadcast error. A server needs no such lock."""

    def __init__(self, client: QdrantClient, lock: threading.RLock):
        self._client, self._lock = client, lock

    def __getattr__(self, name: str) -> Any:
        attr = getattr(self._client, name)
        if not callable(attr):
            return attr

        def locked(*args: Any, **kwargs: Any) -> Any:
            with self._lock:
                return attr(*args, **kwargs)

        return locked


def _vector(arm: base.Arm) -> models.SparseVector | list[float]:
    if isinstance(arm.vector, base.Sparse):
        return models.SparseVector(indices=list(arm.vector.indices), values=list(arm.vector.values))
    return [float(x) for x in arm.vector]


_FILTERS = base.EngineFilters(
    make_filter=models.Filter,
    eq=lambda key, value: models.FieldCondition(key=key, match=models.MatchValue(value=value)),
    any=lambda key, values: models.FieldCondition(key=key, match=models.MatchAny(any=values)),
    range=lambda key, **bounds: models.FieldCondition(key=key, range=models.Range(**bounds)),
    is_empty=lambda key: models.IsEmptyCondition(is_empty=models.PayloadField(key=key)),
    has_id=lambda ids: models.HasIdCondition(has_id=ids),
)


def _filter(f: Filter | None) -> Any:  # a models.Filter, or None
    return base.engine_filter(f, _FILTERS)

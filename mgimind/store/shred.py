"""Forgetting by crypto-shredding: a deleted item's content is unreadable the moment
`delete` returns, wherever the engine still keeps its bytes (WAL, segment pages, payload
indexes, a store moved aside by reindex).

Every point's content fields are sealed with AES-256-GCM under a key of its own before the
engine sees them; only the key file under the home can open them. Deleting a point
overwrites its key in place (one 64-byte slot, fsynced) before the engine deletes the
point, so the ciphertext the engine keeps is noise from then on. Measured against the
alternatives (see BENCHMARKS.md, "Delete forgets"): qdrant-edge keeps deleted payloads in
its payload pages with or without its WAL, vacuuming a segment costs 0.4-0.9 s at 1k points
and leaves the old segment's files until the shard closes, and the WAL took ~40,000 writes
to rotate a deleted text out.

What stays in the engine in the clear, by design: ids, timestamps, statuses, library
names, content hashes, and the vectors (dense embeddings, BM25 term hashes). Fields that
readers filter on but that hold content (fact subjects, predicates, kv namespaces and
values) are stored as keyed hashes ("tokens") so filters still match; a token names no
text, but whoever holds the home's key file could confirm a guessed value against it.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from mgimind.errors import StoreUnavailable
from mgimind.store.base import (
    FLOAT_INDEXES,
    INTEGER_INDEXES,
    Arm,
    Backend,
    Condition,
    Eq,
    Filter,
    HasId,
    Hit,
    In,
    IsEmpty,
    Point,
    StoreInfo,
    where,
)
from mgimind.store.keyfile import KeyFile, norm_id

SEALED = "_sealed"
# Kept in the clear: what filters, ordering and counts need that is not content.
PLAIN = frozenset(
    {
        "kind",
        "library",
        "status",
        "memory_id",
        "fact_id",
        "chunk",
        "chunks",
        "content_hash",
        "author",
        "based_on",
        *FLOAT_INDEXES,
        *INTEGER_INDEXES,
        "updated_ts",
    }
)
# Content that filters match on: stored as tokens (and sealed, to be read back).
TOKENIZED = frozenset({"subject", "subject_key", "object_key", "predicate", "ns_prefixes", "value"})


class ShreddingBackend:
    """Wraps a backend whose files live under the home: seals content on the way in,
    opens it on the way out, and forgets by destroying keys (see the module docstring)."""

    def __init__(self, inner: Backend, key_path: Path):
        self.inner = inner
        self.name = inner.name
        self.lock = inner.lock
        # Deletes taken so far: a reader that keeps what it read (the dense query's sample of
        # chunks' words, memories.py) reads again after one, so nothing forgotten stays in it.
        self.deletes = 0
        self.keys = KeyFile(key_path)
        if self.keys.created and inner.count(where(must_not=(IsEmpty(SEALED),))):
            self.keys.close()
            key_path.unlink()  # an empty key file would make the next open look fine
            inner.close()
            raise StoreUnavailable(
                f"the store holds sealed content but its key file {key_path} was missing",
                fix="restore the key file from a backup (it belongs beside the store); "
                "without it the sealed content cannot be read",
            )
        # Dead keys whose engine delete may not have happened: after a crash, all of them.
        self.pending: set[str] = set(self.keys.dead)
        if self.pending:
            self.flush()

    # --- writes ---------------------------------------------------------------------

    def upsert(self, points: list[Point]) -> None:
        if not points:
            return
        with self.lock:
            # A full disk refuses the write before any key is made for it.
            getattr(self.inner, "ensure_room", lambda: None)()
            keys = self.keys.ensure([p.id for p in points])  # durable before the engine write
            self.inner.upsert(
                [
                    Point(p.id, self._seal(p.id, p.payload, keys[norm_id(p.id)]), p.dense, p.sparse)
                    for p in points
                ]
            )

    def set_payload(self, ids: list[str], payload: dict[str, Any]) -> None:
        if not ids:
            return
        if PLAIN.issuperset(payload):
            self.inner.set_payload(ids, payload)
            return
        with self.lock:  # content changes: open, merge, seal again under the same key
            for point in self.inner.retrieve(list(ids)):
                opened = self._open(point.id, point.payload)
                key = self.keys.key(point.id)
                if opened is None or key is None:
                    continue
                sealed = self._seal(point.id, {**opened, **payload}, key)
                self.inner.set_payload([point.id], sealed)

    def delete(self, ids: list[str]) -> None:
        if not ids:
            return
        with self.lock:
            # Forgotten from here on, even if we crash now. The slots stay dead (not
            # reused by other points) until the engine's delete is surely on disk: at
            # close, or replayed at the next open if this process dies first.
            self.deletes += 1
            self.keys.destroy(ids)
            try:
                self.inner.delete(ids)
            except BaseException:
                self.pending.update(map(norm_id, ids))  # retried at the next flush or close
                raise

    def batch(self) -> AbstractContextManager[None]:
        return self.inner.batch()

    # --- reads ----------------------------------------------------------------------

    def retrieve(self, ids: list[str], with_vectors: bool = False) -> list[Point]:
        return self._points(self.inner.retrieve(ids, with_vectors))

    def query(
        self,
        arms: list[Arm],
        filter: Filter | None,
        limit: int,
        rrf_k: int = 60,
        with_dense: bool = False,
        fields: tuple[str, ...] | None = None,
    ) -> list[Hit]:
        # Fields kept in the clear are read without opening the sealed content (a statement's
        # memory id, say); the sealed blob still comes back, to tell a forgotten point.
        wanted = (*fields, SEALED) if fields is not None and PLAIN.issuperset(fields) else None
        plain = wanted is not None
        out = []
        for h in self.inner.query(arms, self._filter(filter), limit, rrf_k, with_dense, wanted):
            payload = self._plain(h.id, h.payload) if plain else self._open(h.id, h.payload)
            if payload is not None:
                out.append(Hit(h.id, h.score, payload, h.dense))
        return out

    def scroll(
        self,
        filter: Filter | None,
        limit: int | None = None,
        order_by: str | None = None,
        descending: bool = False,
        with_vectors: bool = False,
    ) -> list[Point]:
        return self._points(
            self.inner.scroll(self._filter(filter), limit, order_by, descending, with_vectors)
        )

    def count(self, filter: Filter | None = None) -> int:
        return self.inner.count(self._filter(filter))

    def flush(self) -> None:
        with self.lock:
            self._settle_dead()
            self.inner.flush()
            self.keys.release(list(self.keys.dead))  # those deletes are durable now

    def close(self) -> None:
        with self.lock:
            try:
                self._settle_dead()
                self.inner.close()  # flushes: every delete so far is durable
                self.keys.release(list(self.keys.dead))
            finally:
                self.keys.close()

    def _settle_dead(self) -> None:
        """Delete again the points whose engine delete failed or was cut off by a crash:
        an unreadable point must not stay behind (in reads it is skipped; counts would
        still see it)."""
        if self.pending:
            self.inner.delete(sorted(self.pending))
            self.pending.clear()

    def info(self) -> StoreInfo:
        info = self.inner.info()
        info.extra["sealed"] = True
        return info

    def __getattr__(self, name: str) -> Any:  # backend-specific extras (shard, path, client...)
        if name == "inner":
            raise AttributeError(name)
        return getattr(self.inner, name)

    # --- sealing --------------------------------------------------------------------

    def _seal(self, point_id: str, payload: dict[str, Any], key: bytes) -> dict[str, Any]:
        out = {k: v for k, v in payload.items() if k in PLAIN}
        secret = {k: v for k, v in payload.items() if k not in PLAIN}
        for k in TOKENIZED.intersection(secret):
            out[k] = self._tokens(secret[k])
        if secret:
            nonce = os.urandom(12)
            body = json.dumps(secret, ensure_ascii=False, separators=(",", ":")).encode()
            sealed = AESGCM(key).encrypt(nonce, body, norm_id(point_id).encode())
            out[SEALED] = base64.b64encode(nonce + sealed).decode()
        return out

    def _open(self, point_id: str, payload: dict[str, Any]) -> dict[str, Any] | None:
        """The point's payload as written, or None when its key is gone (forgotten)."""
        blob = payload.get(SEALED)
        if blob is None:
            return payload  # a point written before sealing, or with no content
        key = self.keys.key(point_id)
        if key is None:
            return None
        raw = base64.b64decode(blob)
        try:
            secret = json.loads(AESGCM(key).decrypt(raw[:12], raw[12:], norm_id(point_id).encode()))
        except InvalidTag:
            return None
        out = {k: v for k, v in payload.items() if k in PLAIN}
        out.update(secret)
        return out

    def _plain(self, point_id: str, payload: dict[str, Any]) -> dict[str, Any] | None:
        """The point's fields kept in the clear, or None when its key is gone (forgotten)."""
        if SEALED in payload and self.keys.key(point_id) is None:
            return None
        return {k: v for k, v in payload.items() if k != SEALED}

    def _points(self, points: list[Point]) -> list[Point]:
        out = []
        for p in points:
            payload = self._open(p.id, p.payload)
            if payload is not None:
                out.append(Point(p.id, payload, p.dense, p.sparse))
        return out

    def _token(self, text: str) -> str:
        digest = hmac.new(
            self.keys.token_key, text.encode("utf-8", "surrogatepass"), hashlib.sha256
        ).digest()
        return "t" + digest[:16].hex()

    def _tokens(self, value: Any) -> Any:
        if isinstance(value, str):
            return self._token(value)
        if isinstance(value, (list, tuple)):
            return [self._tokens(v) for v in value]
        if isinstance(value, dict):
            return {self._token(str(k)): self._tokens(v) for k, v in value.items()}
        return value  # numbers, booleans, None: range filters need them as they are

    def _filter(self, f: Filter | None) -> Filter | None:
        if f is None:
            return None
        return Filter(
            tuple(map(self._condition, f.must)),
            tuple(map(self._condition, f.should)),
            tuple(map(self._condition, f.must_not)),
        )

    def _condition(self, c: Condition) -> Condition | None:
        if isinstance(c, Filter):
            return self._filter(c)
        if isinstance(c, HasId):  # the one condition without a payload key
            return c
        head, *rest = c.key.split(".")
        if head not in TOKENIZED:
            return c
        key = ".".join([head, *(self._token(part) for part in rest)])
        if isinstance(c, Eq):
            return Eq(key, self._token(c.value) if isinstance(c.value, str) else c.value)
        if isinstance(c, In):
            return In(key, tuple(self._token(v) if isinstance(v, str) else v for v in c.values))
        return type(c)(**{**c.__dict__, "key": key})

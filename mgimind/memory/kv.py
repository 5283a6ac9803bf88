"""Key-value items: JSON documents addressed by (library, namespace, key).

The storage behind host adapters that expect a document store, such as LangGraph's
`BaseStore` (hosts/langgraph/store.py). A namespace is a path of labels inside one
library: the library is the scope boundary (confinement, tokens), the namespace and
key are the address. Items are their own kind, "kv": not memories, so they are never
deduplicated, chunked or gated; a value is replaced exactly as the caller wrote it.

Filters use the JSON comparison language of LangGraph's stores (exact match, nested
dicts, `$eq $ne $gt $gte $lt $lte`); the parts the engine can evaluate are pushed down,
and every result is checked again here so the semantics never depend on the backend.
"""

from __future__ import annotations

import json
import re
from typing import Any

from pydantic import BaseModel

from mgimind.errors import InvalidInput
from mgimind.security.secrets import refuse_secrets
from mgimind.services.mindapi import Service
from mgimind.services.visibility import scoped_filter
from mgimind.store.audit import content_hash
from mgimind.store.base import DENSE, SPARSE, Arm, Eq, Filter, Point, Range
from mgimind.store.ids import stable_id
from mgimind.timeutil import iso, now
from mgimind.validation import check_text

KIND = "kv"
STATUSES = {"active": ("current", "history", "all")}

SEPARATOR = "."  # never inside a label (validated), so a joined path is unambiguous
_PUSHABLE_KEY = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_OPERATORS = {"$eq", "$ne", "$gt", "$gte", "$lt", "$lte"}


class KvItem(BaseModel):
    namespace: list[str]
    key: str
    value: dict[str, Any]
    library: str
    created_at: str
    updated_at: str
    score: float | None = None  # set by a search with a query
    author: str | None = None  # who wrote it: an agent cannot replace or delete a person's


def kv_id(library: str, namespace: list[str], key: str) -> str:
    return stable_id("kv", library, SEPARATOR.join(namespace), key)


def check_namespace(
    namespace: object, what: str = "namespace", allow_empty: bool = False
) -> list[str]:
    labels = list(namespace) if isinstance(namespace, (list, tuple)) else None
    if labels is None:
        raise InvalidInput(f"{what} must be a list of labels, got {type(namespace).__name__}")
    if not labels and not allow_empty:
        raise InvalidInput(f"{what} is empty", fix="give at least one label")
    for label in labels:
        if not isinstance(label, str) or not label or SEPARATOR in label or "\x00" in label:
            raise InvalidInput(
                f"invalid {what} label {label!r}",
                fix="labels are non-empty strings without '.' or NUL",
            )
    return labels


class KeyValues(Service):
    """JSON items by namespace and key; every read and write goes through the Mind's scope."""

    # --- writes ---------------------------------------------------------------------

    def put(
        self,
        namespace: list[str],
        key: str,
        value: dict[str, Any],
        *,
        library: str | None = None,
        text: str | None = None,
        index: bool = True,
    ) -> KvItem:
        """Create or replace the item at (namespace, key). `text` is what search embeds
        (default: the value as JSON); `index=False` stores it unsearchable by query."""
        mind = self.mind
        namespace = check_namespace(namespace)
        _check_key(key)
        if not isinstance(value, dict):
            raise InvalidInput(f"a value must be a JSON object, got {type(value).__name__}")
        try:
            encoded = json.dumps(value, sort_keys=True, ensure_ascii=False)
        except (TypeError, ValueError) as e:
            raise InvalidInput(f"the value is not JSON-serializable: {e}") from None
        check_text(encoded, mind.config.limits.max_text_chars, "value")
        # The address is stored too: a credential in a key or label is refused like one
        # in the value.
        refuse_secrets("\n".join([encoded, key, *namespace]))
        if text is None:
            text = encoded
        elif not isinstance(text, str) or text.strip():  # blank text: stored unsearchable
            text = check_text(text, mind.config.limits.max_text_chars, "text")
            refuse_secrets(text)
        library = mind.write_library(library)
        point_id = kv_id(library, namespace, key)
        stamp = now()
        old = mind.store.retrieve([point_id])
        created = old[0].payload["created_at"] if old else iso(stamp)
        payload = {
            "kind": "kv",
            "status": "active",
            "library": library,
            "author": mind.actor,
            "namespace": namespace,
            "ns_path": SEPARATOR.join(namespace),
            "ns_prefixes": [SEPARATOR.join(namespace[:i]) for i in range(1, len(namespace) + 1)],
            "key": key,
            "value": json.loads(encoded),
            "text": text,
            "content_hash": content_hash(encoded),
            "created_at": created,
            "updated_at": iso(stamp),
            "updated_ts": stamp.timestamp(),
        }
        point = Point(point_id, payload)
        if index and text.strip():
            point.dense = [float(x) for x in mind.embedder.embed([text])[0]]
            point.sparse = mind.sparse.document(text)
        mind.store.upsert([point])
        mind.audit.append(
            "kv.put",
            mind.actor,
            id=point_id,
            library=library,
            content_hash=payload["content_hash"],
            replaced=bool(old),
        )
        return _item(payload)

    def delete(self, namespace: list[str], key: str, *, library: str | None = None) -> bool:
        """Remove the item; False when there was none."""
        mind = self.mind
        namespace = check_namespace(namespace)
        _check_key(key)
        library = mind.write_library(library)
        point_id = kv_id(library, namespace, key)
        old = mind.store.retrieve([point_id])
        if not old:
            return False
        mind.store.delete([point_id])
        mind.audit.append(
            "kv.delete",
            mind.actor,
            id=point_id,
            library=library,
            content_hash=old[0].payload["content_hash"],
        )
        return True

    # --- reads ----------------------------------------------------------------------

    def get(self, namespace: list[str], key: str, *, library: str | None = None) -> KvItem | None:
        mind = self.mind
        namespace = check_namespace(namespace)
        _check_key(key)
        library = self._read_library(library)
        found = mind.store.retrieve([kv_id(library, namespace, key)])
        if not found or found[0].payload.get("kind") != "kv":
            return None
        return _item(found[0].payload)

    def search(
        self,
        prefix: list[str] | None = None,
        *,
        query: str | None = None,
        filter: dict[str, Any] | None = None,
        limit: int = 10,
        offset: int = 0,
        library: str | None = None,
    ) -> list[KvItem]:
        """Items under a namespace prefix that match `filter`; ranked by hybrid relevance
        when `query` is given, else newest update first."""
        mind = self.mind
        prefix = check_namespace(prefix or [], "namespace prefix", allow_empty=True)
        if filter is not None and not isinstance(filter, dict):
            raise InvalidInput("a filter must be a JSON object")
        if limit < 0 or offset < 0:
            raise InvalidInput("limit and offset must not be negative")
        flt = self._base_filter(library, prefix).and_(*_pushdown(filter or {}, bool(query)))
        if query:
            query = check_text(query, 10_000, "query")
            candidates = max(100, (offset + limit) * 10)
            arms = [
                Arm(DENSE, [float(x) for x in mind.embedder.embed_query(query)], candidates),
                Arm(SPARSE, mind.sparse.query(query), candidates),
            ]
            hits: list[tuple[dict[str, Any], float | None]] = [
                (h.payload, h.score) for h in mind.store.query(arms, flt, candidates)
            ]
        else:
            points = mind.store.scroll(flt)
            points.sort(key=lambda p: p.payload.get("updated_ts", 0.0), reverse=True)
            hits = [(p.payload, None) for p in points]
        kept = [(p, s) for p, s in hits if matches(p.get("value") or {}, filter or {})]
        return [_item(p, s) for p, s in kept[offset : offset + limit]]

    def list_namespaces(
        self,
        prefix: list[str] | None = None,
        suffix: list[str] | None = None,
        *,
        max_depth: int | None = None,
        limit: int = 100,
        offset: int = 0,
        library: str | None = None,
    ) -> list[list[str]]:
        """Distinct namespaces, sorted; `prefix`/`suffix` may hold "*" wildcards and
        `max_depth` truncates deeper namespaces (then deduplicates)."""
        prefix = check_namespace(prefix or [], "prefix", allow_empty=True)
        suffix = check_namespace(suffix or [], "suffix", allow_empty=True)
        if max_depth is not None and max_depth < 1:
            raise InvalidInput("max_depth must be at least 1")
        exact = prefix if "*" not in prefix else []
        flt = self._base_filter(library, exact)
        seen = {tuple(p.payload["namespace"]) for p in self.mind.store.scroll(flt)}
        found = [
            ns
            for ns in seen
            if _path_matches(ns, prefix, from_end=False)
            and _path_matches(ns, suffix, from_end=True)
        ]
        if max_depth is not None:
            found = sorted({ns[:max_depth] for ns in found})
        return [list(ns) for ns in sorted(found)[offset : offset + limit]]

    # --- helpers --------------------------------------------------------------------

    def _read_library(self, library: str | None) -> str:
        if library is None:
            library = self.mind.config.scope.shared_library
        return (self.mind.read_scope([library]) or [library])[0]

    def _base_filter(self, library: str | None, prefix: list[str]) -> Filter:
        flt = scoped_filter(KIND, [self._read_library(library)])
        if prefix:
            flt = flt.and_(Eq("ns_prefixes", SEPARATOR.join(prefix)))
        return flt


def _check_key(key: object) -> None:
    if not isinstance(key, str) or not key:
        raise InvalidInput(f"a key must be a non-empty string, got {key!r}")


def _item(payload: dict, score: float | None = None) -> KvItem:
    return KvItem(
        namespace=payload["namespace"],
        key=payload["key"],
        value=payload["value"],
        library=payload["library"],
        created_at=payload["created_at"],
        updated_at=payload["updated_at"],
        score=score,
        author=payload.get("author"),
    )


def _path_matches(ns: tuple, pattern: list[str], from_end: bool) -> bool:
    if len(ns) < len(pattern):
        return False
    part = ns[len(ns) - len(pattern) :] if from_end else ns[: len(pattern)]
    return all(p == "*" or n == p for n, p in zip(part, pattern, strict=True))


# --- the filter language --------------------------------------------------------------


def matches(value: Any, filter: dict[str, Any]) -> bool:
    """Whether a stored value satisfies a filter (the semantics of LangGraph's stores)."""
    return all(
        _compare(value.get(k) if isinstance(value, dict) else None, f) for k, f in filter.items()
    )


def _compare(item: Any, wanted: Any) -> bool:
    if isinstance(wanted, dict):
        if any(k.startswith("$") for k in wanted):
            return all(_apply(item, op, arg) for op, arg in wanted.items())
        return isinstance(item, dict) and all(_compare(item.get(k), v) for k, v in wanted.items())
    if isinstance(wanted, (list, tuple)):
        return (
            isinstance(item, (list, tuple))
            and len(item) == len(wanted)
            and all(_compare(i, w) for i, w in zip(item, wanted, strict=True))
        )
    return bool(item == wanted)


def _apply(item: Any, op: str, arg: Any) -> bool:
    if op not in _OPERATORS:
        raise InvalidInput(
            f"unsupported filter operator {op!r}", fix="use one of " + ", ".join(sorted(_OPERATORS))
        )
    if op == "$eq":
        return bool(item == arg)
    if op == "$ne":
        return bool(item != arg)
    try:
        a, b = float(item), float(arg)
    except (TypeError, ValueError):
        return False  # a missing or non-numeric field is not in any range
    return {"$gt": a > b, "$gte": a >= b, "$lt": a < b, "$lte": a <= b}[op]


def _pushdown(filter: dict[str, Any], ranges: bool) -> list[Eq | Range]:
    """Engine conditions implied by the filter, so a ranked query sees enough candidates.
    Equality on strings matches a superset of `matches`; numeric ranges
    (`ranges`) miss numbers stored as strings, so they are pushed only for ranked queries,
    where the alternative is missing candidates. Every result is re-checked by `matches`."""
    out: list[Eq | Range] = []
    for key, wanted in filter.items():
        if not isinstance(key, str) or not _PUSHABLE_KEY.match(key):
            continue
        path = f"value.{key}"
        if isinstance(wanted, str):  # not bool: qdrant-edge matches True as the integer 1
            out.append(Eq(path, wanted))
        elif (
            ranges and isinstance(wanted, dict) and wanted and all(k in _OPERATORS for k in wanted)
        ):
            bounds = {
                k[1:]: v
                for k, v in wanted.items()
                if k in ("$gt", "$gte", "$lt", "$lte")
                and isinstance(v, (int, float))
                and not isinstance(v, bool)
            }
            if bounds:
                out.append(Range(path, **bounds))
    return out

"""MindStore: LangGraph's `BaseStore` on mgimind, so `store.put/get/search`, LangGraph's
`InjectedStore` and libraries built on it (LangMem) keep long-term memory in mgimind.

Mapping: one MindStore writes into one mgimind library (the scope boundary: confinement
and tokens apply to it); inside it, a LangGraph namespace tuple and a key address one
"kv" item (mgimind/memory/kv.py). Values are JSON objects. Search embeds, per item, the fields
named by the put's `index` (or the store's `index_fields`; default: the whole value as
JSON) with the same dense + BM25 hybrid as memories.

Batch semantics follow LangGraph's InMemoryStore: reads in a batch see the state before
the batch; puts apply after them, the last put per (namespace, key) winning. Every put
in a batch is checked before any is applied, so a refused value changes nothing.
"""

from __future__ import annotations

import asyncio
import json
import threading
from datetime import datetime
from typing import TYPE_CHECKING, Any, Iterable

from langgraph.store.base import (
    BaseStore,
    GetOp,
    Item,
    ListNamespacesOp,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
    get_text_at_path,
    tokenize_path,
    validate_op_namespace,
)

from mgimind import operations
from mgimind.errors import InvalidInput
from mgimind.security.secrets import refuse_secrets
from mgimind.validation import check_text

if TYPE_CHECKING:  # a Mind, or a client (mgimind.open()): the operations reach either
    from mgimind.doors.memory_client import Client
    from mgimind.engine.mind import Mind


class MindStore(BaseStore):
    """A LangGraph store backed by a Mind (or a daemon client with the same surface).

    `library`: where items live (created when missing; default the shared library).
    `index_fields`: JSON paths embedded for search when a put gives no `index`
    (LangGraph path syntax: "content", "a.b", "list[*].text"); None embeds the whole value.
    """

    supports_ttl = False

    def __init__(
        self,
        mind: Mind | Client,
        *,
        library: str | None = None,
        index_fields: list[str] | None = None,
    ):
        self.mind = mind
        self.library = library
        self.index_fields = list(index_fields) if index_fields else None
        if library is not None:
            operations.call(mind, "library.create", {"name": library})
        self._lock = threading.Lock()  # one batch at a time: the Mind is not re-entrant

    # --- BaseStore --------------------------------------------------------------------

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        ops = list(ops)
        for op in ops:
            validate_op_namespace(op)
        puts: dict[tuple[tuple[str, ...], str], tuple[PutOp, str | None]] = {}
        for op in ops:
            if isinstance(op, PutOp):
                puts[(tuple(op.namespace), op.key)] = (op, self._checked_text(op))
            elif not isinstance(op, (GetOp, SearchOp, ListNamespacesOp)):
                raise InvalidInput(f"unknown store operation {type(op).__name__}")
        with self._lock:
            results: list[Result] = [self._read(op) for op in ops]
            for op, text in puts.values():
                self._write(op, text)
        return results

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        # The engine and the embedder are synchronous; keep the event loop free.
        return await asyncio.to_thread(self.batch, list(ops))

    # --- reads ------------------------------------------------------------------------

    def _kv(self, name: str, **params: Any) -> Any:
        """Operation kv.`name` on this store's library."""
        return operations.call(self.mind, f"kv.{name}", {**params, "library": self.library})

    def _read(self, op: Op) -> Result:
        if isinstance(op, GetOp):
            found = self._kv("get", namespace=list(op.namespace), key=op.key)
            return _to_item(found) if found else None
        if isinstance(op, SearchOp):
            found = self._kv(
                "search",
                prefix=list(op.namespace_prefix),
                query=op.query,
                filter=op.filter,
                limit=op.limit,
                offset=op.offset,
            )
            return [_to_search_item(i) for i in found]
        if isinstance(op, ListNamespacesOp):
            prefix, suffix = _conditions(op)
            found = self._kv(
                "namespaces",
                prefix=prefix,
                suffix=suffix,
                max_depth=op.max_depth,
                limit=op.limit,
                offset=op.offset,
            )
            return [tuple(ns) for ns in found]
        return None  # a PutOp's result

    # --- writes -----------------------------------------------------------------------

    def _checked_text(self, op: PutOp) -> str | None:
        """The text to embed for a put, after the checks the write itself would make."""
        if op.value is None:
            return None
        if not op.namespace:
            raise InvalidInput("a namespace needs at least one label")
        if op.namespace[0] == "langgraph":
            raise InvalidInput('the root namespace label "langgraph" is reserved by LangGraph')
        try:
            encoded = json.dumps(dict(op.value), sort_keys=True, ensure_ascii=False)
        except (TypeError, ValueError) as e:
            raise InvalidInput(f"the value is not JSON-serializable: {e}") from None
        config = getattr(self.mind, "config", None)
        check_text(encoded, config.limits.max_text_chars if config else 1_000_000, "value")
        refuse_secrets(encoded)
        if op.index is False:
            return ""
        paths = op.index if op.index is not None else self.index_fields
        if paths is None:
            return encoded
        texts = [t for p in paths for t in get_text_at_path(dict(op.value), tokenize_path(p))]
        return "\n".join(t for t in texts if t.strip())

    def _write(self, op: PutOp, text: str | None) -> None:
        if op.value is None:
            self._kv("delete", namespace=list(op.namespace), key=op.key)
        else:
            self._kv(
                "put",
                namespace=list(op.namespace),
                key=op.key,
                value=dict(op.value),
                text=text,
                index=bool(text),
            )


def _conditions(op: ListNamespacesOp) -> tuple[list[str] | None, list[str] | None]:
    prefix = suffix = None
    for condition in op.match_conditions or ():
        path = list(condition.path)
        if condition.match_type == "prefix" and prefix is None:
            prefix = path
        elif condition.match_type == "suffix" and suffix is None:
            suffix = path
        else:
            raise InvalidInput(
                "at most one prefix and one suffix condition per listing",
                fix="combine the conditions into one prefix and one suffix",
            )
    return prefix, suffix


def _to_item(found: Any) -> Item:
    return Item(
        value=found.value,
        key=found.key,
        namespace=tuple(found.namespace),
        created_at=datetime.fromisoformat(found.created_at),
        updated_at=datetime.fromisoformat(found.updated_at),
    )


def _to_search_item(found: Any) -> SearchItem:
    return SearchItem(
        namespace=tuple(found.namespace),
        key=found.key,
        value=found.value,
        created_at=datetime.fromisoformat(found.created_at),
        updated_at=datetime.fromisoformat(found.updated_at),
        score=found.score,
    )


__all__ = ["MindStore"]

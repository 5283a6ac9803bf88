"""Operations on key-value items (namespaced JSON values, searchable): what a framework's
own store API keeps in mgimind (the LangGraph store). The library is given explicitly;
the Mind checks it against the caller's scope."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from mgimind.operations.spec import Operation, Params

Namespace = list[str]


class KvRef(Params):
    namespace: Namespace = Field(description="The namespace labels, outermost first.")
    key: str
    library: str | None = Field(None, description="The library (default: the shared one).")


class KvPut(KvRef):
    value: dict[str, Any] = Field(description="A JSON object.")
    text: str | None = Field(None, description="The text embedded for search (default: the value).")
    index: bool = Field(True, description="Embed it for search.")


class KvSearch(Params):
    prefix: Namespace | None = None
    query: str | None = Field(None, description="Ranked by meaning when given.")
    filter: dict[str, Any] | None = Field(None, description="Exact values of the item's fields.")
    limit: int = Field(10, ge=1, le=1000)
    offset: int = Field(0, ge=0)
    library: str | None = None


class KvNamespaces(Params):
    prefix: Namespace | None = None
    suffix: Namespace | None = None
    max_depth: int | None = Field(None, ge=1)
    limit: int = Field(100, ge=1, le=10_000)
    offset: int = Field(0, ge=0)
    library: str | None = None


OPERATIONS = (
    Operation(
        "kv.get",
        "One key-value item by namespace and key (None when there is none).",
        KvRef,
        "mgimind.memory.kv.KvItem | None",
        lambda m, p, c: m.kv.get(p.namespace, p.key, library=p.library),
        "kv",
    ),
    Operation(
        "kv.put",
        "Store a key-value item (replacing the one at its namespace and key).",
        KvPut,
        "mgimind.memory.kv.KvItem",
        lambda m, p, c: m.kv.put(
            p.namespace, p.key, p.value, library=p.library, text=p.text, index=p.index
        ),
        "kv",
        writes=True,
    ),
    Operation(
        "kv.delete",
        "Delete a key-value item; whether there was one.",
        KvRef,
        "dict",
        lambda m, p, c: {"deleted": m.kv.delete(p.namespace, p.key, library=p.library)},
        "kv",
        writes=True,
    ),
    Operation(
        "kv.search",
        "Key-value items under a namespace prefix, by meaning and exact field values.",
        KvSearch,
        "list[mgimind.memory.kv.KvItem]",
        lambda m, p, c: m.kv.search(
            p.prefix,
            query=p.query,
            filter=p.filter,
            limit=p.limit,
            offset=p.offset,
            library=p.library,
        ),
        "kv",
    ),
    Operation(
        "kv.namespaces",
        "The namespaces that hold key-value items.",
        KvNamespaces,
        "list[list[str]]",
        lambda m, p, c: m.kv.list_namespaces(
            p.prefix,
            p.suffix,
            max_depth=p.max_depth,
            limit=p.limit,
            offset=p.offset,
            library=p.library,
        ),
        "kv",
    ),
)

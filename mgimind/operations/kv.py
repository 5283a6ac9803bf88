"""Operations on key-value items (namespaced JSON values, searchable): what a framework's
own store API keeps in mgimind (the LangGraph store). The library is given explicitly;
the Mind checks it against the caller's scope. An agent cannot replace or delete an item
a person wrote, as with memories (memory.authorship): the rule is the operations'
`agent_run`, which the dispatcher runs for every agent's call."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import Field

from mgimind.memory.authorship import refuse_over_persons_text
from mgimind.operations.spec import Call, Operation, Params

if TYPE_CHECKING:  # the table stays light: the services load when an operation runs
    from mgimind.engine.mind import Mind
    from mgimind.memory.kv import KvItem

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


def _get(mind: Mind, p: KvRef, call: Call) -> KvItem | None:
    return mind.kv.get(p.namespace, p.key, library=p.library)


def _put(mind: Mind, p: KvPut, call: Call) -> KvItem:
    return mind.kv.put(p.namespace, p.key, p.value, library=p.library, text=p.text, index=p.index)


def _agent_put(mind: Mind, p: KvPut, call: Call) -> KvItem:
    """Refused over an item a person wrote (the agent's value would pass as theirs)."""
    _refuse_over_person(mind, p, "replace")
    return _put(mind, p, call)


def _delete(mind: Mind, p: KvRef, call: Call) -> dict[str, bool]:
    return {"deleted": mind.kv.delete(p.namespace, p.key, library=p.library)}


def _agent_delete(mind: Mind, p: KvRef, call: Call) -> dict[str, bool]:
    """Refused for an item a person wrote (theirs would be gone without them)."""
    _refuse_over_person(mind, p, "delete")
    return _delete(mind, p, call)


def _refuse_over_person(mind: Mind, p: KvRef, verb: str) -> None:
    # Checked under the store's write lock the dispatcher holds for kv.put and kv.delete,
    # so no write lands between the check and the agent's own.
    item = mind.kv.get(p.namespace, p.key, library=p.library)
    if item is not None:
        refuse_over_persons_text(
            item.author,
            f"the key-value item {'.'.join(p.namespace)}/{p.key}",
            verb,
            fix="store yours under another key, or ask the person to change it",
        )


def _search(mind: Mind, p: KvSearch, call: Call) -> list[KvItem]:
    return mind.kv.search(
        p.prefix, query=p.query, filter=p.filter, limit=p.limit, offset=p.offset, library=p.library
    )


def _namespaces(mind: Mind, p: KvNamespaces, call: Call) -> list[list[str]]:
    return mind.kv.list_namespaces(
        p.prefix,
        p.suffix,
        max_depth=p.max_depth,
        limit=p.limit,
        offset=p.offset,
        library=p.library,
    )


OPERATIONS = (
    Operation(
        name="kv.get",
        summary="One key-value item by namespace and key (None when there is none).",
        params=KvRef,
        result="mgimind.memory.kv.KvItem | None",
        run=_get,
        service="kv",
    ),
    Operation(
        name="kv.put",
        summary="Store a key-value item (replacing the one at its namespace and key).",
        params=KvPut,
        result="mgimind.memory.kv.KvItem",
        run=_put,
        agent_run=_agent_put,
        service="kv",
        writes=True,
    ),
    Operation(
        name="kv.delete",
        summary="Delete a key-value item; whether there was one.",
        params=KvRef,
        result="dict",
        run=_delete,
        agent_run=_agent_delete,
        service="kv",
        writes=True,
    ),
    Operation(
        name="kv.search",
        summary="Key-value items under a namespace prefix, by meaning and exact field values.",
        params=KvSearch,
        result="list[mgimind.memory.kv.KvItem]",
        run=_search,
        service="kv",
    ),
    Operation(
        name="kv.namespaces",
        summary="The namespaces that hold key-value items.",
        params=KvNamespaces,
        result="list[list[str]]",
        run=_namespaces,
        service="kv",
    ),
)

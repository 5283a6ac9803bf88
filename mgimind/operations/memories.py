"""Operations on memories: add, ingest, search, get, edit, delete, browse, archive."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import Field

from mgimind.errors import ScopeDenied
from mgimind.memory.authorship import refuse_over_persons_text
from mgimind.operations.spec import (
    PEOPLE,
    PERSON,
    Call,
    Libraries,
    Library,
    Operation,
    Params,
    Project,
    caller_kind,
)

if TYPE_CHECKING:  # the table stays light: the engine loads when an operation runs
    from mgimind.engine.mind import Mind
    from mgimind.memory.admission import IngestVerdict
    from mgimind.models import AddResult, MemoryItem, SearchResult


class MemoryAdd(Params):
    text: str = Field(min_length=1, description="The text to remember, self-contained.")
    library: Library = None
    project: Project = None
    source: str | None = Field(None, description="Where it came from (a URL, a file, a person).")
    metadata: dict[str, Any] = Field({}, description="Free-form metadata kept with it.")


class MemorySearch(Params):
    query: str = Field(description="What to look for, in plain words.")
    libraries: Libraries = None
    project: Project = None
    limit: int = Field(10, ge=1, le=1000, description="At most this many results.")
    tier: int = Field(2, ge=1, le=3, description="1: ~100 chars, 2: ~500 (best chunk), 3: all.")
    all: bool = Field(
        False,
        description="Every hit, also those under the recall's relevance floor "
        "(recall.floor), which are left out by default: unrelated to the query.",
    )


class MemoryRef(Params):
    memory_id: str = Field(description="The memory's id.")
    tier: int = Field(3, ge=1, le=3, description="1: ~100 chars, 2: ~500 (best chunk), 3: all.")


class MemoryEdit(Params):
    memory_id: str = Field(description="The memory's id.")
    text: str = Field(min_length=1, description="Its new text (the id stays).")


class MemoryId(Params):
    memory_id: str = Field(description="The memory's id.")


class MemoryUsed(Params):
    memory_ids: list[str] = Field(
        min_length=1, max_length=100, description="Ids of memories the model used."
    )


class MemoryArchive(Params):
    memory_id: str = Field(description="The memory's id.")
    reason: str | None = Field(None, description="Why (kept in its metadata).")


class MemoryBrowse(Params):
    libraries: Libraries = None
    project: Project = None
    view: Literal["current", "history", "review", "all"] = Field(
        "current",
        description="current: what recall sees; history: archived ones too; review: "
        "quarantined candidates; all: everything (review and all: a person's views)",
    )
    author: str | None = Field(None, description="Only memories by this author.")
    limit: int = Field(50, ge=1, le=10_000)
    offset: int = Field(0, ge=0)


def _add(mind: Mind, p: MemoryAdd, call: Call) -> AddResult | IngestVerdict:
    """A person's memory is stored as given."""
    return mind.memories.add(
        p.text, call.library, source=p.source, metadata=p.metadata, progress=call.progress
    )


def _agent_add(mind: Mind, p: MemoryAdd, call: Call) -> AddResult | IngestVerdict:
    """It passes the admission gate: secrets refused, near-duplicates and low-value text
    held back for a person's review."""
    if not hasattr(mind, "admission"):
        return _add(mind, p, call)
    from mgimind.security.secrets import refuse_secrets

    refuse_secrets(p.text)  # an explicit write refuses a credential and offers the vault
    return mind.admission.ingest(p.text, call.library, source=p.source, metadata=p.metadata)


def _add_text(result: Any) -> str:  # an AddResult, or an IngestVerdict (its .verdict)
    if hasattr(result, "verdict"):
        if result.verdict == "stored":
            return f"stored (id {result.id})"
        if result.verdict == "duplicate":
            return f"already stored (id {result.duplicate_of or result.id})"
        return f"{result.verdict}: {result.reason or 'no reason given'}"
    return f"stored (id {result.id})" if result.created else f"already stored (id {result.id})"


def _search(mind: Mind, p: MemorySearch, call: Call) -> list[SearchResult]:
    if call.libraries == []:
        return []
    hits = mind.memories.search(p.query, call.libraries, limit=p.limit, tier=p.tier)
    from mgimind.engine.lexical_floor import recall_floor

    nearest = sorted(hits, key=lambda hit: -hit.similarity)
    floor = None if p.all else recall_floor(mind, p.query, (hit.text for hit in nearest))
    if floor is None:
        return hits  # in a language the model was not trained on its cosines mean little
    return [hit for hit in hits if hit.similarity >= floor]


def _browse(mind: Mind, p: MemoryBrowse, call: Call) -> list[MemoryItem]:
    # The review and all views show quarantined text, which agents do not see: refused
    # by the declaration (agent_forbids) before this runs.
    if call.libraries == []:
        return []
    return mind.lifecycle.browse(
        call.libraries, author=p.author, view=p.view, limit=p.limit, offset=p.offset
    )


def _edit(mind: Mind, p: MemoryEdit, call: Call) -> MemoryItem:
    """A person edits any memory (its author stays; `edited_by` names them)."""
    return mind.memories.edit(p.memory_id, p.text)


def _agent_edit(mind: Mind, p: MemoryEdit, call: Call) -> MemoryItem:
    """Only of what an agent wrote and what is current or archived, and the new text is
    the agent's: never a person's memory (its words would pass as the person's), never a
    candidate in quarantine (a person's approval names the text they were shown). It is
    a write: the admission gate judges the new text, and an edit of a text a person
    approved sends it back to quarantine (the approval was of the old)."""
    item = mind.memories.get(p.memory_id, tier=1)
    if item.status == "quarantined":
        raise ScopeDenied(
            f"memory {p.memory_id} is a candidate waiting for a person's review; an agent "
            "cannot change it (the person approves the text they were shown)",
            fix="store the corrected text as a new memory (memory.add); a person reviews it",
        )
    refuse_over_persons_text(
        item.author,
        f"memory {p.memory_id}",
        "rewrite",
        fix="store your version as a new memory (memory.add): the admission gate holds a "
        "near-duplicate beside the original for the person to choose",
    )
    if hasattr(mind, "admission"):
        mind.admission.hold_agent_edit(p.memory_id, p.text)
    return mind.memories.edit(p.memory_id, p.text, author=call.actor)


def _delete(mind: Mind, p: MemoryId, call: Call) -> dict[str, Any]:
    """A person's delete is final."""
    mind.memories.delete(p.memory_id)
    return {"deleted": p.memory_id}


def _agent_delete(mind: Mind, p: MemoryId, call: Call) -> dict[str, Any]:
    """Of a person's memory, only a proposal: the memory is archived (out of recall, in
    history) until the person deletes it for good (`mgimind delete ID`) or brings it back
    (`mgimind restore ID`). An agent's own memory is deleted."""
    item = mind.memories.get(p.memory_id, tier=1)
    if caller_kind(item.author) != PERSON:
        return _delete(mind, p, call)
    if item.status == "active":
        # audited as the agent's act: the audit line's actor names who proposed it
        mind.memories.set_status(p.memory_id, "archived", "memory.delete_proposed")
    return {
        "deleted": None,
        "proposed": p.memory_id,
        "status": mind.memories.get(p.memory_id, tier=1).status,
        "waits_for": "the person who wrote it: `mgimind delete ID` forgets it, "
        "`mgimind restore ID` brings it back",
    }


def _restore(mind: Mind, p: MemoryId, call: Call) -> MemoryItem:
    return mind.lifecycle.restore(p.memory_id)


OPERATIONS = (
    Operation(
        name="memory.add",
        summary="Store a memory. A person's is stored as given; an agent's passes the admission "
        "gate (it may be stored, quarantined for review, reported as a duplicate, or "
        "refused). Text holding a credential is refused.",
        params=MemoryAdd,
        result="mgimind.models.AddResult | mgimind.memory.admission.IngestVerdict",
        run=_add,
        agent_run=_agent_add,
        service="memories",
        writes=True,
        scope="write",
        lock="batched",
        cli="add",
        cli_args=("text",),
        http="/v1/memories",
        mcp="memory_add",
        tool="remember",
        text=_add_text,
        tool_fields=("text",),
    ),
    Operation(
        name="memory.ingest",
        summary="Propose a memory through the admission gate (secrets cut out, near-duplicates "
        "and low-value text held in quarantine).",
        params=MemoryAdd,
        result="mgimind.memory.admission.IngestVerdict",
        run=lambda m, p, c: m.admission.ingest(
            p.text, c.library, source=p.source, metadata=p.metadata
        ),
        service="admission",
        writes=True,
        scope="write",
        lock="batched",
        cli="ingest",
        cli_args=("text",),
        http="/v1/ingest",
        text=_add_text,
    ),
    Operation(
        name="memory.search",
        summary="Hybrid (dense + BM25) search over memories. Hits under the recall's relevance "
        "floor (recall.floor) are left out, as recall leaves them: `all` shows them too.",
        params=MemorySearch,
        result="list[mgimind.models.SearchResult]",
        run=_search,
        service="memories",
        scope="read",
        cli="search",
        cli_args=("query",),
        http="/v1/search",
        mcp="memory_search",
    ),
    Operation(
        name="memory.get",
        summary="One memory by id.",
        params=MemoryRef,
        result="mgimind.models.MemoryItem",
        run=lambda m, p, c: m.memories.get(p.memory_id, tier=p.tier, view="current"),
        service="memories",
        cli="get",
        cli_args=("memory_id",),
        http="/v1/memories/get",
        mcp="memory_get",
    ),
    Operation(
        name="memory.edit",
        summary="Replace a memory's text (it keeps its id). An agent edits only an agent's "
        "current or archived memory, and the new text is its own; never a person's "
        "memory, never a quarantined candidate. An agent's new text passes the admission "
        "gate, and its edit of a text a person approved goes back to quarantine.",
        params=MemoryEdit,
        result="mgimind.models.MemoryItem",
        run=_edit,
        agent_run=_agent_edit,
        service="memories",
        writes=True,
        lock="batched",
        cli="edit",
        cli_args=("memory_id", "text"),
        http="/v1/memories/edit",
    ),
    Operation(
        name="memory.delete",
        summary="Forget a memory entirely: no byte of its text stays in the store (the audit "
        "log keeps only its hash). An agent's delete of a person's memory archives it "
        "until the person deletes or restores it.",
        params=MemoryId,
        result="dict",
        run=_delete,
        agent_run=_agent_delete,
        service="memories",
        writes=True,
        cli="delete",
        cli_args=("memory_id",),
        http="/v1/memories/delete",
    ),
    Operation(
        name="memory.used",
        summary="Report that the model used these memories (decay by use: what is used stays "
        "warm; what is never surfaced or used is proposed for archiving).",
        params=MemoryUsed,
        result="dict",
        run=lambda m, p, c: {"reported": m.memories.report_used(p.memory_ids)},
        service="memories",
        writes=True,
        cli="used",
        cli_args=("memory_ids",),
        http="/v1/memories/used",
        mcp="memory_used",
    ),
    Operation(
        name="memory.archive",
        summary="Hide a memory from ordinary reads (it stays in history; restore brings it back).",
        params=MemoryArchive,
        result="mgimind.models.MemoryItem",
        run=lambda m, p, c: m.lifecycle.archive(p.memory_id, p.reason),
        service="lifecycle",
        writes=True,
        cli="archive",
        cli_args=("memory_id",),
        http="/v1/memories/archive",
    ),
    Operation(
        name="memory.restore",
        summary="Bring an archived memory back.",
        params=MemoryId,
        result="mgimind.models.MemoryItem",
        run=_restore,
        service="lifecycle",
        writes=True,
        callers=PEOPLE,
        cli="restore",
        cli_args=("memory_id",),
    ),
    Operation(
        name="memory.browse",
        summary="List memories newest first (by library, author; history includes archived).",
        params=MemoryBrowse,
        result="list[mgimind.models.MemoryItem]",
        run=_browse,
        agent_forbids=(
            ("view", ("review", "all"), "it shows quarantined text, which agents do not see"),
        ),
        service="lifecycle",
        scope="read",
        cli="browse",
        http="/v1/memories/browse",
    ),
)

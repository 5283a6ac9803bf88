"""The route table: one entry per operation, with its request model. The app and the
OpenAPI spec are both generated from it, so they cannot drift apart.

Handlers receive the caller's view of the Mind (`mind.as_identity(...)`), so library
confinement and authorship are enforced by the same scope policy as every other surface.
"""

from __future__ import annotations

import posixpath
from dataclasses import dataclass
from typing import Annotated, Any, Callable, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field


class _Body(BaseModel):
    model_config = ConfigDict(extra="forbid")


def _absolute(project: str | None) -> str | None:
    """A project over HTTP is the caller's absolute path: the daemon stands in another
    folder, so a relative one ('.') would name the wrong project."""
    if project is not None and not posixpath.isabs(project):
        raise ValueError(
            "project must be an absolute path (resolve it where you stand, "
            "e.g. os.path.abspath('.'))"
        )
    return project


Project = Annotated[str | None, AfterValidator(_absolute)]


class Empty(_Body):
    pass


class AddMemory(_Body):
    text: str
    library: str | None = None
    source: str | None = None
    metadata: dict[str, Any] = {}


class Ingest(AddMemory):
    pass


class MemoryRef(_Body):
    id: str
    tier: int = Field(3, ge=1, le=3)


class Search(_Body):
    query: str
    libraries: list[str] | None = None
    limit: int = Field(10, ge=1, le=100)
    tier: int = Field(2, ge=1, le=3)


class RecallRequest(_Body):
    query: str
    libraries: list[str] | None = None
    project: Project = None
    budget: int | None = Field(None, ge=200, le=20_000)


class BriefingRequest(_Body):
    project: Project = None
    agent: str | None = None
    budget: int | None = Field(None, ge=500, le=20_000)


class AddFact(_Body):
    subject: str
    predicate: str
    object: str
    library: str | None = None
    valid_from: str | None = None
    valid_to: str | None = None
    source: str | None = None


class FactQuery(_Body):
    subject: str | None = None
    predicate: str | None = None
    libraries: list[str] | None = None
    as_of: str | None = None
    known_at: str | None = None
    history: bool = False


class Learn(_Body):
    error: str
    fix: str
    context: str | None = None
    library: str | None = None


class ProcedureRecall(_Body):
    error: str
    libraries: list[str] | None = None
    limit: int = Field(5, ge=1, le=50)


class SkillMatch(_Body):
    task: str
    limit: int = Field(3, ge=1, le=20)


class SessionLast(_Body):
    project: Project = None
    agent: str | None = None


class LibraryScope(_Body):
    libraries: list[str] | None = None
    limit: int = Field(100, ge=1, le=10_000)


@dataclass(frozen=True)
class Route:
    method: Literal["GET", "POST", "DELETE"]
    path: str
    name: str
    body: type[BaseModel]
    handler: Callable[[Any, Any], Any]
    write: bool = False
    summary: str = ""
    needs: str = ""  # the Mind service or method the route calls; default: name's first part

    @property
    def service(self) -> str:
        return self.needs or self.name.split(".")[0]


def _memories_browse(mind, b: LibraryScope):
    return mind.memories.browse(b.libraries, view="current", limit=b.limit)


def _history(mind, b: LibraryScope):
    return mind.memories.browse(b.libraries, view="history", limit=b.limit)


def _export(mind, b: LibraryScope):
    return mind.memories.browse(b.libraries, view="current", limit=b.limit, tier=3)


ROUTES: tuple[Route, ...] = (
    Route(
        "GET",
        "/v1/libraries",
        "libraries.list",
        Empty,
        lambda m, b: m.libraries.list(),
        summary="Libraries this identity may see",
    ),
    Route(
        "POST",
        "/v1/memories",
        "memories.add",
        AddMemory,
        lambda m, b: m.memories.add(b.text, b.library, source=b.source, metadata=b.metadata),
        write=True,
        summary="Store a memory (explicit, ungated)",
    ),
    Route(
        "POST",
        "/v1/ingest",
        "admission.ingest",
        Ingest,
        lambda m, b: m.admission.ingest(b.text, b.library, source=b.source, metadata=b.metadata),
        write=True,
        summary="Propose a memory through the admission gate",
    ),
    Route(
        "POST",
        "/v1/memories/get",
        "memories.get",
        MemoryRef,
        lambda m, b: m.memories.get(b.id, tier=b.tier, view="current"),
        summary="One memory by id",
    ),
    Route(
        "POST",
        "/v1/memories/delete",
        "memories.delete",
        MemoryRef,
        lambda m, b: m.memories.delete(b.id),
        write=True,
        summary="Forget a memory",
    ),
    Route(
        "POST",
        "/v1/memories/browse",
        "memories.browse",
        LibraryScope,
        _memories_browse,
        summary="List current memories",
    ),
    Route(
        "POST",
        "/v1/search",
        "memories.search",
        Search,
        lambda m, b: m.memories.search(b.query, b.libraries, limit=b.limit, tier=b.tier),
        summary="Hybrid search over memories",
    ),
    Route(
        "POST",
        "/v1/recall",
        "recall",
        RecallRequest,
        lambda m, b: m.recall(b.query, project=b.project, libraries=b.libraries, budget=b.budget),
        summary="One ranked answer across memories, facts, procedures and skills",
    ),
    Route(
        "POST",
        "/v1/briefing",
        "briefing",
        BriefingRequest,
        lambda m, b: m.briefing(project=b.project, agent=b.agent, budget=b.budget),
        summary="The session briefing",
    ),
    Route(
        "POST",
        "/v1/facts",
        "facts.add",
        AddFact,
        lambda m, b: m.facts.add(
            b.subject,
            b.predicate,
            b.object,
            library=b.library,
            valid_from=b.valid_from,
            valid_to=b.valid_to,
            source=b.source,
        ),
        write=True,
        summary="Assert a fact (the belief state decides its verdict)",
    ),
    Route(
        "POST",
        "/v1/facts/query",
        "facts.query",
        FactQuery,
        lambda m, b: m.facts.query(
            subject=b.subject,
            predicate=b.predicate,
            libraries=b.libraries,
            as_of=b.as_of,
            known_at=b.known_at,
            history=b.history,
        ),
        summary="Facts now, as of a world time, as known at a record time, or history",
    ),
    Route(
        "POST",
        "/v1/procedures",
        "procedures.learn",
        Learn,
        lambda m, b: m.procedures.learn(b.error, b.fix, context=b.context, library=b.library),
        write=True,
        summary="Record an error -> fix procedure",
    ),
    Route(
        "POST",
        "/v1/procedures/recall",
        "procedures.recall",
        ProcedureRecall,
        lambda m, b: m.procedures.recall(b.error, libraries=b.libraries, limit=b.limit),
        summary="Procedures for an error text",
    ),
    Route(
        "POST",
        "/v1/skills/match",
        "skills.match",
        SkillMatch,
        lambda m, b: m.skills.match(b.task, limit=b.limit),
        summary="Skills for a task",
    ),
    Route(
        "POST",
        "/v1/sessions/last",
        "sessions.last",
        SessionLast,
        lambda m, b: m.sessions.last(agent=b.agent, project=b.project),
        summary="The last session of an agent in a project",
    ),
    Route(
        "POST",
        "/v1/history",
        "history",
        LibraryScope,
        _history,
        summary="Current and archived memories",
        needs="memories",
    ),
    Route(
        "POST",
        "/v1/export",
        "export",
        LibraryScope,
        _export,
        summary="Everything this identity may see, full text",
        needs="memories",
    ),
)

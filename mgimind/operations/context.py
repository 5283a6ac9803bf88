"""Operations around the memory: recall, the briefing, sessions, pinned blocks,
libraries and the store itself."""

from __future__ import annotations

from pydantic import Field

from mgimind.operations.spec import (
    PEOPLE,
    Call,
    Libraries,
    Library,
    Lock,
    Operation,
    Params,
    Project,
)

NOTHING = "Nothing relevant is stored."
# A session is files, each written under its own file lock (memory/sessions.py), never the
# store: starting or ending one takes no write lock at any door, so the session-start hook
# (whose briefing must answer within its budget) never waits behind a long write.
SESSION_FILES: Lock = "free"


class Recall(Params):
    query: str = Field(description="What to look for, in plain words.")
    libraries: Libraries = None
    project: Project = None
    budget: int | None = Field(None, ge=200, le=20_000, description="Character budget.")
    shown: dict[str, str] | None = Field(
        None,
        description="Items shown earlier in the session ('kind:id' -> version, from earlier "
        "recalls): left out unless they changed since.",
    )


class Briefing(Params):
    project: Project = None
    agent: str | None = Field(None, description="The agent (sessions are per agent).")
    budget: int | None = Field(None, ge=500, le=20_000, description="Character budget.")


class SessionStart(Params):
    agent: str | None = Field(None, description="The agent (default: 'default').")
    project: Project = None
    session_id: str | None = Field(None, description="Session id (default: a new one).")


class SessionEnd(Params):
    session_id: str = Field(description="The session's id.")
    summary: str = Field(description="What happened, decisions made, open ends.")
    agent: str | None = Field(None, description="The agent (needed if it was never started).")
    project: Project = None


class SessionRef(Params):
    session_id: str = Field(description="The session's id.")


class SessionLast(Params):
    agent: str | None = Field(None, description="The agent (sessions are per agent).")
    project: Project = None


class PinSet(Params):
    name: str = Field(description="The block's name.")
    text: str = Field(description="Its text (short: it tops every briefing).")
    library: Library = None
    project: Project = None


class PinRef(Params):
    name: str = Field(description="The block's name.")
    project: Project = None


class PinRemove(Params):
    name: str = Field(description="The block's name.")
    library: Library = None
    project: Project = None


class PinList(Params):
    project: Project = None


class LibraryCreate(Params):
    name: str = Field(description="The library's name.")
    description: str = ""


class LibraryDelete(Params):
    name: str = Field(description="The library's name.")
    force: bool = Field(False, description="Delete it with everything in it.")


class NoParams(Params):
    pass


def _here(project: str | None) -> str:
    """Sessions belong to a project: the door fills in where its caller stands."""
    from mgimind.errors import InvalidInput

    if project is None:
        raise InvalidInput("a session needs its project", fix="pass project (an absolute path)")
    return project


def _session_forget(mind, p: SessionRef, call: Call):
    mind.sessions.forget(p.session_id)
    return {"forgotten": p.session_id}


def _pin_remove(mind, p: PinRemove, call: Call):
    mind.pins.remove(p.name, p.library, project=p.project, agent=call.agent)
    return {"removed": p.name}


def _library_delete(mind, p: LibraryDelete, call: Call):
    return {"deleted": p.name, "items": mind.libraries.delete(p.name, force=p.force)}


OPERATIONS = (
    Operation(
        "recall",
        "One ranked answer for a query across memories, facts, procedures and skills "
        "(empty when nothing is relevant).",
        Recall,
        "mgimind.engine.recall.Recall",
        lambda m, p, c: m.recall(
            p.query, project=p.project, libraries=p.libraries, budget=p.budget, shown=p.shown
        ),
        "recall",
        scope="project",
        cli="recall",
        cli_args=("query",),
        http="/v1/recall",
        mcp="recall",
        tool="recall",
        text=lambda found: found.text or NOTHING,
        tool_fields=("query",),
    ),
    Operation(
        "briefing",
        "The session briefing a host injects at session start.",
        Briefing,
        "mgimind.engine.briefing.Briefing",
        lambda m, p, c: m.briefing(project=p.project, agent=p.agent, budget=p.budget),
        "briefing",
        scope="project",
        cli="briefing",
        cli_short=(("agent", "-a"),),
        http="/v1/briefing",
        mcp="briefing",
    ),
    Operation(
        "session.start",
        "Start a session of an agent in a project.",
        SessionStart,
        "mgimind.memory.sessions.Session",
        lambda m, p, c: m.sessions.start(p.agent, _here(p.project), p.session_id),
        "sessions",
        writes=True,
        lock=SESSION_FILES,
        scope="project",
        needs_project=True,
        cli="session start",
        cli_short=(("agent", "-a"), ("session_id", "--id")),
        http="/v1/sessions/start",
    ),
    Operation(
        "session.end",
        "Close a session with a short summary; the agent's next session starts from it.",
        SessionEnd,
        "mgimind.memory.sessions.Session",
        lambda m, p, c: m.sessions.end(p.session_id, p.summary, agent=p.agent, project=p.project),
        "sessions",
        writes=True,
        lock=SESSION_FILES,
        scope="project",
        cli="session end",
        cli_args=("session_id", "summary"),
        cli_short=(("agent", "-a"),),
        http="/v1/sessions/end",
        mcp="session_end",
        tool="end_session",
        text=lambda ended: f"session {ended.id} ended",
        tool_fields=("summary",),
    ),
    Operation(
        "session.last",
        "The last ended session of an agent in a project.",
        SessionLast,
        "mgimind.memory.sessions.Session | None",
        lambda m, p, c: m.sessions.last(p.agent, _here(p.project)),
        "sessions",
        scope="project",
        needs_project=True,
        cli="session last",
        cli_short=(("agent", "-a"),),
        http="/v1/sessions/last",
        mcp="session_last",
    ),
    Operation(
        "session.forget",
        "Forget a session: its record and summary.",
        SessionRef,
        "dict",
        _session_forget,
        "sessions",
        writes=True,
        callers=PEOPLE,
        cli="session forget",
        cli_args=("session_id",),
    ),
    Operation(
        "pin.set",
        "Pin a small named text at the top of every briefing (an agent cannot replace "
        "a block a person wrote).",
        PinSet,
        "mgimind.memory.pins.Pin",
        lambda m, p, c: m.pins.set(p.name, p.text, p.library, project=p.project, agent=c.agent),
        "pins",
        writes=True,
        scope="project",
        cli="pin set",
        cli_args=("name", "text"),
        http="/v1/pins",
    ),
    Operation(
        "pin.get",
        "One pinned block.",
        PinRef,
        "mgimind.memory.pins.Pin",
        lambda m, p, c: m.pins.get(p.name, project=p.project),
        "pins",
        scope="project",
        cli="pin get",
        cli_args=("name",),
        http="/v1/pins/get",
    ),
    Operation(
        "pin.list",
        "The pinned blocks.",
        PinList,
        "list[mgimind.memory.pins.Pin]",
        lambda m, p, c: m.pins.list(project=p.project),
        "pins",
        scope="project",
        cli="pin list",
        http="/v1/pins/list",
    ),
    Operation(
        "pin.remove",
        "Unpin a block (an agent cannot remove one a person wrote).",
        PinRemove,
        "dict",
        _pin_remove,
        "pins",
        writes=True,
        scope="project",
        cli="pin remove",
        cli_args=("name",),
        http="/v1/pins/remove",
    ),
    Operation(
        "library.list",
        "The libraries this identity may see, with their memory counts.",
        NoParams,
        "list[mgimind.models.Library]",
        lambda m, p, c: m.libraries.list(),
        "libraries",
        cli="library list",
        http="/v1/libraries",
    ),
    Operation(
        "library.create",
        "Create a library (a no-op if it exists).",
        LibraryCreate,
        "mgimind.models.Library",
        lambda m, p, c: m.libraries.create(p.name, p.description),
        "libraries",
        writes=True,
        cli="library create",
        cli_args=("name",),
        cli_short=(("description", "-d"),),
        http="/v1/libraries/create",
    ),
    Operation(
        "library.delete",
        "Delete a library (a non-empty one only with force).",
        LibraryDelete,
        "dict",
        _library_delete,
        "libraries",
        writes=True,
        callers=PEOPLE,
        cli="library delete",
        cli_args=("name",),
    ),
    Operation(
        "stats",
        "Counts, backend, model and location of the store.",
        NoParams,
        "mgimind.models.Stats",
        lambda m, p, c: m.stats(),
        "stats",
        cli="stats",
        http="/v1/stats",
    ),
    Operation(
        "store.integrity",
        "Whether the store holds what the home recorded (a damaged store is served "
        "read-only until a person accepts it).",
        NoParams,
        "dict",
        lambda m, p, c: m.integrity(),
        "integrity",
        cli="store check",
        http="/v1/store/integrity",
        mcp="store_integrity",
    ),
    Operation(
        "store.accept",
        "Accept the store as it is now as what the home holds, and serve writes again.",
        NoParams,
        "dict",
        lambda m, p, c: m.accept_store(),
        "accept_store",
        writes=True,
        callers=PEOPLE,
        cli="store accept",
    ),
)

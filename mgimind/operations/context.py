"""Operations around the memory: recall, the briefing, sessions, pinned blocks,
libraries and the store itself."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any

from pydantic import AfterValidator, Field

from mgimind.operations.spec import (
    PEOPLE,
    Call,
    Libraries,
    Library,
    Lock,
    Operation,
    Params,
    Project,
    _absolute,
)

if TYPE_CHECKING:  # the table stays light: the engine loads when an operation runs
    from mgimind.engine.briefing import Briefing as BriefingResult
    from mgimind.engine.host_context import LoadedText
    from mgimind.engine.mind import Mind
    from mgimind.engine.recall import Recall as RecallResult

NOTHING = "Nothing relevant is stored."
# A session is files, each written under its own file lock (memory/sessions.py), never the
# store: starting or ending one takes no write lock at any door, so the session-start hook
# (whose briefing must answer within its budget) never waits behind a long write.
SESSION_FILES: Lock = "free"


Host = Annotated[
    str | None,
    Field(
        description="The host whose session this is (claude-code, codex, gemini...): what it "
        "loads itself (its instruction files, its auto-memory) is left out."
    ),
]
HostFolder = Annotated[
    str | None,
    AfterValidator(_absolute),
    Field(description="The folder the host's session runs in (absolute; default: the project)."),
]


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
    host: Host = None
    cwd: HostFolder = None


class Briefing(Params):
    libraries: Libraries = None
    project: Project = None
    agent: str | None = Field(None, description="The agent (sessions are per agent).")
    budget: int | None = Field(None, ge=500, le=20_000, description="Character budget.")
    host: Host = None
    cwd: HostFolder = None


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


class SessionNotes(Params):
    session_id: str = Field(description="The running session's id.")
    notes: dict = Field(
        description="The notes to keep: prompts (newest last), checkpoint, recall ledger."
    )


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


def _session_forget(mind: Mind, p: SessionRef, call: Call) -> dict[str, str]:
    mind.sessions.forget(p.session_id)
    return {"forgotten": p.session_id}


def _recall(mind: Mind, p: Recall, call: Call) -> RecallResult:
    loaded = _host_loads(p.host, p.cwd or call.project)
    return mind.recall(
        p.query,
        libraries=call.libraries,
        budget=p.budget,
        shown=p.shown,
        leave_out=loaded.holds if loaded else None,
    )


def _briefing(mind: Mind, p: Briefing, call: Call) -> BriefingResult:
    loaded = _host_loads(p.host, p.cwd or call.project)
    return mind.briefing(
        agent=p.agent,
        budget=p.budget,
        leave_out=loaded.holds_item if loaded else None,
        libraries=call.libraries,
        project_id=call.project,
    )


def _host_loads(host: str | None, cwd: str | None) -> LoadedText | None:
    from mgimind.engine.host_context import host_loads

    return host_loads(host, cwd)


def _pin_remove(mind: Mind, p: PinRemove, call: Call) -> dict[str, str]:
    mind.pins.remove(p.name, call.library)
    return {"removed": p.name}


def _agent_pin_remove(mind: Mind, p: PinRemove, call: Call) -> dict[str, str]:
    """Refused for a block a person pinned (theirs would be gone without them)."""
    mind.pins.remove(p.name, call.library, agent=True)
    return {"removed": p.name}


def _library_delete(mind: Mind, p: LibraryDelete, call: Call) -> dict[str, Any]:
    return {"deleted": p.name, "items": mind.libraries.delete(p.name, force=p.force)}


OPERATIONS = (
    Operation(
        name="recall",
        summary="One ranked answer for a query across memories, facts, procedures and skills "
        "(empty when nothing is relevant).",
        params=Recall,
        result="mgimind.engine.recall.Recall",
        run=_recall,
        service="recall",
        scope="read",
        cli="recall",
        cli_args=("query",),
        http="/v1/recall",
        mcp="recall",
        tool="recall",
        text=lambda found: found.text or NOTHING,
        tool_fields=("query",),
    ),
    Operation(
        name="briefing",
        summary="The session briefing a host injects at session start.",
        params=Briefing,
        result="mgimind.engine.briefing.Briefing",
        run=_briefing,
        service="briefing",
        scope="read",
        cli="briefing",
        cli_short=(("agent", "-a"),),
        http="/v1/briefing",
        mcp="briefing",
    ),
    Operation(
        name="session.start",
        summary="Start a session of an agent in a project.",
        params=SessionStart,
        result="mgimind.memory.sessions.Session",
        run=lambda m, p, c: m.sessions.start(p.agent, _here(c.project), p.session_id),
        service="sessions",
        writes=True,
        lock=SESSION_FILES,
        scope="project",
        needs_project=True,
        cli="session start",
        cli_short=(("agent", "-a"), ("session_id", "--id")),
        http="/v1/sessions/start",
    ),
    Operation(
        name="session.end",
        summary="Close a session with a short summary; the agent's next session starts from it.",
        params=SessionEnd,
        result="mgimind.memory.sessions.Session",
        run=lambda m, p, c: m.sessions.end(
            p.session_id, p.summary, agent=p.agent, project=c.project
        ),
        service="sessions",
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
        name="session.last",
        summary="The last ended session of an agent in a project.",
        params=SessionLast,
        result="mgimind.memory.sessions.Session | None",
        run=lambda m, p, c: m.sessions.last(p.agent, _here(c.project)),
        service="sessions",
        scope="project",
        needs_project=True,
        cli="session last",
        cli_short=(("agent", "-a"),),
        http="/v1/sessions/last",
        mcp="session_last",
    ),
    Operation(
        name="session.forget",
        summary="Forget a session: its record and summary.",
        params=SessionRef,
        result="dict",
        run=_session_forget,
        service="sessions",
        writes=True,
        callers=PEOPLE,
        cli="session forget",
        cli_args=("session_id",),
    ),
    Operation(
        name="session.live",
        summary="The hook's notes of a running session: its prompts so far, its checkpoint, "
        "what recall showed it.",
        params=SessionRef,
        result="dict",
        run=lambda m, p, c: m.sessions.live(p.session_id),
        service="sessions",
        lock=SESSION_FILES,
    ),
    Operation(
        name="session.keep_live",
        summary="Keep the hook's notes of a running session (its prompts redacted, clipped, "
        "the newest kept).",
        params=SessionNotes,
        result="dict",
        run=lambda m, p, c: m.sessions.keep_live(p.session_id, p.notes),
        service="sessions",
        writes=True,
        lock=SESSION_FILES,
    ),
    Operation(
        name="pin.set",
        summary="Pin a small named text at the top of every briefing (an agent cannot replace "
        "a block a person wrote).",
        params=PinSet,
        result="mgimind.memory.pins.Pin",
        run=lambda m, p, c: m.pins.set(p.name, p.text, c.library, agent=c.agent),
        service="pins",
        writes=True,
        scope="write",
        cli="pin set",
        cli_args=("name", "text"),
        http="/v1/pins",
    ),
    Operation(
        name="pin.get",
        summary="One pinned block.",
        params=PinRef,
        result="mgimind.memory.pins.Pin",
        run=lambda m, p, c: m.pins.get(p.name, libraries=c.libraries),
        service="pins",
        scope="read",
        cli="pin get",
        cli_args=("name",),
        http="/v1/pins/get",
    ),
    Operation(
        name="pin.list",
        summary="The pinned blocks.",
        params=PinList,
        result="list[mgimind.memory.pins.Pin]",
        run=lambda m, p, c: m.pins.list(libraries=c.libraries),
        service="pins",
        scope="read",
        cli="pin list",
        http="/v1/pins/list",
    ),
    Operation(
        name="pin.remove",
        summary="Unpin a block (an agent cannot remove one a person wrote).",
        params=PinRemove,
        result="dict",
        run=_pin_remove,
        agent_run=_agent_pin_remove,
        service="pins",
        writes=True,
        scope="write",
        cli="pin remove",
        cli_args=("name",),
        http="/v1/pins/remove",
    ),
    Operation(
        name="library.list",
        summary="The libraries this identity may see, with their memory counts.",
        params=NoParams,
        result="list[mgimind.models.Library]",
        run=lambda m, p, c: m.libraries.list(),
        service="libraries",
        cli="library list",
        http="/v1/libraries",
    ),
    Operation(
        name="library.create",
        summary="Create a library (a no-op if it exists).",
        params=LibraryCreate,
        result="mgimind.models.Library",
        run=lambda m, p, c: m.libraries.create(p.name, p.description),
        service="libraries",
        writes=True,
        cli="library create",
        cli_args=("name",),
        cli_short=(("description", "-d"),),
        http="/v1/libraries/create",
    ),
    Operation(
        name="library.delete",
        summary="Delete a library (a non-empty one only with force).",
        params=LibraryDelete,
        result="dict",
        run=_library_delete,
        service="libraries",
        writes=True,
        callers=PEOPLE,
        cli="library delete",
        cli_args=("name",),
    ),
    Operation(
        name="stats",
        summary="Counts, backend, model and location of the store.",
        params=NoParams,
        result="mgimind.models.Stats",
        run=lambda m, p, c: m.stats(),
        service="stats",
        cli="stats",
        http="/v1/stats",
    ),
    Operation(
        name="store.integrity",
        summary="Whether the store holds what the home recorded (a damaged store is served "
        "read-only until a person accepts it).",
        params=NoParams,
        result="dict",
        run=lambda m, p, c: m.integrity(),
        service="integrity",
        cli="store check",
        http="/v1/store/integrity",
        mcp="store_integrity",
    ),
    Operation(
        name="store.accept",
        summary="Accept the store as it is now as what the home holds, and serve writes again.",
        params=NoParams,
        result="dict",
        run=lambda m, p, c: m.accept_store(),
        service="accept_store",
        writes=True,
        callers=PEOPLE,
        cli="store accept",
    ),
)

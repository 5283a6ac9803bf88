"""The one dispatcher: every door's call to an operation ends here.

It enforces the rules the operation declares, the same whichever door the call came
through (the command line, the socket, HTTP, MCP, a tool pack, the hook event, a Python
client in this process): who may call it (a person, an agent) and which parameter
values an agent may not pass; the parameters against its model; the scope by its rule;
what an agent's call runs (`agent_run`); the store's write lock around a "write"; and
what of the result an agent may see. The socket and HTTP run it inside the daemon (which
binds the actor to the peer); `call` runs it from a door's process, sending the
operation to the daemon when the target is a daemon client.
"""

from __future__ import annotations

from contextlib import AbstractContextManager, nullcontext
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Callable, cast

from pydantic import BaseModel, ValidationError

from mgimind.errors import InvalidInput, ScopeDenied
from mgimind.operations.registry import get
from mgimind.operations.spec import AGENT, Call, Operation, Params, caller_kind

if TYPE_CHECKING:
    from mgimind.engine.mind import Mind
    from mgimind.operations.moves import HomeFolder


def invoke(
    mind: Mind | HomeFolder,
    op: Operation,
    params: dict | BaseModel,
    *,
    actor: str | None = None,
    run_write: Callable[[Callable[[], Any]], Any] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Any:
    """Run `op` on `mind` (the caller's view of it) for `actor` (default: the Mind's).
    `run_write`: where the operation's store steps run (`Call.write`; default: here);
    `progress(done, total)` follows long work run in this process."""
    if (
        actor is not None
        and actor != getattr(mind, "actor", actor)
        and hasattr(mind, "as_identity")
    ):
        # What the call writes is the actor's (its author, its audit lines), not the
        # Mind's: an agent's door in this process writes as the agent, never the person.
        view = cast("Mind", mind)  # only a Mind has identity views
        mind = view.as_identity(actor, view.confine)
    actor = actor if actor is not None else getattr(mind, "actor", None)
    caller = caller_kind(actor)
    if caller not in op.callers:
        raise ScopeDenied(
            f"{op.name} is for a person; an agent cannot call it (with "
            "review.require_human on, a call counts as the person's only with the "
            "review secret)",
            fix=(
                f"a person runs `mgimind {op.cli}` (it asks for the secret at a terminal)"
                if op.cli
                else "a person runs it"
            )
            + "; from Python, client.prove_person(secret) first",
        )
    parsed = validate(op, params)
    if caller == AGENT:
        _check_agent_values(op, parsed)
    run = op.agent_run if caller == AGENT and op.agent_run is not None else op.run
    with _lock(mind, op):
        call = _scoped(mind, op, parsed, caller, actor)
        if run_write is not None:
            call = replace(call, run_write=run_write)
        if progress is not None:
            call = replace(call, progress=progress)
        result = run(mind, parsed, call)
    if caller == AGENT and op.for_agent is not None:
        result = op.for_agent(result)
    return result


def _lock(mind: Mind | HomeFolder, op: Operation) -> AbstractContextManager[Any]:
    """The store's write lock around a "write" operation (the Mind's, shared by every
    identity view and reentrant); nothing around a read, a write that locks each batch
    itself, or one that waits on another server (see Operation.lock_mode)."""
    # a home with no store open has none
    lock: AbstractContextManager[Any] | None = getattr(mind, "write_lock", None)
    if op.lock_mode == "write" and lock is not None:
        return lock
    return nullcontext()


def _check_agent_values(op: Operation, params: BaseModel) -> None:
    """ScopeDenied for a parameter value the operation refuses an agent."""
    for field, refused, why in op.agent_forbids:
        value = getattr(params, field)
        if value in refused:
            raise ScopeDenied(
                f"{op.name}: an agent cannot pass {field}={value!r}: {why}",
                fix=f"leave {field} out or use another value; a person runs "
                + (f"`mgimind {op.cli}`" if op.cli else "it"),
            )


def validate(op: Operation[Params, Any], params: dict | BaseModel) -> BaseModel:
    """`params` as the operation's model, or InvalidInput naming each bad field."""
    if isinstance(params, op.params):
        return params
    if isinstance(params, BaseModel):
        params = params.model_dump()
    if not isinstance(params, dict):
        raise InvalidInput(f"{op.name}: parameters must be an object")
    try:
        return op.params.model_validate(params)
    except ValidationError as e:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc']) or 'parameters'}: {err['msg']}"
            for err in e.errors(include_url=False)
        )
        raise InvalidInput(f"{op.name}: {problems}", fix=f"see: mgimind ops {op.name}") from None


def _scoped(
    mind: Mind | HomeFolder, op: Operation, params: Any, caller: str, actor: str | None
) -> Call:
    """The call with the scope the operation's rule resolves (see Operation), resolved
    here once for every door: the operation's service is handed the result."""
    from mgimind.services.scope import read_libraries, resolve_project, write_library
    from mgimind.validation import check_library_name

    if op.scope == "none":  # addresses items by id (a project there is a tag, not a scope)
        return Call(caller, actor)
    mind = cast("Mind", mind)  # a rule with a scope runs on an open store
    project = resolve_project(getattr(params, "project", None))
    if op.scope == "read":
        # No libraries named, or an empty list, asks for the default scope; the resolved
        # scope may be [] (nothing to read), which the service reads as nothing.
        named = getattr(params, "libraries", None) or None
        libraries = read_libraries(mind, project, named)
        return Call(caller, actor, project=project, libraries=libraries)
    if op.scope == "write":
        named = params.library
        if op.person_creates_library and caller != AGENT and named is not None:
            if not mind.libraries.exists(check_library_name(named)):
                mind.check_write_scope(named)
                return Call(caller, actor, project=project, library=named)  # made by the op
        library = write_library(mind, project, named)
        return Call(caller, actor, project=project, library=library)
    return Call(caller, actor, project=project)  # "project": it belongs to the project


def call(
    target: object,
    name: str,
    params: dict | None = None,
    *,
    agent: str | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Any:
    """Run operation `name` from a door's process: through `target`'s transport when it
    is a client (over the socket, the daemon runs `invoke` for the actor it binds to this
    process; in this process, `invoke` on its Mind), else `invoke` on the Mind `target`.
    Projects are resolved here, where the caller stands.
    `agent`: the door is an agent's (a tool pack): in this process the call is an agent's
    whatever the Mind's actor (over the socket, the daemon already treats it so).
    `progress` follows long work run in this process (none comes back over the socket)."""
    op = get(name)
    params = caller_side(op, dict(params or {}))
    client = getattr(type(target), "run_operation", None)
    if client is not None:  # a client (mgimind.open()): its transport reaches invoke
        return client(target, name, params, agent=agent, progress=progress)
    return invoke(
        cast("Mind | HomeFolder", target),
        op,
        params,
        actor=f"agent:{agent}" if agent else None,
        progress=progress,
    )


def caller_side(op: Operation, params: dict) -> dict:
    """`params` with the project resolved in this process (a relative one, '.', names
    this process's folder, never the daemon's), and the caller's folder filled in when
    the operation needs a project and none was given."""
    from mgimind.services.scope import resolve_project

    if "project" not in op.params.model_fields:
        return params
    project = params.get("project")
    if project is None and op.needs_project:
        project = "."
    if project is not None:
        params["project"] = resolve_project(project)
    return params

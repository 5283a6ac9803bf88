"""What an operation is: declared once, served by every door that allows it.

An `Operation` names one thing a caller can do with the memory (store a memory, query
facts, recall), with its parameters and result as pydantic models, whether it reads or
writes, who may call it (a person, an agent), how it picks its libraries (its scope
rule), and the name it has at each door: the CLI, the socket, MCP, HTTP and the agent
tool packs are all generated from these declarations (see `mgimind.operations.doors`).
"""

from __future__ import annotations

import posixpath
from dataclasses import dataclass
from typing import Annotated, Any, Callable, Generic, Literal, TypeVar

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from mgimind.security.actors import claims_person

PERSON = "person"
AGENT = "agent"
ANYONE = frozenset({PERSON, AGENT})
PEOPLE = frozenset({PERSON})

Scope = Literal["none", "read", "write", "project"]
Lock = Literal["free", "batched", "network", "write"]


def caller_kind(actor: str | None) -> str:
    """PERSON for an actor that speaks for a person (security.actors), else AGENT. Only
    the mgimind command line may claim one over the socket (daemon.dispatch.bind_actor);
    every other caller acts as an agent."""
    if claims_person(actor):
        return PERSON
    return AGENT


class Params(BaseModel):
    """The parameters of an operation: unknown fields are an error, not ignored."""

    model_config = ConfigDict(extra="forbid")


def _absolute(project: str | None) -> str | None:
    """A project crosses a door as the caller's absolute path: the daemon stands in
    another folder, so a relative one ('.') would name the wrong project."""
    if project is not None and not posixpath.isabs(project):
        raise ValueError(
            "project must be an absolute path (resolve it where you stand, "
            "e.g. os.path.abspath('.'))"
        )
    return project


Project = Annotated[
    str | None,
    AfterValidator(_absolute),
    Field(
        description="Project directory (a path inside it; absolute at agent doors): "
        "its library plus the shared one."
    ),
]
Libraries = Annotated[
    list[str] | None, Field(description="Read only these libraries (default: the scope's).")
]
Library = Annotated[
    str | None, Field(description="Write to this library (default: the project's, else shared).")
]


@dataclass(frozen=True)
class Call:
    """One invocation as the operation's code sees it: who calls, and the scope the
    dispatcher resolved from the operation's rule, once, whichever door the call came
    through: `project` the project's identity (its git root, or its full path; None when
    the call names none), `libraries` for a read (None meaning everything in scope and []
    nothing), `library` for a write. The operation hands these to its service, which
    does not resolve them again."""

    caller: str
    actor: str | None
    project: str | None = None
    libraries: list[str] | None = None
    library: str | None = None
    # `update(done, total)` for long work, when the caller runs in this process (a
    # terminal's progress bar); never across the socket.
    progress: Callable[[int, int], None] | None = None
    # Runs a store step (a function of no arguments) where the door keeps its writes: an
    # operation that waits on the network (lock "network") hands its store to it.
    run_write: Callable[[Callable[[], Any]], Any] | None = None

    def write(self, step: Callable[[], Any]) -> Any:
        """`step()` on the door's writers (here, when the door has none)."""
        return step() if self.run_write is None else self.run_write(step)

    @property
    def agent(self) -> bool:
        return self.caller == AGENT


P = TypeVar("P", bound=Params)
R = TypeVar("R")


@dataclass(frozen=True, kw_only=True)
class Operation(Generic[P, R]):
    """One operation. `run(mind, params, call)` does it; everything else describes it.
    Declared by keyword only (a table of thirty fields read by position is read wrong);
    generic in its parameters' model `P` and its result `R`.

    Doors: `cli` is the command path ("add", "fact add"), `cli_args` the parameters it
    takes as positional arguments; `http` the route's path (POST); `mcp` the MCP tool's
    name; `tool` the agent tool packs' name. None: not served at that door. The socket
    serves every operation as "op:<name>".

    Scope rules, applied by the dispatcher before `run` (see `Call`): "read" resolves
    `project`/`libraries` to the libraries read; "write" resolves `project`/`library` to
    the library written; "project" resolves the project itself (a session, a briefing:
    things that belong to a project, not to a library); "none" addresses items by id
    (the Mind's scope policy checks each item's library). Every rule but "none" also
    resolves `Call.project` from the `project` parameter.

    The rules, which the dispatcher enforces at every door (the hook's included):
    `callers` who may call it; `scope` how it picks its libraries; `lock` how it is
    serialized with other writes (`lock_mode`); `agent_run`, when given, what an agent's
    call does instead of `run` (a person's write is stored as given, an agent's passes the
    checks `agent_run` names); `agent_forbids` the parameter values an agent may not pass,
    refused before anything runs.

    `text(result)` is the result as a model reads it (tool packs); `for_agent(result)`
    what an agent may see of it (default: all)."""

    name: str
    summary: str
    params: type[P]
    result: str  # the result's type, written as an annotation (see result_type)
    run: Callable[[Any, P, Call], R]
    service: str
    agent_run: Callable[[Any, P, Call], R] | None = None
    # (field, values an agent may not pass, why): refused before the operation runs
    agent_forbids: tuple[tuple[str, tuple[Any, ...], str], ...] = ()
    writes: bool = False
    callers: frozenset[str] = ANYONE
    scope: Scope = "none"
    lock: Lock | None = None
    cli: str | None = None
    cli_args: tuple[str, ...] = ()
    cli_short: tuple[tuple[str, str], ...] = ()  # (field, "-x"); "" drops a default short
    http: str | None = None
    mcp: str | None = None
    tool: str | None = None
    text: Callable[[Any], str] | None = None
    for_agent: Callable[[Any], Any] | None = None
    tool_fields: tuple[str, ...] | None = None  # what a model fills in a tool pack
    needs_project: bool = False  # doors fill in the folder their caller stands in
    # A person naming a library that does not exist yet gets it made when the operation
    # stores (as `sync` does); an agent must name one that exists.
    person_creates_library: bool = False

    @property
    def lock_mode(self) -> Lock:
        """How the dispatcher serializes it: reads run free, writes under the write lock
        unless they take it per batch themselves ("batched", on the daemon's writers), or
        wait on another server first ("network": on the caller's own thread, its store
        handed to the writers through `Call.write`)."""
        return self.lock or ("write" if self.writes else "free")

    @property
    def where(self) -> str:
        """Where its code lives: "module:function" of `run` (and of `agent_run`)."""
        places = [_place(f) for f in (self.run, self.agent_run) if f is not None]
        return " (an agent's: ".join(places) + (")" if len(places) > 1 else "")

    def doors(self) -> dict[str, str]:
        """{door: name at that door} for every door that serves it (the socket always)."""
        named = {"cli": self.cli, "http": self.http, "mcp": self.mcp, "tool": self.tool}
        return {"socket": f"op:{self.name}", **{k: v for k, v in named.items() if v}}


def _place(function: Callable) -> str:
    """ "module:function", or "module:<lambda> (line N)" for a lambda."""
    name = function.__qualname__
    if name.endswith("<lambda>"):
        name = f"<lambda> (line {function.__code__.co_firstlineno})"
    return f"{function.__module__}:{name}"


def result_type(op: Operation) -> Any:
    """The operation's result type, its dotted names imported now (the table itself
    stays light: the CLI and hooks import it without the services). `op.result` reads
    like an annotation: "pkg.mod.Model", "list[...]", "dict", "None", joined by " | "."""
    import typing

    kinds = tuple(_one_type(part.strip()) for part in op.result.split(" | "))
    return kinds[0] if len(kinds) == 1 else typing.Union[kinds]


def _one_type(text: str) -> Any:
    import importlib

    if text == "None":
        return type(None)
    if text == "dict":
        return dict[str, Any]
    if text in ("str", "int", "float", "bool"):
        return {"str": str, "int": int, "float": float, "bool": bool}[text]
    if text.startswith("list[") and text.endswith("]"):
        return list[_one_type(text[5:-1])]  # type: ignore[misc]  # built at run time
    module, _, name = text.rpartition(".")
    return getattr(importlib.import_module(module), name)

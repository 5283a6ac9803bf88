"""What a host is to mgimind: the `HostAdapter` interface, and the hosts plugins register.

Core and the hook layer (`hooks/events.py`) know hosts only through this interface: a host
plugin (in `hosts/`, or a third party's) registers an adapter through the `register_hosts`
hook, and the daemon hands the adapter of an event's host to the hook layer. An adapter
translates its host's hook into a `HookEvent` and renders the layer's `HookAnswer` back.
Nothing in core or `hooks/` imports `hosts/`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Literal, NoReturn, Protocol, runtime_checkable

from mgimind.errors import InvalidInput

HookKind = Literal["session-start", "prompt", "pre-compact", "session-end", "stop"]


@dataclass
class HookEvent:
    """One host's hook event, host-neutral."""

    kind: HookKind
    agent: str
    session_id: str | None = None
    cwd: str | None = None
    prompt: str | None = None
    transcript_path: str | None = None
    source: str | None = None  # session-start: startup, resume, clear, compact
    reason: str | None = None  # session-end / pre-compact trigger


@dataclass
class HookAnswer:
    """What the host should inject into the model's context ("" = nothing)."""

    context: str = ""
    notes: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class HostFile:
    """A file a host keeps instructions or memories in, as its adapter declares it.

    `author` says who writes it: "person" for an instruction file the person edits
    (CLAUDE.md, AGENTS.md, GEMINI.md), "agent" for a host's own auto-memory. A file the
    person edits may hold a section the host's agent appends to: `agent_section` names
    that heading, and the lines under it are the agent's. `loaded` is whether the host
    puts the file in its context at session start (only its first `max_lines` lines when
    given); an unloaded file (a topic file the agent reads on demand) is still imported.
    `shared` marks a file that holds for every project (a user-level one): its items are
    imported into the shared library, a project's into the project's. `imports`: a line
    that is only '@path' names a further file the host loads with it (Claude Code,
    Gemini CLI and Qwen Code follow them)."""

    path: Path
    author: Literal["person", "agent"]
    loaded: bool = True
    max_lines: int | None = None
    agent_section: str | None = None
    shared: bool = False
    imports: bool = False


def memory_files(adapter: object, cwd: str | None) -> list[HostFile]:
    """The files `adapter`'s host keeps memory in for a session in `cwd`, from its
    optional `memory_files(cwd)` declaration ([] for a host that declares none)."""
    declared = getattr(adapter, "memory_files", None)
    return list(declared(cwd)) if callable(declared) else []


@runtime_checkable
class HostAdapter(Protocol):
    """A host: installs itself, and translates its hook protocol for the hook layer."""

    name: str
    # Whether `install-hooks` registers the MCP server unless told (--mcp/--no-mcp); an
    # adapter without it gets True.
    mcp_by_default: bool

    def describe(self) -> str:
        """One line: what mgimind does in this host."""

    def install(
        self, scope: str = "user", project_dir: str | Path | None = None, **kwargs: Any
    ) -> Any:
        """Wire mgimind into the host (or raise InvalidInput saying how to, in code)."""

    def uninstall(self, scope: str = "user", project_dir: str | Path | None = None) -> Any:
        """Remove exactly what install added."""

    def installed(self, scope: str = "user", project_dir: str | Path | None = None) -> list[str]:
        """The host events that have mgimind's hook in `scope` ([] when none)."""

    def translate(self, event: str, payload: dict) -> HookEvent | None:
        """The host's hook event as a `HookEvent`, or None to ignore it."""

    def render(self, event: HookEvent, answer: HookAnswer) -> str:
        """What the host's hook prints for the hook layer's answer."""


@dataclass(frozen=True)
class LibraryHost:
    """A host that is a Python library (OpenAI Agents, LangGraph), not a program with hooks.

    It registers like every host, so listings and doctor see it; there is nothing to
    install into a config file, so `install` explains how to wire it in code instead, and
    it translates no hook events (in-process hosts call the Mind directly)."""

    name: str
    summary: str
    usage: str
    extra: str
    mcp_by_default: bool = False  # nothing to install

    def describe(self) -> str:
        from mgimind.errors import extra_install

        return f"{self.summary} (a Python library; its extra: {extra_install(self.extra)})"

    def install(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise InvalidInput(
            f"{self.name} is a Python library host: there are no hooks to install",
            fix=f"wire it in code:\n{self.usage}",
        )

    def uninstall(self, *args: Any, **kwargs: Any) -> Any:
        return self.install()

    def installed(self, *args: Any, **kwargs: Any) -> list[str]:
        return []

    def translate(self, event: str, payload: dict) -> None:
        return None

    def render(self, event: HookEvent, answer: HookAnswer) -> str:
        return ""


def known_hosts() -> dict[str, HostAdapter]:
    """name -> adapter, from every plugin that implements `register_hosts`."""
    from mgimind.plugins import load_plugins

    hosts: dict[str, HostAdapter] = {}

    def register(name: str, adapter: HostAdapter) -> None:
        hosts.setdefault(name, adapter)

    load_plugins().hook.register_hosts(register=register)
    return hosts


def get_host(name: str) -> HostAdapter:
    hosts = known_hosts()
    if name not in hosts:
        raise InvalidInput(
            f"unknown host {name!r}",
            fix="mgimind install-hooks --list shows the known hosts: " + ", ".join(sorted(hosts)),
        )
    return hosts[name]


def lazy_exports(package: str, exports: dict[str, str], extra: str) -> Callable[[str], Any]:
    """A package's `__getattr__` that imports each export from its module on first use:
    a host package is imported by the plugin manager in every mgimind process, and must
    not pull in its SDK until a name is asked for. Without the SDK, the error is the
    `extra`'s install hint."""
    import importlib

    from mgimind.errors import missing_extra

    def __getattr__(name: str) -> Any:
        if name not in exports:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        try:
            module = importlib.import_module(exports[name], package)
        except ModuleNotFoundError as e:
            raise missing_extra(extra, e, f"{package}.{name}") from None
        return getattr(module, name)

    return __getattr__

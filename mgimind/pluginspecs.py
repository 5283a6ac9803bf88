"""The hook specs the rest of mgimind calls. Plugins implement them with `@hookimpl`.

Collection hooks take a `register` callback (the llm shape); every hook receives the
`mind` it serves, never a global. Grow a hook by adding arguments, not a `v2` hook.
"""

from typing import Any, Callable

from pluggy import HookimplMarker, HookspecMarker

# The specs sit in the foundation layer: what they are handed (the Mind, a Kind, an
# Operation) is defined above it, so those are Any here; the docstrings name them.
Register = Callable[..., None]

hookspec = HookspecMarker("mgimind")
hookimpl = HookimplMarker("mgimind")


@hookspec
def register_briefing_sections(register: Register, mind: Any) -> None:
    """Register briefing sections: register(name, priority, render, title=None) with
    render(ctx: briefing.BriefingContext) -> str | list[str] (items; lower priority = kept
    longer when over budget; the first registration of a name wins, defaults come last)."""


@hookspec
def ingest_verdict(mind: Any, text: str, library: str, metadata: Any) -> dict | None:
    """Judge an ingest candidate: None (no opinion) or a verdict dict to quarantine/refuse."""


@hookspec
def recall_postprocess(mind: Any, query: str, items: list[dict]) -> None:
    """Re-order or filter recall items in place (a list of dicts with kind, id, library,
    text, similarity, score, date, source), before the budget packs them."""


@hookspec
def register_transcript_parsers(register: Register) -> None:
    """Register transcript parsers: register(name, globs, parse) with parse(path, offset)."""


@hookspec
def register_hosts(register: Register) -> None:
    """Register agent hosts: register(name, adapter), an adapter following
    mgimind.hostapi.HostAdapter (describe, install, uninstall, installed, translate, render)."""


@hookspec
def register_commands(cli: Any) -> None:
    """Add click commands or groups to the `mgimind` CLI."""


@hookspec
def register_operations(register: Register) -> None:
    """Register operations: register(operation), a mgimind.operations.Operation. Every door
    that operation names serves it (CLI, socket, MCP, HTTP, the agent tool packs)."""


@hookspec
def register_daemon_services(register: Register, mind: Any, lock: Any) -> None:
    """Register background services the daemon runs: register(name, service), service with
    start(), stop() and optionally busy() (a busy daemon does not idle-exit). `lock` is the
    Mind's write lock: hold it around each bounded unit of store work, never around slow
    work such as embedding (reads and hooks must not wait). See docs/plugins.md."""


@hookspec
def register_kinds(register: Register) -> None:
    """Register memory kinds: register(kind), a mgimind.memory.kinds.Kind (its statuses, services,
    recall adapter, briefing sections, stats count, export codec and operations); the
    first registration of a name wins, the built-in kinds come last."""


@hookspec
def register_candidate_extractors(register: Register, mind: Any) -> None:
    """Register candidate extractors: register(name, extract) with extract(exchange,
    provenance) -> list[mgimind.harvest.rules.Candidate]; every candidate goes to
    quarantine. Called once per harvest pass, in the harvester's background worker; the
    first registration of a name wins (defaults come last). A slow extractor (a model)
    queues the work and returns [] (see docs/plugins.md)."""

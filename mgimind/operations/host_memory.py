"""Operations on the memories the hosts keep themselves: import them, and follow them.

A person's operation: it stores what the person's instruction files say under the
person's name, which an agent must not be able to do (mgimind/harvest/host_memory)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

from pydantic import AfterValidator, Field

from mgimind.operations.spec import (
    PEOPLE,
    Call,
    Library,
    Operation,
    Params,
    Project,
    _absolute,
)

if TYPE_CHECKING:  # the table stays light: the engine loads when an operation runs
    from mgimind.engine.mind import Mind
    from mgimind.harvest.host_memory.importer import ImportReport

Folder = Annotated[
    str | None,
    AfterValidator(_absolute),
    Field(description="The folder whose hierarchy of host files to read (default: the project)."),
]


class HostMemoryImport(Params):
    hosts: list[str] | None = Field(
        None, description="Only these hosts (default: every host that declares its files)."
    )
    project: Project = None
    library: Library = None
    cwd: Folder = None


def _import(mind: Mind, p: HostMemoryImport, call: Call) -> ImportReport:
    from mgimind.harvest.host_memory.importer import import_host_memories

    return import_host_memories(
        mind,
        cwd=p.cwd or call.project,
        person=str(call.actor or mind.actor),
        hosts=p.hosts,
        project_library=call.library if call.project else None,
    )


OPERATIONS = (
    Operation(
        name="host_memory.import",
        summary="Import what the hosts remember themselves (CLAUDE.md, AGENTS.md, GEMINI.md "
        "and their auto-memory) with host, file and lines: the person's files as the "
        "person's, an agent's through admission. Again: unchanged items stay, changed ones "
        "supersede, what the person rejected stays out. A person's operation.",
        params=HostMemoryImport,
        result="mgimind.harvest.host_memory.importer.ImportReport",
        run=_import,
        service="admission",
        writes=True,
        callers=PEOPLE,
        scope="write",
        lock="batched",  # each memory's write takes the lock itself
        cli="hosts-memory import",
        needs_project=True,
    ),
)

"""Default scope: which libraries a project's reads cover and where its writes go.

A project is identified by its git root, or by its full resolved path when it is not in
a git repository; never by a folder basename, so two projects named `app` in different
places never share a library, a session or a pinned block. Inside a project, writes go
to the project's own library and reads (briefing, recall) cover it plus the shared one.
`scope.project_libraries = false` turns per-project libraries off: everything then goes
to, and is read from, the shared library.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path
from typing import TYPE_CHECKING

from mgimind.errors import InvalidInput
from mgimind.validation import check_library_name

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI

PROJECT_PREFIX = "project:"
_UNSAFE = re.compile(r"[^A-Za-z0-9._:/@+\-]")
_MAX_NAME = 200


def expand_path(path: str | Path) -> Path:
    """`~` and `~/x` expanded; a `~name` of no known user stays a literal name (a host's
    odd cwd must not become an error). A NUL byte is refused: no path holds one."""
    if "\x00" in str(path):
        raise InvalidInput(
            "a path or project holds a NUL byte", fix="pass the project's folder as plain text"
        )
    try:
        return Path(path).expanduser()
    except RuntimeError:
        return Path(path)


def project_identity(path: str | Path) -> str:
    """The project a path belongs to: the nearest enclosing git root, else the full path."""
    resolved = expand_path(path).resolve()
    for candidate in (resolved, *resolved.parents):
        if (candidate / ".git").exists():
            return str(candidate)
    return str(resolved)


def project_library(identity: str) -> str:
    """The library of a project identity, e.g. 'project:/home/me/src/app'.

    Characters a library name cannot hold are replaced, and then a short hash of the
    full identity is appended, so '/a/my app' and '/a/my-app' stay distinct."""
    name = PROJECT_PREFIX + identity
    safe = _UNSAFE.sub("-", name)
    if safe != name or len(safe) > _MAX_NAME:
        digest = hashlib.sha256(identity.encode("utf-8", "surrogatepass")).hexdigest()[:12]
        safe = safe[: _MAX_NAME - len(digest) - 1] + "+" + digest
    return check_library_name(safe)


def resolve_project(project: str | Path | None) -> str | None:
    """A project argument (a path anywhere inside the project, or its identity) to its
    identity; None stays None."""
    if project is None or str(project) == "":
        return None
    return project_identity(project)


def write_library(mind: "MindAPI", project: str | None, library: str | None = None) -> str:
    """Where a write goes: the explicit library, else the project's own (created on
    first use), else the shared library."""
    if library is not None:
        return mind.write_library(library)
    identity = resolve_project(project)
    if identity is None or not mind.config.scope.project_libraries:
        return mind.write_library(None)
    name = project_library(identity)
    mind.check_write_scope(name)
    mind.libraries.ensure(name)
    return name


def read_libraries(
    mind: "MindAPI", project: str | None, libraries: list[str] | None = None
) -> list[str] | None:
    """The libraries a read covers. Explicit libraries win (each must exist and be in
    scope); a project reads its own library plus the shared one (those that exist and
    are in scope, possibly none: then the read finds nothing); no project means
    everything this identity may read (None = no library filter).

    `libraries=[]` is a scope already resolved to nothing (the dispatcher's `Call`), so
    it reads nothing: never read as "none named", which would widen it to everything."""
    if libraries is not None:
        return mind.read_scope(list(libraries)) if libraries else []
    identity = resolve_project(project)
    if identity is None:
        return mind.read_scope(None)
    wanted = [mind.config.scope.shared_library]
    if mind.config.scope.project_libraries:
        wanted.insert(0, project_library(identity))
    return [name for name in wanted if mind.in_scope(name) and mind.libraries.exists(name)]


# --- resolving where the caller stands -------------------------------------------------------


def resolve_path(path: str | Path | None) -> str | None:
    """A file path made absolute here ("~" expanded), where the caller stands."""
    if path is None or str(path) == "":
        return None
    return str(expand_path(path).resolve())

"""The files Codex CLI keeps instructions and memories in, for a session's folder.

It loads `AGENTS.override.md`, else `AGENTS.md`, from its home (`CODEX_HOME`, default
`~/.codex`) and from every folder between the project's root (the nearest `.git`) and
the session's, which the person edits. With memories turned on (`[features] memories`),
its agent writes `memories/` in its home: `memory_summary.md` goes into each session's
context, `MEMORY.md` is what it looks things up in.
"""

from __future__ import annotations

import os
from pathlib import Path

from mgimind.hosts.instruction_files import first_of, folders_up, project_root

from mgimind.hostapi import HostFile

NAMES = ("AGENTS.override.md", "AGENTS.md")


def codex_home() -> Path:
    return Path(os.environ.get("CODEX_HOME") or Path.home() / ".codex").expanduser()


def memory_files(cwd: str | None) -> list[HostFile]:
    files = first_of([codex_home()], NAMES)
    files += first_of(folders_up(cwd, to_git_root=True), NAMES, project_root(cwd))
    memories = codex_home() / "memories"  # one for every project
    for name, loaded in (("memory_summary.md", True), ("MEMORY.md", False)):
        if (memories / name).is_file():
            path = memories / name
            files.append(HostFile(path=path, author="agent", loaded=loaded, shared=True))
    return files

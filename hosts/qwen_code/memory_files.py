"""The files Qwen Code keeps instructions and memories in, for a session's folder.

Read from its own source (the installed CLI): it loads `QWEN.md` and `AGENTS.md` from its
folder (`QWEN_HOME`, default `~/.qwen`) and from every folder between the project's root
(the nearest `.git`) and the session's, with the files their '@path' lines import,
which the person edits; its `save_memory` tool appends the agent's notes to the home
`QWEN.md` under "## Qwen Added Memories". Its auto-memory, its agent's writing, is
`projects/<slug of the git root>/memory/` under its runtime folder
(`QWEN_CODE_MEMORY_BASE_DIR`, else `QWEN_RUNTIME_DIR`, else its folder): the `MEMORY.md`
index, which it loads, and topic files beside it.
"""

from __future__ import annotations

import os
from pathlib import Path

from mgimind.hosts.instruction_files import folders_up, person_files, project_root, slug
from mgimind.hosts.qwen_code.transcripts import qwen_dir

from mgimind.hostapi import HostFile

NAMES = ("QWEN.md", "AGENTS.md")
AGENT_SECTION = "## Qwen Added Memories"
MEMORY_INDEX = "MEMORY.md"


def memory_base() -> Path:
    env = os.environ.get("QWEN_CODE_MEMORY_BASE_DIR") or os.environ.get("QWEN_RUNTIME_DIR")
    return Path(env).expanduser() if env else qwen_dir()


def memory_files(cwd: str | None) -> list[HostFile]:
    files = [
        HostFile(
            path=f.path, author="person", agent_section=AGENT_SECTION, shared=True, imports=True
        )
        for f in person_files([qwen_dir()], NAMES)
    ]
    root = project_root(cwd)
    files += person_files(folders_up(cwd, to_git_root=True), NAMES, root, imports=True)
    memory = memory_base() / "projects" / slug(root) / "memory" if root else None
    for path in sorted(memory.glob("*.md")) if memory and memory.is_dir() else []:
        files.append(HostFile(path=path, author="agent", loaded=path.name == MEMORY_INDEX))
    return files

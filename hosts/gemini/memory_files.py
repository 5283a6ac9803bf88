"""The files Gemini CLI keeps instructions and memories in, for a session's folder.

Read from its own source (the installed CLI): it loads `GEMINI.md` from its home
(`GEMINI_CLI_HOME` or `~`, in `.gemini/`) and from every folder between the project's
root (the nearest `.git`) and the session's, with the files their '@path' lines import.
The person edits those; its agent may too
(it is told to keep cross-project preferences in the home file), and older versions'
`save_memory` tool appended the agent's notes to the home file under the heading
"## Gemini Added Memories", so the lines under that heading are the agent's. Its agent's
private notes for a project are `tmp/<project>/memory/MEMORY.md` (loaded) and the topic
files beside it (read on demand); `tmp/<project>/.project_root` names the project.
"""

from __future__ import annotations

import os
from pathlib import Path

from mgimind.hosts.instruction_files import folders_up, person_files, project_root

from mgimind.hostapi import HostFile

NAME = "GEMINI.md"
AGENT_SECTION = "## Gemini Added Memories"
MEMORY_INDEX = "MEMORY.md"


def gemini_dir() -> Path:
    return Path(os.environ.get("GEMINI_CLI_HOME") or Path.home()).expanduser() / ".gemini"


def memory_files(cwd: str | None) -> list[HostFile]:
    user = gemini_dir() / NAME
    files = []
    if user.is_file():
        files.append(
            HostFile(
                path=user, author="person", agent_section=AGENT_SECTION, shared=True, imports=True
            )
        )
    root = project_root(cwd)
    files += person_files(folders_up(cwd, to_git_root=True), (NAME,), root, imports=True)
    memory = _private_memory(cwd)
    for path in sorted(memory.glob("*.md")) if memory is not None else []:
        files.append(HostFile(path=path, author="agent", loaded=path.name == MEMORY_INDEX))
    return files


def _private_memory(cwd: str | None) -> Path | None:
    """The project's private memory folder: the temp folder whose `.project_root` is
    the session's folder."""
    if not cwd:
        return None
    here = os.path.abspath(os.path.expanduser(cwd))
    for marker in (gemini_dir() / "tmp").glob("*/.project_root"):
        try:
            root = marker.read_text(encoding="utf-8").strip()
        except (OSError, UnicodeDecodeError):
            continue
        if root and os.path.abspath(root) == here and (marker.parent / "memory").is_dir():
            return marker.parent / "memory"
    return None

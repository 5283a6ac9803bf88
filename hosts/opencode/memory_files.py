"""The files OpenCode puts in its system prompt, for a session's folder.

Read from its own source (the installed CLI): the first of `AGENTS.md` in its config
folder and `~/.claude/CLAUDE.md` (unless its Claude Code prompt is turned off); then,
from the session's folder up to the project's root, every file of the first name among
`AGENTS.md`, `CLAUDE.md` and `CONTEXT.md` found there. The person edits them all;
OpenCode keeps no auto-memory of its own.
"""

from __future__ import annotations

from pathlib import Path

from mgimind.hosts.instruction_files import folders_up, person_files, project_root
from mgimind.hosts.opencode.installer import config_dir

from mgimind.hostapi import HostFile

NAMES = ("AGENTS.md", "CLAUDE.md", "CONTEXT.md")


def memory_files(cwd: str | None) -> list[HostFile]:
    files = []
    for path in (config_dir() / "AGENTS.md", Path.home() / ".claude" / "CLAUDE.md"):
        if path.is_file():
            files.append(HostFile(path=path, author="person", shared=True))
            break
    folders = folders_up(cwd, to_git_root=True)
    for name in NAMES:
        found = person_files(folders, (name,), project_root(cwd))
        if found:
            return files + found
    return files

"""The files Claude Code keeps instructions and memories in, for a session's folder.

Read from its own source (the installed CLI): it loads `~/.claude/CLAUDE.md` (under
`CLAUDE_CONFIG_DIR` when set), then `CLAUDE.md`, `.claude/CLAUDE.md` and `CLAUDE.local.md`
in every folder from the filesystem root down to the session's, with the files their
'@path' lines import, all of which the person edits; and its auto-memory, which its agent
writes: `projects/<slug of the project root>/memory/MEMORY.md`, of which it loads the
first 200 lines, beside topic files it reads only when it needs them.
"""

from __future__ import annotations

from mgimind.hosts.claude_code.transcripts import config_dir
from mgimind.hosts.instruction_files import folders_up, person_files, project_root, slug

from mgimind.hostapi import HostFile

NAMES = ("CLAUDE.md", ".claude/CLAUDE.md", "CLAUDE.local.md")
MEMORY_INDEX = "MEMORY.md"
INDEX_LINES = 200  # what Claude Code loads of MEMORY.md


def memory_files(cwd: str | None) -> list[HostFile]:
    root = project_root(cwd)
    files = person_files([config_dir()], ("CLAUDE.md",), imports=True)
    files += person_files(folders_up(cwd, to_git_root=False), NAMES, root, imports=True)
    if root is not None:
        memory = config_dir() / "projects" / slug(root) / "memory"
        for path in sorted(memory.glob("*.md")) if memory.is_dir() else []:
            index = path.name == MEMORY_INDEX
            files.append(
                HostFile(
                    path=path,
                    author="agent",
                    loaded=index,
                    max_lines=INDEX_LINES if index else None,
                )
            )
    return files

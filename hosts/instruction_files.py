"""Where the command-hook hosts look for their instruction files, shared by their
`memory_files` declarations (each host's memory_files.py names its own file names).

Every host walks from the session's folder up: Claude Code to the filesystem root, Codex,
Gemini CLI and OpenCode to the project's root (the nearest folder holding `.git`). Files
are listed outermost first, in the order the hosts concatenate them.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from mgimind.hostapi import HostFile


def home() -> Path:
    return Path(os.path.expanduser("~"))


def folders_up(cwd: str | None, *, to_git_root: bool) -> list[Path]:
    """The folders from `cwd` up (outermost first): to the nearest git root when
    `to_git_root` and there is one, else to the filesystem root."""
    if not cwd:
        return []
    here = Path(os.path.abspath(os.path.expanduser(cwd)))
    chain = [here, *here.parents]
    if to_git_root:
        for i, folder in enumerate(chain):
            if (folder / ".git").exists():
                chain = chain[: i + 1]
                break
    return list(reversed(chain))


def project_root(cwd: str | None) -> Path | None:
    """The nearest folder at or above `cwd` holding `.git`, else `cwd` itself."""
    chain = folders_up(cwd, to_git_root=True)
    return chain[0] if chain else None


def person_files(
    folders: list[Path], names: tuple[str, ...], root: Path | None = None, imports: bool = False
) -> list[HostFile]:
    """In each folder, every one of `names` there is, as a person's loaded file; one
    outside the project's `root` (a user-level file, or `root` None) holds for every
    project. `imports`: the host follows its '@path' lines."""
    return [
        HostFile(
            path=folder / name,
            author="person",
            shared=not _inside(folder, root),
            imports=imports,
        )
        for folder in folders
        for name in names
        if (folder / name).is_file()
    ]


def first_of(
    folders: list[Path], names: tuple[str, ...], root: Path | None = None
) -> list[HostFile]:
    """In each folder, the first of `names` there is (an override file hides the plain
    one, as Codex's AGENTS.override.md does), as `person_files` lists it."""
    found = []
    for folder in folders:
        for name in names:
            if (folder / name).is_file():
                found += person_files([folder], (name,), root)
                break
    return found


def _inside(folder: Path, root: Path | None) -> bool:
    return root is not None and (folder == root or root in folder.parents)


def slug(path: Path) -> str:
    """A folder's name under Claude Code's projects/: every character that is not a
    letter or digit becomes '-' (/home/me/app -> -home-me-app)."""
    return re.sub(r"[^A-Za-z0-9]", "-", str(path))

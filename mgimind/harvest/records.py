"""What a transcript parser yields, and how a parser is registered.

A parser is `parse(path, offset) -> Iterator[Turn | Skipped | Partial]`: it reads the file
from byte `offset` and yields one record per line (or per record of its own format) in
file order, each with the byte range it covers, so the harvester can persist exactly how
far it got. It stops at the first incomplete record and yields `Partial` for it.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Callable, Iterable, Iterator, Literal, Union

Role = Literal["user", "assistant", "tool"]


@dataclass
class Turn:
    """One spoken turn. role "tool" is a tool-result-only turn: never stored as text,
    but its error excerpt (if any) feeds the procedure rule."""

    role: Role
    text: str
    start: int  # byte offset where the record starts
    end: int  # byte offset just past the record (its newline included)
    session_id: str | None = None
    cwd: str | None = None
    timestamp: str | None = None
    uuid: str | None = None
    error: str | None = None  # tool turns: a one-line excerpt of the error they report


def jsonl_records(
    path: Path, offset: int, parse_line: Callable[[bytes, int, int], "Record"]
) -> Iterator["Record"]:
    """The line loop of a JSONL parser: each complete line from byte `offset` goes to
    `parse_line(line, start, end)`; an unfinished last line (a writer mid-append) yields
    `Partial` and ends the read."""
    with open(path, "rb") as f:
        f.seek(offset)
        pos = offset
        for line in f:
            start, pos = pos, pos + len(line)
            if not line.endswith(b"\n"):
                yield Partial(start, len(line))
                return
            yield parse_line(line, start, pos)


@dataclass
class Skipped:
    """A complete record that holds nothing to harvest (meta, sidechain, summary, ...)."""

    start: int
    end: int
    reason: str


@dataclass
class Partial:
    """An incomplete last record (no newline yet): not consumed, re-read next time."""

    start: int
    size: int


class TranscriptFormatError(Exception):
    """The file is not in the format its parser knows: the host changed its format. A
    parser raises it instead of guessing; the harvester stores nothing from that read,
    keeps the file's offset, and `watch --status` and `doctor` name the file and this
    message until a parser that reads it is installed."""


Record = Union[Turn, Skipped, Partial]
ParseFn = Callable[[Path, int], Iterator[Record]]


@dataclass
class TranscriptParser:
    """A registered format. `globs` are absolute glob patterns (`**` spans directories,
    `~` and `$VARS` expand), or a callable returning them, evaluated when a watch starts."""

    name: str
    globs: Iterable[str] | Callable[[], Iterable[str]]
    parse: ParseFn

    def patterns(self) -> list[str]:
        globs = self.globs() if callable(self.globs) else self.globs
        return [os.path.expanduser(os.path.expandvars(g)) for g in globs]

    def matches(self, path: str | Path) -> bool:
        path = str(path)
        return any(glob_regex(g).match(path) for g in self.patterns())


@lru_cache(maxsize=256)
def glob_regex(pattern: str) -> re.Pattern:
    """A glob as a regex: `**/` is zero or more directories, `*` and `?` stay in one."""
    out, i = [], 0
    while i < len(pattern):
        if pattern.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
        elif pattern.startswith("**", i):
            out.append(".*")
            i += 2
        elif pattern[i] == "*":
            out.append("[^/]*")
            i += 1
        elif pattern[i] == "?":
            out.append("[^/]")
            i += 1
        else:
            out.append(re.escape(pattern[i]))
            i += 1
    return re.compile("".join(out) + r"\Z")


def glob_root(pattern: str) -> Path:
    """The deepest directory of a glob with no wildcard in it: what a watch observes."""
    parts = []
    for part in Path(pattern).parts:
        if any(ch in part for ch in "*?["):
            break
        parts.append(part)
    root = Path(*parts) if parts else Path("/")
    return root if root != Path(pattern) else root.parent

"""A markdown instruction or memory file as items: each list entry, paragraph or fenced
block is one item with its line range; headings only say which section an item is in.

Hosts keep what they remember as such files (CLAUDE.md, AGENTS.md, GEMINI.md, an
auto-memory's MEMORY.md). Importing them makes one memory of each item, and the hook
leaves out of what it injects any item a host already loads itself; both read the file
through `split_items`, and compare texts through `normalized`, so "the same line" means
the same thing to both.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_BULLET = re.compile(r"^(\s*)(?:[-*+]|\d{1,3}[.)])\s+(.*)$")
_FENCE = re.compile(r"^\s*(```|~~~)")
_COMMENT = re.compile(r"<!--.*?-->", re.S)
_MARKUP = re.compile(r"[*_`~>#]+")
_IMPORT = re.compile(r"^@\S+$")  # Claude Code's '@path' import line: a reference, not text


@dataclass(frozen=True)
class MarkdownItem:
    """One item of a file: its text (list markers off), first and last line (1-based),
    and whether it sits under the section the host's agent writes in."""

    text: str
    start: int
    end: int
    agent: bool = False

    @property
    def lines(self) -> str:
        return f"{self.start}-{self.end}" if self.end != self.start else str(self.start)


def split_items(
    text: str, *, agent_section: str | None = None, max_lines: int | None = None
) -> list[MarkdownItem]:
    """The items of `text` (only its first `max_lines` lines when given). Lines under the
    heading `agent_section` (until a heading as high or higher) are marked the agent's."""
    lines = _COMMENT.sub(lambda m: "\n" * m.group(0).count("\n"), text).splitlines()
    if max_lines is not None:
        lines = lines[:max_lines]
    items: list[MarkdownItem] = []
    current: list[str] = []
    start = 0
    agent_level: int | None = None  # the agent section's heading level while inside it
    fenced = False

    def close(end: int) -> None:
        body = "\n".join(current).strip()
        if body:
            items.append(MarkdownItem(body, start, end, agent_level is not None))
        current.clear()

    first = _front_matter_end(lines)
    for number, line in enumerate(lines[first:], start=first + 1):
        if fenced:
            current.append(line)
            if _FENCE.match(line):
                fenced = False
                close(number)
            continue
        if _FENCE.match(line):
            close(number - 1)
            start, fenced = number, True
            current.append(line)
            continue
        heading = _HEADING.match(line)
        bullet = _BULLET.match(line)
        if heading or not line.strip() or _IMPORT.match(line.strip()):
            close(number - 1)
            if heading:
                level = len(heading.group(1))
                if agent_level is not None and level <= agent_level:
                    agent_level = None
                if agent_section is not None and _same_heading(line, agent_section):
                    agent_level = level
            continue
        if bullet or not current:
            close(number - 1)
            start = number
        current.append(bullet.group(2) if bullet else line.strip())
    close(len(lines))
    return items


def imported_paths(text: str, max_lines: int | None = None) -> list[str]:
    """The paths of the lines that are only '@path' (outside fenced blocks): the files a
    host that follows imports loads with this one."""
    found, fenced = [], False
    for line in text.splitlines()[:max_lines]:
        if _FENCE.match(line):
            fenced = not fenced
        elif not fenced and _IMPORT.match(line.strip()):
            found.append(line.strip()[1:])
    return found


def normalized(text: str) -> str:
    """A text as compared with a host's files: list markers, emphasis and quoting marks
    off, case folded, whitespace collapsed."""
    lines = []
    for line in text.splitlines():
        bullet = _BULLET.match(line)
        lines.append(bullet.group(2) if bullet else line)
    return " ".join(_MARKUP.sub(" ", " ".join(lines)).casefold().split())


def _same_heading(line: str, heading: str) -> bool:
    return " ".join(line.split()).casefold() == " ".join(heading.split()).casefold()


def _front_matter_end(lines: list[str]) -> int:
    """The lines a leading YAML front matter block takes (0 when there is none)."""
    if not lines or lines[0].strip() != "---":
        return 0
    for i, line in enumerate(lines[1:], start=1):
        if line.strip() == "---":
            return i + 1
    return 0

"""Markdown notes as memories: reading a note file (front matter and body), its canonical
hash, and writing one back. Shared by folder sync and folder export.

A note is addressed by its path relative to the folder. Its front matter is a YAML-ish
block between `---` lines: `key: value` lines (a JSON value, else a bare string) and
block lists (`key:` then `- item` lines). Export writes every value as JSON, which is
valid YAML flow syntax, so what export writes reads back to the same metadata.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import stat
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

from mgimind.errors import InvalidInput, with_article
from mgimind.security.secrets import find_secret
from mgimind.store.audit import content_hash
from mgimind.validation import check_text

SUFFIXES = (".md", ".markdown")
RESERVED = ("path",)  # metadata keys sync owns; a note's front matter may not set them
_KEY = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.\- ]{0,99}")
_SLUG = re.compile(r"[^a-z0-9]+")


class NoteProblem(InvalidInput):
    """A note file that cannot be stored as it is (the others go on)."""


@dataclass(frozen=True)
class Note:
    path: str  # relative to the folder, "/"-separated
    text: str  # the body: what is stored and searched
    front: dict[str, Any]  # the front matter: stored as metadata

    @property
    def text_hash(self) -> str:
        return content_hash(self.text)

    @property
    def note_hash(self) -> str:
        return note_hash(self.text, self.front)

    def metadata(self) -> dict[str, Any]:
        return {**self.front, "path": self.path}


def note_hash(text: str, front: dict[str, Any]) -> str:
    """What decides whether a note changed: its body and its front matter, not the bytes
    that spell them (a re-ordered or re-quoted front matter is the same note)."""
    canon = json.dumps({"front": front, "text": text}, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(canon.encode("utf-8")).hexdigest()


def front_of(metadata: dict[str, Any]) -> dict[str, Any]:
    """The front matter a memory's metadata stands for (sync's own keys removed)."""
    return {k: v for k, v in metadata.items() if k not in RESERVED}


# --- reading ------------------------------------------------------------------------------


def read_note(folder: Path, rel: str, max_chars: int) -> Note:
    """The note at `folder/rel`, or NoteProblem saying why it cannot be stored."""
    path = folder / rel
    try:
        # O_NOFOLLOW: a note is a file in the folder, not a link to one elsewhere.
        # O_NONBLOCK: a FIFO named like a note must not hang the sync.
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except OSError as e:
        raise NoteProblem(
            f"cannot read: {e.strerror}", fix="check the file's permissions"
        ) from None
    with os.fdopen(fd, "rb") as f:
        st = os.fstat(f.fileno())
        if not stat.S_ISREG(st.st_mode):
            raise NoteProblem("not a regular file", fix=_SKIP)
        if st.st_nlink > 1:
            # A hard link is the same file under another name, maybe outside the
            # folder: reading it would store what the folder does not hold.
            raise NoteProblem(
                f"a hard link ({st.st_nlink} names for one file, perhaps outside the "
                "folder); not read",
                fix="keep a copy of the file in the folder instead of a link (cp, not ln)",
            )
        size = st.st_size
        # A character is at most 4 bytes: a file this big cannot fit the text limit.
        if size > 4 * max_chars:
            raise _too_big(size, max_chars)
        raw = f.read(4 * max_chars + 1)
    if b"\x00" in raw[:65536]:
        raise NoteProblem("binary file (it holds NUL bytes), not a note", fix=_SKIP)
    try:
        content = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise NoteProblem(
            f"not UTF-8 text (bad byte at offset {e.start})", fix="save it as UTF-8"
        ) from None
    if len(content) > max_chars:
        raise _too_big(len(content), max_chars, "characters")
    front, body = parse_note(content)
    try:
        body = check_text(body, max_chars, "the note's body")
    except InvalidInput as e:
        raise NoteProblem(e.what, fix=e.fix) from None
    for key in front:
        if key in RESERVED:
            raise NoteProblem(f"front matter key {key!r} is reserved (sync sets it)")
    kind = find_secret(body) or find_secret(json.dumps(front, ensure_ascii=False))
    if kind:
        raise NoteProblem(
            f"holds what looks like {with_article(kind)}; not stored",
            fix="keep the value in the vault (`mgimind vault set NAME`) and write its name",
        )
    return Note(rel, body, front)


_SKIP = "keep only notes (text files) in the notes folder"


def _too_big(size: int, max_chars: int, unit: str = "bytes") -> NoteProblem:
    return NoteProblem(
        f"too large ({size:,} {unit}; a note holds at most {max_chars:,} characters)",
        fix="split it into smaller notes, or raise limits.max_text_chars",
    )


def parse_note(content: str) -> tuple[dict[str, Any], str]:
    """(front matter, body). No front matter, or one never closed: ({}, the whole text)."""
    first, sep, rest = content.partition("\n")
    if first.rstrip("\r") != "---" or not sep:
        return {}, content
    lines, pos = [], 0
    while True:
        end = rest.find("\n", pos)
        if end < 0:
            return {}, content  # never closed: it is text that starts with a rule
        line = rest[pos:end].rstrip("\r")
        pos = end + 1
        if line in ("---", "..."):
            break
        lines.append(line)
    return _parse_front(lines), rest[pos:]


def _parse_front(lines: list[str]) -> dict[str, Any]:
    front: dict[str, Any] = {}
    key = None
    for line in lines:
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if key is not None and stripped.startswith("- ") and isinstance(front.get(key), list):
            front[key].append(_scalar(stripped[2:].strip()))
            continue
        parsed = _key_value(line)
        if parsed is None:
            key = None
            continue  # not front matter we understand: left out, never an error
        key, value = parsed
        front[key] = value
    return front


def _key_value(line: str) -> tuple[str, Any] | None:
    if line.startswith('"'):  # a quoted key, as export writes one that needs it
        try:
            key, end = json.JSONDecoder().raw_decode(line)
        except ValueError:
            return None
        rest = line[end:]
        if not isinstance(key, str) or not rest.startswith(":"):
            return None
        return key, _value(rest[1:])
    key, colon, rest = line.partition(":")
    if not colon or not _KEY.fullmatch(key.strip()):
        return None
    return key.strip(), _value(rest)


def _value(raw: str) -> Any:
    raw = raw.strip()
    if raw == "":
        return []  # a block list follows (or an empty value)
    return _scalar(raw)


def _scalar(raw: str) -> Any:
    try:
        return json.loads(raw)
    except ValueError:
        pass
    if raw.startswith("[") and raw.endswith("]"):  # [a, b] without quotes
        return [_scalar(item.strip()) for item in raw[1:-1].split(",") if item.strip()]
    if len(raw) >= 2 and raw[0] == raw[-1] == "'":
        return raw[1:-1].replace("''", "'")
    return raw


# --- writing ------------------------------------------------------------------------------


def render_note(text: str, front: dict[str, Any]) -> str:
    """The file for a note: its front matter (when there is any, or when the body itself
    starts with a rule) and its body, byte for byte."""
    if not front and not text.startswith("---"):
        return text
    lines = ["---"]
    for key, value in front.items():
        name = key if _KEY.fullmatch(key) and key == key.strip() else json.dumps(key)
        lines.append(f"{name}: {json.dumps(value, ensure_ascii=False, sort_keys=True)}")
    lines.append("---")
    return "\n".join(lines) + "\n" + text


def safe_rel(path: Any) -> str | None:
    """`path` when it is a relative note path inside the folder, else None."""
    if not isinstance(path, str) or not path or "\x00" in path or "\\" in path:
        return None
    p = PurePosixPath(path)
    if p.is_absolute() or any(part in ("", ".", "..") for part in path.split("/")):
        return None
    if not path.lower().endswith(SUFFIXES) or any(part.startswith(".") for part in p.parts):
        return None
    return path


def default_rel(memory_id: str, text: str) -> str:
    """Where a memory that no note made (an `add`, a harvest) lives in an exported folder."""
    slug = _SLUG.sub("-", text[:60].lower()).strip("-")[:40].strip("-") or "memory"
    return f"{slug}-{memory_id[:8]}.md"


# A name the file system takes: 255 bytes is the usual cap on one name (write_note's
# temporary ".<name>.partial" needs 9 more), and a path stays far below PATH_MAX.
MAX_NAME_BYTES = 240
MAX_REL_BYTES = 1024
MAX_DEPTH = 32


def fits(rel: str) -> bool:
    """Whether `rel` can be written as is: each name and the whole path within bounds."""
    parts = rel.split("/")
    return (
        len(parts) <= MAX_DEPTH
        and len(rel.encode("utf-8")) <= MAX_REL_BYTES
        and all(len(part.encode("utf-8")) <= MAX_NAME_BYTES for part in parts)
    )


class ExportNames:
    """Collision-free, bounded file names for an export: a memory keeps its note path
    when that path fits and no other note's path is in its way (a file where a folder
    would be, or the same name in another case), else it gets `default_rel`."""

    def __init__(self) -> None:
        self._files: set[str] = set()
        self._folders: set[str] = set()

    def take(self, wanted: str, memory_id: str, text: str) -> str:
        for rel in (wanted, default_rel(memory_id, text), f"memory-{memory_id}.md"):
            if fits(rel) and self._free(rel):
                self._claim(rel)
                return rel
        raise InvalidInput(f"no free name for memory {memory_id} in the export")

    def _free(self, rel: str) -> bool:
        key = rel.casefold()  # x.md and X.md are one file on some file systems
        parents = parent_paths(key)
        return (
            key not in self._files
            and key not in self._folders
            and not any(p in self._files for p in parents)
        )

    def _claim(self, rel: str) -> None:
        key = rel.casefold()
        self._files.add(key)
        self._folders.update(parent_paths(key))


def parent_paths(rel: str) -> list[str]:
    """The folders on the way to `rel`: "a/b/c.md" -> ["a", "a/b"]."""
    parts = rel.split("/")
    return ["/".join(parts[:i]) for i in range(1, len(parts))]


def write_note(folder: Path, rel: str, content: str) -> None:
    """Write a note whole or not at all (a temporary file renamed into place), 0600."""
    path = folder / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.partial")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(content.encode("utf-8"))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def scan_folder(folder: Path) -> tuple[list[str], list[tuple[str, str]]]:
    """(note paths, skipped [(path, why)]): every .md/.markdown file under `folder`, hidden
    folders (.git, .obsidian) left out, symbolic links not followed (a hard link is
    refused when the note is read)."""
    notes, skipped = [], []
    for root, dirs, files in os.walk(folder, followlinks=False):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        for name in sorted(files):
            if name.startswith(".") or not name.lower().endswith(SUFFIXES):
                continue
            full = Path(root) / name
            rel = full.relative_to(folder).as_posix()
            if full.is_symlink():
                skipped.append((rel, "a symbolic link (not followed)"))
                continue
            notes.append(rel)
    return notes, skipped

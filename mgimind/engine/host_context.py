"""What a host puts in its own context for a session: the briefing and the prompt's recall
leave out what it already loads.

A host loads its instruction files (CLAUDE.md, AGENTS.md, GEMINI.md up the folder
hierarchy) and its auto-memory index at every session start; an mgimind item with the
same text would only repeat them and cost the session its budget. Each host declares
its files (`memory_files(cwd)` on its adapter, mgimind.hostapi.HostFile); this module
reads the loaded ones into `LoadedText`, which says whether a text is among them. Files
are read again only when their size or modification time changed, so the hook pays a
few `stat` calls per event.
"""

from __future__ import annotations

import os
import re
import threading
from dataclasses import dataclass
from pathlib import Path

from mgimind.hostapi import known_hosts, memory_files
from mgimind.text.markdown_items import imported_paths, normalized, split_items

# Shorter texts are left out only when they equal an item ("tests: pytest" inside a
# longer line is no reason to drop a memory).
MIN_CONTAINED_CHARS = 24
MAX_FILE_BYTES = 1_000_000  # a host file larger than this is not read here

_HEADER = re.compile(r"^>\s?\([^()]*\)\s?")  # an item's '> (kind, date, source: ...)'
_QUOTED = re.compile(r"^>\s*")


@dataclass(frozen=True)
class LoadedText:
    """The items a host loads this session, normalized (markdown_items.normalized)."""

    items: frozenset[str]
    whole: str

    def holds(self, text: str) -> bool:
        """Whether `text` says what one of the loaded items says (equal, or a long
        enough part of what the host loads)."""
        said = normalized(text)
        if not said:
            return False
        return said in self.items or (len(said) >= MIN_CONTAINED_CHARS and said in self.whole)

    def holds_item(self, rendered: str) -> bool:
        """Whether a rendered briefing item's quoted text (its header and quote marks
        off) is loaded by the host."""
        lines = rendered.splitlines()
        if not lines or not _HEADER.match(lines[0]):
            return False
        body = [_HEADER.sub("", lines[0])] + [_QUOTED.sub("", line) for line in lines[1:]]
        return self.holds("\n".join(body))


# path, mtime, size, lines read -> the file's normalized items and the files it imports
_cache: dict[tuple, tuple[tuple[str, ...], tuple[str, ...]]] = {}
_cache_lock = threading.Lock()
MAX_CACHED = 256
MAX_IMPORT_DEPTH = 5  # as deep as Claude Code follows '@path' imports


def host_loads(host: str | None, cwd: str | None) -> LoadedText | None:
    """What `host` loads itself for a session in `cwd` (None: nothing known, when the
    host is unknown or declares no files)."""
    if not host or not cwd:
        return None
    adapter = known_hosts().get(host)
    if adapter is None:
        return None
    files = [f for f in memory_files(adapter, cwd) if f.loaded]
    if not files:
        return None
    items: list[str] = []
    seen: set[str] = set()
    for f in files:
        _collect(Path(f.path), f.max_lines, f.imports, 0, items, seen)
    return LoadedText(frozenset(items), "\n".join(items))


def _collect(
    path: Path, max_lines: int | None, imports: bool, depth: int, items: list, seen: set
) -> None:
    """`path`'s items into `items`, then those of the files it imports (when the host
    follows imports), each file once."""
    key = os.path.abspath(path)
    if key in seen:
        return
    seen.add(key)
    found, imported = _loaded_items(path, max_lines)
    items.extend(found)
    if not imports or depth >= MAX_IMPORT_DEPTH:
        return
    for name in imported:
        target = Path(os.path.expanduser(name))
        target = target if target.is_absolute() else path.parent / target
        if target.is_file():
            _collect(target, None, True, depth + 1, items, seen)


def _loaded_items(path: Path, max_lines: int | None) -> tuple[tuple[str, ...], tuple[str, ...]]:
    try:
        st = os.stat(path)
    except OSError:
        return (), ()
    key = (str(path), st.st_mtime_ns, st.st_size, max_lines)
    with _cache_lock:
        if key in _cache:
            return _cache[key]
    text = _read(path)
    found = (
        tuple(normalized(item.text) for item in split_items(text, max_lines=max_lines)),
        tuple(imported_paths(text, max_lines)),
    )
    with _cache_lock:
        if len(_cache) >= MAX_CACHED:
            _cache.clear()
        _cache[key] = found
    return found


def _read(path: Path) -> str:
    try:
        if os.path.getsize(path) > MAX_FILE_BYTES:
            return ""
        return Path(path).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""

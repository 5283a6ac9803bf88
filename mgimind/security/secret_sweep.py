"""`mgimind doctor --secrets`: find credentials stored before the scanner caught them,
and purge them.

Looks at every point in the store (every kind and status: memories, facts, procedures,
skills, quarantine) and at the JSON files kept beside it (session summaries, pins, the
harvest's running summaries). Reports only where and what kind, never the value.
Purging forgets a memory whole (all its chunks) and deletes any other point; a file is
rewritten with each credential replaced by `[secret: KIND]`.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from mgimind.security.secrets import redact_value, scan
from mgimind.store.homefiles import write_json

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI

FILE_DIRS = ("sessions", "pins", "harvest")


@dataclass
class StoredSecret:
    where: str  # "store" or "file"
    kind: str  # the point's kind (memory, fact, ...) or "file"
    id: str  # a memory id, a point id, or a path relative to the home
    secrets: list[str] = field(default_factory=list)  # kinds of what was found


def find(mind: "MindAPI") -> list[StoredSecret]:
    """Every stored item holding something credential-shaped."""
    found: dict[tuple[str, str], StoredSecret] = {}
    for p in mind.store.scroll(None):
        kinds = [f.kind for f in scan(json.dumps(p.payload, ensure_ascii=False))]
        if not kinds:
            continue
        kind = str(p.payload.get("kind") or "point")
        ident = p.payload.get("memory_id") if kind == "memory" else None
        key = ("store", ident or str(p.id))
        item = found.setdefault(key, StoredSecret("store", kind, key[1]))
        item.secrets = sorted(set(item.secrets) | set(kinds))
    for path in _files(mind.home):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if redact_value(data) != data:
            rel = str(path.relative_to(mind.home))
            kinds = sorted({f.kind for f in scan(json.dumps(data, ensure_ascii=False))})
            found[("file", rel)] = StoredSecret("file", "file", rel, kinds or ["credential"])
    return list(found.values())


def purge(mind: "MindAPI", items: list[StoredSecret]) -> int:
    """Forget or redact each item; returns how many were purged."""
    n = 0
    for item in items:
        if item.where == "store" and item.kind == "memory":
            mind.memories.delete(item.id)
        elif item.where == "store":
            mind.store.delete([item.id])
            mind.audit.append("secrets.purge", mind.actor, id=item.id, kind=item.kind)
        else:
            path = mind.home / item.id
            data = json.loads(path.read_text(encoding="utf-8"))
            write_json(path, redact_value(data))
            mind.audit.append("secrets.purge", mind.actor, kind="file", path=str(path))
        n += 1
    return n


def _files(home: Path) -> Iterator[Path]:
    for name in FILE_DIRS:
        root = home / name
        if root.is_dir():
            yield from sorted(p for p in root.rglob("*.json") if p.is_file())

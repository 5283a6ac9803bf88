"""What the host-memory import remembers between runs (`<home>/host_memory/ledger.json`).

For each imported file, how it was imported (its host, who writes it, its library, the
person who imported it) and its items in order: each item's content hash, the memory that
holds it and its lines. And every item a person rejected in mgimind (deleted, expired
from quarantine, archived) as a content hash: a tombstone, so a host file that still
says it does not bring it back. Only hashes and ids are kept: after a delete, the text
is in no file under the home.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mgimind.store.homefiles import locked, read_json, write_json

FOLDER = "host_memory"


@dataclass
class Entry:
    """One imported item: the memory holding it, and its lines in the file."""

    digest: str
    memory_id: str
    lines: str


@dataclass
class Ledger:
    path: Path
    files: dict[str, list[Entry]] = field(default_factory=dict)
    rejected: set[str] = field(default_factory=set)
    retired: set[str] = field(default_factory=set)  # memories the import itself archived
    # path -> how it was imported (host, author, agent_section, shared, library, person):
    # what the watcher needs to import it again without the host's declaration
    sources: dict[str, dict] = field(default_factory=dict)

    @classmethod
    def load(cls, home: Path) -> "Ledger":
        path = Path(home) / FOLDER / "ledger.json"
        data: Any = read_json(path) or {}
        files = {
            name: [Entry(**e) for e in entries if isinstance(e, dict)]
            for name, entries in (data.get("files") or {}).items()
        }
        return cls(
            path,
            files,
            set(data.get("rejected") or []),
            set(data.get("retired") or []),
            {k: v for k, v in (data.get("sources") or {}).items() if isinstance(v, dict)},
        )

    def save(self) -> None:
        data = {
            "files": {
                name: [e.__dict__ for e in entries] for name, entries in sorted(self.files.items())
            },
            "rejected": sorted(self.rejected),
            "retired": sorted(self.retired),
            "sources": dict(sorted(self.sources.items())),
        }
        with locked(self.path):
            write_json(self.path, data)

    def held(self) -> set[str]:
        """Every memory an imported item holds now."""
        return {e.memory_id for entries in self.files.values() for e in entries}

"""Pinned blocks: small named texts shown at the top of every briefing (Letta's memory
blocks). Each belongs to a library (a project's own, or the shared one), so scope and
confinement apply to pins like to everything else; a project's pin shadows a shared pin
of the same name. Stored as one JSON file per library under `pins/`.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Iterator

from pydantic import BaseModel, ValidationError

from mgimind.errors import InvalidInput, NotFound
from mgimind.memory.authorship import refuse_over_persons_text, shown_source
from mgimind.security.secrets import refuse_secrets
from mgimind.services import scope as scopes
from mgimind.store.audit import content_hash
from mgimind.store.homefiles import file_key, locked, read_json, write_json
from mgimind.text.framing import clip, day, header, quote
from mgimind.timeutil import iso, now
from mgimind.validation import check_library_name, check_text

if TYPE_CHECKING:
    from mgimind.memory.kinds import ImportJob, SectionContext
    from mgimind.services.mindapi import MindAPI

MAX_PIN_CHARS = 4000
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._\-]{0,63}$")


class Pin(BaseModel):
    name: str
    library: str
    text: str
    author: str | None = None
    updated_at: str


def check_pin_name(name: object) -> str:
    if not isinstance(name, str) or not _NAME.match(name):
        raise InvalidInput(
            f"invalid pin name {name!r}",
            fix="use letters, digits and . _ - (at most 64 characters)",
        )
    return name


class Pins:
    def __init__(self, mind: "MindAPI"):
        self.mind = mind
        self.root = mind.home / "pins"

    def set(
        self,
        name: str,
        text: str,
        library: str | None = None,
        *,
        agent: bool = False,
    ) -> Pin:
        """Create or replace pinned block `name`. `agent`: an agent sets it, which may
        not replace a block a person wrote (it tops every briefing as theirs)."""
        mind = self.mind
        check_pin_name(name)
        text = check_text(text, MAX_PIN_CHARS, "pinned text").strip()
        refuse_secrets(text)
        library = mind.write_library(library)
        path = self._path(library)
        with locked(path):
            data = self._load(library)
            replaced = name in data["pins"]
            if agent:
                _refuse_over_persons_pin(data["pins"].get(name), name, "replace")
            pin = Pin(
                name=name, library=library, text=text, author=mind.actor, updated_at=iso(now())
            )
            data["pins"][name] = pin.model_dump(exclude={"name", "library"})
            write_json(path, data)
        mind.audit.append(
            "pin.update" if replaced else "pin.add",
            mind.actor,
            library=library,
            name=name,
            content_hash=content_hash(text),
        )
        return pin

    def get(self, name: str, *, libraries: list[str] | None = None) -> Pin:
        check_pin_name(name)
        for pin in self.list(libraries=libraries):
            if pin.name == name:
                return pin
        raise NotFound(f"no pinned block named {name!r}", fix="mgimind pin list")

    def list(self, *, libraries: list[str] | None = None) -> list[Pin]:
        """Pins in `libraries` (the read scope: None every library, [] none), by name.
        In an ordered list (a project's: its own library, then the shared one) the
        first library's pin wins over a later one of the same name, so a project's own
        pin shadows the shared one; with no scope every library's pins are listed."""
        scope = scopes.read_libraries(self.mind, None, libraries)
        if scope is None:
            return sorted(
                (
                    Pin(name=name, library=lib.name, **entry)
                    for lib in self.mind.libraries.list()
                    for name, entry in self._load(lib.name)["pins"].items()
                ),
                key=lambda p: (p.name, p.library),
            )
        seen: dict[str, Pin] = {}
        for library in scope:  # scope order: the project's library first
            for name, entry in sorted(self._load(library)["pins"].items()):
                seen.setdefault(name, Pin(name=name, library=library, **entry))
        return sorted(seen.values(), key=lambda p: p.name)

    def remove(
        self,
        name: str,
        library: str | None = None,
        *,
        agent: bool = False,
    ) -> None:
        """Unpin block `name`. `agent`: an agent removes it, which it may not do to a
        block a person wrote."""
        mind = self.mind
        check_pin_name(name)
        library = mind.write_library(library)
        path = self._path(library)
        with locked(path):
            data = self._load(library)
            if agent:
                _refuse_over_persons_pin(data["pins"].get(name), name, "remove")
            entry = data["pins"].pop(name, None)
            if entry is None:
                raise NotFound(
                    f"no pinned block named {name!r} in library {library!r}", fix="mgimind pin list"
                )
            write_json(path, data)
        mind.audit.append(
            "pin.remove",
            mind.actor,
            library=library,
            name=name,
            content_hash=content_hash(entry["text"]),
        )

    def drop_library(self, library: str) -> int:
        """Forget every pin of a deleted library (so a new library of the same name starts
        clean); returns how many were dropped."""
        path = self._path(library)
        with locked(path):
            count = len(self._load(library)["pins"])
            path.unlink(missing_ok=True)
        return count

    def _path(self, library: str) -> Path:
        return self.root / f"{file_key(library)}.json"

    def _load(self, library: str) -> dict:
        data = read_json(self._path(library))
        if not isinstance(data, dict) or data.get("library") != library:
            return {"library": library, "pins": {}}
        return data


# --- moving pins between homes: the pin kind's export codec (kinds.py) ----------------


def export_records(mind: "MindAPI", scope: list[str] | None) -> Iterator[dict]:
    for pin in mind.pins.list(libraries=scope):
        if scope is None or pin.library in scope:
            yield {"record": "pin", "id": f"{pin.library}/{pin.name}", "payload": pin.model_dump()}


def check_record(mind: "MindAPI", record: dict) -> None:
    try:
        pin = Pin(**record["payload"])
    except ValidationError as e:
        raise InvalidInput(f"not a pinned block: {e.errors()[0]['msg']}") from None
    check_pin_name(pin.name)
    check_library_name(pin.library)
    mind.check_write_scope(pin.library)
    check_text(pin.text, MAX_PIN_CHARS, "pinned text")


def import_records(job: ImportJob, records: list[dict]) -> None:
    """Write the pins not yet in their library; an existing pin of the name stays."""
    pins, made = job.mind.pins, 0
    job.ensure_libraries(r["payload"]["library"] for r in records)
    for record in records:
        pin = Pin(**record["payload"])
        path = pins._path(pin.library)
        with locked(path):
            data = pins._load(pin.library)
            if pin.name in data["pins"]:
                continue
            data["pins"][pin.name] = pin.model_dump(exclude={"name", "library"})
            write_json(path, data)
        made += 1
        job.audit("pin", library=pin.library, name=pin.name, content_hash=content_hash(pin.text))
    job.count("pin", made, len(records))


# --- in the session briefing (the pin kind's section, default_plugins/kinds.py) -------

BRIEFING_CHARS = 1200  # one pinned block shown in the briefing, at most


def briefing_section(ctx: SectionContext) -> list[str]:
    return (
        [
            quote(
                header(
                    f"pin {pin.name}", day(pin.updated_at), shown_source({"author": pin.author})
                ),
                clip(pin.text, BRIEFING_CHARS),
            )
            for pin in ctx.mind.pins.list(libraries=ctx.libraries)
        ]
        if ctx.libraries != []
        else []
    )


def _refuse_over_persons_pin(entry: dict | None, name: str, verb: str) -> None:
    if entry is not None:
        fix = "pin your text under another name, or ask the person to change theirs"
        refuse_over_persons_text(entry.get("author"), f"pinned block {name!r}", verb, fix)

"""Libraries: named collections that scope every read and write."""

from __future__ import annotations

from mgimind.errors import InvalidInput, NotFound
from mgimind.memory.counts import count_memories
from mgimind.models import Library
from mgimind.services.mindapi import Service
from mgimind.store.base import Eq, Point, where
from mgimind.store.ids import stable_id
from mgimind.timeutil import iso, now
from mgimind.validation import check_library_name


def library_point_id(name: str) -> str:
    return stable_id("library", name)


class Libraries(Service):
    def create(self, name: str, description: str = "") -> Library:
        """Create a library; creating one that exists is a no-op that returns it."""
        check_library_name(name)
        self.mind.check_write_scope(name)
        existing = self._get(name)
        if existing:
            return existing
        payload = {
            "kind": "library",
            "status": "active",
            "name": name,
            "library": name,
            "description": description,
            "created_at": iso(now()),
        }
        self.mind.store.upsert([Point(library_point_id(name), payload)])
        self.mind.audit.append("library.create", self.mind.actor, library=name)
        return Library(name=name, description=description, created_at=payload["created_at"])

    def ensure(self, name: str) -> None:
        if not self._get(name):
            self.create(name)

    def exists(self, name: str) -> bool:
        return self._get(name) is not None

    def require(self, name: str) -> str:
        check_library_name(name)
        if not self._get(name) or not self.mind.in_scope(name):
            raise NotFound(
                f"no library named {name!r}",
                fix=f"mgimind library list, or mgimind library create {name}",
            )
        return name

    def list(self) -> list[Library]:
        points = self.mind.store.scroll(where(Eq("kind", "library")))
        out = []
        for p in sorted(points, key=lambda p: p.payload["name"]):
            name = p.payload["name"]
            if not self.mind.in_scope(name):
                continue
            count = count_memories(self.mind.store, "current", [name])
            out.append(
                Library(
                    name=name,
                    description=p.payload.get("description", ""),
                    created_at=p.payload["created_at"],
                    memories=count,
                )
            )
        return out

    def delete(self, name: str, force: bool = False) -> int:
        """Delete a library. Refuses a non-empty one unless `force`; returns points removed."""
        self.require(name)
        self.mind.check_write_scope(name)
        if name == self.mind.config.scope.shared_library and not force:
            raise InvalidInput(
                f"{name!r} is the shared library", fix="pass --force to delete it anyway"
            )
        items = self.mind.store.scroll(where(Eq("library", name)))
        content = [p for p in items if p.payload.get("kind") != "library"]
        if content and not force:
            raise InvalidInput(
                f"library {name!r} holds {len(content)} items",
                fix=f"mgimind library delete {name} --force (deletes them too)",
            )
        self.mind.store.delete([p.id for p in items] + [library_point_id(name)])
        pins = getattr(self.mind, "pins", None)
        if pins is not None:
            pins.drop_library(name)
        self.mind.audit.append("library.delete", self.mind.actor, library=name, items=len(content))
        return len(content)

    def _get(self, name: str) -> Library | None:
        points = self.mind.store.retrieve([library_point_id(name)])
        if not points:
            return None
        p = points[0].payload
        return Library(
            name=p["name"], description=p.get("description", ""), created_at=p["created_at"]
        )

"""The predicate registry: each predicate's cardinality, stored in the store as points
of kind "predicate" (so a shared Qdrant server shares it too).

- `multi`: values coexist (tags, skills, members).
- `single`: one current value (a project's language, a person's employer).
- `temporal-single`: one value at a time in world time (where someone lives); a new
  value from T closes the previous value's interval at T.

An unregistered predicate is registered as `multi` on first use: nothing is ever retired
by a predicate nobody declared.
"""

from __future__ import annotations

import re

from mgimind.errors import InvalidInput, NotFound, ScopeDenied
from mgimind.memory.facts.model import CARDINALITIES, Predicate
from mgimind.services.mindapi import Service
from mgimind.services.visibility import visibility_filter
from mgimind.store.audit import content_hash
from mgimind.store.base import Eq, Point
from mgimind.store.ids import stable_id
from mgimind.timeutil import iso, now

_NAME = re.compile(r"^[a-z0-9][a-z0-9_.:\-]{0,79}$")
GLOBAL_LIBRARY = "*"  # predicates belong to no library; "*" is not a valid library name


def canonical_predicate(name: object) -> str:
    """'Lives In' -> 'lives_in'. Refuses what cannot be a predicate name."""
    if not isinstance(name, str):
        raise InvalidInput(f"a predicate must be a string, got {type(name).__name__}")
    canonical = re.sub(r"\s+", "_", name.strip().lower())
    if not _NAME.match(canonical):
        raise InvalidInput(
            f"invalid predicate {name!r}",
            fix="use letters, digits and _ . : - (at most 80 characters), e.g. lives_in",
        )
    return canonical


def predicate_point_id(name: str) -> str:
    return stable_id("predicate", name)


class Predicates(Service):
    def register(
        self, name: str, cardinality: str, description: str = "", *, _auto: bool = False
    ) -> Predicate:
        """Declare (or change) a predicate's cardinality. Changing it to a stricter one
        is refused while some axis holds several live values."""
        name = canonical_predicate(name)
        if cardinality not in CARDINALITIES:
            raise InvalidInput(
                f"unknown cardinality {cardinality!r}",
                fix="use one of: " + ", ".join(CARDINALITIES),
            )
        existing = self._get(name)
        if (
            existing
            and existing.cardinality == cardinality
            and (not description or description == existing.description)
        ):
            return existing
        if existing:
            if self.mind.confine is not None:
                raise ScopeDenied(
                    f"predicate {name!r} is shared by every library; a confined "
                    "identity cannot change it",
                    fix="ask someone with full access to change it",
                )
            if cardinality != "multi":
                self._refuse_if_crowded(name, cardinality)
        stamp = now()
        predicate = Predicate(
            name=name,
            cardinality=cardinality,
            description=description or (existing.description if existing else ""),
            registered_at=iso(stamp),
            registered_by=self.mind.actor,
        )
        payload = {
            "kind": "predicate",
            "status": "active",
            "library": GLOBAL_LIBRARY,
            "text": f"predicate {name} ({cardinality})",
            **predicate.model_dump(),
        }
        self.mind.store.upsert([Point(predicate_point_id(name), payload)])
        # A predicate registered on the fly came from a fact's text: only its hash.
        self.mind.audit.append(
            "predicate.register",
            self.mind.actor,
            name=None if _auto else name,
            name_hash=content_hash(name) if _auto else None,
            cardinality=cardinality,
            previous=existing.cardinality if existing else None,
            automatic=True if _auto else None,
        )
        return predicate

    def get(self, name: str) -> Predicate:
        name = canonical_predicate(name)
        found = self._get(name)
        if found is None:
            raise NotFound(
                f"no predicate named {name!r}",
                fix=f"mgimind predicate register {name} --cardinality single",
            )
        return found

    def list(self) -> list[Predicate]:
        points = self.mind.store.scroll(visibility_filter("predicate", "current"))
        return sorted((_from_payload(p.payload) for p in points), key=lambda p: p.name)

    def cardinality(self, name: str) -> str:
        """The predicate's cardinality, registering it as `multi` on first use."""
        found = self._get(name)
        if found is None:
            found = self.register(name, "multi", _auto=True)
        return found.cardinality

    def _get(self, name: str) -> Predicate | None:
        points = self.mind.store.retrieve([predicate_point_id(name)])
        if not points or points[0].payload.get("kind") != "predicate":
            return None
        return _from_payload(points[0].payload)

    def _refuse_if_crowded(self, name: str, cardinality: str) -> None:
        flt = visibility_filter("fact", "current").and_(Eq("predicate", name))
        values: dict[tuple, set] = {}
        for p in self.mind.store.scroll(flt):
            axis = (p.payload["library"], p.payload["subject_key"])
            values.setdefault(axis, set()).add(p.payload["object_key"])
        crowded = sorted(axis for axis, objects in values.items() if len(objects) > 1)
        if crowded:
            library, subject = crowded[0]
            raise InvalidInput(
                f"cannot make {name!r} {cardinality}: {len(crowded)} subject(s) hold several "
                f"current values (e.g. {subject!r} in {library!r})",
                fix=f"mgimind fact query --predicate {name}, invalidate the extra values, "
                "then register again",
            )


def _from_payload(payload: dict) -> Predicate:
    return Predicate(
        name=payload["name"],
        cardinality=payload["cardinality"],
        description=payload.get("description", ""),
        registered_at=payload["registered_at"],
        registered_by=payload.get("registered_by"),
    )


__all__ = ["Predicates", "canonical_predicate"]

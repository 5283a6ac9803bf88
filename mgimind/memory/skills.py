"""Skills: named playbooks with a trigger (when to use it) and a body (what to do).

The briefing carries only the catalogue (names and triggers); `match` and `show` return
the body. A name is unique within a library: setting it again replaces the skill. The
name and trigger are what gets embedded, so a task is matched against when a skill
applies, not against everything its body mentions.
"""

from __future__ import annotations

import builtins
import re

from pydantic import BaseModel

from mgimind.errors import InvalidInput, NotFound
from mgimind.memory.authorship import refuse_over_persons_text
from mgimind.memory.kinds import SectionContext, current_points, matching_points, store_embedded
from mgimind.security.secrets import refuse_secrets
from mgimind.services import scope as scopes
from mgimind.services.mindapi import Service
from mgimind.store.audit import content_hash
from mgimind.store.ids import stable_id
from mgimind.text.framing import clip, day, header, quote
from mgimind.timeutil import iso, now
from mgimind.validation import check_text

KIND = "skill"
STATUSES = {"active": ("current", "history", "all")}

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._\-]{0,79}$")
MAX_TRIGGER_CHARS = 500
MAX_BODY_CHARS = 50_000


class Skill(BaseModel):
    name: str
    library: str
    trigger: str
    body: str
    author: str | None = None
    created_at: str
    updated_at: str | None = None


class SkillEntry(BaseModel):
    """A catalogue line: what the briefing shows."""

    name: str
    library: str
    trigger: str
    author: str | None = None  # who wrote the skill: a model reads whose it is


class SkillMatch(BaseModel):
    skill: Skill
    similarity: float


def skill_id(library: str, name: str) -> str:
    return stable_id(KIND, library, name)


def check_skill_name(name: object) -> str:
    if not isinstance(name, str) or not _NAME.match(name):
        raise InvalidInput(
            f"invalid skill name {name!r}",
            fix="use letters, digits and . _ - (at most 80 characters), e.g. release-checklist",
        )
    return name


def skill_text(name: str, trigger: str) -> str:
    return f"{name.replace('-', ' ').replace('_', ' ')}: {trigger}"


def recall_item(p: dict) -> dict:
    """A skill in the per-prompt recall: named by its name, with its trigger and body."""
    return {
        "id": p["name"],
        "date": day(p.get("updated_at") or p.get("created_at")),
        "text": f"skill {p['name']}, when: {p['trigger']}\n{p['body']}",
    }


def to_skill(p: dict) -> Skill:
    return Skill(
        name=p["name"],
        library=p["library"],
        trigger=p["trigger"],
        body=p["body"],
        author=p.get("author"),
        created_at=p["created_at"],
        updated_at=p.get("updated_at"),
    )


class Skills(Service):
    def set(
        self,
        name: str,
        trigger: str,
        body: str,
        library: str | None = None,
        *,
        agent: bool = False,
    ) -> Skill:
        """Create or replace skill `name` in the library. `agent`: an agent sets it, which
        may not replace a skill a person wrote (its body is what a model does)."""
        mind = self.mind
        check_skill_name(name)
        trigger = check_text(trigger, MAX_TRIGGER_CHARS, "trigger").strip()
        body = check_text(body, MAX_BODY_CHARS, "body")
        refuse_secrets(trigger)
        refuse_secrets(body)
        library = mind.write_library(library)
        point_id = skill_id(library, name)
        old = mind.store.retrieve([point_id])
        if agent and old:
            _refuse_over_persons_skill(old[0].payload, name, "replace")
        stamp = iso(now())
        text = skill_text(name, trigger)
        payload = {
            "kind": KIND,
            "status": "active",
            "library": library,
            "name": name,
            "trigger": trigger,
            "body": body,
            "text": text,
            "author": mind.actor,
            "content_hash": content_hash(trigger + "\x1f" + body),
            "created_at": old[0].payload["created_at"] if old else stamp,
            "updated_at": stamp if old else None,
        }
        store_embedded(mind, point_id, payload, text)
        mind.audit.append(
            "skill.update" if old else "skill.add",
            mind.actor,
            id=point_id,
            library=library,
            name=name,
            content_hash=payload["content_hash"],
        )
        return to_skill(payload)

    def show(self, name: str, *, libraries: builtins.list[str] | None = None) -> Skill:
        """The skill named `name` in `libraries` (the read scope: None every library this
        identity may read, [] none); the first library that holds one wins, so in a
        project's scope (its own library, then the shared one) the project's own wins."""
        check_skill_name(name)
        scope = scopes.read_libraries(self.mind, None, libraries)
        shared = self.mind.config.scope.shared_library
        # With no scope every library is a candidate, the shared one first.
        candidates = (
            scope
            if scope is not None
            else sorted((lib.name for lib in self.mind.libraries.list()), key=lambda n: n != shared)
        )
        found = self.mind.store.retrieve([skill_id(lib, name) for lib in candidates])
        by_library = {
            p.payload["library"]: p.payload
            for p in found
            if p.payload.get("kind") == KIND and self.mind.in_scope(p.payload["library"])
        }
        for lib in candidates:
            if lib in by_library:
                return to_skill(by_library[lib])
        raise NotFound(f"no skill named {name!r}", fix="mgimind skill list")

    def remove(
        self,
        name: str,
        library: str | None = None,
        *,
        agent: bool = False,
    ) -> None:
        """Delete skill `name` from the library writes would go to (or the named one).
        `agent`: an agent removes it, which it may not do to a skill a person wrote."""
        mind = self.mind
        check_skill_name(name)
        library = mind.write_library(library)
        point_id = skill_id(library, name)
        old = mind.store.retrieve([point_id])
        if not old:
            raise NotFound(
                f"no skill named {name!r} in library {library!r}", fix="mgimind skill list"
            )
        if agent:
            _refuse_over_persons_skill(old[0].payload, name, "remove")
        mind.store.delete([point_id])
        mind.audit.append(
            "skill.remove",
            mind.actor,
            id=point_id,
            library=library,
            name=name,
            content_hash=old[0].payload.get("content_hash"),
        )

    def list(self, *, libraries: builtins.list[str] | None = None) -> list[SkillEntry]:
        """The catalogue: names and triggers, by name."""
        points = current_points(self.mind, KIND, libraries=libraries)
        entries = [
            SkillEntry(
                name=p.payload["name"],
                library=p.payload["library"],
                trigger=p.payload["trigger"],
                author=p.payload.get("author"),
            )
            for p in points
        ]
        return sorted(entries, key=lambda e: (e.name, e.library))

    def match(
        self,
        task: str,
        *,
        libraries: builtins.list[str] | None = None,
        limit: int = 3,
        min_similarity: float | None = None,
    ) -> builtins.list[SkillMatch]:
        """Skills whose name and trigger fit `task`, best first, with their bodies."""
        mind = self.mind
        task = check_text(task, 10_000, "task")
        if not 1 <= limit <= 50:
            raise InvalidInput(f"limit must be between 1 and 50, got {limit}")
        found = matching_points(
            mind,
            KIND,
            task,
            libraries=libraries,
            limit=limit,
            min_similarity=min_similarity,
        )
        out = [SkillMatch(skill=to_skill(h.payload), similarity=s) for h, s in found]
        out.sort(key=lambda m: m.similarity, reverse=True)
        return out[:limit]


# --- in the session briefing (the skill kind's section, default_plugins/kinds.py) -----

TRIGGER_CHARS = 160  # one skill's trigger in the briefing's catalogue, at most


def briefing_section(ctx: SectionContext) -> list[str]:
    if ctx.libraries == []:
        return []
    return [
        quote(header(f"skill {e.name}", None, e.author), _when(clip(e.trigger, TRIGGER_CHARS)))
        for e in ctx.mind.skills.list(libraries=ctx.libraries)
    ]


def _when(trigger: str) -> str:
    return trigger if trigger.lower().startswith("when") else "when: " + trigger


def _refuse_over_persons_skill(payload: dict, name: str, verb: str) -> None:
    fix = "set your skill under another name, or ask the person to change theirs"
    refuse_over_persons_text(payload.get("author"), f"skill {name!r}", verb, fix)

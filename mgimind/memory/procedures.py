"""Procedures: an error and the fix that resolved it, with the context it applied in.

Recalled by error text (the error and context are what gets embedded). Outcome reports
change later ranking: each procedure carries worked/failed counts whose smoothed success
rate nudges its rank. `verified` means the last report said it worked, so a later
failure revokes it (it is not a latch) and a later success restores it.
"""

from __future__ import annotations

import threading
import uuid
from typing import Literal

from pydantic import BaseModel

from mgimind.errors import InvalidInput, NotFound
from mgimind.memory.kinds import current_points, matching_points, store_embedded
from mgimind.security.secrets import refuse_secrets
from mgimind.services.mindapi import Service
from mgimind.store.audit import content_hash
from mgimind.store.base import Point
from mgimind.store.ids import stable_id
from mgimind.timeutil import iso, now
from mgimind.validation import check_text

KIND = "procedure"
STATUSES = {"active": ("current", "history", "all"), "retired": ("history", "all")}

Outcome = Literal["worked", "failed"]
MAX_FIELD_CHARS = 20_000
# How far the outcome record may move a procedure's rank, in units of cosine similarity:
# enough to reorder near-equal candidates, not enough to lift an unrelated fix.
OUTCOME_WEIGHT = 0.12
VERIFIED_BONUS = 0.03

# Outcome reports are read-modify-write on one point; one at a time per process.
_outcome_lock = threading.Lock()


class Procedure(BaseModel):
    id: str
    library: str
    error: str
    fix: str
    context: str | None = None
    verified: bool = False
    worked: int = 0
    failed: int = 0
    last_outcome: str | None = None
    author: str | None = None
    source: str | None = None
    created_at: str
    updated_at: str | None = None
    status: str = "active"


class ProcedureHit(BaseModel):
    procedure: Procedure
    similarity: float  # dense cosine between the query and the error (+ context)
    score: float  # similarity adjusted by the outcome record: what the ranking uses


class LearnResult(BaseModel):
    id: str
    library: str
    created: bool  # False when this error -> fix was already known in this library


def success_rate(worked: int, failed: int) -> float:
    """Laplace-smoothed success rate: 0.5 with no reports, moving with each report."""
    return (worked + 1) / (worked + failed + 2)


def outcome_adjustment(payload: dict) -> float:
    rate = success_rate(payload.get("worked", 0), payload.get("failed", 0))
    bonus = VERIFIED_BONUS if payload.get("verified") else 0.0
    return OUTCOME_WEIGHT * (2 * rate - 1) + bonus


def recall_item(p: dict) -> dict:
    """A procedure in the per-prompt recall: the error and its fix, nudged by its record."""
    text = f"error: {p['error']}\nfix: {p['fix']}"
    if p.get("context"):
        text += f"\ncontext: {p['context']}"
    if p.get("verified"):
        text += "\n(verified: the last report said this fix worked)"
    return {"text": text, "bonus": outcome_adjustment(p)}


def procedure_text(error: str, context: str | None) -> str:
    """What gets embedded: the error, and the context it happened in."""
    return error if not context else f"{error}\n{context}"


def to_procedure(point_id: str, p: dict) -> Procedure:
    return Procedure(
        id=point_id,
        library=p["library"],
        error=p["error"],
        fix=p["fix"],
        context=p.get("context"),
        verified=bool(p.get("verified")),
        worked=p.get("worked", 0),
        failed=p.get("failed", 0),
        last_outcome=p.get("last_outcome"),
        author=p.get("author"),
        source=p.get("source"),
        created_at=p["created_at"],
        updated_at=p.get("updated_at"),
        status=p["status"],
    )


class Procedures(Service):
    def learn(
        self,
        error: str,
        fix: str,
        context: str | None = None,
        library: str | None = None,
        *,
        source: str | None = None,
    ) -> LearnResult:
        """Remember that `fix` resolved `error` (in `context`). The same error and fix in
        the same library is the same procedure: learning it again returns its id."""
        mind = self.mind
        limit = min(MAX_FIELD_CHARS, mind.config.limits.max_text_chars)
        error = check_text(error, limit, "error").strip()
        fix = check_text(fix, limit, "fix").strip()
        if context is not None:
            context = check_text(context, limit, "context").strip()
        if source is not None:
            source = check_text(source, 500, "source").strip()
        for part in (error, fix, context or "", source or ""):
            refuse_secrets(part)
        library = mind.write_library(library)
        digest = content_hash(error + "\x1f" + fix)
        point_id = stable_id(KIND, library, digest)
        existing = mind.store.retrieve([point_id])
        if existing:
            return LearnResult(id=point_id, library=library, created=False)
        text = procedure_text(error, context)
        stamp = now()
        payload = {
            "kind": KIND,
            "status": "active",
            "library": library,
            "text": text,
            "error": error,
            "fix": fix,
            "context": context,
            "content_hash": digest,
            "verified": False,
            "worked": 0,
            "failed": 0,
            "last_outcome": None,
            "author": mind.actor,
            "source": source,
            "created_at": iso(stamp),
            "created_ts": stamp.timestamp(),
        }
        store_embedded(mind, point_id, payload, text)
        mind.audit.append(
            "procedure.add", mind.actor, id=point_id, library=library, content_hash=digest
        )
        return LearnResult(id=point_id, library=library, created=True)

    def get(self, procedure_id: str) -> Procedure:
        point = self._point(procedure_id)
        return to_procedure(point.id, point.payload)

    def recall(
        self,
        error_text: str,
        *,
        libraries: list[str] | None = None,
        limit: int = 5,
        min_similarity: float | None = None,
    ) -> list[ProcedureHit]:
        """The procedures whose error best matches `error_text`, best first. Ranking is
        dense similarity adjusted by the outcome record; hits below `min_similarity`
        (default: the recall floor) are left out."""
        mind = self.mind
        error_text = check_text(error_text, 10_000, "error text")
        if not 1 <= limit <= 100:
            raise InvalidInput(f"limit must be between 1 and 100, got {limit}")
        found = matching_points(
            mind,
            KIND,
            error_text,
            libraries=libraries,
            limit=limit,
            min_similarity=min_similarity,
        )
        out = [
            ProcedureHit(
                procedure=to_procedure(h.id, h.payload),
                similarity=similarity,
                score=similarity + outcome_adjustment(h.payload),
            )
            for h, similarity in found
        ]
        out.sort(key=lambda hit: hit.score, reverse=True)
        return out[:limit]

    def report(self, procedure_id: str, outcome: Outcome) -> Procedure:
        """Record that applying the procedure `worked` or `failed`. A failure revokes
        `verified`; a success sets it."""
        if outcome not in ("worked", "failed"):
            raise InvalidInput(f"outcome must be 'worked' or 'failed', got {outcome!r}")
        mind = self.mind
        with _outcome_lock:
            point = self._point(procedure_id)
            p = point.payload
            mind.check_write_scope(p["library"])
            update = {
                "worked": p.get("worked", 0) + (outcome == "worked"),
                "failed": p.get("failed", 0) + (outcome == "failed"),
                "last_outcome": outcome,
                "verified": outcome == "worked",
                "updated_at": iso(now()),
            }
            mind.store.set_payload([point.id], update)
        mind.audit.append(
            "procedure.outcome",
            mind.actor,
            id=point.id,
            library=p["library"],
            outcome=outcome,
            verified=update["verified"],
            worked=update["worked"],
            failed=update["failed"],
        )
        return to_procedure(point.id, {**p, **update})

    def forget(self, procedure_id: str) -> None:
        """Retire a procedure: it leaves recall but stays in history."""
        mind = self.mind
        point = self._point(procedure_id)
        mind.check_write_scope(point.payload["library"])
        mind.store.set_payload([point.id], {"status": "retired", "updated_at": iso(now())})
        mind.audit.append(
            "procedure.retire",
            mind.actor,
            id=point.id,
            library=point.payload["library"],
            content_hash=point.payload.get("content_hash"),
        )

    def list(self, *, libraries: list[str] | None = None) -> list[Procedure]:
        """Current procedures in scope, newest first."""
        points = current_points(self.mind, KIND, libraries=libraries)
        points.sort(key=lambda p: p.payload.get("created_ts", 0), reverse=True)
        return [to_procedure(p.id, p.payload) for p in points]

    def _point(self, procedure_id: str) -> Point:
        if not isinstance(procedure_id, str) or not procedure_id.strip():
            raise InvalidInput("a procedure id is required")
        found = self.mind.store.retrieve([procedure_id.strip()]) if _is_uuid(procedure_id) else []
        if (
            not found
            or found[0].payload.get("kind") != KIND
            or not self.mind.in_scope(found[0].payload["library"])
        ):
            raise NotFound(
                f"no procedure with id {procedure_id!r}",
                fix="mgimind procedure recall ERROR_TEXT shows ids",
            )
        return found[0]


def _is_uuid(value: str) -> bool:
    try:
        uuid.UUID(value.strip())
    except ValueError:
        return False
    return True

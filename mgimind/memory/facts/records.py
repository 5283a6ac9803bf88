"""How a fact version is stored: payload fields, keys, time sentinels, reader filters.

Each version is one point of kind "fact". Both time axes are stored twice: ISO strings
for people, epoch seconds for range filters. Open ends get far sentinels so every reader
filter is two plain ranges per axis.
"""

from __future__ import annotations

import re
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from mgimind.memory.facts.axis import Lineage
from mgimind.memory.facts.belief import Evidence, confidence_of
from mgimind.memory.facts.model import Fact
from mgimind.services.visibility import View, scoped_filter
from mgimind.store.base import Eq, Filter, Range
from mgimind.store.ids import stable_id
from mgimind.text.folding import Folded

if TYPE_CHECKING:
    from mgimind.services.mindapi import MindAPI

FAR_PAST = -1e13  # an unknown start (~ year -315000)
FAR_FUTURE = 1e13  # an open end


def audit_added(
    mind: MindAPI,
    fid: str,
    library: str,
    payload: dict,
    verdict: str,
    status: str | None,
    **extra: Any,
) -> None:
    """The audit line of a new fact, the same whichever path made it (a write, or a
    re-test's rival value): its first version, library, text hash, verdict and status."""
    mind.audit.append(
        "fact.add",
        mind.actor,
        id=fid,
        version=1,
        library=library,
        content_hash=payload["content_hash"],
        verdict=verdict,
        status=status,
        source_kind=payload["source_kind"],
        **extra,
    )


def normalize_key(text: str) -> str:
    """Subjects and objects compare as a reader sees them: case- and spacing-insensitively,
    without invisible characters, with full-width and look-alike letters folded
    (mgimind.text.folding). A value written 'ｆａｌｃｏｎ', 'f<U+0430>lcon' (Cyrillic) or
    'falcon<U+200B>' is the same subject as 'falcon', so it meets the value already held in
    the duel instead of sitting beside it as another subject's."""
    return re.sub(r"\s+", " ", Folded(text).text.strip()).casefold()


def sentence(subject: str, predicate: str, obj: str) -> str:
    return f"{subject} {predicate.replace('_', ' ')} {obj}"


def exact(ts: float) -> float:
    """`ts` rounded to what its ISO stamp can say (microseconds)."""
    return datetime.fromtimestamp(ts, timezone.utc).timestamp()


def stamp(ts: float) -> str:
    return datetime.fromtimestamp(ts, timezone.utc).isoformat(timespec="microseconds")


def world_iso(ts: float | None) -> str | None:
    if ts is None:
        return None
    return datetime.fromtimestamp(ts, timezone.utc).isoformat()


def fact_id(
    library: str,
    subject_key: str,
    predicate: str,
    object_key: str,
    valid_from: float | None,
    n: int = 0,
) -> str:
    parts = [
        "fact",
        library,
        subject_key,
        predicate,
        object_key,
        "" if valid_from is None else repr(valid_from),
    ]
    return stable_id(*parts, *([str(n)] if n else []))


def version_id(fid: str, version: int) -> str:
    return stable_id("fact-version", fid, str(version))


def start_of(payload: dict) -> float | None:
    ts = payload["valid_from_ts"]
    return None if ts <= FAR_PAST else ts


def end_of(payload: dict) -> float | None:
    ts = payload["valid_to_ts"]
    return None if ts >= FAR_FUTURE else ts


def set_world(
    payload: dict, valid_from: float | None, valid_to: float | None, valid_to_asserted: bool
) -> None:
    payload.update(
        valid_from=world_iso(valid_from),
        valid_to=world_iso(valid_to),
        valid_from_ts=FAR_PAST if valid_from is None else valid_from,
        valid_to_ts=FAR_FUTURE if valid_to is None else valid_to,
        valid_to_asserted=valid_to_asserted,
    )


def set_recorded(payload: dict, ts: float) -> None:
    payload.update(recorded_at=stamp(ts), recorded_ts=ts, retired_at=None, retired_ts=FAR_FUTURE)


def retirement(status: str, ts: float, by: str | None, reason: str) -> dict:
    return {
        "status": status,
        "retired_at": stamp(ts),
        "retired_ts": ts,
        "retired_by": by,
        "retire_reason": reason,
    }


def independence_key(key: str) -> str:
    """Who an evidence entry counts as. An assertion's key is the identity the door bound
    (its actor); entries written as "actor|source|session" count as that actor, since a
    caller names its own source and session. A re-test's "retest|<memory id>|" entry is
    one memory read as evidence and keeps its key."""
    head, sep, _ = key.partition("|")
    return key if not sep or head == "retest" else head


def evidence_of(payload: dict, dependants: int = 0) -> Evidence:
    pairs = ((independence_key(e["key"]), e["kind"]) for e in payload.get("evidence", []))
    return Evidence(
        assertions=tuple(dict.fromkeys(pairs)),
        first_recorded_ts=payload.get("first_recorded_ts", payload["recorded_ts"]),
        human_confirmed=bool(payload.get("human_confirmed")),
        dependants=dependants,
    )


def to_fact(payload: dict) -> Fact:
    return Fact(
        id=payload["fact_id"],
        subject=payload["subject"],
        predicate=payload["predicate"],
        object=payload["object"],
        library=payload["library"],
        status=payload["status"],
        valid_from=payload.get("valid_from"),
        valid_to=payload.get("valid_to"),
        recorded_at=payload["recorded_at"],
        retired_at=payload.get("retired_at"),
        source=payload.get("source"),
        author=payload.get("author"),
        session=payload.get("session"),
        text=payload["text"],
        version=payload["version"],
        cardinality=payload.get("cardinality", "multi"),
        source_kind=payload.get("source_kind", "agent"),
        confirmations=len(evidence_of(payload).assertions) or 1,
        assertions=payload.get("assertions", 1),
        rejected_attempts=payload.get("rejected_attempts", 0),
        human_confirmed=bool(payload.get("human_confirmed")),
        confirmed_by=payload.get("confirmed_by"),
        based_on=payload.get("based_on", []),
        rivals=payload.get("rivals", []),
        retired_by=payload.get("retired_by"),
        retire_reason=payload.get("retire_reason"),
        restored_from=payload.get("restored_from"),
        overrides=payload.get("overrides") or [],
        confidence=confidence_of(payload),
        last_confirmed_at=last_confirmed(payload),
        retested_at=payload.get("retested_at"),
        doubts=payload.get("doubts", 0),
        invalidation_proposals=payload.get("invalidation_proposals") or [],
    )


def last_confirmed(payload: dict) -> str | None:
    """When something last said this value: its first recording, an independent
    assertion, a person's confirmation, or confirming evidence found by a re-test."""
    stamps = [e.get("at") for e in payload.get("evidence", [])]
    stamps += [payload.get("last_confirmed_at"), payload.get("human_confirmed_at")]
    if payload.get("first_recorded_ts") is not None:
        stamps.append(stamp(payload["first_recorded_ts"]))
    stamps = [s for s in stamps if isinstance(s, str)]
    return max(stamps, key=_instant) if stamps else None


def age_days(fact: Fact, now_ts: float) -> float:
    """Days since something last said this fact's value (see `last_confirmed`)."""
    if not fact.last_confirmed_at:
        return 0.0
    return max(0.0, (now_ts - _instant(fact.last_confirmed_at)) / 86400)


def _instant(iso_text: str) -> float:
    try:
        return datetime.fromisoformat(iso_text.replace("Z", "+00:00")).timestamp()
    except ValueError:
        return 0.0


def reader_view(history: bool, known_at: float | None) -> View:
    if history:
        return "history"
    return "record" if known_at is not None else "current"


def reader_filter(
    view: View,
    *,
    world_at: float | None,
    known_at: float | None,
    scope: list[str] | None,
    subject_key: str | None = None,
    predicate: str | None = None,
) -> Filter:
    """The one filter every fact reader uses, derived from the visibility table.

    Record axis: view "current" shows the versions believed now; with `known_at`, view
    "record" shows the versions whose record interval holds `known_at`. World axis: the
    versions whose world interval holds `world_at` (None: the whole axis). "history"
    shows every status; "review" the contested ones.
    """
    flt = scoped_filter("fact", scope, view)
    if known_at is not None:
        flt = flt.and_(Range("recorded_ts", lte=known_at), Range("retired_ts", gt=known_at))
    if world_at is not None:
        flt = flt.and_(Range("valid_from_ts", lte=world_at), Range("valid_to_ts", gt=world_at))
    if subject_key is not None:
        flt = flt.and_(Eq("subject_key", subject_key))
    if predicate is not None:
        flt = flt.and_(Eq("predicate", predicate))
    return flt


def lineage(payload: dict, dependants: int = 0) -> Lineage:
    """A fact's latest version as its axis sees it (axis.py decides on these)."""
    return Lineage(
        fact_id=payload["fact_id"],
        object_key=payload["object_key"],
        status=payload["status"],
        valid_from=start_of(payload),
        valid_to=end_of(payload),
        valid_to_asserted=bool(payload.get("valid_to_asserted")),
        evidence=evidence_of(payload, dependants),
        rivals=tuple(payload.get("rivals", [])),
    )

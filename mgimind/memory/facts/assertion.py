"""One assertion, checked and prepared before its axis lock is taken: the text
validated and screened for secrets, the times parsed, the library resolved, the claim
built and the vectors embedded (embedding never runs under a lock)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from mgimind.errors import InvalidInput
from mgimind.memory.facts import records as rec
from mgimind.memory.facts.axis import Claim
from mgimind.memory.facts.belief import source_kind
from mgimind.memory.facts.predicates import canonical_predicate
from mgimind.security.secrets import refuse_secrets
from mgimind.store.audit import content_hash
from mgimind.store.base import Point
from mgimind.timeutil import TimeLike, parse_time
from mgimind.validation import check_text

MAX_SUBJECT = 500
MAX_OBJECT = 2000


@dataclass
class Assertion:
    """What `Facts.add` writes if the axis lets it: the claim, where, and the vectors."""

    claim: Claim
    library: str
    subject_key: str
    predicate: str
    cardinality: str
    base: dict[str, Any]
    dense: list[float]
    sparse: Any

    def payload(self, now_ts: float, overrides: Sequence[Point] = ()) -> dict[str, Any]:
        """The first version's payload fields besides its id, status and intervals."""
        claim = self.claim
        return {
            **self.base,
            "first_recorded_ts": now_ts,
            "evidence": [{"key": claim.key, "kind": claim.kind, "at": rec.stamp(now_ts)}],
            "assertions": 1,
            "rejected_attempts": 0,
            "human_confirmed": False,
            "overrides": [w.payload["fact_id"] for w in overrides],
        }


def prepare(
    facts: Any,  # the Facts service (service.py imports this module)
    subject: str,
    predicate: str,
    obj: str,
    *,
    library: str | None,
    valid_from: TimeLike | None,
    valid_to: TimeLike | None,
    source: str | None,
    session: str | None,
    based_on: list[str] | None,
) -> Assertion:
    """Check and prepare `subject predicate obj` for `facts.add`."""
    mind = facts.mind
    subject = check_text(subject, MAX_SUBJECT, "subject").strip()
    obj = check_text(obj, MAX_OBJECT, "object").strip()
    pred = canonical_predicate(predicate)
    source = optional_text(source, "source")
    session = optional_text(session, "session")
    text = rec.sentence(subject, pred, obj)
    for part in (text, source or "", session or ""):
        refuse_secrets(part)
    vf = parse_or_none(valid_from, "valid_from")
    vt = parse_or_none(valid_to, "valid_to")
    if vf is not None and vt is not None and vt <= vf:
        raise InvalidInput(
            "valid_to must be after valid_from",
            fix="give an end later than the start, or no end",
        )
    library = mind.write_library(library)
    deps = [facts.axes.latest(fid).payload["fact_id"] for fid in dict.fromkeys(based_on or [])]
    cardinality = facts.predicates.cardinality(pred)
    kind = source_kind(mind.actor, source)
    claim = Claim(
        rec.normalize_key(obj),
        vf,
        vt,
        # Independence is the identity the door bound, never the session or source the
        # caller names (one agent under s1, s2, ... is still one voice).
        key=mind.actor or "unknown",
        kind=kind,
    )
    skey = rec.normalize_key(subject)
    base = {
        "kind": "fact",
        "library": library,
        "subject": subject,
        "subject_key": skey,
        "predicate": pred,
        "object": obj,
        "object_key": claim.object_key,
        "text": text,
        "content_hash": content_hash(text),
        "cardinality": cardinality,
        "source": source,
        "author": mind.actor,
        "session": session,
        "source_kind": kind,
        "based_on": deps,
    }
    dense = [float(x) for x in mind.embedder.embed([text])[0]]
    sparse = mind.sparse.document(text)
    return Assertion(claim, library, skey, pred, cardinality, base, dense, sparse)


def parse_or_none(value: TimeLike | None, what: str) -> float | None:
    """An optional time as epoch seconds; InvalidInput names the field."""
    if value is None:
        return None
    try:
        return parse_time(value).timestamp()
    except InvalidInput as e:
        raise InvalidInput(f"{what}: {e.what}", fix=e.fix) from None


def optional_text(value: object, what: str) -> str | None:
    """An optional short text, stripped; empty is None."""
    if value is None:
        return None
    value = check_text(value, 500, what).strip()
    return value or None

"""What an audit line may hold: ids, hashes, counts and reasons from a fixed vocabulary.

`AuditLog.append` passes every field through `clean`, so no caller, today's or a future
one, can put the text of a memory, fact, proposal or transcript in the log. A field is
kept only when its name is known and its value has that name's shape; any other string is
replaced by its content hash and the field is named in `redacted`, so the leak is visible
in review without the content ever reaching the disk.
"""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any

_HASH = re.compile(r"(?:sha256:)?[0-9a-f]{64}")  # a content hash, or a line hash of a chain
_KEY = re.compile(r"[a-z][a-z0-9_]{0,39}")
# Ids, library, skill, pin and predicate names, actors, enum values: one token, no spaces
# or quotes, so a sentence cannot pass as one.
_IDENT = re.compile(r"[\w][\w.:@/+-]{0,199}")  # as long as a library name
_TIME = re.compile(r"\d{4}-\d\d-\d\d(?:T\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:\d\d)?)?")
_PATH = re.compile(r"[^\x00-\x1f\x7f]{1,4096}")

IDENTIFIER_FIELDS = frozenset(
    {
        "actor",
        "agent",
        "approved_by",
        "by",
        "candidate",
        "cardinality",
        "channel",
        "duplicate_of",
        "evidence",
        "format",
        "id",
        "incumbents",
        "kind",
        "libraries",
        "library",
        "merged_into",
        "name",
        "outcome",
        "previous",
        "retired",
        "review_action",
        "reviewer",
        "rival",
        "rule",
        "setting",
        "source_kind",
        "status",
        "verdict",
        "view",
    }
)
TIME_FIELDS = frozenset({"valid_from", "valid_to"})
PATH_FIELDS = frozenset({"archive", "path"})  # files on this machine: backups, transcripts
# A setting's value before and after `config set` (a number, a flag, a model name, a URL,
# a folder): configuration, never memory text; credentials are shown only as set/unset.
SETTING_FIELDS = frozenset({"old_value", "new_value"})

# Every reason an audit line can give. Callers may pass the human sentence they show the
# user; it is reduced here to its code by its leading words, and anything unrecognised
# becomes "other" (with the sentence's hash), never the sentence.
REASONS = frozenset(
    {
        # admission: refusals and quarantine
        "secret",
        "empty",
        "too-long",
        "binary",
        "invalid-text",
        "too-short",
        "boilerplate",
        "repetitive",
        "near-duplicate",
        "low-novelty",
        # harvest: the rule that proposed a candidate, and why a transcript was re-read
        "decision-marker",
        "is-statement",
        "error-then-fix",
        "replaced",
        "truncated",
        "rewritten",
        # fact re-tests: what later evidence said
        "contradicting-evidence",
        "confirming-evidence",
        "negating-evidence",
        # quarantine, lifecycle, review
        "expired",
        "older-than",
        "cold",
        "superseded",
        "duplicate",
        "obsolete",
        "wrong",
        "no-approval",
        "malformed-approval",
        "approval-mismatch",
        "approval-unverified",
        "secret-wrong",
        "secret-missing",
        "secret-unset",
        "secret-unusable",
        "braked",
        # the audit log itself
        "head-missing",
        "head-mismatch",
        "other",
    }
)
_REASON_WORDING = [
    (re.compile(p, re.IGNORECASE), code)
    for p, code in (
        (r"^looks like an? ", "secret"),
        (r"\bis empty$", "empty"),
        (r" characters; the limit is ", "too-long"),
        (r"looks like binary data", "binary"),
        (r"not valid Unicode|must be a string", "invalid-text"),
        (r"^too short\b", "too-short"),
        (r"^low-signal boilerplate", "boilerplate"),
        (r"^repetitive\b", "repetitive"),
        (r"^near-duplicate\b", "near-duplicate"),
        (r"^low novelty\b", "low-novelty"),
        (r"^rule decision-marker\b", "decision-marker"),
        (r"^rule is-statement\b", "is-statement"),
        (r"^rule error-then-fix\b", "error-then-fix"),
        (r"^older than \d", "older-than"),
        (r"^no approval was given$", "no-approval"),
        (r"^the approval is malformed$", "malformed-approval"),
        (r"^the approval is for another action or item$", "approval-mismatch"),
        (r"^the \S+ approval could not be verified$", "approval-unverified"),
        (r"^the review secret is wrong$", "secret-wrong"),
        (r"^no review secret was given$", "secret-missing"),
        (r"no review secret is set", "secret-unset"),
        (r"is not a review secret this version made", "secret-unusable"),
        (r"^too many wrong review secrets", "braked"),
    )
]


def content_hash(text: str) -> str:
    return "sha256:" + hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def reason_code(reason: str) -> str:
    """The vocabulary code for a reason, or "other"."""
    text = reason.strip()
    if text.lower() in REASONS:
        return text.lower()
    for rx, code in _REASON_WORDING:
        if rx.search(text):
            return code
    return "other"


def _fits(name: str, value: str) -> bool:
    if name.endswith(("hash", "head")):
        return bool(_HASH.fullmatch(value))
    if name in IDENTIFIER_FIELDS:
        return bool(_IDENT.fullmatch(value))
    if name in TIME_FIELDS:
        return bool(_TIME.fullmatch(value))
    if name in PATH_FIELDS or name in SETTING_FIELDS:
        return bool(_PATH.fullmatch(value))
    return False


def _clean_value(name: str, value: Any, redacted: set[str]) -> Any:
    if value is None or isinstance(value, (bool, int, float)):
        return value
    if isinstance(value, (list, tuple)):
        return [_clean_value(name, v, redacted) for v in value]
    if isinstance(value, dict) and all(isinstance(k, str) and _KEY.fullmatch(k) for k in value):
        # e.g. the audit head an imported file claims: {"lines": 12, "hash": "..."}
        inner: set[str] = set()
        out = {k: _clean_value(k, v, inner) for k, v in value.items()}
        redacted.update(f"{name}.{k}" for k in inner)
        return out
    if isinstance(value, str) and _fits(name, value):
        return value
    redacted.add(name)
    text = value if isinstance(value, str) else json.dumps(value, sort_keys=True, default=str)
    return content_hash(text)


def clean(fields: dict[str, Any]) -> dict[str, Any]:
    """`fields` as an audit line may hold them (None values dropped)."""
    out: dict[str, Any] = {}
    redacted: set[str] = set()
    for name, value in fields.items():
        if value is None:
            continue
        if name == "reason":
            reasons = [value] if isinstance(value, str) else value
            if not isinstance(reasons, (list, tuple)) or not all(
                isinstance(r, str) for r in reasons
            ):
                reasons = [json.dumps(value, default=str)]
            codes = list(dict.fromkeys(reason_code(r) for r in reasons))
            out["reason"] = codes[0] if isinstance(value, str) else codes
            if "other" in codes:  # the sentence is not kept, only proof of what it was
                out["reason_hash"] = content_hash("; ".join(reasons))
            continue
        out[name] = _clean_value(name, value, redacted)
    if redacted:
        out["redacted"] = sorted(redacted)
    return out

"""Cheap, explainable rules that find candidates in exchanges; no model is called.

Each candidate carries the rule that found it as its `reason`, so a reviewer can see why
it was proposed. Candidates are proposals for quarantine, never current facts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from mgimind.harvest.exchanges import Exchange
from mgimind.security.secrets import find_secret, redact_secrets

_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
_DECISION = re.compile(
    r"\b(?:we|i)\s+(?:have\s+|'ve\s+)?(?:decided|agreed|chose|chosen)\s+(?:to\s+)?"
    r"(?:use|go with|adopt|switch to|stick with|keep)?\s*(?P<object>[^.;!?]{2,80})",
    re.I,
)
_LETS_USE = re.compile(
    r"\b(?:let's|we will|we'll|we are going to|we're going to)\s+"
    r"(?:use|go with|adopt|switch to|stick with)\s+(?P<object>[^.;!?]{2,80})",
    re.I,
)
_IS_STATEMENT = re.compile(
    r"^(?P<subject>(?:the|our|my)\s+[\w\-./ ]{2,50}?)\s+(?P<verb>is|are|lives in|runs on)\s+"
    r"(?P<object>[^?]{2,100}?)[.!]?$",
    re.I,
)
_HEDGE = re.compile(r"\b(?:maybe|perhaps|probably|might|i think|not sure|if|whether)\b", re.I)
_FIX = re.compile(
    r"\b(?:fixed|the fix(?: is| was)?|fixes|resolved|the (?:issue|problem|cause|"
    r"bug) (?:is|was)|root cause|works now|now passes|should work now)\b",
    re.I,
)
_USER_ERROR = re.compile(
    r"(?:Traceback \(most recent call last\)|^\s*\w*(?:Error|Exception)\b"
    r"[^\n]*|^\s*error[:\[][^\n]*)",
    re.M,
)
_KEY_MARKERS = re.compile(
    r"\b(?:decided|decision|let's|we'll|going with|chose|switch(?:ed)? to|"
    r"root cause|the fix|fixed|resolved|must|never|always)\b",
    re.I,
)


@dataclass
class Candidate:
    kind: str  # "fact" | "procedure"
    text: str
    reason: str
    fields: dict = field(default_factory=dict)


def sentences(text: str) -> list[str]:
    # Credentials are cut out of the whole text first: split into sentences, a key
    # block's body lines no longer look like the key they belong to.
    text = redact_secrets(text)
    return [s.strip(" -*>\t") for s in _SENTENCE.split(text) if s and s.strip(" -*>\t")]


def fact_candidates(ex: Exchange) -> list[Candidate]:
    """Statements by the user: decisions ("we decided to use X", "let's use X") and plain
    "the/our/my X is Y" assertions without hedging, outside questions."""
    out = []
    for turn in ex.user:
        for s in sentences(turn.text):
            if len(s) > 200 or s.endswith("?") or find_secret(s):
                continue
            m = _DECISION.search(s) or _LETS_USE.search(s)
            if m:
                obj = m.group("object").strip()
                out.append(
                    Candidate(
                        "fact",
                        f"Decision: {s}",
                        "rule decision-marker: the user stated a decision",
                        {"subject": "project", "predicate": "decided", "object": obj},
                    )
                )
                continue
            m = _IS_STATEMENT.match(s)
            if m and not _HEDGE.search(s):
                out.append(
                    Candidate(
                        "fact",
                        s,
                        "rule is-statement: the user asserted "
                        f"'{m.group('subject')} {m.group('verb')} ...'",
                        {
                            "subject": m.group("subject").strip(),
                            "predicate": m.group("verb").lower(),
                            "object": m.group("object").strip(),
                        },
                    )
                )
    return out


def procedure_candidate(ex: Exchange) -> Candidate | None:
    """An error (from a tool result or pasted by the user) and the assistant's sentence
    saying what fixed it, within one exchange."""
    errors = list(ex.errors)
    for turn in ex.user:
        m = _USER_ERROR.search(turn.text)
        if m:
            tail = [ln.strip() for ln in turn.text[m.start() :].splitlines() if ln.strip()]
            errors.append((tail[-1] if "Traceback" in m.group(0) else tail[0])[:300])
    if not errors:
        return None
    fixes = [
        s
        for t in ex.assistant
        for s in sentences(t.text)
        if _FIX.search(s) and len(s) <= 400 and not find_secret(s)
    ]
    if not fixes:
        return None
    error = errors[-1]
    text = f"When: {error}\nFix: {' '.join(fixes[:2])}"
    return Candidate(
        "procedure",
        text,
        "rule error-then-fix: an error was followed by the assistant's fix in the same exchange",
        {"error": error, "fix": fixes[0]},
    )


def key_sentences(ex: Exchange, limit: int = 2) -> list[str]:
    """Sentences with decision or fix markers: what a session summary should keep."""
    out = []
    for turn in ex.turns:
        for s in sentences(turn.text):
            if 20 <= len(s) <= 240 and _KEY_MARKERS.search(s) and not find_secret(s):
                out.append(s)
                if len(out) >= limit:
                    return out
    return out

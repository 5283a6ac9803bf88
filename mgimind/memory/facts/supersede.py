"""Does a later free-text statement supersede an earlier one? Fact re-testing's evidence
rules (mgimind/memory/facts/evidence.py), applied to two texts instead of a fact and a text.

The earlier text has no triple, so each of its sentences offers its own: the *values* it
states (numbers and codes such as "9:30", "8091", "us-east-1", "SK1470"; capitalised names
such as "Madrid", "Priya Raman") and its *topic* (its other content words, lightly
stemmed, without the commonest words). A later sentence on the same topic (a shared topic
word), not hedged (a question, a plan),
supersedes the earlier value when:

1. **negated-object** — it names the value and negates it ("instead of Tuesday",
   "Jenkins was retired", "no longer in Madrid");
2. **other-value-changed** — it states another value of the same shape (a number for a
   number, a name for a name) and carries a change or correction cue ("moved", "now",
   "switched", "actually", "rescheduled", "correction");
A value's shape is finer than fact re-testing's: a time, a code, a decimal, an integer of
about the same length, a day, a month, a name; only values of one shape rival each other.

3. **other-value-same-slot** — it states another value of the same shape in the same slot,
   with no cue: the word beside the value is the same ("1,150 dollars" -> "1,240
   dollars", "Node 18" -> "Node 22");
4. **state-changed** — it puts the thing in another of a few exclusive states ("open" ->
   "closed", "paused" -> "resumed").

A value both sentences name ("OPS-512") makes them about the same thing as well.

A later sentence that names the value without negating it restates it (never superseded).
Every finding names its rule and both values, so the recall can say why an item is marked.
"""

from __future__ import annotations

import re
from functools import lru_cache

from mgimind.memory.facts.evidence import (
    CHANGE,
    STOP,
    Finding,
    _hedged,
    _negated,
    _object_named,
    sentences,
    stem,
    words,
)

# Words that say an earlier statement was wrong or has moved (beside evidence.CHANGE).
CORRECTION = frozenset(
    """actually correction corrected correcting meant mistake mistaken wrong mixed sorry
    rather rescheduled reschedule postponed pushed delayed moved renewed retired sold
    handed updated update revised fixed finally""".split()
)
CUES = CHANGE | CORRECTION
_NUMBERISH = re.compile(
    r"(?<![\w$])\$?(?:[A-Za-z]+-)*[A-Za-z]*\d[\w:.,/-]*(?:\s?(?:am|pm)\b)?(?![\w])", re.IGNORECASE
)
_NAME = re.compile(r"\b[A-Z][A-Za-z-]*(?: [A-Z][A-Za-z-]*)*(?![\w])")
_TRAIL = ".,:;/-"
# A dialogue line's speaker label ("Caroline: ..."), never part of what is said.
_SPEAKER = re.compile(r"^[A-Z][\w.'-]*(?: [A-Z][\w.'-]*)?:\s+")
DAYS = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays
    thursdays fridays saturdays sundays weekday weekdays weekend weekends""".split()
)
MONTHS = frozenset(
    """january february march april may june july august september october november
    december""".split()
)
# Words too common to make two sentences about the same thing on their own.
GENERIC_WORDS = """start finish use make get go went take need want add keep set run work time day
    week month year today thing way like good new old first last next place people""".split()
GENERIC = frozenset(stem(w) for w in GENERIC_WORDS)
_RETIRED = (
    r"{o} (?:\w+ ){0,2}(?:is|was|are|were|has been|have been|got)(?: being)? "
    r"(?:decommissioned|retired|gone|dropped|removed|replaced|shut down|sold|cancelled)",
    r"(?:sold|dropped|retired|removed|ditched|replaced|cancelled|quit|left) "
    r"(?:the |my |our |a )?{o}",
)
# Mutually exclusive states: a later sentence in another state of the group supersedes.
STATES = tuple(
    frozenset(g.split())
    for g in (
        "open closed reopened resolved",
        "active inactive",
        "enabled disabled",
        "paused resumed",
        "blocked unblocked",
        "pending approved rejected",
        "booked cancelled",
        "paid unpaid",
        "draft published",
        "online offline",
    )
)


def values(sentence: str) -> list[tuple[str, str]]:
    """The values a sentence states, as (value, shape): numbers and codes, then
    capitalised names (not the sentence's opening word: any word may be capitalised there)."""
    out = []
    for m in _NUMBERISH.finditer(sentence):
        v = m.group(0).rstrip(_TRAIL)
        out.append((v, _number_shape(v)))
    seen = {v.lower() for v, _ in out}
    for m in _NAME.finditer(sentence):
        toks = m.group(0).split()
        if m.start() == len(sentence) - len(sentence.lstrip()):
            toks = toks[1:]  # the opening word is capitalised whatever it is
        toks = [t for t in toks if t != "I"]
        while toks and toks[0].lower() in STOP:
            toks = toks[1:]
        if not toks:
            continue
        name = " ".join(toks)
        if name.lower() not in seen:
            out.append((name, _name_shape(name)))
            seen.add(name.lower())
    return out


def _number_shape(v: str) -> str:
    """time, code, decimal, or an integer of its digit count (1,150 and 1,240 alike; 10
    seconds never rivals port 8091)."""
    low = v.lower()
    if ":" in low or low.endswith(("am", "pm")):
        return "time"
    if any(c.isalpha() for c in low):
        return "code"
    if "." in low:
        return "decimal"
    return f"int{len([c for c in low if c.isdigit()])}"


def _name_shape(name: str) -> str:
    low = name.lower()
    if low in DAYS or low.split()[0] in DAYS:
        return "day"
    if low.split()[0] in MONTHS:
        return "month"
    return "name"


def _same_shape(a: str, b: str) -> bool:
    if a.startswith("int") and b.startswith("int"):
        return abs(int(a[3:]) - int(b[3:])) <= 1
    return a == b


def _digit(token: str) -> bool:
    return any(c.isdigit() for c in token)


def _topic(sentence: str, vals: list[tuple[str, str]]) -> set[str]:
    """The sentence's content stems other than its values and the commonest words."""
    inside = {stem(w) for v, _ in vals for w in words(v)}
    stems = {stem(w) for w in words(sentence) if w.lower() not in STOP and not _digit(w)}
    return {s for s in stems - inside if len(s) >= 3 and s not in GENERIC}


def _neighbours(sentence: str, value: str) -> set[str]:
    """The content words right before and right after `value` in `sentence`."""
    low = sentence.lower()
    at = low.find(value.lower())
    if at < 0:
        return set()
    before = words(sentence[:at])[-1:]
    after = words(sentence[at + len(value) :])[:1]
    return {stem(w) for w in before + after if w.lower() not in STOP and not _digit(w)}


def _aliases(value: str, cased: bool = False) -> list[str]:
    """A value and, for a name of several words, its last word ("Honda Civic" is also
    "Civic")."""
    parts = value.split()
    out = [value] + ([parts[-1]] if len(parts) > 1 and parts[-1][:1].isupper() else [])
    return out if cased else [a.lower() for a in out]


def _led_by_change(sentence: str, value: str) -> bool:
    """`value` comes within three words after a change word ("relocated to X")."""
    at = sentence.lower().find(value.lower())
    return at >= 0 and bool({w.lower() for w in words(sentence[:at])[-3:]} & CUES)


def _retired(value: str, sentence: str) -> bool:
    """evidence's negations, and a value said to be retired ("the MySQL box is being
    decommissioned")."""
    if _negated(value, sentence):
        return True
    low, o = sentence.lower(), re.escape(value.lower())
    return any(re.search(p.replace("{o}", o), low) for p in _RETIRED)


@lru_cache(maxsize=1024)
def statements(text: str) -> tuple:
    """A text's sentences that state something (not hedged), each as (sentence, its
    lowered words, its topic, its values): parsed once per text."""
    out = []
    for s in sentences(text):
        toks = [w.lower() for w in words(s)]  # with any label: "Correction:" is a cue
        s = _SPEAKER.sub("", s)
        if toks and not _hedged(s, toks):
            vals = values(s)
            out.append((s, frozenset(toks), frozenset(_topic(s, vals)), tuple(vals)))
    return tuple(out)


def supersedes(older: str, newer: str) -> Finding | None:
    """How `newer` (recorded later) supersedes a value `older` states, or None. The
    finding's `value` is "old -> new" (or the old value alone for a bare negation)."""
    later = statements(newer)
    if not later:
        return None
    for o, otoks, otopic, ovals in statements(older):
        named = {a for v, _ in ovals for a in _aliases(v)}
        for n, ntoks, ntopic, nvals in later:
            shared = otopic & ntopic or named & {a for v, _ in nvals for a in _aliases(v)}
            if not shared:
                continue
            found = _one(o, ovals, n, ntoks, nvals, (older.lower(), newer.lower()))
            found = found or _state(otoks, ntoks)
            if found is not None:
                return found
    return None


def _state(otoks: frozenset, ntoks: frozenset) -> Finding | None:
    """The later sentence puts the same thing in another exclusive state (open -> closed)."""
    for group in STATES:
        was, now = otoks & group, ntoks & group
        if was and now and not now & was:
            return Finding("contradicts", "state-changed", 0.9, f"{min(was)} -> {min(now)}")
    return None


def _one(o: str, ovals, n: str, ntoks: set[str], nvals, texts: tuple[str, str]) -> Finding | None:
    """One older sentence against one newer: the first value the newer supersedes. A rival
    is a value the older text never mentions (two speakers' names, each in both texts,
    never rival each other)."""
    cue = bool(ntoks & CUES)
    nlow = n.lower()
    older, newer = texts
    for v, shape in ovals:
        rivals = [w for w, s in nvals if _same_shape(s, shape) and w.lower() not in older]
        if not rivals and v.lower() not in nlow:
            continue
        said = next((a for a in _aliases(v, cased=True) if _object_named(a, n)), None)
        if said is not None:
            if _retired(said, n):
                return Finding("contradicts", "negated-object", 1.0, v)
            # Named again: restated, unless a correction puts a rival in its slot ("34,000
            # euros, the 40,000 figure included VAT") or a change leads to it ("relocated
            # to eu-central-1, us-east-1 is only a standby").
            slot = _neighbours(o, v)
            for w in rivals if cue else ():
                if slot & _neighbours(n, w) or _led_by_change(n, w):
                    return Finding("contradicts", "other-value-changed", 1.0, f"{v} -> {w}")
            continue
        if not rivals:
            continue
        if cue:
            return Finding("contradicts", "other-value-changed", 1.0, f"{v} -> {rivals[0]}")
        if v.lower() in newer:
            continue  # the newer text still mentions the old value: both may hold
        slot = _neighbours(o, v)
        for w in rivals:
            if slot & _neighbours(n, w):
                return Finding("contradicts", "other-value-same-slot", 0.8, f"{v} -> {w}")
    return None

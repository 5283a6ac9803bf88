"""A later note that says what stays the same supersedes nothing for a question about it.

"worker pool for photo-resizer: 12 pods, 2 cpu / 4Gi each" and, a week later, "bumped
memory to 6Gi per pod, cpu and count unchanged": the later one replaces the memory value
and says the count holds. Asked "how many photo-resizer pods run by default?", the earlier
note is the answer, not a replaced one. The same for "time unchanged" (a room moved),
"dates unchanged" (a hire car upgraded), "same postcode" (a house number changed).

The attributes a later note keeps are the words opening a clause before "unchanged",
"the same", "as before", "as written", "is right" (joined by "and") and the word after
"same" or "no change to"; a question asks about one when it says the word (in any of its
forms) or asks as that attribute is asked for ("how many" a count, "when" a date or time,
"where" a place, "how much" a price).
"""

from __future__ import annotations

import re

# "cpu and count unchanged", "time unchanged", "the dates stay the same", "price as before",
# "backfill and index are as written", "the 50 min is right"
_ATTRIBUTE = r"(?:the |its )?[a-z][\w-]*"
_KEPT_BEFORE = re.compile(
    rf"(?:^|[.,;(:\u2013\u2014-]\s*)((?:{_ATTRIBUTE}\s+(?:and|&)\s+)*{_ATTRIBUTE})\s+"
    r"(?:(?:(?:is|are|stays?|remains?|kept)\s+)?(?:unchanged|the same|as before|not changed|"
    r"as written|as planned)|(?:is|are) (?:still )?(?:right|correct|fine))\b"
)
# "same postcode", "same time", "no change to the date"
_KEPT_AFTER = re.compile(r"\b(?:same|no change to(?: the)?)\s+([a-z][\w-]*)")
_SPLIT = re.compile(r"\s+(?:and|&)\s+")
_NOT_AN_ATTRIBUTE = frozenset("everything else rest all is are the it that this".split())

# How a question asks for an attribute without saying its word.
ASKED_AS = {
    "count": re.compile(r"\bhow many\b|\bnumber of\b"),
    "number": re.compile(r"\bhow many\b"),
    "time": re.compile(r"\bwhen\b|\bwhat time\b"),
    "times": re.compile(r"\bwhen\b|\bwhat time\b"),
    "date": re.compile(r"\bwhen\b|\bwhat day\b|\bwhich day\b"),
    "dates": re.compile(r"\bwhen\b|\bwhat day\b|\bwhich day\b"),
    "day": re.compile(r"\bwhen\b|\bwhat day\b|\bwhich day\b"),
    "place": re.compile(r"\bwhere\b"),
    "venue": re.compile(r"\bwhere\b"),
    "location": re.compile(r"\bwhere\b"),
    "address": re.compile(r"\bwhere\b"),
    "price": re.compile(r"\bhow much\b"),
    "cost": re.compile(r"\bhow much\b"),
}


def kept(text: str) -> set[str]:
    """The attributes `text` says stay as they were."""
    low = text.lower()
    out: set[str] = set()
    for m in _KEPT_BEFORE.finditer(low):
        out.update(w for w in _SPLIT.split(m.group(1)) if w)
    out.update(m.group(1) for m in _KEPT_AFTER.finditer(low))
    return {w.split()[-1] for w in out if w.split()} - _NOT_AN_ATTRIBUTE


def asked_unchanged(query: str, later: str) -> bool:
    """`query` asks about an attribute the later note says is unchanged."""
    attributes = kept(later)
    if not attributes:
        return False
    low = query.lower()
    for word in attributes:
        root = word[:-1] if word.endswith("s") and len(word) > 3 else word
        if re.search(rf"\b{re.escape(root)}", low):
            return True
        asked = ASKED_AS.get(word)
        if asked is not None and asked.search(low):
            return True
    return False

"""Relative time in a query ("two weeks ago", "last week", "yesterday") -> a target date.

Used by search to favour memories from around the time the query points at. A memory's time
is its metadata `occurred_at` (when what it records happened, ISO 8601; set by whoever stores
a past conversation) or else its `created_at`. The reference "now" is the caller's (a query
asked at a known date passes it), else the current time.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from datetime import datetime, timezone

_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
            "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
            "a couple of": 2, "a few": 3, "couple of": 2, "few": 3}
_UNIT_DAYS = {"day": 1.0, "week": 7.0, "month": 30.4, "year": 365.0}
_AGO = re.compile(r"\b(\d+|a couple of|couple of|a few|few|an?|one|two|three|four|five|six|"
                  r"seven|eight|nine|ten|eleven|twelve)\s+(day|week|month|year)s?\s+ago\b", re.I)
_LAST = re.compile(r"\b(yesterday|last\s+(?:week(?:end)?|month|year))\b", re.I)
_LAST_DAYS = {"yesterday": 1.0, "last week": 7.0, "last weekend": 7.0, "last month": 30.4,
              "last year": 365.0}


@dataclass(frozen=True)
class TimeReference:
    days_ago: float
    tolerance_days: float  # how far from the target a memory still counts as "then"

    def closeness(self, when: datetime, now: datetime) -> float:
        """1 at the target date, falling smoothly to 0 well outside the tolerance."""
        delta = (now - when).total_seconds() / 86400.0 - self.days_ago
        return math.exp(-0.5 * (delta / self.tolerance_days) ** 2)


def find_time_reference(query: str) -> TimeReference | None:
    """The first relative time expression in `query`, if any."""
    m = _AGO.search(query)
    if m:
        word = m.group(1).lower()
        n = float(word) if word.isdigit() else float(_NUMBERS.get(word, 1))
        days = n * _UNIT_DAYS[m.group(2).lower()]
        return TimeReference(days, max(1.5, 0.3 * days))
    m = _LAST.search(query)
    if m:
        days = _LAST_DAYS[re.sub(r"\s+", " ", m.group(1).lower())]
        return TimeReference(days, max(1.5, 0.5 * days))
    return None


def memory_time(payload: dict) -> datetime | None:
    """When a stored memory's content happened: metadata `occurred_at`, else created_at."""
    raw = (payload.get("metadata") or {}).get("occurred_at") or payload.get("created_at")
    if not raw:
        return None
    try:
        when = datetime.fromisoformat(str(raw))
    except ValueError:
        return None
    return when if when.tzinfo else when.replace(tzinfo=timezone.utc)


def aware(moment: datetime | None) -> datetime:
    if moment is None:
        return datetime.now(timezone.utc)
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)


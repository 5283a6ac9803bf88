"""A time named in a query -> how close a memory's time is to it.

Used by search to favour memories from around the time the query points at. Two kinds:

- relative: a day or week back ("two weeks ago", "last week", "yesterday", "last Tuesday")
  or a stretch reaching back to now ("in the past two months", "over the last few weeks"),
  in calendar days before the reference "now" (the caller's, when a query was asked at a
  known date, else the current time), so every memory from the named day counts the same;
- absolute: a day ("on May 3, 2023", "3 June, 2023"), a month ("in July 2023"), a season
  ("summer 2023"), a year ("in 2022"), or a month without a year ("in June"), which
  matches that month in any year. A memory inside the named span counts fully; outside,
  its credit falls off smoothly with the distance.

A memory's time is its metadata `occurred_at` (when what it records happened, ISO 8601;
set by whoever stores a past conversation) or else its `created_at`.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

_NUMBERS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "a couple of": 2,
    "a few": 3,
    "couple of": 2,
    "few": 3,
}
_UNIT_DAYS = {"day": 1.0, "week": 7.0, "month": 30.4, "year": 365.0}
_COUNT = (
    r"(\d+|a couple of|couple of|a few|few|an?|one|two|three|four|five|six|seven|eight|"
    r"nine|ten|eleven|twelve)"
)
_AGO = re.compile(rf"\b{_COUNT}\s+(day|week|month|year)s?\s+ago\b", re.I)
_LAST = re.compile(r"\b(yesterday|last\s+(?:week(?:end)?|month|year))\b(?!\s+of\b)", re.I)
_LAST_DAYS = {
    "yesterday": 1.0,
    "last week": 7.0,
    "last weekend": 7.0,
    "last month": 30.4,
    "last year": 365.0,
}
# "the past month", "in the last two weeks", "over the previous few days": up to now (but
# not "the last week of August": that is a part of the month).
_RECENT = re.compile(
    rf"\b(?:the|this)\s+(?:past|last|previous)\s+(?:{_COUNT}\s+)?"
    r"(day|week|month|year)s?\b(?!\s+of\b)",
    re.I,
)
_WEEKDAYS = "monday tuesday wednesday thursday friday saturday sunday".split()
_LAST_WEEKDAY = re.compile(r"\b(?:last|this\s+past)\s+(" + "|".join(_WEEKDAYS) + r")\b", re.I)


@dataclass(frozen=True)
class TimeReference:
    """Relative, in calendar days before the reference day: the day `days_ago` back, or
    with `span_days` the stretch from there `span_days` further back. With `weekday` (0 =
    Monday) the day is the last such weekday before the reference day ("last Tuesday")."""

    days_ago: float
    tolerance_days: float  # how far outside the target a memory still counts as "then"
    span_days: float = 0.0
    weekday: int | None = None

    def closeness(self, when: datetime, now: datetime) -> float:
        """1 inside the target days, falling smoothly to 0 well outside the tolerance."""
        today = now.astimezone(_UTC).date()
        age = (today - when.astimezone(_UTC).date()).days
        start = self.days_ago
        if self.weekday is not None:
            start = (today.weekday() - self.weekday) % 7 or 7
        if age < start:
            return _falloff(start - age, self.tolerance_days)
        if age > start + self.span_days:
            return _falloff(age - start - self.span_days, self.tolerance_days)
        return 1.0


@dataclass(frozen=True)
class TimeSpan:
    """Absolute: from `start` (inclusive) to `end` (exclusive). With `any_year` the span's
    month and day are matched in the memory's own year (a month named without a year)."""

    start: datetime
    end: datetime
    tolerance_days: float
    any_year: bool = False

    def closeness(self, when: datetime, now: datetime) -> float:
        if not self.any_year:
            return self._within(self.start, self.end, when)
        shift = when.year - self.start.year  # the span in the memory's year and either side
        return max(
            self._within(_add_years(self.start, shift + k), _add_years(self.end, shift + k), when)
            for k in (-1, 0, 1)
        )

    def _within(self, start: datetime, end: datetime, when: datetime) -> float:
        if when < start:
            return _falloff((start - when).total_seconds() / 86400.0, self.tolerance_days)
        if when >= end:
            return _falloff((when - end).total_seconds() / 86400.0, self.tolerance_days)
        return 1.0


def _falloff(days: float, tolerance: float) -> float:
    return math.exp(-0.5 * (days / tolerance) ** 2)


def _add_years(moment: datetime, years: int) -> datetime:
    year = min(max(moment.year + years, 1), 9999)  # a memory dated at the calendar's edge
    try:
        return moment.replace(year=year)
    except ValueError:  # 29 February
        return moment.replace(year=year, day=28)


_MONTHS = {
    m: i
    for i, m in enumerate(
        "january february march april may june july august september october november "
        "december".split(),
        1,
    )
}
_MONTH = (
    r"(january|february|march|april|may|june|july|august|september|october|november|"
    r"december)"
)
_YEAR = r"((?:19|20)\d\d)"
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"
_MONTH_DAY_YEAR = re.compile(rf"\b{_MONTH}\s+{_DAY}(?:,\s*|\s+){_YEAR}\b", re.I)
_DAY_MONTH_YEAR = re.compile(rf"\b{_DAY}\s+(?:of\s+)?{_MONTH}(?:,\s*|\s+){_YEAR}\b", re.I)
_MONTH_YEAR = re.compile(rf"\b{_MONTH},?\s+(?:of\s+)?{_YEAR}\b", re.I)
_SEASON_YEAR = re.compile(rf"\b(spring|summer|autumn|fall|winter)\s+(?:of\s+)?{_YEAR}\b", re.I)
# A bare month needs a preposition before it, so "May I ask" is not a date.
_MONTH_ALONE = re.compile(rf"\b(?:in|during|of|early|mid|late|since|until)\s+{_MONTH}\b", re.I)
_YEAR_ALONE = re.compile(rf"\b(?:in|during|of|since|until)\s+{_YEAR}\b", re.I)
_SEASON_MONTHS = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}
_UTC = timezone.utc


def _month_start(year: int, month: int) -> datetime:
    return datetime(year + (month - 1) // 12, (month - 1) % 12 + 1, 1, tzinfo=_UTC)


def _dated(query: str) -> TimeSpan | None:
    """A day, month, season or year with its year named."""
    for pattern, order in ((_MONTH_DAY_YEAR, "mdy"), (_DAY_MONTH_YEAR, "dmy")):
        m = pattern.search(query)
        if m:
            parts = dict(zip(order, m.groups(), strict=True))
            try:
                day = datetime(
                    int(parts["y"]), _MONTHS[parts["m"].lower()], int(parts["d"]), tzinfo=_UTC
                )
            except ValueError:  # "February 30"
                continue
            return TimeSpan(day, day + timedelta(days=1), tolerance_days=3.0)
    m = _MONTH_YEAR.search(query)
    if m:
        year, month = int(m.group(2)), _MONTHS[m.group(1).lower()]
        return TimeSpan(_month_start(year, month), _month_start(year, month + 1), 10.0)
    m = _SEASON_YEAR.search(query)
    if m:
        year, month = int(m.group(2)), _SEASON_MONTHS[m.group(1).lower()]
        return TimeSpan(_month_start(year, month), _month_start(year, month + 3), 15.0)
    m = _YEAR_ALONE.search(query)
    if m:
        year = int(m.group(1))
        return TimeSpan(_month_start(year, 1), _month_start(year + 1, 1), 30.0)
    return None


def _month_any_year(query: str) -> TimeSpan | None:
    m = _MONTH_ALONE.search(query)
    if not m:
        return None
    month = _MONTHS[m.group(1).lower()]
    return TimeSpan(_month_start(2000, month), _month_start(2000, month + 1), 10.0, any_year=True)


def find_time_reference(query: str) -> TimeReference | TimeSpan | None:
    """The time `query` names, if any. A date with its year comes first: it is the most
    precise, and it anchors a relative phrase next to it ("the last week of August 2023",
    "last weekend before April 10, 2023"). Then a relative time; then a month alone."""
    dated = _dated(query)
    if dated:
        return dated
    m = _RECENT.search(query)
    if m:
        days = _count(m.group(1)) * _UNIT_DAYS[m.group(2).lower()]
        return TimeReference(0.0, max(1.5, 0.25 * days), span_days=days)
    m = _AGO.search(query)
    if m:
        days = _count(m.group(1)) * _UNIT_DAYS[m.group(2).lower()]
        return TimeReference(days, max(1.5, 0.3 * days))
    m = _LAST_WEEKDAY.search(query)
    if m:
        return TimeReference(7.0, 1.5, weekday=_WEEKDAYS.index(m.group(1).lower()))
    m = _LAST.search(query)
    if m:
        days = _LAST_DAYS[re.sub(r"\s+", " ", m.group(1).lower())]
        return TimeReference(days, max(1.5, 0.5 * days))
    return _month_any_year(query)


def _count(word: str | None) -> float:
    if not word:
        return 1.0
    word = word.lower()
    return float(word) if word.isdigit() else float(_NUMBERS.get(word, 1))


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

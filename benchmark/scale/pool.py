"""The pool: every distinct LongMemEval-S haystack session, once, in date order.

The same session text sits in many questions' haystacks, sometimes under different dates
and ids; the pool keeps one copy of the text, its earliest date and every id it had (the
ids are for scoring only and never reach the store). The questions keep their gold ids.
"""

from __future__ import annotations

import gzip
import json
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from benchmark.retrieval.data import (
    DEFAULT_DATA,
    LME_FILE,
    Question,
    _lme_date,
    load_longmemeval,
    session_text,
)


@dataclass
class PooledSession:
    text: str
    date: datetime | None
    sids: list[str] = field(default_factory=list)


def load_pool(data: Path = DEFAULT_DATA) -> list[PooledSession]:
    """Every distinct session of LongMemEval-S (all 500 haystacks), earliest date first."""
    with gzip.open(data / LME_FILE, "rt", encoding="utf-8") as f:
        rows = json.load(f)
    by_text: dict[str, PooledSession] = {}
    for row in rows:
        for sid, date, turns in zip(
            row["haystack_session_ids"],
            row["haystack_dates"],
            row["haystack_sessions"],
            strict=True,
        ):
            text = session_text([(t["role"], t["content"]) for t in turns])
            when = _lme_date(date)
            s = by_text.setdefault(text, PooledSession(text, when))
            if sid not in s.sids:
                s.sids.append(sid)
            if when is not None and (s.date is None or when < s.date):
                s.date = when
    pool = list(by_text.values())
    pool.sort(key=lambda s: (s.date is None, s.date or datetime.min))
    return pool


def slices(size: int, marks: tuple[float, ...]) -> list[tuple[float, int, int]]:
    """(mark, start, end) for each checkpoint: each adds only the sessions after the last."""
    out, start = [], 0
    for mark in marks:
        end = max(start, round(size * mark))
        out.append((mark, start, end))
        start = end
    return out


def questions(data: Path = DEFAULT_DATA) -> list[Question]:
    """The 469 questions (their per-question haystacks are not used here)."""
    return load_longmemeval(data)

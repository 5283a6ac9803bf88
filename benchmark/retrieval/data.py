"""Load LongMemEval-S (protocol A) and LoCoMo as per-question haystacks of sessions.

Only what a user's memory would hold is exposed to the system: each session's text and its
date. Session ids are kept for scoring only and are never part of indexed text; LongMemEval's
`has_answer` turn flags are dropped at load.
"""

from __future__ import annotations

import gzip
import json
import re
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

# ../shared/benchdata beside the project; a git worktree one level deeper finds it too.
DEFAULT_DATA = next(
    (
        p
        for p in (Path(__file__).resolve().parents[n] / "shared" / "benchdata" for n in (3, 4))
        if p.exists()
    ),
    Path(__file__).resolve().parents[3] / "shared" / "benchdata",
)
LME_FILE = "longmemeval/longmemeval_s_cleaned.499of500.json.gz"
SAMPLE186 = "longmemeval/sample186_ids.txt"


@dataclass
class Session:
    sid: str  # for scoring only; never indexed
    date: datetime | None
    text: str


@dataclass
class Question:
    qid: str
    qtype: str
    question: str
    date: datetime | None
    gold: list[str]  # read only by the scorer, after ranking
    haystack: str  # which index the question runs against
    sessions: list[Session] = field(default_factory=list)


def _lme_date(s: str | None) -> datetime | None:
    # "2023/05/20 (Sat) 02:21"
    if not s:
        return None
    return datetime.strptime(re.sub(r"\s*\(\w+\)\s*", " ", s).strip(), "%Y/%m/%d %H:%M")


def session_text(turns: list[tuple[str, str]]) -> str:
    """A session as its turns, `role: content`, one per line."""
    return "\n".join(f"{role}: {content}" for role, content in turns)


def load_longmemeval(data: Path = DEFAULT_DATA) -> list[Question]:
    """The 469 non-abstention questions, each with its haystack in date order."""
    with gzip.open(data / LME_FILE, "rt", encoding="utf-8") as f:
        rows = json.load(f)
    out = []
    for row in rows:
        if row["question_id"].endswith("_abs"):
            continue
        sessions = []
        for sid, date, turns in zip(
            row["haystack_session_ids"],
            row["haystack_dates"],
            row["haystack_sessions"],
            strict=True,
        ):
            text = session_text([(t["role"], t["content"]) for t in turns])
            sessions.append(Session(sid, _lme_date(date), text))
        sessions.sort(key=lambda s: (s.date is None, s.date or datetime.min))
        out.append(
            Question(
                row["question_id"],
                row["question_type"],
                row["question"],
                _lme_date(row.get("question_date")),
                list(row["answer_session_ids"]),
                haystack=row["question_id"],
                sessions=sessions,
            )
        )
    return out


def distinct_sessions(count: int, data: Path = DEFAULT_DATA) -> list[str]:
    """The first `count` distinct LongMemEval-S haystack sessions, as `session_text`."""
    with gzip.open(data / LME_FILE, "rt", encoding="utf-8") as f:
        rows = json.load(f)
    texts: dict[str, None] = {}
    for row in rows:
        for turns in row["haystack_sessions"]:
            texts[session_text([(t["role"], t["content"]) for t in turns])] = None
            if len(texts) >= count:
                return list(texts)
    return list(texts)


def sample186_ids(data: Path = DEFAULT_DATA) -> list[str]:
    return [x.strip() for x in (data / SAMPLE186).read_text().split() if x.strip()]


def _locomo_date(s: str | None) -> datetime | None:
    # "1:56 pm on 8 May, 2023"
    if not s:
        return None
    try:
        return datetime.strptime(s.strip(), "%I:%M %p on %d %B, %Y")
    except ValueError:
        return None


_EVIDENCE = re.compile(r"D:?(\d+):")


def load_locomo(data: Path = DEFAULT_DATA) -> list[Question]:
    """The 1,536 questions (no category 5, no empty evidence); one haystack per conversation."""
    rows = json.loads((data / "locomo" / "locomo10.json").read_text(encoding="utf-8"))
    out = []
    for row in rows:
        conv = row["conversation"]
        sessions = []
        numbers = sorted(
            int(k.split("_")[1]) for k in conv if re.fullmatch(r"session_\d+", k) and conv[k]
        )
        for n in numbers:
            turns = []
            for t in conv[f"session_{n}"]:
                text = t.get("text", "")
                if t.get("blip_caption"):
                    text = f"{text} [shares an image: {t['blip_caption']}]"
                turns.append((t["speaker"], text))
            sessions.append(
                Session(
                    str(n), _locomo_date(conv.get(f"session_{n}_date_time")), session_text(turns)
                )
            )
        for i, qa in enumerate(row["qa"]):
            if qa.get("category") == 5 or not qa.get("evidence"):
                continue
            gold = sorted({m for ev in qa["evidence"] for m in _EVIDENCE.findall(ev)}, key=int)
            if not gold:
                continue
            out.append(
                Question(
                    f"{row['sample_id']}:{i}",
                    f"cat{qa['category']}",
                    qa["question"],
                    None,
                    gold,
                    haystack=row["sample_id"],
                    sessions=sessions,
                )
            )
    return out
